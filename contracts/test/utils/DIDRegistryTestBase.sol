// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Test} from "forge-std/Test.sol";

import {DIDRegistry} from "../../src/DIDRegistry.sol";
import {IDIDRegistry} from "../../src/interfaces/IDIDRegistry.sol";

/// @dev Shared fixtures and signing helpers for the DIDRegistry tests.
abstract contract DIDRegistryTestBase is Test {
    DIDRegistry internal registry;

    uint256 internal constant ALICE_PK = 0xA11CE;
    uint256 internal constant BOB_PK = 0xB0B;
    uint256 internal constant MALLORY_PK = 0xBAD;
    /// @dev secp256k1 group order.
    uint256 internal constant SECP256K1_N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141;

    address internal alice;
    address internal bob;
    address internal mallory;

    bytes32 internal constant VERI_KEY = "veriKey";
    bytes32 internal constant SIG_AUTH = "sigAuth";
    bytes32 internal constant SVC_NAME = "did/svc/AgentSite";
    bytes internal constant SVC_VALUE = bytes("{\"peerId\":\"12D3KooW\",\"addrs\":[\"/ip4/127.0.0.1/tcp/4001\"]}");

    function setUp() public virtual {
        vm.chainId(1337);
        vm.roll(100);
        vm.warp(1_700_000_000);
        registry = new DIDRegistry();
        alice = vm.addr(ALICE_PK);
        bob = vm.addr(BOB_PK);
        mallory = vm.addr(MALLORY_PK);
    }

    // ---------------------------------------------------------------- ERC-1056 digests

    function legacyDigest(DIDRegistry reg, address identity, bytes memory payload) internal view returns (bytes32) {
        return keccak256(
            abi.encodePacked(
                bytes1(0x19), bytes1(0), address(reg), reg.nonce(reg.identityOwner(identity)), identity, payload
            )
        );
    }

    function signLegacy(uint256 pk, bytes32 digest) internal pure returns (uint8 v, bytes32 r, bytes32 s) {
        return vm.sign(pk, digest);
    }

    // ---------------------------------------------------------------- EIP-712 digests

    function domainSeparator(address reg, uint256 chainId) internal pure returns (bytes32) {
        return keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("AgentSite DIDRegistry"),
                keccak256("1"),
                chainId,
                reg
            )
        );
    }

    function typedDigest(address reg, uint256 chainId, bytes32 structHash) internal pure returns (bytes32) {
        return keccak256(abi.encodePacked("\x19\x01", domainSeparator(reg, chainId), structHash));
    }

    function signTyped(uint256 pk, address reg, uint256 chainId, bytes32 structHash)
        internal
        pure
        returns (bytes memory)
    {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(pk, typedDigest(reg, chainId, structHash));
        return abi.encodePacked(r, s, v);
    }

    function changeOwnerStruct(address identity, address newOwner, uint256 n) internal pure returns (bytes32) {
        return keccak256(
            abi.encode(keccak256("ChangeOwner(address identity,address newOwner,uint256 nonce)"), identity, newOwner, n)
        );
    }

    function addDelegateStruct(address identity, bytes32 dt, address d, uint256 validity, uint256 n)
        internal
        pure
        returns (bytes32)
    {
        return keccak256(
            abi.encode(
                keccak256(
                    "AddDelegate(address identity,bytes32 delegateType,address delegate,uint256 validity,uint256 nonce)"
                ),
                identity,
                dt,
                d,
                validity,
                n
            )
        );
    }

    function revokeDelegateStruct(address identity, bytes32 dt, address d, uint256 n) internal pure returns (bytes32) {
        return keccak256(
            abi.encode(
                keccak256("RevokeDelegate(address identity,bytes32 delegateType,address delegate,uint256 nonce)"),
                identity,
                dt,
                d,
                n
            )
        );
    }

    function setAttributeStruct(address identity, bytes32 name, bytes memory value, uint256 validity, uint256 n)
        internal
        pure
        returns (bytes32)
    {
        return keccak256(
            abi.encode(
                keccak256("SetAttribute(address identity,bytes32 name,bytes value,uint256 validity,uint256 nonce)"),
                identity,
                name,
                keccak256(value),
                validity,
                n
            )
        );
    }

    function revokeAttributeStruct(address identity, bytes32 name, bytes memory value, uint256 n)
        internal
        pure
        returns (bytes32)
    {
        return keccak256(
            abi.encode(
                keccak256("RevokeAttribute(address identity,bytes32 name,bytes value,uint256 nonce)"),
                identity,
                name,
                keccak256(value),
                n
            )
        );
    }
}

/// @dev A minimal ERC-1271 smart account owned by one EOA key, used as an identity owner.
contract ERC1271Wallet {
    address public immutable signer;

    constructor(address signer_) {
        signer = signer_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        return ecrecover(hash, v, r, s) == signer ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}
