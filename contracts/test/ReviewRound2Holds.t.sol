// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ReviewRound2Base, HungryAgent, ReenteringToken} from "./utils/ReviewRound2Base.sol";
import {IBountyEscrow} from "../src/interfaces/IBountyEscrow.sol";

/// @dev Adversarial review of the round-2 money rules (c1 at 11a4b99): each `test_holds_*` is an
/// attack the rules already stop. The findings are in ReviewRound2.t.sol; accounts in
/// {ReviewRound2Base}.
contract ReviewRound2HoldsTest is ReviewRound2Base {
    /// Junk + dispute with nobody to rule, self-dealt forfeits, the arbiter veto, batched
    /// approvals around settlement: covered by BountyEscrowAttacks2 and re-run there. Below, what
    /// this review tried on top.

    /// A permissionless `expire` sent with a hand-picked gas limit cannot make the forfeit's stake
    /// transfer (a try-transfer in the registry) run out of gas while the rest of the expiry
    /// completes: every gas limit from 60k to 600k either reverts or forfeits the full 10 %.
    function test_holds_gasLimitedExpireCannotSkipTheForfeit() public {
        (uint256 id, uint256 agentId) = _claimed(1 ether);
        vm.warp(block.timestamp + 1 days + 1);
        uint256 succeeded;
        for (uint256 g = 60_000; g <= 600_000; g += 1_500) {
            uint256 snap = vm.snapshotState();
            vm.prank(malloryAgent);
            (bool ok,) = address(escrow).call{gas: g}(abi.encodeCall(escrow.expire, (id)));
            if (ok) {
                succeeded++;
                assertEq(registry.stakeOf(agentId), MIN_STAKE - 0.1e18, "forfeit skipped by a gas limit");
                assertEq(stakeToken.balanceOf(treasury), 0.1e18);
                assertEq(_penalty(agentId), 1e9);
            }
            vm.revertToState(snap);
        }
        assertGt(succeeded, 0, "no gas limit was enough: the scan proved nothing");
    }

    /// A requester (or anyone finalizing) cannot pick a gas limit that makes the payout push to
    /// an agent's contract wallet fail and land in `owed` (lost if the wallet never calls
    /// `withdraw`): a push gets its full 100k gas or the whole settlement runs out of gas. Every
    /// gas limit from 60k to 400k either reverts or pays the wallet directly.
    function test_holds_gasLimitedAcceptCannotDivertThePayout() public {
        HungryAgent bot = new HungryAgent();
        stakeToken.mint(address(bot), MIN_STAKE);
        uint256 agentId = bot.register(registry, stakeToken, MIN_STAKE);
        uint256 id = _postAs(mallory, _params(address(0), 1 ether));
        bot.work(escrow, id, agentId);
        uint256 succeeded;
        for (uint256 g = 60_000; g <= 400_000; g += 1_000) {
            uint256 snap = vm.snapshotState();
            vm.prank(mallory);
            (bool ok,) = address(escrow).call{gas: g}(abi.encodeCall(escrow.accept, (id)));
            if (ok) {
                succeeded++;
                assertEq(escrow.owed(address(0), address(bot)), 0, "payout diverted to owed by a gas limit");
                assertEq(address(bot).balance, 1 ether - _fee(1 ether));
            }
            vm.revertToState(snap);
        }
        assertGt(succeeded, 0, "no gas limit was enough: the scan proved nothing");
    }

    /// A hostile bounty token re-enters the escrow (finalize, cancel, withdraw) from the payout
    /// transfer: every re-entry is refused, the settlement completes and the agent is paid.
    function test_holds_hostileTokenCannotReenter() public {
        ReenteringToken token = new ReenteringToken(escrow);
        token.mint(victim, 10e18);
        vm.prank(victim);
        token.approve(address(escrow), type(uint256).max);
        uint256 agentId = _register(alice, MIN_STAKE);
        uint256 id = _postAs(victim, _params(address(token), 1e18));
        uint256 other = _postAs(victim, _params(address(token), 1e18));
        _work(alice, id, agentId);
        vm.warp(block.timestamp + 1 days + 1); // `other` is past its deadline: finalize would expire it
        token.arm(other);
        vm.prank(victim);
        escrow.accept(id);
        assertTrue(token.tried());
        assertFalse(token.reentered(), "re-entry went through");
        assertEq(token.balanceOf(alice), 1e18 - _fee(1e18));
        assertEq(uint8(_status(other)), uint8(IBountyEscrow.Status.Open));
    }

    /// The requester cannot make an honest agent's accept look self-dealt (which would drop its
    /// paid record): agent side is owner, wallet or approval, all set by the agent's side only.
    function test_holds_requesterCannotSuppressAPaidRecord() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        uint256 id = _postAs(mallory, _noArbiter(1 ether));
        _work(alice, id, agentId);
        vm.startPrank(mallory);
        registry.setApprovalForAll(mallory, true); // approvals are per owner: this is mallory's own
        vm.expectRevert();
        registry.approve(mallory, agentId); // only the owner or its operators approve
        assertFalse(registry.isAgentOperator(agentId, mallory));
        escrow.accept(id);
        vm.stopPrank();
        (, uint256 paid,) = reputation.aggregateOf(agentId);
        assertEq(paid, 1e9);
    }

    /// The agent NFT changes hands mid-bounty: the seller and its operators lose every right on
    /// the claim, the buyer is paid (the old wallet was cleared), and the claim's reservation
    /// and any penalty stay with the agent, so selling cannot shed a pending forfeit.
    function test_holds_agentSoldMidBounty() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        (address hot, uint256 hotKey) = makeAddrAndKey("alice hot wallet");
        bytes memory sig = _walletSig(hotKey, agentId, hot, alice, 0, block.timestamp + 1);
        vm.prank(alice);
        registry.setAgentWallet(agentId, hot, block.timestamp + 1, sig);
        uint256 id = _postAs(victim, _params(address(0), 1 ether));
        vm.prank(hot);
        escrow.claim(id, agentId);
        vm.prank(alice);
        registry.transferFrom(alice, buyer, agentId);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowNotAgentOperator.selector, agentId, alice));
        escrow.submit(id, keccak256("x"));
        vm.prank(hot);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowNotAgentOperator.selector, agentId, hot));
        escrow.submit(id, keccak256("x"));
        assertEq(registry.reservedOf(agentId), escrow.reservationOf(id), "the reservation moved with the agent");
        vm.prank(buyer);
        escrow.submit(id, keccak256("x"));
        vm.prank(victim);
        escrow.accept(id);
        assertEq(buyer.balance, 1 ether - _fee(1 ether));
        assertEq(hot.balance, 0);
    }

    /// The agent wallet changes mid-bounty: the payout follows the wallet at settlement (the
    /// owner's choice), the old wallet loses every right, and the requester is unaffected.
    function test_holds_walletChangedMidBounty() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        (address w1, uint256 k1) = makeAddrAndKey("wallet one");
        (address w2, uint256 k2) = makeAddrAndKey("wallet two");
        uint256 dl = block.timestamp + 1;
        bytes memory sig1 = _walletSig(k1, agentId, w1, alice, 0, dl);
        bytes memory sig2 = _walletSig(k2, agentId, w2, alice, 1, dl);
        vm.prank(alice);
        registry.setAgentWallet(agentId, w1, dl, sig1);
        uint256 id = _postAs(victim, _params(address(0), 1 ether));
        vm.prank(w1);
        escrow.claim(id, agentId);
        vm.prank(alice);
        registry.setAgentWallet(agentId, w2, dl, sig2);
        vm.prank(w1);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowNotAgentOperator.selector, agentId, w1));
        escrow.submit(id, keccak256("x"));
        vm.prank(w2);
        escrow.submit(id, keccak256("x"));
        vm.prank(victim);
        escrow.accept(id);
        assertEq(w2.balance, 1 ether - _fee(1 ether));
        assertEq(w1.balance, 0);
    }

    /// A stranger can do nothing to a live bounty but the timeout exits, and every non-terminal
    /// state has one (Open, Claimed, Submitted, Rejected, Disputed, with and without arbiter),
    /// even when the requester and the payout address refuse ETH.
    function test_holds_everyLiveStateHasAPermissionlessExit() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        uint256[5] memory ids;
        ids[0] = _postAs(victim, _params(address(0), 1 ether)); // Open
        ids[1] = _postAs(victim, _params(address(0), 1 ether));
        vm.prank(alice);
        escrow.claim(ids[1], agentId); // Claimed
        ids[2] = _postAs(victim, _params(address(0), 1 ether));
        _work(alice, ids[2], agentId); // Submitted
        ids[3] = _postAs(victim, _params(address(0), 1 ether));
        _work(alice, ids[3], agentId);
        vm.prank(victim);
        escrow.reject(ids[3], 0); // Rejected
        ids[4] = _postAs(victim, _params(address(0), 1 ether));
        _work(alice, ids[4], agentId);
        vm.prank(victim);
        escrow.reject(ids[4], 0);
        vm.prank(alice);
        escrow.dispute(ids[4], 0); // Disputed
        vm.startPrank(stranger);
        for (uint256 i; i < 5; ++i) {
            (bool a,) = address(escrow).call(abi.encodeCall(escrow.accept, (ids[i])));
            (bool r,) = address(escrow).call(abi.encodeCall(escrow.reject, (ids[i], 0)));
            (bool c,) = address(escrow).call(abi.encodeCall(escrow.cancel, (ids[i])));
            (bool d,) = address(escrow).call(abi.encodeCall(escrow.dispute, (ids[i], 0)));
            (bool s,) = address(escrow).call(abi.encodeCall(escrow.resolve, (ids[i], 10_000, 0)));
            (bool f,) = address(escrow).call(abi.encodeCall(escrow.finalize, (ids[i])));
            assertFalse(a || r || c || d || s || f, "a stranger moved a live bounty before its timeout");
        }
        vm.warp(block.timestamp + MAX_DURATION + MAX_REVIEW + DISPUTE_WINDOW + DISPUTE_TIMEOUT);
        for (uint256 i; i < 5; ++i) {
            escrow.finalize(ids[i]);
            assertFalse(escrow.isTimedOut(ids[i]));
        }
        vm.stopPrank();
        assertEq(registry.reservedOf(agentId), 0, "every reservation released");
        assertEq(address(escrow).balance, escrow.owed(address(0), treasury), "only fees left");
    }

    /// A split ruling by a colluding arbiter never yields paid weight without its fee: for any
    /// share, the treasury gets the rounded-up fee on the gross share and the paid weight is at
    /// most the gross share in gwei.
    function testFuzz_holds_splitRulingPaysTheFeeOnItsWeight(uint16 bps, uint96 amount) public {
        bps = uint16(bound(bps, 1, 10_000));
        uint256 value = bound(amount, 1e12, 50 ether);
        uint256 agentId = _register(alice, MIN_STAKE);
        uint256 id = _postAs(victim, _params(address(0), value));
        _work(alice, id, agentId);
        vm.prank(victim);
        escrow.reject(id, 0);
        vm.prank(alice);
        escrow.dispute(id, 0);
        uint256 feesBefore = escrow.owed(address(0), treasury);
        vm.prank(arbiter);
        escrow.resolve(id, bps, 0);
        uint256 gross = value * bps / 10_000;
        assertEq(escrow.owed(address(0), treasury) - feesBefore, _fee(gross));
        (, uint256 paid, uint256 penalty) = reputation.aggregateOf(agentId);
        assertLe(paid, gross / 1e9);
        assertEq(paid + penalty, value / 1e9);
    }

    /// Child bounties: only an operator of the agent working the parent may post one, not after
    /// the parent's deadline and not on a parent that is no longer being worked.
    function test_holds_childBountiesAreTheWorkingAgentsOnly() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        uint256 parent = _postAs(victim, _params(address(0), 1 ether));
        IBountyEscrow.PostParams memory c = _params(address(0), 0.1 ether);
        c.parentId = parent;
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBadParent.selector, parent));
        _postAs(mallory, c); // parent not claimed
        vm.prank(alice);
        escrow.claim(parent, agentId);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBadParent.selector, parent));
        _postAs(mallory, c); // not the parent's agent
        c.deadline = uint64(block.timestamp + 2 days);
        vm.deal(alice, 1 ether);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBadParent.selector, parent));
        _postAs(alice, c); // outlives the parent
        c.deadline = uint64(block.timestamp + 1 days);
        _postAs(alice, c);
    }

    /// An assigned bounty cannot be taken by anyone else, and an arbiter the assignee made agent
    /// side before the claim cannot be slipped past the claim's independence check.
    function test_holds_assigneeAndArbiterFixedAtClaim() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        uint256 rival = _register(malloryAgent, MIN_STAKE);
        IBountyEscrow.PostParams memory p = _params(address(0), 1 ether);
        p.assignee = agentId;
        uint256 id = _postAs(victim, p);
        vm.prank(malloryAgent);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowNotAssignee.selector, id, agentId));
        escrow.claim(id, rival);
        vm.prank(alice);
        registry.setApprovalForAll(arbiter, true);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowArbiterNotIndependent.selector, id, arbiter));
        escrow.claim(id, agentId);
    }
}
