// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IBountyEscrow} from "./interfaces/IBountyEscrow.sol";

/// @title EscrowPayments
/// @notice The paying side of {BountyEscrow}: the protocol fee, push payments with a gas cap that
/// fall back to a pull credit (`owed`) so no receiver can block a settlement, and `withdraw`.
abstract contract EscrowPayments is IBountyEscrow, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice Upper bound on the protocol fee (10 %).
    uint16 public constant MAX_FEE_BPS = 1000;
    /// @notice Gas forwarded to a push payment; a receiver that needs more is credited instead.
    uint256 public constant PUSH_GAS = 100_000;
    uint16 internal constant BPS = 10_000;

    /// @notice Receives protocol fees (credited to `owed`, pulled with `withdraw`).
    address public immutable treasury;
    /// @notice Protocol fee in basis points of what the agent is paid, <= MAX_FEE_BPS.
    uint16 public immutable feeBps;

    /// @inheritdoc IBountyEscrow
    mapping(address token => mapping(address account => uint256)) public owed;

    /// @param treasury_ Fee receiver (non-zero).
    /// @param feeBps_ Protocol fee, 0..1000 bps.
    constructor(address treasury_, uint16 feeBps_) {
        if (treasury_ == address(0)) revert EscrowZeroAddress();
        if (feeBps_ > MAX_FEE_BPS) revert EscrowBadParameter("feeBps");
        treasury = treasury_;
        feeBps = feeBps_;
    }

    /// @inheritdoc IBountyEscrow
    function withdraw(address token, address to) external nonReentrant {
        if (to == address(0)) revert EscrowZeroAddress();
        uint256 amount = owed[token][msg.sender];
        if (amount == 0) revert EscrowNothingOwed(token, msg.sender);
        owed[token][msg.sender] = 0;
        emit Withdrawn(token, msg.sender, to, amount);
        if (token == address(0)) {
            (bool ok,) = to.call{value: amount}("");
            if (!ok) revert EscrowTransferFailed(token, to, amount);
        } else {
            IERC20(token).safeTransfer(to, amount);
        }
    }

    /// @dev The agent's net share and the refund of a split; credits the fee to the treasury.
    function _shares(address token, uint256 amount, uint16 agentBps)
        internal
        returns (uint256 agentNet, uint256 refund)
    {
        uint256 agentGross = amount * agentBps / BPS;
        uint256 fee = _feeOf(agentGross);
        if (fee != 0) owed[token][treasury] += fee;
        agentNet = agentGross - fee;
        refund = amount - agentGross;
    }

    /// @dev The protocol fee on `paid`, rounded up (so every unit of weight costs something);
    /// never above `paid` since feeBps <= 1000.
    function _feeOf(uint256 paid) internal view returns (uint256) {
        return (paid * feeBps + BPS - 1) / BPS;
    }

    /// @dev Push with a gas cap; on any failure credit `owed` so nobody is blocked. For ERC-20
    /// the call succeeds if it did not revert and returned either nothing (from a contract) or
    /// a first word equal to 1; at most 32 bytes of return data are copied.
    function _push(address token, address to, uint256 amount) internal {
        if (amount == 0) return;
        bool ok;
        if (token == address(0)) {
            assembly ("memory-safe") {
                ok := call(PUSH_GAS, to, amount, 0, 0, 0, 0)
            }
        } else {
            bytes memory data = abi.encodeCall(IERC20.transfer, (to, amount));
            assembly ("memory-safe") {
                mstore(0, 0)
                ok := call(PUSH_GAS, token, 0, add(data, 0x20), mload(data), 0, 0x20)
                if ok {
                    switch returndatasize()
                    case 0 { ok := gt(extcodesize(token), 0) }
                    default { ok := and(gt(returndatasize(), 31), eq(mload(0), 1)) }
                }
            }
        }
        if (!ok) {
            owed[token][to] += amount;
            emit PaymentDeferred(token, to, amount);
        }
    }
}
