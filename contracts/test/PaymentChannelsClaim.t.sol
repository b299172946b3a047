// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ChannelsBase} from "./utils/ChannelsBase.sol";
import {IPaymentChannels} from "../src/interfaces/IPaymentChannels.sol";

/// @dev One test per function and condition, the payee's side: claims, one by one and batched
/// (the payer's side is in PaymentChannels.t.sol).
contract PaymentChannelsClaimTest is ChannelsBase {
    // ---------------------------------------------------------------- claim

    function test_claim_paysPayeeAndFee() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        vm.expectEmit(address(channels));
        emit IPaymentChannels.ChannelClaimed(id, 0.1 ether);
        vm.prank(stranger); // anyone may submit it
        assertEq(channels.claim(c, 0.1 ether, _voucher(c, 0.1 ether)), 0.1 ether);
        assertEq(payee.balance, 0.1 ether - _fee(0.1 ether));
        // the fee stays in the contract, held for the channel, until collected
        assertEq(channels.feeHeld(id), _fee(0.1 ether));
        assertEq(channels.owed(address(0), treasury), 0);
        assertEq(address(channels).balance, DEPOSIT - 0.1 ether + _fee(0.1 ether));
        assertEq(_state(id).claimed, 0.1 ether);
        assertEq(_collect(c), _fee(0.1 ether));
        assertEq(channels.owed(address(0), treasury), _fee(0.1 ether));
    }

    function test_claim_paysOnlyTheRise() public {
        IPaymentChannels.Channel memory c = _usdChannel();
        _open(c, DEPOSIT);
        channels.claim(c, 100, _voucher(c, 100));
        assertEq(channels.claim(c, 250, _voucher(c, 250)), 150);
        assertEq(usd.balanceOf(payee), 100 - _fee(100) + 150 - _fee(150));
    }

    function test_claim_feeRoundsUp() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        channels.claim(c, 1, _voucher(c, 1));
        assertEq(channels.feeHeld(id), 1);
        assertEq(payee.balance, 0);
    }

    function test_claim_cappedAtDeposit() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        assertEq(channels.claim(c, 5 ether, _voucher(c, 5 ether)), DEPOSIT);
        assertEq(_state(id).claimed, DEPOSIT);
        assertEq(address(channels).balance, _fee(DEPOSIT));
    }

    function test_claim_lowerThanLast() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        channels.claim(c, 200, _voucher(c, 200));
        bytes memory low = _voucher(c, 100);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelNothingToClaim.selector, id, 100, 200, DEPOSIT));
        channels.claim(c, 100, low);
    }

    function test_claim_replayed() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        bytes memory v = _voucher(c, 200);
        channels.claim(c, 200, v);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelNothingToClaim.selector, id, 200, 200, DEPOSIT));
        channels.claim(c, 200, v);
    }

    function test_claim_unknownChannel() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = channels.channelId(c);
        bytes memory v = _voucher(c, 1);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelNothingToClaim.selector, id, 1, 0, 0));
        channels.claim(c, 1, v);
    }

    function test_claim_badSignature() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        bytes memory v = _sign(payerKey, id, 100); // the payer is not this channel's signer
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claim(c, 100, v);
        v = _voucher(c, 100);
        v[10] ^= 0x01;
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claim(c, 100, v);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claim(c, 100, hex"1234");
    }

    function test_claim_amountNotSigned() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        bytes memory v = _voucher(c, 100);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claim(c, 101, v);
    }

    function test_claim_duringChallenge() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        vm.prank(payer);
        channels.requestWithdrawal(c);
        vm.warp(block.timestamp + CHALLENGE - 1);
        channels.claim(c, 100, _voucher(c, 100));
        assertEq(_state(id).claimed, 100);
    }

    function test_claim_afterChallenge() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        vm.prank(payer);
        uint64 at = channels.requestWithdrawal(c);
        vm.warp(at);
        bytes memory v = _voucher(c, 100);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelChallengeOver.selector, id, at));
        channels.claim(c, 100, v);
    }

    // ---------------------------------------------------------------- claimBatch

    function test_claimBatch_paysOnce() public {
        IPaymentChannels.BatchClaim[] memory claims = new IPaymentChannels.BatchClaim[](3);
        uint256 total;
        for (uint256 i; i < 3; ++i) {
            IPaymentChannels.Channel memory c = _ethChannel();
            c.salt = bytes32(i);
            _open(c, DEPOSIT);
            uint256 amount = (i + 1) * 1e15;
            total += amount;
            claims[i] = IPaymentChannels.BatchClaim(payer, session, c.salt, amount, _voucher(c, amount));
        }
        assertEq(channels.claimBatch(payee, address(0), claims), total);
        assertEq(payee.balance, total - _fee(total));
        assertEq(channels.owed(address(0), treasury), 0);
        IPaymentChannels.Channel[] memory cs = new IPaymentChannels.Channel[](3);
        for (uint256 i; i < 3; ++i) {
            cs[i] = _ethChannel();
            cs[i].salt = bytes32(i);
        }
        assertEq(channels.collectFees(cs), _fee(total));
        assertEq(channels.owed(address(0), treasury), _fee(total));
    }

    function test_claimBatch_empty() public {
        vm.expectRevert(IPaymentChannels.ChannelEmptyBatch.selector);
        channels.claimBatch(payee, address(0), new IPaymentChannels.BatchClaim[](0));
    }

    /// @dev An entry that pays nothing (here: the same voucher again) is skipped, not reverted:
    /// a front-run of one entry cannot void the batch. (Was: one such entry reverted all.)
    function test_claimBatch_skipsEntryPayingNothing() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        IPaymentChannels.BatchClaim[] memory claims = new IPaymentChannels.BatchClaim[](2);
        claims[0] = IPaymentChannels.BatchClaim(payer, session, 0, 100, _voucher(c, 100));
        claims[1] = IPaymentChannels.BatchClaim(payer, session, 0, 100, _voucher(c, 100)); // the same again
        vm.recordLogs();
        assertEq(channels.claimBatch(payee, address(0), claims), 100);
        assertEq(vm.getRecordedLogs().length, 1, "one ChannelClaimed, nothing for the skipped entry");
        assertEq(_state(id).claimed, 100);
    }

    /// @dev An entry whose claims are over is skipped; the others pay.
    function test_claimBatch_skipsEndedChallenge() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        IPaymentChannels.Channel memory d = _ethChannel();
        d.salt = bytes32(uint256(1));
        bytes32 idD = _open(d, DEPOSIT);
        vm.prank(payer);
        uint64 at = channels.requestWithdrawal(c);
        vm.warp(at);
        IPaymentChannels.BatchClaim[] memory claims = new IPaymentChannels.BatchClaim[](2);
        claims[0] = IPaymentChannels.BatchClaim(payer, session, 0, 100, _voucher(c, 100));
        claims[1] = IPaymentChannels.BatchClaim(payer, session, d.salt, 200, _voucher(d, 200));
        assertEq(channels.claimBatch(payee, address(0), claims), 200);
        assertEq(_state(id).claimed, 0);
        assertEq(_state(idD).claimed, 200);
    }

    /// @dev A bad signature is the submitter's fault: it reverts the whole batch.
    function test_claimBatch_badSignatureRevertsAll() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        IPaymentChannels.BatchClaim[] memory claims = new IPaymentChannels.BatchClaim[](2);
        claims[0] = IPaymentChannels.BatchClaim(payer, session, 0, 100, _voucher(c, 100));
        claims[1] = IPaymentChannels.BatchClaim(payer, session, 0, 200, _voucher(c, 100)); // signed for 100
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claimBatch(payee, address(0), claims);
        assertEq(_state(id).claimed, 0);
    }

    function test_claimBatch_wrongPayeeOrToken() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        _open(c, DEPOSIT);
        IPaymentChannels.BatchClaim[] memory claims = new IPaymentChannels.BatchClaim[](1);
        claims[0] = IPaymentChannels.BatchClaim(payer, session, 0, 100, _voucher(c, 100));
        // names another (empty) channel: skipped, and a batch that pays nothing reverts
        vm.expectPartialRevert(IPaymentChannels.ChannelNothingToClaim.selector);
        channels.claimBatch(stranger, address(0), claims);
        vm.expectPartialRevert(IPaymentChannels.ChannelNothingToClaim.selector);
        channels.claimBatch(payee, address(usd), claims);
    }

    // ---------------------------------------------------------------- fuzz

    /// @dev Any sequence of two vouchers pays exactly min(max voucher, deposit), fee included.
    function testFuzz_claim_paysMinOfVoucherAndDeposit(uint256 deposit, uint256 first, uint256 second) public {
        deposit = bound(deposit, 1, 100 ether);
        first = bound(first, 1, 200 ether);
        second = bound(second, first + 1, 400 ether);
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, deposit);
        uint256 paid = channels.claim(c, first, _voucher(c, first));
        uint256 cap = first < deposit ? first : deposit;
        assertEq(paid, cap);
        if (second > cap && cap < deposit) paid += channels.claim(c, second, _voucher(c, second));
        uint256 expected = second < deposit ? second : deposit;
        assertEq(paid, expected);
        assertEq(_state(id).claimed, expected);
        assertEq(address(channels).balance, deposit - expected + channels.feeHeld(id));
        assertEq(channels.feeHeld(id), _fee(expected));
        assertEq(payee.balance + channels.feeHeld(id), expected);
    }

    /// @dev The fee is never above FEE_BPS of what is paid plus one unit, nor below it.
    function testFuzz_claim_feeBounds(uint256 amount) public {
        amount = bound(amount, 1, DEPOSIT);
        IPaymentChannels.Channel memory c = _usdChannel();
        bytes32 id = _open(c, DEPOSIT);
        channels.claim(c, amount, _voucher(c, amount));
        uint256 fee = channels.feeHeld(id);
        assertGe(fee * 10_000, amount * FEE_BPS);
        assertLt(fee * 10_000, amount * FEE_BPS + 10_000);
        assertEq(usd.balanceOf(payee) + fee, amount);
    }
}
