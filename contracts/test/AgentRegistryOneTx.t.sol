// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base} from "./utils/Base.sol";
import {AgentRegistry} from "../src/AgentRegistry.sol";
import {StakeToken} from "../src/mocks/StakeToken.sol";
import {IAgentRegistry} from "../src/interfaces/IAgentRegistry.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

/// @dev A stake token whose transferFrom first calls the registry's ERC-1363 hook, claiming a
/// payment it never made (a hostile or upgraded token re-entering `register`).
contract ReenteringStakeToken is StakeToken {
    AgentRegistry public registry;

    constructor() StakeToken("Reentering", "RE") {}

    function setRegistry(AgentRegistry r) external {
        registry = r;
    }

    function transferFrom(address from, address to, uint256 value) public override(ERC20, IERC20) returns (bool) {
        IAgentRegistry.MetadataEntry[] memory none = new IAgentRegistry.MetadataEntry[](0);
        registry.onTransferReceived(from, from, value, abi.encode("ipfs://again", none));
        return super.transferFrom(from, to, value);
    }
}

/// @dev Registering with stake in one transaction: `registerWithPermit` (any ERC-2612 stake
/// token) and ERC-1363 `transferAndCall` to the registry.
contract AgentRegistryOneTxTest is Base, IERC20Errors {
    string internal constant URI = "ipfs://agent";

    function _assertRegistered(uint256 id, address owner, uint256 stake) internal view {
        assertEq(registry.ownerOf(id), owner, "owner");
        assertEq(registry.stakeOf(id), stake, "stake");
        assertEq(registry.agentURI(id), URI, "uri");
        assertEq(registry.totalStaked(), stake, "total staked");
        assertEq(stakeToken.balanceOf(address(registry)), stake, "registry balance");
        assertEq(stakeToken.balanceOf(owner), 0, "owner balance");
    }

    // ------------------------------------------------------------ ERC-2612 permit

    function test_registerWithPermit_oneTransaction() public {
        stakeToken.mint(alice, MIN_STAKE);
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = _permitSig(aliceKey, alice, MIN_STAKE, deadline);
        vm.expectEmit(address(registry));
        emit IAgentRegistry.Registered(1, URI, alice);
        vm.prank(alice);
        uint256 id = registry.registerWithPermit(URI, _noMetadata(), MIN_STAKE, deadline, v, r, s);
        _assertRegistered(id, alice, MIN_STAKE);
        assertEq(stakeToken.allowance(alice, address(registry)), 0, "allowance spent");
        assertEq(stakeToken.nonces(alice), 1, "permit nonce used");
    }

    function test_registerWithPermit_refusesAnExpiredPermit() public {
        stakeToken.mint(alice, MIN_STAKE);
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = _permitSig(aliceKey, alice, MIN_STAKE, deadline);
        vm.warp(deadline + 1);
        vm.expectRevert(abi.encodeWithSelector(ERC20Permit.ERC2612ExpiredSignature.selector, deadline));
        vm.prank(alice);
        registry.registerWithPermit(URI, _noMetadata(), MIN_STAKE, deadline, v, r, s);
    }

    /// A permit signed by another key (bob's signature presented for alice) is refused.
    function test_registerWithPermit_refusesAForgedPermit() public {
        stakeToken.mint(alice, MIN_STAKE);
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = _permitSig(bobKey, alice, MIN_STAKE, deadline);
        vm.expectRevert(abi.encodeWithSelector(ERC20Permit.ERC2612InvalidSigner.selector, bob, alice));
        vm.prank(alice);
        registry.registerWithPermit(URI, _noMetadata(), MIN_STAKE, deadline, v, r, s);
    }

    /// A permit for one amount does not authorize another: the digest differs, so the recovered
    /// signer is not alice.
    function test_registerWithPermit_refusesAnotherAmount() public {
        stakeToken.mint(alice, 2 * MIN_STAKE);
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = _permitSig(aliceKey, alice, MIN_STAKE, deadline);
        vm.prank(alice);
        (bool ok, bytes memory err) = address(registry)
            .call(abi.encodeCall(registry.registerWithPermit, (URI, _noMetadata(), 2 * MIN_STAKE, deadline, v, r, s)));
        assertFalse(ok, "registered with a permit for another amount");
        assertEq(bytes4(err), ERC20Permit.ERC2612InvalidSigner.selector);
        assertEq(registry.totalAgents(), 0);
    }

    /// A permit is used once: replaying it for a second agent fails (nonce spent, no allowance).
    function test_registerWithPermit_refusesAReplay() public {
        stakeToken.mint(alice, 2 * MIN_STAKE);
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = _permitSig(aliceKey, alice, MIN_STAKE, deadline);
        vm.startPrank(alice);
        registry.registerWithPermit(URI, _noMetadata(), MIN_STAKE, deadline, v, r, s);
        (bool ok,) = address(registry)
            .call(abi.encodeCall(registry.registerWithPermit, (URI, _noMetadata(), MIN_STAKE, deadline, v, r, s)));
        vm.stopPrank();
        assertFalse(ok, "permit replayed");
        assertEq(registry.totalAgents(), 1);
    }

    /// Someone copies the permit from the mempool and submits it first: the registration still
    /// goes through on the allowance it set.
    function test_registerWithPermit_survivesAFrontRunPermit() public {
        stakeToken.mint(alice, MIN_STAKE);
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = _permitSig(aliceKey, alice, MIN_STAKE, deadline);
        vm.prank(stranger);
        stakeToken.permit(alice, address(registry), MIN_STAKE, deadline, v, r, s);
        vm.prank(alice);
        uint256 id = registry.registerWithPermit(URI, _noMetadata(), MIN_STAKE, deadline, v, r, s);
        _assertRegistered(id, alice, MIN_STAKE);
    }

    function test_registerWithPermit_refusesBelowMinStake() public {
        stakeToken.mint(alice, MIN_STAKE);
        uint256 deadline = block.timestamp + 1 hours;
        (uint8 v, bytes32 r, bytes32 s) = _permitSig(aliceKey, alice, MIN_STAKE - 1, deadline);
        vm.expectRevert(
            abi.encodeWithSelector(IAgentRegistry.AgentRegistryStakeTooLow.selector, MIN_STAKE - 1, MIN_STAKE)
        );
        vm.prank(alice);
        registry.registerWithPermit(URI, _noMetadata(), MIN_STAKE - 1, deadline, v, r, s);
    }

    // ------------------------------------------------------------ ERC-1363 transferAndCall

    function test_transferAndCall_registersInOneTransaction() public {
        stakeToken.mint(alice, MIN_STAKE);
        IAgentRegistry.MetadataEntry[] memory meta = new IAgentRegistry.MetadataEntry[](1);
        meta[0] = IAgentRegistry.MetadataEntry("model", "m1");
        vm.expectEmit(address(registry));
        emit IAgentRegistry.Registered(1, URI, alice);
        vm.prank(alice);
        stakeToken.transferAndCall(address(registry), MIN_STAKE, abi.encode(URI, meta));
        _assertRegistered(1, alice, MIN_STAKE);
        assertEq(registry.getMetadata(1, "model"), bytes("m1"));
        assertEq(registry.getAgentWallet(1), alice, "wallet starts as the owner");
    }

    /// An operator moving alice's tokens with transferFromAndCall registers the agent to alice.
    function test_transferFromAndCall_agentBelongsToThePayer() public {
        stakeToken.mint(alice, MIN_STAKE);
        vm.prank(alice);
        stakeToken.approve(bob, MIN_STAKE);
        vm.prank(bob);
        stakeToken.transferFromAndCall(alice, address(registry), MIN_STAKE, abi.encode(URI, _noMetadata()));
        _assertRegistered(1, alice, MIN_STAKE);
    }

    /// Below the minimum stake the whole transfer reverts: the tokens stay with the sender.
    function test_transferAndCall_belowMinStakeKeepsTheTokens() public {
        stakeToken.mint(alice, MIN_STAKE);
        vm.expectRevert(
            abi.encodeWithSelector(IAgentRegistry.AgentRegistryStakeTooLow.selector, MIN_STAKE - 1, MIN_STAKE)
        );
        vm.prank(alice);
        stakeToken.transferAndCall(address(registry), MIN_STAKE - 1, abi.encode(URI, _noMetadata()));
        assertEq(stakeToken.balanceOf(alice), MIN_STAKE);
        assertEq(registry.totalAgents(), 0);
    }

    function test_transferAndCall_refusesMissingDataAndTheWalletKey() public {
        stakeToken.mint(alice, MIN_STAKE);
        vm.startPrank(alice);
        vm.expectRevert(IAgentRegistry.AgentRegistryBadRegistrationData.selector);
        stakeToken.transferAndCall(address(registry), MIN_STAKE);
        IAgentRegistry.MetadataEntry[] memory meta = new IAgentRegistry.MetadataEntry[](1);
        meta[0] = IAgentRegistry.MetadataEntry("agentWallet", abi.encodePacked(bob));
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryReservedMetadataKey.selector, "agentWallet"));
        stakeToken.transferAndCall(address(registry), MIN_STAKE, abi.encode(URI, meta));
        vm.stopPrank();
        assertEq(stakeToken.balanceOf(alice), MIN_STAKE);
    }

    /// The hook is not a free registration: only the stake token may call it.
    function test_onTransferReceived_refusesAnyoneButTheStakeToken() public {
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryNotStakeToken.selector, stranger));
        vm.prank(stranger);
        registry.onTransferReceived(stranger, stranger, MIN_STAKE, abi.encode(URI, _noMetadata()));
        // another ERC-1363 token paying the registry is refused too
        StakeToken other = new StakeToken("Other", "OTH");
        other.mint(alice, MIN_STAKE);
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryNotStakeToken.selector, address(other)));
        vm.prank(alice);
        other.transferAndCall(address(registry), MIN_STAKE, abi.encode(URI, _noMetadata()));
        assertEq(registry.totalAgents(), 0);
    }

    /// A stake token that calls the hook from inside `register`'s transferFrom (one payment,
    /// two registrations) is stopped by the reentrancy guard.
    function test_register_hookReentryIsRefused() public {
        ReenteringStakeToken token = new ReenteringStakeToken();
        AgentRegistry reg = new AgentRegistry(address(token), MIN_STAKE, UNBONDING, address(escrow));
        token.setRegistry(reg);
        token.mint(alice, MIN_STAKE);
        vm.startPrank(alice);
        token.approve(address(reg), MIN_STAKE);
        vm.expectRevert(ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
        reg.register(URI, _noMetadata(), MIN_STAKE);
        vm.stopPrank();
        assertEq(reg.totalAgents(), 0);
    }
}
