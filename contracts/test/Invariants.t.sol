// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base} from "./utils/Base.sol";
import {console2} from "forge-std/console2.sol";
import {ProtocolHandler} from "./handlers/ProtocolHandler.sol";
import {DIDHandler} from "./handlers/DIDHandler.sol";
import {DIDRegistry} from "../src/DIDRegistry.sol";
import {IBountyEscrow} from "../src/interfaces/IBountyEscrow.sol";
import {StakeToken} from "../src/mocks/StakeToken.sol";

/// @dev Invariants over all four contracts, driven by two handlers (see handlers/). After every
/// call: money is conserved per token, stake backs every open claim, reputation is exactly the
/// value paid, nobody ends with more than it put in plus what it was paid, only non-parties
/// rule and no slash exceeds the bounty's value. After every run: every bounty drains past its
/// timeouts, and the per-handler call counts are logged (`forge test --mt invariant -vv`; with
/// INVARIANT_RUN_LOG=contracts/cache/<file>, one line per run is appended to that file).
/// That the runs are not vacuous is a test of its own (test_runsReachEveryState), so that a
/// short run never hides a broken invariant.
contract InvariantsTest is Base {
    /// @dev Runs and calls per run of test_runsReachEveryState (the depth the fuzzer is held to).
    uint256 internal constant REACH_RUNS = 30;
    uint256 internal constant REACH_DEPTH = 200;
    /// @dev The share of those runs that must reach resolve, withdrawStake after unbonding and expire.
    uint256 internal constant REACH_MIN_PERCENT = 60;

    ProtocolHandler internal handler;
    DIDHandler internal didHandler;
    DIDRegistry internal did;

    /// @dev Two days, so that an unstake requested in a 200-call run can be withdrawn in it.
    function _unbondingPeriod() internal pure override returns (uint64) {
        return 2 days;
    }

    function setUp() public override {
        super.setUp();
        handler = new ProtocolHandler(escrow, registry, reputation, stakeToken, usd);
        did = new DIDRegistry();
        didHandler = new DIDHandler(did);

        targetContract(address(handler));
        targetSelector(FuzzSelector({addr: address(handler), selectors: _protocolSelectors()}));

        bytes4[] memory d = new bytes4[](5);
        (d[0], d[1], d[2]) =
        (didHandler.changeOwner.selector, didHandler.addDelegate.selector, didHandler.revokeDelegate.selector);
        (d[3], d[4]) = (didHandler.setAttribute.selector, didHandler.revokeAttribute.selector);
        targetContract(address(didHandler));
        targetSelector(FuzzSelector({addr: address(didHandler), selectors: d}));
    }

    /// @dev Every ProtocolHandler action; the bounty lifecycle (and time) weighted up so that
    /// bounties reach every state within a run.
    function _protocolSelectors() internal view returns (bytes4[] memory s) {
        ProtocolHandler h = handler;
        bytes4[56] memory all = [
            h.post.selector,
            h.post.selector,
            h.post.selector,
            h.post.selector,
            h.post.selector,
            h.advance.selector,
            h.advance.selector,
            h.advance.selector,
            h.advance.selector,
            h.postChild.selector,
            h.claim.selector,
            h.claim.selector,
            h.claim.selector,
            h.claim.selector,
            h.submit.selector,
            h.submit.selector,
            h.submit.selector,
            h.submit.selector,
            h.accept.selector,
            h.reject.selector,
            h.reject.selector,
            h.reject.selector,
            h.dispute.selector,
            h.dispute.selector,
            h.dispute.selector,
            h.resolve.selector,
            h.resolve.selector,
            h.resolve.selector,
            h.resolve.selector,
            h.cancel.selector,
            h.expire.selector,
            h.expire.selector,
            h.expire.selector,
            h.finalize.selector,
            h.finalize.selector,
            h.warp.selector,
            h.warp.selector,
            h.warp.selector,
            h.warp.selector,
            h.withdraw.selector,
            h.toggleFalseToken.selector,
            h.register.selector,
            h.setAgentURI.selector,
            h.setMetadata.selector,
            h.setAgentWallet.selector,
            h.unsetAgentWallet.selector,
            h.approve.selector,
            h.transferAgent.selector,
            h.increaseStake.selector,
            h.requestUnstake.selector,
            h.requestUnstake.selector,
            h.withdrawStake.selector,
            h.withdrawStake.selector,
            h.giveFeedback.selector,
            h.giveFeedback.selector,
            h.revokeFeedback.selector
        ];
        s = new bytes4[](all.length);
        for (uint256 i; i < all.length; ++i) {
            s[i] = all[i];
        }
    }

    // ------------------------------------------------------------ money

    /// For every token, the escrow holds exactly the live bounties plus the owed credits.
    function invariant_escrowHoldsLiveAndOwed() public view {
        address[] memory tokens = handler.tokens();
        for (uint256 i; i < tokens.length; ++i) {
            uint256 held =
                tokens[i] == address(0) ? address(escrow).balance : StakeToken(tokens[i]).balanceOf(address(escrow));
            assertEq(held, _liabilities(tokens[i]), vm.toString(tokens[i]));
        }
        assertEq(StakeToken(address(handler.feeToken())).balanceOf(address(escrow)), 0, "fee-on-transfer token held");
    }

    /// Per person and token, holdings equal the model's booking, and never exceed what the
    /// person was funded plus what it was paid (agent payments, forfeits); the colluder's
    /// requester, agent owner and arbiter keys are one person.
    function invariant_nobodyEndsWithMoreThanPaid() public view {
        address[] memory tokens = handler.tokens();
        uint256 persons = handler.personCount();
        for (uint256 i; i < tokens.length; ++i) {
            uint256[] memory wealth = handler.wealthOf(tokens[i]);
            for (uint256 p = 1; p <= persons; ++p) {
                string memory where = string.concat("person ", vm.toString(p), " token ", vm.toString(tokens[i]));
                assertEq(int256(wealth[p]), handler.expected(p, tokens[i]), where);
                assertLe(wealth[p], handler.funded(p, tokens[i]) + handler.earned(p, tokens[i]), where);
            }
        }
    }

    // ------------------------------------------------------------ stake

    /// Every agent's reserved stake is at most its stake and equals the reservations of its open
    /// claims; the registry holds exactly the total staked, which is every agent's active plus
    /// unbonding stake.
    function invariant_stakeBacksEveryClaim() public view {
        uint256 n = handler.agentCount();
        uint256 sum;
        for (uint256 i; i < n; ++i) {
            uint256 agentId = handler.agents(i);
            (uint256 unbonding,) = registry.unbondingOf(agentId);
            uint256 stake = registry.stakeOf(agentId);
            uint256 reserved = registry.reservedOf(agentId);
            assertLe(reserved, stake, "reserved > stake");
            assertEq(reserved, _openReservations(agentId), "reserved != open claims");
            sum += stake + unbonding;
        }
        assertEq(registry.totalStaked(), sum, "total staked");
        assertEq(stakeToken.balanceOf(address(registry)), sum, "registry balance");
    }

    // ------------------------------------------------------------ reputation and rulings

    /// The outcome aggregate is exactly the model: paid weight is the value paid to the agent
    /// (same weights; a split rounds once per ruling), no paid weight from a self-dealt
    /// settlement (its penalties are recorded like any other), feedback never moves it.
    function invariant_reputationIsValuePaid() public view {
        uint256 n = handler.agentCount();
        for (uint256 i; i < n; ++i) {
            uint256 agentId = handler.agents(i);
            (uint64 count, uint256 paid, uint256 penalty) = reputation.aggregateOf(agentId);
            assertEq(count, handler.ghostCount(agentId), "count");
            assertEq(paid, handler.ghostPaid(agentId), "paid");
            assertEq(penalty, handler.ghostPenalty(agentId), "penalty");
            assertApproxEqAbs(paid, handler.ghostGrossWeight(agentId), handler.ghostRoundings(agentId), "paid value");
        }
        assertEq(handler.selfDealRecorded(), 0, "self-dealt outcome recorded");
        assertEq(handler.feedbackMovedAggregate(), 0, "feedback moved the aggregate");
    }

    /// No ruling by a party: the requester (refused at post) or an arbiter that was agent side
    /// when the agent claimed (refused at claim); an arbiter the owner approves (or sells the
    /// agent to) mid-dispute may still refund (the agent cannot veto it) but never pay the agent.
    /// No slash above the bounty's value; an agent wallet never survives a sale.
    function invariant_rulingsByNonPartiesWithinValue() public view {
        assertEq(handler.partyRuled(), 0, "a party ruled");
        assertEq(handler.agentSideRuled(), 0, "an agent-side arbiter paid the agent");
        assertEq(handler.slashAboveValue(), 0, "slash above the bounty value");
        assertEq(handler.walletSurvivedSale(), 0, "wallet kept after sale");
    }

    /// Every call the handlers predicted to succeed did, and every refusal had the expected error.
    function invariant_noUnexpectedReverts() public view {
        string[] memory names = handler.names();
        for (uint256 i; i < names.length; ++i) {
            uint256 u = handler.unexpected(keccak256(bytes(names[i])));
            if (u != 0) {
                console2.log(handler.lastUnexpectedName());
                console2.logBytes(handler.lastUnexpected());
            }
            assertEq(u, 0, names[i]);
        }
        names = didHandler.names();
        for (uint256 i; i < names.length; ++i) {
            uint256 u = didHandler.unexpected(keccak256(bytes(names[i])));
            if (u != 0) console2.logBytes(didHandler.lastUnexpected());
            assertEq(u, 0, names[i]);
        }
    }

    // ------------------------------------------------------------ DIDRegistry

    /// Owners, nonces and delegate validity match the ghost of every accepted write.
    function invariant_didMatchesGhost() public view {
        bytes32[2] memory types = didHandler.types();
        for (uint256 i; i < 4; ++i) {
            address id = didHandler.keyed(i);
            assertEq(did.identityOwner(id), didHandler.ownerOf(id), "owner");
            assertEq(did.nonce(id), didHandler.ghostNonce(id), "nonce");
            for (uint256 t; t < 2; ++t) {
                for (uint256 j; j < 4; ++j) {
                    address d = didHandler.keyed(j);
                    uint256 validTo = didHandler.ghostValidTo(id, types[t], d);
                    assertEq(did.delegates(id, keccak256(abi.encode(types[t])), d), validTo, "delegate");
                    assertEq(did.validDelegate(id, types[t], d), validTo > block.timestamp, "valid delegate");
                }
            }
        }
    }

    // ------------------------------------------------------------ after each run

    /// Past every timeout the permissionless exits leave no bounty live and every ledger still
    /// holds; then the call counts of the run are logged.
    function afterInvariant() public {
        _logRun();
        vm.warp(block.timestamp + MAX_DURATION + MAX_REVIEW + DISPUTE_WINDOW + DISPUTE_TIMEOUT + 1);
        handler.drain();
        uint256 n = escrow.bountyCount();
        for (uint256 id = 1; id <= n; ++id) {
            assertFalse(_live(escrow.getBounty(id).status), "live bounty after timeouts");
            assertEq(registry.reservedOf(escrow.getBounty(id).agentId), 0, "reservation left");
        }
        invariant_escrowHoldsLiveAndOwed();
        invariant_nobodyEndsWithMoreThanPaid();
        invariant_stakeBacksEveryClaim();
        invariant_reputationIsValuePaid();
        invariant_noUnexpectedReverts();
        _logCalls();
    }

    // ------------------------------------------------------------ coverage

    /// Drives both handlers through 3,000 pseudo-random calls (the same weighted selectors as
    /// the fuzzer, no invariant checks in between), then checks every invariant and that every
    /// action, every refusal and every state exit happened at least once: finalize from each
    /// live state, expire from Open and Claimed, resolve, withdrawStake after unbonding.
    function test_handlersReachEveryState() public {
        _randomCalls(0x4147454e54534954, 3000);
        afterInvariant();
        invariant_rulingsByNonPartiesWithinValue();
        invariant_didMatchesGhost();

        string[38] memory done = [
            "post",
            "postChild",
            "claim",
            "submit",
            "accept",
            "reject",
            "reject.settled",
            "dispute",
            "resolve",
            "resolve.agentSideRefunds",
            "cancel",
            "expire.Open",
            "expire.Claimed",
            "finalize.Open",
            "finalize.Claimed",
            "finalize.Submitted",
            "finalize.Rejected",
            "finalize.Disputed",
            "warp",
            "withdraw",
            "toggleFalseToken",
            "register",
            "setAgentURI",
            "setMetadata",
            "setAgentWallet",
            "setAgentWallet.erc1271",
            "unsetAgentWallet",
            "approve",
            "approve.arbiter",
            "transferAgent",
            "transferAgent.toArbiter",
            "increaseStake",
            "requestUnstake",
            "withdrawStake",
            "giveFeedback",
            "revokeFeedback",
            "register.erc8004",
            "appendResponse"
        ];
        for (uint256 i; i < done.length; ++i) {
            assertGt(handler.ok(keccak256(bytes(done[i]))), 0, done[i]);
        }
        string[19] memory refusals = [
            "post.feeOnTransfer",
            "claim.refused",
            "claim.notOperator",
            "resolve.notArbiter",
            "resolve.overSlash",
            "resolve.agentSidePays",
            "cancel.notRequester",
            "expire.early",
            "withdraw.falseToken",
            "withdraw.blocked",
            "register.belowMin",
            "setMetadata.walletKey",
            "setAgentWallet.forged",
            "requestUnstake.reserved",
            "withdrawStake.early",
            "giveFeedback.stranger",
            "giveFeedback.selfDeal",
            "revokeFeedback.twice",
            "giveFeedback.erc8004"
        ];
        for (uint256 i; i < refusals.length; ++i) {
            assertGt(handler.refused(keccak256(bytes(refusals[i]))), 0, refusals[i]);
        }
        string[] memory didNames = didHandler.names();
        assertEq(didNames.length, 15, "DIDRegistry writes reached");
        for (uint256 i; i < didNames.length; ++i) {
            assertGt(didHandler.ok(keccak256(bytes(didNames[i]))), 0, didNames[i]);
        }
    }

    /// The vacuity check of the fuzzer's runs, counted: REACH_RUNS runs of REACH_DEPTH
    /// pseudo-random calls each (every run from the same deployment, as the fuzzer's), every
    /// invariant checked at the end of each; at least REACH_MIN_PERCENT of the runs must reach
    /// a ruling (resolve), a withdrawal after unbonding (withdrawStake) and an expiry (expire);
    /// agents were registered through both one-transaction paths (ERC-1363 and permit).
    function test_runsReachEveryState() public {
        string[3] memory goals = ["resolve", "withdrawStake", "expire"];
        uint256[3] memory reached;
        uint256[2] memory oneTxRegistrations;
        uint256 start = vm.snapshotState();
        uint256 seed = 0x5245414348;
        for (uint256 run; run < REACH_RUNS; ++run) {
            seed = _randomCalls(seed, REACH_DEPTH);
            if (handler.ok(keccak256("resolve")) != 0) reached[0]++;
            if (handler.ok(keccak256("withdrawStake")) != 0) reached[1]++;
            if (handler.ok(keccak256("expire.Open")) + handler.ok(keccak256("expire.Claimed")) != 0) reached[2]++;
            oneTxRegistrations[0] += handler.ok(keccak256("register.transferAndCall"));
            oneTxRegistrations[1] += handler.ok(keccak256("register.permit"));
            afterInvariant();
            invariant_rulingsByNonPartiesWithinValue();
            invariant_didMatchesGhost();
            vm.revertToState(start);
        }
        for (uint256 i; i < goals.length; ++i) {
            console2.log(
                string.concat(goals[i], " reached in ", vm.toString(reached[i]), " runs of ", vm.toString(REACH_RUNS))
            );
        }
        assertGt(oneTxRegistrations[0], 0, "register.transferAndCall");
        assertGt(oneTxRegistrations[1], 0, "register.permit");
        for (uint256 i; i < goals.length; ++i) {
            assertGe(reached[i] * 100, REACH_RUNS * REACH_MIN_PERCENT, goals[i]);
        }
    }

    // ------------------------------------------------------------ helpers

    /// @dev `calls` calls with the fuzzer's selector weights (one in eight to the DID handler)
    /// and pseudo-random arguments drawn from `seed`; returns the next seed.
    function _randomCalls(uint256 seed, uint256 calls) internal returns (uint256) {
        bytes4[] memory s = _protocolSelectors();
        bytes4[5] memory d = [
            didHandler.changeOwner.selector,
            didHandler.addDelegate.selector,
            didHandler.revokeDelegate.selector,
            didHandler.setAttribute.selector,
            didHandler.revokeAttribute.selector
        ];
        for (uint256 i; i < calls; ++i) {
            seed = uint256(keccak256(abi.encode(seed)));
            bool toDid = seed % 8 == 0;
            bytes memory args = abi.encode(seed >> 128, seed % 1e30, (seed >> 64) % 1e40, seed >> 16);
            (bool success,) = toDid
                ? address(didHandler).call(abi.encodePacked(d[(seed >> 8) % 5], args))
                : address(handler).call(abi.encodePacked(s[(seed >> 8) % s.length], args));
            assertTrue(success, "handler reverted");
        }
        return seed;
    }

    function _live(IBountyEscrow.Status s) internal pure returns (bool) {
        return s == IBountyEscrow.Status.Open || s == IBountyEscrow.Status.Claimed
            || s == IBountyEscrow.Status.Submitted || s == IBountyEscrow.Status.Rejected
            || s == IBountyEscrow.Status.Disputed;
    }

    function _liabilities(address token) internal view returns (uint256 total) {
        uint256 n = escrow.bountyCount();
        for (uint256 id = 1; id <= n; ++id) {
            IBountyEscrow.Bounty memory b = escrow.getBounty(id);
            if (b.token == token && _live(b.status)) total += b.amount;
        }
        address[] memory all = handler.accounts();
        for (uint256 i; i < all.length; ++i) {
            total += escrow.owed(token, all[i]);
        }
    }

    function _openReservations(uint256 agentId) internal view returns (uint256 total) {
        uint256 n = escrow.bountyCount();
        for (uint256 id = 1; id <= n; ++id) {
            IBountyEscrow.Bounty memory b = escrow.getBounty(id);
            bool claimed = b.status == IBountyEscrow.Status.Claimed || b.status == IBountyEscrow.Status.Submitted
                || b.status == IBountyEscrow.Status.Rejected || b.status == IBountyEscrow.Status.Disputed;
            if (claimed && b.agentId == agentId) total += handler.reservationOf(b.token, b.amount);
        }
    }

    /// @dev With INVARIANT_RUN_LOG set (a path under contracts/cache), appends one line per run:
    /// `run name=ok/refused/skipped ...` (scripts/invariant-runs.sh sums them).
    function _logRun() internal {
        string memory path = vm.envOr("INVARIANT_RUN_LOG", string(""));
        if (bytes(path).length == 0) return;
        string[] memory names = handler.names();
        string memory line = "run";
        for (uint256 i; i < names.length; ++i) {
            line = string.concat(line, " ", _countsOf(names[i]));
        }
        vm.writeLine(path, line);
    }

    /// @dev `name=ok/refused/skipped`: succeeded / refused with the expected error / nothing to act on.
    function _countsOf(string memory name) internal view returns (string memory) {
        bytes32 k = keccak256(bytes(name));
        return string.concat(
            name,
            "=",
            vm.toString(handler.ok(k)),
            "/",
            vm.toString(handler.refused(k)),
            "/",
            vm.toString(handler.skipped(k))
        );
    }

    /// @dev One line per handler (`name=ok/refused/skipped`), then the DID handler's ok and refused.
    function _logCalls() internal view {
        string[] memory names = handler.names();
        for (uint256 i; i < names.length; ++i) {
            console2.log(_countsOf(names[i]));
        }
        names = didHandler.names();
        for (uint256 i; i < names.length; ++i) {
            bytes32 k = keccak256(bytes(names[i]));
            console2.log(
                string.concat(
                    "did.",
                    names[i],
                    " ok=",
                    vm.toString(didHandler.ok(k)),
                    " refused=",
                    vm.toString(didHandler.refused(k))
                )
            );
        }
    }
}
