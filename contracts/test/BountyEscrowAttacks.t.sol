// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base} from "./utils/Base.sol";
import {
    RevertingReceiver,
    GasBurner,
    ReentrantReceiver,
    ReentrantToken,
    BlocklistToken,
    FalseToken
} from "./utils/Attackers.sol";
import {AgentRegistry} from "../src/AgentRegistry.sol";
import {ReputationRegistry} from "../src/ReputationRegistry.sol";
import {BountyEscrow} from "../src/BountyEscrow.sol";
import {IBountyEscrow} from "../src/interfaces/IBountyEscrow.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

/// @dev Hostile receivers and tokens, and the pull-payment fallback.
contract BountyEscrowAttacksTest is Base {
    bytes4 internal immutable REENTRANT = ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector;

    function _setWallet(uint256 agentId, address wallet, uint256 key) internal {
        uint256 deadline = block.timestamp + 1;
        bytes memory sig = _walletSig(key, agentId, wallet, alice, registry.walletNonce(agentId), deadline);
        vm.prank(alice);
        registry.setAgentWallet(agentId, wallet, deadline, sig);
    }

    // ------------------------------------------------------------ reentrancy

    function test_reentrancy_ethReceiverCannotReenter() public {
        ReentrantReceiver attacker = new ReentrantReceiver(escrow);
        IBountyEscrow.PostParams memory p = _params(address(0), 1 ether);
        uint256 id = attacker.post{value: 1 ether}(p);
        uint256 other = _postEth(2 ether);
        attacker.setTarget(id);
        attacker.cancel(id);
        assertFalse(attacker.reentered());
        assertEq(bytes4(attacker.lastError()), REENTRANT);
        assertEq(address(attacker).balance, 1 ether); // refunded exactly once
        assertEq(address(escrow).balance, 2 ether); // the other bounty is intact
        assertEq(uint8(_status(other)), uint8(IBountyEscrow.Status.Open));
    }

    function test_reentrancy_agentWalletCannotReenter() public {
        ReentrantReceiver wallet = new ReentrantReceiver(escrow);
        uint256 agentId = _register(alice, MIN_STAKE);
        // the contract becomes the agent's owner, so payouts go to it
        vm.prank(alice);
        registry.transferFrom(alice, address(wallet), agentId);
        uint256 id = _postEth(1 ether);
        uint256 other = _postEth(1 ether);
        wallet.setTarget(other);
        vm.startPrank(address(wallet));
        escrow.claim(id, agentId);
        escrow.submit(id, keccak256("r"));
        vm.stopPrank();
        vm.prank(requester);
        escrow.accept(id);
        assertFalse(wallet.reentered());
        assertEq(address(wallet).balance, 1 ether - _fee(1 ether));
        assertEq(uint8(_status(other)), uint8(IBountyEscrow.Status.Open));
    }

    function test_reentrancy_maliciousTokenCannotReenterOnPost() public {
        ReentrantToken evil = new ReentrantToken(escrow);
        evil.mint(requester, 100e18);
        vm.prank(requester);
        evil.approve(address(escrow), type(uint256).max);
        uint256 first = _post(_params(address(evil), 10e18));
        evil.arm(first);
        _post(_params(address(evil), 10e18));
        assertFalse(evil.reentered());
        assertEq(bytes4(evil.lastError()), REENTRANT);
        assertEq(uint8(_status(first)), uint8(IBountyEscrow.Status.Open));
        assertEq(evil.balanceOf(address(escrow)), 20e18);
    }

    function test_reentrancy_maliciousTokenCannotReenterOnPayout() public {
        ReentrantToken evil = new ReentrantToken(escrow);
        evil.mint(requester, 100e18);
        vm.prank(requester);
        evil.approve(address(escrow), type(uint256).max);
        uint256 agentId = _register(alice, MIN_STAKE);
        uint256 id = _post(_params(address(evil), 10e18));
        uint256 other = _post(_params(address(evil), 10e18));
        vm.startPrank(alice);
        escrow.claim(id, agentId);
        escrow.submit(id, keccak256("r"));
        vm.stopPrank();
        evil.arm(other);
        vm.prank(requester);
        escrow.accept(id);
        assertFalse(evil.reentered());
        assertEq(bytes4(evil.lastError()), REENTRANT);
        assertEq(evil.balanceOf(alice), 10e18 - _fee(10e18));
        assertEq(uint8(_status(other)), uint8(IBountyEscrow.Status.Open));
    }

    // ------------------------------------------------------------ reverting receivers fall back to owed

    function test_push_revertingRequesterGetsCredit() public {
        RevertingReceiver r = new RevertingReceiver();
        vm.deal(address(r), 1 ether);
        IBountyEscrow.PostParams memory p = _params(address(0), 1 ether);
        vm.prank(address(r));
        uint256 id = escrow.post{value: 1 ether}(p);
        vm.warp(block.timestamp + 1 days + 1);
        vm.expectEmit(address(escrow));
        emit IBountyEscrow.PaymentDeferred(address(0), address(r), 1 ether);
        vm.prank(stranger);
        escrow.expire(id); // not blocked by the reverting requester
        assertEq(escrow.owed(address(0), address(r)), 1 ether);
        vm.expectEmit(address(escrow));
        emit IBountyEscrow.Withdrawn(address(0), address(r), stranger, 1 ether);
        vm.prank(address(r));
        escrow.withdraw(address(0), stranger);
        assertEq(stranger.balance, 1 ether);
        assertEq(escrow.owed(address(0), address(r)), 0);
    }

    function test_push_revertingAgentDoesNotBlockAccept() public {
        RevertingReceiver r = new RevertingReceiver();
        uint256 agentId = _register(alice, MIN_STAKE);
        vm.prank(alice);
        registry.transferFrom(alice, address(r), agentId);
        uint256 id = _postEth(1 ether);
        vm.startPrank(address(r));
        escrow.claim(id, agentId);
        escrow.submit(id, keccak256("r"));
        vm.stopPrank();
        vm.prank(requester);
        escrow.accept(id);
        assertEq(escrow.owed(address(0), address(r)), 1 ether - _fee(1 ether));
        assertEq(uint8(_status(id)), uint8(IBountyEscrow.Status.Accepted));
    }

    function test_push_gasBurnerDoesNotBlockFinalize() public {
        GasBurner g = new GasBurner();
        uint256 agentId = _register(alice, MIN_STAKE);
        vm.prank(alice);
        registry.transferFrom(alice, address(g), agentId);
        uint256 id = _postEth(1 ether);
        vm.startPrank(address(g));
        escrow.claim(id, agentId);
        escrow.submit(id, keccak256("r"));
        vm.stopPrank();
        vm.warp(block.timestamp + REVIEW + 1);
        escrow.finalize{gas: 1_000_000}(id);
        assertEq(escrow.owed(address(0), address(g)), 1 ether - _fee(1 ether));
    }

    function test_push_blocklistedRequesterGetsCredit() public {
        BlocklistToken t = new BlocklistToken();
        t.mint(requester, 10e18);
        vm.prank(requester);
        t.approve(address(escrow), type(uint256).max);
        uint256 id = _post(_params(address(t), 10e18));
        t.block_(requester);
        vm.prank(requester);
        escrow.cancel(id);
        assertEq(escrow.owed(address(t), requester), 10e18);
        vm.prank(requester);
        escrow.withdraw(address(t), stranger);
        assertEq(t.balanceOf(stranger), 10e18);
    }

    function test_push_falseReturningTokenGetsCredit() public {
        FalseToken t = new FalseToken();
        t.mint(requester, 10e18);
        vm.prank(requester);
        t.approve(address(escrow), type(uint256).max);
        uint256 id = _post(_params(address(t), 10e18));
        t.setFail(true);
        vm.prank(requester);
        escrow.cancel(id);
        assertEq(escrow.owed(address(t), requester), 10e18);
        assertEq(t.balanceOf(address(escrow)), 10e18);
    }

    function _blocklistStakeDeployment() internal returns (BlocklistToken st, AgentRegistry reg, BountyEscrow esc) {
        st = new BlocklistToken();
        (address[] memory tokens, uint256[] memory weights) = _one(address(st), STAKE_WEIGHT);
        (reg,, esc) = _deployMarket(address(st), tokens, weights, FEE_BPS, 1 days, 1 days);
        st.mint(alice, MIN_STAKE);
        vm.startPrank(alice);
        st.approve(address(reg), MIN_STAKE);
        reg.register("x", _noMetadata(), MIN_STAKE);
        vm.stopPrank();
    }

    function test_slash_failureDoesNotBlockRuling() public {
        (BlocklistToken st, AgentRegistry reg, BountyEscrow esc) = _blocklistStakeDeployment();
        IBountyEscrow.PostParams memory p = _params(address(0), 1 ether);
        vm.prank(requester);
        uint256 id = esc.post{value: 1 ether}(p);
        vm.startPrank(alice);
        esc.claim(id, 1);
        esc.submit(id, keccak256("r"));
        vm.stopPrank();
        vm.prank(requester);
        esc.reject(id, 0);
        vm.prank(alice);
        esc.dispute(id, 0);
        st.block_(treasury);
        vm.expectEmit(address(esc));
        emit IBountyEscrow.SlashFailed(id, 1, 1e18);
        vm.prank(arbiter);
        esc.resolve(id, 0, 1e18);
        assertEq(uint8(esc.getBounty(id).status), uint8(IBountyEscrow.Status.Resolved));
        assertEq(reg.stakeOf(1), MIN_STAKE);
        assertEq(reg.reservedOf(1), 0); // released although the slash failed
        assertEq(reg.totalStaked(), st.balanceOf(address(reg)));
    }

    function test_expire_forfeitFailureDoesNotBlockExpiry() public {
        (BlocklistToken st, AgentRegistry reg, BountyEscrow esc) = _blocklistStakeDeployment();
        IBountyEscrow.PostParams memory p = _params(address(0), 1 ether);
        vm.prank(requester);
        uint256 id = esc.post{value: 1 ether}(p);
        vm.prank(alice);
        esc.claim(id, 1);
        st.block_(treasury);
        vm.warp(block.timestamp + 1 days + 1);
        uint256 forfeit = esc.stakeValue(address(0), 1 ether) / 10;
        vm.expectEmit(address(esc));
        emit IBountyEscrow.SlashFailed(id, 1, forfeit);
        esc.expire(id);
        assertEq(uint8(esc.getBounty(id).status), uint8(IBountyEscrow.Status.Expired));
        assertEq(reg.stakeOf(1), MIN_STAKE);
        assertEq(reg.reservedOf(1), 0);
    }

    // ------------------------------------------------------------ withdraw

    function test_withdraw_treasuryFees() public {
        (uint256 id,) = _submitted(1 ether);
        vm.prank(requester);
        escrow.accept(id);
        uint256 fee = _fee(1 ether);
        vm.prank(treasury);
        escrow.withdraw(address(0), treasury);
        assertEq(treasury.balance, fee);
        assertEq(address(escrow).balance, 0);
    }

    function test_withdraw_revertsWhenNothingOwed() public {
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowNothingOwed.selector, address(0), stranger));
        vm.prank(stranger);
        escrow.withdraw(address(0), stranger);
    }

    function test_withdraw_revertsOnZeroRecipient() public {
        vm.expectRevert(IBountyEscrow.EscrowZeroAddress.selector);
        escrow.withdraw(address(0), address(0));
    }

    function test_withdraw_revertsWhenRecipientReverts() public {
        (uint256 id,) = _submitted(1 ether);
        vm.prank(requester);
        escrow.accept(id);
        RevertingReceiver r = new RevertingReceiver();
        uint256 fee = _fee(1 ether);
        vm.prank(treasury);
        vm.expectRevert(
            abi.encodeWithSelector(IBountyEscrow.EscrowTransferFailed.selector, address(0), address(r), fee)
        );
        escrow.withdraw(address(0), address(r));
        assertEq(escrow.owed(address(0), treasury), fee); // still owed
    }
}
