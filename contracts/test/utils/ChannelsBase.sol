// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Test} from "forge-std/Test.sol";
import {PaymentChannels} from "../../src/PaymentChannels.sol";
import {IPaymentChannels} from "../../src/interfaces/IPaymentChannels.sol";
import {StakeToken} from "../../src/mocks/StakeToken.sol";

/// @dev Shared deployment and helpers for the PaymentChannels tests: a payer with a session
/// key, a payee, a token, and voucher signing.
abstract contract ChannelsBase is Test {
    uint16 internal constant FEE_BPS = 250;
    uint64 internal constant CHALLENGE = 1 days;
    uint256 internal constant DEPOSIT = 1 ether;

    PaymentChannels internal channels;
    StakeToken internal usd;

    address internal treasury = makeAddr("treasury");
    address internal payee = makeAddr("payee");
    address internal stranger = makeAddr("stranger");
    address internal payer;
    uint256 internal payerKey;
    address internal session;
    uint256 internal sessionKey;

    function setUp() public virtual {
        (payer, payerKey) = makeAddrAndKey("payer");
        (session, sessionKey) = makeAddrAndKey("session");
        channels = new PaymentChannels(treasury, FEE_BPS, CHALLENGE);
        usd = new StakeToken("Test USD", "TUSD");
        vm.deal(payer, 1000 ether);
        usd.mint(payer, 1_000_000e18);
        vm.prank(payer);
        usd.approve(address(channels), type(uint256).max);
    }

    /// @dev An ETH channel from `payer` to `payee` whose vouchers the session key signs.
    function _ethChannel() internal view returns (IPaymentChannels.Channel memory) {
        return IPaymentChannels.Channel(payer, payee, address(0), session, bytes32(0));
    }

    function _usdChannel() internal view returns (IPaymentChannels.Channel memory) {
        return IPaymentChannels.Channel(payer, payee, address(usd), session, bytes32(0));
    }

    function _open(IPaymentChannels.Channel memory c, uint256 amount) internal returns (bytes32 id) {
        vm.prank(c.payer);
        id = channels.open{value: c.token == address(0) ? amount : 0}(c, amount);
    }

    function _sign(uint256 key, bytes32 id, uint256 amount) internal view returns (bytes memory) {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, channels.voucherDigest(id, amount));
        return abi.encodePacked(r, s, v);
    }

    function _voucher(IPaymentChannels.Channel memory c, uint256 amount) internal view returns (bytes memory) {
        return _sign(sessionKey, channels.channelId(c), amount);
    }

    function _fee(uint256 paid) internal pure returns (uint256) {
        return (paid * FEE_BPS + 9999) / 10_000;
    }

    function _state(bytes32 id) internal view returns (IPaymentChannels.ChannelState memory) {
        return channels.channels(id);
    }
}
