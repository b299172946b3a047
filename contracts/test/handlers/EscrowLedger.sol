// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {HandlerBase} from "./HandlerBase.sol";
import {IBountyEscrow} from "../../src/interfaces/IBountyEscrow.sol";

/// @dev The money side of BountyEscrow's handlers: the booking of every settlement into the
/// ghost ledgers (money per person, reputation per agent) and the withdrawal of escrow credits.
abstract contract EscrowLedger is HandlerBase {
    /// @dev A bounty and the parties' standing just before a call that may settle it.
    struct Snap {
        IBountyEscrow.Bounty b;
        bool selfDeal;
        uint256 reqP;
        uint256 payP;
        uint256 ownP;
        uint64 count;
        uint256 paid;
        uint256 penalty;
    }

    // ------------------------------------------------------------ credits

    /// @dev Withdraws a credit to the account itself (a reverting receiver to its EOA). A hostile
    /// token may refuse: the false-returning one while it fails, the blocklist one for its victim.
    function withdraw(uint256 seed) external {
        uint256 na = _accounts.length;
        uint256 nt = _tokens.length;
        for (uint256 i; i < na * nt; ++i) {
            uint256 k = (seed % (na * nt) + i) % (na * nt);
            address who = _accounts[k / nt];
            address token = _tokens[k % nt];
            if (escrow.owed(token, who) == 0) continue;
            address to = _sinkOf[who];
            vm.prank(who);
            (bool s, bytes memory e) = address(escrow).call(abi.encodeCall(escrow.withdraw, (token, to)));
            if (token == address(falseToken) && falseToken.fail()) {
                return _refusedWith("withdraw.falseToken", s, e, bytes4(keccak256("SafeERC20FailedOperation(address)")));
            }
            if (token == address(blockToken) && to == blockToken.blocked()) {
                return _refusedWith("withdraw.blocked", s, e, bytes4(keccak256("Error(string)")));
            }
            return _done("withdraw", s, e);
        }
        _skip("withdraw");
    }

    /// @dev The false-returning token starts or stops refusing transfers.
    function toggleFalseToken() external {
        falseToken.setFail(!falseToken.fail());
        _done("toggleFalseToken", true, "");
    }

    // ------------------------------------------------------------ settlement booking

    /// @dev Makes a call that may settle bounty `id` and books what the rules say must follow.
    function _settle(
        string memory name,
        uint256 id,
        address caller,
        bytes memory call,
        uint16 bps,
        uint256 slash,
        bool ruling
    ) internal {
        Snap memory s = _snap(id);
        vm.prank(caller);
        (bool success, bytes memory err) = address(escrow).call(call);
        _done(name, success, err);
        if (success) _book(s, bps, slash, ruling);
    }

    function _snap(uint256 id) internal view returns (Snap memory s) {
        s.b = escrow.getBounty(id);
        s.reqP = personOf[s.b.requester];
        if (s.b.status == IBountyEscrow.Status.Open) return s;
        uint256 agentId = s.b.agentId;
        s.selfDeal = registry.isAgentOperator(agentId, s.b.requester);
        s.payP = personOf[registry.payoutAddress(agentId)];
        s.ownP = _personOfAgent(agentId);
        (s.count, s.paid, s.penalty) = reputation.aggregateOf(agentId);
    }

    /// @dev Penalties are always recorded; self-dealing (the requester agent side at settlement)
    /// only drops the paid part: nothing for an accept, the penalty share only for a ruling.
    function _book(Snap memory s, uint16 bps, uint256 slash, bool ruling) internal {
        address token = s.b.token;
        uint256 amount = s.b.amount;
        IBountyEscrow.Status prev = s.b.status;
        if (prev == IBountyEscrow.Status.Open) {
            expected[s.reqP][token] += int256(amount);
            return;
        }
        uint256 w = weightOf(token, amount);
        uint256 gross;
        uint256 paid;
        uint256 penalty;
        bool record = true;
        if (
            prev == IBountyEscrow.Status.Claimed || (prev == IBountyEscrow.Status.Rejected && s.b.arbiter != address(0))
        ) {
            // an expiry, or a rejection the agent conceded (not disputed): refund, forfeit and a
            // full-weight penalty
            expected[s.reqP][token] += int256(amount);
            _move(s.ownP, personOf[treasury], address(stakeToken), forfeitOf(token, amount));
            penalty = w;
        } else if (prev == IBountyEscrow.Status.Rejected || (prev == IBountyEscrow.Status.Disputed && !ruling)) {
            // a rejection without an arbiter, or a dispute nobody ruled
            expected[s.reqP][token] += int256(amount);
            penalty = w * REFUSED_WEIGHT_BPS / BPS;
        } else {
            if (prev == IBountyEscrow.Status.Submitted) bps = uint16(BPS);
            gross = amount * bps / BPS;
            _pay(s, token, amount, gross);
            _move(s.ownP, personOf[treasury], address(stakeToken), slash);
            paid = w * bps / BPS;
            penalty = w - paid;
            if (s.selfDeal) {
                (paid, gross) = (0, 0);
                if (prev == IBountyEscrow.Status.Submitted) record = false;
            }
        }
        _bookReputation(s, record, paid, penalty, weightOf(token, gross));
        if (record && ruling && !s.selfDeal) ghostRoundings[s.b.agentId]++;
    }

    function _pay(Snap memory s, address token, uint256 amount, uint256 gross) internal {
        uint256 fee = _feeOf(gross);
        expected[s.payP][token] += int256(gross - fee);
        earned[s.payP][token] += gross - fee;
        expected[personOf[treasury]][token] += int256(fee);
        earned[personOf[treasury]][token] += fee;
        expected[s.reqP][token] += int256(amount - gross);
    }

    function _bookReputation(Snap memory s, bool record, uint256 paid, uint256 penalty, uint256 grossWeight) internal {
        uint256 agentId = s.b.agentId;
        if (record) {
            ghostPaid[agentId] += paid;
            ghostPenalty[agentId] += penalty;
            ghostCount[agentId]++;
            ghostGrossWeight[agentId] += grossWeight;
        }
        (uint64 count, uint256 p, uint256 n) = reputation.aggregateOf(agentId);
        if (s.selfDeal && (p != s.paid || (!record && (count != s.count || n != s.penalty)))) selfDealRecorded++;
    }
}
