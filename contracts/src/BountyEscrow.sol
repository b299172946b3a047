// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {EscrowSettlement} from "./EscrowSettlement.sol";
import {IBountyEscrow} from "./interfaces/IBountyEscrow.sol";

/// @title BountyEscrow
/// @notice Escrowed task bounties with a timeout exit from every non-terminal state.
/// See {IBountyEscrow} for the state machine.
/// @dev Storage: one bounty is four packed slots (see {IBountyEscrow-Bounty}); `post` writes three
/// (four with a minStake or minPaid), `claim`, `submit` and `accept` one each. A claim's stake
/// reservation is a pure function of the bounty's token and amount (see `reservationOf`), so it
/// is recomputed at settlement instead of stored. Hashes live in events. Every function that changes
/// state is `nonReentrant` (transient-storage guard) and follows checks-effects-interactions:
/// the status moves before any external call, and untrusted transfers come last.
/// Parameters and the settlements (payment, split, refund, stake release, outcomes) are in
/// {EscrowSettlement}; fees, push payments and `withdraw` in {EscrowPayments}.
/// The registry and reputation contracts are trusted (deployed together); tokens and
/// receivers are not.
contract BountyEscrow is EscrowSettlement {
    using SafeERC20 for IERC20;

    uint8 private constant MAX_REPUTATION = 100;
    /// @notice Minimum value of a bounty in ETH or a listed token, in weight units (gwei-equivalents).
    uint256 public constant MIN_BOUNTY_WEIGHT = 1000;

    /// @inheritdoc IBountyEscrow
    uint256 public bountyCount;
    mapping(uint256 bountyId => Bounty) private _bounties;

    /// @dev Parameters as in {EscrowSettlement}'s constructor, which checks them.
    constructor(
        address registry_,
        address reputation_,
        address treasury_,
        uint16 feeBps_,
        uint64 maxDuration_,
        uint64 maxReviewWindow_,
        uint64 disputeWindow_,
        uint64 disputeTimeout_
    )
        EscrowSettlement(
            registry_,
            reputation_,
            treasury_,
            feeBps_,
            maxDuration_,
            maxReviewWindow_,
            disputeWindow_,
            disputeTimeout_
        )
    {}

    // ---------------------------------------------------------------- lifecycle

    /// @inheritdoc IBountyEscrow
    function post(PostParams calldata p) external payable nonReentrant returns (uint256 bountyId) {
        if (p.amount == 0 || p.amount > type(uint96).max) revert EscrowBadAmount(p.amount);
        if (p.deadline <= block.timestamp || p.deadline > block.timestamp + maxDuration) {
            revert EscrowBadDeadline(p.deadline);
        }
        if (p.reviewWindow == 0 || p.reviewWindow > maxReviewWindow) revert EscrowBadReviewWindow(p.reviewWindow);
        if (p.minReputation > MAX_REPUTATION) revert EscrowBadMinReputation(p.minReputation);
        if (p.assignee != 0 && (p.assignee > type(uint48).max || p.assignee > registry.totalAgents())) {
            revert EscrowUnknownAgent(p.assignee);
        }
        if (p.arbiter == msg.sender) revert EscrowArbiterIsRequester(p.arbiter);
        if (p.parentId != 0) _checkParent(p.parentId, p.deadline);
        if (p.token == address(0)) {
            if (msg.value != p.amount) revert EscrowBadValue(msg.value, p.amount);
            if (p.amount / 1e9 < MIN_BOUNTY_WEIGHT) revert EscrowBountyTooSmall(p.amount / 1e9, MIN_BOUNTY_WEIGHT);
        } else {
            if (msg.value != 0) revert EscrowBadValue(msg.value, 0);
            uint256 perUnit = reputation.weightPerUnit(p.token);
            uint256 weight = p.amount * perUnit / 1e18;
            if (perUnit != 0 && weight < MIN_BOUNTY_WEIGHT) revert EscrowBountyTooSmall(weight, MIN_BOUNTY_WEIGHT);
        }
        // the fee (rounded up) must leave the agent something: only a 1-unit bounty of an
        // unlisted token can fail this (ETH and listed tokens have a minimum value)
        uint256 fee = _feeOf(p.amount);
        if (fee >= p.amount) revert EscrowFeeTakesAll(p.amount, fee);

        bountyId = ++bountyCount;
        Bounty storage b = _bounties[bountyId];
        b.requester = msg.sender;
        b.until = uint40(p.deadline);
        b.status = Status.Open;
        b.agentId = uint48(p.assignee);
        b.token = p.token;
        b.amount = uint96(p.amount);
        b.arbiter = p.arbiter;
        b.reviewWindow = p.reviewWindow;
        b.minReputation = p.minReputation;
        b.parentId = uint48(p.parentId);
        if (p.minStake != 0 || p.minPaid != 0) {
            b.minStake = p.minStake;
            b.minPaid = p.minPaid;
        }
        emit BountyPosted(bountyId, msg.sender, p.token, p.amount, p.specHash, p.deadline, p.assignee, p.parentId);

        if (p.token != address(0)) {
            IERC20 token = IERC20(p.token);
            uint256 before = token.balanceOf(address(this));
            token.safeTransferFrom(msg.sender, address(this), p.amount);
            uint256 received = token.balanceOf(address(this)) - before;
            if (received != p.amount) revert EscrowFeeOnTransferToken(p.token, received, p.amount);
        }
    }

    /// @inheritdoc IBountyEscrow
    function claim(uint256 bountyId, uint256 agentId) external nonReentrant {
        Bounty storage b = _bounties[bountyId];
        _requireStatus(bountyId, b.status, Status.Open);
        uint40 deadline = b.until;
        if (block.timestamp > deadline) revert EscrowDeadlinePassed(deadline);
        uint48 assignee = b.agentId;
        if (assignee != 0 && assignee != agentId) revert EscrowNotAssignee(bountyId, assignee);
        if (agentId == 0 || agentId > type(uint48).max) revert EscrowUnknownAgent(agentId);
        _reserveStake(bountyId, b, agentId);
        uint8 minRep = b.minReputation;
        uint64 minPaid = b.minPaid;
        if (minRep != 0 || minPaid != 0) _checkStanding(agentId, minRep, minPaid);
        b.status = Status.Claimed;
        // forge-lint: disable-next-line(unsafe-typecast) -- agentId <= uint48 max checked above
        b.agentId = uint48(agentId);
        emit BountyClaimed(bountyId, agentId, msg.sender);
    }

    /// @inheritdoc IBountyEscrow
    function submit(uint256 bountyId, bytes32 resultHash) external nonReentrant {
        Bounty storage b = _bounties[bountyId];
        _requireStatus(bountyId, b.status, Status.Claimed);
        uint40 deadline = b.until;
        if (block.timestamp > deadline) revert EscrowDeadlinePassed(deadline);
        if (resultHash == bytes32(0)) revert EscrowEmptyResult();
        uint256 agentId = b.agentId;
        _requireOperator(agentId);
        uint40 reviewEnd = uint40(block.timestamp) + b.reviewWindow;
        b.status = Status.Submitted;
        b.until = reviewEnd;
        emit BountySubmitted(bountyId, agentId, resultHash, reviewEnd);
    }

    /// @inheritdoc IBountyEscrow
    function accept(uint256 bountyId) external nonReentrant {
        Bounty storage b = _bounties[bountyId];
        _requireStatus(bountyId, b.status, Status.Submitted);
        _requireRequester(bountyId, b.requester);
        _payAgent(bountyId, b, false);
    }

    /// @inheritdoc IBountyEscrow
    function reject(uint256 bountyId, bytes32 reasonHash) external nonReentrant {
        Bounty storage b = _bounties[bountyId];
        _requireStatus(bountyId, b.status, Status.Submitted);
        _requireRequester(bountyId, b.requester);
        uint40 reviewEnd = b.until;
        if (block.timestamp > reviewEnd) revert EscrowWindowClosed(bountyId, reviewEnd);
        if (b.arbiter == address(0)) {
            // nobody could rule on a dispute: the refusal settles now (a dispute window would
            // only delay the same refund)
            emit BountyRejected(bountyId, reasonHash, uint64(block.timestamp));
            _split(bountyId, b, 0, 0, true);
            return;
        }
        // forge-lint: disable-next-line(unsafe-typecast) -- now + disputeWindow (<= 730 days) fits uint40 until year 36812
        uint40 disputeEnd = uint40(block.timestamp + disputeWindow);
        b.status = Status.Rejected;
        b.until = disputeEnd;
        emit BountyRejected(bountyId, reasonHash, disputeEnd);
    }

    /// @inheritdoc IBountyEscrow
    function dispute(uint256 bountyId, bytes32 reasonHash) external nonReentrant {
        Bounty storage b = _bounties[bountyId];
        Status s = b.status;
        if (s != Status.Rejected) {
            // an arbiterless bounty never stays Rejected: say why it cannot be disputed
            if (s != Status.None && b.arbiter == address(0)) revert EscrowNoArbiter(bountyId);
            _statusError(bountyId, s);
        }
        uint40 disputeEnd = b.until;
        if (block.timestamp > disputeEnd) revert EscrowWindowClosed(bountyId, disputeEnd);
        _requireOperator(b.agentId);
        // forge-lint: disable-next-line(unsafe-typecast) -- now + disputeTimeout (<= 730 days) fits uint40 until year 36812
        uint40 ruleEnd = uint40(block.timestamp + disputeTimeout);
        b.status = Status.Disputed;
        b.until = ruleEnd;
        emit BountyDisputed(bountyId, reasonHash, ruleEnd);
    }

    /// @inheritdoc IBountyEscrow
    function resolve(uint256 bountyId, uint16 agentBps, uint256 slashAmount) external nonReentrant {
        Bounty storage b = _bounties[bountyId];
        _requireStatus(bountyId, b.status, Status.Disputed);
        address arbiter = b.arbiter;
        if (arbiter == address(0) || msg.sender != arbiter) revert EscrowNotArbiter(bountyId, msg.sender);
        uint40 ruleEnd = b.until;
        if (block.timestamp > ruleEnd) revert EscrowWindowClosed(bountyId, ruleEnd);
        uint256 cap = stakeValue(b.token, b.amount);
        if (agentBps > BPS || slashAmount > cap) revert EscrowBadRuling(agentBps, slashAmount, cap);
        // an arbiter that became agent side since the claim (it bought the agent, or was made
        // its operator) may still refund, but never pay the agent: it would judge its own cause.
        // A 0 % ruling stays open, so approving the arbiter gives the agent no veto.
        if (agentBps != 0 && registry.isAgentOperator(b.agentId, arbiter)) {
            revert EscrowArbiterNotIndependent(bountyId, arbiter);
        }
        _split(bountyId, b, agentBps, slashAmount, false);
    }

    /// @inheritdoc IBountyEscrow
    function cancel(uint256 bountyId) external nonReentrant {
        Bounty storage b = _bounties[bountyId];
        _requireStatus(bountyId, b.status, Status.Open);
        _requireRequester(bountyId, b.requester);
        b.status = Status.Cancelled;
        emit BountyCancelled(bountyId);
        _push(b.token, b.requester, b.amount);
    }

    /// @inheritdoc IBountyEscrow
    function expire(uint256 bountyId) external nonReentrant {
        Bounty storage b = _bounties[bountyId];
        Status s = b.status;
        if (s != Status.Open && s != Status.Claimed) _statusError(bountyId, s);
        _expire(bountyId, b);
    }

    /// @inheritdoc IBountyEscrow
    function finalize(uint256 bountyId) external nonReentrant {
        Bounty storage b = _bounties[bountyId];
        Status s = b.status;
        if (s == Status.Open || s == Status.Claimed) {
            _expire(bountyId, b);
            return;
        }
        if (s != Status.Submitted && s != Status.Rejected && s != Status.Disputed) _statusError(bountyId, s);
        uint40 until = b.until;
        if (block.timestamp <= until) revert EscrowNotTimedOut(bountyId, until);
        if (s == Status.Submitted) {
            _payAgent(bountyId, b, true);
        } else if (s == Status.Rejected) {
            // a rejection the agent did not dispute: its concession, booked like an expiry, so
            // junk plus conceding costs what abandoning costs
            _concede(bountyId, b);
        } else {
            // a dispute nobody ruled: the party that did not dispute wins (full refund, refusal
            // recorded), so junk plus a dispute earns nothing
            _split(bountyId, b, 0, 0, true);
        }
    }

    // ---------------------------------------------------------------- views

    /// @inheritdoc IBountyEscrow
    function getBounty(uint256 bountyId) external view returns (Bounty memory) {
        return _bounties[bountyId];
    }

    /// @inheritdoc IBountyEscrow
    function settlementOf(uint256 bountyId)
        external
        view
        returns (address requester, uint256 agentId, address token, uint256 paid, bool settled)
    {
        Bounty storage b = _bounties[bountyId];
        Status s = b.status;
        if (s == Status.Accepted) paid = b.amount;
        else if (s == Status.Resolved) paid = uint256(b.amount) * b.agentBps / BPS;
        return (b.requester, b.agentId, b.token, paid, s == Status.Accepted || s == Status.Resolved);
    }

    /// @inheritdoc IBountyEscrow
    function reservationOf(uint256 bountyId) external view returns (uint256) {
        Bounty storage b = _bounties[bountyId];
        if (b.status == Status.None) revert EscrowUnknownBounty(bountyId);
        return _reservation(b.token, b.amount);
    }

    /// @inheritdoc IBountyEscrow
    function isWired() external view returns (bool) {
        return registry.escrow() == address(this) && reputation.escrow() == address(this);
    }

    /// @inheritdoc IBountyEscrow
    function isTimedOut(uint256 bountyId) external view returns (bool) {
        Bounty storage b = _bounties[bountyId];
        Status s = b.status;
        bool live = s == Status.Open || s == Status.Claimed || s == Status.Submitted || s == Status.Rejected
            || s == Status.Disputed;
        return live && block.timestamp > b.until;
    }

    // ---------------------------------------------------------------- internals

    /// @dev The claim's one registry call: operator, arbiter independence, stake and reservation.
    function _reserveStake(uint256 bountyId, Bounty storage b, uint256 agentId) private {
        address arbiter = b.arbiter;
        uint256 reservation = _reservation(b.token, b.amount);
        (bool operator, bool arbiterIsAgentSide, uint256 stake, uint256 reserved) =
            registry.reserve(agentId, msg.sender, arbiter, reservation);
        if (!operator) revert EscrowNotAgentOperator(agentId, msg.sender);
        if (arbiterIsAgentSide) revert EscrowArbiterNotIndependent(bountyId, arbiter);
        uint256 required = b.minStake;
        if (required < registryMinStake) required = registryMinStake;
        if (stake < required) revert EscrowStakeTooLow(agentId, stake, required);
        uint256 free = stake > reserved ? stake - reserved : 0;
        if (free < reservation) revert EscrowFreeStakeTooLow(agentId, free, reservation);
    }

    function _checkStanding(uint256 agentId, uint8 minRep, uint64 minPaid) private view {
        (uint8 rep, uint256 paid) = reputation.standingOf(agentId);
        if (rep < minRep) revert EscrowReputationTooLow(agentId, rep, minRep);
        if (paid < minPaid) revert EscrowRecordTooShort(agentId, paid, minPaid);
    }

    function _checkParent(uint256 parentId, uint64 deadline) private view {
        Bounty storage parent = _bounties[parentId];
        if (
            parent.status != Status.Claimed || deadline > parent.until
                || !registry.isAgentOperator(parent.agentId, msg.sender)
        ) revert EscrowBadParent(parentId);
    }

    function _requireOperator(uint256 agentId) private view {
        if (!registry.isAgentOperator(agentId, msg.sender)) revert EscrowNotAgentOperator(agentId, msg.sender);
    }

    function _requireRequester(uint256 bountyId, address requester) private view {
        if (msg.sender != requester) revert EscrowNotRequester(bountyId, msg.sender);
    }

    function _requireStatus(uint256 bountyId, Status actual, Status expected) private pure {
        if (actual != expected) _statusError(bountyId, actual);
    }

    function _statusError(uint256 bountyId, Status actual) private pure {
        if (actual == Status.None) revert EscrowUnknownBounty(bountyId);
        revert EscrowWrongStatus(bountyId, actual);
    }
}
