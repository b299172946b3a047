// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ChannelsBase} from "./utils/ChannelsBase.sol";
import {PaymentChannels} from "../src/PaymentChannels.sol";
import {IPaymentChannels} from "../src/interfaces/IPaymentChannels.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @dev A payee whose receive tries to collect its channel's fees while the claim's push is
/// running, and records whether it could.
contract FeeCollectingPayee {
    PaymentChannels internal immutable channels;
    IPaymentChannels.Channel[] internal targets;
    bool public tried;
    bool public collected;

    constructor(PaymentChannels channels_) {
        channels = channels_;
    }

    function arm(IPaymentChannels.Channel calldata c) external {
        targets.push(c);
    }

    receive() external payable {
        if (targets.length == 0) return;
        tried = true;
        try channels.collectFees(targets) {
            collected = true;
        } catch {}
    }
}

/// @dev Exposes the contract's ECDSA recovery for the differential test against OpenZeppelin's.
contract RecoverHarness is PaymentChannels {
    constructor() PaymentChannels(address(1), 0, 1 days) {}

    function recover(bytes32 digest, bytes calldata signature) external view returns (address) {
        return _recover(digest, signature);
    }

    function ozRecover(bytes32 digest, bytes calldata signature) external pure returns (address) {
        (address r, ECDSA.RecoverError err,) = ECDSA.tryRecoverCalldata(digest, signature);
        return err == ECDSA.RecoverError.NoError ? r : address(0);
    }
}

/// @dev The protocol fee on the cumulative claimed amount of a channel's epoch (a test per new
/// function and condition): claims push the payee its part and write no fee; `collectFees`
/// (anyone) and `withdraw` credit the fees held to the treasury, never twice and never more than
/// ceil(claimed * feeBps / 10000) an epoch; the payer never gets a fee back and the payee never
/// gets it; many small claims pay the fee of one.
contract PaymentChannelsFeesTest is ChannelsBase {
    bytes32 internal constant SEED = keccak256("fees-seed");

    function _list(IPaymentChannels.Channel memory a) internal pure returns (IPaymentChannels.Channel[] memory cs) {
        cs = new IPaymentChannels.Channel[](1);
        cs[0] = a;
    }

    /// @dev The payer requests the withdrawal of `c` and the challenge period passes.
    function _requestAndWait(IPaymentChannels.Channel memory c) internal {
        vm.prank(c.payer);
        vm.warp(channels.requestWithdrawal(c));
    }

    function _withdrawAll(IPaymentChannels.Channel memory c) internal returns (uint256) {
        _requestAndWait(c);
        vm.prank(stranger);
        return channels.withdraw(c);
    }

    /// @dev Opens `c`, claims `amount` on it and collects its fee.
    function _claimedAndCollected(IPaymentChannels.Channel memory c, uint256 amount) internal returns (bytes32 id) {
        id = _open(c, DEPOSIT);
        channels.claim(c, amount, _voucher(c, amount));
        _collect(c);
    }

    // ---------------------------------------------------------------- claims hold the fee

    /// @dev A claim writes no fee: owed[treasury] is untouched and the fee stays in the contract,
    /// held for the channel (feeHeld), while the payee gets the rest in the same transaction.
    function test_claim_holdsTheFee() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        vm.recordLogs();
        channels.claim(c, 0.1 ether, _voucher(c, 0.1 ether));
        assertEq(vm.getRecordedLogs().length, 1, "only ChannelClaimed");
        assertEq(payee.balance, 0.1 ether - _fee(0.1 ether));
        assertEq(channels.owed(address(0), treasury), 0);
        assertEq(channels.feeHeld(id), _fee(0.1 ether));
        assertEq(channels.feeCollected(id), 0);
        assertEq(address(channels).balance, DEPOSIT - 0.1 ether + _fee(0.1 ether));
    }

    /// @dev The second claim pushes the rise less the rise of the cumulative fee.
    function test_claim_secondPaysTheRiseOfTheFee() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        channels.claim(c, 39, _voucher(c, 39));
        assertEq(payee.balance, 39 - 1); // ceil(0.975) = 1
        channels.claim(c, 78, _voucher(c, 78));
        assertEq(payee.balance, 78 - 2); // ceil(1.95) = 2: one more
        channels.claim(c, 80, _voucher(c, 80));
        assertEq(payee.balance, 80 - 2); // ceil(2.0) = 2: the claim of 2 wei pays 2
        assertEq(channels.feeHeld(id), 2);
    }

    /// @dev A batch takes each channel's own fee rise: the payee gets the sum of the channels'
    /// claims less the sum of their fees (not the fee of the sum).
    function test_claimBatch_feePerChannel() public {
        IPaymentChannels.BatchClaim[] memory claims = new IPaymentChannels.BatchClaim[](3);
        IPaymentChannels.Channel[] memory cs = new IPaymentChannels.Channel[](3);
        uint256 fees;
        for (uint256 i; i < 3; ++i) {
            cs[i] = _ethChannel();
            cs[i].salt = bytes32(i);
            _open(cs[i], DEPOSIT);
            claims[i] = IPaymentChannels.BatchClaim(payer, session, cs[i].salt, 39, _voucher(cs[i], 39));
            fees += _fee(39);
        }
        assertEq(channels.claimBatch(payee, address(0), claims), 117);
        assertEq(fees, 3); // the fee of the sum would be ceil(2.925) = 3 too; per channel 1 each
        assertEq(payee.balance, 117 - fees);
        assertEq(channels.owed(address(0), treasury), 0);
        assertEq(channels.collectFees(cs), fees);
    }

    /// @dev Word claims follow the same rule, mixed with vouchers on one channel.
    function test_claimWord_feeOnTheCumulative() public {
        (IPaymentChannels.Channel memory c, bytes32 id, IPaymentChannels.ChainCommit memory k, bytes memory sig) =
            _openChain(SEED, 39, 16);
        channels.claimWord(c, k, sig, _word(SEED, k, 1), 1);
        channels.claim(c, 100, _voucher(c, 100));
        channels.claimWord(c, k, sig, _word(SEED, k, 5), 5);
        IPaymentChannels.WordClaim[] memory b = new IPaymentChannels.WordClaim[](1);
        b[0] = IPaymentChannels.WordClaim(payer, session, c.salt, k, sig, _word(SEED, k, 9), 9);
        channels.claimWordBatch(payee, address(0), b);
        assertEq(_state(id).claimed, 9 * 39);
        assertEq(payee.balance, 9 * 39 - _fee(9 * 39));
        assertEq(channels.feeHeld(id), _fee(9 * 39));
    }

    // ---------------------------------------------------------------- collectFees

    function test_collectFees_creditsTheTreasury() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        channels.claim(c, 0.1 ether, _voucher(c, 0.1 ether));
        vm.expectEmit(address(channels));
        emit IPaymentChannels.ChannelFeeCollected(id, address(0), _fee(0.1 ether));
        vm.prank(stranger); // anyone
        assertEq(channels.collectFees(_list(c)), _fee(0.1 ether));
        assertEq(channels.owed(address(0), treasury), _fee(0.1 ether));
        assertEq(channels.feeCollected(id), _fee(0.1 ether));
        assertEq(channels.feeHeld(id), 0);
        assertEq(address(channels).balance, DEPOSIT - 0.1 ether + _fee(0.1 ether), "a credit moves no money");
    }

    /// @dev Never twice: a second collection with nothing claimed since reverts.
    function test_collectFees_twiceReverts() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        _claimedAndCollected(c, 0.1 ether);
        vm.expectRevert(IPaymentChannels.ChannelNoFees.selector);
        channels.collectFees(_list(c));
        assertEq(channels.owed(address(0), treasury), _fee(0.1 ether));
    }

    /// @dev Only the rise since the last collection, and the total is the fee of the cumulative.
    function test_collectFees_onlyTheRise() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        channels.claim(c, 39, _voucher(c, 39));
        assertEq(_collect(c), 1);
        channels.claim(c, 78, _voucher(c, 78));
        assertEq(_collect(c), 1);
        channels.claim(c, 79, _voucher(c, 79));
        vm.expectRevert(IPaymentChannels.ChannelNoFees.selector); // ceil(1.975) = 2: nothing new
        channels.collectFees(_list(c));
        channels.claim(c, 81, _voucher(c, 81));
        assertEq(_collect(c), 1);
        assertEq(channels.owed(address(0), treasury), _fee(81));
        assertEq(channels.feeCollected(id), _fee(81));
    }

    function test_collectFees_empty() public {
        vm.expectRevert(IPaymentChannels.ChannelEmptyBatch.selector);
        channels.collectFees(new IPaymentChannels.Channel[](0));
    }

    /// @dev Settings of no channel, and a channel with nothing claimed: nothing to collect.
    function test_collectFees_nothingHeld() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        vm.expectRevert(IPaymentChannels.ChannelNoFees.selector);
        channels.collectFees(_list(c));
        _open(c, DEPOSIT);
        vm.expectRevert(IPaymentChannels.ChannelNoFees.selector);
        channels.collectFees(_list(c));
    }

    /// @dev Entries holding nothing are skipped; each entry is credited in its own token, and
    /// settings naming another token are another channel (no cross-token credit).
    function test_collectFees_manyTokensAndSkips() public {
        IPaymentChannels.Channel memory e = _ethChannel();
        IPaymentChannels.Channel memory u = _usdChannel();
        _open(e, DEPOSIT);
        _open(u, DEPOSIT);
        channels.claim(e, 0.2 ether, _voucher(e, 0.2 ether));
        channels.claim(u, 0.4 ether, _voucher(u, 0.4 ether));
        IPaymentChannels.Channel memory none = _ethChannel();
        none.salt = bytes32(uint256(9));
        IPaymentChannels.Channel[] memory cs = new IPaymentChannels.Channel[](4);
        (cs[0], cs[1], cs[2], cs[3]) = (none, e, u, e);
        assertEq(channels.collectFees(cs), _fee(0.2 ether) + _fee(0.4 ether));
        assertEq(channels.owed(address(0), treasury), _fee(0.2 ether));
        assertEq(channels.owed(address(usd), treasury), _fee(0.4 ether));
        assertEq(usd.balanceOf(address(channels)), DEPOSIT - 0.4 ether + _fee(0.4 ether));
    }

    /// @dev A permissionless exit in every state: while open, while closing, after the challenge
    /// period (claims over, not withdrawn), and when the payer is gone (fully claimed channel
    /// nobody will withdraw): the treasury's fees never wait on the payer.
    function test_collectFees_everyState() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        _open(c, DEPOSIT);
        channels.claim(c, 0.1 ether, _voucher(c, 0.1 ether));
        assertEq(_collect(c), _fee(0.1 ether)); // open
        vm.prank(payer);
        uint64 at = channels.requestWithdrawal(c);
        channels.claim(c, 0.3 ether, _voucher(c, 0.3 ether));
        assertEq(_collect(c), _fee(0.3 ether) - _fee(0.1 ether)); // closing
        channels.claim(c, 0.5 ether, _voucher(c, 0.5 ether));
        vm.warp(at);
        assertEq(_collect(c), _fee(0.5 ether) - _fee(0.3 ether)); // claims over
        // a payer gone after its channel was claimed in full
        IPaymentChannels.Channel memory gone = _ethChannel();
        gone.salt = bytes32(uint256(7));
        _open(gone, 1 ether);
        channels.claim(gone, 1 ether, _voucher(gone, 1 ether));
        assertEq(_collect(gone), _fee(1 ether));
        assertEq(channels.owed(address(0), treasury), _fee(0.5 ether) + _fee(1 ether));
    }

    /// @dev The guard: a payee re-entering collectFees from the claim's push is refused (the
    /// push fails and is credited), and the fee stays held, collectable once afterwards.
    function test_collectFees_reentryRefused() public {
        FeeCollectingPayee p = new FeeCollectingPayee(channels);
        IPaymentChannels.Channel memory c = IPaymentChannels.Channel(payer, address(p), address(0), session, 0);
        bytes32 id = _open(c, DEPOSIT);
        p.arm(c);
        channels.claim(c, 0.1 ether, _voucher(c, 0.1 ether));
        assertTrue(p.tried());
        assertFalse(p.collected());
        assertEq(channels.owed(address(0), treasury), 0);
        assertEq(channels.feeHeld(id), _fee(0.1 ether));
        assertEq(_collect(c), _fee(0.1 ether));
    }

    // ---------------------------------------------------------------- withdraw

    /// @dev The withdrawal credits the epoch's fees still held (after a partial collection, the
    /// rest only), returns the payer deposited - claimed (no fee back), and zeroes the record.
    function test_withdraw_creditsTheRestOfTheFee() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        channels.claim(c, 0.1 ether, _voucher(c, 0.1 ether));
        _collect(c);
        channels.claim(c, 0.3 ether, _voucher(c, 0.3 ether));
        uint256 payer0 = payer.balance;
        _requestAndWait(c);
        vm.expectEmit(address(channels));
        emit IPaymentChannels.ChannelFeeCollected(id, address(0), _fee(0.3 ether) - _fee(0.1 ether));
        vm.expectEmit(address(channels));
        emit IPaymentChannels.ChannelWithdrawn(id, payer, DEPOSIT - 0.3 ether);
        assertEq(channels.withdraw(c), DEPOSIT - 0.3 ether);
        assertEq(payer.balance - payer0, DEPOSIT - 0.3 ether);
        assertEq(payee.balance, 0.3 ether - _fee(0.3 ether));
        assertEq(channels.owed(address(0), treasury), _fee(0.3 ether));
        assertEq(channels.feeCollected(id), 0);
        assertEq(channels.feeHeld(id), 0);
        assertEq(address(channels).balance, _fee(0.3 ether), "the contract holds the treasury's credit only");
        vm.expectRevert(IPaymentChannels.ChannelNoFees.selector);
        channels.collectFees(_list(c));
    }

    /// @dev A withdrawal of a channel never claimed credits no fee and emits none.
    function test_withdraw_nothingClaimedNoFee() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        _open(c, DEPOSIT);
        _requestAndWait(c);
        vm.recordLogs();
        assertEq(channels.withdraw(c), DEPOSIT);
        assertEq(vm.getRecordedLogs().length, 1, "only ChannelWithdrawn");
        assertEq(channels.owed(address(0), treasury), 0);
    }

    /// @dev A withdrawal after a full collection credits nothing more.
    function test_withdraw_afterFullCollection() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _claimedAndCollected(c, 0.1 ether);
        _withdrawAll(c);
        assertEq(channels.owed(address(0), treasury), _fee(0.1 ether));
        assertEq(channels.feeCollected(id), 0);
    }

    /// @dev Each epoch pays its own fee, from 0: the record of the first epoch does not shield
    /// the second from its fee, nor is the first epoch's fee charged again.
    function test_withdraw_nextEpochStartsAtZero() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _claimedAndCollected(c, 0.4 ether);
        _withdrawAll(c);
        _open(c, DEPOSIT);
        channels.claim(c, 0.1 ether, _voucher(c, 0.1 ether));
        assertEq(channels.feeHeld(id), _fee(0.1 ether));
        assertEq(_collect(c), _fee(0.1 ether));
        assertEq(channels.owed(address(0), treasury), _fee(0.4 ether) + _fee(0.1 ether));
        assertEq(payee.balance, 0.5 ether - _fee(0.4 ether) - _fee(0.1 ether));
    }

    // ---------------------------------------------------------------- fuzz

    /// @dev Fee rounding: any split of a cumulative C into claims (vouchers, alone or in
    /// batches, with collections in between) pays the payee C - fee(C) and the treasury fee(C),
    /// exactly as one claim of C; every wei of the deposit is accounted for after the withdrawal.
    function testFuzz_manySmallClaimsPayTheOneClaimFee(uint256 deposit, uint256[8] memory steps, uint256 how) public {
        deposit = bound(deposit, 1, 100 ether);
        IPaymentChannels.Channel memory c = _usdChannel();
        bytes32 id = _open(c, deposit);
        uint256 cum;
        for (uint256 i; i < steps.length; ++i) {
            uint256 step = bound(steps[i], 1, i % 2 == 0 ? 100 : deposit / 4 + 1);
            cum += step;
            uint256 mode = (how >> (i * 2)) % 4;
            if (mode == 0) {
                channels.claim(c, cum, _voucher(c, cum));
            } else {
                IPaymentChannels.BatchClaim[] memory b = new IPaymentChannels.BatchClaim[](1);
                b[0] = IPaymentChannels.BatchClaim(payer, session, c.salt, cum, _voucher(c, cum));
                try channels.claimBatch(payee, address(usd), b) {} catch {} // pays nothing past the deposit
                if (mode == 3 && channels.feeHeld(id) != 0) _collect(c);
            }
            if (cum >= deposit) break;
        }
        uint256 claimed = _state(id).claimed;
        assertEq(claimed, cum < deposit ? cum : deposit);
        assertEq(usd.balanceOf(payee), claimed - _fee(claimed), "payee != C - fee(C)");
        assertEq(channels.owed(address(usd), treasury) + channels.feeHeld(id), _fee(claimed));
        assertEq(usd.balanceOf(address(channels)), deposit - claimed + _fee(claimed));
        uint256 back = _withdrawAll(c);
        assertEq(back, deposit - claimed, "payer got a fee back");
        assertEq(channels.owed(address(usd), treasury), _fee(claimed), "treasury != fee(C)");
        assertEq(usd.balanceOf(address(channels)), _fee(claimed), "the contract holds only the treasury's credit");
    }

    /// @dev The fee of a claim is never more than the claim: the payee's part never underflows,
    /// whatever the two cumulatives (fuzzed over the whole uint96 range).
    function testFuzz_feeRiseAtMostTheClaim(uint96 a, uint96 b) public pure {
        (uint256 lo, uint256 hi) = a < b ? (uint256(a), uint256(b)) : (uint256(b), uint256(a));
        vm.assume(hi > lo);
        for (uint256 bps; bps <= 1000; bps += 250) {
            uint256 rise = (hi * bps + 9999) / 10_000 - (lo * bps + 9999) / 10_000;
            assertLe(rise, hi - lo);
        }
    }

    /// @dev The contract's ECDSA recovery equals OpenZeppelin's tryRecoverCalldata (zero for any
    /// error) on real signatures, high s, every v byte, and any length.
    function testFuzz_recoverMatchesOpenZeppelin(bytes32 digest, uint256 key, uint8 v, bytes32 junk, uint8 len) public {
        RecoverHarness h = new RecoverHarness();
        key = bound(key, 1, 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364140);
        (uint8 sv, bytes32 r, bytes32 s) = vm.sign(key, digest);
        bytes memory good = abi.encodePacked(r, s, sv);
        assertEq(h.recover(digest, good), vm.addr(key));
        bytes[] memory cases = new bytes[](5);
        cases[0] = good;
        cases[1] = abi.encodePacked(r, s, v); // any v byte
        // the malleable twin: s in the upper half, v flipped
        cases[2] = abi.encodePacked(
            r, bytes32(0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141 - uint256(s)), 55 - sv
        );
        cases[3] = abi.encodePacked(junk, junk, v);
        cases[4] = _cut(abi.encodePacked(r, s, sv, junk, junk), len); // any length up to 129
        for (uint256 i; i < cases.length; ++i) {
            assertEq(h.recover(digest, cases[i]), h.ozRecover(digest, cases[i]));
        }
    }

    function _cut(bytes memory b, uint256 len) internal pure returns (bytes memory out) {
        len = len % (b.length + 1);
        out = new bytes(len);
        for (uint256 i; i < len; ++i) {
            out[i] = b[i];
        }
    }
}
