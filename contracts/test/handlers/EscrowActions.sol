// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {EscrowLedger} from "./EscrowLedger.sol";
import {IBountyEscrow} from "../../src/interfaces/IBountyEscrow.sol";

/// @dev BountyEscrow's lifecycle, each step from every actor that may take it (requesters post,
/// accept, reject and cancel, agents' operators claim, submit and dispute, arbiters and parties
/// try to rule), and the steering that pushes bounties along it. Timeouts are in
/// {EscrowTimeouts}, the booking of settlements and credits in {EscrowLedger}.
abstract contract EscrowActions is EscrowLedger {
    // ------------------------------------------------------------ post

    function post(uint256 actorSeed, uint256 tokenSeed, uint256 amountSeed, uint256 paramSeed) external {
        if (bountyIds.length >= MAX_BOUNTIES) return _skip("post");
        address requester = _requesters[actorSeed % _requesters.length];
        IBountyEscrow.PostParams memory p = _params(requester, tokenSeed, amountSeed, paramSeed);
        if (p.token == address(feeToken)) {
            vm.prank(requester);
            try escrow.post(p) {
                _refusedWith("post.feeOnTransfer", true, "", 0);
            } catch (bytes memory err) {
                _refusedWith("post.feeOnTransfer", false, err, IBountyEscrow.EscrowFeeOnTransferToken.selector);
            }
            return;
        }
        _post(requester, p, "post");
    }

    /// @dev A sub-task posted by an operator of the agent working a claimed bounty.
    function postChild(uint256 bountySeed, uint256 callerSeed, uint256 amountSeed) external {
        (uint256 parentId, IBountyEscrow.Bounty memory parent) = _findLive(bountySeed, IBountyEscrow.Status.Claimed);
        if (parentId == 0 || parent.until <= block.timestamp + 1 || bountyIds.length >= MAX_BOUNTIES) {
            return _skip("postChild");
        }
        address poster = _operatorOf(parent.agentId, callerSeed);
        if (poster.code.length != 0 && poster.balance == 0) poster = registry.ownerOf(parent.agentId);
        IBountyEscrow.PostParams memory p;
        p.token = callerSeed % 2 == 0 ? address(0) : address(usd);
        p.amount = bound(amountSeed, 1e12, 5e18);
        p.specHash = bytes32(bountyIds.length + 1);
        p.deadline = uint64(bound(amountSeed >> 96, block.timestamp + 1, parent.until));
        p.reviewWindow = 1 days;
        p.arbiter = poster == arb0 ? address(0) : arb0;
        p.parentId = parentId;
        _post(poster, p, "postChild");
    }

    function _params(address requester, uint256 tokenSeed, uint256 amountSeed, uint256 paramSeed)
        internal
        view
        returns (IBountyEscrow.PostParams memory p)
    {
        // the fuzzer's seeds are mostly small: hashed, the arbiter, gates and windows below are
        // spread as intended instead of nearly always the first choice
        paramSeed = uint256(keccak256(abi.encode(paramSeed, "params")));
        // ETH a third of the time; usd twice as often as the other tokens
        address[9] memory pick = [
            address(0),
            address(0),
            address(0),
            address(usd),
            address(usd),
            address(stakeToken),
            address(falseToken),
            address(blockToken),
            address(feeToken)
        ];
        p.token = pick[tokenSeed % 9];
        p.amount = bound(amountSeed, 1e12, 30e18);
        p.specHash = bytes32(bountyIds.length + 1);
        // deadlines short enough that a 200-call run sees Open and Claimed bounties time out
        p.deadline = uint64(block.timestamp + bound(paramSeed, 2 hours, 5 days));
        p.reviewWindow = uint32(bound(paramSeed >> 32, 1 hours, 3 days));
        p.arbiter = _arbiters[(paramSeed >> 64) % _arbiters.length];
        if (p.arbiter == requester) p.arbiter = arb0;
        uint256 gate = (paramSeed >> 96) % 8;
        if (gate == 0) p.minStake = uint96(bound(paramSeed >> 104, minStake, 4 * minStake));
        if (gate == 1) p.minReputation = uint8(bound(paramSeed >> 104, 1, 100));
        if (gate == 2) p.minPaid = uint64(bound(paramSeed >> 104, 1, 1e10));
        if ((paramSeed >> 200) % 5 == 0 && agents.length != 0) p.assignee = agents[(paramSeed >> 208) % agents.length];
    }

    function _post(address poster, IBountyEscrow.PostParams memory p, string memory name) internal {
        uint256 value = p.token == address(0) ? p.amount : 0;
        vm.prank(poster);
        try escrow.post{value: value}(p) returns (uint256 id) {
            bountyIds.push(id);
            expected[personOf[poster]][p.token] -= int256(p.amount);
            _done(name, true, "");
        } catch (bytes memory err) {
            _done(name, false, err);
        }
    }

    // ------------------------------------------------------------ claim and work

    function claim(uint256 bountySeed, uint256 agentSeed, uint256 callerSeed) external {
        (uint256 id, IBountyEscrow.Bounty memory b) = _findLive(bountySeed, IBountyEscrow.Status.Open);
        if (id == 0 || agents.length == 0) return _skip("claim");
        uint256 n = agents.length;
        uint256 refusedAgent;
        bytes4 refusal;
        for (uint256 i; i < n; ++i) {
            uint256 agentId = b.agentId != 0 ? b.agentId : agents[(agentSeed % n + i) % n];
            bytes4 err = _claimError(b, agentId);
            if (err == 0) {
                if (_oneIn(callerSeed, 8)) {
                    return
                        _claimAs("claim.notOperator", id, agentId, req0, IBountyEscrow.EscrowNotAgentOperator.selector);
                }
                return _claimAs("claim", id, agentId, _operatorOf(agentId, callerSeed), 0);
            }
            if (refusedAgent == 0) (refusedAgent, refusal) = (agentId, err);
            if (b.agentId != 0) break;
        }
        _claimAs("claim.refused", id, refusedAgent, _operatorOf(refusedAgent, callerSeed), refusal);
    }

    /// @dev The error `claim` must revert with for this agent (0: it must succeed).
    function _claimError(IBountyEscrow.Bounty memory b, uint256 agentId) internal view returns (bytes4) {
        if (b.arbiter != address(0) && registry.isAgentOperator(agentId, b.arbiter)) {
            return IBountyEscrow.EscrowArbiterNotIndependent.selector;
        }
        uint256 stake = registry.stakeOf(agentId);
        uint256 required = b.minStake > minStake ? b.minStake : minStake;
        if (stake < required) return IBountyEscrow.EscrowStakeTooLow.selector;
        if (stake - registry.reservedOf(agentId) < reservationOf(b.token, b.amount)) {
            return IBountyEscrow.EscrowFreeStakeTooLow.selector;
        }
        (uint8 rep, uint256 paid) = reputation.standingOf(agentId);
        if (rep < b.minReputation) return IBountyEscrow.EscrowReputationTooLow.selector;
        if (paid < b.minPaid) return IBountyEscrow.EscrowRecordTooShort.selector;
        return 0;
    }

    function _claimAs(string memory name, uint256 id, uint256 agentId, address caller, bytes4 refusal) internal {
        vm.prank(caller);
        (bool success, bytes memory err) = address(escrow).call(abi.encodeCall(escrow.claim, (id, agentId)));
        if (refusal == 0) _done(name, success, err);
        else _refusedWith(name, success, err, refusal);
    }

    function submit(uint256 bountySeed, uint256 callerSeed) external {
        (uint256 id, IBountyEscrow.Bounty memory b) = _findLive(bountySeed, IBountyEscrow.Status.Claimed);
        if (id == 0) return _skip("submit");
        vm.prank(_operatorOf(b.agentId, callerSeed));
        (bool success, bytes memory err) =
            address(escrow).call(abi.encodeCall(escrow.submit, (id, keccak256(abi.encode(id)))));
        _done("submit", success, err);
    }

    function accept(uint256 bountySeed) external {
        (uint256 id, IBountyEscrow.Bounty memory b) = _find(bountySeed, IBountyEscrow.Status.Submitted);
        if (id == 0) return _skip("accept");
        _settle("accept", id, b.requester, abi.encodeCall(escrow.accept, (id)), 0, 0, false);
    }

    /// @dev Without an arbiter the rejection settles at once (refund, refusal recorded).
    function reject(uint256 bountySeed) external {
        (uint256 id, IBountyEscrow.Bounty memory b) = _liveToRule(bountySeed, IBountyEscrow.Status.Submitted, true);
        if (id == 0) return _skip("reject");
        Snap memory s = _snap(id);
        vm.prank(b.requester);
        (bool success, bytes memory err) = address(escrow).call(abi.encodeCall(escrow.reject, (id, bytes32("no"))));
        if (b.arbiter != address(0)) return _done("reject", success, err);
        _done("reject.settled", success, err);
        s.b.status = IBountyEscrow.Status.Rejected; // booked as a rejection that timed out
        if (success) _book(s, 0, 0, false);
    }

    function dispute(uint256 bountySeed, uint256 callerSeed) external {
        (uint256 id, IBountyEscrow.Bounty memory b) = _liveToRule(bountySeed, IBountyEscrow.Status.Rejected, true);
        if (id == 0) return _skip("dispute");
        vm.prank(_operatorOf(b.agentId, callerSeed));
        (bool success, bytes memory err) = address(escrow).call(abi.encodeCall(escrow.dispute, (id, bytes32("yes"))));
        _done("dispute", success, err);
    }

    /// @dev The named arbiter rules (any split, a slash up to the cap; one time in ten above it),
    /// preferring a bounty whose arbiter may rule; one time in eight the requester tries to. One
    /// time in eight the agent's owner first approves the arbiter or (one in three of those) sells
    /// it the agent: an arbiter agent side since the claim may still refund (0 %, half the time),
    /// a ruling that pays the agent must be refused. arbiter1 never rules (its disputes end by
    /// timeout). Records a ruling by a party (the requester), a paying ruling by an agent-side
    /// arbiter, or a slash above the bounty's value.
    function resolve(uint256 bountySeed, uint256 bpsSeed, uint256 slashSeed) external {
        bool byRequester = _oneIn(slashSeed, 8);
        (uint256 id, IBountyEscrow.Bounty memory b) = byRequester
            ? _findLive(bountySeed, IBountyEscrow.Status.Disputed)
            : _liveToRule(bountySeed, IBountyEscrow.Status.Disputed, false);
        if (id == 0) return _skip("resolve");
        // arbiter1 never rules: its disputes end by timeout (refund, refusal recorded)
        if (b.arbiter == arb1 && !_oneIn(slashSeed >> 2, 6)) return _skip("resolve.silentArbiter");
        if (_oneIn(bpsSeed, 8) && !byRequester) _makeArbiterAgentSide(b, bpsSeed >> 8);
        uint16 bps = uint16(bound(bpsSeed, 0, BPS));
        bool agentSide = b.arbiter != address(0) && registry.isAgentOperator(b.agentId, b.arbiter);
        if (agentSide && _oneIn(bpsSeed >> 16, 2)) bps = 0;
        uint256 cap = stakeValueOf(b.token, b.amount);
        uint256 slash =
            _oneIn(slashSeed >> 1, 10) ? bound(slashSeed, cap + 1, cap + cap / 4 + 1) : bound(slashSeed, 0, cap);
        bool party = b.arbiter == b.requester; // refused at post; agent side at claim: refused at claim
        bytes memory call = abi.encodeCall(escrow.resolve, (id, bps, slash));
        if (b.arbiter == address(0) || byRequester) {
            vm.prank(b.requester);
            (bool s, bytes memory e) = address(escrow).call(call);
            return _refusedWith("resolve.notArbiter", s, e, IBountyEscrow.EscrowNotArbiter.selector);
        }
        if (slash > cap || party) {
            vm.prank(b.arbiter);
            (bool s, bytes memory e) = address(escrow).call(call);
            if (s && party) partyRuled++;
            if (s && slash > cap) slashAboveValue++;
            if (slash > cap) return _refusedWith("resolve.overSlash", s, e, IBountyEscrow.EscrowBadRuling.selector);
            return _refusedWith("resolve.party", s, e, IBountyEscrow.EscrowNotArbiter.selector);
        }
        if (agentSide && bps != 0) {
            vm.prank(b.arbiter);
            (bool s, bytes memory e) = address(escrow).call(call);
            if (s) agentSideRuled++;
            return _refusedWith("resolve.agentSidePays", s, e, IBountyEscrow.EscrowArbiterNotIndependent.selector);
        }
        uint256 stakeBefore = registry.stakeOf(b.agentId);
        _settle(agentSide ? "resolve.agentSideRefunds" : "resolve", id, b.arbiter, call, bps, slash, true);
        if (stakeBefore - registry.stakeOf(b.agentId) > cap) slashAboveValue++;
    }

    /// @dev Mid-dispute the agent's owner approves the bounty's arbiter, or sells it the agent
    /// (the stake goes with the NFT: booked as a sale).
    function _makeArbiterAgentSide(IBountyEscrow.Bounty memory b, uint256 seed) internal {
        if (b.arbiter == address(0)) return;
        address owner = registry.ownerOf(b.agentId);
        if (owner == b.arbiter) return;
        if (_oneIn(seed, 3)) {
            uint256 value = _stakeAndUnbonding(b.agentId);
            vm.prank(owner);
            (bool sold, bytes memory e) =
                address(registry).call(abi.encodeCall(registry.transferFrom, (owner, b.arbiter, b.agentId)));
            _done("transferAgent.toArbiter", sold, e);
            if (sold) _move(personOf[owner], personOf[b.arbiter], address(stakeToken), value);
            return;
        }
        vm.prank(owner);
        (bool approved, bytes memory err) =
            address(registry).call(abi.encodeCall(registry.approve, (b.arbiter, b.agentId)));
        _done("approve.arbiter", approved, err);
    }

    /// @dev A live bounty in `status` whose arbiter may rule, else one whose arbiter became a
    /// party, else (if `orNoArbiter`) one without an arbiter.
    function _liveToRule(uint256 seed, IBountyEscrow.Status status, bool orNoArbiter)
        internal
        view
        returns (uint256 id, IBountyEscrow.Bounty memory b)
    {
        uint256 n = bountyIds.length;
        bool fallbackHasArbiter;
        for (uint256 i; i < n; ++i) {
            uint256 candidate = bountyIds[(seed % n + i) % n];
            IBountyEscrow.Bounty memory c = escrow.getBounty(candidate);
            if (c.status != status || block.timestamp > c.until) continue;
            if (c.arbiter == address(0)) {
                if (orNoArbiter && id == 0) (id, b) = (candidate, c);
                continue;
            }
            if (!registry.isAgentOperator(c.agentId, c.arbiter)) return (candidate, c);
            if (!fallbackHasArbiter) (id, b, fallbackHasArbiter) = (candidate, c, true);
        }
    }

    function cancel(uint256 bountySeed) external {
        (uint256 id, IBountyEscrow.Bounty memory b) = _find(bountySeed, IBountyEscrow.Status.Open);
        if (id == 0) return _skip("cancel");
        if (_oneIn(bountySeed, 8)) {
            vm.prank(colReq == b.requester ? req0 : colReq);
            (bool s, bytes memory e) = address(escrow).call(abi.encodeCall(escrow.cancel, (id)));
            return _refusedWith("cancel.notRequester", s, e, IBountyEscrow.EscrowNotRequester.selector);
        }
        _settle("cancel", id, b.requester, abi.encodeCall(escrow.cancel, (id)), 0, 0, false);
    }

    // ------------------------------------------------------------ steering

    /// @dev Pushes the live bounty furthest along its lifecycle one step through the handler of
    /// that step (counted under that handler's name): a dispute its arbiter may rule is resolved,
    /// a rejection disputed, a submission rejected, a claim submitted, an open bounty claimed.
    /// Without it most bounties time out between steps and a 200-call run rarely sees a ruling.
    function advance(uint256 seed, uint256 a, uint256 b) external {
        (uint256 index, IBountyEscrow.Status s) = _furthestLive(seed);
        if (s == IBountyEscrow.Status.Disputed) return this.resolve(index, a, b);
        if (s == IBountyEscrow.Status.Rejected) return this.dispute(index, a);
        if (s == IBountyEscrow.Status.Submitted) return this.reject(index);
        if (s == IBountyEscrow.Status.Claimed) return this.submit(index, a);
        if (s == IBountyEscrow.Status.Open) return this.claim(index, a, b);
        _skip("advance");
    }

    /// @dev The index (in bountyIds) and status of the live bounty furthest along, from a random
    /// offset; a rejection or dispute counts only if its arbiter may rule (set and not on the
    /// agent's side).
    function _furthestLive(uint256 seed) internal view returns (uint256 index, IBountyEscrow.Status best) {
        uint256 n = bountyIds.length;
        uint256 bestRank;
        for (uint256 i; i < n; ++i) {
            uint256 k = (seed % n + i) % n;
            IBountyEscrow.Bounty memory c = escrow.getBounty(bountyIds[k]);
            if (!_isLive(c.status) || block.timestamp > c.until) continue;
            uint256 rank = _stepRank(c);
            if (rank > bestRank) (index, best, bestRank) = (k, c.status, rank);
        }
    }

    /// @dev How far along the bounty is, bounties whose arbiter may rule first (0: a rejection
    /// or dispute that cannot lead to a ruling).
    function _stepRank(IBountyEscrow.Bounty memory c) internal view returns (uint256) {
        bool rulable = c.arbiter != address(0) && !registry.isAgentOperator(c.agentId, c.arbiter);
        uint256 step = uint256(c.status) - uint256(IBountyEscrow.Status.Open);
        if (c.status == IBountyEscrow.Status.Rejected || c.status == IBountyEscrow.Status.Disputed) {
            if (!rulable) return 0;
            step = uint256(c.status) - uint256(IBountyEscrow.Status.Open) - 1; // Accepted lies between
        }
        return 1 + 2 * step + (rulable ? 1 : 0);
    }
}
