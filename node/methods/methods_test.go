package methods

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/chainindex"
	"github.com/agentsite/agentsite/node/chat"
)

// TestAuth: every method that signs, spends or reads the operator's data refuses a caller
// without the API token before it runs; the public ones answer.
func TestAuth(t *testing.T) {
	r := newRig(t)
	r.index.bounties[1] = chainindex.Bounty{Bounty: escrow.Bounty{ID: 1, Amount: bigInt(10)}}
	for name, m := range New(Backend{}).Table() {
		if !m.Auth {
			continue
		}
		if _, e := r.call(t, false, name, map[string]any{}); e == nil || e.Code != call.CodeUnauthorized {
			t.Errorf("%s without the token: %v, want code %d", name, e, call.CodeUnauthorized)
		}
	}
	if len(r.market.posted) != 0 || len(r.agents.registered) != 0 || len(r.wallet.sent) != 0 {
		t.Fatal("a refused method reached the backend")
	}
	for _, name := range []string{"bounty.list", "did.show", "chain.head"} {
		if _, e := r.call(t, false, name, map[string]any{}); e != nil {
			t.Errorf("%s without the token: %v", name, e)
		}
	}
	if _, e := r.call(t, false, "bounty.show", map[string]any{"id": 1}); e != nil {
		t.Errorf("bounty.show without the token: %v", e)
	}
}

// TestBountyPost: bounty.post converts its parameters (amounts, deadlines from the clock,
// review) and refuses bad ones as the caller's mistake, without posting.
func TestBountyPost(t *testing.T) {
	r := newRig(t)
	did := "did:ethr:0x7a69:0x00000000000000000000000000000000000000a7"
	r.market.agents[did] = 9
	r.market.arbiters["0x00000000000000000000000000000000000000ab"] = common.HexToAddress("0xab")
	good := func() map[string]any {
		return map[string]any{"skill": "echo", "input": map[string]int{"n": 1}, "reward": "0.01"}
	}
	bad := []struct {
		name  string
		tweak func(map[string]any)
	}{
		{"unknown field", func(p map[string]any) { p["rewrad"] = "1" }},
		{"no skill", func(p map[string]any) { delete(p, "skill") }},
		{"no input", func(p map[string]any) { delete(p, "input") }},
		{"zero reward", func(p map[string]any) { p["reward"] = "0" }},
		{"bad reward", func(p map[string]any) { p["reward"] = "lots" }},
		{"bad token", func(p map[string]any) { p["token"] = "0x12" }},
		{"bad review", func(p map[string]any) { p["review"] = "sometimes" }},
		{"manual with a verifier", func(p map[string]any) { p["review"], p["verifier"] = "manual", "true" }},
		{"past deadline", func(p map[string]any) { p["deadline"] = "-5m" }},
		{"bad review window", func(p map[string]any) { p["reviewWindow"] = "soon" }},
		{"unknown assignee", func(p map[string]any) { p["assignee"] = "did:ethr:0x7a69:0x00000000000000000000000000000000000000ff" }},
		{"refused arbiter", func(p map[string]any) { p["arbiter"] = "0x00000000000000000000000000000000000000cd" }},
		{"bad min stake", func(p map[string]any) { p["minStake"] = "-1" }},
	}
	for _, c := range bad {
		p := good()
		c.tweak(p)
		if code := r.code(t, "bounty.post", p); code != call.CodeInvalidParams {
			t.Errorf("%s: code %d, want %d", c.name, code, call.CodeInvalidParams)
		}
	}
	if len(r.market.posted) != 0 {
		t.Fatalf("refused posts reached the market: %+v", r.market.posted)
	}
	p := good()
	p["assignee"], p["arbiter"], p["review"], p["deadline"] = did, "0x00000000000000000000000000000000000000ab", "manual", "30m"
	var res struct{ BountyID uint64 }
	r.ok(t, "bounty.post", p, &res)
	if res.BountyID != 1 || len(r.market.posted) != 1 {
		t.Fatalf("answer %+v, posted %d", res, len(r.market.posted))
	}
	got := r.market.posted[0]
	if got.Reward.Int().String() != "10000000000000000" || got.Assignee != 9 || got.Arbiter != common.HexToAddress("0xab") ||
		!got.Manual || !got.Deadline.Equal(r.now.Add(30*time.Minute)) || got.ReviewWindow != 10*time.Minute {
		t.Fatalf("posted %+v", got)
	}
}

// TestBountyPostFails: the market's failure is the node's error, not the caller's.
func TestBountyPostFails(t *testing.T) {
	r := newRig(t)
	r.market.postErr = errors.New("chain unreachable")
	_, e := r.call(t, true, "bounty.post", map[string]any{"skill": "echo", "input": 1, "reward": "0.01"})
	if e == nil || e.Code != call.CodeInternal || !strings.Contains(e.Message, "chain unreachable") {
		t.Fatalf("error %v, want the market's as an internal error", e)
	}
}

// TestBountyShowPrivacy: without the token bounty.show leaves out the decrypted result, the
// verifier, the counterparty, the error text, the refusal and the exposure (so it reads nothing
// from the chain: no exposure, symbol or registry read); with it, they are there, with the
// sub-tasks and the exposure.
func TestBountyShowPrivacy(t *testing.T) {
	r := newRig(t)
	r.index.bounties[1] = chainindex.Bounty{Bounty: escrow.Bounty{ID: 1, Amount: bigInt(10), Status: escrow.StatusSubmitted}}
	r.index.bounties[2] = chainindex.Bounty{Bounty: escrow.Bounty{ID: 2, Amount: bigInt(5), ParentID: 1}}
	r.market.jobs[1] = escrow.Job{Role: escrow.RoleRequester, BountyID: 1, Stage: escrow.StageReceived, Result: json.RawMessage(`{"secret":1}`),
		Verifier: "check.sh", Peer: "12D3KooW", Err: "quote", Spec: json.RawMessage(`{"skill":"summarize"}`)}
	r.market.refusals[1] = escrow.Refusal{Reason: "stake too low"}
	show := func(token bool) apitypes.BountyView {
		res, e := r.call(t, token, "bounty.show", map[string]any{"id": 1})
		if e != nil {
			t.Fatal(e)
		}
		var v apitypes.BountyView
		if err := json.Unmarshal(res, &v); err != nil {
			t.Fatal(err)
		}
		return v
	}
	pub := show(false)
	if pub.Exposure != nil || r.market.exposures.Load() != 0 || r.agents.symbols.Load() != 0 || r.reg.reads.Load() != 0 {
		t.Fatalf("a token-less bounty.show read the chain: exposure %v, %d exposure reads, %d symbol reads, %d registry reads",
			pub.Exposure, r.market.exposures.Load(), r.agents.symbols.Load(), r.reg.reads.Load())
	}
	if pub.Job == nil || pub.Job.Result != nil || pub.Job.Verifier != "" || pub.Job.Peer != "" || pub.Job.Err != "" || pub.Refusal != nil {
		t.Fatalf("public view leaks: job %+v refusal %+v", pub.Job, pub.Refusal)
	}
	priv := show(true)
	if priv.Job == nil || string(priv.Job.Result) != `{"secret":1}` || priv.Refusal == nil || priv.Job.Spec != nil {
		t.Fatalf("private view: job %+v refusal %+v", priv.Job, priv.Refusal)
	}
	if priv.Skill != "summarize" || len(priv.Children) != 1 || priv.Children[0].ID != 2 || priv.Exposure == nil || r.market.exposures.Load() != 1 ||
		priv.Reward != "0.00000000000000001" {
		t.Fatalf("view: skill %q children %d exposure %v reward %q", priv.Skill, len(priv.Children), priv.Exposure, priv.Reward)
	}
	if code := r.code(t, "bounty.show", map[string]any{"id": 99}); code != call.CodeInvalidParams {
		t.Fatalf("unknown bounty: code %d", code)
	}
	r.index.syncErr = errors.New("rpc down")
	if code := r.code(t, "bounty.show", map[string]any{"id": 1}); code != call.CodeInternal {
		t.Fatalf("index not synced: code %d", code)
	}
}

// TestBountyList: newest first, filtered by status, by this node's jobs and by skill, bounded.
func TestBountyList(t *testing.T) {
	r := newRig(t)
	for id := uint64(1); id <= 4; id++ {
		r.index.bounties[id] = chainindex.Bounty{Bounty: escrow.Bounty{ID: id, Amount: bigInt(1), Status: escrow.StatusOpen}}
	}
	r.market.jobs[3] = escrow.Job{BountyID: 3}
	var all, mine, two []apitypes.BountyView
	r.ok(t, "bounty.list", map[string]any{}, &all)
	r.ok(t, "bounty.list", map[string]any{"mine": true}, &mine)
	r.ok(t, "bounty.list", map[string]any{"limit": 2}, &two)
	if len(all) != 4 || all[0].ID != 4 || len(mine) != 1 || mine[0].ID != 3 || len(two) != 2 {
		t.Fatalf("all %d (first %d), mine %d, two %d", len(all), all[0].ID, len(mine), len(two))
	}
	for _, p := range []map[string]any{{"status": "lost"}, {"skill": strings.Repeat("s", maxSkill+1)}, {"limit": "x"}} {
		if code := r.code(t, "bounty.list", p); code != call.CodeInvalidParams {
			t.Errorf("%v: code %d", p, code)
		}
	}
}

// TestDecide: a verdict answers with the job's verdict; the market's refusals are the caller's
// mistake; an over-long reason never reaches the market.
func TestDecide(t *testing.T) {
	r := newRig(t)
	r.market.jobs[1] = escrow.Job{BountyID: 1}
	var res struct{ Verdict string }
	r.ok(t, "bounty.reject", map[string]any{"id": 1, "reason": "wrong"}, &res)
	if res.Verdict != "rejected" {
		t.Fatalf("verdict %q", res.Verdict)
	}
	if code := r.code(t, "bounty.accept", map[string]any{"id": 1, "reason": strings.Repeat("x", maxReason+1)}); code != call.CodeInvalidParams {
		t.Fatalf("long reason: code %d", code)
	}
	for _, err := range []error{escrow.ErrNotReviewable, escrow.ErrNoResult, escrow.ErrBadParams} {
		r.market.decideErr = err
		if code := r.code(t, "bounty.accept", map[string]any{"id": 1}); code != call.CodeInvalidParams {
			t.Errorf("%v: code %d", err, code)
		}
	}
	if code := r.code(t, "bounty.dispute", map[string]any{"reason": "x"}); code != call.CodeInvalidParams {
		t.Fatalf("dispute without an id: code %d", code)
	}
	var tx struct{ Tx common.Hash }
	r.ok(t, "bounty.cancel", map[string]any{"id": 1}, &tx)
	if tx.Tx != common.HexToHash("0xca") {
		t.Fatalf("cancel tx %s", tx.Tx.Hex())
	}
}

// TestBids: bounty.hire and bounty.call check their windows and refuse what a call cannot do;
// without a running bid service the methods say so.
func TestBids(t *testing.T) {
	r := newRig(t)
	base := map[string]any{"skill": "echo", "input": 1, "reward": "0.01"}
	with := func(k string, v any) map[string]any {
		p := map[string]any{}
		for kk, vv := range base {
			p[kk] = vv
		}
		p[k] = v
		return p
	}
	r.market.agents["7"] = 7
	cases := map[string]map[string]any{
		"assignee":      with("assignee", "7"),
		"bad window":    with("bidWindow", "0s"),
		"bad wait":      with("claimWait", "x"),
		"bad negotiate": with("negotiate", map[string]any{"target": "lots"}),
	}
	for name, p := range cases {
		if code := r.code(t, "bounty.hire", p); code != call.CodeInvalidParams {
			t.Errorf("hire, %s: code %d", name, code)
		}
	}
	if code := r.code(t, "bounty.call", with("openFallback", true)); code != call.CodeInvalidParams {
		t.Errorf("call with an open fallback: code %d", code)
	}
}

// TestStake: the stake methods find the hosted agent by name or DID, refuse an unknown or
// unregistered one and a bad amount, and answer with the registry's view.
func TestStake(t *testing.T) {
	r := newRig(t)
	_, e := r.call(t, true, "agent.stake", map[string]any{"agent": "nobody", "amount": "5"})
	if e == nil || e.Code != call.CodeInvalidParams || !strings.Contains(e.Message, "no such hosted agent") {
		t.Fatalf("unknown agent: %v", e)
	}
	for _, p := range []map[string]any{{"agent": "fresh", "amount": "5"}, {"agent": "echo", "amount": "0"}, {"agent": "echo", "amount": "five"}} {
		if code := r.code(t, "agent.stake", p); code != call.CodeInvalidParams {
			t.Errorf("%v: code %d", p, code)
		}
	}
	r.ok(t, "agent.stake", map[string]any{"agent": "did:ethr:0x7a69:0x00000000000000000000000000000000000000e1", "amount": "5"}, nil)
	if r.reg.stake[7].String() != "5000000000000000000" {
		t.Fatalf("stake %s", r.reg.stake[7])
	}
	var oc apitypes.AgentOnchain
	r.ok(t, "agent.onchain", map[string]any{"agent": "echo"}, &oc)
	if oc.ID != 7 || oc.Symbol != "AST" || oc.Reputation.Reputation != 90 {
		t.Fatalf("onchain %+v", oc)
	}
	if code := r.code(t, "agent.register", map[string]any{"agent": "echo", "amount": "100"}); code != call.CodeInvalidParams {
		t.Fatalf("registering a registered agent: code %d", code)
	}
	if code := r.code(t, "agent.register", map[string]any{"agent": "fresh", "amount": "0.5"}); code != call.CodeInvalidParams {
		t.Fatalf("below the minimum: code %d", code)
	}
	r.ok(t, "agent.register", map[string]any{"agent": "fresh", "amount": "100"}, nil)
	if len(r.agents.registered) != 1 || r.agents.registered[0] != "fresh" {
		t.Fatalf("registered %v", r.agents.registered)
	}
}

// TestDIDResolve: a DID of another chain or no DID is the caller's mistake.
func TestDIDResolve(t *testing.T) {
	r := newRig(t)
	for _, d := range []string{"did:web:example.com", "did:ethr:0x1:0x00000000000000000000000000000000000000a1"} {
		if code := r.code(t, "did.resolve", map[string]any{"did": d}); code != call.CodeInvalidParams {
			t.Errorf("%s: code %d", d, code)
		}
	}
	r.ok(t, "did.resolve", map[string]any{"did": "did:ethr:0x7a69:0x00000000000000000000000000000000000000a1"}, nil)
}

// TestTeams: the team engine's refusals of a plan are the caller's mistake; team.list answers
// every team with its accounts.
func TestTeams(t *testing.T) {
	r := newRig(t)
	if code := r.code(t, "team.start", map[string]any{"goal": "g", "budget": "0.1"}); code != call.CodeInvalidParams {
		t.Fatalf("bad plan: code %d", code)
	}
	for _, p := range []map[string]any{{"goal": "g", "budget": "much"}, {"goal": "g", "budget": "0.1", "taskTimeout": "-1m"}} {
		if code := r.code(t, "team.start", p); code != call.CodeInvalidParams {
			t.Errorf("%v: code %d", p, code)
		}
	}
	var all []apitypes.TeamView
	r.ok(t, "team.list", nil, &all)
	if len(all) != 2 || all[1].ID != "b" {
		t.Fatalf("teams %+v", all)
	}
	// team.propose and team.vote: the rules a room's engine would apply are checked first.
	for _, p := range []map[string]any{
		{"team": "a", "state": "task_in_progress"},                                      // not a state the engine takes
		{"team": "a", "state": "pause"},                                                 // a pause without a trigger
		{"team": "a", "state": "pause", "after": "soon"},                                // a bad duration
		{"team": "a", "state": "execution", "assignTask": "t1", "assignAgent": "did:x"}, // an assignment is task_assignment
		{"team": "a"},           // neither state nor plan
		{"state": "conclusion"}, // no team
		{"team": "a", "plan": map[string]any{"tasks": "no"}}, // a plan that does not decode
	} {
		if code := r.code(t, "team.propose", p); code != call.CodeInvalidParams {
			t.Errorf("team.propose %v: code %d", p, code)
		}
	}
	var posted apitypes.TeamPosted
	r.ok(t, "team.propose", map[string]any{"team": "a", "state": "pause", "after": "10m", "reason": "wait for data"}, &posted)
	if posted.Room != "team-a" || posted.ID == "" {
		t.Fatalf("posted %+v", posted)
	}
	r.ok(t, "team.vote", map[string]any{"team": "a", "id": posted.ID, "yes": true}, &posted)
	if code := r.code(t, "team.vote", map[string]any{"team": "a"}); code != call.CodeInvalidParams {
		t.Errorf("a vote without a proposal id: code %d", code)
	}
}

// TestWallet: wallet.withdraw checks the address (the zero address burns: refused) and the
// agent, and lists only the transfers made.
func TestWallet(t *testing.T) {
	r := newRig(t)
	for _, p := range []map[string]any{{"to": "nowhere"}, {"to": "0x00000000000000000000000000000000000000a1", "agent": "nobody"},
		{"to": "0x0000000000000000000000000000000000000000"}} {
		if code := r.code(t, "wallet.withdraw", p); code != call.CodeInvalidParams {
			t.Errorf("%v: code %d", p, code)
		}
	}
	if len(r.wallet.sent) != 0 {
		t.Fatalf("refused withdrawals sent %v", r.wallet.sent)
	}
	var out []apitypes.Withdrawal
	r.ok(t, "wallet.withdraw", map[string]any{"to": "0x00000000000000000000000000000000000000a1"}, &out)
	if len(out) != 1 || out[0].Agent != "echo" {
		t.Fatalf("withdrawals %+v", out)
	}
}

// TestStatusAndHead: node.status shows the balance only with the token; chain.head computes
// the index's lag.
func TestStatusAndHead(t *testing.T) {
	r := newRig(t)
	status := func(token bool) apitypes.Status {
		res, e := r.call(t, token, "node.status", nil)
		if e != nil {
			t.Fatal(e)
		}
		var out struct{ Node apitypes.Status }
		if err := json.Unmarshal(res, &out); err != nil {
			t.Fatal(err)
		}
		return out.Node
	}
	if status(false).Balance != "" || status(true).Balance != "1 ETH" {
		t.Fatal("the balance shows without the token, or not with it")
	}
	var head struct {
		Block, Indexed uint64
		Lag            int64
		GasPrice       string
	}
	r.ok(t, "chain.head", nil, &head)
	if head.Block != 105 || head.Indexed != 100 || head.Lag != 5 || head.GasPrice != "7" {
		t.Fatalf("head %+v", head)
	}
	if code := r.code(t, "chain.head", map[string]any{"extra": 1}); code != call.CodeInvalidParams {
		t.Fatalf("chain.head with params: code %d", code)
	}
}

// The states the API's forms offer are the chat service's.
func TestChatStatesMatch(t *testing.T) {
	if len(apitypes.ChatStates) != len(chat.States) {
		t.Fatalf("apitypes %v, chat %v", apitypes.ChatStates, chat.States)
	}
	for i, s := range chat.States {
		if apitypes.ChatStates[i] != string(s) {
			t.Fatalf("apitypes %v, chat %v", apitypes.ChatStates, chat.States)
		}
	}
}
