// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IAgentRegistry} from "./interfaces/IAgentRegistry.sol";

/// @title AgentRegistry
/// @notice Staked agent identities (ERC-721, ERC-8004 Identity Registry shape). See {IAgentRegistry}.
/// @dev Storage per agent is two packed slots: {wallet, stake} and {unbonding, readyAt}. Stake
/// amounts are uint96 (7.9e28 base units); larger stakes revert with AgentRegistryStakeOverflow.
/// Tokens are minted with `_mint` (no receiver callback) so registration has no reentrancy hook.
contract AgentRegistry is IAgentRegistry, ERC721, EIP712, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @inheritdoc IAgentRegistry
    bytes32 public constant AGENT_WALLET_TYPEHASH =
        keccak256("AgentWalletSet(uint256 agentId,address newWallet,address owner,uint256 nonce,uint256 deadline)");

    /// @dev Upper bound on the unbonding period accepted by the constructor.
    uint64 public constant MAX_UNBONDING_PERIOD = 365 days;

    bytes32 private constant WALLET_KEY_HASH = keccak256("agentWallet");

    struct Agent {
        address wallet;
        uint96 stake;
    }

    struct Unbond {
        uint96 amount;
        uint64 readyAt;
    }

    struct Totals {
        uint128 agents;
        uint128 staked;
    }

    IERC20 private immutable _stakeToken;
    uint256 private immutable _minStake;
    uint64 private immutable _unbondingPeriod;
    address private immutable _deployer;

    /// @inheritdoc IAgentRegistry
    address public escrow;

    Totals private _totals;
    mapping(uint256 agentId => Agent) private _agents;
    mapping(uint256 agentId => Unbond) private _unbonding;
    mapping(uint256 agentId => string) private _uris;
    mapping(uint256 agentId => mapping(string key => bytes)) private _metadata;
    mapping(uint256 agentId => uint256) private _walletNonces;

    /// @param stakeToken_ ERC-20 used for stake (a standard token: no fee on transfer, no rebasing).
    /// @param minStake_ Minimum active stake for an agent to be active; must be > 0.
    /// @param unbondingPeriod_ Seconds from the last unstake request to withdrawal; 1..365 days.
    constructor(address stakeToken_, uint256 minStake_, uint64 unbondingPeriod_)
        ERC721("AgentSite Agent", "AGENT")
        EIP712("AgentSite AgentRegistry", "1")
    {
        if (stakeToken_ == address(0)) revert AgentRegistryZeroAddress();
        if (minStake_ == 0 || minStake_ > type(uint96).max) revert AgentRegistryBadParameter("minStake");
        if (unbondingPeriod_ == 0 || unbondingPeriod_ > MAX_UNBONDING_PERIOD) {
            revert AgentRegistryBadParameter("unbondingPeriod");
        }
        _stakeToken = IERC20(stakeToken_);
        _minStake = minStake_;
        _unbondingPeriod = unbondingPeriod_;
        _deployer = msg.sender;
    }

    // ---------------------------------------------------------------- identity

    /// @inheritdoc IAgentRegistry
    function register(string calldata agentURI_, MetadataEntry[] calldata metadata, uint256 stakeAmount)
        external
        nonReentrant
        returns (uint256 agentId)
    {
        if (stakeAmount < _minStake) revert AgentRegistryStakeTooLow(stakeAmount, _minStake);
        if (stakeAmount > type(uint96).max) revert AgentRegistryStakeOverflow(stakeAmount);
        Totals memory t = _totals;
        agentId = t.agents + 1;
        // forge-lint: disable-next-line(unsafe-typecast) -- agentId < 2^128 (one per registration); stakeAmount <= uint96 max checked above
        _totals = Totals({agents: uint128(agentId), staked: t.staked + uint128(stakeAmount)});
        // forge-lint: disable-next-line(unsafe-typecast) -- stakeAmount <= uint96 max checked above
        _agents[agentId] = Agent({wallet: msg.sender, stake: uint96(stakeAmount)});
        _uris[agentId] = agentURI_;
        _mint(msg.sender, agentId);
        emit Registered(agentId, agentURI_, msg.sender);
        for (uint256 i; i < metadata.length; ++i) {
            _setMetadata(agentId, metadata[i].metadataKey, metadata[i].metadataValue);
        }
        emit StakeIncreased(agentId, msg.sender, stakeAmount, stakeAmount);
        _stakeToken.safeTransferFrom(msg.sender, address(this), stakeAmount);
    }

    /// @inheritdoc IAgentRegistry
    function setAgentURI(uint256 agentId, string calldata newURI) external {
        _requireAuthorized(agentId);
        _uris[agentId] = newURI;
        emit URIUpdated(agentId, newURI, msg.sender);
    }

    /// @inheritdoc IAgentRegistry
    function agentURI(uint256 agentId) external view returns (string memory) {
        _requireOwned(agentId);
        return _uris[agentId];
    }

    /// @notice ERC-721 metadata URI: the agent URI.
    function tokenURI(uint256 agentId) public view override returns (string memory) {
        _requireOwned(agentId);
        return _uris[agentId];
    }

    /// @inheritdoc IAgentRegistry
    function getMetadata(uint256 agentId, string calldata metadataKey) external view returns (bytes memory) {
        if (keccak256(bytes(metadataKey)) == WALLET_KEY_HASH) return abi.encodePacked(_agents[agentId].wallet);
        return _metadata[agentId][metadataKey];
    }

    /// @inheritdoc IAgentRegistry
    function setMetadata(uint256 agentId, string calldata metadataKey, bytes calldata metadataValue) external {
        _requireAuthorized(agentId);
        _setMetadata(agentId, metadataKey, metadataValue);
    }

    /// @inheritdoc IAgentRegistry
    function setAgentWallet(uint256 agentId, address newWallet, uint256 deadline, bytes calldata signature) external {
        address owner = _requireAuthorized(agentId);
        if (newWallet == address(0)) revert AgentRegistryZeroAddress();
        if (block.timestamp > deadline) revert AgentRegistryExpiredSignature(deadline);
        uint256 nonce = _walletNonces[agentId]++;
        bytes32 digest =
            _hashTypedDataV4(keccak256(abi.encode(AGENT_WALLET_TYPEHASH, agentId, newWallet, owner, nonce, deadline)));
        if (!SignatureChecker.isValidSignatureNow(newWallet, digest, signature)) {
            revert AgentRegistryInvalidSignature(newWallet);
        }
        _agents[agentId].wallet = newWallet;
        emit AgentWalletSet(agentId, newWallet, msg.sender);
    }

    /// @inheritdoc IAgentRegistry
    function unsetAgentWallet(uint256 agentId) external {
        _requireAuthorized(agentId);
        _agents[agentId].wallet = address(0);
        emit AgentWalletSet(agentId, address(0), msg.sender);
    }

    /// @inheritdoc IAgentRegistry
    function getAgentWallet(uint256 agentId) external view returns (address) {
        return _agents[agentId].wallet;
    }

    /// @inheritdoc IAgentRegistry
    function payoutAddress(uint256 agentId) external view returns (address) {
        address wallet = _agents[agentId].wallet;
        return wallet != address(0) ? wallet : _ownerOf(agentId);
    }

    /// @inheritdoc IAgentRegistry
    function isAgentOperator(uint256 agentId, address account) public view returns (bool) {
        address owner = _ownerOf(agentId);
        if (owner == address(0) || account == address(0)) return false;
        return account == _agents[agentId].wallet || _isAuthorized(owner, account, agentId);
    }

    /// @inheritdoc IAgentRegistry
    function agentStatus(uint256 agentId, address account) external view returns (bool operator, uint256 stake) {
        Agent memory a = _agents[agentId];
        address owner = _ownerOf(agentId);
        if (owner == address(0) || account == address(0)) return (false, 0);
        operator = account == owner || account == a.wallet || _isAuthorized(owner, account, agentId);
        stake = a.stake;
    }

    /// @inheritdoc IAgentRegistry
    function walletNonce(uint256 agentId) external view returns (uint256) {
        return _walletNonces[agentId];
    }

    /// @inheritdoc IAgentRegistry
    function domainSeparator() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    /// @inheritdoc IAgentRegistry
    function totalAgents() external view returns (uint256) {
        return _totals.agents;
    }

    // ---------------------------------------------------------------- stake

    /// @inheritdoc IAgentRegistry
    function increaseStake(uint256 agentId, uint256 amount) external nonReentrant {
        _requireOwned(agentId);
        if (amount == 0) revert AgentRegistryZeroAmount();
        uint256 stake = uint256(_agents[agentId].stake) + amount;
        if (stake > type(uint96).max) revert AgentRegistryStakeOverflow(stake);
        // forge-lint: disable-next-line(unsafe-typecast) -- stake <= uint96 max checked on the line above
        _agents[agentId].stake = uint96(stake);
        // forge-lint: disable-next-line(unsafe-typecast) -- amount <= stake <= uint96 max
        _totals.staked += uint128(amount);
        emit StakeIncreased(agentId, msg.sender, amount, stake);
        _stakeToken.safeTransferFrom(msg.sender, address(this), amount);
    }

    /// @inheritdoc IAgentRegistry
    function requestUnstake(uint256 agentId, uint256 amount) external {
        _requireAuthorized(agentId);
        if (amount == 0) revert AgentRegistryZeroAmount();
        uint256 stake = _agents[agentId].stake;
        if (amount > stake) revert AgentRegistryInsufficientStake(amount, stake);
        // forge-lint: disable-next-line(unsafe-typecast) -- amount <= stake, checked above
        _agents[agentId].stake = uint96(stake - amount);
        Unbond storage u = _unbonding[agentId];
        // forge-lint: disable-next-line(unsafe-typecast) -- amount <= stake <= uint96 max
        uint96 unbonding = u.amount + uint96(amount);
        uint64 readyAt = uint64(block.timestamp) + _unbondingPeriod;
        u.amount = unbonding;
        u.readyAt = readyAt;
        emit UnstakeRequested(agentId, amount, unbonding, readyAt);
    }

    /// @inheritdoc IAgentRegistry
    function withdrawStake(uint256 agentId) external nonReentrant {
        address owner = _requireAuthorized(agentId);
        Unbond memory u = _unbonding[agentId];
        if (u.amount == 0) revert AgentRegistryNothingToWithdraw(agentId);
        if (block.timestamp < u.readyAt) revert AgentRegistryStillUnbonding(agentId, u.readyAt);
        delete _unbonding[agentId];
        _totals.staked -= u.amount;
        emit StakeWithdrawn(agentId, owner, u.amount);
        _stakeToken.safeTransfer(owner, u.amount);
    }

    /// @inheritdoc IAgentRegistry
    function slash(uint256 agentId, uint256 amount, address recipient) external nonReentrant returns (uint256 slashed) {
        if (msg.sender != escrow) revert AgentRegistryNotEscrow(msg.sender);
        if (recipient == address(0)) revert AgentRegistryZeroAddress();
        uint256 stake = _agents[agentId].stake;
        uint256 fromStake = amount < stake ? amount : stake;
        uint256 rest = amount - fromStake;
        uint256 unbonding = _unbonding[agentId].amount;
        uint256 fromUnbonding = rest < unbonding ? rest : unbonding;
        slashed = fromStake + fromUnbonding;
        if (slashed == 0) return 0;
        // forge-lint: disable-next-line(unsafe-typecast) -- fromStake <= stake
        if (fromStake != 0) _agents[agentId].stake = uint96(stake - fromStake);
        // forge-lint: disable-next-line(unsafe-typecast) -- fromUnbonding <= unbonding
        if (fromUnbonding != 0) _unbonding[agentId].amount = uint96(unbonding - fromUnbonding);
        // forge-lint: disable-next-line(unsafe-typecast) -- slashed <= stake + unbonding <= totals.staked
        _totals.staked -= uint128(slashed);
        emit Slashed(agentId, slashed, recipient);
        _stakeToken.safeTransfer(recipient, slashed);
    }

    /// @inheritdoc IAgentRegistry
    function setEscrow(address escrow_) external {
        if (msg.sender != _deployer) revert AgentRegistryNotDeployer(msg.sender);
        if (escrow != address(0)) revert AgentRegistryEscrowAlreadySet(escrow);
        if (escrow_ == address(0)) revert AgentRegistryZeroAddress();
        escrow = escrow_;
        emit EscrowSet(escrow_);
    }

    /// @inheritdoc IAgentRegistry
    function stakeOf(uint256 agentId) external view returns (uint256) {
        return _agents[agentId].stake;
    }

    /// @inheritdoc IAgentRegistry
    function unbondingOf(uint256 agentId) external view returns (uint256 amount, uint64 readyAt) {
        Unbond memory u = _unbonding[agentId];
        return (u.amount, u.readyAt);
    }

    /// @inheritdoc IAgentRegistry
    function isActive(uint256 agentId) external view returns (bool) {
        return _ownerOf(agentId) != address(0) && _agents[agentId].stake >= _minStake;
    }

    /// @inheritdoc IAgentRegistry
    function totalStaked() external view returns (uint256) {
        return _totals.staked;
    }

    /// @inheritdoc IAgentRegistry
    function stakeToken() external view returns (address) {
        return address(_stakeToken);
    }

    /// @inheritdoc IAgentRegistry
    function minStake() external view returns (uint256) {
        return _minStake;
    }

    /// @inheritdoc IAgentRegistry
    function unbondingPeriod() external view returns (uint64) {
        return _unbondingPeriod;
    }

    // ---------------------------------------------------------------- internals

    /// @dev Clears the agent wallet when the token changes hands (not on mint): a wallet proven
    /// for the old owner must not keep receiving the new owner's payments.
    function _update(address to, uint256 tokenId, address auth) internal override returns (address from) {
        from = super._update(to, tokenId, auth);
        if (from != address(0) && _agents[tokenId].wallet != address(0)) {
            _agents[tokenId].wallet = address(0);
            emit AgentWalletSet(tokenId, address(0), msg.sender);
        }
    }

    function _setMetadata(uint256 agentId, string calldata key, bytes calldata value) private {
        if (keccak256(bytes(key)) == WALLET_KEY_HASH) revert AgentRegistryReservedMetadataKey(key);
        _metadata[agentId][key] = value;
        emit MetadataSet(agentId, key, key, value);
    }

    function _requireAuthorized(uint256 agentId) private view returns (address owner) {
        owner = _requireOwned(agentId);
        if (!_isAuthorized(owner, msg.sender, agentId)) revert AgentRegistryNotAuthorized(agentId, msg.sender);
    }
}
