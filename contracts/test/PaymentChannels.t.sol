// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ChannelsBase} from "./utils/ChannelsBase.sol";
import {PaymentChannels} from "../src/PaymentChannels.sol";
import {IPaymentChannels} from "../src/interfaces/IPaymentChannels.sol";
import {FeeOnTransferToken} from "./utils/Attackers.sol";

/// @dev One test per function and condition, the payer's side: opening, topping up and
/// withdrawing a channel, and pulling credits. Claims are in PaymentChannelsClaim.t.sol.
contract PaymentChannelsTest is ChannelsBase {
    // ---------------------------------------------------------------- constructor

    function test_constructor_rejectsZeroTreasury() public {
        vm.expectRevert(IPaymentChannels.ChannelZeroAddress.selector);
        new PaymentChannels(address(0), FEE_BPS, CHALLENGE);
    }

    function test_constructor_rejectsFeeAboveMax() public {
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadParameter.selector, "feeBps"));
        new PaymentChannels(treasury, 1001, CHALLENGE);
    }

    function test_constructor_rejectsChallengeOutOfBounds() public {
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadParameter.selector, "challengePeriod"));
        new PaymentChannels(treasury, FEE_BPS, 59);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadParameter.selector, "challengePeriod"));
        new PaymentChannels(treasury, FEE_BPS, 30 days + 1);
    }

    // ---------------------------------------------------------------- open

    function test_open_eth() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = channels.channelId(c);
        vm.expectEmit(address(channels));
        emit IPaymentChannels.ChannelOpened(id, payer, payee, address(0), session, bytes32(0), DEPOSIT);
        assertEq(_open(c, DEPOSIT), id);
        assertEq(_state(id).deposited, DEPOSIT);
        assertEq(address(channels).balance, DEPOSIT);
    }

    function test_open_erc20() public {
        bytes32 id = _open(_usdChannel(), DEPOSIT);
        assertEq(_state(id).deposited, DEPOSIT);
        assertEq(usd.balanceOf(address(channels)), DEPOSIT);
    }

    function test_open_notPayer() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        vm.deal(stranger, DEPOSIT);
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelNotPayer.selector, stranger, payer));
        channels.open{value: DEPOSIT}(c, DEPOSIT);
    }

    function test_open_zeroPayeeOrSigner() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        c.payee = address(0);
        vm.prank(payer);
        vm.expectRevert(IPaymentChannels.ChannelZeroAddress.selector);
        channels.open{value: DEPOSIT}(c, DEPOSIT);
        c = _ethChannel();
        c.signer = address(0);
        vm.prank(payer);
        vm.expectRevert(IPaymentChannels.ChannelZeroAddress.selector);
        channels.open{value: DEPOSIT}(c, DEPOSIT);
    }

    function test_open_twice() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        vm.prank(payer);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelExists.selector, id));
        channels.open{value: DEPOSIT}(c, DEPOSIT);
    }

    function test_open_zeroAmount() public {
        vm.prank(payer);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadAmount.selector, 0));
        channels.open(_ethChannel(), 0);
    }

    function test_open_amountAboveUint96() public {
        uint256 big = uint256(type(uint96).max) + 1;
        vm.prank(payer);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadAmount.selector, big));
        channels.open(_usdChannel(), big);
    }

    function test_open_wrongValue() public {
        vm.prank(payer);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadValue.selector, 1, DEPOSIT));
        channels.open{value: 1}(_ethChannel(), DEPOSIT);
        vm.prank(payer);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadValue.selector, 1, 0));
        channels.open{value: 1}(_usdChannel(), DEPOSIT);
    }

    function test_open_feeOnTransferToken() public {
        FeeOnTransferToken fot = new FeeOnTransferToken();
        fot.mint(payer, DEPOSIT);
        vm.prank(payer);
        fot.approve(address(channels), DEPOSIT);
        IPaymentChannels.Channel memory c = _ethChannel();
        c.token = address(fot);
        vm.prank(payer);
        vm.expectRevert(
            abi.encodeWithSelector(
                IPaymentChannels.ChannelFeeOnTransferToken.selector, address(fot), DEPOSIT - DEPOSIT / 100, DEPOSIT
            )
        );
        channels.open(c, DEPOSIT);
    }

    function test_open_idBindsEverySetting() public view {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = channels.channelId(c);
        c.salt = bytes32(uint256(1));
        assertNotEq(channels.channelId(c), id);
        c = _ethChannel();
        c.signer = payer;
        assertNotEq(channels.channelId(c), id);
        c = _ethChannel();
        c.token = address(usd);
        assertNotEq(channels.channelId(c), id);
        c = _ethChannel();
        c.payee = stranger;
        assertNotEq(channels.channelId(c), id);
    }

    // ---------------------------------------------------------------- topUp

    function test_topUp_addsDeposit() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        vm.expectEmit(address(channels));
        emit IPaymentChannels.ChannelToppedUp(id, 2 ether, 3 ether);
        vm.prank(payer);
        channels.topUp{value: 2 ether}(c, 2 ether);
        assertEq(_state(id).deposited, 3 ether);
    }

    function test_topUp_unknownChannel() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = channels.channelId(c);
        vm.prank(payer);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelUnknown.selector, id));
        channels.topUp{value: 1}(c, 1);
    }

    function test_topUp_notPayer() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        _open(c, DEPOSIT);
        vm.deal(stranger, 1);
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelNotPayer.selector, stranger, payer));
        channels.topUp{value: 1}(c, 1);
    }

    function test_topUp_overflow() public {
        IPaymentChannels.Channel memory c = _usdChannel();
        _open(c, DEPOSIT);
        uint256 big = uint256(type(uint96).max) - DEPOSIT + 1;
        vm.prank(payer);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadAmount.selector, big));
        channels.topUp(c, big);
    }

    function test_topUp_cancelsWithdrawal() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        vm.prank(payer);
        channels.requestWithdrawal(c);
        vm.expectEmit(address(channels));
        emit IPaymentChannels.ChannelWithdrawalCancelled(id);
        vm.prank(payer);
        channels.topUp{value: 1}(c, 1);
        assertEq(_state(id).withdrawableAt, 0);
    }

    /// @dev After a withdrawal the channel is empty in a new epoch: a top-up finds nothing, the
    /// payer reopens, and vouchers start again from 0. (Was: a top-up revived the old channel
    /// and every voucher signed before the withdrawal.)
    function test_topUp_afterWithdrawalReopensNewEpoch() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        channels.claim(c, 0.1 ether, _voucher(c, 0.1 ether));
        bytes memory old = _voucher(c, 0.5 ether);
        _requestAndWithdraw(c);
        vm.prank(payer);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelUnknown.selector, id));
        channels.topUp{value: 1 ether}(c, 1 ether);
        _open(c, 1 ether);
        assertEq(_state(id).deposited, 1 ether);
        assertEq(_state(id).epoch, 1);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claim(c, 0.5 ether, old);
        channels.claim(c, 0.3 ether, _voucher(c, 0.3 ether));
        assertEq(_state(id).claimed, 0.3 ether);
    }

    // ---------------------------------------------------------------- requestWithdrawal

    function test_requestWithdrawal_setsDeadline() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        uint64 want = uint64(block.timestamp) + CHALLENGE;
        vm.expectEmit(address(channels));
        emit IPaymentChannels.ChannelWithdrawalRequested(id, want);
        vm.prank(payer);
        assertEq(channels.requestWithdrawal(c), want);
        assertEq(_state(id).withdrawableAt, want);
    }

    function test_requestWithdrawal_notPayer() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        _open(c, DEPOSIT);
        vm.prank(session); // the session key signs vouchers but does not own the deposit
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelNotPayer.selector, session, payer));
        channels.requestWithdrawal(c);
    }

    function test_requestWithdrawal_twice() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        vm.prank(payer);
        uint64 at = channels.requestWithdrawal(c);
        vm.prank(payer);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelWithdrawalPending.selector, id, at));
        channels.requestWithdrawal(c);
    }

    function test_requestWithdrawal_unknown() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = channels.channelId(c);
        vm.prank(payer);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelUnknown.selector, id));
        channels.requestWithdrawal(c);
    }

    // ---------------------------------------------------------------- withdraw

    function test_withdraw_returnsUnclaimed() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        channels.claim(c, 0.4 ether, _voucher(c, 0.4 ether));
        uint256 before = payer.balance;
        vm.prank(payer);
        uint64 at = channels.requestWithdrawal(c);
        vm.warp(at);
        vm.expectEmit(address(channels));
        emit IPaymentChannels.ChannelWithdrawn(id, payer, 0.6 ether);
        vm.prank(stranger); // permissionless
        assertEq(channels.withdraw(c), 0.6 ether);
        assertEq(payer.balance, before + 0.6 ether);
        assertEq(_state(id).deposited, 0); // back to None, in the next epoch
        assertEq(_state(id).claimed, 0);
        assertEq(_state(id).withdrawableAt, 0);
        assertEq(_state(id).epoch, 1);
    }

    function test_withdraw_nothingClaimedReopens() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        _requestAndWithdraw(c);
        assertEq(_state(id).deposited, 0);
        _open(c, DEPOSIT);
        assertEq(_state(id).deposited, DEPOSIT);
    }

    function test_withdraw_notRequested() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelNoWithdrawal.selector, id));
        channels.withdraw(c);
    }

    function test_withdraw_duringChallenge() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        vm.prank(payer);
        uint64 at = channels.requestWithdrawal(c);
        vm.warp(at - 1);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelChallengeRunning.selector, id, at));
        channels.withdraw(c);
    }

    function test_withdraw_voucherAfterwardsPaysNothing() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        channels.claim(c, 100, _voucher(c, 100));
        _requestAndWithdraw(c);
        bytes memory v = _voucher(c, 500); // signed in the new epoch: the channel is empty
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelNothingToClaim.selector, id, 500, 0, 0));
        channels.claim(c, 500, v);
    }

    // ---------------------------------------------------------------- withdrawOwed

    function test_withdrawOwed_treasuryFees() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        _open(c, DEPOSIT);
        channels.claim(c, 0.1 ether, _voucher(c, 0.1 ether));
        _collect(c);
        address to = makeAddr("vault");
        vm.expectEmit(address(channels));
        emit IPaymentChannels.ChannelOwedWithdrawn(address(0), treasury, to, _fee(0.1 ether));
        vm.prank(treasury);
        channels.withdrawOwed(address(0), to);
        assertEq(to.balance, _fee(0.1 ether));
        assertEq(channels.owed(address(0), treasury), 0);
    }

    function test_withdrawOwed_nothing() public {
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelNothingOwed.selector, address(0), stranger));
        channels.withdrawOwed(address(0), stranger);
    }

    function test_withdrawOwed_zeroTo() public {
        vm.expectRevert(IPaymentChannels.ChannelZeroAddress.selector);
        channels.withdrawOwed(address(0), address(0));
    }

    // ---------------------------------------------------------------- fuzz

    /// @dev Whatever is claimed before the withdrawal, payer and payee together get the deposit back.
    function testFuzz_withdraw_conservesDeposit(uint256 deposit, uint256 voucher) public {
        deposit = bound(deposit, 1, 100 ether);
        voucher = bound(voucher, 1, 200 ether);
        IPaymentChannels.Channel memory c = _ethChannel();
        _open(c, deposit);
        uint256 before = payer.balance;
        channels.claim(c, voucher, _voucher(c, voucher));
        _requestAndWithdraw(c);
        assertEq(payer.balance - before + payee.balance + channels.owed(address(0), treasury), deposit);
        assertEq(address(channels).balance, channels.owed(address(0), treasury));
    }

    function _requestAndWithdraw(IPaymentChannels.Channel memory c) internal {
        vm.prank(c.payer);
        uint64 at = channels.requestWithdrawal(c);
        vm.warp(at);
        channels.withdraw(c);
    }
}
