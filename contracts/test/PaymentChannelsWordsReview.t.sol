// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ChannelsBase} from "./utils/ChannelsBase.sol";
import {IPaymentChannels} from "../src/interfaces/IPaymentChannels.sol";

/// @dev Review of the hash-chain claims (fresh eyes, after the merge of e6b2540): the EIP-712
/// encoding checked against an independent encoder, the packed-slot assembly of `_claim`
/// against every field at its extremes, the assembly walk at every residue of its unroll and at
/// the maximum length, and the bounds of base + index * unit.
contract PaymentChannelsWordsReviewTest is ChannelsBase {
    bytes32 internal constant SEED = keccak256("review-seed");
    /// @dev The `_channels` mapping's slot (`forge inspect PaymentChannels storageLayout`: the
    /// EIP712 name and version fallbacks hold slots 0 and 1).
    uint256 internal constant CHANNELS_SLOT = 2;
    uint256 internal constant MASK96 = type(uint96).max;

    // ---------------------------------------------------------------- EIP-712 encoding

    /// @dev The commitment digest the contract asks for equals the one an independent EIP-712
    /// encoder (foundry's, from JSON typed data) computes, with the uint24 epoch and the uint32
    /// length at their maxima; a signature over the independent digest pays.
    function test_chainDigest_matchesIndependentEncoderAtFieldMaxima() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        _setEpoch(id, type(uint24).max);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, type(uint256).max - 4096, 1, 4096);
        bytes32 independent = vm.eip712HashTypedData(_chainJson(id, type(uint24).max, k));
        assertEq(channels.chainDigest(id, k), independent);
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(sessionKey, independent);
        // index 1: base + 1 is past the deposit, so it pays the whole deposit
        assertEq(channels.claimWord(c, k, abi.encodePacked(r, s, v), _word(SEED, k, 1), 1), DEPOSIT);
    }

    /// @dev The voucher digest also matches the independent encoder (the two types share the
    /// domain, so their encodings must both be right for neither to be read as the other).
    function test_voucherDigest_matchesIndependentEncoder() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        _setEpoch(id, 0xABCDEF);
        string memory json = string.concat(
            '{"types":{',
            _domainType(),
            ',"Voucher":[{"name":"channelId","type":"bytes32"},{"name":"epoch","type":"uint24"},',
            '{"name":"amount","type":"uint256"}]},"primaryType":"Voucher",',
            _domainJson(),
            ',"message":{"channelId":"',
            vm.toString(id),
            '","epoch":"',
            vm.toString(uint256(0xABCDEF)),
            '","amount":"12345"}}'
        );
        assertEq(channels.voucherDigest(id, 12345), vm.eip712HashTypedData(json));
    }

    /// @dev Type confusion: a voucher for A is not a commitment with base A (nor with any field
    /// equal to the voucher's), a commitment is not a voucher for its base, and a signature of
    /// the channel's own id (a `Channel` typed message in the same domain) is neither.
    function test_noSignatureCrossesTypes() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        uint256 a = 0.3 ether;
        bytes memory voucherSig = _voucher(c, a);
        IPaymentChannels.ChainCommit memory k = IPaymentChannels.ChainCommit(a, 0, 0, SEED);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claimWord(c, k, voucherSig, SEED, 0);

        bytes memory commitSig = _chainSig(c, k);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claim(c, a, commitSig);

        (uint8 v, bytes32 r, bytes32 s) = vm.sign(sessionKey, id);
        bytes memory idSig = abi.encodePacked(r, s, v);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claim(c, a, idSig);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claimWord(c, k, idSig, SEED, 0);

        assertEq(channels.claimWord(c, k, commitSig, SEED, 0), a); // the right one pays
    }

    /// @dev A uint32 field (the commitment's length, the word's index) with dirty high bits in
    /// the calldata is refused by the decoder, never read as its low 32 bits (which would let
    /// a signed length differ from the checked one).
    function test_dirtyUint32FieldsAreRefused() public {
        (IPaymentChannels.Channel memory c,, IPaymentChannels.ChainCommit memory k, bytes memory sig) =
            _openChain(SEED, 1, 8);
        bytes memory data = abi.encodeCall(channels.claimWord, (c, k, sig, _word(SEED, k, 3), 3));
        (bool ok,) = address(channels).call(data);
        assertTrue(ok); // the clean call pays
        data = abi.encodeCall(channels.claimWord, (c, k, sig, _word(SEED, k, 4), 4));
        // selector, Channel (5 words), ChainCommit (base, unit, length, root), offset, word, index
        bytes memory dirtyLength = _dirty(data, 4 + 7 * 32);
        bytes memory dirtyIndex = _dirty(data, 4 + 11 * 32);
        (ok,) = address(channels).call(dirtyLength);
        assertFalse(ok);
        (ok,) = address(channels).call(dirtyIndex);
        assertFalse(ok);
        (ok,) = address(channels).call(data);
        assertTrue(ok);
        assertEq(_state(channels.channelId(c)).claimed, 4);
    }

    // ---------------------------------------------------------------- packed slot

    /// @dev The slot the tests write is the channel's: an open writes the deposit in its low 96
    /// bits, a withdrawal the next epoch in its top 24.
    function test_channelSlotLayout() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        assertEq(uint256(vm.load(address(channels), _slotOf(id))), DEPOSIT);
        vm.prank(payer);
        uint64 at = channels.requestWithdrawal(c);
        assertEq(uint256(vm.load(address(channels), _slotOf(id))), DEPOSIT | (uint256(at) << 192));
        vm.warp(at);
        channels.withdraw(c);
        assertEq(uint256(vm.load(address(channels), _slotOf(id))), uint256(1) << 232);
    }

    /// @dev Whatever the four fields hold (each up to its maximum: deposit 2^96-1, a
    /// withdrawableAt at 2^40-1, epoch 2^24-1), a word claim rewrites only the claimed field,
    /// to min(amount, deposited), and signs over the stored epoch.
    function testFuzz_wordClaimWritesOnlyClaimed(
        uint96 dep,
        uint96 claimed,
        uint40 at,
        uint24 epoch,
        uint256 base,
        uint256 unit,
        uint32 index
    ) public {
        dep = uint96(bound(dep, 2, MASK96));
        claimed = uint96(bound(claimed, 0, dep - 1));
        at = at == 0 ? 0 : uint40(bound(at, block.timestamp + 1, type(uint40).max));
        index = uint32(bound(index, 0, 9));
        IPaymentChannels.ChainCommit memory k = _commit(
            SEED, bound(base, uint256(claimed) + 1, type(uint256).max >> 1), bound(unit, 0, type(uint128).max), 9
        );
        (IPaymentChannels.Channel memory c, bytes32 id, uint256 before) = _stored(dep, claimed, at, epoch);
        uint256 upTo = k.base + index * k.unit;
        upTo = upTo < dep ? upTo : dep;
        bytes memory sig = _signDigest(_digest(block.chainid, address(channels), id, epoch, k));
        assertEq(channels.claimWord(c, k, sig, _word(SEED, k, index), index), upTo - claimed);
        assertEq(uint256(vm.load(address(channels), _slotOf(id))), (before & ~(MASK96 << 96)) | (upTo << 96));
    }

    /// @dev The same for a voucher claim and a batch of vouchers (the refactor moved both onto
    /// the assembly `_claim`).
    function testFuzz_voucherClaimWritesOnlyClaimed(uint96 dep, uint96 claimed, uint40 at, uint24 epoch, uint256 amount)
        public
    {
        dep = uint96(bound(dep, 2, MASK96));
        claimed = uint96(bound(claimed, 0, dep - 1));
        at = at == 0 ? 0 : uint40(bound(at, block.timestamp + 1, type(uint40).max));
        amount = bound(amount, uint256(claimed) + 1, type(uint256).max);
        (, bytes32 id, uint256 before) = _stored(dep, claimed, at, epoch);
        bytes memory sig = _signDigest(_voucherDigestHere(id, epoch, amount));
        uint256 upTo = amount < dep ? amount : dep;
        IPaymentChannels.BatchClaim[] memory b = new IPaymentChannels.BatchClaim[](1);
        b[0] = IPaymentChannels.BatchClaim(payer, session, bytes32(0), amount, sig);
        assertEq(channels.claimBatch(payee, address(0), b), upTo - claimed);
        assertEq(uint256(vm.load(address(channels), _slotOf(id))), (before & ~(MASK96 << 96)) | (upTo << 96));
    }

    /// @dev A withdrawableAt at 2^40-1 is read whole (not truncated to a past time): claims stay
    /// open; at or after it they stop, in a batch as a skip that writes nothing.
    function test_claimsReadWithdrawableAtWhole() public {
        (IPaymentChannels.Channel memory c, bytes32 id,) = _stored(uint96(DEPOSIT), 0, type(uint40).max, 7);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 0, 1, 4);
        bytes memory sig = _signDigest(_digest(block.chainid, address(channels), id, 7, k));
        assertEq(channels.claimWord(c, k, sig, _word(SEED, k, 2), 2), 2);
        vm.warp(type(uint40).max);
        vm.expectRevert(
            abi.encodeWithSelector(IPaymentChannels.ChannelChallengeOver.selector, id, uint64(type(uint40).max))
        );
        channels.claimWord(c, k, sig, _word(SEED, k, 3), 3);
        uint256 stored = uint256(vm.load(address(channels), _slotOf(id)));
        IPaymentChannels.WordClaim[] memory b = new IPaymentChannels.WordClaim[](1);
        b[0] = IPaymentChannels.WordClaim(payer, session, bytes32(0), k, sig, _word(SEED, k, 3), 3);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelNothingToClaim.selector, bytes32(0), 0, 0, 0));
        channels.claimWordBatch(payee, address(0), b);
        assertEq(uint256(vm.load(address(channels), _slotOf(id))), stored);
    }

    // ---------------------------------------------------------------- the walk

    /// @dev The assembly walk agrees with a plain Solidity walk at every index of chains up to
    /// the maximum length, whatever the index's residue modulo the unroll of four; a word
    /// claimed one index too high or too low is refused (no off-by-one gives a step for free).
    function testFuzz_walkAgreesWithReference(uint32 length, uint32 index) public {
        length = uint32(bound(length, 0, 4096));
        index = uint32(bound(index, 0, length));
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 1, 1, length);
        bytes memory sig = _chainSig(c, k);
        bytes32 w = _word(SEED, k, index);
        if (index < length) {
            vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadWord.selector, id));
            channels.claimWord(c, k, sig, w, index + 1);
        }
        if (index > 0) {
            vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadWord.selector, id));
            channels.claimWord(c, k, sig, w, index - 1);
        }
        assertEq(channels.claimWord(c, k, sig, w, index), 1 + uint256(index));
    }

    /// @dev Every residue of the unroll at both ends of the longest chain, claimed in turn on
    /// one channel: each pays exactly its rise.
    function test_walkEdgeIndicesOfTheLongestChain() public {
        (IPaymentChannels.Channel memory c, bytes32 id, IPaymentChannels.ChainCommit memory k, bytes memory sig) =
            _openChain(SEED, 1, 4096);
        uint32[12] memory idx = [uint32(0), 1, 2, 3, 4, 5, 7, 8, 4093, 4094, 4095, 4096];
        // index 0 pays base 0: nothing to claim
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelNothingToClaim.selector, id, 0, 0, DEPOSIT));
        channels.claimWord(c, k, sig, k.root, 0);
        for (uint256 i = 1; i < idx.length; ++i) {
            assertEq(channels.claimWord(c, k, sig, _word(SEED, k, idx[i]), idx[i]), idx[i] - idx[i - 1]);
        }
        assertEq(_state(id).claimed, 4096);
    }

    /// @dev The dearest walk a claim can ask for (index 4096) stays bounded: ~310k gas for the
    /// whole claim (a cold channel, signature, push; ~59 gas a step), under 330k, so no
    /// commitment makes a payee's claim cost more than that (plus an ERC-1271 signer's own code,
    /// see the README).
    function test_walkAtMaxLengthGasIsBounded() public {
        (IPaymentChannels.Channel memory c,, IPaymentChannels.ChainCommit memory k, bytes memory sig) =
            _openChain(SEED, 1, 4096);
        uint256 g = gasleft();
        channels.claimWord(c, k, sig, SEED, 4096);
        assertLt(g - gasleft(), 330_000);
    }

    // ---------------------------------------------------------------- amount bounds

    /// @dev base + index * unit at exactly 2^256-1 pays (the deposit: it is capped), one more
    /// reverts ChannelBadAmount, and unit * index at exactly 2^256-1 pays while unit + 1 reverts.
    function test_amountBoundsAreExact() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        uint256 max = type(uint256).max;
        // max = (2^128-1)(2^128+1) is divisible by 3
        IPaymentChannels.ChainCommit memory exact = _commit(SEED, 0, max / 3, 3);
        IPaymentChannels.ChainCommit memory plusOneBase = _commit(SEED, 1, max / 3, 3);
        IPaymentChannels.ChainCommit memory plusOneUnit = _commit(SEED, 0, max / 3 + 1, 3);
        IPaymentChannels.ChainCommit memory sumExact = _commit(SEED, max - 3 * 7, 7, 3);
        IPaymentChannels.ChainCommit memory sumOver = _commit(SEED, max - 3 * 7 + 1, 7, 3);
        bytes memory sig = _chainSig(c, plusOneBase);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadAmount.selector, 1));
        channels.claimWord(c, plusOneBase, sig, SEED, 3);
        sig = _chainSig(c, plusOneUnit);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadAmount.selector, max / 3 + 1));
        channels.claimWord(c, plusOneUnit, sig, SEED, 3);
        sig = _chainSig(c, sumOver);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadAmount.selector, max - 3 * 7 + 1));
        channels.claimWord(c, sumOver, sig, SEED, 3);
        assertEq(channels.claimWord(c, sumExact, _chainSig(c, sumExact), SEED, 3), DEPOSIT);
        assertEq(_state(id).claimed, DEPOSIT);
        // a second channel for the exact product
        IPaymentChannels.Channel memory c2 = _ethChannel();
        c2.salt = bytes32(uint256(2));
        _open(c2, DEPOSIT);
        assertEq(channels.claimWord(c2, exact, _chainSig(c2, exact), SEED, 3), DEPOSIT);
    }

    // ---------------------------------------------------------------- helpers

    /// @dev `data` with the top byte of the 32-byte word at `at` set.
    function _dirty(bytes memory data, uint256 at) internal pure returns (bytes memory out) {
        out = bytes.concat(data);
        out[at] = 0x01;
    }

    function _slotOf(bytes32 id) internal pure returns (bytes32) {
        return keccak256(abi.encode(id, CHANNELS_SLOT));
    }

    function _setEpoch(bytes32 id, uint24 epoch) internal {
        bytes32 slot = _slotOf(id);
        uint256 v = uint256(vm.load(address(channels), slot));
        vm.store(address(channels), slot, bytes32((v & ~(uint256(type(uint24).max) << 232)) | (uint256(epoch) << 232)));
    }

    /// @dev The ETH channel of `_ethChannel` with its slot written directly, and the ETH it
    /// holds; returns the packed slot.
    function _stored(uint96 dep, uint96 claimed, uint40 at, uint24 epoch)
        internal
        returns (IPaymentChannels.Channel memory c, bytes32 id, uint256 packed)
    {
        c = _ethChannel();
        id = channels.channelId(c);
        packed = uint256(dep) | (uint256(claimed) << 96) | (uint256(at) << 192) | (uint256(epoch) << 232);
        vm.store(address(channels), _slotOf(id), bytes32(packed));
        vm.deal(address(channels), dep);
    }

    function _signDigest(bytes32 digest) internal view returns (bytes memory) {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(sessionKey, digest);
        return abi.encodePacked(r, s, v);
    }

    function _voucherDigestHere(bytes32 id, uint24 epoch, uint256 amount) internal view returns (bytes32) {
        bytes32 structHash = keccak256(
            abi.encode(keccak256("Voucher(bytes32 channelId,uint24 epoch,uint256 amount)"), id, epoch, amount)
        );
        return keccak256(abi.encodePacked("\x19\x01", _domainAt(block.chainid, address(channels)), structHash));
    }

    function _domainType() internal pure returns (string memory) {
        return string.concat(
            '"EIP712Domain":[{"name":"name","type":"string"},{"name":"version","type":"string"},',
            '{"name":"chainId","type":"uint256"},{"name":"verifyingContract","type":"address"}]'
        );
    }

    function _domainJson() internal view returns (string memory) {
        return string.concat(
            '"domain":{"name":"AgentSite PaymentChannels","version":"1","chainId":',
            vm.toString(block.chainid),
            ',"verifyingContract":"',
            vm.toString(address(channels)),
            '"}'
        );
    }

    /// @dev EIP-712 typed data (JSON) of commitment `k` on `id` at `epoch`.
    function _chainJson(bytes32 id, uint24 epoch, IPaymentChannels.ChainCommit memory k)
        internal
        view
        returns (string memory)
    {
        string memory types = string.concat(
            '{"types":{',
            _domainType(),
            ',"Chain":[{"name":"channelId","type":"bytes32"},{"name":"epoch","type":"uint24"},',
            '{"name":"base","type":"uint256"},{"name":"unit","type":"uint256"},',
            '{"name":"length","type":"uint32"},{"name":"root","type":"bytes32"}]},"primaryType":"Chain",'
        );
        string memory message = string.concat(
            '"message":{"channelId":"',
            vm.toString(id),
            '","epoch":"',
            vm.toString(uint256(epoch)),
            '","base":"',
            vm.toString(k.base),
            '","unit":"',
            vm.toString(k.unit),
            '","length":"',
            vm.toString(uint256(k.length)),
            '","root":"',
            vm.toString(k.root),
            '"}}'
        );
        return string.concat(types, _domainJson(), ",", message);
    }
}
