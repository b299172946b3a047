// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title IPaymentChannels
/// @notice One-way payment channels, in native ETH (`token == address(0)`) or an ERC-20, from a
/// payer to a payee (an agent's payout address), paid off chain with cumulative vouchers.
/// @dev A channel is named by the EIP-712 hash of its settings ({Channel}: payer, payee, token,
/// voucher signer, salt) under this contract's domain, so the id binds the chain and the
/// deployment and nothing about a channel but its balances is stored.
/// States and exits:
///  - None     -> open (payer, with a deposit)
///  - Open     -> topUp (payer) | claim/claimBatch (anyone, pays the payee)
///                | requestWithdrawal (payer)
///  - Closing  -> claim/claimBatch (until `withdrawableAt`) | topUp (payer: cancels the request)
///                | withdraw after `withdrawableAt` (anyone: the unclaimed rest to the payer)
///                and back to None in the next epoch: the settings may be opened again, and
///                no voucher signed before the withdrawal pays from a later deposit
///  - any      -> collectFees (anyone: the fees held for the channel to the treasury)
/// Vouchers are EIP-712 `Voucher(bytes32 channelId,uint24 epoch,uint256 amount)` signed by the channel's
/// signer (ECDSA, or ERC-1271 when the signer is a contract); `amount` is cumulative, so only
/// the highest voucher matters and no voucher pays twice. A hash-chain commitment
/// (`ChainCommit`, EIP-712 `Chain`) lets one signature pay many calls: each revealed word is a
/// voucher for `base + index * unit` (see `claimWord`). A claim pays
/// `min(amount, deposited) - claimed`: never more than the deposit.
/// Payments are pushed with a gas cap; a failed push is credited to `owed[token][account]` and
/// pulled with `withdrawOwed`. The protocol fee is taken from what the payee receives, per
/// channel and epoch on the cumulative claimed amount: after claims up to C the treasury is due
/// ceil(C * feeBps / 10000), so a claim raising claimed from C0 to C1 pushes the payee
/// (C1 - C0) - (fee(C1) - fee(C0)), and the fee stays in the contract, held for the channel
/// (`feeHeld`), until `collectFees` (anyone) or the channel's `withdraw` credits it to the
/// treasury's `owed` (a claim writes no fee). There is no admin.
interface IPaymentChannels {
    /// @notice A channel's settings; its id is their EIP-712 hash (see `channelId`).
    /// @param payer Who deposits and gets the unclaimed rest back.
    /// @param payee Who is paid (an agent's payout address).
    /// @param token ERC-20 of the channel, or address(0) for native ETH.
    /// @param signer Who signs vouchers: the payer or a session key it chose (non-zero).
    /// @param salt Distinguishes channels with the same parties.
    struct Channel {
        address payer;
        address payee;
        address token;
        address signer;
        bytes32 salt;
    }

    /// @notice A channel's balances, one storage slot.
    /// @param deposited Deposits minus withdrawals (>= claimed; 0 for a channel that does not exist).
    /// @param claimed Cumulative amount claimed (the highest voucher paid).
    /// @param withdrawableAt When a requested withdrawal may be executed and claims stop; 0 if none.
    /// @param epoch How many withdrawals the settings went through; vouchers bind it.
    struct ChannelState {
        uint96 deposited;
        uint96 claimed;
        uint40 withdrawableAt;
        uint24 epoch;
    }

    /// @notice One channel of a `claimBatch` (the payee and token are the batch's).
    struct BatchClaim {
        address payer;
        address signer;
        bytes32 salt;
        uint256 amount;
        bytes signature;
    }

    /// @notice A hash-chain commitment, signed (EIP-712 `Chain(bytes32 channelId,uint24 epoch,
    /// uint256 base,uint256 unit,uint32 length,bytes32 root)`) by the channel's signer. Its words:
    /// word_0 = root, keccak256(word_i) == word_{i-1} for i in 1..length; revealing word_i
    /// authorises the cumulative amount base + i * unit in the channel's current epoch.
    struct ChainCommit {
        uint256 base;
        uint256 unit;
        uint32 length;
        bytes32 root;
    }

    /// @notice One channel of a `claimWordBatch` (the payee and token are the batch's): a
    /// commitment, its signature, and a word of its chain with the word's index.
    struct WordClaim {
        address payer;
        address signer;
        bytes32 salt;
        ChainCommit chain;
        bytes signature;
        bytes32 word;
        uint32 index;
    }

    /// @notice A channel was opened with its first deposit.
    event ChannelOpened(
        bytes32 indexed id,
        address indexed payer,
        address indexed payee,
        address token,
        address signer,
        bytes32 salt,
        uint256 deposit
    );
    /// @notice The payer added `amount`; `deposited` is the new total.
    event ChannelToppedUp(bytes32 indexed id, uint256 amount, uint256 deposited);
    /// @notice A voucher was claimed: `cumulative` is now claimed (this claim paid the rise over
    /// the previous cumulative, before the fee; one word less keeps a batch under 20k a channel).
    event ChannelClaimed(bytes32 indexed id, uint256 cumulative);
    /// @notice The payer asked to withdraw; claims stay open until `withdrawableAt`.
    event ChannelWithdrawalRequested(bytes32 indexed id, uint64 withdrawableAt);
    /// @notice A pending withdrawal was cancelled by a top-up.
    event ChannelWithdrawalCancelled(bytes32 indexed id);
    /// @notice The unclaimed rest `amount` went back to the payer.
    event ChannelWithdrawn(bytes32 indexed id, address indexed payer, uint256 amount);
    /// @notice A push payment failed and was credited to `owed` instead.
    event ChannelPaymentDeferred(address indexed token, address indexed to, uint256 amount);
    /// @notice `fee` of channel `id`'s fees held went to the treasury's `owed` in `token`
    /// (by `collectFees`, or by the channel's `withdraw`).
    event ChannelFeeCollected(bytes32 indexed id, address indexed token, uint256 fee);
    /// @notice `account` pulled its `owed` credit to `to`.
    event ChannelOwedWithdrawn(address indexed token, address indexed account, address to, uint256 amount);

    /// @notice A required address was zero.
    error ChannelZeroAddress();
    /// @notice A constructor parameter is out of bounds.
    error ChannelBadParameter(string name);
    /// @notice A deposit of zero, or one that would take the channel past 2^96-1; or a word
    /// whose amount base + index * unit is past 2^256-1.
    error ChannelBadAmount(uint256 amount);
    /// @notice msg.value differs from what the call needs.
    error ChannelBadValue(uint256 sent, uint256 expected);
    /// @notice Only the channel's payer may do this.
    error ChannelNotPayer(address caller, address payer);
    /// @notice `open` of a channel that holds a deposit already (use `topUp`).
    error ChannelExists(bytes32 id);
    /// @notice The channel holds no deposit.
    error ChannelUnknown(bytes32 id);
    /// @notice The token delivered `received` for a transfer of `expected` (fee-on-transfer).
    error ChannelFeeOnTransferToken(address token, uint256 received, uint256 expected);
    /// @notice The voucher is not above what was claimed, once capped at the deposit.
    error ChannelNothingToClaim(bytes32 id, uint256 amount, uint256 claimed, uint256 deposited);
    /// @notice The voucher's signature is not the channel signer's.
    error ChannelBadSignature(bytes32 id);
    /// @notice A word claim whose commitment is longer than MAX_CHAIN_LENGTH, whose index is past
    /// the commitment's length, or whose word does not hash to the root in `index` steps.
    error ChannelBadWord(bytes32 id);
    /// @notice Claims stopped at `withdrawableAt`: the payer's withdrawal comes first.
    error ChannelChallengeOver(bytes32 id, uint64 withdrawableAt);
    /// @notice A withdrawal is already pending until `withdrawableAt`.
    error ChannelWithdrawalPending(bytes32 id, uint64 withdrawableAt);
    /// @notice No withdrawal was requested.
    error ChannelNoWithdrawal(bytes32 id);
    /// @notice The challenge period runs until `withdrawableAt`.
    error ChannelChallengeRunning(bytes32 id, uint64 withdrawableAt);
    /// @notice A batch with no claims.
    error ChannelEmptyBatch();
    /// @notice Nothing is owed to `account` in `token`.
    error ChannelNothingOwed(address token, address account);
    /// @notice `collectFees` found no fee held on any channel it was given.
    error ChannelNoFees();
    /// @notice A pulled ETH transfer failed.
    error ChannelTransferFailed(address token, address to, uint256 amount);

    /// @notice Opens `c` with a deposit of `amount` (msg.value for ETH; an ERC-20 needs an
    /// allowance). Only the payer; the channel must hold nothing (new settings, or withdrawn: a new epoch).
    /// @return id The channel id.
    function open(Channel calldata c, uint256 amount) external payable returns (bytes32 id);

    /// @notice Adds `amount` to an open channel; cancels a pending withdrawal. Only the payer.
    function topUp(Channel calldata c, uint256 amount) external payable;

    /// @notice Pays the payee of `c` up to the voucher `amount` (cumulative), signed by `c.signer`.
    /// Anyone may submit it; until a requested withdrawal's `withdrawableAt`.
    /// @return paid What this claim paid, before the fee.
    function claim(Channel calldata c, uint256 amount, bytes calldata signature) external returns (uint256 paid);

    /// @notice Claims many channels of one payee in one token, paid in one transfer. An entry
    /// that pays nothing now (already claimed up to it, or its claims are over) is skipped and
    /// emits nothing, so nobody can void a batch by front-running one entry; a bad signature
    /// reverts the batch, and so does a batch that pays nothing at all (ChannelNothingToClaim).
    /// @return paid The total paid, before the fee.
    function claimBatch(address payee, address token, BatchClaim[] calldata claims) external returns (uint256 paid);

    /// @notice Pays the payee of `c` up to base + index * unit of commitment `k` (signed by
    /// `c.signer` over the channel's current epoch), given `word`, the chain's word at `index`:
    /// keccak256 applied `index` times to `word` must give `k.root`, index <= k.length <=
    /// MAX_CHAIN_LENGTH. Then exactly a voucher claim for that amount (see `claim`).
    /// @return paid What this claim paid, before the fee.
    function claimWord(Channel calldata c, ChainCommit calldata k, bytes calldata signature, bytes32 word, uint32 index)
        external
        returns (uint256 paid);

    /// @notice `claimBatch` with words: entries that pay nothing now are skipped (their word
    /// and signature unchecked); a bad word or signature of an entry that pays reverts the
    /// batch, and so does a batch that pays nothing at all.
    /// @return paid The total paid, before the fee.
    function claimWordBatch(address payee, address token, WordClaim[] calldata claims) external returns (uint256 paid);

    /// @notice Starts the challenge period; the payee can claim until it ends. Only the payer.
    /// @return withdrawableAt When `withdraw` may be called.
    function requestWithdrawal(Channel calldata c) external returns (uint64 withdrawableAt);

    /// @notice After the challenge period, sends the unclaimed rest to the payer, and credits the
    /// channel's fees still held to the treasury (the epoch's fee record starts again at 0). Anyone.
    /// @return amount What the payer got back.
    function withdraw(Channel calldata c) external returns (uint256 amount);

    /// @notice Credits the fees held for each channel of `cs` (fee(claimed) - `feeCollected`) to
    /// the treasury's `owed` in the channel's token, and records them collected. Anyone, any
    /// state: the exit of the fees of a channel that stays open or whose payer is gone. Entries
    /// holding no fee (already collected, unknown settings) are skipped; a call that collects
    /// nothing reverts (ChannelNoFees), an empty one too (ChannelEmptyBatch).
    /// @return total The fees credited.
    function collectFees(Channel[] calldata cs) external returns (uint256 total);

    /// @notice Pulls the caller's `owed` credit in `token` to `to`. For an ERC-20, at most what
    /// the contract holds of it (the rest stays owed: only a token that rebases down, which is
    /// unsupported, can leave it short).
    function withdrawOwed(address token, address to) external;

    /// @notice The id of `c`: the EIP-712 hash of its settings under this contract's domain.
    function channelId(Channel calldata c) external view returns (bytes32);

    /// @notice The EIP-712 digest a signer signs for a cumulative `amount` on channel `id` in
    /// its current epoch.
    function voucherDigest(bytes32 id, uint256 amount) external view returns (bytes32);

    /// @notice The EIP-712 digest a signer signs for commitment `k` on channel `id` in its
    /// current epoch.
    function chainDigest(bytes32 id, ChainCommit calldata k) external view returns (bytes32);

    /// @notice The balances of channel `id`.
    function channels(bytes32 id) external view returns (ChannelState memory);

    /// @notice The fees of channel `id` already credited to the treasury in its current epoch
    /// (0 after a withdrawal).
    function feeCollected(bytes32 id) external view returns (uint256);

    /// @notice The fees of channel `id` held in the contract, not yet credited to the treasury:
    /// ceil(claimed * feeBps / 10000) - feeCollected(id).
    function feeHeld(bytes32 id) external view returns (uint256);

    /// @notice Pull credits: failed pushes and collected protocol fees, by token and account.
    function owed(address token, address account) external view returns (uint256);
}
