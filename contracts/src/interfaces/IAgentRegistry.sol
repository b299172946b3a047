// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title IAgentRegistry
/// @notice Staked agent identities: ERC-721 tokens in the shape of ERC-8004's Identity Registry
/// (register, agentURI, metadata, agent wallet) where registering requires a stake of at least
/// `minStake` of the stake token.
/// @dev Stake lifecycle: `register`/`increaseStake` add to the active stake; `requestUnstake`
/// moves FREE active stake (active minus reserved) into the unbonding bucket; `withdrawStake` pays
/// the unbonding bucket to the agent's owner once `unbondingPeriod` has passed since the LAST
/// request. Each claimed bounty reserves part of the active stake (`reserve`, escrow only) until it
/// settles (`release`, escrow only, which may slash at most that bounty's reservation). Reserved
/// stake cannot be unstaked, so the stake behind every open claim is always there for a ruling
/// (reserved <= active stake always holds), and the unbonding bucket is never slashed.
interface IAgentRegistry {
    /// @notice One metadata key/value pair, as in ERC-8004.
    struct MetadataEntry {
        string metadataKey;
        bytes metadataValue;
    }

    // ---------------------------------------------------------------- errors

    /// @notice The stake offered is below the registry's minimum.
    error AgentRegistryStakeTooLow(uint256 amount, uint256 minStake);
    /// @notice The amount is zero where a positive amount is needed.
    error AgentRegistryZeroAmount();
    /// @notice The stake would not fit the packed uint96 storage.
    error AgentRegistryStakeOverflow(uint256 amount);
    /// @notice The caller is neither the agent's owner nor approved for it.
    error AgentRegistryNotAuthorized(uint256 agentId, address caller);
    /// @notice The caller is not the escrow.
    error AgentRegistryNotEscrow(address caller);
    /// @notice An address argument is zero.
    error AgentRegistryZeroAddress();
    /// @notice Less active stake than requested to unstake.
    error AgentRegistryInsufficientStake(uint256 requested, uint256 available);
    /// @notice Nothing is unbonding for this agent.
    error AgentRegistryNothingToWithdraw(uint256 agentId);
    /// @notice The unbonding period has not passed yet.
    error AgentRegistryStillUnbonding(uint256 agentId, uint64 readyAt);
    /// @notice The EIP-712 wallet signature deadline has passed.
    error AgentRegistryExpiredSignature(uint256 deadline);
    /// @notice The wallet signature does not verify for the new wallet.
    error AgentRegistryInvalidSignature(address wallet);
    /// @notice `agentWallet` is reserved: it can only be set by `setAgentWallet`.
    error AgentRegistryReservedMetadataKey(string key);
    /// @notice A constructor parameter is out of its documented bounds.
    error AgentRegistryBadParameter(string name);
    /// @notice An ERC-1363 transfer callback that did not come from the stake token.
    error AgentRegistryNotStakeToken(address caller);
    /// @notice An ERC-1363 registration whose data does not decode as (agentURI, metadata).
    error AgentRegistryBadRegistrationData();

    // ---------------------------------------------------------------- events

    /// @notice A new agent was registered (ERC-8004).
    event Registered(uint256 indexed agentId, string agentURI, address indexed owner);
    /// @notice The agent URI changed (ERC-8004).
    event URIUpdated(uint256 indexed agentId, string newURI, address indexed updatedBy);
    /// @notice A metadata entry was set (ERC-8004).
    event MetadataSet(
        uint256 indexed agentId, string indexed indexedMetadataKey, string metadataKey, bytes metadataValue
    );
    /// @notice The agent wallet changed; zero means "pay the owner". ERC-8004's
    /// MetadataSet("agentWallet", wallet) is emitted with it (empty bytes when cleared).
    event AgentWalletSet(uint256 indexed agentId, address indexed wallet, address indexed setBy);
    /// @notice Stake was added by `from`; `stake` is the new active stake.
    event StakeIncreased(uint256 indexed agentId, address indexed from, uint256 amount, uint256 stake);
    /// @notice Stake moved from active to unbonding; withdrawable at `readyAt`.
    event UnstakeRequested(uint256 indexed agentId, uint256 amount, uint256 unbonding, uint64 readyAt);
    /// @notice Unbonded stake was paid to `to`.
    event StakeWithdrawn(uint256 indexed agentId, address indexed to, uint256 amount);
    /// @notice Stake was slashed by the escrow and sent to `recipient`.
    event Slashed(uint256 indexed agentId, uint256 amount, address indexed recipient);

    // ---------------------------------------------------------------- identity (ERC-8004 shape)

    /// @notice Registers a new agent owned by the caller and stakes `stakeAmount` of the stake
    /// token, pulled from the caller with `transferFrom` (approve first).
    /// @dev The agent wallet starts as the caller (no AgentWalletSet event: implied by Registered;
    /// ERC-8004's MetadataSet("agentWallet", caller) is emitted). Ids start at 1 (0 means "none" elsewhere).
    /// @param agentURI URI of the agent's registration file (ERC-8004).
    /// @param metadata Initial metadata entries; the key `agentWallet` is reserved.
    /// @param stakeAmount Stake to lock, at least `minStake()`.
    /// @return agentId The new agent's token id.
    function register(string calldata agentURI, MetadataEntry[] calldata metadata, uint256 stakeAmount)
        external
        returns (uint256 agentId);

    /// @notice `register` in one transaction without a prior `approve`: first sets the caller's
    /// allowance with an ERC-2612 permit it signed for this registry, `stakeAmount` and
    /// `deadline`. Works with any stake token that implements ERC-2612.
    /// @dev If the permit call fails (e.g. someone submitted the same permit first), the
    /// registration still goes on when the allowance is already there; otherwise the permit's
    /// error is returned.
    function registerWithPermit(
        string calldata agentURI,
        MetadataEntry[] calldata metadata,
        uint256 stakeAmount,
        uint256 deadline,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external returns (uint256 agentId);

    /// @notice ERC-8004 `register(agentURI, metadata)`: `register` with exactly `minStake()` of
    /// stake, pulled from the caller (approve it first). Lets an ERC-8004 client register here;
    /// without the allowance it reverts like `register` (the stake is never optional).
    function register(string calldata agentURI, MetadataEntry[] calldata metadata) external returns (uint256 agentId);

    /// @notice ERC-8004 `register(agentURI)`: `register` with no metadata and `minStake()` of stake.
    function register(string calldata agentURI) external returns (uint256 agentId);

    /// @notice ERC-8004 `register()`: no URI yet (set it with `setAgentURI`), `minStake()` of stake.
    function register() external returns (uint256 agentId);

    /// @notice Sets the agent URI. Only the owner or an approved operator.
    function setAgentURI(uint256 agentId, string calldata newURI) external;

    /// @notice Returns the agent URI (same as `tokenURI`).
    function agentURI(uint256 agentId) external view returns (string memory);

    /// @notice Returns a metadata value. For the key `agentWallet`, the 20-byte packed wallet
    /// (empty when unset), as ERC-8004 returns it.
    function getMetadata(uint256 agentId, string calldata metadataKey) external view returns (bytes memory);

    /// @notice Sets a metadata value. Only the owner or an approved operator; `agentWallet` is reserved.
    function setMetadata(uint256 agentId, string calldata metadataKey, bytes calldata metadataValue) external;

    /// @notice Sets the agent wallet (where bounty payments go) with an EIP-712 signature of
    /// `AgentWalletSet(uint256 agentId,address newWallet,address owner,uint256 nonce,uint256 deadline)`
    /// by `newWallet` (ECDSA or ERC-1271), under the domain ("AgentSite AgentRegistry", "1",
    /// chainid, this registry). The nonce is per agent, so a signature works once; binding the
    /// owner makes it void after a transfer; the domain makes it void on other chains/registries.
    /// @dev Only the owner or an approved operator may submit it. The wallet is cleared on transfer.
    function setAgentWallet(uint256 agentId, address newWallet, uint256 deadline, bytes calldata signature) external;

    /// @notice Clears the agent wallet (payments then go to the owner). Owner or approved operator.
    function unsetAgentWallet(uint256 agentId) external;

    /// @notice The agent wallet, or zero when unset.
    function getAgentWallet(uint256 agentId) external view returns (address);

    /// @notice The account that receives the agent's payments: the wallet, or the owner if unset.
    function payoutAddress(uint256 agentId) external view returns (address);

    /// @notice True if `account` may act for the agent (owner, approved operator or agent wallet).
    function isAgentOperator(uint256 agentId, address account) external view returns (bool);

    /// @notice One call for the escrow: whether `account` may act for the agent, and its active stake.
    /// @return operator True for the owner, an approved operator or the agent wallet.
    /// @return stake The active stake (zero for an unknown agent).
    function agentStatus(uint256 agentId, address account) external view returns (bool operator, uint256 stake);

    /// @notice ERC-8004 reference-registry read: true if `spender` is the owner or approved for
    /// the agent (not the agent wallet). Reverts for an agent that does not exist.
    function isAuthorizedOrOwner(address spender, uint256 agentId) external view returns (bool);

    /// @notice Current nonce for `setAgentWallet` signatures of this agent.
    function walletNonce(uint256 agentId) external view returns (uint256);

    /// @notice The EIP-712 struct hash type used by `setAgentWallet`.
    function AGENT_WALLET_TYPEHASH() external view returns (bytes32);

    /// @notice The EIP-712 domain separator for this chain and registry.
    function domainSeparator() external view returns (bytes32);

    /// @notice Number of agents ever registered (the highest agentId).
    function totalAgents() external view returns (uint256);

    // ---------------------------------------------------------------- stake

    /// @notice Adds stake to an existing agent, pulled from the caller. Anyone may top up.
    function increaseStake(uint256 agentId, uint256 amount) external;

    /// @notice Moves `amount` of free active stake (active minus reserved) into unbonding and
    /// restarts the unbonding clock. Only the owner or an approved operator.
    function requestUnstake(uint256 agentId, uint256 amount) external;

    /// @notice After the unbonding period, pays the whole unbonding bucket to the agent's owner.
    /// Only the owner or an approved operator.
    function withdrawStake(uint256 agentId) external;

    /// @notice One call for a claim: whether `account` may act for the agent, whether `arbiter`
    /// is on the agent's side (owner, agent wallet or approved operator; the payout address is the
    /// wallet or the owner), the active stake and the stake reserved before this call. Reserves
    /// `amount` more only when `account` is an operator, `arbiter` is not agent-side and
    /// reserved + amount <= stake; otherwise it changes nothing (the escrow then reverts with its
    /// own error). Only the escrow.
    function reserve(uint256 agentId, address account, address arbiter, uint256 amount)
        external
        returns (bool operator, bool arbiterIsAgentSide, uint256 stake, uint256 reserved);

    /// @notice One call for a settlement: releases `amount` of the agent's reserved stake and
    /// slashes at most that released amount (min(slashAmount, amount)) from the active stake to
    /// `slashTo`; returns the payout address and whether `requester` is agent-side (the zero
    /// address is not checked). If the stake token refuses `slashTo`, nothing is slashed
    /// (`slashed` is 0) and the release still happens. Only the escrow.
    function release(uint256 agentId, uint256 amount, uint256 slashAmount, address slashTo, address requester)
        external
        returns (address payout, bool requesterIsAgentSide, uint256 slashed);

    /// @notice Active stake (not counting unbonding).
    function stakeOf(uint256 agentId) external view returns (uint256);

    /// @notice Unbonding stake and when it becomes withdrawable.
    function unbondingOf(uint256 agentId) external view returns (uint256 amount, uint64 readyAt);

    /// @notice Active stake reserved by open claims (never more than the active stake).
    function reservedOf(uint256 agentId) external view returns (uint256);

    /// @notice True if the agent exists and its active stake is at least `minStake`.
    function isActive(uint256 agentId) external view returns (bool);

    /// @notice Sum of all active and unbonding stake held by the registry.
    function totalStaked() external view returns (uint256);

    /// @notice The stake token.
    function stakeToken() external view returns (address);

    /// @notice The minimum active stake for an agent to be active.
    function minStake() external view returns (uint256);

    /// @notice Seconds between the last `requestUnstake` and `withdrawStake`.
    function unbondingPeriod() external view returns (uint64);

    /// @notice The escrow allowed to reserve, release and slash (immutable, set at construction).
    function escrow() external view returns (address);
}
