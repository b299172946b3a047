// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {EscrowLedger} from "./EscrowLedger.sol";
import {IBountyEscrow} from "../../src/interfaces/IBountyEscrow.sol";

/// @dev BountyEscrow's timeout exits (`expire`, `finalize`), which anyone may call, and the
/// passing of time that leads to them.
abstract contract EscrowTimeouts is EscrowLedger {
    /// @dev `expire` on a timed-out Open or Claimed bounty (anyone may call it); when none has
    /// timed out, an early call that must revert.
    function expire(uint256 bountySeed) external {
        uint256 n = bountyIds.length;
        uint256 early;
        for (uint256 i; i < n; ++i) {
            uint256 id = bountyIds[(bountySeed % n + i) % n];
            IBountyEscrow.Bounty memory b = escrow.getBounty(id);
            if (b.status != IBountyEscrow.Status.Open && b.status != IBountyEscrow.Status.Claimed) continue;
            if (block.timestamp <= b.until) {
                if (early == 0) early = id;
                continue;
            }
            string memory name = b.status == IBountyEscrow.Status.Open ? "expire.Open" : "expire.Claimed";
            return _settle(name, id, opr, abi.encodeCall(escrow.expire, (id)), 0, 0, false);
        }
        if (early == 0) return _skip("expire.none");
        vm.prank(opr);
        (bool s, bytes memory e) = address(escrow).call(abi.encodeCall(escrow.expire, (early)));
        _refusedWith("expire.early", s, e, IBountyEscrow.EscrowNotTimedOut.selector);
    }

    /// @dev `finalize` on a timed-out bounty in any live state, counted per state.
    function finalize(uint256 bountySeed) external {
        uint256 n = bountyIds.length;
        for (uint256 i; i < n; ++i) {
            uint256 id = bountyIds[(bountySeed % n + i) % n];
            if (escrow.isTimedOut(id)) return _finalize(id);
        }
        _skip("finalize.none");
    }

    /// @dev Also used after a run to drain every live bounty.
    function _finalize(uint256 id) internal {
        IBountyEscrow.Status s = escrow.getBounty(id).status;
        string memory name = s == IBountyEscrow.Status.Open
            ? "finalize.Open"
            : s == IBountyEscrow.Status.Claimed
                ? "finalize.Claimed"
                : s == IBountyEscrow.Status.Submitted
                    ? "finalize.Submitted"
                    : s == IBountyEscrow.Status.Rejected ? "finalize.Rejected" : "finalize.Disputed";
        _settle(name, id, buyer, abi.encodeCall(escrow.finalize, (id)), 0, 0, false);
    }

    /// @dev Time passes in steps sized to the protocol's timeouts: half the time a short step
    /// (10 min to 12 h: parties act within review and dispute windows), a quarter of the time
    /// just past the next timeout (a live bounty's phase or an unbonding period), a quarter a
    /// long step (1 to 3 days).
    function warp(uint256 secs) external {
        uint256 mode = uint256(keccak256(abi.encode(secs, "warp"))) % 4;
        uint256 step = mode == 0 ? _untilNextTimeout() : 0;
        if (step == 0) step = mode == 3 ? bound(secs, 1 days, 3 days) : bound(secs, 10 minutes, 12 hours);
        vm.warp(block.timestamp + step);
        _done("warp", true, "");
    }

    /// @dev Seconds to just past the earliest pending timeout (0 if none): a live bounty's
    /// `until` or an agent's unbonding `readyAt`.
    function _untilNextTimeout() internal view returns (uint256) {
        uint256 next = type(uint256).max;
        for (uint256 i; i < bountyIds.length; ++i) {
            IBountyEscrow.Bounty memory b = escrow.getBounty(bountyIds[i]);
            if (_isLive(b.status) && b.until >= block.timestamp && b.until < next) next = b.until;
        }
        for (uint256 i; i < agents.length; ++i) {
            (uint256 unbonding, uint64 readyAt) = registry.unbondingOf(agents[i]);
            if (unbonding != 0 && readyAt > block.timestamp && readyAt < next) next = readyAt;
        }
        return next == type(uint256).max ? 0 : next + 1 - block.timestamp;
    }
}
