// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {DIDRegistry} from "../src/DIDRegistry.sol";
import {IDIDRegistry} from "../src/interfaces/IDIDRegistry.sol";
import {DIDRegistryTestBase, ERC1271Wallet} from "./utils/DIDRegistryTestBase.sol";

/// @dev ERC-1056 (*Signed) and EIP-712 (*Typed) meta-transactions, nonces and replay.
contract DIDRegistrySignedTest is DIDRegistryTestBase {
    bytes internal badSigError;

    function setUp() public override {
        super.setUp();
        badSigError = abi.encodeWithSelector(IDIDRegistry.DIDRegistryBadSignature.selector, alice);
    }

    // ---------------------------------------------------------------- ERC-1056 signed

    function test_changeOwnerSigned_relayedByAnyone() public {
        (uint8 v, bytes32 r, bytes32 s) =
            signLegacy(ALICE_PK, legacyDigest(registry, alice, abi.encodePacked("changeOwner", bob)));
        vm.expectEmit(true, false, false, true, address(registry));
        emit IDIDRegistry.DIDOwnerChanged(alice, bob, 0);
        vm.prank(mallory);
        registry.changeOwnerSigned(alice, v, r, s, bob);
        assertEq(registry.identityOwner(alice), bob);
        assertEq(registry.nonce(alice), 1);
    }

    function test_changeOwnerSigned_revertsOnReplay() public {
        (uint8 v, bytes32 r, bytes32 s) =
            signLegacy(ALICE_PK, legacyDigest(registry, alice, abi.encodePacked("changeOwner", bob)));
        registry.changeOwnerSigned(alice, v, r, s, bob);
        vm.prank(bob);
        registry.changeOwner(alice, alice); // alice owns again, but her nonce moved on
        vm.expectRevert(badSigError);
        registry.changeOwnerSigned(alice, v, r, s, bob);
    }

    function test_changeOwnerSigned_revertsOnWrongSigner() public {
        (uint8 v, bytes32 r, bytes32 s) =
            signLegacy(MALLORY_PK, legacyDigest(registry, alice, abi.encodePacked("changeOwner", mallory)));
        vm.expectRevert(badSigError);
        registry.changeOwnerSigned(alice, v, r, s, mallory);
    }

    function test_changeOwnerSigned_revertsOnTamperedArgument() public {
        (uint8 v, bytes32 r, bytes32 s) =
            signLegacy(ALICE_PK, legacyDigest(registry, alice, abi.encodePacked("changeOwner", bob)));
        vm.expectRevert(badSigError);
        registry.changeOwnerSigned(alice, v, r, s, mallory);
    }

    function test_changeOwnerSigned_revertsOnMalformedSignature() public {
        (uint8 v, bytes32 r, bytes32 s) =
            signLegacy(ALICE_PK, legacyDigest(registry, alice, abi.encodePacked("changeOwner", bob)));
        vm.expectRevert(badSigError);
        registry.changeOwnerSigned(alice, 29, r, s, bob); // bad v
        vm.expectRevert(badSigError);
        registry.changeOwnerSigned(alice, v == 27 ? 28 : 27, r, bytes32(SECP256K1_N - uint256(s)), bob); // high s
    }

    /// @dev The reference accepted any garbage signature for identity 0x0 (ecrecover returns 0).
    function test_changeOwnerSigned_zeroIdentityNotHijackable() public {
        vm.expectRevert(abi.encodeWithSelector(IDIDRegistry.DIDRegistryBadSignature.selector, address(0)));
        registry.changeOwnerSigned(address(0), 27, bytes32(0), bytes32(0), mallory);
    }

    function test_addDelegateSigned_emits() public {
        bytes32 digest = legacyDigest(registry, alice, abi.encodePacked("addDelegate", VERI_KEY, bob, uint256(1 days)));
        (uint8 v, bytes32 r, bytes32 s) = signLegacy(ALICE_PK, digest);
        vm.expectEmit(true, false, false, true, address(registry));
        emit IDIDRegistry.DIDDelegateChanged(alice, VERI_KEY, bob, block.timestamp + 1 days, 0);
        registry.addDelegateSigned(alice, v, r, s, VERI_KEY, bob, 1 days);
        assertTrue(registry.validDelegate(alice, VERI_KEY, bob));
        assertEq(registry.nonce(alice), 1);

        vm.expectRevert(badSigError);
        registry.addDelegateSigned(alice, v, r, s, VERI_KEY, bob, 1 days);
    }

    function test_revokeDelegateSigned_emits() public {
        vm.prank(alice);
        registry.addDelegate(alice, VERI_KEY, bob, 1 days);
        (uint8 v, bytes32 r, bytes32 s) =
            signLegacy(ALICE_PK, legacyDigest(registry, alice, abi.encodePacked("revokeDelegate", VERI_KEY, bob)));
        vm.expectEmit(true, false, false, true, address(registry));
        emit IDIDRegistry.DIDDelegateChanged(alice, VERI_KEY, bob, block.timestamp, 100);
        registry.revokeDelegateSigned(alice, v, r, s, VERI_KEY, bob);
        assertFalse(registry.validDelegate(alice, VERI_KEY, bob));

        vm.expectRevert(badSigError);
        registry.revokeDelegateSigned(alice, v, r, s, VERI_KEY, bob);
    }

    function test_setAttributeSigned_emits() public {
        bytes32 digest =
            legacyDigest(registry, alice, abi.encodePacked("setAttribute", SVC_NAME, SVC_VALUE, uint256(1 days)));
        (uint8 v, bytes32 r, bytes32 s) = signLegacy(ALICE_PK, digest);
        vm.expectEmit(true, false, false, true, address(registry));
        emit IDIDRegistry.DIDAttributeChanged(alice, SVC_NAME, SVC_VALUE, block.timestamp + 1 days, 0);
        registry.setAttributeSigned(alice, v, r, s, SVC_NAME, SVC_VALUE, 1 days);

        vm.expectRevert(badSigError);
        registry.setAttributeSigned(alice, v, r, s, SVC_NAME, SVC_VALUE, 1 days);
    }

    function test_revokeAttributeSigned_emits() public {
        (uint8 v, bytes32 r, bytes32 s) = signLegacy(
            ALICE_PK, legacyDigest(registry, alice, abi.encodePacked("revokeAttribute", SVC_NAME, SVC_VALUE))
        );
        vm.expectEmit(true, false, false, true, address(registry));
        emit IDIDRegistry.DIDAttributeChanged(alice, SVC_NAME, SVC_VALUE, 0, 0);
        registry.revokeAttributeSigned(alice, v, r, s, SVC_NAME, SVC_VALUE);

        vm.expectRevert(badSigError);
        registry.revokeAttributeSigned(alice, v, r, s, SVC_NAME, SVC_VALUE);
    }

    /// @dev Documents the ERC-1056 weakness: the legacy hash has no chain id, so a signature made
    /// for chain 1337 is accepted on any chain where a registry sits at the same address.
    function test_legacySigned_replayableAcrossChains() public {
        (uint8 v, bytes32 r, bytes32 s) =
            signLegacy(ALICE_PK, legacyDigest(registry, alice, abi.encodePacked("changeOwner", bob)));
        vm.chainId(10);
        registry.changeOwnerSigned(alice, v, r, s, bob);
        assertEq(registry.identityOwner(alice), bob);
    }

    function test_legacySigned_rejectedByOtherRegistryAddress() public {
        DIDRegistry other = new DIDRegistry();
        (uint8 v, bytes32 r, bytes32 s) =
            signLegacy(ALICE_PK, legacyDigest(registry, alice, abi.encodePacked("changeOwner", bob)));
        vm.expectRevert(badSigError);
        other.changeOwnerSigned(alice, v, r, s, bob);
    }

    // ---------------------------------------------------------------- EIP-712 typed

    function test_domainSeparator_matchesEIP712() public view {
        assertEq(registry.DOMAIN_SEPARATOR(), domainSeparator(address(registry), 1337));
        (, string memory name, string memory version, uint256 chainId, address verifying,,) = registry.eip712Domain();
        assertEq(name, "AgentSite DIDRegistry");
        assertEq(version, "1");
        assertEq(chainId, 1337);
        assertEq(verifying, address(registry));
    }

    function test_changeOwnerTyped_emitsAndConsumesNonce() public {
        bytes memory sig = signTyped(ALICE_PK, address(registry), 1337, changeOwnerStruct(alice, bob, 0));
        vm.expectEmit(true, false, false, true, address(registry));
        emit IDIDRegistry.DIDOwnerChanged(alice, bob, 0);
        vm.prank(mallory);
        registry.changeOwnerTyped(alice, bob, sig);
        assertEq(registry.identityOwner(alice), bob);
        assertEq(registry.nonce(alice), 1);

        vm.prank(bob);
        registry.changeOwner(alice, alice);
        vm.expectRevert(badSigError);
        registry.changeOwnerTyped(alice, bob, sig);
    }

    function test_changeOwnerTyped_revertsOnWrongSignerOrArgs() public {
        vm.expectRevert(badSigError);
        registry.changeOwnerTyped(
            alice, mallory, signTyped(MALLORY_PK, address(registry), 1337, changeOwnerStruct(alice, mallory, 0))
        );
        bytes memory sig = signTyped(ALICE_PK, address(registry), 1337, changeOwnerStruct(alice, bob, 0));
        vm.expectRevert(badSigError);
        registry.changeOwnerTyped(alice, mallory, sig);
        vm.expectRevert(badSigError);
        registry.changeOwnerTyped(alice, bob, hex"1234");
    }

    function test_changeOwnerTyped_rejectedOnOtherChain() public {
        bytes memory sig = signTyped(ALICE_PK, address(registry), 1337, changeOwnerStruct(alice, bob, 0));
        vm.chainId(10);
        vm.expectRevert(badSigError);
        registry.changeOwnerTyped(alice, bob, sig);
        vm.chainId(1337);
        registry.changeOwnerTyped(alice, bob, sig);
    }

    function test_changeOwnerTyped_rejectedByOtherRegistry() public {
        DIDRegistry other = new DIDRegistry();
        bytes memory sig = signTyped(ALICE_PK, address(registry), 1337, changeOwnerStruct(alice, bob, 0));
        vm.expectRevert(badSigError);
        other.changeOwnerTyped(alice, bob, sig);
    }

    function test_typed_sharesNonceWithLegacy() public {
        bytes memory sig = signTyped(ALICE_PK, address(registry), 1337, changeOwnerStruct(alice, bob, 0));
        (uint8 v, bytes32 r, bytes32 s) = signLegacy(
            ALICE_PK, legacyDigest(registry, alice, abi.encodePacked("addDelegate", VERI_KEY, bob, uint256(60)))
        );
        registry.addDelegateSigned(alice, v, r, s, VERI_KEY, bob, 60);
        vm.expectRevert(badSigError);
        registry.changeOwnerTyped(alice, bob, sig);
    }

    function test_addDelegateTyped_emits() public {
        bytes memory sig = signTyped(ALICE_PK, address(registry), 1337, addDelegateStruct(alice, SIG_AUTH, bob, 60, 0));
        vm.expectEmit(true, false, false, true, address(registry));
        emit IDIDRegistry.DIDDelegateChanged(alice, SIG_AUTH, bob, block.timestamp + 60, 0);
        registry.addDelegateTyped(alice, SIG_AUTH, bob, 60, sig);
        assertTrue(registry.validDelegate(alice, SIG_AUTH, bob));
        vm.expectRevert(badSigError);
        registry.addDelegateTyped(alice, SIG_AUTH, bob, 60, sig);
    }

    function test_revokeDelegateTyped_emits() public {
        vm.prank(alice);
        registry.addDelegate(alice, SIG_AUTH, bob, 60);
        bytes memory sig = signTyped(ALICE_PK, address(registry), 1337, revokeDelegateStruct(alice, SIG_AUTH, bob, 0));
        vm.expectEmit(true, false, false, true, address(registry));
        emit IDIDRegistry.DIDDelegateChanged(alice, SIG_AUTH, bob, block.timestamp, 100);
        registry.revokeDelegateTyped(alice, SIG_AUTH, bob, sig);
        assertFalse(registry.validDelegate(alice, SIG_AUTH, bob));
        vm.expectRevert(badSigError);
        registry.revokeDelegateTyped(alice, SIG_AUTH, bob, sig);
    }

    function test_setAttributeTyped_emits() public {
        bytes memory sig =
            signTyped(ALICE_PK, address(registry), 1337, setAttributeStruct(alice, SVC_NAME, SVC_VALUE, 1 days, 0));
        vm.expectEmit(true, false, false, true, address(registry));
        emit IDIDRegistry.DIDAttributeChanged(alice, SVC_NAME, SVC_VALUE, block.timestamp + 1 days, 0);
        registry.setAttributeTyped(alice, SVC_NAME, SVC_VALUE, 1 days, sig);
        vm.expectRevert(badSigError);
        registry.setAttributeTyped(alice, SVC_NAME, SVC_VALUE, 1 days, sig);
    }

    function test_revokeAttributeTyped_emits() public {
        bytes memory sig =
            signTyped(ALICE_PK, address(registry), 1337, revokeAttributeStruct(alice, SVC_NAME, SVC_VALUE, 0));
        vm.expectEmit(true, false, false, true, address(registry));
        emit IDIDRegistry.DIDAttributeChanged(alice, SVC_NAME, SVC_VALUE, 0, 0);
        registry.revokeAttributeTyped(alice, SVC_NAME, SVC_VALUE, sig);
        vm.expectRevert(badSigError);
        registry.revokeAttributeTyped(alice, SVC_NAME, SVC_VALUE, sig);
    }

    function test_typed_acceptsERC1271Owner() public {
        ERC1271Wallet wallet = new ERC1271Wallet(bob);
        vm.prank(alice);
        registry.changeOwner(alice, address(wallet));

        bytes memory sig =
            signTyped(BOB_PK, address(registry), 1337, setAttributeStruct(alice, SVC_NAME, SVC_VALUE, 60, 0));
        registry.setAttributeTyped(alice, SVC_NAME, SVC_VALUE, 60, sig);
        assertEq(registry.nonce(address(wallet)), 1);

        bytes memory bad =
            signTyped(MALLORY_PK, address(registry), 1337, revokeAttributeStruct(alice, SVC_NAME, SVC_VALUE, 1));
        vm.expectRevert(badSigError);
        registry.revokeAttributeTyped(alice, SVC_NAME, SVC_VALUE, bad);
    }

    // ---------------------------------------------------------------- fuzz

    function testFuzz_typed_onlyOwnerKeyOnThisChain(
        uint256 ownerPk,
        uint256 otherPk,
        uint64 otherChain,
        address newOwner
    ) public {
        ownerPk = bound(ownerPk, 1, SECP256K1_N - 1);
        otherPk = bound(otherPk, 1, SECP256K1_N - 1);
        vm.assume(ownerPk != otherPk);
        vm.assume(otherChain != 1337 && otherChain != 0);
        address identity = vm.addr(ownerPk);
        bytes32 st = changeOwnerStruct(identity, newOwner, 0);
        bytes memory idErr = abi.encodeWithSelector(IDIDRegistry.DIDRegistryBadSignature.selector, identity);

        vm.expectRevert(idErr);
        registry.changeOwnerTyped(identity, newOwner, signTyped(otherPk, address(registry), 1337, st));
        vm.expectRevert(idErr);
        registry.changeOwnerTyped(identity, newOwner, signTyped(ownerPk, address(registry), otherChain, st));

        registry.changeOwnerTyped(identity, newOwner, signTyped(ownerPk, address(registry), 1337, st));
        assertEq(registry.nonce(identity), 1);
    }

    function testFuzz_legacySigned_validityRoundTrip(uint256 ownerPk, address delegate, uint256 validity) public {
        ownerPk = bound(ownerPk, 1, SECP256K1_N - 1);
        validity = bound(validity, 1, 50 * 365 days);
        address identity = vm.addr(ownerPk);
        bytes32 digest = legacyDigest(registry, identity, abi.encodePacked("addDelegate", VERI_KEY, delegate, validity));
        (uint8 v, bytes32 r, bytes32 s) = signLegacy(ownerPk, digest);
        registry.addDelegateSigned(identity, v, r, s, VERI_KEY, delegate, validity);
        assertEq(registry.delegates(identity, keccak256(abi.encode(VERI_KEY)), delegate), block.timestamp + validity);
        assertEq(registry.nonce(identity), 1);
    }
}
