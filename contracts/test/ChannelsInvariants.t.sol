// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Test} from "forge-std/Test.sol";
import {console2} from "forge-std/console2.sol";
import {PaymentChannels} from "../src/PaymentChannels.sol";
import {IPaymentChannels} from "../src/interfaces/IPaymentChannels.sol";
import {StakeToken} from "../src/mocks/StakeToken.sol";
import {ChannelsHandler} from "./handlers/ChannelsHandler.sol";

/// @dev PaymentChannels invariants over random histories of every function (handlers/ChannelsHandler):
/// money is conserved per asset (balance == deposits - claimed - withdrawn + owed + fees held),
/// no channel has claimed more than its deposit nor more than its signer authorised, the
/// treasury is credited each channel's fee once and never more than ceil(claimed * feeBps /
/// 10000) an epoch, and no payer ends with more than it put in; after a run every channel
/// drains to its payer, every fee due is credited, and the contract holds exactly the credits it owes.
contract ChannelsInvariantsTest is Test {
    ChannelsHandler internal handler;
    PaymentChannels internal channels;
    StakeToken internal usd;
    address internal treasury = makeAddr("treasury");

    function setUp() public {
        channels = new PaymentChannels(treasury, 250, 1 days);
        usd = new StakeToken("Test USD", "TUSD");
        handler = new ChannelsHandler(channels, usd, treasury);
        bytes4[] memory s = new bytes4[](15);
        ChannelsHandler h = handler;
        (s[0], s[1], s[2], s[3]) = (h.open.selector, h.open.selector, h.topUp.selector, h.claim.selector);
        (s[4], s[5], s[6], s[7]) =
        (h.claim.selector, h.claim.selector, h.requestWithdrawal.selector, h.withdraw.selector);
        (s[8], s[9], s[10], s[11]) = (h.withdrawOwed.selector, h.warp.selector, h.warp.selector, h.claimMany.selector);
        (s[12], s[13], s[14]) = (h.claimWord.selector, h.claimWord.selector, h.collectFees.selector);
        targetContract(address(handler));
        targetSelector(FuzzSelector({addr: address(handler), selectors: s}));
    }

    function invariant_channelsConserveMoney() public view {
        for (uint256 k; k < 2; ++k) {
            address token = handler.assets(k);
            uint256 balance = token == address(0) ? address(channels).balance : usd.balanceOf(address(channels));
            assertEq(
                balance,
                handler.deposited(token) - handler.claimed(token) - handler.withdrawn(token) + handler.owedTotal(token)
                    + handler.feesHeld(token),
                "balance != deposits - claimed - withdrawn + owed + fees held"
            );
        }
    }

    /// @dev The fees: each channel's fee collected plus held is exactly ceil(claimed * feeBps /
    /// 10000) of its epoch, what was collected is what the treasury was credited for it this
    /// epoch (never twice), and per asset the treasury's credits plus the fees held are the
    /// fees due on every claim (each claim's rise, computed by the handler).
    function invariant_feesCreditedOnceAndNoMore() public view {
        uint256 n = handler.channelCount();
        for (uint256 i; i < n; ++i) {
            bytes32 id = channels.channelId(handler.channelAt(i));
            uint256 claimed = channels.channels(id).claimed;
            uint256 collected = channels.feeCollected(id);
            assertEq(
                collected + channels.feeHeld(id), (claimed * 250 + 9999) / 10_000, "collected + held != fee(claimed)"
            );
            assertEq(collected, handler.creditedThisEpoch(id), "collected != credited this epoch");
        }
        for (uint256 k; k < 2; ++k) {
            address token = handler.assets(k);
            assertEq(
                handler.feesCredited(token) + handler.feesHeld(token), handler.feesDue(token), "credited + held != due"
            );
        }
    }

    /// @dev No channel has claimed more than its deposit, nor more than the highest amount its
    /// signer authorised (a voucher or a word): nothing paid twice.
    function invariant_noClaimOverDeposit() public view {
        uint256 n = handler.channelCount();
        for (uint256 i; i < n; ++i) {
            bytes32 id = channels.channelId(handler.channelAt(i));
            IPaymentChannels.ChannelState memory st = channels.channels(id);
            assertLe(st.claimed, st.deposited, "claimed > deposited");
            assertLe(st.claimed, handler.signed(id), "claimed > the highest amount authorised");
        }
    }

    /// @dev A payer (some are their own payees) never takes out more than it put in; a payee
    /// never takes out more than was claimed for it.
    function invariant_nobodyGainsMoreThanPaid() public view {
        for (uint256 k; k < 2; ++k) {
            address token = handler.assets(k);
            for (uint256 i; i < 3; ++i) {
                address p = handler.payers(i);
                assertLe(handler.tookOut(p, token), handler.putIn(p, token), "payer took out more than it put in");
            }
            uint256 payeesOut = handler.tookOut(handler.payees(0), token) + handler.tookOut(handler.payees(1), token);
            assertLe(payeesOut, handler.claimed(token), "payees took out more than claimed");
        }
    }

    /// @dev After the run: every channel withdrawn, the contract holds exactly what it owes.
    function afterInvariant() public {
        handler.drain();
        for (uint256 k; k < 2; ++k) {
            address token = handler.assets(k);
            uint256 balance = token == address(0) ? address(channels).balance : usd.balanceOf(address(channels));
            assertEq(balance, handler.owedTotal(token), "undrained money after every withdrawal");
            assertEq(handler.feesHeld(token), 0, "a fee held after every withdrawal");
            assertEq(handler.feesCredited(token), handler.feesDue(token), "a fee due not credited");
            assertEq(
                handler.deposited(token), handler.claimed(token) + handler.withdrawn(token), "deposits unaccounted"
            );
        }
        string[10] memory names = [
            "open",
            "topUp",
            "claim",
            "claimMany",
            "claimWord",
            "requestWithdrawal",
            "withdraw",
            "withdrawOwed",
            "collectFees",
            "warp"
        ];
        for (uint256 i; i < names.length; ++i) {
            bytes32 n = bytes32(bytes(names[i]));
            console2.log(names[i], handler.ok(n), handler.refused(n));
        }
    }
}
