// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Vm} from "forge-std/Vm.sol";
import {Base} from "./utils/Base.sol";
import {IERC8004Identity, IERC8004Reputation} from "./utils/IERC8004.sol";
import {IAgentRegistry} from "../src/interfaces/IAgentRegistry.sol";
import {IReputationRegistry} from "../src/interfaces/IReputationRegistry.sol";
import {ERC8004IdentityRegistry} from "../src/mocks/ERC8004IdentityRegistry.sol";
import {ERC8004ReputationRegistry} from "../src/mocks/ERC8004ReputationRegistry.sol";

/// @dev Our registries read through ERC-8004's interface, side by side with the stand-in
/// canonical registries: same selectors, same shapes, same events.
contract ERC8004ReadsTest is Base {
    IERC8004Identity internal id8004;
    IERC8004Reputation internal rep8004;
    ERC8004IdentityRegistry internal canonId;
    ERC8004ReputationRegistry internal canonRep;

    function setUp() public override {
        super.setUp();
        id8004 = IERC8004Identity(address(registry));
        rep8004 = IERC8004Reputation(address(reputation));
        canonId = new ERC8004IdentityRegistry();
        canonRep = new ERC8004ReputationRegistry(address(canonId));
    }

    function _approveMin(address owner) internal {
        stakeToken.mint(owner, MIN_STAKE);
        vm.prank(owner);
        stakeToken.approve(address(registry), MIN_STAKE);
    }

    // ------------------------------------------------------------ identity

    function test_register_standardOverloadsStakeTheMinimum() public {
        IERC8004Identity.MetadataEntry[] memory meta = new IERC8004Identity.MetadataEntry[](1);
        meta[0] = IERC8004Identity.MetadataEntry("name", bytes("echo"));
        _approveMin(alice);
        vm.expectEmit(address(registry));
        emit IERC8004Identity.Registered(1, "https://a.example/agent.json", alice);
        vm.expectEmit(address(registry));
        emit IERC8004Identity.MetadataSet(1, "agentWallet", "agentWallet", abi.encodePacked(alice));
        vm.expectEmit(address(registry));
        emit IERC8004Identity.MetadataSet(1, "name", "name", bytes("echo"));
        vm.prank(alice);
        uint256 a = id8004.register("https://a.example/agent.json", meta);
        assertEq(registry.stakeOf(a), MIN_STAKE);
        assertEq(stakeToken.balanceOf(alice), 0);

        _approveMin(bob);
        vm.prank(bob);
        uint256 b = id8004.register("data:application/json;base64,e30=");
        _approveMin(stranger);
        vm.prank(stranger);
        uint256 c = id8004.register();
        assertEq(registry.stakeOf(b), MIN_STAKE);
        assertEq(registry.stakeOf(c), MIN_STAKE);
        assertEq(id8004.tokenURI(b), "data:application/json;base64,e30=");
        assertEq(id8004.tokenURI(c), "");
        assertEq(registry.totalStaked(), 3 * MIN_STAKE);
        assertEq(stakeToken.balanceOf(address(registry)), 3 * MIN_STAKE);
    }

    function test_register_standardOverloadsRevertWithoutStake() public {
        stakeToken.mint(alice, MIN_STAKE - 1);
        vm.startPrank(alice);
        stakeToken.approve(address(registry), MIN_STAKE);
        vm.expectRevert(); // the token refuses: balance below the minimum stake
        id8004.register("https://a.example/agent.json");
        vm.stopPrank();
        vm.prank(bob);
        vm.expectRevert(); // no allowance at all
        id8004.register();
        assertEq(registry.totalAgents(), 0);
    }

    function test_identityReads_matchTheCanonicalRegistry() public {
        IERC8004Identity[2] memory regs = [id8004, IERC8004Identity(address(canonId))];
        _approveMin(alice);
        for (uint256 i; i < 2; ++i) {
            vm.startPrank(alice);
            uint256 a = regs[i].register("https://a.example/agent.json");
            regs[i].setMetadata(a, "model", bytes("m1"));
            assertEq(regs[i].tokenURI(a), "https://a.example/agent.json");
            assertEq(regs[i].getMetadata(a, "model"), bytes("m1"));
            assertEq(regs[i].getMetadata(a, "agentWallet"), abi.encodePacked(alice));
            assertEq(regs[i].getAgentWallet(a), alice);
            assertTrue(regs[i].isAuthorizedOrOwner(alice, a));
            assertFalse(regs[i].isAuthorizedOrOwner(bob, a));
            vm.expectEmit(address(regs[i]));
            emit IERC8004Identity.URIUpdated(a, "ipfs://new", alice);
            regs[i].setAgentURI(a, "ipfs://new");
            vm.expectEmit(address(regs[i]));
            emit IERC8004Identity.MetadataSet(a, "agentWallet", "agentWallet", "");
            regs[i].unsetAgentWallet(a);
            assertEq(regs[i].getAgentWallet(a), address(0));
            assertEq(regs[i].getMetadata(a, "agentWallet"), "");
            vm.expectRevert();
            regs[i].setMetadata(a, "agentWallet", abi.encodePacked(bob));
            vm.stopPrank();
            vm.expectRevert();
            regs[i].isAuthorizedOrOwner(alice, 99);
        }
    }

    function test_transfer_clearsWalletWithTheStandardEvent() public {
        uint256 a = _register(alice, MIN_STAKE);
        vm.recordLogs();
        vm.prank(alice);
        registry.transferFrom(alice, bob, a);
        Vm.Log[] memory logs = vm.getRecordedLogs();
        bool seen;
        for (uint256 i; i < logs.length; ++i) {
            if (logs[i].topics[0] == IERC8004Identity.MetadataSet.selector) {
                (string memory key, bytes memory value) = abi.decode(logs[i].data, (string, bytes));
                seen = keccak256(bytes(key)) == keccak256("agentWallet") && value.length == 0;
            }
        }
        assertTrue(seen);
        assertEq(id8004.getAgentWallet(a), address(0));
    }

    // ------------------------------------------------------------ reputation

    function _feedbackOnBoth() internal returns (uint256 ours, uint256 canon) {
        (uint256 b1, uint256 agentId) = _accepted(1 ether);
        vm.prank(requester);
        reputation.giveFeedback(b1, 90, "starred", "", "ipfs://f1", bytes32("h1"));
        uint256 b2 = _acceptedBy(agentId, bob, 3 ether);
        vm.prank(bob);
        reputation.giveFeedback(b2, 10, "starred", "fast", "", 0);
        ours = agentId;
        vm.prank(alice);
        canon = canonId.register("https://a.example/agent.json");
        vm.prank(requester);
        canonRep.giveFeedback(canon, 90, 0, "starred", "", "", "ipfs://f1", bytes32("h1"));
        vm.prank(bob);
        canonRep.giveFeedback(canon, 10, 0, "starred", "fast", "", "", 0);
    }

    function _accepted(uint256 amount) internal returns (uint256 id, uint256 agentId) {
        (id, agentId) = _submitted(amount);
        vm.prank(requester);
        escrow.accept(id);
    }

    function _acceptedBy(uint256 agentId, address from, uint256 amount) internal returns (uint256 id) {
        vm.deal(from, amount);
        vm.prank(from);
        id = escrow.post{value: amount}(_params(address(0), amount));
        vm.startPrank(alice);
        escrow.claim(id, agentId);
        escrow.submit(id, keccak256("r"));
        vm.stopPrank();
        vm.prank(from);
        escrow.accept(id);
    }

    function test_feedbackReads_haveTheStandardShape() public {
        (uint256 ours, uint256 canon) = _feedbackOnBoth();
        IERC8004Reputation[2] memory reps = [rep8004, IERC8004Reputation(address(canonRep))];
        uint256[2] memory ids = [ours, canon];
        for (uint256 i; i < 2; ++i) {
            IERC8004Reputation r = reps[i];
            uint256 a = ids[i];
            address[] memory clients = r.getClients(a);
            assertEq(clients.length, 2);
            assertEq(clients[0], requester);
            assertEq(r.getLastIndex(a, requester), 1);
            assertEq(r.getLastIndex(a, stranger), 0);
            (int128 v, uint8 d, string memory t1, string memory t2, bool revoked) = r.readFeedback(a, bob, 1);
            assertEq(v, 10);
            assertEq(d, 0);
            assertEq(t1, "starred");
            assertEq(t2, "fast");
            assertFalse(revoked);
            vm.expectRevert();
            r.readFeedback(a, bob, 0); // indexes are 1-based
            (uint64 count,, uint8 decimals) = r.getSummary(a, clients, "starred", "");
            assertEq(count, 2);
            assertEq(decimals, 0);
            (count,,) = r.getSummary(a, clients, "starred", "fast");
            assertEq(count, 1);
            (count,,) = r.getSummary(a, clients, "missing", "");
            assertEq(count, 0);
            (address[] memory cs, uint64[] memory idx, int128[] memory vs,, string[] memory t1s,,) =
                r.readAllFeedback(a, new address[](0), "", "", false);
            assertEq(cs.length, 2);
            assertEq(cs[1], bob);
            assertEq(idx[1], 1);
            assertEq(vs[0], 90);
            assertEq(t1s[0], "starred");
            vm.prank(stranger);
            r.appendResponse(a, bob, 1, "ipfs://response", bytes32(0));
            assertEq(r.getResponseCount(a, bob, 1, new address[](0)), 1);
            vm.prank(bob);
            vm.expectEmit(address(r));
            emit IERC8004Reputation.FeedbackRevoked(a, bob, 1);
            r.revokeFeedback(a, 1);
            (cs,,,,,,) = r.readAllFeedback(a, new address[](0), "", "", false);
            assertEq(cs.length, 1);
            (cs,,,,,,) = r.readAllFeedback(a, new address[](0), "", "", true);
            assertEq(cs.length, 2);
        }
        // Ours weighs each entry by the value its bounty paid (1 and 3 ether); the canonical
        // registry averages plainly. Same shape, our rule.
        (, int128 ourAvg,) = rep8004.getSummary(ours, _two(requester, bob), "", "");
        (, int128 canonAvg,) = canonRep.getSummary(canon, _two(requester, bob), "", "");
        assertEq(ourAvg, 90); // bob's entry is revoked above
        assertEq(canonAvg, 90);
    }

    function test_giveFeedback_emitsTheStandardEvent() public {
        (uint256 b, uint256 agentId) = _accepted(1 ether);
        vm.expectEmit(address(reputation));
        emit IERC8004Reputation.NewFeedback(agentId, requester, 1, 77, 0, "starred", "starred", "", "", "ipfs://x", 0);
        vm.prank(requester);
        reputation.giveFeedback(b, 77, "starred", "", "ipfs://x", 0);
        (uint256 bountyId, uint256 weight) = reputation.feedbackSource(agentId, requester, 1);
        assertEq(bountyId, b);
        assertEq(weight, 1e9);
        assertEq(rep8004.getIdentityRegistry(), address(registry));
    }

    function test_giveFeedback_standardFormNeedsABounty() public {
        (, uint256 agentId) = _accepted(1 ether);
        vm.prank(requester);
        vm.expectRevert(abi.encodeWithSelector(IReputationRegistry.ReputationFeedbackNeedsBounty.selector, agentId));
        rep8004.giveFeedback(agentId, 100, 0, "starred", "", "", "", 0);
    }

    function test_summary_weighsByValuePaid() public {
        (uint256 ours, uint256 canon) = _feedbackOnBoth();
        (uint64 n, int128 ourAvg,) = rep8004.getSummary(ours, _two(requester, bob), "", "");
        (uint64 m, int128 canonAvg,) = canonRep.getSummary(canon, _two(requester, bob), "", "");
        assertEq(n, m);
        assertEq(ourAvg, (90 * 1 + 10 * 3) / 4); // 1 and 3 ether paid
        assertEq(canonAvg, (90 + 10) / 2);
    }

    function test_summary_ofLongTagsMatchesNothing() public {
        (uint256 ours,) = _feedbackOnBoth();
        (uint64 count,,) = rep8004.getSummary(ours, _two(requester, bob), "a-tag-longer-than-thirty-two-bytes", "");
        assertEq(count, 0);
    }

    function _two(address a, address b) internal pure returns (address[] memory c) {
        c = new address[](2);
        (c[0], c[1]) = (a, b);
    }
}
