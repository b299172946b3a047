// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base} from "./utils/Base.sol";
import {AgentRegistry} from "../src/AgentRegistry.sol";
import {IAgentRegistry} from "../src/interfaces/IAgentRegistry.sol";
import {IERC721Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {ERC1271Wallet} from "./utils/Attackers.sol";

contract AgentRegistryTest is Base, IERC721Errors {
    // ------------------------------------------------------------ constructor

    function test_constructor_setsParameters() public view {
        assertEq(registry.stakeToken(), address(stakeToken));
        assertEq(registry.minStake(), MIN_STAKE);
        assertEq(registry.unbondingPeriod(), UNBONDING);
        assertEq(registry.escrow(), address(escrow));
        assertEq(registry.name(), "AgentSite Agent");
    }

    function test_constructor_revertsOnBadParameters() public {
        vm.expectRevert(IAgentRegistry.AgentRegistryZeroAddress.selector);
        new AgentRegistry(address(0), 1, 1, stranger);
        vm.expectRevert(IAgentRegistry.AgentRegistryZeroAddress.selector);
        new AgentRegistry(address(stakeToken), 1, 1, address(0));
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryBadParameter.selector, "minStake"));
        new AgentRegistry(address(stakeToken), 0, 1, stranger);
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryBadParameter.selector, "minStake"));
        new AgentRegistry(address(stakeToken), uint256(type(uint96).max) + 1, 1, stranger);
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryBadParameter.selector, "unbondingPeriod"));
        new AgentRegistry(address(stakeToken), 1, 0, stranger);
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryBadParameter.selector, "unbondingPeriod"));
        new AgentRegistry(address(stakeToken), 1, 366 days, stranger);
    }

    function test_constructor_escrowIsImmutable() public {
        AgentRegistry r = new AgentRegistry(address(stakeToken), 1, 1, stranger);
        assertEq(r.escrow(), stranger);
        // no setter: only the escrow named at construction reserves, releases and slashes
        vm.prank(address(escrow));
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryNotEscrow.selector, address(escrow)));
        r.reserve(1, alice, address(0), 1);
    }

    // ------------------------------------------------------------ register

    function test_register_mintsStakesAndEmits() public {
        stakeToken.mint(alice, MIN_STAKE);
        IAgentRegistry.MetadataEntry[] memory m = new IAgentRegistry.MetadataEntry[](1);
        m[0] = IAgentRegistry.MetadataEntry("skills", bytes("search,summarize"));
        vm.startPrank(alice);
        stakeToken.approve(address(registry), MIN_STAKE);
        vm.expectEmit(address(registry));
        emit IAgentRegistry.Registered(1, "ipfs://a", alice);
        vm.expectEmit(address(registry));
        emit IAgentRegistry.MetadataSet(1, "skills", "skills", bytes("search,summarize"));
        vm.expectEmit(address(registry));
        emit IAgentRegistry.StakeIncreased(1, alice, MIN_STAKE, MIN_STAKE);
        uint256 id = registry.register("ipfs://a", m, MIN_STAKE);
        vm.stopPrank();
        assertEq(id, 1);
        assertEq(registry.ownerOf(1), alice);
        assertEq(registry.tokenURI(1), "ipfs://a");
        assertEq(registry.agentURI(1), "ipfs://a");
        assertEq(registry.getMetadata(1, "skills"), bytes("search,summarize"));
        assertEq(registry.getAgentWallet(1), alice);
        assertEq(registry.getMetadata(1, "agentWallet"), abi.encodePacked(alice));
        assertEq(registry.stakeOf(1), MIN_STAKE);
        assertEq(registry.totalStaked(), MIN_STAKE);
        assertEq(registry.totalAgents(), 1);
        assertTrue(registry.isActive(1));
        assertEq(stakeToken.balanceOf(address(registry)), MIN_STAKE);
    }

    function test_register_revertsBelowMinStake() public {
        vm.expectRevert(
            abi.encodeWithSelector(IAgentRegistry.AgentRegistryStakeTooLow.selector, MIN_STAKE - 1, MIN_STAKE)
        );
        registry.register("x", _noMetadata(), MIN_STAKE - 1);
    }

    function test_register_revertsOnStakeOverflow() public {
        uint256 big = uint256(type(uint96).max) + 1;
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryStakeOverflow.selector, big));
        registry.register("x", _noMetadata(), big);
    }

    function test_register_revertsWithoutAllowance() public {
        stakeToken.mint(alice, MIN_STAKE);
        vm.prank(alice);
        vm.expectRevert();
        registry.register("x", _noMetadata(), MIN_STAKE);
    }

    function test_register_revertsOnReservedMetadataKey() public {
        stakeToken.mint(alice, MIN_STAKE);
        IAgentRegistry.MetadataEntry[] memory m = new IAgentRegistry.MetadataEntry[](1);
        m[0] = IAgentRegistry.MetadataEntry("agentWallet", abi.encodePacked(bob));
        vm.startPrank(alice);
        stakeToken.approve(address(registry), MIN_STAKE);
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryReservedMetadataKey.selector, "agentWallet"));
        registry.register("x", m, MIN_STAKE);
        vm.stopPrank();
    }

    function testFuzz_register_anyStakeAboveMinimum(uint256 amount) public {
        amount = bound(amount, MIN_STAKE, type(uint96).max);
        uint256 id = _register(alice, amount);
        assertEq(registry.stakeOf(id), amount);
        assertEq(registry.totalStaked(), amount);
        assertTrue(registry.isActive(id));
    }

    // ------------------------------------------------------------ URI / metadata

    function test_setAgentURI_updatesAndEmits() public {
        uint256 id = _register(alice, MIN_STAKE);
        vm.expectEmit(address(registry));
        emit IAgentRegistry.URIUpdated(id, "ipfs://b", alice);
        vm.prank(alice);
        registry.setAgentURI(id, "ipfs://b");
        assertEq(registry.tokenURI(id), "ipfs://b");
    }

    function test_setAgentURI_revertsForStranger() public {
        uint256 id = _register(alice, MIN_STAKE);
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryNotAuthorized.selector, id, stranger));
        registry.setAgentURI(id, "ipfs://b");
    }

    function test_setAgentURI_revertsForUnknownAgent() public {
        vm.expectRevert(abi.encodeWithSelector(ERC721NonexistentToken.selector, 9));
        registry.setAgentURI(9, "x");
    }

    function test_agentURI_revertsForUnknownAgent() public {
        vm.expectRevert(abi.encodeWithSelector(ERC721NonexistentToken.selector, 9));
        registry.agentURI(9);
        vm.expectRevert(abi.encodeWithSelector(ERC721NonexistentToken.selector, 9));
        registry.tokenURI(9);
    }

    function test_setMetadata_byApprovedOperator() public {
        uint256 id = _register(alice, MIN_STAKE);
        vm.prank(alice);
        registry.setApprovalForAll(bob, true);
        vm.expectEmit(address(registry));
        emit IAgentRegistry.MetadataSet(id, "k", "k", hex"01");
        vm.prank(bob);
        registry.setMetadata(id, "k", hex"01");
        assertEq(registry.getMetadata(id, "k"), hex"01");
    }

    function test_setMetadata_revertsForStranger() public {
        uint256 id = _register(alice, MIN_STAKE);
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryNotAuthorized.selector, id, stranger));
        registry.setMetadata(id, "k", hex"01");
    }

    function test_setMetadata_revertsOnReservedKey() public {
        uint256 id = _register(alice, MIN_STAKE);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryReservedMetadataKey.selector, "agentWallet"));
        registry.setMetadata(id, "agentWallet", hex"01");
    }

    // ------------------------------------------------------------ agent wallet

    function test_setAgentWallet_withSignatureFromNewWallet() public {
        uint256 id = _register(alice, MIN_STAKE);
        uint256 deadline = block.timestamp + 1 hours;
        bytes memory sig = _walletSig(bobKey, id, bob, alice, 0, deadline);
        vm.expectEmit(address(registry));
        emit IAgentRegistry.AgentWalletSet(id, bob, alice);
        vm.prank(alice);
        registry.setAgentWallet(id, bob, deadline, sig);
        assertEq(registry.getAgentWallet(id), bob);
        assertEq(registry.payoutAddress(id), bob);
        assertEq(registry.walletNonce(id), 1);
        assertTrue(registry.isAgentOperator(id, bob));
    }

    function test_setAgentWallet_acceptsERC1271Wallet() public {
        uint256 id = _register(alice, MIN_STAKE);
        ERC1271Wallet wallet = new ERC1271Wallet(bob);
        uint256 deadline = block.timestamp + 1 hours;
        bytes memory sig = _walletSig(bobKey, id, address(wallet), alice, 0, deadline);
        vm.prank(alice);
        registry.setAgentWallet(id, address(wallet), deadline, sig);
        assertEq(registry.getAgentWallet(id), address(wallet));
    }

    function test_setAgentWallet_revertsOnReplay() public {
        uint256 id = _register(alice, MIN_STAKE);
        uint256 deadline = block.timestamp + 1 hours;
        bytes memory sig = _walletSig(bobKey, id, bob, alice, 0, deadline);
        vm.startPrank(alice);
        registry.setAgentWallet(id, bob, deadline, sig);
        registry.unsetAgentWallet(id);
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryInvalidSignature.selector, bob));
        registry.setAgentWallet(id, bob, deadline, sig);
        vm.stopPrank();
    }

    function test_setAgentWallet_revertsOnOtherChainId() public {
        uint256 id = _register(alice, MIN_STAKE);
        uint256 deadline = block.timestamp + 1 hours;
        bytes memory sig = _walletSig(bobKey, id, bob, alice, 0, deadline);
        vm.chainId(block.chainid + 1);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryInvalidSignature.selector, bob));
        registry.setAgentWallet(id, bob, deadline, sig);
    }

    function test_setAgentWallet_revertsOnOtherRegistry() public {
        uint256 id = _register(alice, MIN_STAKE);
        AgentRegistry other = new AgentRegistry(address(stakeToken), MIN_STAKE, UNBONDING, address(escrow));
        stakeToken.mint(alice, MIN_STAKE);
        vm.startPrank(alice);
        stakeToken.approve(address(other), MIN_STAKE);
        uint256 otherId = other.register("x", _noMetadata(), MIN_STAKE);
        vm.stopPrank();
        assertEq(otherId, id);
        uint256 deadline = block.timestamp + 1 hours;
        bytes memory sig = _walletSig(bobKey, id, bob, alice, 0, deadline); // signed for `registry`
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryInvalidSignature.selector, bob));
        other.setAgentWallet(otherId, bob, deadline, sig);
    }

    function test_setAgentWallet_revertsAfterDeadline() public {
        uint256 id = _register(alice, MIN_STAKE);
        uint256 deadline = block.timestamp + 1 hours;
        bytes memory sig = _walletSig(bobKey, id, bob, alice, 0, deadline);
        vm.warp(deadline + 1);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryExpiredSignature.selector, deadline));
        registry.setAgentWallet(id, bob, deadline, sig);
    }

    function test_setAgentWallet_revertsOnSignatureByOtherKey() public {
        uint256 id = _register(alice, MIN_STAKE);
        uint256 deadline = block.timestamp + 1 hours;
        bytes memory sig = _walletSig(aliceKey, id, bob, alice, 0, deadline);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryInvalidSignature.selector, bob));
        registry.setAgentWallet(id, bob, deadline, sig);
    }

    function test_setAgentWallet_revertsForStranger() public {
        uint256 id = _register(alice, MIN_STAKE);
        uint256 deadline = block.timestamp + 1 hours;
        bytes memory sig = _walletSig(bobKey, id, bob, alice, 0, deadline);
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryNotAuthorized.selector, id, bob));
        registry.setAgentWallet(id, bob, deadline, sig);
    }

    function test_setAgentWallet_revertsOnZeroWallet() public {
        uint256 id = _register(alice, MIN_STAKE);
        vm.prank(alice);
        vm.expectRevert(IAgentRegistry.AgentRegistryZeroAddress.selector);
        registry.setAgentWallet(id, address(0), block.timestamp, "");
    }

    function test_unsetAgentWallet_paysOwner() public {
        uint256 id = _register(alice, MIN_STAKE);
        vm.expectEmit(address(registry));
        emit IAgentRegistry.AgentWalletSet(id, address(0), alice);
        vm.prank(alice);
        registry.unsetAgentWallet(id);
        assertEq(registry.getAgentWallet(id), address(0));
        assertEq(registry.payoutAddress(id), alice);
        assertTrue(registry.isAgentOperator(id, alice));
    }

    function test_unsetAgentWallet_revertsForStranger() public {
        uint256 id = _register(alice, MIN_STAKE);
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryNotAuthorized.selector, id, stranger));
        registry.unsetAgentWallet(id);
    }

    function test_transfer_clearsWalletAndVoidsSignature() public {
        uint256 id = _register(alice, MIN_STAKE);
        uint256 deadline = block.timestamp + 1 hours;
        bytes memory sig = _walletSig(bobKey, id, bob, alice, 0, deadline);
        vm.expectEmit(address(registry));
        emit IAgentRegistry.AgentWalletSet(id, address(0), alice);
        vm.prank(alice);
        registry.transferFrom(alice, stranger, id);
        assertEq(registry.getAgentWallet(id), address(0));
        assertEq(registry.payoutAddress(id), stranger);
        assertFalse(registry.isAgentOperator(id, alice));
        // alice's signature bound her as owner: useless for the new owner
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryInvalidSignature.selector, bob));
        registry.setAgentWallet(id, bob, deadline, sig);
    }

    function test_agentStatus_reportsOperatorAndStake() public {
        uint256 id = _register(alice, MIN_STAKE);
        (bool op, uint256 stake) = registry.agentStatus(id, alice);
        assertTrue(op);
        assertEq(stake, MIN_STAKE);
        (op,) = registry.agentStatus(id, stranger);
        assertFalse(op);
        (op, stake) = registry.agentStatus(42, alice);
        assertFalse(op);
        assertEq(stake, 0);
        assertFalse(registry.isAgentOperator(42, alice));
        assertFalse(registry.isAgentOperator(id, address(0)));
    }
}
