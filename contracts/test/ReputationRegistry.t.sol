// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base} from "./utils/Base.sol";
import {ReputationRegistry} from "../src/ReputationRegistry.sol";
import {IReputationRegistry} from "../src/interfaces/IReputationRegistry.sol";
import {IBountyEscrow} from "../src/interfaces/IBountyEscrow.sol";
import {StakeToken} from "../src/mocks/StakeToken.sol";

contract ReputationRegistryTest is Base {
    bytes32 internal constant QUALITY = "quality";
    bytes32 internal constant SPEED = "speed";

    function _accepted(uint256 amount) internal returns (uint256 id, uint256 agentId) {
        (id, agentId) = _submitted(amount);
        vm.prank(requester);
        escrow.accept(id);
    }

    function _acceptedAgain(uint256 agentId, address from, uint256 amount) internal returns (uint256 id) {
        vm.deal(from, amount);
        IBountyEscrow.PostParams memory p = _params(address(0), amount);
        vm.prank(from);
        id = escrow.post{value: amount}(p);
        vm.startPrank(alice);
        escrow.claim(id, agentId);
        escrow.submit(id, keccak256("r"));
        vm.stopPrank();
        vm.prank(from);
        escrow.accept(id);
    }

    // ------------------------------------------------------------ constructor

    function test_constructor_setsWeights() public view {
        assertEq(reputation.agentRegistry(), address(registry));
        assertEq(reputation.escrow(), address(escrow));
        assertEq(reputation.weightPerUnit(address(usd)), 1e9);
        assertEq(reputation.weightOf(address(0), 1 ether), 1e9);
        assertEq(reputation.weightOf(address(usd), 1e18), 1e9);
        assertEq(reputation.weightOf(address(stakeToken), 1e18), STAKE_WEIGHT);
        assertEq(reputation.weightOf(stranger, 1e18), 0);
    }

    function test_constructor_revertsOnBadParameters() public {
        vm.expectRevert(IReputationRegistry.ReputationZeroAddress.selector);
        new ReputationRegistry(address(0), stranger, new address[](0), new uint256[](0));
        vm.expectRevert(IReputationRegistry.ReputationZeroAddress.selector);
        new ReputationRegistry(address(registry), address(0), new address[](0), new uint256[](0));
        vm.expectRevert(abi.encodeWithSelector(IReputationRegistry.ReputationBadParameter.selector, "weightTokens"));
        new ReputationRegistry(address(registry), stranger, new address[](1), new uint256[](0));
        vm.expectRevert(IReputationRegistry.ReputationZeroAddress.selector);
        new ReputationRegistry(address(registry), stranger, new address[](1), new uint256[](1));
        address[] memory t = new address[](1);
        t[0] = address(usd);
        uint256[] memory w = new uint256[](1);
        w[0] = 1e18 + 1; // one base unit may weigh at most one gwei-equivalent
        vm.expectRevert(abi.encodeWithSelector(IReputationRegistry.ReputationBadParameter.selector, "weightPerUnit"));
        new ReputationRegistry(address(registry), stranger, t, w);
    }

    // ------------------------------------------------------------ giveFeedback

    function test_giveFeedback_storesWeightedEntry() public {
        (uint256 id, uint256 agentId) = _accepted(1 ether);
        vm.expectEmit(address(reputation));
        emit IReputationRegistry.NewFeedback(
            agentId, requester, 1, 60, 0, "quality", "quality", "speed", "", "ipfs://fb", bytes32("h")
        );
        vm.prank(requester);
        reputation.giveFeedback(id, 60, QUALITY, SPEED, "ipfs://fb", bytes32("h"));
        (int128 value, uint8 decimals, string memory t1, string memory t2, bool revoked) =
            reputation.readFeedback(agentId, requester, 1);
        assertEq(value, 60);
        assertEq(decimals, 0);
        assertEq(t1, "quality");
        assertEq(t2, "speed");
        assertFalse(revoked);
        (uint256 bountyId, uint256 weight) = reputation.feedbackSource(agentId, requester, 1);
        assertEq(bountyId, id);
        assertEq(weight, 1e9);
        assertTrue(reputation.feedbackGiven(id));
        assertEq(reputation.getLastIndex(agentId, requester), 1);
        address[] memory clients = reputation.getClients(agentId);
        assertEq(clients.length, 1);
        assertEq(clients[0], requester);
        // feedback stays on the read side: only the paid outcome counts
        assertEq(reputation.reputationOf(agentId), 100);
        (uint64 count, uint256 paid, uint256 penalty) = reputation.aggregateOf(agentId);
        assertEq(count, 1);
        assertEq(paid, 1e9);
        assertEq(penalty, 0);
    }

    function test_giveFeedback_weighsWhatWasPaid() public {
        (uint256 id, uint256 agentId) = _disputed(1 ether);
        vm.prank(arbiter);
        escrow.resolve(id, 2500, 0);
        vm.prank(requester);
        reputation.giveFeedback(id, 0, 0, 0, "", 0);
        (, uint256 weight) = reputation.feedbackSource(agentId, requester, 1);
        assertEq(weight, 0.25e9);
    }

    function test_giveFeedback_fullRefundWeighsNothing() public {
        (uint256 id, uint256 agentId) = _disputed(1 ether);
        vm.prank(arbiter);
        escrow.resolve(id, 0, 0);
        vm.prank(requester);
        reputation.giveFeedback(id, 0, 0, 0, "", 0);
        (, uint256 weight) = reputation.feedbackSource(agentId, requester, 1);
        assertEq(weight, 0);
    }

    function test_giveFeedback_revertsForSelfDealing() public {
        (uint256 id, uint256 agentId) = _accepted(1 ether);
        vm.prank(alice);
        registry.setApprovalForAll(requester, true); // the requester is now an operator of the agent
        vm.prank(requester);
        vm.expectRevert(abi.encodeWithSelector(IReputationRegistry.ReputationSelfDealing.selector, id, requester));
        reputation.giveFeedback(id, 100, 0, 0, "", 0);
        assertEq(reputation.getLastIndex(agentId, requester), 0);
    }

    function test_giveFeedback_revertsWithoutSettledBounty() public {
        (uint256 id,) = _submitted(1 ether);
        vm.prank(requester);
        vm.expectRevert(abi.encodeWithSelector(IReputationRegistry.ReputationBountyNotSettled.selector, id));
        reputation.giveFeedback(id, 100, 0, 0, "", 0);
    }

    function test_giveFeedback_revertsForUnknownBounty() public {
        vm.prank(requester);
        vm.expectRevert(abi.encodeWithSelector(IReputationRegistry.ReputationBountyNotSettled.selector, 77));
        reputation.giveFeedback(77, 100, 0, 0, "", 0);
    }

    function test_giveFeedback_revertsForCancelledBounty() public {
        uint256 id = _postEth(1 ether);
        vm.prank(requester);
        escrow.cancel(id);
        vm.prank(requester);
        vm.expectRevert(abi.encodeWithSelector(IReputationRegistry.ReputationBountyNotSettled.selector, id));
        reputation.giveFeedback(id, 100, 0, 0, "", 0);
    }

    function test_giveFeedback_revertsForNonRequester() public {
        (uint256 id,) = _accepted(1 ether);
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(IReputationRegistry.ReputationNotRequester.selector, id, stranger));
        reputation.giveFeedback(id, 100, 0, 0, "", 0);
    }

    function test_giveFeedback_revertsTwice() public {
        (uint256 id,) = _accepted(1 ether);
        vm.startPrank(requester);
        reputation.giveFeedback(id, 100, 0, 0, "", 0);
        vm.expectRevert(abi.encodeWithSelector(IReputationRegistry.ReputationFeedbackExists.selector, id));
        reputation.giveFeedback(id, 100, 0, 0, "", 0);
        vm.stopPrank();
    }

    function test_giveFeedback_revertsOnScoreAbove100() public {
        (uint256 id,) = _accepted(1 ether);
        vm.prank(requester);
        vm.expectRevert(abi.encodeWithSelector(IReputationRegistry.ReputationBadScore.selector, 101));
        reputation.giveFeedback(id, 101, 0, 0, "", 0);
    }

    function test_giveFeedback_afterResolvedDispute() public {
        (uint256 id, uint256 agentId) = _disputed(1 ether);
        vm.prank(arbiter);
        escrow.resolve(id, 10_000, 0);
        vm.prank(requester);
        reputation.giveFeedback(id, 20, 0, 0, "", 0);
        assertEq(reputation.reputationOf(agentId), 100); // the ruling paid the agent in full
        (uint64 count, int128 avg,) = reputation.getSummary(agentId, _only(requester), "", "");
        assertEq(count, 1);
        assertEq(avg, 20);
    }

    function _only(address client) internal pure returns (address[] memory clients) {
        clients = new address[](1);
        clients[0] = client;
    }

    // ------------------------------------------------------------ revokeFeedback

    function test_revokeFeedback_removesFromSummary() public {
        (uint256 id, uint256 agentId) = _accepted(1 ether);
        vm.startPrank(requester);
        reputation.giveFeedback(id, 0, 0, 0, "", 0);
        (uint64 count,,) = reputation.getSummary(agentId, _only(requester), "", "");
        assertEq(count, 1);
        vm.expectEmit(address(reputation));
        emit IReputationRegistry.FeedbackRevoked(agentId, requester, 1);
        reputation.revokeFeedback(agentId, 1);
        vm.stopPrank();
        assertEq(reputation.reputationOf(agentId), 100);
        (,,,, bool revoked) = reputation.readFeedback(agentId, requester, 1);
        assertTrue(revoked);
        (count,,) = reputation.getSummary(agentId, _only(requester), "", "");
        assertEq(count, 0);
    }

    function test_revokeFeedback_revertsTwice() public {
        (uint256 id, uint256 agentId) = _accepted(1 ether);
        vm.startPrank(requester);
        reputation.giveFeedback(id, 0, 0, 0, "", 0);
        reputation.revokeFeedback(agentId, 1);
        vm.expectRevert(
            abi.encodeWithSelector(IReputationRegistry.ReputationAlreadyRevoked.selector, agentId, requester, 1)
        );
        reputation.revokeFeedback(agentId, 1);
        vm.stopPrank();
    }

    function test_revokeFeedback_revertsForMissingEntry() public {
        vm.expectRevert(abi.encodeWithSelector(IReputationRegistry.ReputationNoFeedback.selector, 1, stranger, 0));
        vm.prank(stranger);
        reputation.revokeFeedback(1, 0);
    }

    function test_readFeedback_revertsForMissingEntry() public {
        vm.expectRevert(abi.encodeWithSelector(IReputationRegistry.ReputationNoFeedback.selector, 1, stranger, 3));
        reputation.readFeedback(1, stranger, 3);
        vm.expectRevert(abi.encodeWithSelector(IReputationRegistry.ReputationNoFeedback.selector, 1, stranger, 3));
        reputation.feedbackSource(1, stranger, 3);
    }

    // ------------------------------------------------------------ getSummary

    function test_getSummary_filtersByClientAndTagAndWeighs() public {
        (uint256 id1, uint256 agentId) = _accepted(1 ether);
        vm.prank(requester);
        reputation.giveFeedback(id1, 90, QUALITY, 0, "", 0);
        uint256 id2 = _acceptedAgain(agentId, bob, 3 ether);
        vm.prank(bob);
        reputation.giveFeedback(id2, 10, SPEED, 0, "", 0);

        address[] memory all = reputation.getClients(agentId);
        (uint64 count, int128 avg,) = reputation.getSummary(agentId, all, "", "");
        assertEq(count, 2);
        assertEq(avg, (90 * 1 + 10 * 3) / 4); // weighted by value paid: 30
        (count, avg,) = reputation.getSummary(agentId, _only(requester), "", "");
        assertEq(count, 1);
        assertEq(avg, 90);
        (count, avg,) = reputation.getSummary(agentId, all, "speed", "");
        assertEq(count, 1);
        assertEq(avg, 10);
        (count, avg,) = reputation.getSummary(agentId, all, "quality", "speed");
        assertEq(count, 0);
        assertEq(avg, 0);
        assertEq(reputation.getClients(agentId).length, 2);
    }

    function test_getSummary_revertsWithoutClients() public {
        vm.expectRevert(IReputationRegistry.ReputationNoClients.selector);
        reputation.getSummary(1, new address[](0), "", "");
    }

    function test_getSummary_plainAverageWhenWeightless() public {
        // bounties in an unlisted token carry no weight
        StakeToken junk = new StakeToken("Junk", "JUNK");
        uint256 agentId = _register(alice, MIN_STAKE);
        junk.mint(requester, 10e18);
        vm.prank(requester);
        junk.approve(address(escrow), type(uint256).max);
        uint256 id = _post(_params(address(junk), 10e18));
        vm.startPrank(alice);
        escrow.claim(id, agentId);
        escrow.submit(id, keccak256("r"));
        vm.stopPrank();
        vm.startPrank(requester);
        escrow.accept(id);
        reputation.giveFeedback(id, 70, 0, 0, "", 0);
        vm.stopPrank();
        (uint64 count, int128 avg,) = reputation.getSummary(agentId, _only(requester), "", "");
        assertEq(count, 1);
        assertEq(avg, 70);
        assertEq(reputation.reputationOf(agentId), 0); // no value, no reputation
    }

    // ------------------------------------------------------------ recordOutcome

    function test_recordOutcome_revertsForNonEscrow() public {
        vm.prank(stranger);
        vm.expectRevert(abi.encodeWithSelector(IReputationRegistry.ReputationNotEscrow.selector, stranger));
        reputation.recordOutcome(1, 1, stranger, address(0), 1, IReputationRegistry.Outcome.Accepted, 10_000, false);
    }

    function _record(uint256 agentId, uint256 amount, IReputationRegistry.Outcome o, uint16 bps) internal {
        vm.prank(address(escrow));
        reputation.recordOutcome(1, agentId, stranger, address(0), amount, o, bps, false);
    }

    function test_recordOutcome_addsPaidAndPenaltyPerOutcome() public {
        _record(1, 4 ether, IReputationRegistry.Outcome.Accepted, 0);
        _record(1, 4 ether, IReputationRegistry.Outcome.AutoAccepted, 0);
        _record(1, 4 ether, IReputationRegistry.Outcome.DisputeResolved, 7500);
        _record(1, 4 ether, IReputationRegistry.Outcome.Refused, 0);
        _record(1, 4 ether, IReputationRegistry.Outcome.Expired, 0);
        (uint64 count, uint256 paid, uint256 penalty) = reputation.aggregateOf(1);
        assertEq(count, 5);
        assertEq(paid, 4e9 + 4e9 + 3e9);
        assertEq(penalty, 1e9 + 1e9 + 4e9); // dispute rest, refusal at a quarter, expiry in full
        assertEq(reputation.reputationOf(1), 64); // 11e9 * 100 / 17e9, rounded down
        (uint8 r, uint256 p) = reputation.standingOf(1);
        assertEq(r, reputation.reputationOf(1));
        assertEq(p, paid);
    }

    function test_recordOutcome_selfDealtRulingKeepsOnlyItsPenalty() public {
        vm.prank(address(escrow));
        reputation.recordOutcome(
            1, 3, stranger, address(0), 4 ether, IReputationRegistry.Outcome.DisputeResolved, 7500, true
        );
        (uint64 count, uint256 paid, uint256 penalty) = reputation.aggregateOf(3);
        assertEq(count, 1);
        assertEq(paid, 0);
        assertEq(penalty, 1e9);
    }

    function test_reputationOf_zeroWithoutWeight() public {
        assertEq(reputation.reputationOf(5), 0);
        _record(5, 1, IReputationRegistry.Outcome.Accepted, 0); // 1 wei weighs 0
        assertEq(reputation.reputationOf(5), 0);
    }

    function test_recordOutcome_saturatesInsteadOfReverting() public {
        address[] memory t = new address[](1);
        t[0] = address(usd);
        uint256[] memory w = new uint256[](1);
        w[0] = 1e18;
        ReputationRegistry r = new ReputationRegistry(address(registry), address(this), t, w);
        // _aggregates is slot 1 (weightPerUnit is slot 0; the escrow is immutable)
        vm.store(address(r), keccak256(abi.encode(uint256(1), uint256(1))), bytes32(uint256(type(uint112).max - 1)));
        r.recordOutcome(0, 1, stranger, address(usd), type(uint96).max, IReputationRegistry.Outcome.Accepted, 0, false);
        (uint64 count, uint256 paid,) = r.aggregateOf(1);
        assertEq(paid, type(uint112).max);
        assertEq(count, 1);
        assertEq(r.reputationOf(1), 100);
    }

    function testFuzz_reputationOf_staysInRange(uint16[4] memory bps, uint96[4] memory amounts) public {
        for (uint256 i; i < 4; ++i) {
            _record(
                9,
                bound(amounts[i], 0, 1e30),
                IReputationRegistry.Outcome.DisputeResolved,
                uint16(bound(bps[i], 0, 10_000))
            );
        }
        assertLe(reputation.reputationOf(9), 100);
    }
}
