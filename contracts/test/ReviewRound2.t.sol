// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ReviewRound2Base, ColludingAgent, FlashRecordBuyer} from "./utils/ReviewRound2Base.sol";
import {StakeToken} from "../src/mocks/StakeToken.sol";
import {IBountyEscrow} from "../src/interfaces/IBountyEscrow.sol";

/// @dev Adversarial review of the round-2 money rules (c1 at 11a4b99): the findings. Each
/// `test_finding_*` PASSES when the contracts are safe against the attack and FAILS while the hole
/// is open (F4, F5 and F7 are fixed); each `test_bounded_*` is a finding the lead left open or
/// documented (contracts/README "Review round 2"): it asserts the attacker's cost and the victim's
/// loss stated there, so a change of either fails it. The attacks the rules already stop
/// (`test_holds_*`) are in ReviewRound2Holds.t.sol; accounts in {ReviewRound2Base}.
contract ReviewRound2Test is ReviewRound2Base {
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
}
