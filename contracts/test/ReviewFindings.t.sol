// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base} from "./utils/Base.sol";
import {StakeToken} from "../src/mocks/StakeToken.sol";
import {BountyEscrow} from "../src/BountyEscrow.sol";
import {AgentRegistry} from "../src/AgentRegistry.sol";
import {ReputationRegistry} from "../src/ReputationRegistry.sol";
import {IAgentRegistry} from "../src/interfaces/IAgentRegistry.sol";
import {IBountyEscrow} from "../src/interfaces/IBountyEscrow.sol";
import {IReputationRegistry} from "../src/interfaces/IReputationRegistry.sol";

/// @dev The attacks of the outside review of 8738285 (issue 8), one test per finding, written as
/// the attack: each succeeded on that code and must fail now. Colluding accounts are named after
/// who controls them.
contract ReviewFindingsTest is Base {
    address internal mallory = makeAddr("mallory"); // the attacking requester
    address internal malloryArbiter = makeAddr("mallory's arbiter"); // a second account of hers
    address internal malloryAgentOwner = makeAddr("mallory's agent owner"); // a third

    function setUp() public override {
        super.setUp();
        vm.deal(mallory, 1000 ether);
    }

    function _postAs(address who, IBountyEscrow.PostParams memory p) internal returns (uint256 id) {
        vm.prank(who);
        id = escrow.post{value: p.token == address(0) ? p.amount : 0}(p);
    }

    function _workAndReject(uint256 id, uint256 agentId, address rejecter) internal {
        vm.startPrank(alice);
        escrow.claim(id, agentId);
        escrow.submit(id, keccak256("honest work"));
        vm.stopPrank();
        vm.prank(rejecter);
        escrow.reject(id, keccak256("no"));
    }

    /// Finding 1: a requester names itself (or a second account) as arbiter on a 1-wei bounty,
    /// rejects, and "rules" 0% with a full slash, keeping the agent's stake.
    function test_finding1_stakeTheftThroughChosenArbiter_fails() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        // the requester as its own arbiter: refused at post
        IBountyEscrow.PostParams memory p = _params(address(0), 1);
        p.arbiter = mallory;
        vm.prank(mallory);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowArbiterIsRequester.selector, mallory));
        escrow.post{value: 1}(p);
        // a 1-wei bounty: refused (minimum bounty)
        p.arbiter = malloryArbiter;
        vm.prank(mallory);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBountyTooSmall.selector, 0, 1000));
        escrow.post{value: 1}(p);
        // the smallest bounty with a second account as arbiter: the slash is bounded by its value
        p = _params(address(0), 1000 gwei);
        p.arbiter = malloryArbiter;
        uint256 id = _postAs(mallory, p);
        _workAndReject(id, agentId, mallory);
        vm.prank(alice);
        escrow.dispute(id, keccak256("it is fine"));
        uint256 cap = escrow.stakeValue(address(0), 1000 gwei);
        assertEq(cap, 1000 gwei); // 1 token = 1 ETH in this deployment
        vm.prank(malloryArbiter);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBadRuling.selector, 0, MIN_STAKE, cap));
        escrow.resolve(id, 0, MIN_STAKE);
        vm.prank(malloryArbiter);
        escrow.resolve(id, 0, cap);
        // what was slashed went to the treasury, never to the colluding accounts
        assertEq(stakeToken.balanceOf(mallory), 0);
        assertEq(stakeToken.balanceOf(malloryArbiter), 0);
        assertEq(stakeToken.balanceOf(treasury), cap);
        assertEq(registry.stakeOf(agentId), MIN_STAKE - cap);
    }

    /// Finding 1, agent side: an arbiter that is an operator of the agent cannot be accepted.
    function test_finding1_agentSideArbiter_fails() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        vm.prank(alice);
        registry.setApprovalForAll(bob, true);
        IBountyEscrow.PostParams memory p = _params(address(0), 1 ether);
        p.arbiter = bob;
        uint256 id = _post(p);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowArbiterNotIndependent.selector, id, bob));
        escrow.claim(id, agentId);
    }

    /// Finding 2: one minimum stake claims any number of bounties and expiry costs nothing.
    function test_finding2_claimSquattingIsFree_fails() public {
        uint256 squatter = _register(malloryAgentOwner, MIN_STAKE);
        uint256 maxClaims = escrow.MAX_CLAIMS();
        uint256[] memory ids = new uint256[](maxClaims + 1);
        for (uint256 i; i <= maxClaims; ++i) {
            ids[i] = _postEth(1000 gwei);
        }
        vm.startPrank(malloryAgentOwner);
        for (uint256 i; i < maxClaims; ++i) {
            escrow.claim(ids[i], squatter);
        }
        // the 17th claim needs stake that is all reserved
        uint256 reservation = escrow.reservationOf(ids[maxClaims]);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowFreeStakeTooLow.selector, squatter, 0, reservation));
        escrow.claim(ids[maxClaims], squatter);
        // the reserved stake cannot leave
        vm.expectRevert(abi.encodeWithSelector(IAgentRegistry.AgentRegistryInsufficientStake.selector, 1, 0));
        registry.requestUnstake(squatter, 1);
        vm.stopPrank();
        // the requester can still cancel the unclaimed one
        vm.prank(requester);
        escrow.cancel(ids[maxClaims]);
        // expiry costs the squatter a forfeit (10 % of each bounty's value, to the treasury)
        // and a score-0 outcome
        vm.warp(block.timestamp + 1 days + 1);
        for (uint256 i; i < maxClaims; ++i) {
            escrow.expire(ids[i]);
        }
        uint256 forfeits = maxClaims * (escrow.stakeValue(address(0), 1000 gwei) * escrow.FORFEIT_BPS() / 10_000);
        assertEq(stakeToken.balanceOf(treasury), forfeits);
        assertEq(stakeToken.balanceOf(requester), 0);
        assertEq(registry.stakeOf(squatter), MIN_STAKE - forfeits);
        assertEq(registry.reservedOf(squatter), 0);
        (uint64 count, uint256 paid, uint256 penalty) = reputation.aggregateOf(squatter);
        assertEq(count, maxClaims);
        assertEq(paid, 0);
        assertEq(penalty, maxClaims * 1000);
    }

    /// Finding 3: claim, unstake, withdraw after the unbonding period, then dispute: the slash
    /// silently returned 0.
    function test_finding3_unstakeWithdrawThenDispute_slashStillWorks() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        IBountyEscrow.PostParams memory p = _params(address(0), 50 ether);
        p.deadline = uint64(block.timestamp + 10 days);
        uint256 id = _post(p);
        vm.prank(alice);
        escrow.claim(id, agentId);
        vm.startPrank(alice);
        vm.expectRevert(
            abi.encodeWithSelector(IAgentRegistry.AgentRegistryInsufficientStake.selector, MIN_STAKE, 50e18)
        );
        registry.requestUnstake(agentId, MIN_STAKE);
        registry.requestUnstake(agentId, 50e18); // only the free part
        vm.warp(block.timestamp + UNBONDING);
        registry.withdrawStake(agentId);
        escrow.submit(id, keccak256("r"));
        vm.stopPrank();
        vm.prank(requester);
        escrow.reject(id, 0);
        vm.prank(alice);
        escrow.dispute(id, 0);
        vm.prank(arbiter);
        escrow.resolve(id, 0, 50e18);
        assertEq(stakeToken.balanceOf(treasury), 50e18); // the full ruling, no SlashFailed
        assertEq(registry.stakeOf(agentId), 0);
        assertEq(registry.reservedOf(agentId), 0);
    }

    /// Finding 4: a fresh agent reaches 100 with one self-dealt 1-gwei bounty and passes
    /// minReputation 100 on a 50 ETH bounty; a 6-decimal token pays no fee; a self-arbitrated
    /// ruling plus own feedback pulls any agent toward 50.
    function test_finding4_reputationFarmingIsCheap_fails() public {
        uint256 farmed = _register(malloryAgentOwner, MIN_STAKE);
        vm.deal(malloryAgentOwner, 10 ether);
        // 1 gwei: below the minimum bounty
        IBountyEscrow.PostParams memory p = _params(address(0), 1 gwei);
        vm.prank(malloryAgentOwner);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBountyTooSmall.selector, 1, 1000));
        escrow.post{value: 1 gwei}(p);
        // self-dealt (the owner pays its own agent): nothing is recorded
        p = _params(address(0), 1000 gwei);
        uint256 id = _postAs(malloryAgentOwner, p);
        vm.startPrank(malloryAgentOwner);
        escrow.claim(id, farmed);
        escrow.submit(id, keccak256("r"));
        escrow.accept(id);
        vm.stopPrank();
        assertEq(reputation.reputationOf(farmed), 0);
        // through a second account: the score is 100, but the record is 1000 gwei-equivalents
        id = _postAs(mallory, p);
        vm.startPrank(malloryAgentOwner);
        escrow.claim(id, farmed);
        escrow.submit(id, keccak256("r"));
        vm.stopPrank();
        vm.prank(mallory);
        escrow.accept(id);
        assertEq(reputation.reputationOf(farmed), 100);
        IBountyEscrow.PostParams memory big = _params(address(0), 50 ether);
        big.minReputation = 100;
        big.minPaid = 1e9; // a proven record of at least 1 ETH paid
        uint256 bigId = _post(big);
        vm.prank(malloryAgentOwner);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowRecordTooShort.selector, farmed, 1000, 1e9));
        escrow.claim(bigId, farmed);
        // own feedback does not move reputationOf (only money-backed outcomes do)
        vm.prank(mallory);
        reputation.giveFeedback(id, 0, 0, 0, "", 0);
        assertEq(reputation.reputationOf(farmed), 100);
        // a 6-decimal listed token at 1 bps: the smallest bounty still pays a fee (rounded up)
        assertEq(_feeOnSmallestSixDecimalBounty(), 1);
    }

    /// Finding 5: a rival rejects honest work (refund, no fee) and writes two full-weight zeros:
    /// the agent drops from 100 to 50 for gas.
    function test_finding5_rejectingHonestWorkIsFreeAndDecisive_fails() public {
        uint256 agentId = _honestAgentWithOneJob();
        assertEq(reputation.reputationOf(agentId), 100);
        address rival = mallory;
        uint256 id = _postAs(rival, _params(address(0), 1 ether));
        _workAndReject(id, agentId, rival);
        vm.prank(alice);
        escrow.dispute(id, keccak256("the work is good")); // (not disputing concedes: round 2 F5)
        vm.warp(block.timestamp + DISPUTE_TIMEOUT + 1);
        escrow.finalize(id); // the arbiter did not rule
        vm.prank(rival);
        reputation.giveFeedback(id, 0, 0, 0, "", 0);
        (, uint256 weight) = reputation.feedbackSource(agentId, rival, 1);
        assertEq(weight, 0); // a full refund: the rival's words weigh nothing
        // one refusal weighs a quarter of the paid job: 1 / 1.25 = 80, not 50
        assertEq(reputation.reputationOf(agentId), 80);
    }

    /// Finding 6: the arbiter front-runs finalize's default split after disputeTimeout.
    function test_finding6_resolveAfterDisputeTimeout_fails() public {
        (uint256 id,) = _disputed(1 ether);
        uint64 until = uint64(block.timestamp + DISPUTE_TIMEOUT);
        vm.warp(until + 1);
        vm.prank(arbiter);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowWindowClosed.selector, id, until));
        escrow.resolve(id, 0, 0);
    }

    /// Finding 6: weightPerUnit up to 1e36 lets one entry saturate the aggregate.
    function test_finding6_weightSaturation_fails() public {
        address[] memory t = new address[](1);
        t[0] = address(usd);
        uint256[] memory w = new uint256[](1);
        w[0] = 1e36;
        vm.expectRevert(abi.encodeWithSelector(IReputationRegistry.ReputationBadParameter.selector, "weightPerUnit"));
        new ReputationRegistry(address(registry), address(escrow), t, w);
    }

    /// Finding 6: a second escrow on the same registries can never settle; now it cannot even
    /// be deployed (the registries name their escrow at construction).
    function test_finding6_secondEscrowOnSameRegistries_isUnwired() public {
        vm.expectRevert(
            abi.encodeWithSelector(IBountyEscrow.EscrowNotWired.selector, address(registry), address(reputation))
        );
        new BountyEscrow(
            address(registry), address(reputation), treasury, FEE_BPS, MAX_DURATION, MAX_REVIEW, 1 days, 1 days
        );
        assertTrue(escrow.isWired());
    }

    /// Finding 6: getSummary over all clients loops without bound.
    function test_finding6_unboundedGetSummary_fails() public {
        vm.expectRevert(IReputationRegistry.ReputationNoClients.selector);
        reputation.getSummary(1, new address[](0), "", "");
        assertEq(reputation.MAX_SUMMARY_ENTRIES(), 1000);
    }

    /// Finding 6: dust bounties pay no fee but carry full slash exposure.
    function test_finding6_dustBounty_fails() public {
        IBountyEscrow.PostParams memory p = _params(address(usd), 1);
        vm.prank(requester);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBountyTooSmall.selector, 0, 1000));
        escrow.post(p);
        // an unlisted token may be posted, but weighs nothing and cannot be slashed over
        StakeToken junk = new StakeToken("Junk", "JUNK");
        assertEq(escrow.stakeValue(address(junk), 1), 0);
    }

    // ------------------------------------------------------------ helpers

    function _honestAgentWithOneJob() internal returns (uint256 agentId) {
        (uint256 id, uint256 a) = _submitted(1 ether);
        vm.prank(requester);
        escrow.accept(id);
        return a;
    }

    /// @dev A separate market at 1 bps whose listed token has 6 decimals, weighing one
    /// gwei-equivalent per base unit: the smallest bounty (1000 units) is accepted and the fee
    /// the treasury is owed is returned.
    function _feeOnSmallestSixDecimalBounty() internal returns (uint256) {
        StakeToken usdc = new StakeToken("USD Coin", "USDC");
        address[] memory t = new address[](2);
        (t[0], t[1]) = (address(usdc), address(stakeToken));
        uint256[] memory w = new uint256[](2);
        (w[0], w[1]) = (1e18, STAKE_WEIGHT);
        (AgentRegistry reg,, BountyEscrow esc) = _deployMarket(address(stakeToken), t, w, 1, 1 days, 1 days);
        stakeToken.mint(bob, MIN_STAKE);
        vm.startPrank(bob);
        stakeToken.approve(address(reg), MIN_STAKE);
        uint256 agentId = reg.register("x", _noMetadata(), MIN_STAKE);
        vm.stopPrank();
        usdc.mint(mallory, 1000);
        vm.startPrank(mallory);
        usdc.approve(address(esc), 1000);
        uint256 id = esc.post(_params(address(usdc), 1000));
        vm.stopPrank();
        vm.startPrank(bob);
        esc.claim(id, agentId);
        esc.submit(id, keccak256("r"));
        vm.stopPrank();
        vm.prank(mallory);
        esc.accept(id);
        return esc.owed(address(usdc), treasury);
    }
}
