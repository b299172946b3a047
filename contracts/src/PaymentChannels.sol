// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {IPaymentChannels} from "./interfaces/IPaymentChannels.sol";
import {ChannelProofs} from "./ChannelProofs.sol";

/// @title PaymentChannels
/// @notice One-way channels paid with cumulative EIP-712 vouchers or hash-chain words. See {IPaymentChannels}.
/// @dev Storage: one slot per channel ({IPaymentChannels-ChannelState}), which a claim reads and
/// writes, and a second one, the channel's fee already collected ({feeCollected}), written only
/// by `collectFees` (read and zeroed at the withdrawal); the settings travel in calldata and are
/// bound by the id. Every function that moves value is `nonReentrant`
/// (transient guard) and follows checks-effects-interactions: balances move before any external
/// call. Tokens, payers, payees and signers are untrusted; fee-on-transfer tokens are refused;
/// tokens whose balances change on their own (rebasing) are unsupported (see contracts/README).
contract PaymentChannels is IPaymentChannels, EIP712, ReentrancyGuardTransient, ChannelProofs {
    using SafeERC20 for IERC20;

    /// @notice Upper bound on the protocol fee (10 %), as for bounties.
    uint16 public constant MAX_FEE_BPS = 1000;
    /// @notice Bounds of the challenge period.
    uint64 public constant MIN_CHALLENGE = 1 minutes;
    uint64 public constant MAX_CHALLENGE = 30 days;
    /// @notice Gas forwarded to a push payment; a receiver that needs more is credited instead.
    uint256 public constant PUSH_GAS = 100_000;
    uint16 internal constant BPS = 10_000;

    /// @notice EIP-712 type of a channel's settings (its id).
    bytes32 public constant CHANNEL_TYPEHASH =
        keccak256("Channel(address payer,address payee,address token,address signer,bytes32 salt)");
    /// @notice EIP-712 type of a voucher.
    /// The epoch is the channel's ({ChannelState-epoch}): a withdrawal voids every earlier voucher.
    bytes32 public constant VOUCHER_TYPEHASH = keccak256("Voucher(bytes32 channelId,uint24 epoch,uint256 amount)");
    /// @notice EIP-712 type of a hash-chain commitment: revealing word i of the chain authorises
    /// `base + i * unit` on the channel in that epoch, as a voucher for that amount would.
    bytes32 public constant CHAIN_TYPEHASH =
        keccak256("Chain(bytes32 channelId,uint24 epoch,uint256 base,uint256 unit,uint32 length,bytes32 root)");
    /// @notice Longest chain a commitment may name (bounds the walk a claim pays for).
    uint32 public constant MAX_CHAIN_LENGTH = 4096;

    /// @notice Receives protocol fees (credited to `owed` when a channel's fees are collected).
    address public immutable treasury;
    /// @notice Protocol fee in basis points of what the payee is paid, <= MAX_FEE_BPS.
    uint16 public immutable feeBps;
    /// @notice Seconds between a withdrawal request and the withdrawal, in which the payee can claim.
    uint64 public immutable challengePeriod;

    mapping(bytes32 id => ChannelState) private _channels;
    /// @inheritdoc IPaymentChannels
    /// @dev Written only by `collectFees` and zeroed by `withdraw`: a claim writes no fee.
    mapping(bytes32 id => uint256) public feeCollected;
    /// @inheritdoc IPaymentChannels
    mapping(address token => mapping(address account => uint256)) public owed;

    /// @param treasury_ Fee receiver (non-zero).
    /// @param feeBps_ Protocol fee, 0..1000 bps.
    /// @param challengePeriod_ Seconds from a withdrawal request to the withdrawal, 1 minute..30 days.
    constructor(address treasury_, uint16 feeBps_, uint64 challengePeriod_) EIP712("AgentSite PaymentChannels", "1") {
        if (treasury_ == address(0)) revert ChannelZeroAddress();
        if (feeBps_ > MAX_FEE_BPS) revert ChannelBadParameter("feeBps");
        if (challengePeriod_ < MIN_CHALLENGE || challengePeriod_ > MAX_CHALLENGE) {
            revert ChannelBadParameter("challengePeriod");
        }
        treasury = treasury_;
        feeBps = feeBps_;
        challengePeriod = challengePeriod_;
    }

    // ---------------------------------------------------------------- deposits

    /// @inheritdoc IPaymentChannels
    function open(Channel calldata c, uint256 amount) external payable nonReentrant returns (bytes32 id) {
        if (c.payee == address(0) || c.signer == address(0)) revert ChannelZeroAddress();
        id = _requirePayer(c);
        ChannelState storage s = _channels[id];
        if (s.deposited != 0) revert ChannelExists(id);
        _checkAmount(amount, 0);
        // forge-lint: disable-next-line(unsafe-typecast) _checkAmount bounds it by 2^96-1
        s.deposited = uint96(amount);
        emit ChannelOpened(id, c.payer, c.payee, c.token, c.signer, c.salt, amount);
        _pullDeposit(c.token, amount);
    }

    /// @inheritdoc IPaymentChannels
    function topUp(Channel calldata c, uint256 amount) external payable nonReentrant {
        bytes32 id = _requirePayer(c);
        ChannelState storage s = _channels[id];
        uint256 deposited = s.deposited;
        if (deposited == 0) revert ChannelUnknown(id);
        _checkAmount(amount, deposited);
        // forge-lint: disable-next-line(unsafe-typecast) _checkAmount bounds the sum by 2^96-1
        s.deposited = uint96(deposited + amount);
        if (s.withdrawableAt != 0) {
            s.withdrawableAt = 0;
            emit ChannelWithdrawalCancelled(id);
        }
        emit ChannelToppedUp(id, amount, deposited + amount);
        _pullDeposit(c.token, amount);
    }

    // ---------------------------------------------------------------- claims

    /// @inheritdoc IPaymentChannels
    function claim(Channel calldata c, uint256 amount, bytes calldata signature)
        external
        nonReentrant
        returns (uint256 paid)
    {
        (address payee, address token, address signer) = (c.payee, c.token, c.signer);
        bytes32 id = _idOf(c.payer, payee, token, signer, c.salt);
        (uint256 both, uint24 epoch) = _claim(id, amount, true);
        if (!_validSignature(signer, _voucherDigest(id, epoch, amount), signature)) revert ChannelBadSignature(id);
        paid = both >> 128;
        // forge-lint: disable-next-line(unsafe-typecast) the pair's low half: the payee's part
        _push(token, payee, uint128(both));
    }

    /// @inheritdoc IPaymentChannels
    function claimBatch(address payee, address token, BatchClaim[] calldata claims)
        external
        nonReentrant
        returns (uint256 paid)
    {
        uint256 n = claims.length;
        if (n == 0) revert ChannelEmptyBatch();
        uint256 both;
        for (uint256 i; i < n; ++i) {
            BatchClaim calldata b = claims[i];
            bytes32 id = _idOf(b.payer, payee, token, b.signer, b.salt);
            (uint256 p, uint24 epoch) = _claim(id, b.amount, false);
            if (p == 0) continue;
            if (!_validSignature(b.signer, _voucherDigest(id, epoch, b.amount), b.signature)) {
                revert ChannelBadSignature(id);
            }
            both += p;
        }
        paid = _payBatch(token, payee, both);
    }

    /// @inheritdoc IPaymentChannels
    function claimWord(Channel calldata c, ChainCommit calldata k, bytes calldata signature, bytes32 word, uint32 index)
        external
        nonReentrant
        returns (uint256 paid)
    {
        (address payee, address token, address signer) = (c.payee, c.token, c.signer);
        bytes32 id = _idOf(c.payer, payee, token, signer, c.salt);
        uint256 both = _wordClaim(id, signer, k, signature, word, index, true);
        paid = both >> 128;
        // forge-lint: disable-next-line(unsafe-typecast) the pair's low half: the payee's part
        _push(token, payee, uint128(both));
    }

    /// @inheritdoc IPaymentChannels
    function claimWordBatch(address payee, address token, WordClaim[] calldata claims)
        external
        nonReentrant
        returns (uint256 paid)
    {
        uint256 n = claims.length;
        if (n == 0) revert ChannelEmptyBatch();
        uint256 both;
        for (uint256 i; i < n; ++i) {
            WordClaim calldata w = claims[i];
            bytes32 id = _idOf(w.payer, payee, token, w.signer, w.salt);
            both += _wordClaim(id, w.signer, w.chain, w.signature, w.word, w.index, false);
        }
        paid = _payBatch(token, payee, both);
    }

    // ---------------------------------------------------------------- withdrawal

    /// @inheritdoc IPaymentChannels
    function requestWithdrawal(Channel calldata c) external returns (uint64 withdrawableAt) {
        bytes32 id = _requirePayer(c);
        ChannelState storage s = _channels[id];
        if (s.deposited == 0) revert ChannelUnknown(id);
        if (s.withdrawableAt != 0) revert ChannelWithdrawalPending(id, s.withdrawableAt);
        withdrawableAt = uint64(block.timestamp) + challengePeriod;
        // forge-lint: disable-next-line(unsafe-typecast) a timestamp plus 30 days fits 40 bits
        s.withdrawableAt = uint40(withdrawableAt);
        emit ChannelWithdrawalRequested(id, withdrawableAt);
    }

    /// @inheritdoc IPaymentChannels
    function withdraw(Channel calldata c) external nonReentrant returns (uint256 amount) {
        bytes32 id = _idOf(c.payer, c.payee, c.token, c.signer, c.salt);
        ChannelState storage s = _channels[id];
        uint64 at = s.withdrawableAt;
        if (at == 0) revert ChannelNoWithdrawal(id);
        if (block.timestamp < at) revert ChannelChallengeRunning(id, at);
        uint256 claimed = s.claimed;
        amount = s.deposited - claimed;
        // The withdrawal ends the channel's epoch: back to None, and every voucher signed so far
        // (they bind the epoch) is void, so reopening the settings cannot revive one. 2^24
        // withdrawals of one channel take >= 31 years (a challenge period is >= 1 minute).
        unchecked {
            _channels[id] = ChannelState(0, 0, 0, s.epoch + 1);
        }
        // The epoch's fees still held go to the treasury, and its fee record starts again at 0.
        if (claimed != 0) {
            uint256 collected = feeCollected[id];
            if (collected != 0) delete feeCollected[id];
            _creditFee(id, c.token, _feeOf(claimed) - collected);
        }
        emit ChannelWithdrawn(id, c.payer, amount);
        _push(c.token, c.payer, amount);
    }

    /// @inheritdoc IPaymentChannels
    function collectFees(Channel[] calldata cs) external nonReentrant returns (uint256 total) {
        uint256 n = cs.length;
        if (n == 0) revert ChannelEmptyBatch();
        for (uint256 i; i < n; ++i) {
            Channel calldata c = cs[i];
            bytes32 id = _idOf(c.payer, c.payee, c.token, c.signer, c.salt);
            uint256 due = _feeOf(_channels[id].claimed);
            uint256 collected = feeCollected[id];
            if (due == collected) continue;
            feeCollected[id] = due;
            due -= collected;
            _creditFee(id, c.token, due);
            total += due;
        }
        if (total == 0) revert ChannelNoFees();
    }

    /// @inheritdoc IPaymentChannels
    function withdrawOwed(address token, address to) external nonReentrant {
        if (to == address(0)) revert ChannelZeroAddress();
        uint256 amount = owed[token][msg.sender];
        if (amount == 0) revert ChannelNothingOwed(token, msg.sender);
        if (token != address(0)) {
            // A token whose balances shrink on their own (unsupported, see the README) can leave
            // the contract short: pay what it holds and keep the rest owed, rather than nothing.
            uint256 held = IERC20(token).balanceOf(address(this));
            if (held < amount) amount = held;
            if (amount == 0) revert ChannelNothingOwed(token, msg.sender);
        }
        owed[token][msg.sender] -= amount;
        emit ChannelOwedWithdrawn(token, msg.sender, to, amount);
        if (token == address(0)) {
            (bool ok,) = to.call{value: amount}("");
            if (!ok) revert ChannelTransferFailed(token, to, amount);
        } else {
            IERC20(token).safeTransfer(to, amount);
        }
    }

    // ---------------------------------------------------------------- views

    /// @inheritdoc IPaymentChannels
    function channelId(Channel calldata c) external view returns (bytes32) {
        return _idOf(c.payer, c.payee, c.token, c.signer, c.salt);
    }

    /// @inheritdoc IPaymentChannels
    function voucherDigest(bytes32 id, uint256 amount) external view returns (bytes32) {
        return _voucherDigest(id, _channels[id].epoch, amount);
    }

    /// @inheritdoc IPaymentChannels
    function chainDigest(bytes32 id, ChainCommit calldata k) external view returns (bytes32) {
        return _chainDigest(id, _channels[id].epoch, k);
    }

    /// @inheritdoc IPaymentChannels
    function channels(bytes32 id) external view returns (ChannelState memory) {
        return _channels[id];
    }

    /// @inheritdoc IPaymentChannels
    function feeHeld(bytes32 id) external view returns (uint256) {
        return _feeOf(_channels[id].claimed) - feeCollected[id];
    }

    // ---------------------------------------------------------------- internals

    /// @dev A word claim: the commitment's bounds and amount (always), {_claim}, then, if it
    /// pays, the word's walk to the root and the commitment's signature. Returns {_claim}'s
    /// pair: what it pays before the fee (high 128 bits) and after it (low 128 bits).
    function _wordClaim(
        bytes32 id,
        address signer,
        ChainCommit calldata k,
        bytes calldata signature,
        bytes32 word,
        uint32 index,
        bool strict
    ) private returns (uint256 paid) {
        uint256 amount = _wordAmount(id, k, index);
        uint24 epoch;
        (paid, epoch) = _claim(id, amount, strict);
        if (paid == 0) return 0;
        if (_walk(word, index) != k.root) revert ChannelBadWord(id);
        if (!_validSignature(signer, _chainDigest(id, epoch, k), signature)) revert ChannelBadSignature(id);
    }

    /// @dev Records a claim of the cumulative `amount` on channel `id`; returns what it pays
    /// and the channel's epoch. What it pays is a pair in one word, so a batch adds both with
    /// one addition: before the fee in the high 128 bits, the payee's part (after the fee) in
    /// the low 128 bits (both < 2^96, and a batch's sums stay under 2^128). The fee is the
    /// rise of the channel's cumulative fee, {_feeOf}(claimed) (see {feeCollected}): nothing
    /// is written for it here; it stays in the contract, held for the channel, until
    /// `collectFees` or `withdraw` credits it to the treasury. The caller checks that `amount` is authorised
    /// (a voucher's signature, a word and its commitment) when it pays, and reverts if not: a
    /// revert undoes this record, and the only call in between (ERC-1271) is a staticcall. A
    /// claim that pays nothing now (claims over, or not above what was claimed) reverts when
    /// `strict`, and is skipped (returns 0, emits nothing, its proof unchecked) in a batch, so a
    /// front-run of one entry cannot void the others.
    function _claim(bytes32 id, uint256 amount, bool strict) private returns (uint256 paid, uint24 epoch) {
        ChannelState storage s = _channels[id];
        // One SLOAD and one SSTORE of the packed slot (see {ChannelState}): deposited in bits
        // 0..95, claimed 96..191, withdrawableAt 192..231, epoch 232..255.
        uint256 slot;
        assembly ("memory-safe") {
            slot := sload(s.slot)
        }
        // forge-lint: disable-next-line(unsafe-typecast) unpacks a field of the slot
        uint256 deposited = uint96(slot);
        // forge-lint: disable-next-line(unsafe-typecast) unpacks a field of the slot
        uint256 claimed = uint96(slot >> 96);
        // forge-lint: disable-next-line(unsafe-typecast) unpacks a field of the slot
        uint64 at = uint40(slot >> 192);
        if (at != 0 && block.timestamp >= at) {
            if (strict) revert ChannelChallengeOver(id, at);
            return (0, 0);
        }
        uint256 upTo = amount < deposited ? amount : deposited;
        if (upTo <= claimed) {
            if (strict) revert ChannelNothingToClaim(id, amount, claimed, deposited);
            return (0, 0);
        }
        // forge-lint: disable-next-line(unsafe-typecast) unpacks a field of the slot
        epoch = uint24(slot >> 232);
        // upTo <= deposited < 2^96: it replaces the claimed field only
        slot = (slot & ~(uint256(type(uint96).max) << 96)) | (upTo << 96);
        assembly ("memory-safe") {
            sstore(s.slot, slot)
        }
        unchecked {
            // _feeOf(upTo) - _feeOf(claimed) <= upTo - claimed (fee <= 10 %, rounded up)
            paid = upTo - claimed;
            paid = (paid << 128) | (paid - (_feeOf(upTo) - _feeOf(claimed)));
        }
        emit ChannelClaimed(id, upTo);
    }

    /// @dev base + index * unit of a word, after the commitment's bounds (length <= MAX_CHAIN_LENGTH,
    /// index <= length); an amount past 2^256-1 reverts (ChannelBadAmount), never wraps.
    function _wordAmount(bytes32 id, ChainCommit calldata k, uint32 index) private pure returns (uint256 amount) {
        uint256 length = k.length;
        if (length > MAX_CHAIN_LENGTH || index > length) revert ChannelBadWord(id);
        uint256 base = k.base;
        uint256 unit = k.unit;
        unchecked {
            // index <= 4096: unit * index overflows iff unit > max / index
            if (index != 0 && unit > type(uint256).max / index) revert ChannelBadAmount(unit);
            amount = base + unit * index;
            if (amount < base) revert ChannelBadAmount(base);
        }
    }

    /// @dev Pays a batch: `both` is the sum of its entries' {_claim} pairs; pushes the payee's
    /// part and returns what the batch paid before the fee. A batch that pays nothing reverts.
    function _payBatch(address token, address payee, uint256 both) private returns (uint256 paid) {
        paid = both >> 128;
        if (paid == 0) revert ChannelNothingToClaim(bytes32(0), 0, 0, 0);
        // forge-lint: disable-next-line(unsafe-typecast) the pair's low half: the payee's part
        _push(token, payee, uint128(both));
    }

    /// @dev The protocol fee due on a channel whose cumulative claimed amount is `claimed`:
    /// feeBps of it, rounded up. Nondecreasing in `claimed`, 0 at 0, and its rise over a claim
    /// is at most the claim (feeBps <= 10 %), so the fees of a channel's claims add up to the
    /// fee on their sum, whatever their number.
    function _feeOf(uint256 claimed) private view returns (uint256) {
        unchecked {
            // claimed < 2^96, feeBps <= 1000: no overflow
            return (claimed * feeBps + BPS - 1) / BPS;
        }
    }

    /// @dev Credits `fee` of channel `id` to the treasury's `owed` in `token` (nothing if 0).
    function _creditFee(bytes32 id, address token, uint256 fee) private {
        if (fee == 0) return;
        owed[token][treasury] += fee;
        emit ChannelFeeCollected(id, token, fee);
    }

    function _voucherDigest(bytes32 id, uint24 epoch, uint256 amount) private view returns (bytes32) {
        bytes32 typeHash = VOUCHER_TYPEHASH;
        bytes32 structHash;
        // keccak256(abi.encode(VOUCHER_TYPEHASH, id, epoch, amount)) at the free memory, not allocated
        assembly ("memory-safe") {
            let p := mload(0x40)
            mstore(p, typeHash)
            mstore(add(p, 0x20), id)
            mstore(add(p, 0x40), epoch)
            mstore(add(p, 0x60), amount)
            structHash := keccak256(p, 0x80)
        }
        return _hashTypedDataV4(structHash);
    }

    function _chainDigest(bytes32 id, uint24 epoch, ChainCommit calldata k) private view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(CHAIN_TYPEHASH, id, epoch, k.base, k.unit, k.length, k.root)));
    }

    function _idOf(address payer, address payee, address token, address signer, bytes32 salt)
        private
        view
        returns (bytes32)
    {
        bytes32 typeHash = CHANNEL_TYPEHASH;
        bytes32 structHash;
        // keccak256(abi.encode(CHANNEL_TYPEHASH, payer, payee, token, signer, salt)) at the free
        // memory, not allocated (the addresses are clean: Solidity clears their high bits)
        assembly ("memory-safe") {
            let p := mload(0x40)
            mstore(p, typeHash)
            mstore(add(p, 0x20), payer)
            mstore(add(p, 0x40), payee)
            mstore(add(p, 0x60), token)
            mstore(add(p, 0x80), signer)
            mstore(add(p, 0xa0), salt)
            structHash := keccak256(p, 0xc0)
        }
        return _hashTypedDataV4(structHash);
    }

    function _requirePayer(Channel calldata c) private view returns (bytes32) {
        if (msg.sender != c.payer) revert ChannelNotPayer(msg.sender, c.payer);
        return _idOf(c.payer, c.payee, c.token, c.signer, c.salt);
    }

    function _checkAmount(uint256 amount, uint256 deposited) private pure {
        if (amount == 0 || amount > type(uint96).max - deposited) revert ChannelBadAmount(amount);
    }

    /// @dev Takes a deposit: msg.value for ETH; for an ERC-20 a transferFrom whose full arrival
    /// is checked (fee-on-transfer and rebasing-down tokens are refused).
    function _pullDeposit(address token, uint256 amount) private {
        if (token == address(0)) {
            if (msg.value != amount) revert ChannelBadValue(msg.value, amount);
            return;
        }
        if (msg.value != 0) revert ChannelBadValue(msg.value, 0);
        uint256 before = IERC20(token).balanceOf(address(this));
        IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
        uint256 received = IERC20(token).balanceOf(address(this)) - before;
        if (received != amount) revert ChannelFeeOnTransferToken(token, received, amount);
    }

    /// @dev Push with a gas cap; on any failure credit `owed` so nobody is blocked. For ERC-20
    /// the call succeeds if it did not revert and returned either nothing (from a contract) or
    /// a first word equal to 1; at most 32 bytes of return data are copied.
    function _push(address token, address to, uint256 amount) private {
        if (amount == 0) return;
        bool ok;
        if (token == address(0)) {
            assembly ("memory-safe") {
                ok := call(PUSH_GAS, to, amount, 0, 0, 0, 0)
            }
        } else {
            bytes memory data = abi.encodeCall(IERC20.transfer, (to, amount));
            assembly ("memory-safe") {
                mstore(0, 0)
                ok := call(PUSH_GAS, token, 0, add(data, 0x20), mload(data), 0, 0x20)
                if ok {
                    switch returndatasize()
                    case 0 { ok := gt(extcodesize(token), 0) }
                    default { ok := and(gt(returndatasize(), 31), eq(mload(0), 1)) }
                }
            }
        }
        if (!ok) {
            owed[token][to] += amount;
            emit ChannelPaymentDeferred(token, to, amount);
        }
    }
}
