// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {ChannelsBase} from "./utils/ChannelsBase.sol";
import {PaymentChannels} from "../src/PaymentChannels.sol";
import {IPaymentChannels} from "../src/interfaces/IPaymentChannels.sol";
import {RevertingReceiver, GasBurner, BlocklistToken, FalseToken, ERC1271Wallet} from "./utils/Attackers.sol";
import {ReentrantPayee, ReentrantChannelToken} from "./utils/ChannelAttackers.sol";

/// @dev Colluding accounts, forged and replayed vouchers, hostile tokens and receivers.
contract PaymentChannelsAttacksTest is ChannelsBase {
    /// @dev Payer and payee the same person: it gets back what it deposited minus the fee,
    /// never more, and the treasury's fee is the price of the round trip.
    function test_selfChannel_paysTheFee() public {
        IPaymentChannels.Channel memory c = IPaymentChannels.Channel(payer, payer, address(0), payer, 0);
        vm.prank(payer);
        channels.open{value: 1 ether}(c, 1 ether);
        uint256 before = payer.balance;
        channels.claim(c, 1 ether, _sign(payerKey, channels.channelId(c), 1 ether));
        assertEq(payer.balance - before, 1 ether - _fee(1 ether));
        assertEq(_collect(c), _fee(1 ether));
        assertEq(channels.owed(address(0), treasury), _fee(1 ether));
    }

    /// @dev The payer signs a huge voucher to its own payee account: still capped at the deposit.
    function test_selfChannel_cannotDrainOthers() public {
        IPaymentChannels.Channel memory honest = _ethChannel();
        _open(honest, 5 ether);
        IPaymentChannels.Channel memory c = IPaymentChannels.Channel(payer, payer, address(0), payer, bytes32("x"));
        vm.prank(payer);
        channels.open{value: 1 ether}(c, 1 ether);
        channels.claim(c, 100 ether, _sign(payerKey, channels.channelId(c), 100 ether));
        assertEq(address(channels).balance, 5 ether + _fee(1 ether));
    }

    function test_voucher_forAnotherChannel() public {
        IPaymentChannels.Channel memory a = _ethChannel();
        IPaymentChannels.Channel memory b = _ethChannel();
        b.salt = bytes32(uint256(7));
        _open(a, DEPOSIT);
        bytes32 idB = _open(b, DEPOSIT);
        bytes memory forA = _voucher(a, 100);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, idB));
        channels.claim(b, 100, forA);
    }

    function test_voucher_forAnotherChain() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        uint256 home = block.chainid;
        vm.chainId(home + 1);
        bytes32 otherId = channels.channelId(c);
        bytes memory other = _sign(sessionKey, otherId, 100);
        vm.chainId(home);
        assertNotEq(otherId, id);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claim(c, 100, other);
    }

    function test_voucher_forAnotherContract() public {
        PaymentChannels twin = new PaymentChannels(treasury, FEE_BPS, CHALLENGE);
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        bytes32 twinId = twin.channelId(c);
        assertNotEq(twinId, id);
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(sessionKey, twin.voucherDigest(twinId, 100));
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claim(c, 100, abi.encodePacked(r, s, v));
        // and the id of this channel signed under the twin's domain
        (v, r, s) = vm.sign(sessionKey, twin.voucherDigest(id, 100));
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claim(c, 100, abi.encodePacked(r, s, v));
    }

    /// @dev A malleable (high-s) copy of a valid signature is refused: no second voucher from one.
    function test_voucher_malleableSignature() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(sessionKey, channels.voucherDigest(id, 100));
        uint256 n = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141;
        bytes memory flipped = abi.encodePacked(r, bytes32(n - uint256(s)), v == 27 ? uint8(28) : uint8(27));
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claim(c, 100, flipped);
    }

    /// @dev v as 0/1 is refused (the Go checker refuses it too, so a payee never holds a voucher
    /// the contract would not pay).
    function test_voucher_vZeroOrOneRefused() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(sessionKey, channels.voucherDigest(id, 100));
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claim(c, 100, abi.encodePacked(r, s, v - 27));
    }

    function test_voucher_erc1271Signer() public {
        ERC1271Wallet wallet = new ERC1271Wallet(session);
        IPaymentChannels.Channel memory c = _ethChannel();
        c.signer = address(wallet);
        bytes32 id = _open(c, DEPOSIT);
        channels.claim(c, 100, _sign(sessionKey, id, 100));
        assertEq(_state(id).claimed, 100);
        bytes memory forged = _sign(payerKey, id, 200);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelBadSignature.selector, id));
        channels.claim(c, 200, forged);
    }

    /// @dev A payee that reverts on receipt is credited, and pulls it to another address.
    function test_hostileReceiver_revertingPayeeCredited() public {
        RevertingReceiver r = new RevertingReceiver();
        IPaymentChannels.Channel memory c = _ethChannel();
        c.payee = address(r);
        _open(c, DEPOSIT);
        channels.claim(c, 1000, _voucher(c, 1000));
        assertEq(channels.owed(address(0), address(r)), 1000 - _fee(1000));
        address to = makeAddr("to");
        vm.prank(address(r));
        channels.withdrawOwed(address(0), to);
        assertEq(to.balance, 1000 - _fee(1000));
    }

    function test_hostileReceiver_gasBurnerPayerCredited() public {
        GasBurner burner = new GasBurner();
        vm.deal(address(burner), 1 ether);
        IPaymentChannels.Channel memory c = IPaymentChannels.Channel(address(burner), payee, address(0), session, 0);
        vm.prank(address(burner));
        channels.open{value: 1 ether}(c, 1 ether);
        vm.prank(address(burner));
        uint64 at = channels.requestWithdrawal(c);
        vm.warp(at);
        channels.withdraw(c); // the burner cannot block its own exit, nor eat the caller's gas
        assertEq(channels.owed(address(0), address(burner)), 1 ether);
    }

    function test_hostileReceiver_reentrantPayee() public {
        ReentrantPayee evil = new ReentrantPayee(channels);
        IPaymentChannels.Channel memory c = _ethChannel();
        c.payee = address(evil);
        _open(c, DEPOSIT);
        bytes memory v = _voucher(c, 0.5 ether);
        evil.arm(c, 0.5 ether, v);
        channels.claim(c, 0.5 ether, v);
        assertFalse(evil.reentered());
        assertEq(bytes4(evil.lastError()), ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
        assertEq(address(evil).balance, 0.5 ether - _fee(0.5 ether));
        assertEq(_state(channels.channelId(c)).claimed, 0.5 ether);
    }

    function test_hostileToken_reentrantTransfer() public {
        ReentrantChannelToken evil = new ReentrantChannelToken(channels);
        evil.mint(payer, DEPOSIT);
        vm.prank(payer);
        evil.approve(address(channels), DEPOSIT);
        IPaymentChannels.Channel memory c = _ethChannel();
        c.token = address(evil);
        _open(c, DEPOSIT);
        bytes memory v = _voucher(c, 300);
        evil.arm(c, 300, v);
        channels.claim(c, 300, v);
        assertFalse(evil.reentered());
        assertEq(evil.balanceOf(payee), 300 - _fee(300));
    }

    function test_hostileToken_blocklistedPayeeCredited() public {
        BlocklistToken blk = new BlocklistToken();
        blk.mint(payer, DEPOSIT);
        vm.prank(payer);
        blk.approve(address(channels), DEPOSIT);
        blk.block_(payee);
        IPaymentChannels.Channel memory c = _ethChannel();
        c.token = address(blk);
        _open(c, DEPOSIT);
        channels.claim(c, 1000, _voucher(c, 1000));
        assertEq(channels.owed(address(blk), payee), 1000 - _fee(1000));
    }

    function test_hostileToken_falseReturnCredited() public {
        FalseToken f = new FalseToken();
        f.mint(payer, DEPOSIT);
        vm.prank(payer);
        f.approve(address(channels), DEPOSIT);
        IPaymentChannels.Channel memory c = _ethChannel();
        c.token = address(f);
        _open(c, DEPOSIT);
        f.setFail(true);
        channels.claim(c, 1000, _voucher(c, 1000));
        assertEq(channels.owed(address(f), payee), 1000 - _fee(1000));
        assertEq(f.balanceOf(payee), 0);
    }

    /// @dev The payee sees the withdrawal request and claims in time; one second late it cannot.
    function test_payeeRacesWithdrawal() public {
        IPaymentChannels.Channel memory c = _ethChannel();
        bytes32 id = _open(c, DEPOSIT);
        vm.prank(payer);
        uint64 at = channels.requestWithdrawal(c);
        bytes memory late = _voucher(c, 0.9 ether);
        vm.warp(at - 1);
        channels.claim(c, 0.5 ether, _voucher(c, 0.5 ether));
        vm.warp(at);
        vm.expectRevert(abi.encodeWithSelector(IPaymentChannels.ChannelChallengeOver.selector, id, at));
        channels.claim(c, 0.9 ether, late);
        assertEq(channels.withdraw(c), 0.5 ether);
    }
}
