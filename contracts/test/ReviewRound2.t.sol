// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base} from "./utils/Base.sol";
import {AgentRegistry} from "../src/AgentRegistry.sol";
import {BountyEscrow} from "../src/BountyEscrow.sol";
import {IAgentRegistry} from "../src/interfaces/IAgentRegistry.sol";
import {StakeToken} from "../src/mocks/StakeToken.sol";
import {IBountyEscrow} from "../src/interfaces/IBountyEscrow.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// @dev A bounty token that, when the escrow pays with it, tries to re-enter the escrow (another
/// settlement, a withdraw) before moving the tokens. Records whether any re-entry went through.
contract ReenteringToken is StakeToken {
    BountyEscrow internal immutable esc;
    uint256 public target;
    bool public reentered;
    bool public tried;

    constructor(BountyEscrow e) StakeToken("Hostile", "HOST") {
        esc = e;
    }

    function arm(uint256 bountyId) external {
        target = bountyId;
    }

    function transfer(address to, uint256 amount) public override(ERC20, IERC20) returns (bool) {
        if (target != 0 && msg.sender == address(esc)) {
            tried = true;
            (bool a,) = address(esc).call(abi.encodeCall(esc.finalize, (target)));
            (bool b,) = address(esc).call(abi.encodeCall(esc.cancel, (target)));
            (bool c,) = address(esc).call(abi.encodeCall(esc.withdraw, (address(this), address(this))));
            if (a || b || c) reentered = true;
        }
        return super.transfer(to, amount);
    }
}

/// @dev The agent side of a colluding pair: a contract that owns an agent, works on command and
/// hands back what it is paid (one person with the requester below).
contract ColludingAgent {
    function register(AgentRegistry reg, StakeToken token, uint256 amount) external returns (uint256) {
        token.approve(address(reg), amount);
        return reg.register("ipfs://colluder", new IAgentRegistry.MetadataEntry[](0), amount);
    }

    function work(BountyEscrow esc, uint256 id, uint256 agentId) external {
        esc.claim(id, agentId);
        esc.submit(id, keccak256("nothing"));
    }

    function repay() external {
        payable(msg.sender).transfer(address(this).balance);
    }

    receive() external payable virtual {}
}

/// @dev An agent owner whose receive() needs ~45k gas (two fresh storage slots): a contract
/// wallet that can receive but never calls `withdraw`, so a payment diverted to `owed` is lost.
contract HungryAgent is ColludingAgent {
    uint256 internal received;
    mapping(uint256 => uint256) internal log;

    receive() external payable override {
        log[++received] = msg.value;
        log[received + 1000] = block.number;
    }
}

/// @dev The requester side: in one transaction, with borrowed ETH returned before it ends,
/// posts a bounty, has the colluding agent claim and submit, accepts, and takes the payout back.
contract FlashRecordBuyer {
    function buy(BountyEscrow esc, ColludingAgent agent, uint256 agentId) external payable {
        IBountyEscrow.PostParams memory p;
        p.amount = msg.value;
        p.deadline = uint64(block.timestamp + 1 hours);
        p.reviewWindow = 1;
        uint256 id = esc.post{value: msg.value}(p);
        agent.work(esc, id, agentId);
        esc.accept(id);
        agent.repay();
        payable(msg.sender).transfer(address(this).balance); // the loan goes back, less the fee
    }

    receive() external payable {}
}

/// @dev Adversarial review of the round-2 money rules (c1 at 11a4b99). Each `test_finding_*`
/// PASSES when the contracts are safe against the attack and FAILS while the hole is open (F4,
/// F5 and F7 are fixed); each `test_bounded_*` is a finding the lead left open or documented
/// (contracts/README "Review round 2"): it asserts the attacker's cost and the victim's loss
/// stated there, so a change of either fails it; each `test_holds_*` is an attack the rules
/// already stop. Accounts: `mallory` is the attacker's
/// requester account, `malloryAgent` the attacker's agent owner; `alice` is an honest agent
/// (registered with MIN_STAKE = 100 tokens, one token weighing one ETH), `victim` an honest
/// requester, `arbiter` an arbiter the honest agent accepts. FEE_BPS = 250.
contract ReviewRound2Test is Base {
    address internal mallory = makeAddr("mallory");
    address internal malloryAgent = makeAddr("mallory's agent owner");
    address internal victim = makeAddr("honest requester");
    address internal buyer = makeAddr("agent buyer");

    function setUp() public override {
        super.setUp();
        vm.deal(mallory, 1000 ether);
        vm.deal(victim, 1000 ether);
    }

    // ------------------------------------------------------------ helpers

    function _postAs(address who, IBountyEscrow.PostParams memory p) internal returns (uint256 id) {
        vm.prank(who);
        id = escrow.post{value: p.token == address(0) ? p.amount : 0}(p);
    }

    function _noArbiter(uint256 amount) internal view returns (IBountyEscrow.PostParams memory p) {
        p = _params(address(0), amount);
        p.arbiter = address(0);
    }

    function _work(address owner, uint256 id, uint256 agentId) internal {
        vm.startPrank(owner);
        escrow.claim(id, agentId);
        escrow.submit(id, keccak256("real work, delivered off chain"));
        vm.stopPrank();
    }

    /// @dev An honest paid record of `amount` ETH for `agentId` (owner `owner`), from `victim`.
    function _record(address owner, uint256 agentId, uint256 amount) internal {
        uint256 id = _postAs(victim, _noArbiter(amount));
        _work(owner, id, agentId);
        vm.prank(victim);
        escrow.accept(id);
    }

    function _penalty(uint256 agentId) internal view returns (uint256 penalty) {
        (,, penalty) = reputation.aggregateOf(agentId);
    }

    // ================================================================ findings (fail while open)

    /// FINDING (High, the node's default path: the Go worker accepts arbiter-less bounties and
    /// the poster names none by default). A requester gets real work for free: it posts a 1 ETH
    /// bounty without an arbiter, the honest agent `alice` does the work (the result goes to the
    /// requester with the submission), `mallory` rejects it and the rejection settles at once as
    /// a full refund. Accounts: mallory (1 ETH of capital, back in the same review window).
    /// Attacker's profit: the work worth 1 ETH for the gas of post + reject; alice's loss: the
    /// work, 0 paid, and a refusal penalty of 0.25e9 (score 100 -> 0 on a fresh agent). A
    /// requester's dominant strategy on an arbiter-less bounty is to reject. c1's README (c002c5e)
    /// states it ("without an arbiter the requester is the judge") while the default worker
    /// policy takes only arbiter-less bounties, so every default node works on trust. Safe when a
    /// rejection costs the requester something (or the agent is paid something).
    /// BOUNDED (F1, lead's decision: without an arbiter the requester's word is final; the
    /// worker's policy declines requesters with a refused value share over 25 % and caps what it
    /// takes from requesters without history). On chain: the requester pays gas only and gets
    /// its 1 ETH back at once; the agent keeps its stake and takes a quarter-weight penalty.
    function test_bounded_arbiterlessRejectTakesWorkFree() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        uint256 start = mallory.balance;
        uint256 id = _postAs(mallory, _noArbiter(1 ether));
        _work(alice, id, agentId);
        vm.prank(mallory);
        escrow.reject(id, keccak256("free work"));
        uint256 requesterCost = start - mallory.balance;
        uint256 agentPaid = alice.balance + escrow.owed(address(0), alice);
        assertEq(_penalty(agentId), 1e9 / 4, "the honest agent is also penalised");
        assertEq(requesterCost, 0, "refunded in full at the rejection");
        assertEq(agentPaid, 0);
        assertEq(registry.stakeOf(agentId), MIN_STAKE, "a refusal takes no stake");
        assertEq(reputation.reputationOf(agentId), 0, "a fresh agent's only outcome is the refusal");
    }

    /// FINDING (Medium). The same with an arbiter the agent accepted but who does not rule in
    /// time (asleep, overloaded, key lost): the dispute timeout refunds the requester in full and
    /// records a refusal against the agent. Rejecting good work is a free option for the
    /// requester: if the arbiter rules for the agent it pays what it owed anyway (10 days later),
    /// if the arbiter is silent it keeps the work for free. Accounts: mallory (1 ETH escrowed for
    /// the review + dispute period). Profit: 1 ETH of work; alice's loss: the work, 0.25e9 penalty.
    /// Safe when a rejection the arbiter never confirms costs the requester something.
    /// BOUNDED (F2, documented: the agent chose the arbiter by claiming). The requester pays gas
    /// and has its 1 ETH locked for the review, dispute window and ruling timeout; the agent keeps
    /// its stake and takes a quarter-weight penalty (a dispute nobody rules is a refusal).
    function test_bounded_silentArbiterRefundsBadFaithRejection() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        uint256 start = mallory.balance;
        uint256 id = _postAs(mallory, _params(address(0), 1 ether));
        _work(alice, id, agentId);
        vm.prank(mallory);
        escrow.reject(id, keccak256("free work"));
        vm.prank(alice);
        escrow.dispute(id, keccak256("the work is good"));
        vm.warp(block.timestamp + DISPUTE_TIMEOUT + 1);
        escrow.finalize(id); // anyone
        uint256 requesterCost = start - mallory.balance;
        uint256 agentPaid = alice.balance + escrow.owed(address(0), alice);
        assertEq(_penalty(agentId), 1e9 / 4);
        assertEq(requesterCost, 0, "refunded in full at the timeout");
        assertEq(agentPaid, 0);
        assertEq(registry.stakeOf(agentId), MIN_STAKE, "a dispute nobody rules takes no stake");
    }

    /// FINDING (Medium). A rival halves an honest agent's score for gas: alice has a 1 ETH paid
    /// record (score 100); mallory posts four 1 ETH arbiter-less bounties (4 ETH capital, each
    /// back at its rejection), alice does the work, mallory rejects all four: score 100 -> 50
    /// (paid 1e9, penalty 4 x 0.25e9), mallory spent only gas and kept four jobs of work.
    /// A minReputation-50+ gate now locks alice out. c1's README states this cost ("for gas");
    /// the remedy it gives (name arbiters) is off by default. Safe when such rejections cost the
    /// rival or leave the score at 80 or more.
    /// BOUNDED (F3, node policy): on chain four rejections still cost gas and halve the score;
    /// alice's default worker declines mallory after the first (refused share 100 % > 25 %), so
    /// the rival needs a fresh requester with a 75 % paid record per refusal (README: the fee on
    /// 3 ETH per ETH refused).
    function test_bounded_rivalRejectionsHalveAScoreForGas() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        _record(alice, agentId, 1 ether);
        assertEq(reputation.reputationOf(agentId), 100);
        uint256 start = mallory.balance;
        for (uint256 i; i < 4; ++i) {
            uint256 id = _postAs(mallory, _noArbiter(1 ether));
            _work(alice, id, agentId);
            vm.prank(mallory);
            escrow.reject(id, keccak256("spite"));
        }
        uint256 rivalCost = start - mallory.balance;
        uint8 score = reputation.reputationOf(agentId);
        assertEq(score, 50);
        assertEq(rivalCost, 0, "each rejection refunds at once");
        assertEq(registry.stakeOf(agentId), MIN_STAKE, "refusals take no stake");
    }

    /// FINDING (Low on the contracts; the node's defaults soften it). Deadline bait: mallory
    /// posts a 1 ETH bounty whose deadline is just past the worker's minimum time left (2m30s
    /// since c1 85ac0fb: 2 min of run + 30 s to submit; 30 s before it) and too short for the
    /// work; alice's worker claims and cannot finish; anyone expires it. Alice (1 ETH record,
    /// score 100) loses 0.1 stake token to the treasury and a full-weight Expired penalty: score
    /// 50. Mallory's cost: gas (1 ETH back minutes later). The new worker cuts its run 30 s
    /// before the deadline and submits what it has, which turns this into the free rejection
    /// above (a quarter-weight refusal, 67) rather than an expiry. Safe when the claim is refused
    /// (a minimum work time on chain, or a deadline that starts at claim) or the agent loses
    /// nothing.
    /// BOUNDED (F6, documented: the worker's minimum time left is the mitigation). The agent loses
    /// 10 % of the bounty's stake value and a full-weight penalty; the requester only gas.
    function test_bounded_deadlineBaitPenalisesHonestAgent() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        _record(alice, agentId, 1 ether);
        uint256 start = mallory.balance;
        IBountyEscrow.PostParams memory p = _noArbiter(1 ether);
        p.deadline = uint64(block.timestamp + 151);
        uint256 id = _postAs(mallory, p);
        vm.warp(block.timestamp + 1); // 150 s left: the worker's default minimum
        vm.prank(alice);
        (bool claimed,) = address(escrow).call(abi.encodeCall(escrow.claim, (id, agentId)));
        if (!claimed) return; // a minimum work time on chain: safe
        vm.warp(block.timestamp + 151);
        vm.prank(mallory);
        escrow.expire(id);
        uint256 requesterCost = start - mallory.balance;
        uint256 stakeLost = MIN_STAKE - registry.stakeOf(agentId);
        assertEq(stakeLost, 0.1e18);
        assertEq(reputation.reputationOf(agentId), 50);
        assertEq(requesterCost, 0, "refunded at the expiry");
        assertEq(stakeToken.balanceOf(treasury), 0.1e18, "the forfeit goes to the treasury, not the baiter");
    }

    /// FINDING (Low). Squatting unlisted-token bounties is free: malloryAgent (one minimum stake,
    /// 100 tokens) claims 16 bounties of 1,000 units of an unlisted token posted by `victim`
    /// (16,000 units escrowed for 30 days) and lets them all expire: the forfeit is 10 % of a
    /// stake value of 0 and the Expired penalty weighs 0, so the squatter loses nothing and keeps
    /// a clean score, while the victim's money and work wait 30 days. Safe when an expired claim
    /// costs the squatter something (e.g. 10 % of the reservation floor for a weightless token).
    /// FIXED (F7): a weightless bounty's forfeit is 10 % of the reservation floor (MIN_STAKE / 16),
    /// 0.625 tokens per expired claim: 10 tokens for the 16.
    function test_finding_unlistedTokenSquatCostsNothing() public {
        StakeToken unlisted = new StakeToken("Unlisted USD", "UUSD");
        unlisted.mint(victim, 16_000e18);
        vm.prank(victim);
        unlisted.approve(address(escrow), type(uint256).max);
        uint256 agentId = _register(malloryAgent, MIN_STAKE);
        uint256[] memory ids = new uint256[](16);
        for (uint256 i; i < 16; ++i) {
            IBountyEscrow.PostParams memory p = _params(address(unlisted), 1000e18);
            p.deadline = uint64(block.timestamp + MAX_DURATION);
            ids[i] = _postAs(victim, p);
            vm.prank(malloryAgent);
            escrow.claim(ids[i], agentId);
        }
        assertEq(unlisted.balanceOf(address(escrow)), 16_000e18, "all locked");
        vm.warp(block.timestamp + MAX_DURATION + 1);
        for (uint256 i; i < 16; ++i) {
            escrow.expire(ids[i]);
        }
        uint256 stakeLost = MIN_STAKE - registry.stakeOf(agentId);
        assertTrue(stakeLost > 0 || _penalty(agentId) > 0, "16 bounties squatted for 30 days at no cost");
        assertEq(stakeLost, 16 * (MIN_STAKE / 16) / 10, "10 % of the floor per expired claim");
        assertEq(stakeToken.balanceOf(treasury), stakeLost, "to the treasury");
    }

    /// FINDING (Low, issue 17 item 5, not addressed). The record is sold with the agent NFT:
    /// alice builds a 10 ETH paid record (score 100) and sells the agent to `buyer`, who at once
    /// passes gates (minReputation 100, minPaid 10e9) that an honest requester set to keep
    /// unproven operators out. The buyer paid alice, not the protocol, and nobody can see on
    /// chain that the operator changed. Safe when a gate refuses an owner that has not earned the
    /// record (e.g. the record counted per ownership, or the gate reading a since-transfer record).
    /// BOUNDED (F8, documented: as in ERC-8004 the record belongs to the agent identity, and a
    /// transfer is public in the NFT's Transfer event). The buyer passes the gates; the record it
    /// bought cost its seller the fee on 10 ETH of real payments.
    function test_bounded_recordSoldWithTheAgentNFT() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        _record(alice, agentId, 10 ether);
        vm.prank(alice);
        registry.transferFrom(alice, buyer, agentId);
        IBountyEscrow.PostParams memory p = _params(address(0), 5 ether);
        p.minReputation = 100;
        p.minPaid = 10e9;
        uint256 id = _postAs(victim, p);
        vm.prank(buyer);
        (bool claimed,) = address(escrow).call(abi.encodeCall(escrow.claim, (id, agentId)));
        assertTrue(claimed, "the record goes with the agent identity");
        (, uint256 paid,) = reputation.aggregateOf(agentId);
        assertEq(paid, 10e9);
    }

    /// FINDING (Medium). The arbiter judges its own cause by buying the claiming agent: the
    /// independence of the arbiter is checked at claim only, and resolve no longer re-checks it,
    /// so an arbiter that acquires the agent NFT after the claim rules for itself. `victim` posts
    /// 10 ETH with arbiter `arbiter` (one both sides trust); honest alice claims; the arbiter
    /// buys alice's agent (alice is paid its price and is not harmed: the stake comes with the
    /// NFT and can be unbonded back), submits junk as the new owner, victim rejects, the arbiter
    /// disputes as owner and rules 100 % for itself. Capital: the agent's price (its 100-token
    /// stake comes back). Arbiter's profit: 9.75 ETH of the victim's 10 ETH for junk; no colluding
    /// agent was needed. (A resolve-time re-check that refuses any ruling was the round-1 veto;
    /// refusing only a ruling that pays the agent side, agentBps > 0 by an arbiter now agent
    /// side, closes this without giving the agent a veto.) Safe when that ruling is refused.
    /// FIXED (F4): the paying ruling is refused; a 0 % ruling (refund, with a slash) still goes.
    function test_finding_arbiterBuysTheClaimingAgentAndRulesForItself() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        uint256 id = _postAs(victim, _params(address(0), 10 ether));
        vm.prank(alice);
        escrow.claim(id, agentId);
        vm.prank(alice);
        registry.transferFrom(alice, arbiter, agentId); // a sale: alice is paid off chain
        vm.prank(arbiter);
        escrow.submit(id, keccak256("junk"));
        vm.prank(victim);
        escrow.reject(id, keccak256("junk"));
        vm.prank(arbiter);
        escrow.dispute(id, keccak256("pay me"));
        vm.prank(arbiter);
        (bool ruled,) = address(escrow).call(abi.encodeCall(escrow.resolve, (id, 10_000, 0)));
        uint256 arbiterGot = arbiter.balance + escrow.owed(address(0), arbiter);
        if (ruled) assertEq(arbiterGot, 10 ether - _fee(10 ether));
        assertTrue(!ruled || arbiterGot == 0, "the arbiter paid itself the bounty for junk");
        vm.prank(arbiter);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowArbiterNotIndependent.selector, id, arbiter));
        escrow.resolve(id, 1, 0);
        uint256 before = victim.balance;
        vm.prank(arbiter);
        escrow.resolve(id, 0, 1e18); // a refund stays possible: no veto by approving the arbiter
        assertEq(victim.balance - before, 10 ether);
        assertEq(registry.stakeOf(agentId), MIN_STAKE - 1e18);
    }

    /// FINDING (Low; issue 17 item 5 asked for the cost of a record to match what it unlocks).
    /// Refused history is erased at the fee, with capital back in the same transaction: an agent
    /// (a contract of mallory's) delivers junk on ten 1 ETH arbiter-less bounties of `victim`
    /// (penalty 10 x 0.25e9 = 2.5e9, score 0), then a colluding requester contract borrows
    /// 22.5 ETH, posts, has the agent claim and submit, accepts and takes the payout back, all in
    /// one transaction: score 90, paid record 22.5e9. Cost: the fee on 22.5 ETH = 0.5625 ETH
    /// (0.225 ETH at the deploy script's 1 % fee), i.e. 5.6 % (2.25 %) of the refused value, where
    /// round 1 cost 1.25 ETH per ETH refused. Safe when erasing a penalty costs at least the
    /// penalty's own value (2.5 ETH here).
    /// BOUNDED (F9, documented): erasing refusals costs fee x the paid value needed, i.e. the fee
    /// on 9 ETH paid per refused ETH to get back to 90 (0.5625 ETH for 2.5 ETH of refusals at 2.5 %).
    function test_bounded_refusalsErasedAtTheFeeWithFlashCapital() public {
        ColludingAgent bot = new ColludingAgent();
        stakeToken.mint(address(bot), MIN_STAKE);
        uint256 agentId = bot.register(registry, stakeToken, MIN_STAKE);
        for (uint256 i; i < 10; ++i) {
            uint256 id = _postAs(victim, _noArbiter(1 ether));
            bot.work(escrow, id, agentId);
            vm.prank(victim);
            escrow.reject(id, keccak256("junk"));
        }
        assertEq(reputation.reputationOf(agentId), 0);
        FlashRecordBuyer flash = new FlashRecordBuyer();
        address lender = makeAddr("flash lender");
        vm.deal(lender, 22.5 ether);
        vm.prank(lender);
        flash.buy{value: 22.5 ether}(escrow, bot, agentId);
        uint256 cost = 22.5 ether - lender.balance;
        assertEq(cost, _fee(22.5 ether), "capital back in the same transaction, less the fee");
        assertEq(reputation.reputationOf(agentId), 90);
        assertEq(cost, 0.5625 ether, "the fee on 22.5 ETH");
    }

    /// FINDING (Medium). Junk beats abandoning: an agent that will not do the work submits junk
    /// before the deadline instead of letting the claim expire, and concedes the rejection. On a
    /// 10 ETH arbitrated bounty of `victim`, malloryAgent (1 ETH record): expiry costs 1 stake
    /// token (10 % of the value, to the treasury) and a 10e9 penalty (score 100 -> 9); junk +
    /// undisputed rejection costs 0 stake and a 2.5e9 penalty (score 28), and if the requester
    /// misses its review window the junk is paid in full (9.75 ETH). So the expiry forfeit and
    /// the full Expired weight bind only agents that do not bother to submit, and every
    /// abandoned claim turns into a review the requester must do. Safe when submitting junk and
    /// conceding costs the agent at least what abandoning costs.
    /// FIXED (F5): an undisputed rejection of a bounty with an arbiter is booked like an expiry.
    function test_finding_junkSubmissionBeatsAbandoning() public {
        uint256 agentId = _register(malloryAgent, MIN_STAKE);
        _record(malloryAgent, agentId, 1 ether);
        uint256 id = _postAs(victim, _params(address(0), 10 ether));
        vm.prank(malloryAgent);
        escrow.claim(id, agentId);
        uint256 snap = vm.snapshotState();

        vm.warp(block.timestamp + 1 days + 1);
        escrow.expire(id);
        uint256 abandonStake = MIN_STAKE - registry.stakeOf(agentId);
        uint8 abandonScore = reputation.reputationOf(agentId);
        assertEq(abandonStake, 1e18);
        assertEq(abandonScore, 9);

        vm.revertToState(snap);
        vm.prank(malloryAgent);
        escrow.submit(id, keccak256("junk"));
        vm.prank(victim);
        escrow.reject(id, keccak256("junk"));
        vm.warp(block.timestamp + DISPUTE_WINDOW + 1);
        escrow.finalize(id); // conceded: no dispute
        uint256 junkStake = MIN_STAKE - registry.stakeOf(agentId);
        uint8 junkScore = reputation.reputationOf(agentId);
        assertEq(junkScore, 9, "the concession weighs like the expiry");
        assertEq(junkStake, 1e18, "and forfeits the same 10 %");
        assertTrue(junkStake >= abandonStake && junkScore <= abandonScore, "junk + concede is cheaper than abandoning");
    }

    // ================================================================ attacks the rules hold against

    /// Junk + dispute with nobody to rule, self-dealt forfeits, the arbiter veto, batched
    /// approvals around settlement: covered by BountyEscrowAttacks2 and re-run there. Below, what
    /// this review tried on top.

    /// A permissionless `expire` sent with a hand-picked gas limit cannot make the forfeit's stake
    /// transfer (a try-transfer in the registry) run out of gas while the rest of the expiry
    /// completes: every gas limit from 60k to 600k either reverts or forfeits the full 10 %.
    function test_holds_gasLimitedExpireCannotSkipTheForfeit() public {
        (uint256 id, uint256 agentId) = _claimed(1 ether);
        vm.warp(block.timestamp + 1 days + 1);
        uint256 succeeded;
        for (uint256 g = 60_000; g <= 600_000; g += 1_500) {
            uint256 snap = vm.snapshotState();
            vm.prank(malloryAgent);
            (bool ok,) = address(escrow).call{gas: g}(abi.encodeCall(escrow.expire, (id)));
            if (ok) {
                succeeded++;
                assertEq(registry.stakeOf(agentId), MIN_STAKE - 0.1e18, "forfeit skipped by a gas limit");
                assertEq(stakeToken.balanceOf(treasury), 0.1e18);
                assertEq(_penalty(agentId), 1e9);
            }
            vm.revertToState(snap);
        }
        assertGt(succeeded, 0, "no gas limit was enough: the scan proved nothing");
    }

    /// A requester (or anyone finalizing) cannot pick a gas limit that makes the payout push to
    /// an agent's contract wallet fail and land in `owed` (lost if the wallet never calls
    /// `withdraw`): a push gets its full 100k gas or the whole settlement runs out of gas. Every
    /// gas limit from 60k to 400k either reverts or pays the wallet directly.
    function test_holds_gasLimitedAcceptCannotDivertThePayout() public {
        HungryAgent bot = new HungryAgent();
        stakeToken.mint(address(bot), MIN_STAKE);
        uint256 agentId = bot.register(registry, stakeToken, MIN_STAKE);
        uint256 id = _postAs(mallory, _params(address(0), 1 ether));
        bot.work(escrow, id, agentId);
        uint256 succeeded;
        for (uint256 g = 60_000; g <= 400_000; g += 1_000) {
            uint256 snap = vm.snapshotState();
            vm.prank(mallory);
            (bool ok,) = address(escrow).call{gas: g}(abi.encodeCall(escrow.accept, (id)));
            if (ok) {
                succeeded++;
                assertEq(escrow.owed(address(0), address(bot)), 0, "payout diverted to owed by a gas limit");
                assertEq(address(bot).balance, 1 ether - _fee(1 ether));
            }
            vm.revertToState(snap);
        }
        assertGt(succeeded, 0, "no gas limit was enough: the scan proved nothing");
    }

    /// A hostile bounty token re-enters the escrow (finalize, cancel, withdraw) from the payout
    /// transfer: every re-entry is refused, the settlement completes and the agent is paid.
    function test_holds_hostileTokenCannotReenter() public {
        ReenteringToken token = new ReenteringToken(escrow);
        token.mint(victim, 10e18);
        vm.prank(victim);
        token.approve(address(escrow), type(uint256).max);
        uint256 agentId = _register(alice, MIN_STAKE);
        uint256 id = _postAs(victim, _params(address(token), 1e18));
        uint256 other = _postAs(victim, _params(address(token), 1e18));
        _work(alice, id, agentId);
        vm.warp(block.timestamp + 1 days + 1); // `other` is past its deadline: finalize would expire it
        token.arm(other);
        vm.prank(victim);
        escrow.accept(id);
        assertTrue(token.tried());
        assertFalse(token.reentered(), "re-entry went through");
        assertEq(token.balanceOf(alice), 1e18 - _fee(1e18));
        assertEq(uint8(_status(other)), uint8(IBountyEscrow.Status.Open));
    }

    /// The requester cannot make an honest agent's accept look self-dealt (which would drop its
    /// paid record): agent side is owner, wallet or approval, all set by the agent's side only.
    function test_holds_requesterCannotSuppressAPaidRecord() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        uint256 id = _postAs(mallory, _noArbiter(1 ether));
        _work(alice, id, agentId);
        vm.startPrank(mallory);
        registry.setApprovalForAll(mallory, true); // approvals are per owner: this is mallory's own
        vm.expectRevert();
        registry.approve(mallory, agentId); // only the owner or its operators approve
        assertFalse(registry.isAgentOperator(agentId, mallory));
        escrow.accept(id);
        vm.stopPrank();
        (, uint256 paid,) = reputation.aggregateOf(agentId);
        assertEq(paid, 1e9);
    }

    /// The agent NFT changes hands mid-bounty: the seller and its operators lose every right on
    /// the claim, the buyer is paid (the old wallet was cleared), and the claim's reservation
    /// and any penalty stay with the agent, so selling cannot shed a pending forfeit.
    function test_holds_agentSoldMidBounty() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        (address hot, uint256 hotKey) = makeAddrAndKey("alice hot wallet");
        bytes memory sig = _walletSig(hotKey, agentId, hot, alice, 0, block.timestamp + 1);
        vm.prank(alice);
        registry.setAgentWallet(agentId, hot, block.timestamp + 1, sig);
        uint256 id = _postAs(victim, _params(address(0), 1 ether));
        vm.prank(hot);
        escrow.claim(id, agentId);
        vm.prank(alice);
        registry.transferFrom(alice, buyer, agentId);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowNotAgentOperator.selector, agentId, alice));
        escrow.submit(id, keccak256("x"));
        vm.prank(hot);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowNotAgentOperator.selector, agentId, hot));
        escrow.submit(id, keccak256("x"));
        assertEq(registry.reservedOf(agentId), escrow.reservationOf(id), "the reservation moved with the agent");
        vm.prank(buyer);
        escrow.submit(id, keccak256("x"));
        vm.prank(victim);
        escrow.accept(id);
        assertEq(buyer.balance, 1 ether - _fee(1 ether));
        assertEq(hot.balance, 0);
    }

    /// The agent wallet changes mid-bounty: the payout follows the wallet at settlement (the
    /// owner's choice), the old wallet loses every right, and the requester is unaffected.
    function test_holds_walletChangedMidBounty() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        (address w1, uint256 k1) = makeAddrAndKey("wallet one");
        (address w2, uint256 k2) = makeAddrAndKey("wallet two");
        uint256 dl = block.timestamp + 1;
        bytes memory sig1 = _walletSig(k1, agentId, w1, alice, 0, dl);
        bytes memory sig2 = _walletSig(k2, agentId, w2, alice, 1, dl);
        vm.prank(alice);
        registry.setAgentWallet(agentId, w1, dl, sig1);
        uint256 id = _postAs(victim, _params(address(0), 1 ether));
        vm.prank(w1);
        escrow.claim(id, agentId);
        vm.prank(alice);
        registry.setAgentWallet(agentId, w2, dl, sig2);
        vm.prank(w1);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowNotAgentOperator.selector, agentId, w1));
        escrow.submit(id, keccak256("x"));
        vm.prank(w2);
        escrow.submit(id, keccak256("x"));
        vm.prank(victim);
        escrow.accept(id);
        assertEq(w2.balance, 1 ether - _fee(1 ether));
        assertEq(w1.balance, 0);
    }

    /// A stranger can do nothing to a live bounty but the timeout exits, and every non-terminal
    /// state has one (Open, Claimed, Submitted, Rejected, Disputed, with and without arbiter),
    /// even when the requester and the payout address refuse ETH.
    function test_holds_everyLiveStateHasAPermissionlessExit() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        uint256[5] memory ids;
        ids[0] = _postAs(victim, _params(address(0), 1 ether)); // Open
        ids[1] = _postAs(victim, _params(address(0), 1 ether));
        vm.prank(alice);
        escrow.claim(ids[1], agentId); // Claimed
        ids[2] = _postAs(victim, _params(address(0), 1 ether));
        _work(alice, ids[2], agentId); // Submitted
        ids[3] = _postAs(victim, _params(address(0), 1 ether));
        _work(alice, ids[3], agentId);
        vm.prank(victim);
        escrow.reject(ids[3], 0); // Rejected
        ids[4] = _postAs(victim, _params(address(0), 1 ether));
        _work(alice, ids[4], agentId);
        vm.prank(victim);
        escrow.reject(ids[4], 0);
        vm.prank(alice);
        escrow.dispute(ids[4], 0); // Disputed
        vm.startPrank(stranger);
        for (uint256 i; i < 5; ++i) {
            (bool a,) = address(escrow).call(abi.encodeCall(escrow.accept, (ids[i])));
            (bool r,) = address(escrow).call(abi.encodeCall(escrow.reject, (ids[i], 0)));
            (bool c,) = address(escrow).call(abi.encodeCall(escrow.cancel, (ids[i])));
            (bool d,) = address(escrow).call(abi.encodeCall(escrow.dispute, (ids[i], 0)));
            (bool s,) = address(escrow).call(abi.encodeCall(escrow.resolve, (ids[i], 10_000, 0)));
            (bool f,) = address(escrow).call(abi.encodeCall(escrow.finalize, (ids[i])));
            assertFalse(a || r || c || d || s || f, "a stranger moved a live bounty before its timeout");
        }
        vm.warp(block.timestamp + MAX_DURATION + MAX_REVIEW + DISPUTE_WINDOW + DISPUTE_TIMEOUT);
        for (uint256 i; i < 5; ++i) {
            escrow.finalize(ids[i]);
            assertFalse(escrow.isTimedOut(ids[i]));
        }
        vm.stopPrank();
        assertEq(registry.reservedOf(agentId), 0, "every reservation released");
        assertEq(address(escrow).balance, escrow.owed(address(0), treasury), "only fees left");
    }

    /// A split ruling by a colluding arbiter never yields paid weight without its fee: for any
    /// share, the treasury gets the rounded-up fee on the gross share and the paid weight is at
    /// most the gross share in gwei.
    function testFuzz_holds_splitRulingPaysTheFeeOnItsWeight(uint16 bps, uint96 amount) public {
        bps = uint16(bound(bps, 1, 10_000));
        uint256 value = bound(amount, 1e12, 50 ether);
        uint256 agentId = _register(alice, MIN_STAKE);
        uint256 id = _postAs(victim, _params(address(0), value));
        _work(alice, id, agentId);
        vm.prank(victim);
        escrow.reject(id, 0);
        vm.prank(alice);
        escrow.dispute(id, 0);
        uint256 feesBefore = escrow.owed(address(0), treasury);
        vm.prank(arbiter);
        escrow.resolve(id, bps, 0);
        uint256 gross = value * bps / 10_000;
        assertEq(escrow.owed(address(0), treasury) - feesBefore, _fee(gross));
        (, uint256 paid, uint256 penalty) = reputation.aggregateOf(agentId);
        assertLe(paid, gross / 1e9);
        assertEq(paid + penalty, value / 1e9);
    }

    /// Child bounties: only an operator of the agent working the parent may post one, not after
    /// the parent's deadline and not on a parent that is no longer being worked.
    function test_holds_childBountiesAreTheWorkingAgentsOnly() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        uint256 parent = _postAs(victim, _params(address(0), 1 ether));
        IBountyEscrow.PostParams memory c = _params(address(0), 0.1 ether);
        c.parentId = parent;
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBadParent.selector, parent));
        _postAs(mallory, c); // parent not claimed
        vm.prank(alice);
        escrow.claim(parent, agentId);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBadParent.selector, parent));
        _postAs(mallory, c); // not the parent's agent
        c.deadline = uint64(block.timestamp + 2 days);
        vm.deal(alice, 1 ether);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowBadParent.selector, parent));
        _postAs(alice, c); // outlives the parent
        c.deadline = uint64(block.timestamp + 1 days);
        _postAs(alice, c);
    }

    /// An assigned bounty cannot be taken by anyone else, and an arbiter the assignee made agent
    /// side before the claim cannot be slipped past the claim's independence check.
    function test_holds_assigneeAndArbiterFixedAtClaim() public {
        uint256 agentId = _register(alice, MIN_STAKE);
        uint256 rival = _register(malloryAgent, MIN_STAKE);
        IBountyEscrow.PostParams memory p = _params(address(0), 1 ether);
        p.assignee = agentId;
        uint256 id = _postAs(victim, p);
        vm.prank(malloryAgent);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowNotAssignee.selector, id, agentId));
        escrow.claim(id, rival);
        vm.prank(alice);
        registry.setApprovalForAll(arbiter, true);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IBountyEscrow.EscrowArbiterNotIndependent.selector, id, arbiter));
        escrow.claim(id, agentId);
    }
}
