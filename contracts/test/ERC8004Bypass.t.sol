// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base} from "./utils/Base.sol";
import {IERC8004Identity, IERC8004Reputation} from "./utils/IERC8004.sol";
import {IReputationRegistry} from "../src/interfaces/IReputationRegistry.sol";
import {IBountyEscrow} from "../src/interfaces/IBountyEscrow.sol";

/// @dev The ERC-8004 entry points added to the registries give colluding accounts no way around
/// a stake or money rule: one person holds the agent owner (alice), a second client key
/// (colluder) and a third (stranger) that approves or pays for the others.
contract ERC8004BypassTest is Base {
    address internal colluder = makeAddr("colluder");

    function _standing(uint256 agentId) internal view returns (bytes32) {
        (uint64 count, uint256 paid, uint256 penalty) = reputation.aggregateOf(agentId);
        return keccak256(abi.encode(count, paid, penalty, reputation.reputationOf(agentId)));
    }

    function test_standardRegister_pullsTheCallersOwnStake() public {
        // The colluder's tokens are approved, but another of its keys calls: nothing to pull.
        stakeToken.mint(colluder, MIN_STAKE);
        vm.prank(colluder);
        stakeToken.approve(address(registry), MIN_STAKE);
        vm.prank(stranger);
        vm.expectRevert();
        IERC8004Identity(address(registry)).register("ipfs://free");
        // Registered with the minimum, the agent cannot unstake reserved stake nor skip unbonding.
        vm.prank(colluder);
        uint256 a = IERC8004Identity(address(registry)).register("ipfs://a");
        assertTrue(registry.isActive(a));
        vm.startPrank(colluder);
        registry.requestUnstake(a, MIN_STAKE);
        vm.expectRevert();
        registry.withdrawStake(a);
        vm.stopPrank();
        assertFalse(registry.isActive(a));
        assertEq(stakeToken.balanceOf(address(registry)), registry.totalStaked());
    }

    function test_standardFeedback_movesNothingWithoutASettledBounty() public {
        uint256 a = _register(alice, MIN_STAKE);
        bytes32 before = _standing(a);
        IERC8004Reputation r = IERC8004Reputation(address(reputation));
        vm.prank(colluder);
        vm.expectRevert(abi.encodeWithSelector(IReputationRegistry.ReputationFeedbackNeedsBounty.selector, a));
        r.giveFeedback(a, 100, 0, "starred", "", "", "", 0);
        // A bounty the colluder posts and cancels (full refund) is not settled work.
        vm.deal(colluder, 1 ether);
        IBountyEscrow.PostParams memory p = _params(address(0), 1 ether);
        p.assignee = a;
        vm.startPrank(colluder);
        uint256 b = escrow.post{value: 1 ether}(p);
        escrow.cancel(b);
        vm.expectRevert(abi.encodeWithSelector(IReputationRegistry.ReputationBountyNotSettled.selector, b));
        reputation.giveFeedback(b, 100, "starred", "", "", 0);
        vm.stopPrank();
        assertEq(_standing(a), before);
        assertEq(r.getClients(a).length, 0);
        assertEq(r.getLastIndex(a, colluder), 0);
    }

    function test_responses_moveNoScoreAndRewriteNoEntry() public {
        (uint256 b, uint256 a) = _submitted(1 ether);
        vm.prank(requester);
        escrow.accept(b);
        vm.prank(requester);
        reputation.giveFeedback(b, 20, "starred", "", "", 0);
        bytes32 before = _standing(a);
        IERC8004Reputation r = IERC8004Reputation(address(reputation));
        (uint64 n0, int128 avg0,) = r.getSummary(a, r.getClients(a), "", "");
        for (uint256 i; i < 3; ++i) {
            vm.prank(i == 0 ? alice : colluder);
            r.appendResponse(a, requester, 1, "ipfs://refund-shown", bytes32(i));
        }
        // Only the client revokes its own entry; the agent side cannot.
        vm.prank(alice);
        vm.expectRevert();
        r.revokeFeedback(a, 1);
        vm.prank(alice);
        vm.expectRevert(IReputationRegistry.ReputationEmptyResponse.selector);
        r.appendResponse(a, requester, 1, "", 0);
        vm.prank(alice);
        vm.expectRevert();
        r.appendResponse(a, requester, 2, "ipfs://no-such-entry", 0);
        (uint64 n1, int128 avg1,) = r.getSummary(a, r.getClients(a), "", "");
        assertEq(n1, n0);
        assertEq(avg1, avg0);
        assertEq(_standing(a), before);
        assertEq(r.getResponseCount(a, requester, 1, new address[](0)), 3);
        assertEq(r.getResponseCount(a, address(0), 0, new address[](0)), 3);
        address[] memory only = new address[](1);
        only[0] = alice;
        assertEq(r.getResponseCount(a, requester, 0, only), 1);
    }

    function test_selfDealtBounty_stillRefusesFeedback() public {
        // The agent owner approves its colluding client key, which then posts and accepts.
        uint256 a = _register(alice, MIN_STAKE);
        vm.prank(alice);
        registry.setApprovalForAll(colluder, true);
        vm.deal(colluder, 1 ether);
        vm.prank(colluder);
        uint256 b = escrow.post{value: 1 ether}(_params(address(0), 1 ether));
        vm.startPrank(alice);
        escrow.claim(b, a);
        escrow.submit(b, keccak256("r"));
        vm.stopPrank();
        bytes32 before = _standing(a);
        vm.startPrank(colluder);
        escrow.accept(b);
        vm.expectRevert(abi.encodeWithSelector(IReputationRegistry.ReputationSelfDealing.selector, b, colluder));
        reputation.giveFeedback(b, 100, "starred", "", "", 0);
        vm.stopPrank();
        assertEq(_standing(a), before); // a self-dealt accept records nothing
    }
}
