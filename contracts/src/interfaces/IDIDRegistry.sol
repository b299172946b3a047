// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title IDIDRegistry
/// @notice An ERC-1056 (EthereumDIDRegistry) compatible registry for `did:ethr` identifiers, plus
/// EIP-712 signed variants of every write.
/// @dev Compatibility: the functions, public getters and events below carry exactly the names,
/// argument types and semantics of the reference EthereumDIDRegistry, so that unmodified
/// `did:ethr` resolvers (which read `changed(identity)` and walk the event log back through
/// `previousChange`) resolve DIDs anchored here. A DID is `did:ethr:0x<chainId hex>:0x<address>`.
///
/// Every write emits one event carrying `previousChange`, the block number of the previous change
/// to the same identity (0 for the first), and then sets `changed[identity]` to the current block.
/// Resolvers follow that linked list backwards.
///
/// Two families of signed writes exist:
/// - `*Signed(identity, v, r, s, ...)`: the ERC-1056 scheme. The signed hash is
///   `keccak256(abi.encodePacked(bytes1(0x19), bytes1(0), registry, nonce[owner], identity, "<op>", args...))`.
///   It binds the registry address but NOT the chain id: a signature is replayable on every chain
///   where a registry is deployed at the same address (for instance by the same deployer at the
///   same account nonce, or via CREATE2) and where the owner's nonce has the same value. Kept
///   only for compatibility with existing ERC-1056 tooling.
/// - `*Typed(identity, ..., signature)`: EIP-712 typed data under the domain
///   {name: "AgentSite DIDRegistry", version: "1", chainId, verifyingContract}, so a signature is
///   valid on one chain and one registry only. The owner may be an EOA or an ERC-1271 contract.
/// Both families share the same per-owner `nonce`, incremented by every accepted signature.
///
/// Gas estimation: estimate writes against the pending block. Estimated against the latest
/// block (go-ethereum's default for eth_estimateGas), the `changed[identity] = block.number`
/// store is a no-op when the identity last changed in that very block, and the estimate falls
/// short of what the transaction needs in the next block (by ~2.8k gas on Osaka, ~8k on
/// go-ethereum's Bogota dev schedule): the transaction runs out of gas.
interface IDIDRegistry {
    /// @notice The owner of `identity` changed to `owner`.
    /// @param identity The identity (the address in the DID).
    /// @param owner The new owner; the zero address deactivates the DID for resolvers.
    /// @param previousChange Block number of the previous change to `identity` (0 if none).
    event DIDOwnerChanged(address indexed identity, address owner, uint256 previousChange);

    /// @notice A delegate of `identity` was added (validTo in the future) or revoked (validTo = now).
    /// @param identity The identity.
    /// @param delegateType The delegate type, e.g. bytes32("veriKey") or bytes32("sigAuth").
    /// @param delegate The delegate address.
    /// @param validTo Unix time (seconds) until which the delegate is valid.
    /// @param previousChange Block number of the previous change to `identity` (0 if none).
    event DIDDelegateChanged(
        address indexed identity, bytes32 delegateType, address delegate, uint256 validTo, uint256 previousChange
    );

    /// @notice An attribute of `identity` was set (validTo in the future) or revoked (validTo = 0).
    /// @param identity The identity.
    /// @param name The attribute name, e.g. bytes32("did/svc/AgentSite") or bytes32("did/pub/Secp256k1/veriKey/hex").
    /// @param value The attribute value (a service endpoint, a public key, ...).
    /// @param validTo Unix time (seconds) until which the attribute is valid; 0 when revoked.
    /// @param previousChange Block number of the previous change to `identity` (0 if none).
    event DIDAttributeChanged(
        address indexed identity, bytes32 name, bytes value, uint256 validTo, uint256 previousChange
    );

    /// @notice `actor` is not the current owner of `identity`.
    /// @param identity The identity being changed.
    /// @param actor The caller, or the signer recovered from a signature.
    error DIDRegistryNotOwner(address identity, address actor);

    /// @notice A signature is malformed or was not made by the current owner of `identity` over the
    /// expected message with the current nonce.
    /// @param identity The identity being changed.
    error DIDRegistryBadSignature(address identity);

    /// @notice The owner recorded for `identity`; the zero address means the identity owns itself.
    function owners(address identity) external view returns (address);

    /// @notice Expiry (unix seconds) of `delegate` for `identity` under `keccak256(abi.encode(delegateType))`.
    function delegates(address identity, bytes32 delegateTypeHash, address delegate) external view returns (uint256);

    /// @notice Block number of the last change to `identity` (0 if never changed).
    function changed(address identity) external view returns (uint256);

    /// @notice Signature nonce of `owner`, shared by the ERC-1056 and the EIP-712 signed writes.
    function nonce(address owner) external view returns (uint256);

    /// @notice The current owner of `identity`: `owners[identity]` if set, else `identity` itself.
    function identityOwner(address identity) external view returns (address);

    /// @notice Whether `delegate` is a delegate of `identity` of `delegateType` at this block's time.
    function validDelegate(address identity, bytes32 delegateType, address delegate) external view returns (bool);

    /// @notice Transfers ownership of `identity` to `newOwner`. Caller must be the current owner.
    function changeOwner(address identity, address newOwner) external;

    /// @notice ERC-1056 signed {changeOwner}; replayable across chains (see the contract docs).
    function changeOwnerSigned(address identity, uint8 sigV, bytes32 sigR, bytes32 sigS, address newOwner) external;

    /// @notice Adds `delegate` of `delegateType` valid for `validity` seconds from now.
    function addDelegate(address identity, bytes32 delegateType, address delegate, uint256 validity) external;

    /// @notice ERC-1056 signed {addDelegate}; replayable across chains (see the contract docs).
    function addDelegateSigned(
        address identity,
        uint8 sigV,
        bytes32 sigR,
        bytes32 sigS,
        bytes32 delegateType,
        address delegate,
        uint256 validity
    ) external;

    /// @notice Revokes `delegate` of `delegateType` (its validity becomes the current time).
    function revokeDelegate(address identity, bytes32 delegateType, address delegate) external;

    /// @notice ERC-1056 signed {revokeDelegate}; replayable across chains (see the contract docs).
    function revokeDelegateSigned(
        address identity,
        uint8 sigV,
        bytes32 sigR,
        bytes32 sigS,
        bytes32 delegateType,
        address delegate
    ) external;

    /// @notice Publishes attribute `name` = `value` valid for `validity` seconds (event only, no storage).
    function setAttribute(address identity, bytes32 name, bytes calldata value, uint256 validity) external;

    /// @notice ERC-1056 signed {setAttribute}; replayable across chains (see the contract docs).
    function setAttributeSigned(
        address identity,
        uint8 sigV,
        bytes32 sigR,
        bytes32 sigS,
        bytes32 name,
        bytes calldata value,
        uint256 validity
    ) external;

    /// @notice Revokes attribute `name` = `value` (event with validTo 0).
    function revokeAttribute(address identity, bytes32 name, bytes calldata value) external;

    /// @notice ERC-1056 signed {revokeAttribute}; replayable across chains (see the contract docs).
    function revokeAttributeSigned(
        address identity,
        uint8 sigV,
        bytes32 sigR,
        bytes32 sigS,
        bytes32 name,
        bytes calldata value
    ) external;

    /// @notice EIP-712 signed {changeOwner}:
    /// `ChangeOwner(address identity,address newOwner,uint256 nonce)`.
    function changeOwnerTyped(address identity, address newOwner, bytes calldata signature) external;

    /// @notice EIP-712 signed {addDelegate}:
    /// `AddDelegate(address identity,bytes32 delegateType,address delegate,uint256 validity,uint256 nonce)`.
    function addDelegateTyped(
        address identity,
        bytes32 delegateType,
        address delegate,
        uint256 validity,
        bytes calldata signature
    ) external;

    /// @notice EIP-712 signed {revokeDelegate}:
    /// `RevokeDelegate(address identity,bytes32 delegateType,address delegate,uint256 nonce)`.
    function revokeDelegateTyped(address identity, bytes32 delegateType, address delegate, bytes calldata signature)
        external;

    /// @notice EIP-712 signed {setAttribute}:
    /// `SetAttribute(address identity,bytes32 name,bytes value,uint256 validity,uint256 nonce)`.
    function setAttributeTyped(
        address identity,
        bytes32 name,
        bytes calldata value,
        uint256 validity,
        bytes calldata signature
    ) external;

    /// @notice EIP-712 signed {revokeAttribute}:
    /// `RevokeAttribute(address identity,bytes32 name,bytes value,uint256 nonce)`.
    function revokeAttributeTyped(address identity, bytes32 name, bytes calldata value, bytes calldata signature)
        external;

    /// @notice The EIP-712 domain separator for this chain and registry.
    function DOMAIN_SEPARATOR() external view returns (bytes32);
}
