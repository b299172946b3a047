// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base} from "./utils/Base.sol";
import {IAgentRegistry} from "../src/interfaces/IAgentRegistry.sol";
import {IERC721Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";

contract AgentRegistryStakeTest is Base, IERC721Errors {
    // ------------------------------------------------------------ stake

    function test_increaseStake_byAnyone() public {
        uint256 id = _register(alice, MIN_STAKE);
        stakeToken.mint(bob, 5e18);
        vm.startPrank(bob);
        stakeToken.approve(address(registry), 5e18);
        vm.expectEmit(address(registry));
        emit IAgentRegistry.StakeIncreased(id, bob, 5e18, MIN_STAKE + 5e18);
        registry.increaseStake(id, 5e18);
        vm.stopPrank();
        assertEq(registry.stakeOf(id), MIN_STAKE + 5e18);
        assertEq(registry.totalStaked(), MIN_STAKE + 5e18);
    }

    function test_increaseStake_revertsOnZero() public {
        uint256 id = _register(alice, MIN_STAKE);
        vm.expectRevert(IAgentRegistry.AgentRegistryZeroAmount.selector);
        registry.increaseStake(id, 0);
    }

    function test_increaseStake_revertsForUnknownAgent() public {
        vm.expectRevert(abi.encodeWithSelector(ERC721NonexistentToken.selector, 3));
        registry.increaseStake(3, 1);
    }

    function test_increaseStake_revertsOnOverflow() public {
        uint256 id = _register(alice, MIN_STAKE);
        uint256 amount = type(uint96).max;
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryStakeOverflow.selector, MIN_STAKE + amount));
        registry.increaseStake(id, amount);
    }

    function test_requestUnstake_makesInactiveButKeepsSlashable() public {
        uint256 id = _register(alice, MIN_STAKE);
        vm.expectEmit(address(registry));
        emit IAgentRegistry.UnstakeRequested(id, 1, 1, uint64(block.timestamp + UNBONDING));
        vm.prank(alice);
        registry.requestUnstake(id, 1);
        assertFalse(registry.isActive(id));
        assertEq(registry.stakeOf(id), MIN_STAKE - 1);
        (uint256 amount, uint64 readyAt) = registry.unbondingOf(id);
        assertEq(amount, 1);
        assertEq(readyAt, block.timestamp + UNBONDING);
        assertEq(registry.totalStaked(), MIN_STAKE);
    }

    function test_requestUnstake_revertsAboveStake() public {
        uint256 id = _register(alice, MIN_STAKE);
        vm.prank(alice);
        vm.expectRevert(
            abi.encodeWithSelector(IAgentRegistry.AgentRegistryInsufficientStake.selector, MIN_STAKE + 1, MIN_STAKE)
        );
        registry.requestUnstake(id, MIN_STAKE + 1);
    }

    function test_requestUnstake_revertsOnZero() public {
        uint256 id = _register(alice, MIN_STAKE);
        vm.prank(alice);
        vm.expectRevert(IAgentRegistry.AgentRegistryZeroAmount.selector);
        registry.requestUnstake(id, 0);
    }

    function test_requestUnstake_revertsForStranger() public {
        uint256 id = _register(alice, MIN_STAKE);
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryNotAuthorized.selector, id, stranger));
        registry.requestUnstake(id, 1);
    }

    function test_withdrawStake_afterUnbonding() public {
        uint256 id = _register(alice, MIN_STAKE);
        vm.prank(alice);
        registry.requestUnstake(id, MIN_STAKE);
        vm.warp(block.timestamp + UNBONDING);
        vm.expectEmit(address(registry));
        emit IAgentRegistry.StakeWithdrawn(id, alice, MIN_STAKE);
        vm.prank(alice);
        registry.withdrawStake(id);
        assertEq(stakeToken.balanceOf(alice), MIN_STAKE);
        assertEq(registry.totalStaked(), 0);
        (uint256 amount,) = registry.unbondingOf(id);
        assertEq(amount, 0);
    }

    function test_withdrawStake_revertsWhileUnbonding() public {
        uint256 id = _register(alice, MIN_STAKE);
        vm.prank(alice);
        registry.requestUnstake(id, 1);
        uint64 readyAt = uint64(block.timestamp + UNBONDING);
        vm.warp(readyAt - 1);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryStillUnbonding.selector, id, readyAt));
        registry.withdrawStake(id);
    }

    function test_withdrawStake_revertsWithNothingUnbonding() public {
        uint256 id = _register(alice, MIN_STAKE);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryNothingToWithdraw.selector, id));
        registry.withdrawStake(id);
    }

    function test_withdrawStake_revertsForStranger() public {
        uint256 id = _register(alice, MIN_STAKE);
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryNotAuthorized.selector, id, stranger));
        registry.withdrawStake(id);
    }

    function test_requestUnstake_restartsClock() public {
        uint256 id = _register(alice, MIN_STAKE);
        vm.prank(alice);
        registry.requestUnstake(id, 1);
        vm.warp(block.timestamp + UNBONDING - 1);
        vm.prank(alice);
        registry.requestUnstake(id, 1);
        (uint256 amount, uint64 readyAt) = registry.unbondingOf(id);
        assertEq(amount, 2);
        assertEq(readyAt, block.timestamp + UNBONDING);
    }

    // ------------------------------------------------------------ slash

    function test_slash_takesActiveThenUnbonding() public {
        uint256 id = _register(alice, MIN_STAKE);
        vm.prank(alice);
        registry.requestUnstake(id, 40e18);
        vm.expectEmit(address(registry));
        emit IAgentRegistry.Slashed(id, 80e18, requester);
        vm.prank(address(escrow));
        uint256 slashed = registry.slash(id, 80e18, requester);
        assertEq(slashed, 80e18);
        assertEq(registry.stakeOf(id), 0);
        (uint256 unbonding,) = registry.unbondingOf(id);
        assertEq(unbonding, 20e18);
        assertEq(stakeToken.balanceOf(requester), 80e18);
        assertEq(registry.totalStaked(), 20e18);
    }

    function test_slash_capsAtAvailable() public {
        uint256 id = _register(alice, MIN_STAKE);
        vm.prank(address(escrow));
        uint256 slashed = registry.slash(id, 1000e18, requester);
        assertEq(slashed, MIN_STAKE);
        vm.prank(address(escrow));
        assertEq(registry.slash(id, 1, requester), 0);
    }

    function test_slash_revertsForNonEscrow() public {
        uint256 id = _register(alice, MIN_STAKE);
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryNotEscrow.selector, stranger));
        registry.slash(id, 1, stranger);
    }

    function test_slash_revertsOnZeroRecipient() public {
        uint256 id = _register(alice, MIN_STAKE);
        vm.prank(address(escrow));
        vm.expectRevert(IAgentRegistry.AgentRegistryZeroAddress.selector);
        registry.slash(id, 1, address(0));
    }

    function testFuzz_slash_conservesTokens(uint256 stake, uint256 unstake, uint256 amount) public {
        stake = bound(stake, MIN_STAKE, 1e28);
        unstake = bound(unstake, 0, stake);
        amount = bound(amount, 0, 2e28);
        uint256 id = _register(alice, stake);
        if (unstake > 0) {
            vm.prank(alice);
            registry.requestUnstake(id, unstake);
        }
        vm.prank(address(escrow));
        uint256 slashed = registry.slash(id, amount, requester);
        (uint256 unbonding,) = registry.unbondingOf(id);
        assertEq(slashed, amount < stake ? amount : stake);
        assertEq(registry.stakeOf(id) + unbonding, stake - slashed);
        assertEq(registry.totalStaked(), stakeToken.balanceOf(address(registry)));
    }

    function test_supportsInterface_erc721() public view {
        assertTrue(registry.supportsInterface(0x80ac58cd));
    }
}
