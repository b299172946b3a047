// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Test} from "forge-std/Test.sol";
import {console2} from "forge-std/console2.sol";
import {PaymentChannels} from "../src/PaymentChannels.sol";
import {IPaymentChannels} from "../src/interfaces/IPaymentChannels.sol";
import {StakeToken} from "../src/mocks/StakeToken.sol";
import {ChannelsHandler} from "./handlers/ChannelsHandler.sol";

/// @dev PaymentChannels invariants over random histories of every function (handlers/ChannelsHandler):
/// money is conserved per asset (balance == deposits - claimed - withdrawn + owed), no channel
/// has claimed more than its deposit nor more than its signer authorised, and no payer ends with more than it put in; after a run
/// every channel drains to its payer and the contract holds exactly the credits it owes.
contract ChannelsInvariantsTest is Test {
    ChannelsHandler internal handler;
    PaymentChannels internal channels;
    StakeToken internal usd;
    address internal treasury = makeAddr("treasury");

    function setUp() public {
        channels = new PaymentChannels(treasury, 250, 1 days);
        usd = new StakeToken("Test USD", "TUSD");
        handler = new ChannelsHandler(channels, usd, treasury);
        bytes4[] memory s = new bytes4[](14);
        ChannelsHandler h = handler;
        (s[0], s[1], s[2], s[3]) = (h.open.selector, h.open.selector, h.topUp.selector, h.claim.selector);
        (s[4], s[5], s[6], s[7]) =
        (h.claim.selector, h.claim.selector, h.requestWithdrawal.selector, h.withdraw.selector);
        (s[8], s[9], s[10], s[11]) = (h.withdrawOwed.selector, h.warp.selector, h.warp.selector, h.claimMany.selector);
        (s[12], s[13]) = (h.claimWord.selector, h.claimWord.selector);
        targetContract(address(handler));
        targetSelector(FuzzSelector({addr: address(handler), selectors: s}));
    }

    function invariant_channelsConserveMoney() public view {
        for (uint256 k; k < 2; ++k) {
            address token = handler.assets(k);
            uint256 balance = token == address(0) ? address(channels).balance : usd.balanceOf(address(channels));
            assertEq(
                balance,
                handler.deposited(token) - handler.claimed(token) - handler.withdrawn(token) + handler.owedTotal(token),
                "balance != deposits - claimed - withdrawn + owed"
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
            assertEq(
                handler.deposited(token), handler.claimed(token) + handler.withdrawn(token), "deposits unaccounted"
            );
        }
        string[9] memory names = [
            "open", "topUp", "claim", "claimMany", "claimWord", "requestWithdrawal", "withdraw", "withdrawOwed", "warp"
        ];
        for (uint256 i; i < names.length; ++i) {
            bytes32 n = bytes32(bytes(names[i]));
            console2.log(names[i], handler.ok(n), handler.refused(n));
        }
    }
}
