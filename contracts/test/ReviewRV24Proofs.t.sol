// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IPaymentChannels} from "../src/interfaces/IPaymentChannels.sol";
import {ERC1271Wallet} from "./utils/Attackers.sol";
import {RV24Base, RV24RecoverHarness, GreedySigner, RefusingAccount} from "./ReviewRV24.t.sol";

/// @dev Review rv24, the proofs: dirty address words refused by the decoder, the scratch-memory
/// hashes equal to abi.encode, the inline ECDSA recovery equal to OpenZeppelin's, ERC-1271.
contract ReviewRV24ProofsTest is RV24Base {
    // ---------------------------------------------------------------- dirty calldata

    /// @dev claim and claimWord read payee, token and signer from calldata once: every address
    /// word of the Channel (and of claimWord's) with dirty upper bits is refused.
    function test_dirtyAddressWords_claimAndClaimWord() public {
        vm.deal(address(this), 10 ether);
        IPaymentChannels.Channel memory c = _usdChannel();
        _open(c, DEPOSIT);
        bytes memory data = abi.encodeCall(channels.claim, (c, 0.1 ether, _voucher(c, 0.1 ether)));
        assertEq(_dirtyWordsRefused(stranger, 0, data, _addrs()), 4);
        IPaymentChannels.ChainCommit memory k = _commit(keccak256("s"), 0, 1000, 8);
        data = abi.encodeCall(channels.claimWord, (c, k, _chainSig(c, k), _word(keccak256("s"), k, 3), 3));
        assertEq(_dirtyWordsRefused(stranger, 0, data, _addrs()), 4);
    }

    /// @dev The batches: the batch's payee and token and each entry's payer and signer.
    function test_dirtyAddressWords_batches() public {
        IPaymentChannels.Channel memory c = _usdChannel();
        _open(c, DEPOSIT);
        IPaymentChannels.BatchClaim[] memory b = new IPaymentChannels.BatchClaim[](1);
        b[0] = IPaymentChannels.BatchClaim(payer, session, c.salt, 0.1 ether, _voucher(c, 0.1 ether));
        bytes memory data = abi.encodeCall(channels.claimBatch, (payee, address(usd), b));
        assertEq(_dirtyWordsRefused(stranger, 0, data, _addrs()), 4);
        IPaymentChannels.ChainCommit memory k = _commit(keccak256("s"), 0, 1000, 8);
        IPaymentChannels.WordClaim[] memory w = new IPaymentChannels.WordClaim[](1);
        w[0] = IPaymentChannels.WordClaim(payer, session, c.salt, k, _chainSig(c, k), _word(keccak256("s"), k, 3), 3);
        data = abi.encodeCall(channels.claimWordBatch, (payee, address(usd), w));
        assertEq(_dirtyWordsRefused(stranger, 0, data, _addrs()), 4);
    }

    /// @dev collectFees, withdraw, open, topUp, requestWithdrawal: the fee is credited in the
    /// token the id binds, never in a dirty word's token.
    function test_dirtyAddressWords_feesAndPayerSide() public {
        IPaymentChannels.Channel memory c = _usdChannel();
        _open(c, DEPOSIT);
        channels.claim(c, 0.1 ether, _voucher(c, 0.1 ether));
        IPaymentChannels.Channel[] memory cs = new IPaymentChannels.Channel[](2);
        (cs[0], cs[1]) = (c, c);
        assertEq(_dirtyWordsRefused(stranger, 0, abi.encodeCall(channels.collectFees, (cs)), _addrs()), 8);
        assertEq(_dirtyWordsRefused(payer, 0, abi.encodeCall(channels.topUp, (c, 1)), _addrs()), 4);
        assertEq(_dirtyWordsRefused(payer, 0, abi.encodeCall(channels.requestWithdrawal, (c)), _addrs()), 4);
        _requestAndWait(c);
        assertEq(_dirtyWordsRefused(stranger, 0, abi.encodeCall(channels.withdraw, (c)), _addrs()), 4);
        IPaymentChannels.Channel memory fresh = _usdChannel();
        fresh.salt = bytes32(uint256(5));
        assertEq(_dirtyWordsRefused(payer, 0, abi.encodeCall(channels.open, (fresh, 1 ether)), _addrs()), 4);
    }

    // ---------------------------------------------------------------- hashes

    /// @dev The scratch-memory id equals the EIP-712 hash of abi.encode of the settings, for
    /// any settings (addresses over the whole 160 bits, any salt).
    function testFuzz_channelIdEqualsAbiEncode(IPaymentChannels.Channel memory c) public view {
        bytes32 structHash =
            keccak256(abi.encode(channels.CHANNEL_TYPEHASH(), c.payer, c.payee, c.token, c.signer, c.salt));
        bytes32 want = keccak256(abi.encodePacked("\x19\x01", _domainAt(block.chainid, address(channels)), structHash));
        assertEq(channels.channelId(c), want);
        assertEq(
            channels.CHANNEL_TYPEHASH(),
            keccak256("Channel(address payer,address payee,address token,address signer,bytes32 salt)")
        );
    }

    /// @dev The scratch-memory voucher digest equals abi.encode's for any id, any amount and any
    /// epoch, whatever the other fields of the channel's slot hold; and a claim checks a
    /// signature of exactly that digest (computed here, not by the contract's view).
    function testFuzz_voucherDigestEqualsAbiEncode(
        bytes32 id,
        uint96 dep,
        uint96 claimed,
        uint40 at,
        uint24 epoch,
        uint256 amount
    ) public {
        vm.store(address(channels), _slotOf(id), _packed(dep, claimed, at, epoch));
        IPaymentChannels.ChannelState memory s = _state(id);
        assertEq(abi.encode(s), abi.encode(IPaymentChannels.ChannelState(dep, claimed, at, epoch)), "slot 2");
        bytes32 structHash = keccak256(
            abi.encode(keccak256("Voucher(bytes32 channelId,uint24 epoch,uint256 amount)"), id, epoch, amount)
        );
        bytes32 want = keccak256(abi.encodePacked("\x19\x01", _domainAt(block.chainid, address(channels)), structHash));
        assertEq(channels.voucherDigest(id, amount), want);
    }

    function testFuzz_claimChecksTheReferenceDigest(uint24 epoch, uint96 amount) public {
        amount = uint96(bound(amount, 1, DEPOSIT));
        IPaymentChannels.Channel memory c = _usdChannel();
        bytes32 id = _open(c, DEPOSIT);
        // forge-lint: disable-next-line(unsafe-typecast) DEPOSIT is 1 ether
        vm.store(address(channels), _slotOf(id), _packed(uint96(DEPOSIT), 0, 0, epoch));
        assertEq(channels.claim(c, amount, _refSig(id, epoch, amount)), amount);
        // a signature of the same amount for another epoch is refused
        c.salt = bytes32(uint256(1));
        id = _open(c, DEPOSIT);
        // forge-lint: disable-next-line(unsafe-typecast) DEPOSIT is 1 ether
        vm.store(address(channels), _slotOf(id), _packed(uint96(DEPOSIT), 0, 0, epoch ^ 1));
        bytes memory sig = _refSig(id, epoch, amount);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claim(c, amount, sig);
    }

    /// @dev The session key's signature of the reference digest (computed here).
    function _refSig(bytes32 id, uint24 epoch, uint256 amount) internal view returns (bytes memory) {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(sessionKey, _refDigest(id, epoch, amount));
        return abi.encodePacked(r, s, v);
    }

    function _refDigest(bytes32 id, uint24 epoch, uint256 amount) internal view returns (bytes32) {
        bytes32 structHash = keccak256(
            abi.encode(keccak256("Voucher(bytes32 channelId,uint24 epoch,uint256 amount)"), id, epoch, amount)
        );
        return keccak256(abi.encodePacked("\x19\x01", _domainAt(block.chainid, address(channels)), structHash));
    }

    // ---------------------------------------------------------------- ECDSA recovery

    /// @dev The same raw calldata to both recoveries: same success, same return data.
    function _sameOnBoth(RV24RecoverHarness h, bytes memory body) internal view {
        (bool ok1, bytes memory r1) = address(h).staticcall(bytes.concat(h.recover.selector, body));
        (bool ok2, bytes memory r2) = address(h).staticcall(bytes.concat(h.ozRecover.selector, body));
        assertEq(ok1, ok2, "one reverts, the other not");
        assertEq(r1, r2, "different results");
    }

    /// @dev Any length 0..200, any v byte (0, 1, 27, 28, 29, random, the real one), r and s at 0,
    /// at the bounds (half order, half + 1, n - 1, n), random or the real ones.
    function testFuzz_recoverEqualsOpenZeppelinEverywhere(bytes32 digest, uint256 key, uint256 picks, bytes32 junk)
        public
    {
        RV24RecoverHarness h = new RV24RecoverHarness();
        key = bound(key, 1, N - 1);
        (uint8 sv, bytes32 r, bytes32 s) = vm.sign(key, digest);
        bytes memory sig = _pickSig(r, s, sv, picks, junk);
        _sameOnBoth(h, abi.encode(digest, sig));
        // the real one is found by both
        assertEq(h.recover(digest, abi.encodePacked(r, s, sv)), vm.addr(key));
    }

    /// @dev A signature of length picks % 201 whose r, s and v are picked by `picks` among the
    /// real ones, zero, the bounds and junk.
    function _pickSig(bytes32 r, bytes32 s, uint8 sv, uint256 picks, bytes32 junk)
        internal
        pure
        returns (bytes memory sig)
    {
        uint8[7] memory vs = [0, 1, 27, 28, 29, uint8(uint256(junk)), sv];
        bytes32[6] memory rs = [r, bytes32(0), bytes32(N), HALF_N, junk, bytes32(N - 1)];
        bytes32[6] memory ss = [s, bytes32(0), HALF_N, bytes32(uint256(HALF_N) + 1), bytes32(N - 1), junk];
        bytes memory tail = abi.encodePacked(junk, junk, junk, junk, junk, junk, junk);
        sig = abi.encodePacked(rs[(picks >> 8) % 6], ss[(picks >> 16) % 6], vs[(picks >> 24) % 7], tail);
        uint256 l = picks % 201;
        assembly {
            mstore(sig, l) // cut to any length 0..200 (the buffer holds 289 bytes)
        }
    }

    /// @dev Malformed calldata: the signature's offset past the end or wrapping, its length past
    /// the data, its 65 bytes the last ones of the calldata (no padding: the v byte's word is
    /// read past the end), and a short tail: both behave the same (the decoder refuses or both
    /// read the same bytes).
    function testFuzz_recoverEqualsOpenZeppelinOnRawCalldata(bytes32 digest, uint256 key, uint256 off, uint256 len)
        public
    {
        RV24RecoverHarness h = new RV24RecoverHarness();
        key = bound(key, 1, N - 1);
        (uint8 sv, bytes32 r, bytes32 s) = vm.sign(key, digest);
        bytes memory sig = abi.encodePacked(r, s, sv);
        // unpadded: the 65 bytes end the calldata
        bytes memory body = abi.encodePacked(digest, uint256(0x40), uint256(65), sig);
        _sameOnBoth(h, body);
        (bool ok, bytes memory ret) = address(h).staticcall(bytes.concat(h.recover.selector, body));
        assertTrue(ok);
        assertEq(abi.decode(ret, (address)), vm.addr(key));
        // any offset and length over the same tail
        _sameOnBoth(h, abi.encodePacked(digest, off, uint256(65), sig));
        _sameOnBoth(h, abi.encodePacked(digest, uint256(0x40), len, sig));
        _sameOnBoth(h, abi.encodePacked(digest, uint256(0x40), uint256(65), r, s)); // 64 of the 65 bytes
        _sameOnBoth(h, abi.encodePacked(digest, uint256(0x40), uint256(65)));
        _sameOnBoth(h, abi.encodePacked(digest, uint256(0x20)));
        _sameOnBoth(h, abi.encodePacked(digest));
        _sameOnBoth(h, "");
        _sameOnBoth(h, abi.encodePacked(digest, type(uint256).max - 0x1f, uint256(65), sig)); // offset wraps
    }

    /// @dev The recovery leaves allocated memory and the free memory pointer as they were, and
    /// reads nothing it did not write (garbage above the pointer changes nothing), for a good
    /// signature, a bad v and a high s.
    function testFuzz_recoverIsMemorySafe(bytes32 digest, uint8 v) public {
        RV24RecoverHarness h = new RV24RecoverHarness();
        (uint8 sv, bytes32 r, bytes32 s) = vm.sign(sessionKey, digest);
        bytes[3] memory sigs = [
            abi.encodePacked(r, s, sv), abi.encodePacked(r, s, v), abi.encodePacked(r, bytes32(N - uint256(s)), 55 - sv)
        ];
        for (uint256 i; i < 3; ++i) {
            (address got, bool kept, bool fmpKept) = h.recoverAmidGarbage(digest, sigs[i]);
            assertEq(got, h.ozRecover(digest, sigs[i]));
            assertTrue(kept, "allocated memory overwritten");
            assertTrue(fmpKept, "free memory pointer moved");
        }
        assertEq(h.ozRecover(digest, sigs[0]), session);
    }

    // ---------------------------------------------------------------- ERC-1271

    /// @dev A contract signer: its own ECDSA-looking signature goes through ERC-1271; a valid
    /// ECDSA signature by someone else than the signer is not accepted for it; a signer that
    /// tries to write (collect fees) while checking is under staticcall: the write fails, the
    /// check answers, no fee moves inside the claim.
    function test_erc1271Signers() public {
        (address owner, uint256 ownerKey) = makeAddrAndKey("wallet-owner");
        ERC1271Wallet wallet = new ERC1271Wallet(owner);
        IPaymentChannels.Channel memory c = IPaymentChannels.Channel(payer, payee, address(usd), address(wallet), 0);
        bytes32 id = _open(c, DEPOSIT);
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(ownerKey, channels.voucherDigest(id, 0.1 ether));
        assertEq(channels.claim(c, 0.1 ether, abi.encodePacked(r, s, v)), 0.1 ether);
        (v, r, s) = vm.sign(sessionKey, channels.voucherDigest(id, 0.2 ether));
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claim(c, 0.2 ether, abi.encodePacked(r, s, v));

        GreedySigner greedy = new GreedySigner(channels);
        IPaymentChannels.Channel memory g = IPaymentChannels.Channel(payer, payee, address(usd), address(greedy), 0);
        bytes32 gid = _open(g, DEPOSIT);
        greedy.arm(c); // c holds a fee
        assertEq(channels.claim(g, 0.3 ether, ""), 0.3 ether);
        assertEq(channels.owed(address(usd), treasury), 0, "no fee collected under the staticcall");
        assertEq(channels.feeHeld(gid), _fee(0.3 ether));
        assertEq(channels.feeHeld(id), _fee(0.1 ether));
    }

    // ---------------------------------------------------------------- fees: colluders
}
