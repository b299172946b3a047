// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base} from "./utils/Base.sol";
import {IBountyEscrow} from "../src/interfaces/IBountyEscrow.sol";
import {IReputationRegistry} from "../src/interfaces/IReputationRegistry.sol";
import {IAgentRegistry} from "../src/interfaces/IAgentRegistry.sol";
import {StakeToken} from "../src/mocks/StakeToken.sol";

/// @dev reject, dispute, resolve, the rejection and dispute timeouts, and slashing.
contract BountyEscrowDisputeTest is Base {
    // ------------------------------------------------------------ reject

    function test_reject_opensDisputeWindow() public {
        (uint256 id,) = _submitted(1 ether);
        bytes32 reason = keccak256("bad");
        vm.expectEmit(address(escrow));
        emit IBountyEscrow.BountyRejected(id, reason, uint64(block.timestamp + DISPUTE_WINDOW));
        vm.prank(requester);
        escrow.reject(id, reason);
        IBountyEscrow.Bounty memory b = escrow.getBounty(id);
        assertEq(uint8(b.status), uint8(IBountyEscrow.Status.Rejected));
        assertEq(b.until, block.timestamp + DISPUTE_WINDOW);
    }

    function test_reject_revertsAfterReviewWindow() public {
        (uint256 id,) = _submitted(1 ether);
        uint64 until = uint64(block.timestamp + REVIEW);
        vm.warp(until + 1);
        vm.prank(requester);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowWindowClosed.selector, id, until));
        escrow.reject(id, 0);
    }

    function test_reject_revertsForNonRequester() public {
        (uint256 id,) = _submitted(1 ether);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowNotRequester.selector, id, alice));
        escrow.reject(id, 0);
    }

    function test_reject_revertsBeforeSubmission() public {
        (uint256 id,) = _claimed(1 ether);
        vm.prank(requester);
        vm.expectRevert(
            abi.encodeWithSelector(IBountyEscrow.EscrowWrongStatus.selector, id, IBountyEscrow.Status.Claimed)
        );
        escrow.reject(id, 0);
    }

    /// An undisputed rejection is the agent's concession: refund, booked like an expiry (10 %
    /// of the value forfeited to the treasury, a full-weight Expired outcome).
    function test_finalize_undisputedRejectionIsAConcession() public {
        (uint256 id, uint256 agentId) = _rejected(1 ether);
        uint256 before = requester.balance;
        vm.warp(block.timestamp + DISPUTE_WINDOW + 1);
        vm.expectEmit(address(escrow));
        emit IBountyEscrow.BountyResolved(id, 0, 0, 1 ether, 0.1e18, true);
        vm.expectEmit(address(reputation));
        emit IReputationRegistry.OutcomeRecorded(
            agentId, id, requester, IReputationRegistry.Outcome.Expired, 0, 1 ether / 1e9
        );
        escrow.finalize(id);
        assertEq(requester.balance, before + 1 ether);
        assertEq(uint8(_status(id)), uint8(IBountyEscrow.Status.Resolved));
        assertEq(reputation.reputationOf(agentId), 0);
        assertEq(escrow.owed(address(0), treasury), 0);
        assertEq(registry.stakeOf(agentId), MIN_STAKE - 0.1e18);
        assertEq(stakeToken.balanceOf(treasury), 0.1e18);
    }

    function test_finalize_revertsDuringDisputeWindow() public {
        (uint256 id,) = _rejected(1 ether);
        uint64 until = uint64(block.timestamp + DISPUTE_WINDOW);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowNotTimedOut.selector, id, until));
        escrow.finalize(id);
    }

    // ------------------------------------------------------------ dispute

    function test_dispute_opensArbiterWindow() public {
        (uint256 id,) = _rejected(1 ether);
        bytes32 reason = keccak256("fine");
        vm.expectEmit(address(escrow));
        emit IBountyEscrow.BountyDisputed(id, reason, uint64(block.timestamp + DISPUTE_TIMEOUT));
        vm.prank(alice);
        escrow.dispute(id, reason);
        assertEq(uint8(_status(id)), uint8(IBountyEscrow.Status.Disputed));
    }

    function test_dispute_revertsAfterWindow() public {
        (uint256 id,) = _rejected(1 ether);
        uint64 until = uint64(block.timestamp + DISPUTE_WINDOW);
        vm.warp(until + 1);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowWindowClosed.selector, id, until));
        escrow.dispute(id, 0);
    }

    function test_dispute_revertsForNonOperator() public {
        (uint256 id, uint256 agentId) = _rejected(1 ether);
        vm.prank(requester);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowNotAgentOperator.selector, agentId, requester));
        escrow.dispute(id, 0);
    }

    function test_dispute_revertsWhenNotRejected() public {
        (uint256 id,) = _submitted(1 ether);
        vm.prank(alice);
        vm.expectRevert(
            abi.encodeWithSelector(IBountyEscrow.EscrowWrongStatus.selector, id, IBountyEscrow.Status.Submitted)
        );
        escrow.dispute(id, 0);
    }

    // ------------------------------------------------------------ resolve

    function test_resolve_splitsSlashesToTreasuryAndRecords() public {
        (uint256 id, uint256 agentId) = _disputed(50 ether);
        uint256 agentGross = 15 ether;
        uint256 fee = _fee(agentGross);
        uint256 before = requester.balance;
        vm.expectEmit(address(registry));
        emit IAgentRegistry.Slashed(agentId, 40e18, treasury);
        vm.expectEmit(address(escrow));
        emit IBountyEscrow.BountyResolved(id, 3000, agentGross - fee, 35 ether, 40e18, false);
        vm.expectEmit(address(reputation));
        emit IReputationRegistry.OutcomeRecorded(
            agentId, id, requester, IReputationRegistry.Outcome.DisputeResolved, 15e9, 35e9
        );
        vm.prank(arbiter);
        escrow.resolve(id, 3000, 40e18);
        assertEq(alice.balance, agentGross - fee);
        assertEq(requester.balance, before + 35 ether);
        assertEq(escrow.owed(address(0), treasury), fee);
        assertEq(stakeToken.balanceOf(requester), 0);
        assertEq(stakeToken.balanceOf(treasury), 40e18);
        assertEq(registry.stakeOf(agentId), MIN_STAKE - 40e18);
        assertEq(registry.reservedOf(agentId), 0);
        assertEq(reputation.reputationOf(agentId), 30);
        assertEq(uint8(_status(id)), uint8(IBountyEscrow.Status.Resolved));
        (,,, uint256 paid,) = escrow.settlementOf(id);
        assertEq(paid, agentGross);
    }

    function test_resolve_reservedStakeCannotBeUnstaked() public {
        (uint256 id, uint256 agentId) = _disputed(50 ether);
        vm.prank(alice);
        vm.expectRevert(
            abi.encodeWithSelector(IAgentRegistry.AgentRegistryInsufficientStake.selector, MIN_STAKE, 50e18)
        );
        registry.requestUnstake(agentId, MIN_STAKE); // front-running the ruling does not work
        vm.prank(alice);
        registry.requestUnstake(agentId, 50e18);
        vm.prank(arbiter);
        escrow.resolve(id, 0, 50e18);
        assertEq(registry.stakeOf(agentId), 0);
        assertEq(stakeToken.balanceOf(treasury), 50e18);
    }

    function test_resolve_revertsAfterDisputeTimeout() public {
        (uint256 id,) = _disputed(1 ether);
        uint64 until = uint64(block.timestamp + DISPUTE_TIMEOUT);
        vm.warp(until + 1);
        vm.prank(arbiter);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowWindowClosed.selector, id, until));
        escrow.resolve(id, 0, 0);
    }

    function test_resolve_approvalAfterClaimDoesNotVetoTheArbiter() public {
        (uint256 id, uint256 agentId) = _disputed(1 ether);
        vm.prank(alice);
        registry.setApprovalForAll(arbiter, true); // the agent cannot disown the arbiter it accepted
        vm.prank(arbiter);
        escrow.resolve(id, 0, 1e18);
        assertEq(registry.reservedOf(agentId), 0);
        assertEq(registry.stakeOf(agentId), MIN_STAKE - 1e18);
        (, uint256 paid, uint256 penalty) = reputation.aggregateOf(agentId);
        assertEq(paid, 0);
        assertEq(penalty, 1e9);
    }

    function test_resolve_cannotSlashUnvaluedToken() public {
        StakeToken junk = new StakeToken("Junk", "JUNK");
        junk.mint(requester, 1e18);
        vm.prank(requester);
        junk.approve(address(escrow), 1e18);
        uint256 agentId = _register(alice, MIN_STAKE);
        uint256 id = _post(_params(address(junk), 1e18));
        assertEq(escrow.stakeValue(address(junk), 1e18), 0);
        assertEq(escrow.reservationOf(id), MIN_STAKE / escrow.MAX_CLAIMS());
        vm.startPrank(alice);
        escrow.claim(id, agentId);
        escrow.submit(id, keccak256("r"));
        vm.stopPrank();
        vm.prank(requester);
        escrow.reject(id, 0);
        vm.prank(alice);
        escrow.dispute(id, 0);
        vm.prank(arbiter);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBadRuling.selector, 0, 1, 0));
        escrow.resolve(id, 0, 1);
    }

    function test_resolve_revertsForNonArbiter() public {
        (uint256 id,) = _disputed(1 ether);
        vm.prank(requester);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowNotArbiter.selector, id, requester));
        escrow.resolve(id, 0, 0);
    }

    function test_reject_withoutArbiterSettlesAtOnce() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        IBountyEscrow.PostParams memory p = _params(address(0), 1 ether);
        p.arbiter = address(0);
        uint256 id = _post(p);
        vm.startPrank(alice);
        escrow.claim(id, agentId);
        escrow.submit(id, keccak256("r"));
        vm.stopPrank();
        uint256 before = requester.balance;
        vm.expectEmit(address(escrow));
        emit IBountyEscrow.BountyRejected(id, bytes32("junk"), uint64(block.timestamp));
        vm.expectEmit(address(escrow));
        emit IBountyEscrow.BountyResolved(id, 0, 0, 1 ether, 0, true);
        vm.expectEmit(address(reputation));
        emit IReputationRegistry.OutcomeRecorded(
            agentId, id, requester, IReputationRegistry.Outcome.Refused, 0, 1 ether / 1e9 / 4
        );
        vm.prank(requester);
        escrow.reject(id, bytes32("junk"));
        assertEq(uint8(_status(id)), uint8(IBountyEscrow.Status.Resolved));
        assertEq(requester.balance, before + 1 ether);
        assertEq(registry.reservedOf(agentId), 0);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowNoArbiter.selector, id));
        escrow.dispute(id, 0);
        vm.prank(address(0));
        vm.expectRevert(
            abi.encodeWithSelector(IBountyEscrow.EscrowWrongStatus.selector, id, IBountyEscrow.Status.Resolved)
        );
        escrow.resolve(id, 0, 0);
    }

    function test_dispute_revertsOnUnknownBounty() public {
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowUnknownBounty.selector, 99));
        escrow.dispute(99, 0);
    }

    function test_resolve_revertsOnBpsAbove10000() public {
        (uint256 id,) = _disputed(1 ether);
        vm.prank(arbiter);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBadRuling.selector, 10_001, 0, 1e18));
        escrow.resolve(id, 10_001, 0);
    }

    function test_resolve_revertsOnSlashAboveBountyValue() public {
        (uint256 id,) = _disputed(1 ether);
        vm.prank(arbiter);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBadRuling.selector, 0, 1e18 + 1, 1e18));
        escrow.resolve(id, 0, 1e18 + 1);
    }

    function test_resolve_revertsWhenNotDisputed() public {
        (uint256 id,) = _rejected(1 ether);
        vm.prank(arbiter);
        vm.expectRevert(
            abi.encodeWithSelector(IBountyEscrow.EscrowWrongStatus.selector, id, IBountyEscrow.Status.Rejected)
        );
        escrow.resolve(id, 0, 0);
    }

    function test_finalize_silentArbiterFavoursTheRequester() public {
        (uint256 id, uint256 agentId) = _disputed(1 ether);
        uint256 before = requester.balance;
        vm.warp(block.timestamp + DISPUTE_TIMEOUT + 1);
        vm.expectEmit(address(escrow));
        emit IBountyEscrow.BountyResolved(id, 0, 0, 1 ether, 0, true);
        vm.expectEmit(address(reputation));
        emit IReputationRegistry.OutcomeRecorded(
            agentId, id, requester, IReputationRegistry.Outcome.Refused, 0, 1 ether / 1e9 / 4
        );
        escrow.finalize(id);
        assertEq(alice.balance, 0); // the disputer gets nothing for a dispute nobody ruled
        assertEq(requester.balance, before + 1 ether);
        assertEq(registry.stakeOf(agentId), MIN_STAKE);
        assertEq(registry.reservedOf(agentId), 0);
    }

    function test_finalize_revertsBeforeDisputeTimeout() public {
        (uint256 id,) = _disputed(1 ether);
        uint64 until = uint64(block.timestamp + DISPUTE_TIMEOUT);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowNotTimedOut.selector, id, until));
        escrow.finalize(id);
    }

    function testFuzz_resolve_conservesValue(uint16 bps, uint96 amount, uint256 slash) public {
        bps = uint16(bound(bps, 0, 10_000));
        amount = uint96(bound(amount, 1000 gwei, 100 ether)); // at least the minimum bounty
        (uint256 id, uint256 agentId) = _disputed(amount);
        slash = bound(slash, 0, escrow.stakeValue(address(0), amount)); // 1 token = 1 ETH, per gwei
        uint256 before = requester.balance;
        vm.prank(arbiter);
        escrow.resolve(id, bps, slash);
        uint256 paid = alice.balance + (requester.balance - before) + escrow.owed(address(0), treasury);
        assertEq(paid, amount);
        assertEq(address(escrow).balance, escrow.owed(address(0), treasury));
        assertEq(registry.stakeOf(agentId), MIN_STAKE - slash);
        assertEq(stakeToken.balanceOf(treasury), slash);
        assertEq(registry.reservedOf(agentId), 0);
        assertApproxEqAbs(reputation.reputationOf(agentId), bps / 100, 1);
    }
}
