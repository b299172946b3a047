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

    function test_requestUnstake_makesInactive() public {
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

    // ------------------------------------------------------------ reserve / release

    function _reserve(uint256 id, address account, address arb, uint256 amount)
        internal
        returns (bool operator, bool conflict, uint256 stake, uint256 reserved)
    {
        vm.prank(address(escrow));
        return registry.reserve(id, account, arb, amount);
    }

    function test_reserve_locksStakeAgainstUnstake() public {
        uint256 id = _register(alice, MIN_STAKE);
        (bool op, bool conflict, uint256 stake, uint256 reserved) = _reserve(id, alice, arbiter, 60e18);
        assertTrue(op);
        assertFalse(conflict);
        assertEq(stake, MIN_STAKE);
        assertEq(reserved, 0);
        assertEq(registry.reservedOf(id), 60e18);
        vm.prank(alice);
        vm.expectRevert(
            abi.encodeWithSelector(IAgentRegistry.AgentRegistryInsufficientStake.selector, 40e18 + 1, 40e18)
        );
        registry.requestUnstake(id, 40e18 + 1);
        vm.prank(alice);
        registry.requestUnstake(id, 40e18);
        assertEq(registry.stakeOf(id), 60e18);
    }

    function test_reserve_changesNothingAboveStake() public {
        uint256 id = _register(alice, MIN_STAKE);
        (,, uint256 stake, uint256 reserved) = _reserve(id, alice, address(0), MIN_STAKE + 1);
        assertEq(stake, MIN_STAKE);
        assertEq(reserved, 0);
        assertEq(registry.reservedOf(id), 0);
    }

    function test_reserve_changesNothingForStranger() public {
        uint256 id = _register(alice, MIN_STAKE);
        (bool op,,,) = _reserve(id, stranger, address(0), 1);
        assertFalse(op);
        assertEq(registry.reservedOf(id), 0);
    }

    function test_reserve_flagsAgentSideArbiter() public {
        uint256 id = _register(alice, MIN_STAKE);
        vm.prank(alice);
        registry.setApprovalForAll(bob, true);
        (bool op, bool conflict,,) = _reserve(id, alice, bob, 1);
        assertTrue(op);
        assertTrue(conflict);
        assertEq(registry.reservedOf(id), 0);
        (, conflict,,) = _reserve(id, alice, alice, 1);
        assertTrue(conflict);
    }

    function test_reserve_revertsForNonEscrow() public {
        uint256 id = _register(alice, MIN_STAKE);
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryNotEscrow.selector, stranger));
        registry.reserve(id, alice, address(0), 1);
    }

    function test_release_slashesAtMostTheReleasedAmount() public {
        uint256 id = _register(alice, MIN_STAKE);
        _reserve(id, alice, address(0), 30e18);
        vm.expectEmit(address(registry));
        emit IAgentRegistry.Slashed(id, 30e18, treasury);
        vm.prank(address(escrow));
        (address payout,, uint256 slashed) = registry.release(id, 30e18, 80e18, treasury, address(0));
        assertEq(payout, alice);
        assertEq(slashed, 30e18);
        assertEq(registry.stakeOf(id), MIN_STAKE - 30e18);
        assertEq(registry.reservedOf(id), 0);
        assertEq(stakeToken.balanceOf(treasury), 30e18);
        assertEq(registry.totalStaked(), MIN_STAKE - 30e18);
    }

    function test_release_neverSlashesUnbonding() public {
        uint256 id = _register(alice, MIN_STAKE);
        vm.prank(alice);
        registry.requestUnstake(id, 90e18);
        vm.prank(address(escrow));
        (,, uint256 slashed) = registry.release(id, 50e18, 50e18, treasury, address(0));
        assertEq(slashed, 0);
        (uint256 unbonding,) = registry.unbondingOf(id);
        assertEq(unbonding, 90e18);
    }

    function test_release_reportsAgentSideAccounts() public {
        uint256 id = _register(alice, MIN_STAKE);
        vm.prank(alice);
        registry.approve(bob, id);
        vm.prank(address(escrow));
        (, bool requesterSide,) = registry.release(id, 0, 0, address(0), bob);
        assertTrue(requesterSide);
        vm.prank(address(escrow));
        (, bool strangerSide,) = registry.release(id, 0, 0, address(0), arbiter);
        assertFalse(strangerSide);
    }

    function test_release_revertsForNonEscrow() public {
        uint256 id = _register(alice, MIN_STAKE);
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryNotEscrow.selector, stranger));
        registry.release(id, 0, 0, address(0), address(0));
    }

    function testFuzz_reserveRelease_keepsReservedWithinStake(uint256 stake, uint256 r1, uint256 r2, uint256 cut)
        public
    {
        stake = bound(stake, MIN_STAKE, 1e28);
        r1 = bound(r1, 0, stake);
        r2 = bound(r2, 0, 2e28);
        uint256 id = _register(alice, stake);
        _reserve(id, alice, address(0), r1);
        _reserve(id, alice, address(0), r2);
        assertLe(registry.reservedOf(id), registry.stakeOf(id));
        cut = bound(cut, 0, 2e28);
        vm.prank(address(escrow));
        (,, uint256 slashed) = registry.release(id, r1, cut, treasury, address(0));
        assertLe(slashed, r1);
        assertLe(registry.reservedOf(id), registry.stakeOf(id));
        assertEq(registry.totalStaked(), stakeToken.balanceOf(address(registry)));
        assertEq(registry.stakeOf(id), stake - slashed);
    }

    function test_supportsInterface_erc721() public view {
        assertTrue(registry.supportsInterface(0x80ac58cd));
    }
}
