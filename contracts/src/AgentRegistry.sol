// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";
import {IERC1363Receiver} from "@openzeppelin/contracts/interfaces/IERC1363Receiver.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IAgentRegistry} from "./interfaces/IAgentRegistry.sol";

/// @title AgentRegistry
/// @notice Staked agent identities (ERC-721, ERC-8004 Identity Registry shape). See {IAgentRegistry}.
/// @dev Storage per agent is two packed slots: {stake, reserved, readyAt, walletIsOwner}, written
/// at registration, and {wallet, unbonding}. The agent wallet starts as the registering owner,
/// recorded as the `walletIsOwner` flag, so registration writes one slot and a claim's reservation
/// rewrites that same slot (2.9k) instead of filling a fresh one (20k). Stake amounts are uint96
/// (7.9e28 base units); larger stakes revert with AgentRegistryStakeOverflow. `reserved` is the
/// part of the active stake that backs open claims (always <= stake).
/// Tokens are minted with `_mint` (no receiver callback) so registration has no reentrancy hook.
/// Three ways to register with stake: `register` after an `approve` (two transactions, any
/// ERC-20), `registerWithPermit` (one transaction, any ERC-2612 token) and, when the stake token
/// is ERC-1363, `transferAndCall(registry, stake, abi.encode(agentURI, metadata))` on the token
/// (one transaction, no allowance at all: the cheapest).
contract AgentRegistry is IAgentRegistry, IERC1363Receiver, ERC721, EIP712, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @inheritdoc IAgentRegistry
    bytes32 public constant AGENT_WALLET_TYPEHASH =
        keccak256("AgentWalletSet(uint256 agentId,address newWallet,address owner,uint256 nonce,uint256 deadline)");

    /// @dev Upper bound on the unbonding period accepted by the constructor.
    uint64 public constant MAX_UNBONDING_PERIOD = 365 days;

    string private constant WALLET_KEY = "agentWallet";
    bytes32 private constant WALLET_KEY_HASH = keccak256("agentWallet");

    struct Agent {
        uint96 stake;
        uint96 reserved;
        uint40 readyAt;
        bool walletIsOwner;
    }

    struct Wallet {
        address wallet;
        uint96 unbonding;
    }

    struct Totals {
        uint128 agents;
        uint128 staked;
    }

    IERC20 private immutable _stakeToken;
    uint256 private immutable _minStake;
    uint64 private immutable _unbondingPeriod;

    /// @inheritdoc IAgentRegistry
    address public immutable escrow;

    Totals private _totals;
    mapping(uint256 agentId => Agent) private _agents;
    mapping(uint256 agentId => Wallet) private _wallets;
    mapping(uint256 agentId => string) private _uris;
    mapping(uint256 agentId => mapping(string key => bytes)) private _metadata;
    mapping(uint256 agentId => uint256) private _walletNonces;

    /// @param stakeToken_ ERC-20 used for stake (a standard token: no fee on transfer, no rebasing).
    /// @param minStake_ Minimum active stake for an agent to be active; must be > 0.
    /// @param unbondingPeriod_ Seconds from the last unstake request to withdrawal; 1..365 days.
    /// @param escrow_ The BountyEscrow, deployed after this registry at an address the deployer
    /// predicts (its CREATE address); the escrow's constructor reverts unless it is named here.
    constructor(address stakeToken_, uint256 minStake_, uint64 unbondingPeriod_, address escrow_)
        ERC721("AgentSite Agent", "AGENT")
        EIP712("AgentSite AgentRegistry", "1")
    {
        if (stakeToken_ == address(0) || escrow_ == address(0)) revert AgentRegistryZeroAddress();
        if (minStake_ == 0 || minStake_ > type(uint96).max) revert AgentRegistryBadParameter("minStake");
        if (unbondingPeriod_ == 0 || unbondingPeriod_ > MAX_UNBONDING_PERIOD) {
            revert AgentRegistryBadParameter("unbondingPeriod");
        }
        _stakeToken = IERC20(stakeToken_);
        _minStake = minStake_;
        _unbondingPeriod = unbondingPeriod_;
        escrow = escrow_;
    }

    // ---------------------------------------------------------------- identity

    /// @inheritdoc IAgentRegistry
    function register(string calldata agentURI_, MetadataEntry[] calldata metadata, uint256 stakeAmount)
        external
        nonReentrant
        returns (uint256 agentId)
    {
        agentId = _register(msg.sender, agentURI_, metadata, stakeAmount);
        _stakeToken.safeTransferFrom(msg.sender, address(this), stakeAmount);
    }

    /// @inheritdoc IAgentRegistry
    function registerWithPermit(
        string calldata agentURI_,
        MetadataEntry[] calldata metadata,
        uint256 stakeAmount,
        uint256 deadline,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external nonReentrant returns (uint256 agentId) {
        try IERC20Permit(address(_stakeToken)).permit(msg.sender, address(this), stakeAmount, deadline, v, r, s) {}
        catch (bytes memory reason) {
            if (_stakeToken.allowance(msg.sender, address(this)) < stakeAmount) {
                assembly ("memory-safe") {
                    revert(add(reason, 0x20), mload(reason))
                }
            }
        }
        agentId = _register(msg.sender, agentURI_, metadata, stakeAmount);
        _stakeToken.safeTransferFrom(msg.sender, address(this), stakeAmount);
    }

    /// @notice ERC-1363: registers an agent owned by `from`, staking the `value` the stake token
    /// has just transferred here; `data` is `abi.encode(string agentURI, MetadataEntry[] metadata)`.
    /// Only the stake token may call it (anyone else would register without paying).
    /// @dev `from` (whose tokens paid) owns the agent, also when `operator` moved them with
    /// `transferFromAndCall`. Reverting here reverts the token transfer.
    function onTransferReceived(address, address from, uint256 value, bytes calldata data)
        external
        nonReentrant
        returns (bytes4)
    {
        if (msg.sender != address(_stakeToken)) revert AgentRegistryNotStakeToken(msg.sender);
        if (data.length < 128) revert AgentRegistryBadRegistrationData();
        (string memory agentURI_, MetadataEntry[] memory metadata) = abi.decode(data, (string, MetadataEntry[]));
        _register(from, agentURI_, metadata, value);
        return IERC1363Receiver.onTransferReceived.selector;
    }

    /// @inheritdoc IAgentRegistry
    function register(string calldata agentURI_, MetadataEntry[] calldata metadata)
        external
        nonReentrant
        returns (uint256 agentId)
    {
        agentId = _register(msg.sender, agentURI_, metadata, _minStake);
        _stakeToken.safeTransferFrom(msg.sender, address(this), _minStake);
    }

    /// @inheritdoc IAgentRegistry
    function register(string calldata agentURI_) external nonReentrant returns (uint256 agentId) {
        agentId = _register(msg.sender, agentURI_, new MetadataEntry[](0), _minStake);
        _stakeToken.safeTransferFrom(msg.sender, address(this), _minStake);
    }

    /// @inheritdoc IAgentRegistry
    function register() external nonReentrant returns (uint256 agentId) {
        agentId = _register(msg.sender, "", new MetadataEntry[](0), _minStake);
        _stakeToken.safeTransferFrom(msg.sender, address(this), _minStake);
    }

    /// @dev Mints agent `agentId` to `owner` with `stakeAmount` of active stake; the caller
    /// moves the tokens (or has received them).
    function _register(address owner, string memory agentURI_, MetadataEntry[] memory metadata, uint256 stakeAmount)
        private
        returns (uint256 agentId)
    {
        if (stakeAmount < _minStake) revert AgentRegistryStakeTooLow(stakeAmount, _minStake);
        if (stakeAmount > type(uint96).max) revert AgentRegistryStakeOverflow(stakeAmount);
        Totals memory t = _totals;
        agentId = t.agents + 1;
        // forge-lint: disable-next-line(unsafe-typecast) -- agentId < 2^128 (one per registration); stakeAmount <= uint96 max checked above
        _totals = Totals({agents: uint128(agentId), staked: t.staked + uint128(stakeAmount)});
        // forge-lint: disable-next-line(unsafe-typecast) -- stakeAmount <= uint96 max checked above
        _agents[agentId] = Agent({stake: uint96(stakeAmount), reserved: 0, readyAt: 0, walletIsOwner: true});
        _uris[agentId] = agentURI_;
        _mint(owner, agentId);
        emit Registered(agentId, agentURI_, owner);
        emit MetadataSet(agentId, WALLET_KEY, WALLET_KEY, abi.encodePacked(owner));
        for (uint256 i; i < metadata.length; ++i) {
            _setMetadata(agentId, metadata[i].metadataKey, metadata[i].metadataValue);
        }
        emit StakeIncreased(agentId, owner, stakeAmount, stakeAmount);
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
        if (keccak256(bytes(metadataKey)) == WALLET_KEY_HASH) return _walletBytes(_walletOf(agentId));
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
        _wallets[agentId].wallet = newWallet;
        _agents[agentId].walletIsOwner = false;
        emit AgentWalletSet(agentId, newWallet, msg.sender);
        emit MetadataSet(agentId, WALLET_KEY, WALLET_KEY, abi.encodePacked(newWallet));
    }

    /// @inheritdoc IAgentRegistry
    function unsetAgentWallet(uint256 agentId) external {
        _requireAuthorized(agentId);
        _clearWallet(agentId);
        emit AgentWalletSet(agentId, address(0), msg.sender);
        emit MetadataSet(agentId, WALLET_KEY, WALLET_KEY, "");
    }

    /// @inheritdoc IAgentRegistry
    function getAgentWallet(uint256 agentId) external view returns (address) {
        return _walletOf(agentId);
    }

    /// @inheritdoc IAgentRegistry
    function payoutAddress(uint256 agentId) external view returns (address) {
        address wallet = _walletOf(agentId);
        return wallet != address(0) ? wallet : _ownerOf(agentId);
    }

    /// @inheritdoc IAgentRegistry
    function isAgentOperator(uint256 agentId, address account) public view returns (bool) {
        address owner = _ownerOf(agentId);
        if (owner == address(0) || account == address(0)) return false;
        return _isAgentSide(agentId, owner, _agents[agentId].walletIsOwner, account);
    }

    /// @inheritdoc IAgentRegistry
    function agentStatus(uint256 agentId, address account) external view returns (bool operator, uint256 stake) {
        Agent memory a = _agents[agentId];
        address owner = _ownerOf(agentId);
        if (owner == address(0) || account == address(0)) return (false, 0);
        operator = _isAgentSide(agentId, owner, a.walletIsOwner, account);
        stake = a.stake;
    }

    /// @inheritdoc IAgentRegistry
    function isAuthorizedOrOwner(address spender, uint256 agentId) external view returns (bool) {
        return _isAuthorized(_requireOwned(agentId), spender, agentId);
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
        Agent storage a = _agents[agentId];
        uint256 stake = a.stake;
        uint256 free = stake - a.reserved;
        if (amount > free) revert AgentRegistryInsufficientStake(amount, free);
        // forge-lint: disable-next-line(unsafe-typecast) -- now + 365 days fits uint40 until year 36812
        uint40 readyAt = uint40(block.timestamp + _unbondingPeriod);
        // forge-lint: disable-next-line(unsafe-typecast) -- amount <= stake, checked above
        a.stake = uint96(stake - amount);
        a.readyAt = readyAt;
        Wallet storage w = _wallets[agentId];
        // forge-lint: disable-next-line(unsafe-typecast) -- amount <= stake <= uint96 max
        uint96 unbonding = w.unbonding + uint96(amount);
        w.unbonding = unbonding;
        emit UnstakeRequested(agentId, amount, unbonding, readyAt);
    }

    /// @inheritdoc IAgentRegistry
    function withdrawStake(uint256 agentId) external nonReentrant {
        address owner = _requireAuthorized(agentId);
        uint96 amount = _wallets[agentId].unbonding;
        uint40 readyAt = _agents[agentId].readyAt;
        if (amount == 0) revert AgentRegistryNothingToWithdraw(agentId);
        if (block.timestamp < readyAt) revert AgentRegistryStillUnbonding(agentId, readyAt);
        _wallets[agentId].unbonding = 0;
        _agents[agentId].readyAt = 0;
        _totals.staked -= amount;
        emit StakeWithdrawn(agentId, owner, amount);
        _stakeToken.safeTransfer(owner, amount);
    }

    /// @inheritdoc IAgentRegistry
    function reserve(uint256 agentId, address account, address arbiter, uint256 amount)
        external
        returns (bool operator, bool arbiterIsAgentSide, uint256 stake, uint256 reserved)
    {
        if (msg.sender != escrow) revert AgentRegistryNotEscrow(msg.sender);
        address owner = _ownerOf(agentId);
        if (owner == address(0)) return (false, false, 0, 0);
        Agent storage a = _agents[agentId];
        bool walletIsOwner = a.walletIsOwner;
        operator = _isAgentSide(agentId, owner, walletIsOwner, account);
        arbiterIsAgentSide = arbiter != address(0) && _isAgentSide(agentId, owner, walletIsOwner, arbiter);
        stake = a.stake;
        reserved = a.reserved;
        uint256 next = reserved + amount;
        if (!operator || arbiterIsAgentSide || next > stake) return (operator, arbiterIsAgentSide, stake, reserved);
        // forge-lint: disable-next-line(unsafe-typecast) -- next <= stake <= uint96 max
        a.reserved = uint96(next);
    }

    /// @inheritdoc IAgentRegistry
    function release(uint256 agentId, uint256 amount, uint256 slashAmount, address slashTo, address requester)
        external
        nonReentrant
        returns (address payout, bool requesterIsAgentSide, uint256 slashed)
    {
        if (msg.sender != escrow) revert AgentRegistryNotEscrow(msg.sender);
        Agent memory a = _agents[agentId];
        address owner = _ownerOf(agentId);
        payout = a.walletIsOwner ? owner : _wallets[agentId].wallet;
        if (payout == address(0)) payout = owner;
        if (requester != address(0)) requesterIsAgentSide = _isAgentSide(agentId, owner, a.walletIsOwner, requester);
        if (amount > a.reserved) amount = a.reserved;
        if (slashAmount > amount) slashAmount = amount;
        if (slashTo == address(0)) slashAmount = 0;
        // forge-lint: disable-next-line(unsafe-typecast) -- amount <= reserved, a uint96
        _agents[agentId].reserved = a.reserved - uint96(amount);
        if (slashAmount != 0) slashed = _slash(agentId, a.stake, slashAmount, slashTo);
    }

    /// @inheritdoc IAgentRegistry
    function stakeOf(uint256 agentId) external view returns (uint256) {
        return _agents[agentId].stake;
    }

    /// @inheritdoc IAgentRegistry
    function unbondingOf(uint256 agentId) external view returns (uint256 amount, uint64 readyAt) {
        return (_wallets[agentId].unbonding, _agents[agentId].readyAt);
    }

    /// @inheritdoc IAgentRegistry
    function reservedOf(uint256 agentId) external view returns (uint256) {
        return _agents[agentId].reserved;
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
        if (from != address(0) && _walletOf(tokenId) != address(0)) {
            _clearWallet(tokenId);
            emit AgentWalletSet(tokenId, address(0), msg.sender);
            emit MetadataSet(tokenId, WALLET_KEY, WALLET_KEY, "");
        }
    }

    /// @dev Takes `amount` (<= the reservation just released <= stake) from the active stake to
    /// `to`. If the stake token refuses `to`, the stake is kept and 0 returned: the settlement goes on.
    function _slash(uint256 agentId, uint96 stake, uint256 amount, address to) private returns (uint256) {
        // forge-lint: disable-next-line(unsafe-typecast) -- amount <= reserved <= stake
        _agents[agentId].stake = stake - uint96(amount);
        // forge-lint: disable-next-line(unsafe-typecast) -- amount <= stake <= totals.staked
        _totals.staked -= uint128(amount);
        if (_stakeToken.trySafeTransfer(to, amount)) {
            emit Slashed(agentId, amount, to);
            return amount;
        }
        _agents[agentId].stake = stake;
        // forge-lint: disable-next-line(unsafe-typecast) -- restores what was subtracted above
        _totals.staked += uint128(amount);
        return 0;
    }

    /// @dev Owner, agent wallet or approved operator (the payout address is the wallet or the
    /// owner). The wallet slot is read only when the wallet is not the owner.
    function _isAgentSide(uint256 agentId, address owner, bool walletIsOwner, address account)
        private
        view
        returns (bool)
    {
        if (account == address(0)) return false;
        if (account == owner || (!walletIsOwner && account == _wallets[agentId].wallet)) return true;
        return _isAuthorized(owner, account, agentId);
    }

    /// @dev The agent wallet: the owner while `walletIsOwner`, else the stored wallet (0: unset).
    function _walletOf(uint256 agentId) private view returns (address) {
        return _agents[agentId].walletIsOwner ? _ownerOf(agentId) : _wallets[agentId].wallet;
    }

    /// @dev `agentWallet` metadata as ERC-8004 returns it: 20 packed bytes, empty when unset.
    function _walletBytes(address wallet) private pure returns (bytes memory) {
        return wallet == address(0) ? bytes("") : abi.encodePacked(wallet);
    }

    function _clearWallet(uint256 agentId) private {
        _agents[agentId].walletIsOwner = false;
        _wallets[agentId].wallet = address(0);
    }

    function _setMetadata(uint256 agentId, string memory key, bytes memory value) private {
        if (keccak256(bytes(key)) == WALLET_KEY_HASH) revert AgentRegistryReservedMetadataKey(key);
        _metadata[agentId][key] = value;
        emit MetadataSet(agentId, key, key, value);
    }

    function _requireAuthorized(uint256 agentId) private view returns (address owner) {
        owner = _requireOwned(agentId);
        if (!_isAuthorized(owner, msg.sender, agentId)) revert AgentRegistryNotAuthorized(agentId, msg.sender);
    }
}
