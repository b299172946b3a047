// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base} from "./utils/Base.sol";
import {console2} from "forge-std/console2.sol";
import {EscrowHandler} from "./handlers/EscrowHandler.sol";
import {IBountyEscrow} from "../src/interfaces/IBountyEscrow.sol";

/// @dev Money conservation and liveness through a handler (targetContract + targetSelector).
contract InvariantsTest is Base {
    EscrowHandler internal handler;

    function setUp() public override {
        super.setUp();
        handler = new EscrowHandler(escrow, registry, usd, stakeToken, arbiter, treasury);
        targetContract(address(handler));
        bytes4[] memory selectors = new bytes4[](18);
        selectors[0] = EscrowHandler.post.selector;
        selectors[1] = EscrowHandler.claim.selector;
        selectors[2] = EscrowHandler.submit.selector;
        selectors[3] = EscrowHandler.accept.selector;
        selectors[4] = EscrowHandler.reject.selector;
        selectors[5] = EscrowHandler.dispute.selector;
        selectors[6] = EscrowHandler.resolve.selector;
        selectors[7] = EscrowHandler.cancel.selector;
        selectors[8] = EscrowHandler.finalize.selector;
        selectors[9] = EscrowHandler.withdraw.selector;
        selectors[10] = EscrowHandler.warp.selector;
        selectors[11] = EscrowHandler.increaseStake.selector;
        selectors[12] = EscrowHandler.requestUnstake.selector;
        selectors[13] = EscrowHandler.withdrawStake.selector;
        // the main path twice as often keeps bounties flowing
        selectors[14] = EscrowHandler.post.selector;
        selectors[15] = EscrowHandler.claim.selector;
        selectors[16] = EscrowHandler.submit.selector;
        selectors[17] = EscrowHandler.reject.selector;
        targetSelector(FuzzSelector({addr: address(handler), selectors: selectors}));
    }

    function _live(IBountyEscrow.Status s) internal pure returns (bool) {
        return s == IBountyEscrow.Status.Open || s == IBountyEscrow.Status.Claimed
            || s == IBountyEscrow.Status.Submitted || s == IBountyEscrow.Status.Rejected
            || s == IBountyEscrow.Status.Disputed;
    }

    /// @dev Sum of live bounty amounts in `token` plus everything owed in `token`.
    function _liabilities(address token) internal view returns (uint256 total) {
        uint256 n = escrow.bountyCount();
        for (uint256 id = 1; id <= n; ++id) {
            IBountyEscrow.Bounty memory b = escrow.getBounty(id);
            if (b.token == token && _live(b.status)) total += b.amount;
        }
        address[] memory all = handler.accounts();
        for (uint256 i; i < all.length; ++i) {
            total += escrow.owed(token, all[i]);
        }
    }

    /// For every token, the escrow holds exactly the live bounties plus the owed credits.
    function invariant_escrowBalanceMatchesLiabilities() public view {
        assertEq(address(escrow).balance, _liabilities(address(0)), "eth");
        assertEq(usd.balanceOf(address(escrow)), _liabilities(address(usd)), "usd");
    }

    /// Total stake equals the sum of agent stakes (active + unbonding) and the tokens held.
    function invariant_totalStakeMatchesAgents() public view {
        uint256 sum;
        uint256 n = registry.totalAgents();
        for (uint256 id = 1; id <= n; ++id) {
            (uint256 unbonding,) = registry.unbondingOf(id);
            sum += registry.stakeOf(id) + unbonding;
        }
        assertEq(registry.totalStaked(), sum, "sum");
        assertEq(stakeToken.balanceOf(address(registry)), sum, "balance");
    }

    /// At the end of every run: past every timeout, the permissionless exits leave no bounty
    /// live, and the escrow holds nothing but owed credits. Also guards against a vacuous run.
    function afterInvariant() public {
        assertGt(handler.calls(keccak256("post")), 0, "no bounty posted");
        vm.warp(block.timestamp + MAX_DURATION + MAX_REVIEW + DISPUTE_WINDOW + DISPUTE_TIMEOUT + 1);
        uint256 n = escrow.bountyCount();
        for (uint256 id = 1; id <= n; ++id) {
            if (_live(escrow.getBounty(id).status)) {
                vm.prank(stranger);
                escrow.finalize(id);
            }
        }
        for (uint256 id = 1; id <= n; ++id) {
            assertFalse(_live(escrow.getBounty(id).status), "live bounty after timeouts");
        }
        assertEq(address(escrow).balance, _liabilities(address(0)), "eth after");
        assertEq(usd.balanceOf(address(escrow)), _liabilities(address(usd)), "usd after");
        _logCalls();
    }

    function _logCalls() internal view {
        string[14] memory names = [
            "post",
            "claim",
            "submit",
            "accept",
            "reject",
            "dispute",
            "resolve",
            "cancel",
            "finalize",
            "withdraw",
            "warp",
            "increaseStake",
            "requestUnstake",
            "withdrawStake"
        ];
        for (uint256 i; i < names.length; ++i) {
            console2.log(names[i], handler.calls(keccak256(bytes(names[i]))));
        }
    }
}
