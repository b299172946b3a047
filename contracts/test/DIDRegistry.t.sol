// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {stdError} from "forge-std/StdError.sol";

import {IDIDRegistry} from "../src/interfaces/IDIDRegistry.sol";
import {DIDRegistryTestBase} from "./utils/DIDRegistryTestBase.sol";

/// @dev Direct (msg.sender) writes, reads, events and the previousChange linked list.
contract DIDRegistryTest is DIDRegistryTestBase {
    // ---------------------------------------------------------------- identityOwner / changeOwner

    function test_identityOwner_defaultsToIdentity() public view {
        assertEq(registry.identityOwner(alice), alice);
        assertEq(registry.owners(alice), address(0));
        assertEq(registry.changed(alice), 0);
        assertEq(registry.nonce(alice), 0);
    }

    function test_changeOwner_emitsAndUpdates() public {
        vm.expectEmit(true, false, false, true, address(registry));
        emit IDIDRegistry.DIDOwnerChanged(alice, bob, 0);
        vm.prank(alice);
        registry.changeOwner(alice, bob);

        assertEq(registry.identityOwner(alice), bob);
        assertEq(registry.owners(alice), bob);
        assertEq(registry.changed(alice), 100);
    }

    function test_changeOwner_revertsWhenNotOwner() public {
        vm.expectRevert(abi.encodeWithSelector(IDIDRegistry.DIDRegistryNotOwner.selector, alice, mallory));
        vm.prank(mallory);
        registry.changeOwner(alice, mallory);
    }

    function test_changeOwner_previousOwnerLosesControl() public {
        vm.prank(alice);
        registry.changeOwner(alice, bob);

        vm.expectRevert(abi.encodeWithSelector(IDIDRegistry.DIDRegistryNotOwner.selector, alice, alice));
        vm.prank(alice);
        registry.changeOwner(alice, alice);

        vm.roll(101);
        vm.expectEmit(true, false, false, true, address(registry));
        emit IDIDRegistry.DIDOwnerChanged(alice, alice, 100);
        vm.prank(bob);
        registry.changeOwner(alice, alice);
        assertEq(registry.identityOwner(alice), alice);
        assertEq(registry.changed(alice), 101);
    }

    /// @dev ERC-1056 semantics: owner 0x0 is stored as "unset", so identityOwner falls back to the
    /// identity itself; resolvers treat the DIDOwnerChanged(0x0) event as deactivation.
    function test_changeOwner_toZeroFallsBackToIdentity() public {
        vm.expectEmit(true, false, false, true, address(registry));
        emit IDIDRegistry.DIDOwnerChanged(alice, address(0), 0);
        vm.prank(alice);
        registry.changeOwner(alice, address(0));
        assertEq(registry.identityOwner(alice), alice);
    }

    function test_changed_linksPreviousChangeAcrossAndWithinBlocks() public {
        vm.startPrank(alice);
        registry.setAttribute(alice, SVC_NAME, SVC_VALUE, 1 days); // block 100, previous 0
        vm.expectEmit(true, false, false, true, address(registry));
        emit IDIDRegistry.DIDAttributeChanged(alice, SVC_NAME, SVC_VALUE, 0, 100); // same block points to itself
        registry.revokeAttribute(alice, SVC_NAME, SVC_VALUE);
        vm.roll(150);
        vm.expectEmit(true, false, false, true, address(registry));
        emit IDIDRegistry.DIDDelegateChanged(alice, VERI_KEY, bob, block.timestamp + 60, 100);
        registry.addDelegate(alice, VERI_KEY, bob, 60);
        vm.stopPrank();
        assertEq(registry.changed(alice), 150);
        assertEq(registry.changed(bob), 0, "other identities untouched");
    }

    // ---------------------------------------------------------------- delegates

    function test_addDelegate_emitsAndIsValidUntilExpiry() public {
        uint256 validTo = block.timestamp + 1 hours;
        vm.expectEmit(true, false, false, true, address(registry));
        emit IDIDRegistry.DIDDelegateChanged(alice, SIG_AUTH, bob, validTo, 0);
        vm.prank(alice);
        registry.addDelegate(alice, SIG_AUTH, bob, 1 hours);

        assertTrue(registry.validDelegate(alice, SIG_AUTH, bob));
        assertFalse(registry.validDelegate(alice, VERI_KEY, bob), "other type");
        assertEq(registry.delegates(alice, keccak256(abi.encode(SIG_AUTH)), bob), validTo);
        assertEq(registry.delegates(alice, keccak256(abi.encodePacked(SIG_AUTH)), bob), validTo, "ERC-1056 key");

        vm.warp(validTo - 1);
        assertTrue(registry.validDelegate(alice, SIG_AUTH, bob));
        vm.warp(validTo);
        assertFalse(registry.validDelegate(alice, SIG_AUTH, bob), "expired at validTo");
    }

    function test_addDelegate_revertsWhenNotOwner() public {
        vm.expectRevert(abi.encodeWithSelector(IDIDRegistry.DIDRegistryNotOwner.selector, alice, mallory));
        vm.prank(mallory);
        registry.addDelegate(alice, VERI_KEY, mallory, 1 days);
    }

    function test_addDelegate_delegateCannotWrite() public {
        vm.prank(alice);
        registry.addDelegate(alice, SIG_AUTH, bob, 1 days);
        vm.expectRevert(abi.encodeWithSelector(IDIDRegistry.DIDRegistryNotOwner.selector, alice, bob));
        vm.prank(bob);
        registry.addDelegate(alice, SIG_AUTH, mallory, 1 days);
    }

    function test_addDelegate_revertsOnValidityOverflow() public {
        vm.expectRevert(stdError.arithmeticError);
        vm.prank(alice);
        registry.addDelegate(alice, VERI_KEY, bob, type(uint256).max);
    }

    function test_revokeDelegate_emitsAndInvalidates() public {
        vm.startPrank(alice);
        registry.addDelegate(alice, VERI_KEY, bob, 1 days);
        vm.roll(101);
        vm.warp(block.timestamp + 10);
        vm.expectEmit(true, false, false, true, address(registry));
        emit IDIDRegistry.DIDDelegateChanged(alice, VERI_KEY, bob, block.timestamp, 100);
        registry.revokeDelegate(alice, VERI_KEY, bob);
        vm.stopPrank();
        assertFalse(registry.validDelegate(alice, VERI_KEY, bob));
        assertEq(registry.delegates(alice, keccak256(abi.encode(VERI_KEY)), bob), block.timestamp);
    }

    function test_revokeDelegate_revertsWhenNotOwner() public {
        vm.prank(alice);
        registry.addDelegate(alice, VERI_KEY, bob, 1 days);
        vm.expectRevert(abi.encodeWithSelector(IDIDRegistry.DIDRegistryNotOwner.selector, alice, bob));
        vm.prank(bob);
        registry.revokeDelegate(alice, VERI_KEY, bob);
    }

    // ---------------------------------------------------------------- attributes

    function test_setAttribute_emits() public {
        vm.expectEmit(true, false, false, true, address(registry));
        emit IDIDRegistry.DIDAttributeChanged(alice, SVC_NAME, SVC_VALUE, block.timestamp + 1 days, 0);
        vm.prank(alice);
        registry.setAttribute(alice, SVC_NAME, SVC_VALUE, 1 days);
        assertEq(registry.changed(alice), 100);
    }

    function test_setAttribute_byNewOwner() public {
        vm.prank(alice);
        registry.changeOwner(alice, bob);
        vm.expectRevert(abi.encodeWithSelector(IDIDRegistry.DIDRegistryNotOwner.selector, alice, alice));
        vm.prank(alice);
        registry.setAttribute(alice, SVC_NAME, SVC_VALUE, 1 days);
        vm.prank(bob);
        registry.setAttribute(alice, SVC_NAME, SVC_VALUE, 1 days);
    }

    function test_setAttribute_revertsWhenNotOwner() public {
        vm.expectRevert(abi.encodeWithSelector(IDIDRegistry.DIDRegistryNotOwner.selector, alice, mallory));
        vm.prank(mallory);
        registry.setAttribute(alice, SVC_NAME, SVC_VALUE, 1 days);
    }

    function test_setAttribute_revertsOnValidityOverflow() public {
        vm.expectRevert(stdError.arithmeticError);
        vm.prank(alice);
        registry.setAttribute(alice, SVC_NAME, SVC_VALUE, type(uint256).max);
    }

    function test_revokeAttribute_emitsZeroValidTo() public {
        vm.expectEmit(true, false, false, true, address(registry));
        emit IDIDRegistry.DIDAttributeChanged(alice, SVC_NAME, SVC_VALUE, 0, 0);
        vm.prank(alice);
        registry.revokeAttribute(alice, SVC_NAME, SVC_VALUE);
        assertEq(registry.changed(alice), 100);
    }

    function test_revokeAttribute_revertsWhenNotOwner() public {
        vm.expectRevert(abi.encodeWithSelector(IDIDRegistry.DIDRegistryNotOwner.selector, alice, mallory));
        vm.prank(mallory);
        registry.revokeAttribute(alice, SVC_NAME, SVC_VALUE);
    }

    // ---------------------------------------------------------------- fuzz

    function testFuzz_addDelegate_validUntilExpiry(address identity, address delegate, bytes32 dt, uint256 validity)
        public
    {
        validity = bound(validity, 1, 100 * 365 days);
        uint256 start = block.timestamp;
        vm.prank(identity);
        registry.addDelegate(identity, dt, delegate, validity);
        assertTrue(registry.validDelegate(identity, dt, delegate));
        vm.warp(start + validity);
        assertFalse(registry.validDelegate(identity, dt, delegate));
    }

    function testFuzz_changeOwner_onlyCurrentOwner(address identity, address newOwner, address stranger) public {
        vm.assume(stranger != identity);
        vm.expectRevert(abi.encodeWithSelector(IDIDRegistry.DIDRegistryNotOwner.selector, identity, stranger));
        vm.prank(stranger);
        registry.changeOwner(identity, newOwner);

        vm.prank(identity);
        registry.changeOwner(identity, newOwner);
        assertEq(registry.identityOwner(identity), newOwner == address(0) ? identity : newOwner);
    }

    function testFuzz_setAttribute_linksChanges(bytes32 name, bytes calldata value, uint256 validity, uint8 gap)
        public
    {
        validity = bound(validity, 0, 10 * 365 days);
        uint256 first = block.number;
        vm.prank(alice);
        registry.setAttribute(alice, name, value, validity);
        vm.roll(first + bound(gap, 0, 50));
        vm.expectEmit(true, false, false, true, address(registry));
        emit IDIDRegistry.DIDAttributeChanged(alice, name, value, 0, first);
        vm.prank(alice);
        registry.revokeAttribute(alice, name, value);
        assertEq(registry.changed(alice), block.number);
    }
}
