// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";

import {IDIDRegistry} from "./interfaces/IDIDRegistry.sol";

/// @title DIDRegistry
/// @notice ERC-1056 compatible `did:ethr` registry with EIP-712 signed writes. See {IDIDRegistry}.
/// @dev Differences from the reference EthereumDIDRegistry, none visible to resolvers:
/// - reverts use custom errors instead of the strings "bad_actor" / "bad_signature";
/// - the ERC-1056 signed variants reject malformed and high-s signatures (OpenZeppelin ECDSA)
///   and never accept a zero recovered signer (the reference let anyone act for identity 0x0);
/// - the ERC-1271 `bytes signature` overloads of the reference are not offered; the EIP-712
///   variants accept ERC-1271 owners instead.
/// `block.timestamp + validity` is checked arithmetic: an overflowing validity reverts.
contract DIDRegistry is IDIDRegistry, EIP712 {
    bytes32 private constant CHANGE_OWNER_TYPEHASH =
        keccak256("ChangeOwner(address identity,address newOwner,uint256 nonce)");
    bytes32 private constant ADD_DELEGATE_TYPEHASH =
        keccak256("AddDelegate(address identity,bytes32 delegateType,address delegate,uint256 validity,uint256 nonce)");
    bytes32 private constant REVOKE_DELEGATE_TYPEHASH =
        keccak256("RevokeDelegate(address identity,bytes32 delegateType,address delegate,uint256 nonce)");
    bytes32 private constant SET_ATTRIBUTE_TYPEHASH =
        keccak256("SetAttribute(address identity,bytes32 name,bytes value,uint256 validity,uint256 nonce)");
    bytes32 private constant REVOKE_ATTRIBUTE_TYPEHASH =
        keccak256("RevokeAttribute(address identity,bytes32 name,bytes value,uint256 nonce)");

    /// @inheritdoc IDIDRegistry
    mapping(address identity => address owner) public owners;
    /// @inheritdoc IDIDRegistry
    mapping(address identity => mapping(bytes32 delegateTypeHash => mapping(address delegate => uint256 validTo)))
        public delegates;
    /// @inheritdoc IDIDRegistry
    mapping(address identity => uint256 blockNumber) public changed;
    /// @inheritdoc IDIDRegistry
    mapping(address owner => uint256) public nonce;

    constructor() EIP712("AgentSite DIDRegistry", "1") {}

    // ---------------------------------------------------------------- reads

    /// @inheritdoc IDIDRegistry
    function identityOwner(address identity) public view returns (address) {
        address owner = owners[identity];
        return owner == address(0) ? identity : owner;
    }

    /// @inheritdoc IDIDRegistry
    function validDelegate(address identity, bytes32 delegateType, address delegate) external view returns (bool) {
        // forge-lint: disable-next-line(block-timestamp)
        return delegates[identity][keccak256(abi.encode(delegateType))][delegate] > block.timestamp;
    }

    /// @inheritdoc IDIDRegistry
    function DOMAIN_SEPARATOR() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    // ---------------------------------------------------------------- direct writes

    /// @inheritdoc IDIDRegistry
    function changeOwner(address identity, address newOwner) external {
        _changeOwner(identity, msg.sender, newOwner);
    }

    /// @inheritdoc IDIDRegistry
    function addDelegate(address identity, bytes32 delegateType, address delegate, uint256 validity) external {
        _addDelegate(identity, msg.sender, delegateType, delegate, validity);
    }

    /// @inheritdoc IDIDRegistry
    function revokeDelegate(address identity, bytes32 delegateType, address delegate) external {
        _revokeDelegate(identity, msg.sender, delegateType, delegate);
    }

    /// @inheritdoc IDIDRegistry
    function setAttribute(address identity, bytes32 name, bytes calldata value, uint256 validity) external {
        _setAttribute(identity, msg.sender, name, value, validity);
    }

    /// @inheritdoc IDIDRegistry
    function revokeAttribute(address identity, bytes32 name, bytes calldata value) external {
        _revokeAttribute(identity, msg.sender, name, value);
    }

    // ---------------------------------------------------------------- ERC-1056 signed writes

    /// @inheritdoc IDIDRegistry
    function changeOwnerSigned(address identity, uint8 sigV, bytes32 sigR, bytes32 sigS, address newOwner) external {
        bytes32 hash = keccak256(
            abi.encodePacked(
                bytes1(0x19),
                bytes1(0),
                address(this),
                nonce[identityOwner(identity)],
                identity,
                "changeOwner",
                newOwner
            )
        );
        _changeOwner(identity, _checkSignature(identity, sigV, sigR, sigS, hash), newOwner);
    }

    /// @inheritdoc IDIDRegistry
    function addDelegateSigned(
        address identity,
        uint8 sigV,
        bytes32 sigR,
        bytes32 sigS,
        bytes32 delegateType,
        address delegate,
        uint256 validity
    ) external {
        bytes32 hash = keccak256(
            abi.encodePacked(
                bytes1(0x19),
                bytes1(0),
                address(this),
                nonce[identityOwner(identity)],
                identity,
                "addDelegate",
                delegateType,
                delegate,
                validity
            )
        );
        _addDelegate(identity, _checkSignature(identity, sigV, sigR, sigS, hash), delegateType, delegate, validity);
    }

    /// @inheritdoc IDIDRegistry
    function revokeDelegateSigned(
        address identity,
        uint8 sigV,
        bytes32 sigR,
        bytes32 sigS,
        bytes32 delegateType,
        address delegate
    ) external {
        bytes32 hash = keccak256(
            abi.encodePacked(
                bytes1(0x19),
                bytes1(0),
                address(this),
                nonce[identityOwner(identity)],
                identity,
                "revokeDelegate",
                delegateType,
                delegate
            )
        );
        _revokeDelegate(identity, _checkSignature(identity, sigV, sigR, sigS, hash), delegateType, delegate);
    }

    /// @inheritdoc IDIDRegistry
    function setAttributeSigned(
        address identity,
        uint8 sigV,
        bytes32 sigR,
        bytes32 sigS,
        bytes32 name,
        bytes calldata value,
        uint256 validity
    ) external {
        bytes32 hash = keccak256(
            abi.encodePacked(
                bytes1(0x19),
                bytes1(0),
                address(this),
                nonce[identityOwner(identity)],
                identity,
                "setAttribute",
                name,
                value,
                validity
            )
        );
        _setAttribute(identity, _checkSignature(identity, sigV, sigR, sigS, hash), name, value, validity);
    }

    /// @inheritdoc IDIDRegistry
    function revokeAttributeSigned(
        address identity,
        uint8 sigV,
        bytes32 sigR,
        bytes32 sigS,
        bytes32 name,
        bytes calldata value
    ) external {
        bytes32 hash = keccak256(
            abi.encodePacked(
                bytes1(0x19),
                bytes1(0),
                address(this),
                nonce[identityOwner(identity)],
                identity,
                "revokeAttribute",
                name,
                value
            )
        );
        _revokeAttribute(identity, _checkSignature(identity, sigV, sigR, sigS, hash), name, value);
    }

    // ---------------------------------------------------------------- EIP-712 signed writes

    /// @inheritdoc IDIDRegistry
    function changeOwnerTyped(address identity, address newOwner, bytes calldata signature) external {
        address owner = identityOwner(identity);
        bytes32 structHash = keccak256(abi.encode(CHANGE_OWNER_TYPEHASH, identity, newOwner, nonce[owner]));
        _changeOwner(identity, _checkTyped(identity, owner, structHash, signature), newOwner);
    }

    /// @inheritdoc IDIDRegistry
    function addDelegateTyped(
        address identity,
        bytes32 delegateType,
        address delegate,
        uint256 validity,
        bytes calldata signature
    ) external {
        address owner = identityOwner(identity);
        bytes32 structHash =
            keccak256(abi.encode(ADD_DELEGATE_TYPEHASH, identity, delegateType, delegate, validity, nonce[owner]));
        _addDelegate(identity, _checkTyped(identity, owner, structHash, signature), delegateType, delegate, validity);
    }

    /// @inheritdoc IDIDRegistry
    function revokeDelegateTyped(address identity, bytes32 delegateType, address delegate, bytes calldata signature)
        external
    {
        address owner = identityOwner(identity);
        bytes32 structHash =
            keccak256(abi.encode(REVOKE_DELEGATE_TYPEHASH, identity, delegateType, delegate, nonce[owner]));
        _revokeDelegate(identity, _checkTyped(identity, owner, structHash, signature), delegateType, delegate);
    }

    /// @inheritdoc IDIDRegistry
    function setAttributeTyped(
        address identity,
        bytes32 name,
        bytes calldata value,
        uint256 validity,
        bytes calldata signature
    ) external {
        address owner = identityOwner(identity);
        bytes32 structHash =
            keccak256(abi.encode(SET_ATTRIBUTE_TYPEHASH, identity, name, keccak256(value), validity, nonce[owner]));
        _setAttribute(identity, _checkTyped(identity, owner, structHash, signature), name, value, validity);
    }

    /// @inheritdoc IDIDRegistry
    function revokeAttributeTyped(address identity, bytes32 name, bytes calldata value, bytes calldata signature)
        external
    {
        address owner = identityOwner(identity);
        bytes32 structHash =
            keccak256(abi.encode(REVOKE_ATTRIBUTE_TYPEHASH, identity, name, keccak256(value), nonce[owner]));
        _revokeAttribute(identity, _checkTyped(identity, owner, structHash, signature), name, value);
    }

    // ---------------------------------------------------------------- internals

    /// @dev ERC-1056 signature check: the recovered signer must be the identity's owner; its
    /// nonce is consumed.
    function _checkSignature(address identity, uint8 sigV, bytes32 sigR, bytes32 sigS, bytes32 hash)
        private
        returns (address signer)
    {
        ECDSA.RecoverError err;
        (signer, err,) = ECDSA.tryRecover(hash, sigV, sigR, sigS);
        if (err != ECDSA.RecoverError.NoError || signer != identityOwner(identity)) {
            revert DIDRegistryBadSignature(identity);
        }
        nonce[signer]++;
    }

    /// @dev EIP-712 signature check against `owner` (an EOA or an ERC-1271 contract); the
    /// owner's nonce is consumed.
    function _checkTyped(address identity, address owner, bytes32 structHash, bytes calldata signature)
        private
        returns (address)
    {
        if (!SignatureChecker.isValidSignatureNowCalldata(owner, _hashTypedDataV4(structHash), signature)) {
            revert DIDRegistryBadSignature(identity);
        }
        nonce[owner]++;
        return owner;
    }

    function _onlyOwner(address identity, address actor) private view {
        if (actor != identityOwner(identity)) revert DIDRegistryNotOwner(identity, actor);
    }

    function _changeOwner(address identity, address actor, address newOwner) private {
        _onlyOwner(identity, actor);
        owners[identity] = newOwner;
        emit DIDOwnerChanged(identity, newOwner, changed[identity]);
        changed[identity] = block.number;
    }

    function _addDelegate(address identity, address actor, bytes32 delegateType, address delegate, uint256 validity)
        private
    {
        _onlyOwner(identity, actor);
        uint256 validTo = block.timestamp + validity;
        delegates[identity][keccak256(abi.encode(delegateType))][delegate] = validTo;
        emit DIDDelegateChanged(identity, delegateType, delegate, validTo, changed[identity]);
        changed[identity] = block.number;
    }

    function _revokeDelegate(address identity, address actor, bytes32 delegateType, address delegate) private {
        _onlyOwner(identity, actor);
        delegates[identity][keccak256(abi.encode(delegateType))][delegate] = block.timestamp;
        emit DIDDelegateChanged(identity, delegateType, delegate, block.timestamp, changed[identity]);
        changed[identity] = block.number;
    }

    function _setAttribute(address identity, address actor, bytes32 name, bytes calldata value, uint256 validity)
        private
    {
        _onlyOwner(identity, actor);
        emit DIDAttributeChanged(identity, name, value, block.timestamp + validity, changed[identity]);
        changed[identity] = block.number;
    }

    function _revokeAttribute(address identity, address actor, bytes32 name, bytes calldata value) private {
        _onlyOwner(identity, actor);
        emit DIDAttributeChanged(identity, name, value, 0, changed[identity]);
        changed[identity] = block.number;
    }
}
