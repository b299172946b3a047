// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base} from "./utils/Base.sol";
import {ERC8004IdentityRegistry} from "../src/mocks/ERC8004IdentityRegistry.sol";
import {ERC8004ReputationRegistry} from "../src/mocks/ERC8004ReputationRegistry.sol";

/// @dev The ERC-8004 paths, one transaction per test (isolate: receipt gasUsed): registering
/// through the standard's `register(agentURI)`, the extra transactions of a mint on the
/// canonical registry (the stand-in, which stores what the canonical one stores: URI, owner,
/// agentWallet) and the link our registry keeps to it, and the node's canonical feedback.
/// forge-config: default.isolate = true
contract GasERC8004Test is Base {
    string internal constant URI53 = "ipfs://QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG";

    ERC8004IdentityRegistry internal canonId;
    ERC8004ReputationRegistry internal canonRep;
    uint256 internal agentId;
    uint256 internal canonAgent;

    function setUp() public override {
        super.setUp();
        canonId = new ERC8004IdentityRegistry();
        canonRep = new ERC8004ReputationRegistry(address(canonId));
        vm.prank(bob);
        canonId.register("ipfs://earlier"); // not the first token: counters are warm, as on a live chain
        agentId = _register(alice, MIN_STAKE);
        vm.prank(alice);
        canonAgent = canonId.register(URI53);
        stakeToken.mint(stranger, MIN_STAKE);
        vm.prank(stranger);
        stakeToken.approve(address(registry), MIN_STAKE);
    }

    function test_gas_registerStandardUri53() public {
        vm.prank(stranger);
        registry.register(URI53);
        vm.snapshotGasLastCall("erc8004", "register_standard_overload_uri53");
    }

    function test_gas_canonicalMintUri53() public {
        vm.prank(stranger);
        canonId.register(URI53);
        vm.snapshotGasLastCall("erc8004", "canonical_mint_uri53");
    }

    /// @dev The link from our agent to its canonical token (28 bytes: registry address, uint64 id).
    function test_gas_linkCanonical() public {
        vm.prank(alice);
        registry.setMetadata(agentId, "canonicalAgent", abi.encodePacked(address(canonId), uint64(canonAgent)));
        vm.snapshotGasLastCall("erc8004", "link_canonical_metadata");
    }

    function test_gas_canonicalFeedback() public {
        vm.prank(requester);
        canonRep.giveFeedback(canonAgent, 100, 0, "starred", "", "", "", 0);
        vm.snapshotGasLastCall("erc8004", "canonical_feedback_first");
    }
}
