// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base} from "./utils/Base.sol";
import {StakeToken} from "../src/mocks/StakeToken.sol";
import {IBountyEscrow} from "../src/interfaces/IBountyEscrow.sol";
import {IReputationRegistry} from "../src/interfaces/IReputationRegistry.sol";

/// @dev The economic rules: arbiter independence, stake reservations, minimum bounty, fee
/// rounding, the minPaid gate, self-dealing and the stake value of a bounty.
contract BountyEscrowRulesTest is Base {
    // ------------------------------------------------------------ post

    function test_post_revertsWhenArbiterIsRequester() public {
        IBountyEscrow.PostParams memory p = _params(address(0), 1 ether);
        p.arbiter = requester;
        vm.prank(requester);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowArbiterIsRequester.selector, requester));
        escrow.post{value: 1 ether}(p);
    }

    function test_post_revertsBelowMinimumEthBounty() public {
        vm.prank(requester);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBountyTooSmall.selector, 999, 1000));
        escrow.post{value: 1000 gwei - 1}(_params(address(0), 1000 gwei - 1));
        _postEth(1000 gwei); // exactly the minimum
    }

    function test_post_revertsBelowMinimumListedTokenBounty() public {
        vm.prank(requester);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBountyTooSmall.selector, 999, 1000));
        escrow.post(_params(address(usd), 1e12 - 1));
    }

    function test_post_storesMinPaidWithMinStake() public {
        IBountyEscrow.PostParams memory p = _params(address(0), 1 ether);
        p.minPaid = 7e9;
        uint256 id = _post(p);
        IBountyEscrow.Bounty memory b = escrow.getBounty(id);
        assertEq(b.minPaid, 7e9);
        assertEq(b.minStake, 0);
    }

    // ------------------------------------------------------------ claim

    function test_claim_reservesStake() public {
        (uint256 id, uint256 agentId) = _claimed(10 ether);
        assertEq(escrow.reservationOf(id), 10e18);
        assertEq(registry.reservedOf(agentId), 10e18);
    }

    function test_claim_revertsWhenFreeStakeTooLow() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        uint256 id = _postEth(MIN_STAKE + 1 gwei); // worth more stake tokens than the agent has
        vm.prank(alice);
        vm.expectRevert(
            abi.encodeWithSelector(IBountyEscrow.EscrowFreeStakeTooLow.selector, agentId, MIN_STAKE, MIN_STAKE + 1 gwei)
        );
        escrow.claim(id, agentId);
        assertEq(registry.reservedOf(agentId), 0);
    }

    function test_claim_revertsWhenArbiterIsAgentWallet() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        uint256 deadline = block.timestamp + 1;
        bytes memory sig = _walletSig(bobKey, agentId, bob, alice, 0, deadline);
        vm.prank(alice);
        registry.setAgentWallet(agentId, bob, deadline, sig);
        IBountyEscrow.PostParams memory p = _params(address(0), 1 ether);
        p.arbiter = bob;
        uint256 id = _post(p);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowArbiterNotIndependent.selector, id, bob));
        escrow.claim(id, agentId);
    }

    function test_claim_revertsBelowMinPaid() public {
        (uint256 first, uint256 agentId) = _submitted(1 ether);
        vm.prank(requester);
        escrow.accept(first);
        IBountyEscrow.PostParams memory p = _params(address(0), 1 ether);
        p.minPaid = 1e9 + 1;
        uint256 id = _post(p);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowRecordTooShort.selector, agentId, 1e9, 1e9 + 1));
        escrow.claim(id, agentId);
        p.minPaid = 1e9;
        id = _post(p);
        vm.prank(alice);
        escrow.claim(id, agentId);
    }

    function testFuzz_claim_reservedNeverExceedsStake(uint96 a, uint96 b, uint96 c) public {
        uint256 agentId = _register(alice, MIN_STAKE);
        uint96[3] memory amounts = [a, b, c];
        for (uint256 i; i < 3; ++i) {
            uint256 amount = bound(amounts[i], 1000 gwei, 80 ether);
            uint256 id = _postEth(amount);
            uint256 free = registry.stakeOf(agentId) - registry.reservedOf(agentId);
            uint256 reservation = escrow.reservationOf(id);
            vm.prank(alice);
            if (free < reservation) vm.expectRevert();
            escrow.claim(id, agentId);
            assertLe(registry.reservedOf(agentId), registry.stakeOf(agentId));
        }
    }

    // ------------------------------------------------------------ settlement

    function test_accept_feeRoundsUp() public {
        (uint256 id,) = _submitted(1000 gwei + 1);
        vm.prank(requester);
        escrow.accept(id);
        assertEq(escrow.owed(address(0), treasury), 25 gwei + 1); // ceil((1e12 + 1) * 250 / 1e4)
    }

    function test_accept_selfDealtRecordsNothing() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        vm.deal(alice, 1 ether);
        vm.startPrank(alice);
        uint256 id = escrow.post{value: 1 ether}(_params(address(0), 1 ether));
        escrow.claim(id, agentId);
        escrow.submit(id, keccak256("r"));
        escrow.accept(id);
        vm.stopPrank();
        (uint64 count,,) = reputation.aggregateOf(agentId);
        assertEq(count, 0);
        assertEq(registry.reservedOf(agentId), 0);
    }

    function test_expire_selfDealtClaimStillRecordsThePenalty() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        vm.deal(alice, 1 ether);
        vm.startPrank(alice);
        uint256 id = escrow.post{value: 1 ether}(_params(address(0), 1 ether));
        escrow.claim(id, agentId);
        vm.stopPrank();
        vm.warp(block.timestamp + 1 days + 1);
        escrow.expire(id);
        (uint64 count, uint256 paid, uint256 penalty) = reputation.aggregateOf(agentId);
        assertEq(count, 1);
        assertEq(paid, 0);
        assertEq(penalty, 1e9);
        // the forfeit (10 % of the bounty's value) went to the treasury, not to the requester
        assertEq(stakeToken.balanceOf(treasury), 0.1e18);
        assertEq(registry.stakeOf(agentId), MIN_STAKE - 0.1e18);
    }

    function test_resolve_selfDealtRulingRecordsItsPenaltyShare() public {
        (uint256 id, uint256 agentId) = _disputed(4 ether);
        vm.prank(alice);
        registry.setApprovalForAll(requester, true); // the requester is agent side at settlement
        vm.prank(arbiter);
        escrow.resolve(id, 7500, 0);
        (uint64 count, uint256 paid, uint256 penalty) = reputation.aggregateOf(agentId);
        assertEq(count, 1);
        assertEq(paid, 0); // the paid share proves nothing
        assertEq(penalty, 1e9); // the penalty share stays
    }

    function test_finalize_concessionReleasesReservation() public {
        (uint256 id, uint256 agentId) = _rejected(10 ether);
        assertEq(registry.reservedOf(agentId), 10e18);
        vm.warp(block.timestamp + DISPUTE_WINDOW + 1);
        escrow.finalize(id);
        assertEq(registry.reservedOf(agentId), 0);
        assertEq(registry.stakeOf(agentId), MIN_STAKE - 1e18, "the expiry forfeit");
        (, uint256 paid, uint256 penalty) = reputation.aggregateOf(agentId);
        assertEq(paid, 0);
        assertEq(penalty, 10e9, "booked like an expiry");
    }

    /// A dispute nobody rules is still a quarter-weight refusal without slash.
    function test_finalize_silentDisputeIsAQuarterRefusal() public {
        (uint256 id, uint256 agentId) = _disputed(10 ether);
        vm.warp(block.timestamp + DISPUTE_TIMEOUT + 1);
        escrow.finalize(id);
        (, uint256 paid, uint256 penalty) = reputation.aggregateOf(agentId);
        assertEq(paid, 0);
        assertEq(penalty, 10e9 * uint256(reputation.REFUSED_WEIGHT_BPS()) / 10_000);
        assertEq(registry.stakeOf(agentId), MIN_STAKE);
    }

    function test_finalize_disputeTimeoutReleasesWithoutSlash() public {
        (uint256 id, uint256 agentId) = _disputed(3 ether);
        vm.warp(block.timestamp + DISPUTE_TIMEOUT + 1);
        escrow.finalize(id);
        assertEq(registry.reservedOf(agentId), 0);
        assertEq(registry.stakeOf(agentId), MIN_STAKE);
        (,,, uint256 paid, bool settled) = escrow.settlementOf(id);
        assertEq(paid, 0); // the requester, who did not dispute, is refunded in full
        assertTrue(settled);
    }

    // ------------------------------------------------------------ views

    function test_stakeValue_convertsThroughWeights() public {
        assertEq(escrow.stakeValue(address(stakeToken), 123), 123);
        assertEq(escrow.stakeValue(address(0), 2 ether), 2e18); // 1 token = 1 ETH here
        assertEq(escrow.stakeValue(address(usd), 5e18), 5e18); // usd weighs as ETH here
        assertEq(escrow.stakeValue(address(new StakeToken("J", "J")), 5e18), 0);
    }

    function test_reservationOf_hasFloor() public {
        uint256 id = _postEth(1000 gwei);
        assertEq(escrow.reservationOf(id), MIN_STAKE / escrow.MAX_CLAIMS());
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowUnknownBounty.selector, 99));
        escrow.reservationOf(99);
    }

    function test_isWired_trueForTheDeployment() public view {
        assertTrue(escrow.isWired());
    }

    function test_recordOutcome_expiredOutcomeIsFullPenalty() public {
        vm.prank(address(escrow));
        reputation.recordOutcome(1, 4, stranger, address(0), 2 ether, IReputationRegistry.Outcome.Expired, 0, false);
        (, uint256 paid, uint256 penalty) = reputation.aggregateOf(4);
        assertEq(paid, 0);
        assertEq(penalty, 2e9);
    }
}
