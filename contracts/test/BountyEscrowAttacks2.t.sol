// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base} from "./utils/Base.sol";
import {AgentRegistry} from "../src/AgentRegistry.sol";
import {BountyEscrow} from "../src/BountyEscrow.sol";
import {ReputationRegistry} from "../src/ReputationRegistry.sol";
import {StakeToken} from "../src/mocks/StakeToken.sol";
import {IAgentRegistry} from "../src/interfaces/IAgentRegistry.sol";
import {IBountyEscrow} from "../src/interfaces/IBountyEscrow.sol";

/// @dev An agent owned by a contract (or an EIP-7702 account): it batches calls in one
/// transaction, e.g. approve(requester) -> settle -> revoke, to look self-dealt only while the
/// escrow settles.
contract BatchingAgent {
    AgentRegistry internal immutable reg;
    BountyEscrow internal immutable esc;

    constructor(AgentRegistry r, BountyEscrow e) {
        reg = r;
        esc = e;
    }

    function register(StakeToken token, uint256 amount) external returns (uint256) {
        token.approve(address(reg), amount);
        return reg.register("ipfs://batching", new IAgentRegistry.MetadataEntry[](0), amount);
    }

    function claim(uint256 id, uint256 agentId) external {
        esc.claim(id, agentId);
    }

    function submit(uint256 id) external {
        esc.submit(id, keccak256("junk"));
    }

    /// @dev Makes `requester` agent side for exactly the duration of `call` on the escrow.
    function settleAsSelfDealer(address requester, bytes calldata call) external {
        reg.setApprovalForAll(requester, true);
        (bool ok, bytes memory err) = address(esc).call(call);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(err, 32), mload(err))
            }
        }
        reg.setApprovalForAll(requester, false);
    }

    receive() external payable {}
}

/// @dev The attacks of the re-audit of eaf43ab (issue 17, items 1-6), each written with
/// colluding accounts (one person: a requester account, an agent owner account, an arbiter
/// account, a contract agent) and each asserting that the attacker ends with no profit and that
/// the penalty is recorded.
contract BountyEscrowAttacks2Test is Base {
    address internal mallory = makeAddr("mallory"); // the attacker's requester account
    address internal malloryAgent = makeAddr("mallory's agent owner"); // the attacker's agent
    address internal malloryArbiter = makeAddr("mallory's arbiter"); // a third account of hers
    address internal victim = makeAddr("honest requester");

    function setUp() public override {
        super.setUp();
        vm.deal(mallory, 1000 ether);
        vm.deal(victim, 1000 ether);
    }

    function _postAs(address who, IBountyEscrow.PostParams memory p) internal returns (uint256 id) {
        vm.prank(who);
        id = escrow.post{value: p.token == address(0) ? p.amount : 0}(p);
    }

    function _noArbiter(uint256 amount) internal view returns (IBountyEscrow.PostParams memory p) {
        p = _params(address(0), amount);
        p.arbiter = address(0);
    }

    function _claimAndSubmit(address owner, uint256 id, uint256 agentId) internal {
        vm.startPrank(owner);
        escrow.claim(id, agentId);
        escrow.submit(id, keccak256("junk"));
        vm.stopPrank();
    }

    /// @dev A contract agent registered with the minimum stake.
    function _bot() internal returns (BatchingAgent bot, uint256 agentId) {
        bot = new BatchingAgent(registry, escrow);
        stakeToken.mint(address(bot), MIN_STAKE);
        agentId = bot.register(stakeToken, MIN_STAKE);
    }

    /// @dev A contract agent with 1 ETH of honest, accepted work behind it.
    function _botWithOnePaidJob() internal returns (BatchingAgent bot, uint256 agentId) {
        (bot, agentId) = _bot();
        uint256 first = _postAs(victim, _params(address(0), 1 ether));
        bot.claim(first, agentId);
        bot.submit(first);
        vm.prank(victim);
        escrow.accept(first);
    }

    function _penalty(uint256 agentId) internal view returns (uint256 penalty) {
        (,, penalty) = reputation.aggregateOf(agentId);
    }

    // ------------------------------------------------------------ item 1: junk + dispute

    /// The node's default bounty has no arbiter: junk, rejection, a dispute nobody can rule and
    /// the timeout took 50 %. Now the dispute is refused and the rejection settles at once.
    function test_attack_junkDisputeWithoutArbiterEarnsNothing() public {
        uint256 agentId = _register(malloryAgent, MIN_STAKE);
        uint256 id = _postAs(victim, _noArbiter(1 ether));
        _claimAndSubmit(malloryAgent, id, agentId);
        uint256 before = victim.balance;
        vm.prank(victim);
        escrow.reject(id, keccak256("junk"));
        vm.prank(malloryAgent);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowNoArbiter.selector, id));
        escrow.dispute(id, keccak256("pay me"));
        vm.warp(block.timestamp + DISPUTE_WINDOW + DISPUTE_TIMEOUT + 1);
        vm.expectRevert(
            abi.encodeWithSelector(IBountyEscrow.EscrowWrongStatus.selector, id, IBountyEscrow.Status.Resolved)
        );
        escrow.finalize(id);
        assertEq(malloryAgent.balance, 0, "junk earned something");
        assertEq(victim.balance, before + 1 ether, "the requester is made whole");
        assertEq(escrow.owed(address(0), malloryAgent), 0);
        assertEq(_penalty(agentId), 1e9 / 4, "refusal recorded");
        assertEq(registry.reservedOf(agentId), 0);
    }

    /// The same with an arbiter that never rules (asleep, or a dead address the agent accepted):
    /// the dispute timeout favours the requester, who did not dispute.
    function test_attack_junkDisputeNobodyRulesEarnsNothing() public {
        uint256 agentId = _register(malloryAgent, MIN_STAKE);
        uint256 id = _postAs(victim, _params(address(0), 1 ether));
        _claimAndSubmit(malloryAgent, id, agentId);
        uint256 before = victim.balance;
        vm.prank(victim);
        escrow.reject(id, keccak256("junk"));
        vm.prank(malloryAgent);
        escrow.dispute(id, keccak256("pay me"));
        vm.warp(block.timestamp + DISPUTE_TIMEOUT + 1);
        vm.prank(malloryAgent);
        escrow.finalize(id);
        assertEq(malloryAgent.balance, 0, "junk earned something");
        assertEq(victim.balance, before + 1 ether);
        assertEq(_penalty(agentId), 1e9 / 4, "refusal recorded");
        (,,, uint256 paid, bool settled) = escrow.settlementOf(id);
        assertEq(paid, 0);
        assertTrue(settled);
    }

    // ------------------------------------------------------------ item 2: the agent vetoes its arbiter

    /// After claiming, the agent approves the arbiter for all its agents: the arbiter counted as
    /// agent side, `resolve` reverted and the timeout paid 50 %. The parties are fixed at claim.
    function test_attack_agentVetoesItsArbiterFails() public {
        uint256 agentId = _register(malloryAgent, MIN_STAKE);
        uint256 id = _postAs(victim, _params(address(0), 2 ether));
        _claimAndSubmit(malloryAgent, id, agentId);
        vm.prank(malloryAgent);
        registry.setApprovalForAll(arbiter, true); // no consent needed from the arbiter
        vm.prank(victim);
        escrow.reject(id, keccak256("junk"));
        vm.prank(malloryAgent);
        escrow.dispute(id, keccak256("pay me"));
        uint256 before = victim.balance;
        vm.prank(arbiter);
        escrow.resolve(id, 0, 2e18); // still rules: full refund and a slash of the bounty's value
        assertEq(malloryAgent.balance, 0);
        assertEq(victim.balance, before + 2 ether);
        assertEq(registry.stakeOf(agentId), MIN_STAKE - 2e18, "slashed");
        assertEq(stakeToken.balanceOf(treasury), 2e18);
        assertEq(_penalty(agentId), 2e9, "ruling recorded");
    }

    // ------------------------------------------------------------ item 3: the agent erases its penalties

    /// A contract agent with 1 ETH of paid history abandons a 10 ETH claim and settles the expiry
    /// inside approve(requester) -> expire -> revoke: the score stayed 100 (self-dealing recorded
    /// nothing). Penalties are now recorded whatever the approvals: 1 / (1 + 10) = 9.
    function test_attack_batchedApprovalErasesExpiryPenaltyFails() public {
        (BatchingAgent bot, uint256 agentId) = _botWithOnePaidJob();
        assertEq(reputation.reputationOf(agentId), 100);

        uint256 id = _postAs(mallory, _params(address(0), 10 ether));
        bot.claim(id, agentId);
        vm.warp(block.timestamp + 1 days + 1);
        uint256 stakeBefore = registry.stakeOf(agentId);
        bot.settleAsSelfDealer(mallory, abi.encodeCall(escrow.expire, (id)));
        assertFalse(registry.isApprovedForAll(address(bot), mallory));
        assertEq(_penalty(agentId), 10e9, "expiry penalty erased");
        assertEq(reputation.reputationOf(agentId), 9);
        // the forfeit (10 % of the value) went to the treasury, not to the colluding requester
        assertEq(stakeToken.balanceOf(mallory), 0);
        assertEq(stakeToken.balanceOf(treasury), 1e18);
        assertEq(registry.stakeOf(agentId), stakeBefore - 1e18);
        assertEq(mallory.balance, 1000 ether, "the requester only got its own money back");
    }

    /// The same batch around the finalize of an undisputed 10 ETH rejection: the score stayed 100
    /// instead of 1 / (1 + 10) = 9 (a conceded rejection is booked like an expiry, ReviewRound2 F5).
    function test_attack_batchedApprovalErasesRefusalFails() public {
        (BatchingAgent bot, uint256 agentId) = _botWithOnePaidJob();

        uint256 id = _postAs(victim, _params(address(0), 10 ether));
        bot.claim(id, agentId);
        bot.submit(id);
        vm.prank(victim);
        escrow.reject(id, keccak256("junk"));
        vm.warp(block.timestamp + DISPUTE_WINDOW + 1);
        bot.settleAsSelfDealer(victim, abi.encodeCall(escrow.finalize, (id)));
        assertEq(_penalty(agentId), 10e9, "concession erased");
        assertEq(reputation.reputationOf(agentId), 9);
        assertEq(stakeToken.balanceOf(treasury), 1e18, "the forfeit went to the treasury");
        assertEq(address(bot).balance, 1 ether - _fee(1 ether), "only the first, accepted job paid");
    }

    /// Self-dealing can only hide what is paid: an agent that makes its requester agent side
    /// just before an accept gets no paid record (its own loss), never a better score.
    function test_attack_selfDealingOnlyHidesPaidWork() public {
        (BatchingAgent bot, uint256 agentId) = _bot();
        uint256 id = _postAs(mallory, _params(address(0), 1 ether));
        bot.claim(id, agentId);
        bot.submit(id);
        vm.warp(block.timestamp + REVIEW + 1);
        bot.settleAsSelfDealer(mallory, abi.encodeCall(escrow.finalize, (id))); // auto-accept
        (uint64 count, uint256 paid,) = reputation.aggregateOf(agentId);
        assertEq(count, 0);
        assertEq(paid, 0);
    }

    // ------------------------------------------------------------ item 4: forfeit bait

    /// A requester posts dust bounties with short deadlines: each expired claim forfeited 10 % of
    /// the reservation floor (0.625 stake tokens, 625,000x the bounty's value) to the requester.
    /// Now the forfeit is 10 % of the bounty's value and goes to the treasury.
    function test_attack_forfeitBaitEarnsTheRequesterNothing() public {
        uint256 agentId = _register(alice, 2 * MIN_STAKE);
        uint256 baits = 5;
        uint256[] memory ids = new uint256[](baits);
        for (uint256 i; i < baits; ++i) {
            IBountyEscrow.PostParams memory p = _params(address(0), 1000 gwei);
            p.deadline = uint64(block.timestamp + 30); // too short for any real work
            ids[i] = _postAs(mallory, p);
            vm.prank(alice);
            escrow.claim(ids[i], agentId);
        }
        vm.warp(block.timestamp + 31);
        for (uint256 i; i < baits; ++i) {
            vm.prank(mallory);
            escrow.expire(ids[i]);
        }
        uint256 forfeitEach = escrow.stakeValue(address(0), 1000 gwei) / 10; // 100 gwei of stake
        assertEq(stakeToken.balanceOf(mallory), 0, "the bait paid the requester");
        assertEq(mallory.balance, 1000 ether, "refunds only");
        assertEq(stakeToken.balanceOf(treasury), baits * forfeitEach);
        assertEq(registry.stakeOf(agentId), 2 * MIN_STAKE - baits * forfeitEach);
        assertEq(_penalty(agentId), baits * 1000, "expiries recorded");
    }

    /// Self-dealt forfeits bypassed unbonding: the agent's own requester account expired large
    /// claims and received 10 % of each reservation at once (901 of 1000 tokens out in 44 s).
    /// Now the forfeit goes to the treasury: the only way out of stake is unbonding.
    function test_attack_selfDealtForfeitCannotBypassUnbonding() public {
        uint256 agentId = _register(malloryAgent, 1000e18);
        vm.prank(malloryAgent);
        registry.setApprovalForAll(mallory, true); // the requester is openly agent side
        for (uint256 i; i < 9; ++i) {
            IBountyEscrow.PostParams memory p = _params(address(0), 100 ether);
            p.deadline = uint64(block.timestamp + 4);
            uint256 id = _postAs(mallory, p);
            vm.prank(malloryAgent);
            escrow.claim(id, agentId);
            vm.warp(block.timestamp + 5);
            escrow.expire(id);
        }
        assertEq(stakeToken.balanceOf(mallory), 0, "stake left without unbonding");
        assertEq(stakeToken.balanceOf(malloryAgent), 0);
        assertEq(stakeToken.balanceOf(treasury), 90e18, "forfeits to the treasury");
        assertEq(_penalty(agentId), 900e9, "self-dealt expiries still recorded");
    }

    // ------------------------------------------------------------ item 5: cheap reputation

    /// Colluding accounts buy score 100 and a minPaid record of 1 ETH to take an honest 1 ETH
    /// bounty gated on that record, then deliver junk: the record cost the fee on 1 ETH (to the
    /// treasury), and the junk earns nothing (refusal) while the penalty is recorded.
    function test_attack_boughtRecordThenJunkLosesMoney() public {
        uint256 agentId = _register(malloryAgent, MIN_STAKE);
        uint256 wealthBefore = mallory.balance + malloryAgent.balance;
        uint256 buy = _postAs(mallory, _noArbiter(1 ether));
        _claimAndSubmit(malloryAgent, buy, agentId);
        vm.prank(mallory);
        escrow.accept(buy);
        (uint8 score, uint256 paid) = reputation.standingOf(agentId);
        assertEq(score, 100);
        assertEq(paid, 1e9);

        IBountyEscrow.PostParams memory p = _noArbiter(1 ether);
        p.minReputation = 100;
        p.minPaid = 1e9;
        uint256 id = _postAs(victim, p);
        _claimAndSubmit(malloryAgent, id, agentId);
        vm.prank(victim);
        escrow.reject(id, keccak256("junk"));
        uint256 wealthAfter = mallory.balance + malloryAgent.balance;
        assertEq(wealthBefore - wealthAfter, _fee(1 ether), "the record cost exactly its fee");
        assertEq(_penalty(agentId), 1e9 / 4, "junk recorded");
        assertEq(reputation.reputationOf(agentId), 80);
    }

    /// A rival rejects arbiterless work to pull an agent down: each refusal weighs a quarter of
    /// its value, so going from 100 to 50 takes refusals worth four times the agent's paid record,
    /// with the rival's money locked through each review, and earns the rival no money (it only
    /// gets its own escrow back; the agent chose to work without an arbiter).
    function test_attack_rivalRefusalsAreBoundedAndEarnNothing() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        uint256 honest = _postAs(victim, _noArbiter(1 ether));
        _claimAndSubmit(alice, honest, agentId);
        vm.prank(victim);
        escrow.accept(honest);
        uint256 rivalBefore = mallory.balance;
        for (uint256 i; i < 3; ++i) {
            uint256 id = _postAs(mallory, _noArbiter(1 ether));
            _claimAndSubmit(alice, id, agentId);
            vm.prank(mallory);
            escrow.reject(id, keccak256("spite"));
        }
        assertEq(reputation.reputationOf(agentId), 57); // 1 / (1 + 0.75): three refusals of the same value
        assertEq(mallory.balance, rivalBefore, "the rival gained no money");
        assertEq(_penalty(agentId), 3 * 1e9 / 4);
    }

    // ------------------------------------------------------------ item 6: low-severity findings

    /// A half-wired escrow accepted bounties whose funds then locked: an escrow whose registries
    /// do not name it cannot be deployed, so it can never take a `post`.
    function test_attack_halfWiredEscrowCannotTakeBounties() public {
        vm.expectRevert(
            abi.encodeWithSelector(IBountyEscrow.EscrowNotWired.selector, address(registry), address(reputation))
        );
        new BountyEscrow(address(registry), address(reputation), malloryArbiter, 0, 1 days, 1 days, 1 days, 1 days);
        // registries naming a predicted escrow that another contract creation took instead
        address predicted = vm.computeCreateAddress(address(this), vm.getNonce(address(this)) + 2);
        AgentRegistry reg = new AgentRegistry(address(stakeToken), MIN_STAKE, UNBONDING, predicted);
        (address[] memory t, uint256[] memory w) = _one(address(stakeToken), STAKE_WEIGHT);
        ReputationRegistry rep = new ReputationRegistry(address(reg), address(1), t, w);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowNotWired.selector, address(reg), address(rep)));
        new BountyEscrow(address(reg), address(rep), treasury, 0, 1 days, 1 days, 1 days, 1 days);
    }

    /// A deployment with an unlisted stake token passed `isWired()` and disabled every slash.
    function test_attack_unlistedStakeTokenCannotDisableSlashing() public {
        (address[] memory t, uint256[] memory w) = _one(address(usd), 1e9);
        address predicted = vm.computeCreateAddress(address(this), vm.getNonce(address(this)) + 2);
        AgentRegistry reg = new AgentRegistry(address(stakeToken), MIN_STAKE, UNBONDING, predicted);
        ReputationRegistry rep = new ReputationRegistry(address(reg), predicted, t, w);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowStakeTokenNotListed.selector, address(stakeToken)));
        new BountyEscrow(address(reg), address(rep), treasury, FEE_BPS, 1 days, 1 days, 1 days, 1 days);
    }

    /// The fee took a whole 1-unit bounty of an unlisted token (the agent was paid 0 for work).
    function test_attack_feeCannotTakeAWholeBounty() public {
        StakeToken junk = new StakeToken("Junk", "JUNK");
        junk.mint(mallory, 10);
        vm.prank(mallory);
        junk.approve(address(escrow), 10);
        IBountyEscrow.PostParams memory p = _params(address(junk), 1);
        vm.prank(mallory);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowFeeTakesAll.selector, 1, 1));
        escrow.post(p);
    }

    /// minStake is checked at claim only: the agent may unstake its free stake while holding the
    /// claim (1000 -> 6.25 in the audit). What backs the claim is its reservation,
    /// which cannot leave: the ruling still slashes the bounty's full value.
    function test_attack_minStakeFallsButTheReservationStillBacksTheClaim() public {
        uint256 agentId = _register(malloryAgent, 1000e18);
        IBountyEscrow.PostParams memory p = _params(address(0), 10 ether);
        p.minStake = 1000e18;
        uint256 id = _postAs(victim, p);
        vm.prank(malloryAgent);
        escrow.claim(id, agentId);
        vm.prank(malloryAgent);
        registry.requestUnstake(agentId, 990e18); // all the free stake
        assertEq(registry.stakeOf(agentId), 10e18);
        vm.startPrank(malloryAgent);
        escrow.submit(id, keccak256("junk"));
        vm.stopPrank();
        vm.prank(victim);
        escrow.reject(id, keccak256("junk"));
        vm.prank(malloryAgent);
        escrow.dispute(id, 0);
        vm.prank(arbiter);
        escrow.resolve(id, 0, 10e18);
        assertEq(registry.stakeOf(agentId), 0, "the reservation was slashed in full");
        assertEq(stakeToken.balanceOf(treasury), 10e18);
        assertEq(_penalty(agentId), 10e9);
        assertEq(malloryAgent.balance, 0);
    }
}
