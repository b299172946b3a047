// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base} from "./utils/Base.sol";
import {BountyEscrow} from "../src/BountyEscrow.sol";
import {IBountyEscrow} from "../src/interfaces/IBountyEscrow.sol";
import {FeeOnTransferToken} from "./utils/Attackers.sol";
import {AgentRegistry} from "../src/AgentRegistry.sol";
import {ReputationRegistry} from "../src/ReputationRegistry.sol";
import {StakeToken} from "../src/mocks/StakeToken.sol";

/// @dev constructor and post (including child bounties).
contract BountyEscrowPostTest is Base {
    // ------------------------------------------------------------ constructor

    function test_constructor_setsParameters() public view {
        assertEq(address(escrow.registry()), address(registry));
        assertEq(address(escrow.reputation()), address(reputation));
        assertEq(escrow.treasury(), treasury);
        assertEq(escrow.feeBps(), FEE_BPS);
        assertEq(escrow.maxDuration(), MAX_DURATION);
        assertEq(escrow.maxReviewWindow(), MAX_REVIEW);
        assertEq(escrow.disputeWindow(), DISPUTE_WINDOW);
        assertEq(escrow.disputeTimeout(), DISPUTE_TIMEOUT);
        assertEq(escrow.registryMinStake(), MIN_STAKE);
    }

    function _deploy(address t, uint16 fee, uint64 d, uint64 rw, uint64 dw, uint64 dt) private {
        new BountyEscrow(address(registry), address(reputation), t, fee, d, rw, dw, dt);
    }

    function test_constructor_revertsOnBadParameters() public {
        vm.expectRevert(IBountyEscrow.EscrowZeroAddress.selector);
        new BountyEscrow(address(0), address(reputation), treasury, 0, 1, 1, 1, 1);
        vm.expectRevert(IBountyEscrow.EscrowZeroAddress.selector);
        new BountyEscrow(address(registry), address(0), treasury, 0, 1, 1, 1, 1);
        vm.expectRevert(IBountyEscrow.EscrowZeroAddress.selector);
        _deploy(address(0), 0, 1, 1, 1, 1);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBadParameter.selector, "feeBps"));
        _deploy(treasury, 1001, 1, 1, 1, 1);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBadParameter.selector, "maxDuration"));
        _deploy(treasury, 0, 0, 1, 1, 1);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBadParameter.selector, "maxDuration"));
        _deploy(treasury, 0, 731 days, 1, 1, 1);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBadParameter.selector, "maxReviewWindow"));
        _deploy(treasury, 0, 1, 0, 1, 1);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBadParameter.selector, "disputeWindow"));
        _deploy(treasury, 0, 1, 1, 731 days, 1);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBadParameter.selector, "disputeTimeout"));
        _deploy(treasury, 0, 1, 1, 1, 0);
    }

    /// A second escrow on registries that name another one cannot be deployed at all, so no
    /// `post` can ever fund a bounty that no claim or settlement could follow.
    function test_constructor_revertsUnlessBothRegistriesNameIt() public {
        vm.expectRevert(
            abi.encodeWithSelector(IBountyEscrow.EscrowNotWired.selector, address(registry), address(reputation))
        );
        _deploy(treasury, 0, 1, 1, 1, 1);
        // only the agent registry names it
        address next = vm.computeCreateAddress(address(this), vm.getNonce(address(this)) + 2);
        AgentRegistry reg = new AgentRegistry(address(stakeToken), MIN_STAKE, UNBONDING, next);
        (address[] memory t, uint256[] memory w) = _one(address(stakeToken), 1e9);
        ReputationRegistry rep = new ReputationRegistry(address(reg), stranger, t, w);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowNotWired.selector, address(reg), address(rep)));
        new BountyEscrow(address(reg), address(rep), treasury, 0, 1, 1, 1, 1);
        // both name it, but the reputation registry counts the agents of another registry
        next = vm.computeCreateAddress(address(this), vm.getNonce(address(this)) + 2);
        reg = new AgentRegistry(address(stakeToken), MIN_STAKE, UNBONDING, next);
        rep = new ReputationRegistry(address(registry), next, t, w);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowNotWired.selector, address(reg), address(rep)));
        new BountyEscrow(address(reg), address(rep), treasury, 0, 1, 1, 1, 1);
    }

    /// An unlisted stake token would make every bounty worth 0 stake: no slash, no forfeit.
    function test_constructor_revertsOnUnlistedStakeToken() public {
        (address[] memory t, uint256[] memory w) = _one(address(usd), 1e9);
        address next = vm.computeCreateAddress(address(this), vm.getNonce(address(this)) + 2);
        AgentRegistry reg = new AgentRegistry(address(stakeToken), MIN_STAKE, UNBONDING, next);
        ReputationRegistry rep = new ReputationRegistry(address(reg), next, t, w);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowStakeTokenNotListed.selector, address(stakeToken)));
        new BountyEscrow(address(reg), address(rep), treasury, 0, 1, 1, 1, 1);
    }

    // ------------------------------------------------------------ post

    function test_post_ethStoresAndEmits() public {
        IBountyEscrow.PostParams memory p = _params(address(0), 1 ether);
        p.minStake = 200e18;
        p.minReputation = 10;
        vm.expectEmit(address(escrow));
        emit IBountyEscrow.BountyPosted(1, requester, address(0), 1 ether, p.specHash, p.deadline, 0, 0);
        uint256 id = _post(p);
        assertEq(id, 1);
        assertEq(escrow.bountyCount(), 1);
        IBountyEscrow.Bounty memory b = escrow.getBounty(id);
        assertEq(b.requester, requester);
        assertEq(b.until, p.deadline);
        assertEq(uint8(b.status), uint8(IBountyEscrow.Status.Open));
        assertEq(b.agentId, 0);
        assertEq(b.token, address(0));
        assertEq(b.amount, 1 ether);
        assertEq(b.arbiter, arbiter);
        assertEq(b.reviewWindow, REVIEW);
        assertEq(b.minReputation, 10);
        assertEq(b.minStake, 200e18);
        assertEq(address(escrow).balance, 1 ether);
    }

    function test_post_erc20PullsTokens() public {
        uint256 id = _post(_params(address(usd), 500e18));
        assertEq(usd.balanceOf(address(escrow)), 500e18);
        assertEq(escrow.getBounty(id).token, address(usd));
    }

    function test_post_revertsOnZeroAmount() public {
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBadAmount.selector, 0));
        _post(_params(address(0), 0));
    }

    function test_post_revertsWhenTheFeeTakesAll() public {
        StakeToken junk = new StakeToken("Junk", "JUNK"); // unlisted: no minimum bounty
        junk.mint(requester, 2);
        vm.prank(requester);
        junk.approve(address(escrow), 2);
        IBountyEscrow.PostParams memory p = _params(address(junk), 1);
        vm.prank(requester);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowFeeTakesAll.selector, 1, 1));
        escrow.post(p);
        p.amount = 2; // fee 1 of 2: the agent keeps 1
        vm.prank(requester);
        escrow.post(p);
    }

    function test_post_revertsOnAmountAbove96Bits() public {
        uint256 big = uint256(type(uint96).max) + 1;
        IBountyEscrow.PostParams memory p = _params(address(usd), big);
        vm.prank(requester);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBadAmount.selector, big));
        escrow.post(p);
    }

    function test_post_revertsOnPastDeadline() public {
        IBountyEscrow.PostParams memory p = _params(address(0), 1);
        p.deadline = uint64(block.timestamp);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBadDeadline.selector, p.deadline));
        _post(p);
    }

    function test_post_revertsOnDeadlineBeyondMaxDuration() public {
        IBountyEscrow.PostParams memory p = _params(address(0), 1);
        p.deadline = uint64(block.timestamp + MAX_DURATION + 1);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBadDeadline.selector, p.deadline));
        _post(p);
    }

    function test_post_revertsOnBadReviewWindow() public {
        IBountyEscrow.PostParams memory p = _params(address(0), 1);
        p.reviewWindow = 0;
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBadReviewWindow.selector, 0));
        _post(p);
        p.reviewWindow = uint32(MAX_REVIEW + 1);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBadReviewWindow.selector, p.reviewWindow));
        _post(p);
    }

    function test_post_revertsOnMinReputationAbove100() public {
        IBountyEscrow.PostParams memory p = _params(address(0), 1);
        p.minReputation = 101;
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBadMinReputation.selector, 101));
        _post(p);
    }

    function test_post_revertsOnUnknownAssignee() public {
        IBountyEscrow.PostParams memory p = _params(address(0), 1);
        p.assignee = 7;
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowUnknownAgent.selector, 7));
        _post(p);
    }

    function test_post_revertsOnWrongEthValue() public {
        IBountyEscrow.PostParams memory p = _params(address(0), 1 ether);
        vm.prank(requester);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBadValue.selector, 1, 1 ether));
        escrow.post{value: 1}(p);
    }

    function test_post_revertsOnEthWithErc20() public {
        IBountyEscrow.PostParams memory p = _params(address(usd), 1 ether);
        vm.prank(requester);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBadValue.selector, 1, 0));
        escrow.post{value: 1}(p);
    }

    function test_post_revertsOnFeeOnTransferToken() public {
        FeeOnTransferToken fot = new FeeOnTransferToken();
        fot.mint(requester, 100e18);
        vm.prank(requester);
        fot.approve(address(escrow), type(uint256).max);
        vm.expectRevert(
            abi.encodeWithSelector(IBountyEscrow.EscrowFeeOnTransferToken.selector, address(fot), 99e18, 100e18)
        );
        _post(_params(address(fot), 100e18));
    }

    function test_post_revertsOnTokenWithoutCode() public {
        vm.expectRevert();
        _post(_params(address(0xbeef), 1));
    }

    function test_post_childByParentAgent() public {
        (uint256 parent,) = _claimed(1 ether);
        vm.deal(alice, 1 ether);
        IBountyEscrow.PostParams memory p = _params(address(0), 0.3 ether);
        p.parentId = parent;
        vm.expectEmit(address(escrow));
        emit IBountyEscrow.BountyPosted(2, alice, address(0), 0.3 ether, p.specHash, p.deadline, 0, parent);
        vm.prank(alice);
        uint256 child = escrow.post{value: 0.3 ether}(p);
        assertEq(escrow.getBounty(child).parentId, parent);
    }

    function test_post_childRevertsForOthers() public {
        (uint256 parent,) = _claimed(1 ether);
        IBountyEscrow.PostParams memory p = _params(address(0), 0.3 ether);
        p.parentId = parent;
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBadParent.selector, parent));
        _post(p); // the requester does not work the parent
    }

    function test_post_childRevertsWhenParentNotClaimed() public {
        uint256 parent = _postEth(1 ether);
        IBountyEscrow.PostParams memory p = _params(address(0), 0.3 ether);
        p.parentId = parent;
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBadParent.selector, parent));
        _post(p);
    }

    function test_post_childRevertsAfterParentDeadline() public {
        (uint256 parent,) = _claimed(1 ether);
        vm.deal(alice, 1 ether);
        IBountyEscrow.PostParams memory p = _params(address(0), 0.3 ether);
        p.parentId = parent;
        p.deadline = uint64(block.timestamp + 2 days);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBadParent.selector, parent));
        escrow.post{value: 0.3 ether}(p);
    }

    function testFuzz_post_holdsExactAmount(uint96 amount, uint32 review, uint64 duration) public {
        amount = uint96(bound(amount, 1000 gwei, 1000 ether));
        review = uint32(bound(review, 1, MAX_REVIEW));
        duration = uint64(bound(duration, 1, MAX_DURATION));
        IBountyEscrow.PostParams memory p = _params(address(0), amount);
        p.reviewWindow = review;
        p.deadline = uint64(block.timestamp) + duration;
        uint256 id = _post(p);
        assertEq(address(escrow).balance, amount);
        assertEq(escrow.getBounty(id).amount, amount);
    }
}
