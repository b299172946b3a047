// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ChannelsBase} from "./utils/ChannelsBase.sol";
import {IPaymentChannels} from "../src/interfaces/IPaymentChannels.sol";
import {PaymentChannels} from "../src/PaymentChannels.sol";
import {ERC1271Wallet} from "./utils/Attackers.sol";

/// @dev One test per path and error of the hash-chain claims (claimWord, claimWordBatch,
/// chainDigest): a word of a signed commitment pays base + index * unit exactly as a voucher
/// for that amount would.
contract PaymentChannelsWordsTest is ChannelsBase {
    bytes32 internal constant SEED = keccak256("seed");
    uint32 internal constant LEN = 16;
    uint256 internal constant UNIT = 1e15;

    // ---------------------------------------------------------------- digest

    function test_chainTypehash_isTheSpecString() public view {
        assertEq(
            channels.CHAIN_TYPEHASH(),
            keccak256("Chain(bytes32 channelId,uint24 epoch,uint256 base,uint256 unit,uint32 length,bytes32 root)")
        );
        assertEq(channels.MAX_CHAIN_LENGTH(), 4096);
    }

    /// @dev The digest is EIP-712 over the vouchers' domain, with the channel's current epoch.
    function test_chainDigest_isEip712OfTheCurrentEpoch() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 7, UNIT, LEN);
        assertEq(channels.chainDigest(id, k), _digest(block.chainid, address(channels), id, 0, k));
        _withdrawAll(c);
        assertEq(channels.chainDigest(id, k), _digest(block.chainid, address(channels), id, 1, k));
    }

    // ---------------------------------------------------------------- claimWord

    function test_claimWord_paysBasePlusIndexTimesUnit() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 100, UNIT, LEN);
        uint256 amount = 100 + 5 * UNIT;
        vm.expectEmit(address(channels));
        emit IPaymentChannels.ChannelClaimed(id, amount);
        vm.prank(stranger); // anyone may submit it
        assertEq(channels.claimWord(c, k, _chainSig(c, k), _word(SEED, k, 5), 5), amount);
        assertEq(payee.balance, amount - _fee(amount));
        assertEq(channels.feeHeld(id), _fee(amount));
        assertEq(_state(id).claimed, amount);
    }

    function test_claimWord_rootAtIndexZeroPaysBase() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 12345, UNIT, LEN);
        assertEq(channels.claimWord(c, k, _chainSig(c, k), k.root, 0), 12345);
        assertEq(_state(id).claimed, 12345);
    }

    function test_claimWord_lastWordAndPaysOnlyTheRise() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        _open(c, DEPOSIT);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 0, UNIT, LEN);
        bytes memory sig = _chainSig(c, k);
        assertEq(channels.claimWord(c, k, sig, _word(SEED, k, 3), 3), 3 * UNIT);
        assertEq(channels.claimWord(c, k, sig, SEED, LEN), (LEN - 3) * UNIT);
    }

    function test_claimWord_maxLength() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        _open(c, DEPOSIT);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 0, 1, 4096);
        assertEq(channels.claimWord(c, k, _chainSig(c, k), SEED, 4096), 4096);
    }

    function test_claimWord_badWord() public {
        (IPaymentChannels.Channel memory c, bytes32 id, IPaymentChannels.ChainCommit memory k, bytes memory sig) =
            _openChain(SEED, UNIT, LEN);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadWord.selector, id));
        channels.claimWord(c, k, sig, bytes32(uint256(1)), 4);
        // a real word at the wrong index
        bytes32 w4 = _word(SEED, k, 4);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadWord.selector, id));
        channels.claimWord(c, k, sig, w4, 5);
    }

    function test_claimWord_wordOfAnotherChain() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 0, UNIT, LEN);
        IPaymentChannels.ChainCommit memory other = _commit(keccak256("other"), 0, UNIT, LEN);
        bytes memory sig = _chainSig(c, k);
        bytes32 w = _word(keccak256("other"), other, 4);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadWord.selector, id));
        channels.claimWord(c, k, sig, w, 4);
    }

    function test_claimWord_indexPastLength() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        // the chain continues past word_LEN, but the commitment ends there
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 0, UNIT, LEN);
        bytes32 beyond = keccak256("beyond");
        IPaymentChannels.ChainCommit memory longer = _commit(beyond, 0, UNIT, LEN + 1);
        k.root = longer.root; // word_{LEN+1} walks to this root, but the commitment stops at LEN
        bytes memory sig = _chainSig(c, k);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadWord.selector, id));
        channels.claimWord(c, k, sig, beyond, LEN + 1);
    }

    function test_claimWord_lengthPastMax() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        IPaymentChannels.ChainCommit memory k = IPaymentChannels.ChainCommit(0, UNIT, 4097, SEED);
        bytes memory sig = _chainSig(c, k);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadWord.selector, id));
        channels.claimWord(c, k, sig, SEED, 0);
    }

    function test_claimWord_badCommitSignature() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 0, UNIT, LEN);
        bytes memory byPayer = _signChain(payerKey, id, k); // the channel's signer is the session key
        bytes32 w = _word(SEED, k, 2);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claimWord(c, k, byPayer, w, 2);
    }

    /// @dev Every field of the commitment is signed: raising base or unit, or lengthening it, voids it.
    function test_claimWord_tamperedCommit() public {
        (IPaymentChannels.Channel memory c, bytes32 id, IPaymentChannels.ChainCommit memory k, bytes memory sig) =
            _openChain(SEED, UNIT, LEN);
        bytes32 w = _word(SEED, k, 2);
        k.base = 1;
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claimWord(c, k, sig, w, 2);
        (k.base, k.unit) = (0, UNIT + 1);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claimWord(c, k, sig, w, 2);
        (k.unit, k.length) = (UNIT, LEN + 1);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claimWord(c, k, sig, w, 2);
    }

    function test_claimWord_commitOfAnotherChannel() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        IPaymentChannels.Channel memory d = _ethChannel();
        d.salt = bytes32(uint256(1));
        _open(d, DEPOSIT);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 0, UNIT, LEN);
        bytes memory forD = _chainSig(d, k);
        bytes32 w = _word(SEED, k, 2);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claimWord(c, k, forD, w, 2);
    }

    /// @dev A withdrawal ends the epoch: a commitment of the earlier epoch pays nothing after a reopen.
    function test_claimWord_commitOfAnotherEpoch() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 0, UNIT, LEN);
        bytes memory old = _chainSig(c, k);
        _withdrawAll(c);
        _open(c, DEPOSIT);
        bytes32 w = _word(SEED, k, 2);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claimWord(c, k, old, w, 2);
        assertEq(channels.claimWord(c, k, _chainSig(c, k), w, 2), 2 * UNIT); // re-signed in epoch 1
    }

    function test_claimWord_commitOfAnotherContract() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        PaymentChannels other = new PaymentChannels(treasury, FEE_BPS, CHALLENGE);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 0, UNIT, LEN);
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(sessionKey, other.chainDigest(id, k));
        bytes32 w = _word(SEED, k, 2);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claimWord(c, k, abi.encodePacked(r, s, v), w, 2);
    }

    function test_claimWord_commitOfAnotherChainId() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 0, UNIT, LEN);
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(sessionKey, _digest(block.chainid + 1, address(channels), id, 0, k));
        bytes32 w = _word(SEED, k, 2);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claimWord(c, k, abi.encodePacked(r, s, v), w, 2);
    }

    function test_claimWord_lowerThanClaimed() public {
        (IPaymentChannels.Channel memory c, bytes32 id, IPaymentChannels.ChainCommit memory k, bytes memory sig) =
            _openChain(SEED, UNIT, LEN);
        channels.claimWord(c, k, sig, _word(SEED, k, 6), 6);
        bytes32 w5 = _word(SEED, k, 5);
        vm.expectRevert(
            abi.encodeWithSelector(IPaymentChannels.ChannelNothingToClaim.selector, id, 5 * UNIT, 6 * UNIT, DEPOSIT)
        );
        channels.claimWord(c, k, sig, w5, 5);
        bytes32 w6 = _word(SEED, k, 6);
        vm.expectRevert(
            abi.encodeWithSelector(IPaymentChannels.ChannelNothingToClaim.selector, id, 6 * UNIT, 6 * UNIT, DEPOSIT)
        );
        channels.claimWord(c, k, sig, w6, 6); // replayed
    }

    /// @dev Words and vouchers are one cumulative amount: the higher of the two counts, once.
    function test_claimWord_mixesWithVouchers() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        _open(c, DEPOSIT);
        channels.claim(c, 5 * UNIT, _voucher(c, 5 * UNIT));
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 5 * UNIT, UNIT, LEN);
        bytes memory sig = _chainSig(c, k);
        assertEq(channels.claimWord(c, k, sig, _word(SEED, k, 3), 3), 3 * UNIT);
        assertEq(channels.claim(c, 10 * UNIT, _voucher(c, 10 * UNIT)), 2 * UNIT);
    }

    function test_claimWord_cappedAtDeposit() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 0, 0.3 ether, LEN);
        assertEq(channels.claimWord(c, k, _chainSig(c, k), _word(SEED, k, 5), 5), DEPOSIT);
        assertEq(_state(id).claimed, DEPOSIT);
        bytes memory sig = _chainSig(c, k);
        bytes32 w6 = _word(SEED, k, 6);
        vm.expectRevert(
            abi.encodeWithSelector(IPaymentChannels.ChannelNothingToClaim.selector, id, 1.8 ether, DEPOSIT, DEPOSIT)
        );
        channels.claimWord(c, k, sig, w6, 6);
    }

    function test_claimWord_challengeOver() public {
        (IPaymentChannels.Channel memory c, bytes32 id, IPaymentChannels.ChainCommit memory k, bytes memory sig) =
            _openChain(SEED, UNIT, LEN);
        vm.prank(payer);
        uint64 at = channels.requestWithdrawal(c);
        assertEq(channels.claimWord(c, k, sig, _word(SEED, k, 1), 1), UNIT); // still within the challenge
        vm.warp(at);
        bytes32 w = _word(SEED, k, 2);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelChallengeOver.selector, id, at));
        channels.claimWord(c, k, sig, w, 2);
    }

    function test_claimWord_unknownChannel() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = channels.channelId(c);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 0, UNIT, LEN);
        bytes memory sig = _chainSig(c, k);
        bytes32 w = _word(SEED, k, 2);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelNothingToClaim.selector, id, 2 * UNIT, 0, 0));
        channels.claimWord(c, k, sig, w, 2);
    }

    function test_claimWord_amountOverflowReverts() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        _open(c, DEPOSIT);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, type(uint256).max, 1, LEN);
        bytes memory sig = _chainSig(c, k);
        bytes32 w = _word(SEED, k, 1);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadAmount.selector, type(uint256).max));
        channels.claimWord(c, k, sig, w, 1);
        k = _commit(SEED, 0, type(uint256).max / 2 + 1, LEN);
        sig = _chainSig(c, k);
        w = _word(SEED, k, 2);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadAmount.selector, k.unit));
        channels.claimWord(c, k, sig, w, 2);
        // the largest amount that does not wrap is only capped at the deposit
        assertEq(channels.claimWord(c, k, sig, _word(SEED, k, 1), 1), DEPOSIT);
    }

    function test_claimWord_erc1271Signer() public {
        ERC1271Wallet wallet = new ERC1271Wallet(session);
        IPaymentChannels.Channel memory c = _ethChannel();
        c.signer = address(wallet);
        bytes32 id = _open(c, DEPOSIT);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 0, UNIT, LEN);
        assertEq(channels.claimWord(c, k, _signChain(sessionKey, id, k), _word(SEED, k, 4), 4), 4 * UNIT);
        bytes memory forged = _signChain(payerKey, id, k);
        bytes32 w = _word(SEED, k, 5);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claimWord(c, k, forged, w, 5);
    }

    function test_claimWord_erc20Channel() public {
        IPaymentChannels.Channel memory c = _usdChannel();
        bytes32 id = _open(c, DEPOSIT);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 0, UNIT, LEN);
        assertEq(channels.claimWord(c, k, _chainSig(c, k), _word(SEED, k, 9), 9), 9 * UNIT);
        assertEq(usd.balanceOf(payee), 9 * UNIT - _fee(9 * UNIT));
        assertEq(_collect(c), _fee(9 * UNIT));
        assertEq(channels.owed(address(usd), treasury), _fee(9 * UNIT));
        assertEq(_state(id).claimed, 9 * UNIT);
    }

    // ---------------------------------------------------------------- claimWordBatch

    function test_claimWordBatch_paysManyInOneTransfer() public {
        (IPaymentChannels.WordClaim[] memory b, bytes32[] memory ids) = _batch(address(0), 3, 4);
        assertEq(channels.claimWordBatch(payee, address(0), b), 3 * 4 * UNIT);
        assertEq(payee.balance, 12 * UNIT - _fee(12 * UNIT));
        for (uint256 i; i < 3; ++i) {
            assertEq(_state(ids[i]).claimed, 4 * UNIT);
        }
    }

    function test_claimWordBatch_erc20() public {
        (IPaymentChannels.WordClaim[] memory b,) = _batch(address(usd), 2, 7);
        assertEq(channels.claimWordBatch(payee, address(usd), b), 14 * UNIT);
        assertEq(usd.balanceOf(payee), 14 * UNIT - _fee(14 * UNIT));
    }

    /// @dev An entry that pays nothing now is skipped in a batch, where `claimWord` reverts.
    function test_claimWordBatch_skipsWhatStrictRefuses() public {
        (IPaymentChannels.WordClaim[] memory b, bytes32[] memory ids) = _batch(address(0), 2, 4);
        IPaymentChannels.WordClaim memory w0 = b[0];
        IPaymentChannels.Channel memory c0 = IPaymentChannels.Channel(w0.payer, payee, address(0), w0.signer, w0.salt);
        channels.claimWord(c0, w0.chain, w0.signature, w0.word, w0.index);
        vm.expectRevert(
            abi.encodeWithSelector(IPaymentChannels.ChannelNothingToClaim.selector, ids[0], 4 * UNIT, 4 * UNIT, DEPOSIT)
        );
        channels.claimWord(c0, w0.chain, w0.signature, w0.word, w0.index);
        vm.recordLogs();
        assertEq(channels.claimWordBatch(payee, address(0), b), 4 * UNIT); // only the second
        assertEq(vm.getRecordedLogs().length, 1, "a skipped entry emits nothing");
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelNothingToClaim.selector, bytes32(0), 0, 0, 0));
        channels.claimWordBatch(payee, address(0), b); // all skipped
    }

    function test_claimWordBatch_skipsChallengeOver() public {
        (IPaymentChannels.WordClaim[] memory b,) = _batch(address(0), 2, 4);
        IPaymentChannels.Channel memory c0 =
            IPaymentChannels.Channel(b[0].payer, payee, address(0), b[0].signer, b[0].salt);
        vm.prank(c0.payer);
        uint64 at = channels.requestWithdrawal(c0);
        vm.warp(at);
        assertEq(channels.claimWordBatch(payee, address(0), b), 4 * UNIT);
    }

    function test_claimWordBatch_badWordOrSignatureReverts() public {
        (IPaymentChannels.WordClaim[] memory b, bytes32[] memory ids) = _batch(address(0), 2, 4);
        bytes32 good = b[1].word;
        b[1].word = keccak256("bad");
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadWord.selector, ids[1]));
        channels.claimWordBatch(payee, address(0), b);
        b[1].word = good;
        b[1].chain.base = 1;
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, ids[1]));
        channels.claimWordBatch(payee, address(0), b);
        b[1].chain.base = 0;
        b[1].index = LEN + 1;
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadWord.selector, ids[1]));
        channels.claimWordBatch(payee, address(0), b);
    }

    function test_claimWordBatch_empty() public {
        IPaymentChannels.WordClaim[] memory b = new IPaymentChannels.WordClaim[](0);
        vm.expectRevert(IPaymentChannels.ChannelEmptyBatch.selector);
        channels.claimWordBatch(payee, address(0), b);
    }

    /// @dev The batch's payee and token name the channels: entries of another payee's channel
    /// name a channel that holds nothing, and pay nothing.
    function test_claimWordBatch_anotherPayeeNamesNothing() public {
        (IPaymentChannels.WordClaim[] memory b,) = _batch(address(0), 2, 4);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelNothingToClaim.selector, bytes32(0), 0, 0, 0));
        channels.claimWordBatch(stranger, address(0), b);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelNothingToClaim.selector, bytes32(0), 0, 0, 0));
        channels.claimWordBatch(payee, address(usd), b);
    }

    // ---------------------------------------------------------------- fuzz

    /// @dev Any base, unit and index: the claim pays min(base + index * unit, deposit), or
    /// reverts with ChannelBadAmount when that sum is past 2^256-1; it never wraps.
    function testFuzz_claimWord_amount(uint256 base, uint256 unit, uint32 index, uint32 length) public {
        length = uint32(bound(length, 1, 64));
        index = uint32(bound(index, 1, length));
        _claimFuzzed(_commit(SEED, base, unit, length), index);
    }

    function _claimFuzzed(IPaymentChannels.ChainCommit memory k, uint32 index) internal {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        bytes memory sig = _chainSig(c, k);
        bytes32 w = _word(SEED, k, index);
        (bool fits, uint256 amount) = _add(k.base, k.unit, index);
        if (!fits) {
            vm.expectRevert(); // ChannelBadAmount with base or unit
            channels.claimWord(c, k, sig, w, index);
            return;
        }
        if (amount == 0) {
            vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelNothingToClaim.selector, id, 0, 0, DEPOSIT));
            channels.claimWord(c, k, sig, w, index);
            return;
        }
        amount = amount < DEPOSIT ? amount : DEPOSIT;
        assertEq(channels.claimWord(c, k, sig, w, index), amount);
        assertEq(_state(id).claimed, amount);
        assertEq(payee.balance, amount - _fee(amount));
    }

    /// @dev Walking a chain word by word pays each unit once, whatever the order of reveals.
    function testFuzz_claimWord_revealsPayEachUnitOnce(uint256 unit, uint32 a, uint32 b) public {
        unit = bound(unit, 1, DEPOSIT / LEN);
        a = uint32(bound(a, 0, LEN));
        b = uint32(bound(b, 0, LEN));
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 0, unit, LEN);
        bytes memory sig = _chainSig(c, k);
        IPaymentChannels.WordClaim[] memory batch = new IPaymentChannels.WordClaim[](2);
        batch[0] = IPaymentChannels.WordClaim(payer, session, bytes32(0), k, sig, _word(SEED, k, a), a);
        batch[1] = IPaymentChannels.WordClaim(payer, session, bytes32(0), k, sig, _word(SEED, k, b), b);
        uint256 top = (a > b ? a : b) * unit;
        if (top == 0) {
            vm.expectRevert(
                abi.encodeWithSelector(IPaymentChannels.ChannelNothingToClaim.selector, bytes32(0), 0, 0, 0)
            );
            channels.claimWordBatch(payee, address(0), batch);
            return;
        }
        assertEq(channels.claimWordBatch(payee, address(0), batch), top);
        assertEq(_state(id).claimed, top);
    }

    // ---------------------------------------------------------------- helpers

    function _add(uint256 base, uint256 unit, uint256 index) internal pure returns (bool, uint256) {
        (bool okMul, uint256 step) = _tryMul(unit, index);
        if (!okMul) return (false, 0);
        unchecked {
            uint256 sum = base + step;
            return (sum >= base, sum);
        }
    }

    function _tryMul(uint256 a, uint256 b) internal pure returns (bool, uint256) {
        if (a == 0) return (true, 0);
        unchecked {
            uint256 r = a * b;
            return (r / a == b, r);
        }
    }

    /// @dev `n` channels of `n` payers (each its own signer) to `payee`, each with a chain of
    /// LEN (base 0, UNIT) revealed up to `index`.
    function _batch(address token, uint256 n, uint32 index)
        internal
        returns (IPaymentChannels.WordClaim[] memory b, bytes32[] memory ids)
    {
        b = new IPaymentChannels.WordClaim[](n);
        ids = new bytes32[](n);
        for (uint256 i; i < n; ++i) {
            (address p, uint256 key) = makeAddrAndKey(string.concat("word-payer-", vm.toString(i)));
            vm.deal(p, 10 ether);
            if (token != address(0)) {
                usd.mint(p, DEPOSIT);
                vm.prank(p);
                usd.approve(address(channels), DEPOSIT);
            }
            IPaymentChannels.Channel memory c = IPaymentChannels.Channel(p, payee, token, p, bytes32(0));
            ids[i] = _open(c, DEPOSIT);
            bytes32 seed = keccak256(abi.encode(SEED, i));
            IPaymentChannels.ChainCommit memory k = _commit(seed, 0, UNIT, LEN);
            b[i] = IPaymentChannels.WordClaim(
                p, p, bytes32(0), k, _signChain(key, ids[i], k), _word(seed, k, index), index
            );
        }
    }

    function _withdrawAll(IPaymentChannels.Channel memory c) internal {
        vm.prank(c.payer);
        uint64 at = channels.requestWithdrawal(c);
        vm.warp(at);
        channels.withdraw(c);
    }
}
