// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721URIStorage} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721URIStorage.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";

/// @title ERC8004IdentityRegistry
/// @notice A plain ERC-8004 Identity Registry written from the standard's text (ERC8004SPEC.md),
/// with the canonical deployment's observable behaviour (ids from 0, EIP-712 domain
/// "ERC8004IdentityRegistry" / "1", wallet signatures valid 5 minutes at most): the stand-in for
/// the canonical registry in tests and on dev chains. No stake, no admin, not upgradeable.
contract ERC8004IdentityRegistry is ERC721URIStorage, EIP712 {
    /// @notice One metadata key/value pair (ERC-8004).
    struct MetadataEntry {
        string metadataKey;
        bytes metadataValue;
    }

    /// @notice A new agent (ERC-8004).
    event Registered(uint256 indexed agentId, string agentURI, address indexed owner);
    /// @notice A metadata entry was set, `agentWallet` included (ERC-8004).
    event MetadataSet(
        uint256 indexed agentId, string indexed indexedMetadataKey, string metadataKey, bytes metadataValue
    );
    /// @notice The agent URI changed (ERC-8004).
    event URIUpdated(uint256 indexed agentId, string newURI, address indexed updatedBy);

    /// @notice The caller is neither the owner nor approved for the agent.
    error IdentityNotAuthorized(uint256 agentId, address caller);
    /// @notice `agentWallet` can only be set with `setAgentWallet`.
    error IdentityReservedKey();
    /// @notice A zero wallet, or a deadline passed or too far ahead.
    error IdentityBadWallet();
    /// @notice The new wallet did not sign the change.
    error IdentityInvalidSignature();

    bytes32 private constant WALLET_TYPEHASH =
        keccak256("AgentWalletSet(uint256 agentId,address newWallet,address owner,uint256 deadline)");
    string private constant WALLET_KEY = "agentWallet";
    uint256 private constant MAX_DEADLINE_DELAY = 5 minutes;

    uint256 private _next;
    mapping(uint256 agentId => mapping(string key => bytes)) private _metadata;

    constructor() ERC721("AgentIdentity", "AGENT") EIP712("ERC8004IdentityRegistry", "1") {}

    /// @notice Registers an agent with no URI yet.
    function register() external returns (uint256 agentId) {
        return _register("", new MetadataEntry[](0));
    }

    /// @notice Registers an agent whose registration file is at `agentURI`.
    function register(string calldata agentURI) external returns (uint256 agentId) {
        return _register(agentURI, new MetadataEntry[](0));
    }

    /// @notice Registers an agent with its URI and metadata (`agentWallet` refused).
    function register(string calldata agentURI, MetadataEntry[] calldata metadata) external returns (uint256 agentId) {
        return _register(agentURI, metadata);
    }

    /// @notice Sets the agent URI (owner or approved).
    function setAgentURI(uint256 agentId, string calldata newURI) external {
        _authorized(agentId);
        _setTokenURI(agentId, newURI);
        emit URIUpdated(agentId, newURI, msg.sender);
    }

    /// @notice A metadata value; `agentWallet` is the 20-byte wallet (empty when unset).
    function getMetadata(uint256 agentId, string calldata metadataKey) external view returns (bytes memory) {
        return _metadata[agentId][metadataKey];
    }

    /// @notice Sets a metadata value (owner or approved; not `agentWallet`).
    function setMetadata(uint256 agentId, string calldata metadataKey, bytes calldata metadataValue) external {
        _authorized(agentId);
        _set(agentId, metadataKey, metadataValue);
    }

    /// @notice The agent wallet (zero when unset).
    function getAgentWallet(uint256 agentId) external view returns (address) {
        return address(bytes20(_metadata[agentId][WALLET_KEY]));
    }

    /// @notice Sets the agent wallet with the new wallet's EIP-712 (or ERC-1271) signature of
    /// AgentWalletSet(agentId, newWallet, owner, deadline), deadline at most 5 minutes ahead.
    function setAgentWallet(uint256 agentId, address newWallet, uint256 deadline, bytes calldata signature) external {
        address owner = _authorized(agentId);
        if (newWallet == address(0) || block.timestamp > deadline || deadline > block.timestamp + MAX_DEADLINE_DELAY) {
            revert IdentityBadWallet();
        }
        bytes32 digest = _hashTypedDataV4(keccak256(abi.encode(WALLET_TYPEHASH, agentId, newWallet, owner, deadline)));
        if (!SignatureChecker.isValidSignatureNow(newWallet, digest, signature)) revert IdentityInvalidSignature();
        _setWallet(agentId, abi.encodePacked(newWallet));
    }

    /// @notice Clears the agent wallet.
    function unsetAgentWallet(uint256 agentId) external {
        _authorized(agentId);
        _setWallet(agentId, "");
    }

    /// @notice True if `spender` is the owner or approved; reverts for an unknown agent.
    function isAuthorizedOrOwner(address spender, uint256 agentId) external view returns (bool) {
        return _isAuthorized(_requireOwned(agentId), spender, agentId);
    }

    /// @dev Clears the wallet when the agent changes hands (not on mint).
    function _update(address to, uint256 tokenId, address auth) internal override returns (address from) {
        from = super._update(to, tokenId, auth);
        if (from != address(0) && to != address(0)) _setWallet(tokenId, "");
    }

    function _register(string memory agentURI, MetadataEntry[] memory metadata) private returns (uint256 agentId) {
        agentId = _next++;
        _mint(msg.sender, agentId);
        _setTokenURI(agentId, agentURI);
        emit Registered(agentId, agentURI, msg.sender);
        _setWallet(agentId, abi.encodePacked(msg.sender));
        for (uint256 i; i < metadata.length; ++i) {
            _set(agentId, metadata[i].metadataKey, metadata[i].metadataValue);
        }
    }

    function _set(uint256 agentId, string memory key, bytes memory value) private {
        if (keccak256(bytes(key)) == keccak256(bytes(WALLET_KEY))) revert IdentityReservedKey();
        _metadata[agentId][key] = value;
        emit MetadataSet(agentId, key, key, value);
    }

    function _setWallet(uint256 agentId, bytes memory value) private {
        _metadata[agentId][WALLET_KEY] = value;
        emit MetadataSet(agentId, WALLET_KEY, WALLET_KEY, value);
    }

    function _authorized(uint256 agentId) private view returns (address owner) {
        owner = _requireOwned(agentId);
        if (!_isAuthorized(owner, msg.sender, agentId)) revert IdentityNotAuthorized(agentId, msg.sender);
    }
}
