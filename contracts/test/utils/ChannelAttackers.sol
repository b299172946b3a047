// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IPaymentChannels} from "../../src/interfaces/IPaymentChannels.sol";

/// @dev A payee (or payer) that re-enters PaymentChannels when paid ETH: it replays the claim
/// it is being paid for and tries to withdraw the channel.
contract ReentrantPayee {
    IPaymentChannels internal immutable channels;
    IPaymentChannels.Channel internal c;
    uint256 internal amount;
    bytes internal sig;
    bool public reentered;
    bytes public lastError;

    constructor(IPaymentChannels channels_) {
        channels = channels_;
    }

    function arm(IPaymentChannels.Channel calldata c_, uint256 amount_, bytes calldata sig_) external {
        c = c_;
        amount = amount_;
        sig = sig_;
    }

    receive() external payable {
        try channels.claim(c, amount, sig) {
            reentered = true;
        } catch (bytes memory err) {
            lastError = err;
        }
        try channels.withdraw(c) {
            reentered = true;
        } catch {}
    }
}

/// @dev An ERC-20 whose transfers call back into PaymentChannels (a claim and a withdraw of
/// the armed channel).
contract ReentrantChannelToken is ERC20 {
    IPaymentChannels internal immutable channels;
    IPaymentChannels.Channel internal c;
    uint256 internal amount;
    bytes internal sig;
    bool public armed;
    bool public reentered;
    bytes public lastError;

    constructor(IPaymentChannels channels_) ERC20("Evil", "EVIL") {
        channels = channels_;
    }

    function mint(address to, uint256 value) external {
        _mint(to, value);
    }

    function arm(IPaymentChannels.Channel calldata c_, uint256 amount_, bytes calldata sig_) external {
        c = c_;
        amount = amount_;
        sig = sig_;
        armed = true;
    }

    function _update(address from, address to, uint256 value) internal override {
        super._update(from, to, value);
        if (armed) {
            armed = false;
            try channels.claim(c, amount, sig) {
                reentered = true;
            } catch (bytes memory err) {
                lastError = err;
            }
        }
    }
}
