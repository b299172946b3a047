// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ChannelsBase} from "./utils/ChannelsBase.sol";
import {IPaymentChannels} from "../src/interfaces/IPaymentChannels.sol";

/// @dev Hash-chain claims against payers, payees and strangers who collude with many accounts:
/// no word pays twice, no commitment pays outside its channel and epoch, and the most a payee
/// ever gets is the highest amount the signer authorised (a voucher or a word), capped at the deposit.
contract PaymentChannelsWordsAttacksTest is ChannelsBase {
    bytes32 internal constant SEED = keccak256("attack-seed");
    uint32 internal constant LEN = 16;
    uint256 internal constant UNIT = 1e15;

    /// @dev A payee cannot re-price a chain: the same root under a commitment it wrote itself
    /// (higher base or unit, longer) is not the signer's.
    function test_payeeReplaysWordUnderForgedCommitSameRoot() public {
        (IPaymentChannels.Channel memory c, bytes32 id, IPaymentChannels.ChainCommit memory k, bytes memory sig) =
            _openChain(SEED, UNIT, LEN);
        channels.claimWord(c, k, sig, _word(SEED, k, 5), 5);
        IPaymentChannels.ChainCommit memory forged = IPaymentChannels.ChainCommit(10 * UNIT, UNIT, LEN, k.root);
        bytes32 w5 = _word(SEED, k, 5);
        vm.prank(payee);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claimWord(c, forged, sig, w5, 5);
        // nor with its own key
        (, uint256 payeeKey) = makeAddrAndKey("payee");
        bytes memory own = _signChain(payeeKey, id, forged);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claimWord(c, forged, own, w5, 5);
        assertEq(_state(id).claimed, 5 * UNIT);
    }

    /// @dev Two commitments the signer did sign with the same root (a payer's mistake): a word
    /// pays under either, but cumulatively: the payee gets the higher amount, never the sum.
    function test_sameRootTwoSignedCommitsPaysTheHigherOnce() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        IPaymentChannels.ChainCommit memory a = _commit(SEED, 0, UNIT, LEN);
        IPaymentChannels.ChainCommit memory b = _commit(SEED, 10 * UNIT, UNIT, LEN);
        assertEq(a.root, b.root);
        bytes32 w5 = _word(SEED, a, 5);
        assertEq(channels.claimWord(c, a, _chainSig(c, a), w5, 5), 5 * UNIT);
        assertEq(channels.claimWord(c, b, _chainSig(c, b), w5, 5), 10 * UNIT);
        bytes memory sigA = _chainSig(c, a);
        vm.expectRevert(
            abi.encodeWithSelector(IPaymentChannels.ChannelNothingToClaim.selector, id, 5 * UNIT, 15 * UNIT, DEPOSIT)
        );
        channels.claimWord(c, a, sigA, w5, 5);
        assertEq(_state(id).claimed, 15 * UNIT);
    }

    /// @dev A payer signs two commitments whose ranges overlap (B starts inside A), and the
    /// payee reveals in any order from both: the channel ends at the higher of the two amounts.
    function testFuzz_overlappingCommitsPayTheMaxOnly(uint32 start, uint32 i, uint32 j, bool bFirst) public {
        start = uint32(bound(start, 0, LEN));
        i = uint32(bound(i, 0, LEN));
        j = uint32(bound(j, 0, LEN));
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        bytes32 seedB = keccak256("attack-seed-b");
        IPaymentChannels.ChainCommit memory a = _commit(SEED, 0, UNIT, LEN);
        IPaymentChannels.ChainCommit memory b = _commit(seedB, start * UNIT, UNIT, LEN);
        IPaymentChannels.WordClaim[] memory batch = new IPaymentChannels.WordClaim[](2);
        IPaymentChannels.WordClaim memory wa =
            IPaymentChannels.WordClaim(payer, session, bytes32(0), a, _chainSig(c, a), _word(SEED, a, i), i);
        IPaymentChannels.WordClaim memory wb =
            IPaymentChannels.WordClaim(payer, session, bytes32(0), b, _chainSig(c, b), _word(seedB, b, j), j);
        (batch[0], batch[1]) = bFirst ? (wb, wa) : (wa, wb);
        uint256 top = i * UNIT > (start + j) * UNIT ? i * UNIT : (start + j) * UNIT;
        if (top == 0) return;
        assertEq(channels.claimWordBatch(payee, address(0), batch), top);
        assertEq(_state(id).claimed, top);
        // claiming both again, one by one, pays nothing more
        vm.expectRevert();
        channels.claimWord(c, a, wa.signature, wa.word, wa.index);
        vm.expectRevert();
        channels.claimWord(c, b, wb.signature, wb.word, wb.index);
    }

    /// @dev A payee who sat on its words past a withdrawal loses them: the withdrawal ends the
    /// epoch, the payer gets the whole deposit, and a reopened channel does not honour them.
    function test_withdrawalVoidsEarlierCommitments() public {
        (IPaymentChannels.Channel memory c, bytes32 id, IPaymentChannels.ChainCommit memory k, bytes memory sig) =
            _openChain(SEED, UNIT, LEN);
        bytes32 w9 = _word(SEED, k, 9);
        vm.prank(payer);
        uint64 at = channels.requestWithdrawal(c);
        vm.warp(at);
        uint256 before = payer.balance;
        vm.prank(stranger);
        channels.withdraw(c);
        assertEq(payer.balance - before, DEPOSIT);
        // on the withdrawn channel: nothing left
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelNothingToClaim.selector, id, 9 * UNIT, 0, 0));
        channels.claimWord(c, k, sig, w9, 9);
        // reopened with the same settings: the old commitment is of epoch 0
        _open(c, DEPOSIT);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claimWord(c, k, sig, w9, 9);
        assertEq(_state(id).claimed, 0);
    }

    /// @dev A stranger (or the payer) front-runs the payee's batch with a lower word of one
    /// entry and the exact word of another: the batch still pays every rise, nothing twice.
    function test_frontRunInBatchPaysEveryRiseOnce() public {
        uint256 n = 4;
        IPaymentChannels.WordClaim[] memory b = new IPaymentChannels.WordClaim[](n);
        IPaymentChannels.Channel[] memory cs = new IPaymentChannels.Channel[](n);
        bytes32[] memory ids = new bytes32[](n);
        for (uint256 i; i < n; ++i) {
            (address p, uint256 key) = makeAddrAndKey(string.concat("colluder-", vm.toString(i)));
            vm.deal(p, 10 ether);
            cs[i] = IPaymentChannels.Channel(p, payee, address(0), p, bytes32(0));
            ids[i] = _open(cs[i], DEPOSIT);
            bytes32 seed = keccak256(abi.encode(SEED, i));
            IPaymentChannels.ChainCommit memory k = _commit(seed, 0, UNIT, LEN);
            b[i] = IPaymentChannels.WordClaim(p, p, bytes32(0), k, _signChain(key, ids[i], k), _word(seed, k, 8), 8);
        }
        uint256 before = payee.balance;
        // the front-runs: entry 0 with word 3, entry 1 with the batch's own word 8
        IPaymentChannels.ChainCommit memory k0 = b[0].chain;
        vm.prank(stranger);
        channels.claimWord(cs[0], k0, b[0].signature, _word(keccak256(abi.encode(SEED, 0)), k0, 3), 3);
        vm.prank(cs[1].payer);
        channels.claimWord(cs[1], b[1].chain, b[1].signature, b[1].word, 8);
        vm.prank(payee);
        uint256 paid = channels.claimWordBatch(payee, address(0), b);
        assertEq(paid, 5 * UNIT + 0 + 8 * UNIT + 8 * UNIT);
        for (uint256 i; i < n; ++i) {
            assertEq(_state(ids[i]).claimed, 8 * UNIT);
        }
        // the payee got all 32 units, over three transactions, each minus its fee
        assertEq(payee.balance - before, 32 * UNIT - _fee(3 * UNIT) - _fee(8 * UNIT) - _fee(21 * UNIT));
        assertEq(stranger.balance, 0);
    }

    /// @dev A payer with one session key and channels to a payee and to its own sock puppet:
    /// a commitment binds its channel, so neither side can move it to the other channel.
    function test_commitBindsPayeeAndSalt() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        address sock = makeAddr("sock");
        IPaymentChannels.Channel memory s = IPaymentChannels.Channel(payer, sock, address(0), session, bytes32(0));
        bytes32 sid = _open(s, DEPOSIT);
        IPaymentChannels.Channel memory salted = _ethChannel();
        salted.salt = bytes32(uint256(7));
        bytes32 saltedId = _open(salted, DEPOSIT);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 0, UNIT, LEN);
        bytes memory sig = _chainSig(c, k);
        bytes32 w = _word(SEED, k, 4);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, sid));
        channels.claimWord(s, k, sig, w, 4);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, saltedId));
        channels.claimWord(salted, k, sig, w, 4);
        assertEq(channels.claimWord(c, k, sig, w, 4), 4 * UNIT);
        assertEq(_state(id).claimed, 4 * UNIT);
        assertEq(sock.balance, 0);
    }

    /// @dev Whoever submits, the payee is paid; the submitter gets nothing.
    function test_strangerSubmitsPaysThePayee() public {
        IPaymentChannels.Channel memory c = _usdChannel();
        _open(c, DEPOSIT);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 0, UNIT, LEN);
        bytes memory sig = _chainSig(c, k);
        bytes32 w = _word(SEED, k, 2);
        vm.prank(stranger);
        channels.claimWord(c, k, sig, w, 2);
        assertEq(usd.balanceOf(stranger), 0);
        assertEq(usd.balanceOf(payee), 2 * UNIT - _fee(2 * UNIT));
    }

    /// @dev A commitment handed out early (base above what the payee served) is worth `base`
    /// by itself: the root is public. Hence the payer hands one out only when Answered == base.
    function test_commitAloneIsWorthItsBase() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        _open(c, DEPOSIT);
        IPaymentChannels.ChainCommit memory next = _commit(SEED, 40 * UNIT, UNIT, LEN);
        vm.prank(payee);
        assertEq(channels.claimWord(c, next, _chainSig(c, next), next.root, 0), 40 * UNIT);
    }

    /// @dev A self-dealing payer (its own payee) pays the protocol fee on every word claimed,
    /// as on vouchers: the reputation a claimed chain counts as paid value is bought at the fee.
    function test_selfPaidWordsPayTheFee() public {
        IPaymentChannels.Channel memory c = IPaymentChannels.Channel(payer, payer, address(0), session, bytes32(0));
        _open(c, DEPOSIT);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 0, 0.05 ether, LEN);
        uint256 before = payer.balance;
        channels.claimWord(c, k, _chainSig(c, k), SEED, LEN);
        assertEq(payer.balance - before, 0.8 ether - _fee(0.8 ether));
        assertEq(_collect(c), _fee(0.8 ether));
        assertEq(channels.owed(address(0), treasury), _fee(0.8 ether));
    }

    /// @dev A batch in which one entry's word claims a channel whose commitment is bad reverts
    /// whole: a payee cannot slip an unauthorised amount among good entries.
    function test_batchWithOneForgedEntryReverts() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        IPaymentChannels.ChainCommit memory k = _commit(SEED, 0, UNIT, LEN);
        IPaymentChannels.WordClaim[] memory b = new IPaymentChannels.WordClaim[](2);
        b[0] = IPaymentChannels.WordClaim(payer, session, bytes32(0), k, _chainSig(c, k), _word(SEED, k, 2), 2);
        IPaymentChannels.ChainCommit memory forged = _commit(SEED, DEPOSIT / 2, UNIT, LEN);
        b[1] = IPaymentChannels.WordClaim(payer, session, bytes32(0), forged, b[0].signature, _word(SEED, k, 3), 3);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claimWordBatch(payee, address(0), b);
        assertEq(_state(id).claimed, 0);
    }
}
