// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base} from "./utils/Base.sol";
import {IBountyEscrow} from "../src/interfaces/IBountyEscrow.sol";
import {IReputationRegistry} from "../src/interfaces/IReputationRegistry.sol";

/// @dev claim, submit, accept, cancel, expire and the auto-accept path of finalize.
contract BountyEscrowFlowTest is Base {
    // ------------------------------------------------------------ claim

    function test_claim_setsAgentAndEmits() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        uint256 id = _postEth(1 ether);
        vm.expectEmit(address(escrow));
        emit IBountyEscrow.BountyClaimed(id, agentId, alice);
        vm.prank(alice);
        escrow.claim(id, agentId);
        IBountyEscrow.Bounty memory b = escrow.getBounty(id);
        assertEq(uint8(b.status), uint8(IBountyEscrow.Status.Claimed));
        assertEq(b.agentId, agentId);
    }

    function test_claim_byAgentWallet() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        uint256 deadline = block.timestamp + 1;
        bytes memory sig = _walletSig(bobKey, agentId, bob, alice, 0, deadline);
        vm.prank(alice);
        registry.setAgentWallet(agentId, bob, deadline, sig);
        uint256 id = _postEth(1 ether);
        vm.prank(bob);
        escrow.claim(id, agentId);
        assertEq(uint8(_status(id)), uint8(IBountyEscrow.Status.Claimed));
    }

    function test_claim_revertsForUnknownBounty() public {
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowUnknownBounty.selector, 5));
        escrow.claim(5, 1);
    }

    function test_claim_revertsWhenAlreadyClaimed() public {
        (uint256 id, uint256 agentId) = _claimed(1 ether);
        vm.prank(alice);
        vm.expectRevert(
            abi.encodeWithSelector(IBountyEscrow.EscrowWrongStatus.selector, id, IBountyEscrow.Status.Claimed)
        );
        escrow.claim(id, agentId);
    }

    function test_claim_revertsAfterDeadline() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        uint256 id = _postEth(1 ether);
        uint64 deadline = uint64(block.timestamp + 1 days);
        vm.warp(deadline + 1);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowDeadlinePassed.selector, deadline));
        escrow.claim(id, agentId);
    }

    function test_claim_revertsForNonOperator() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        uint256 id = _postEth(1 ether);
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowNotAgentOperator.selector, agentId, stranger));
        escrow.claim(id, agentId);
    }

    function test_claim_revertsForZeroAgent() public {
        uint256 id = _postEth(1 ether);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowUnknownAgent.selector, 0));
        escrow.claim(id, 0);
    }

    function test_claim_revertsForUnstakedAgent() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        vm.prank(alice);
        registry.requestUnstake(agentId, 1); // now below the registry minimum
        uint256 id = _postEth(1 ether);
        vm.prank(alice);
        vm.expectRevert(
            abi.encodeWithSelector(IBountyEscrow.EscrowStakeTooLow.selector, agentId, MIN_STAKE - 1, MIN_STAKE)
        );
        escrow.claim(id, agentId);
    }

    function test_claim_revertsBelowBountyMinStake() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        IBountyEscrow.PostParams memory p = _params(address(0), 1 ether);
        p.minStake = 500e18;
        uint256 id = _post(p);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowStakeTooLow.selector, agentId, MIN_STAKE, 500e18));
        escrow.claim(id, agentId);
    }

    function test_claim_revertsForUnderReputedAgent() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        IBountyEscrow.PostParams memory p = _params(address(0), 1 ether);
        p.minReputation = 50;
        uint256 id = _post(p);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowReputationTooLow.selector, agentId, 0, 50));
        escrow.claim(id, agentId);
    }

    function test_claim_passesReputationAfterAcceptedWork() public {
        (uint256 first, uint256 agentId) = _submitted(1 ether);
        vm.prank(requester);
        escrow.accept(first);
        assertEq(reputation.reputationOf(agentId), 100);
        IBountyEscrow.PostParams memory p = _params(address(0), 1 ether);
        p.minReputation = 90;
        uint256 id = _post(p);
        vm.prank(alice);
        escrow.claim(id, agentId);
        assertEq(uint8(_status(id)), uint8(IBountyEscrow.Status.Claimed));
    }

    function test_claim_assignedOnlyByAssignee() public {
        uint256 aliceAgent = _register(alice, MIN_STAKE);
        uint256 bobAgent = _register(bob, MIN_STAKE);
        IBountyEscrow.PostParams memory p = _params(address(0), 1 ether);
        p.assignee = bobAgent;
        uint256 id = _post(p);
        assertEq(escrow.getBounty(id).agentId, bobAgent);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowNotAssignee.selector, id, bobAgent));
        escrow.claim(id, aliceAgent);
        vm.prank(bob);
        escrow.claim(id, bobAgent);
        assertEq(uint8(_status(id)), uint8(IBountyEscrow.Status.Claimed));
    }

    // ------------------------------------------------------------ submit

    function test_submit_storesResultAndOpensReview() public {
        (uint256 id, uint256 agentId) = _claimed(1 ether);
        bytes32 r = keccak256("result");
        vm.expectEmit(address(escrow));
        emit IBountyEscrow.BountySubmitted(id, agentId, r, uint64(block.timestamp + REVIEW));
        vm.prank(alice);
        escrow.submit(id, r);
        IBountyEscrow.Bounty memory b = escrow.getBounty(id);
        assertEq(uint8(b.status), uint8(IBountyEscrow.Status.Submitted));
        assertEq(b.until, block.timestamp + REVIEW);
    }

    function test_submit_revertsForNonOperator() public {
        (uint256 id, uint256 agentId) = _claimed(1 ether);
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowNotAgentOperator.selector, agentId, stranger));
        escrow.submit(id, keccak256("r"));
    }

    function test_submit_revertsOnEmptyResult() public {
        (uint256 id,) = _claimed(1 ether);
        vm.prank(alice);
        vm.expectRevert(IBountyEscrow.EscrowEmptyResult.selector);
        escrow.submit(id, bytes32(0));
    }

    function test_submit_revertsAfterDeadline() public {
        (uint256 id,) = _claimed(1 ether);
        uint64 deadline = escrow.getBounty(id).until;
        vm.warp(deadline + 1);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowDeadlinePassed.selector, deadline));
        escrow.submit(id, keccak256("r"));
    }

    function test_submit_revertsWhenOpen() public {
        uint256 id = _postEth(1 ether);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowWrongStatus.selector, id, IBountyEscrow.Status.Open));
        escrow.submit(id, keccak256("r"));
    }

    // ------------------------------------------------------------ accept / finalize (auto-accept)

    function test_accept_paysAgentFeeAndReputation() public {
        (uint256 id, uint256 agentId) = _submitted(1 ether);
        uint256 fee = _fee(1 ether);
        vm.expectEmit(address(escrow));
        emit IBountyEscrow.BountyAccepted(id, agentId, 1 ether - fee, fee, false);
        vm.expectEmit(address(reputation));
        emit IReputationRegistry.OutcomeRecorded(
            agentId, id, requester, IReputationRegistry.Outcome.Accepted, 1 ether / 1e9, 0
        );
        vm.prank(requester);
        escrow.accept(id);
        assertEq(alice.balance, 1 ether - fee);
        assertEq(escrow.owed(address(0), treasury), fee);
        assertEq(address(escrow).balance, fee);
        assertEq(uint8(_status(id)), uint8(IBountyEscrow.Status.Accepted));
        assertEq(reputation.reputationOf(agentId), 100);
        assertEq(registry.reservedOf(agentId), 0);
    }

    function test_accept_paysAgentWallet() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        uint256 deadline = block.timestamp + 1;
        bytes memory sig = _walletSig(bobKey, agentId, bob, alice, 0, deadline);
        vm.prank(alice);
        registry.setAgentWallet(agentId, bob, deadline, sig);
        uint256 id = _post(_params(address(usd), 100e18));
        vm.startPrank(alice);
        escrow.claim(id, agentId);
        escrow.submit(id, keccak256("r"));
        vm.stopPrank();
        vm.prank(requester);
        escrow.accept(id);
        assertEq(usd.balanceOf(bob), 100e18 - _fee(100e18));
        assertEq(usd.balanceOf(alice), 0);
    }

    function test_accept_revertsForNonRequester() public {
        (uint256 id,) = _submitted(1 ether);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowNotRequester.selector, id, alice));
        escrow.accept(id);
    }

    function test_accept_revertsBeforeSubmission() public {
        (uint256 id,) = _claimed(1 ether);
        vm.prank(requester);
        vm.expectRevert(
            abi.encodeWithSelector(IBountyEscrow.EscrowWrongStatus.selector, id, IBountyEscrow.Status.Claimed)
        );
        escrow.accept(id);
    }

    function test_accept_revertsTwice() public {
        (uint256 id,) = _submitted(1 ether);
        vm.startPrank(requester);
        escrow.accept(id);
        vm.expectRevert(
            abi.encodeWithSelector(IBountyEscrow.EscrowWrongStatus.selector, id, IBountyEscrow.Status.Accepted)
        );
        escrow.accept(id);
        vm.stopPrank();
    }

    function test_finalize_autoAcceptsAfterReview() public {
        (uint256 id, uint256 agentId) = _submitted(1 ether);
        vm.warp(block.timestamp + REVIEW + 1);
        uint256 fee = _fee(1 ether);
        vm.expectEmit(address(escrow));
        emit IBountyEscrow.BountyAccepted(id, agentId, 1 ether - fee, fee, true);
        vm.prank(stranger);
        escrow.finalize(id);
        assertEq(alice.balance, 1 ether - fee);
        assertEq(uint8(_status(id)), uint8(IBountyEscrow.Status.Accepted));
    }

    function test_finalize_revertsDuringReview() public {
        (uint256 id,) = _submitted(1 ether);
        uint64 until = uint64(block.timestamp + REVIEW);
        vm.warp(until);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowNotTimedOut.selector, id, until));
        escrow.finalize(id);
        assertFalse(escrow.isTimedOut(id));
        vm.warp(until + 1);
        assertTrue(escrow.isTimedOut(id));
    }

    function test_finalize_revertsOnTerminal() public {
        uint256 id = _postEth(1 ether);
        vm.prank(requester);
        escrow.cancel(id);
        vm.expectRevert(
            abi.encodeWithSelector(IBountyEscrow.EscrowWrongStatus.selector, id, IBountyEscrow.Status.Cancelled)
        );
        escrow.finalize(id);
        assertFalse(escrow.isTimedOut(id));
    }

    function test_finalize_revertsOnUnknown() public {
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowUnknownBounty.selector, 3));
        escrow.finalize(3);
    }

    function testFuzz_accept_splitsExactly(uint96 amount) public {
        amount = uint96(bound(amount, 1000 gwei, 100 ether)); // the agent's stake backs up to 100 ETH
        (uint256 id,) = _submitted(amount);
        vm.prank(requester);
        escrow.accept(id);
        uint256 fee = (uint256(amount) * FEE_BPS + 9_999) / 10_000; // rounded up
        assertEq(alice.balance + escrow.owed(address(0), treasury), amount);
        assertEq(escrow.owed(address(0), treasury), fee);
        assertEq(address(escrow).balance, fee);
    }

    // ------------------------------------------------------------ cancel / expire

    function test_cancel_refundsOpenBounty() public {
        uint256 id = _postEth(1 ether);
        uint256 before = requester.balance;
        vm.expectEmit(address(escrow));
        emit IBountyEscrow.BountyCancelled(id);
        vm.prank(requester);
        escrow.cancel(id);
        assertEq(requester.balance, before + 1 ether);
        assertEq(uint8(_status(id)), uint8(IBountyEscrow.Status.Cancelled));
    }

    function test_cancel_revertsForNonRequester() public {
        uint256 id = _postEth(1 ether);
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowNotRequester.selector, id, stranger));
        escrow.cancel(id);
    }

    function test_cancel_revertsAfterClaim() public {
        (uint256 id,) = _claimed(1 ether);
        vm.prank(requester);
        vm.expectRevert(
            abi.encodeWithSelector(IBountyEscrow.EscrowWrongStatus.selector, id, IBountyEscrow.Status.Claimed)
        );
        escrow.cancel(id);
    }

    function test_expire_refundsUnclaimedAfterDeadline() public {
        uint256 id = _postEth(1 ether);
        uint256 before = requester.balance;
        vm.warp(block.timestamp + 1 days + 1);
        vm.expectEmit(address(escrow));
        emit IBountyEscrow.BountyExpired(id, 0);
        vm.prank(stranger);
        escrow.expire(id);
        assertEq(requester.balance, before + 1 ether);
        assertEq(uint8(_status(id)), uint8(IBountyEscrow.Status.Expired));
    }

    function test_expire_refundsClaimedWithoutSubmission() public {
        (uint256 id, uint256 agentId) = _claimed(1 ether);
        // 10 % of the bounty's value (not of the reservation floor), to the treasury
        uint256 forfeit = escrow.stakeValue(address(0), 1 ether) * escrow.FORFEIT_BPS() / 10_000;
        assertEq(forfeit, 0.1e18);
        vm.warp(block.timestamp + 1 days + 1);
        vm.expectEmit(address(escrow));
        emit IBountyEscrow.BountyExpired(id, forfeit);
        vm.prank(stranger);
        escrow.finalize(id);
        assertEq(uint8(_status(id)), uint8(IBountyEscrow.Status.Expired));
        assertEq(address(escrow).balance, 0);
        assertEq(stakeToken.balanceOf(treasury), forfeit);
        assertEq(stakeToken.balanceOf(requester), 0);
        assertEq(registry.stakeOf(agentId), MIN_STAKE - forfeit);
        assertEq(registry.reservedOf(agentId), 0);
        (uint64 count, uint256 paid, uint256 penalty) = reputation.aggregateOf(agentId);
        assertEq(count, 1);
        assertEq(paid, 0);
        assertEq(penalty, 1e9);
    }

    function test_expire_revertsBeforeDeadline() public {
        uint256 id = _postEth(1 ether);
        uint64 deadline = uint64(block.timestamp + 1 days);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowNotTimedOut.selector, id, deadline));
        escrow.expire(id);
    }

    function test_expire_revertsAfterSubmission() public {
        (uint256 id,) = _submitted(1 ether);
        vm.warp(block.timestamp + 2 days);
        vm.expectRevert(
            abi.encodeWithSelector(IBountyEscrow.EscrowWrongStatus.selector, id, IBountyEscrow.Status.Submitted)
        );
        escrow.expire(id);
    }

    function test_requester_cannotReclaimAfterSubmission() public {
        (uint256 id,) = _submitted(1 ether);
        vm.startPrank(requester);
        vm.expectRevert(
            abi.encodeWithSelector(IBountyEscrow.EscrowWrongStatus.selector, id, IBountyEscrow.Status.Submitted)
        );
        escrow.cancel(id);
        vm.warp(block.timestamp + 1 days + 1); // past the bounty deadline too
        vm.expectRevert(
            abi.encodeWithSelector(IBountyEscrow.EscrowWrongStatus.selector, id, IBountyEscrow.Status.Submitted)
        );
        escrow.expire(id);
        vm.stopPrank();
        // past the review window the only exit pays the agent
        vm.warp(block.timestamp + REVIEW);
        escrow.finalize(id);
        assertEq(alice.balance, 1 ether - _fee(1 ether));
    }

    // ------------------------------------------------------------ settlementOf

    function test_settlementOf_reportsSettledOnlyAfterSettlement() public {
        (uint256 id, uint256 agentId) = _submitted(1 ether);
        (address req, uint256 agent, address token, uint256 paid, bool settled) = escrow.settlementOf(id);
        assertEq(req, requester);
        assertEq(agent, agentId);
        assertEq(token, address(0));
        assertEq(paid, 0);
        assertFalse(settled);
        vm.prank(requester);
        escrow.accept(id);
        (,,, paid, settled) = escrow.settlementOf(id);
        assertEq(paid, 1 ether);
        assertTrue(settled);
    }
}
