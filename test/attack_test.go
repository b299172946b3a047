package test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/host"

	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/agents"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/test/harness"
)

// rssBound is the whole-node bound: a node under any of the attacks keeps its
// resident set under it.
const rssBound = 300 // MiB

// chatRoom is the room the victim joins at start and the attacker floods.
const chatRoom = "lobby"

func quietLog() *slog.Logger { return slog.New(slog.DiscardHandler) }

// attackRig is a victim node in a child process on anvil, an honest worker node in this
// process that takes the victim's bounties, an honest caller, and the attacker.
type attackRig struct {
	tb        testing.TB
	ctx       context.Context
	n         *net
	v         *victim
	a         *attacker
	worker    *node.Node
	workerKey *identity.Key // the worker node's account: it claims, and signs its deliveries
	agentID   uint64        // the worker's echo agent
	honest    *call.Client
	idle      int           // the victim's goroutines before any attack
	a2aFor    time.Duration // how long the A2A flood lasts
	chain     *rpcCounter   // the victim's calls to the chain
	// victimAccount and victimAgent are the victim's node account and its summarize agent,
	// which bids on and claims the worker node's summarize tasks.
	victimAccount common.Address
	victimAgent   uint64
	sybilAgents   []sybil // staked agents of the attacker's (see sybils)
}

// newAttackRig starts the chain, the victim and the worker; a2aFor is how long the A2A flood
// lasts (the others are bounded by count).
func newAttackRig(tb testing.TB, a2aFor time.Duration) *attackRig {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	tb.Cleanup(cancel)
	n := newNet(tb)
	echo := []runtime.AgentConfig{{Name: "echo", Kind: runtime.KindBuiltin}}
	// The victim posts bounties, hosts echo for callers, and takes summarize bounties (the
	// fake announcements' skill); it reads the chain through a proxy that counts its calls.
	vcfg := n.config(nodeSpec{name: "victim", agents: append(echo, runtime.AgentConfig{Name: "summarize", Kind: runtime.KindBuiltin}),
		market: []node.MarketPolicy{{Agent: "summarize", Stake: escrow.NewBigString(harness.Eth(100)), Skills: []string{"summarize"},
			MinReward: escrow.NewBigString(big.NewInt(1))}}})
	vcfg.ChatRooms = []string{chatRoom}
	counter, proxied := newRPCCounter(tb, vcfg.Chain.RPC)
	vcfg.Chain.RPC = proxied
	if err := vcfg.Save(); err != nil {
		tb.Fatal(err)
	}
	r := &attackRig{tb: tb, ctx: ctx, n: n, v: startVictim(tb, vcfg.DataDir), a2aFor: a2aFor, chain: counter}
	wcfg := n.config(nodeSpec{name: "worker", bootstrap: r.v.Addrs, agents: echo,
		// Its bids ask 0.001 ETH: a staked agent that bids the escrow's least bounty outranks it.
		market: []node.MarketPolicy{{Agent: "echo", Stake: escrow.NewBigString(harness.Eth(100)), Skills: []string{"slow", "echo"},
			MinReward: escrow.NewBigString(big.NewInt(1e15))}}})
	wcfg.ChatRooms = []string{chatRoom} // it chats with the victim during the catch-up flood
	r.worker = n.start(wcfg)
	var ok bool
	if r.agentID, ok = r.worker.AgentID("echo"); !ok {
		tb.Fatal("the worker's echo agent is not registered")
	}
	key, _, err := identity.LoadOrCreateKeyFile(node.NodeKeyFile(wcfg.DataDir), nodePassphrase, identity.LightStrength)
	if err != nil {
		tb.Fatal(err)
	}
	r.workerKey = key
	waitMesh(tb, r.worker, 1)
	if r.a, err = newAttacker(r.v, n.dep.ChainID, n.dep.Contracts[deploy.NameBountyEscrow]); err != nil {
		tb.Fatal(err)
	}
	var h host.Host
	if h, err = r.a.host(ctx); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { _ = h.Close() })
	hk, _ := identity.GenerateKey()
	if r.honest, err = call.NewClient(h, hk, call.DefaultConfig(n.dep.ChainID), call.Options{Logger: quietLog()}); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { _ = r.honest.Close() })
	if err := r.ownOps(); err != nil {
		tb.Fatalf("before any attack: %v", err)
	}
	if err := r.victimSelf(); err != nil {
		tb.Fatal(err)
	}
	r.idle = r.v.goroutines()
	return r
}

// goroutineSlack is how many goroutines above its idle count the victim may keep once an
// attack is over (connections and streams the attacker left still closing).
const goroutineSlack = 100

// settle waits until the victim's goroutines are back near its idle count.
func (r *attackRig) settle() error {
	end := time.Now().Add(15 * time.Second)
	for {
		g := r.v.goroutines()
		if g >= 0 && g <= r.idle+goroutineSlack {
			return nil
		}
		if time.Now().After(end) {
			return fmt.Errorf("%d goroutines 15 s after the attack, %d when idle", g, r.idle)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// ownOps are the victim's own operations: node.status with the token, and a call to its
// hosted agent from an honest peer.
func (r *attackRig) ownOps() error {
	if err := r.v.statusOK(); err != nil {
		return fmt.Errorf("node.status: %w", err)
	}
	ctx, cancel := context.WithTimeout(r.ctx, 10*time.Second)
	defer cancel()
	in := json.RawMessage(fmt.Sprintf(`{"honest":%d}`, time.Now().UnixNano()))
	out, err := r.honest.Call(ctx, r.a.target.ID, "echo", "echo", in, nil)
	if err != nil {
		return fmt.Errorf("honest call: %w", err)
	}
	return echoed(in, out)
}

// post has the victim post a bounty through its API.
func (r *attackRig) post(skill string, input any) (uint64, error) {
	b, _ := json.Marshal(input)
	var res struct {
		BountyID uint64 `json:"bountyId"`
	}
	err := r.v.rpc("bounty.post", apitypes.BountyPostParams{Skill: skill, Input: b, Reward: "0.01", Deadline: "10m", ReviewWindow: "10m"}, &res)
	if err == nil && res.BountyID == 0 {
		err = fmt.Errorf("bounty.post returned no id")
	}
	return res.BountyID, err
}

// waitBounty waits until bounty id reaches status s on chain.
func (r *attackRig) waitBounty(id uint64, s escrow.Status, d time.Duration) error {
	end := time.Now().Add(d)
	for {
		b, err := r.worker.Escrow().Bounty(r.ctx, id)
		if err == nil && b.Status == s {
			return nil
		}
		if err == nil && b.Status.Terminal() {
			return fmt.Errorf("bounty %d ended %s, want %s", id, b.Status, s)
		}
		if time.Now().After(end) {
			return fmt.Errorf("bounty %d not %s after %s (%v)", id, s, d, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// attack is one attack and what must hold after it.
type attack struct {
	name string
	run  func(ctx context.Context) (refused string, err error)
	// after, if set, checks the attack's own outcome once it is over (a bounty paid).
	after func() error
}

// attacks are the attacks, each bounded in count and time.
func (r *attackRig) attacks() []attack {
	var live uint64 // the victim's bounty, claimed by the worker, during the delivery attack
	return []attack{
		{name: "a2a-flood", run: func(ctx context.Context) (string, error) {
			return r.a.a2aFlood(ctx, "echo", r.a2aFor)
		}},
		{name: "blob-deliveries", run: func(ctx context.Context) (string, error) {
			var err error
			if live, err = r.post("slow", agents.SlowInput{Steps: 30, StepMs: 100}); err != nil {
				return "", err
			}
			if err := r.waitBounty(live, escrow.StatusClaimed, 20*time.Second); err != nil {
				return "", err
			}
			time.Sleep(500 * time.Millisecond) // the victim's index sees the claim
			return r.a.deliveries(ctx, live, r.agentID, r.workerKey)
		}, after: func() error {
			// The claiming worker's result is judged and paid, whatever the strangers sent.
			return r.waitBounty(live, escrow.StatusAccepted, 40*time.Second)
		}},
		{name: "announcements", run: func(ctx context.Context) (string, error) {
			s, err := r.a.announcements(ctx, 3000)
			if err != nil {
				return s, err
			}
			// No retry storm: once the flood is over the victim makes only its usual calls.
			time.Sleep(time.Second)
			calls, all := r.chain.get("eth_call"), r.chain.total()
			time.Sleep(5 * time.Second)
			calls, all = r.chain.get("eth_call")-calls, r.chain.total()-all
			s += fmt.Sprintf("; chain calls in the 5 s after: %d (eth_call %d)", all, calls)
			// The index polls every 100 ms (a few calls each); a retry list of fake bounties
			// would add thousands.
			if calls > 50 || all > 500 {
				return s, fmt.Errorf("%d chain calls (%d eth_call) in 5 s after the flood stopped", all, calls)
			}
			return s, nil
		}},
		{name: "chat-flood", run: func(ctx context.Context) (string, error) {
			did, s, err := r.a.chatFlood(ctx, chatRoom, 2000)
			if err != nil {
				return s, err
			}
			var msgs []json.RawMessage
			if err := r.v.rpc("chat.read", map[string]any{"room": chatRoom, "limit": 1000}, &msgs); err != nil {
				return s, err
			}
			stored, old := 0, 0
			for _, m := range msgs {
				var e struct {
					Sender string `json:"sender_id"`
					TS     int64  `json:"ts"`
				}
				_ = json.Unmarshal(m, &e)
				if e.Sender == did.String() {
					stored++
					if e.TS < time.Now().Add(-24*time.Hour).UnixMilli() {
						old++
					}
				}
			}
			s += fmt.Sprintf(" stored=%d old=%d", stored, old)
			// One stranger: its quota per minute window; the flood may straddle two windows.
			if stored > 20 || old > 0 {
				return s, fmt.Errorf("the victim stored %d of the stranger's envelopes, %d of them 30 days old", stored, old)
			}
			return s, nil
		}},
		{name: "call-flood", run: func(ctx context.Context) (string, error) {
			return r.a.callFlood(ctx, "echo", 3000)
		}},
		{name: "http", run: func(ctx context.Context) (string, error) {
			return r.a.webFlood(ctx, 3*time.Second)
		}},
		// Issue 18's attacks on the market and chat, each with the honest traffic it threatened.
		{name: "bid-flood", run: r.bidFlood},
		{name: "near-edge-calls", run: r.nearEdgeCalls},
		{name: "sybil-intents", run: r.sybilIntents}, // first: the sybils it registers are then in both nodes' index
		{name: "cheap-bids", run: r.cheapBids},
		{name: "catch-up", run: func(ctx context.Context) (string, error) {
			return r.catchUpFlood(ctx, chatRoom, 2000)
		}},
	}
}

// total is the number of calls of every method.
func (c *rpcCounter) total() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := 0
	for _, k := range c.n {
		n += k
	}
	return n
}

// errOverBound: the victim's RSS went over rssBound.
var errOverBound = errors.New("over the RSS bound")

// row is one attack's line of the table.
type row struct {
	attack  string
	u       usage
	refused string
	took    time.Duration // the attack itself, for the test's run time
}

func (w row) String() string {
	return fmt.Sprintf("%-16s %5.1fs  rss %6.1f → peak %6.1f → %6.1f MiB (heap peak %6.1f)   goroutines %5d → peak %5d → %5d   %s",
		w.attack, w.took.Seconds(), w.u.rssBefore, w.u.rssPeak, w.u.rssAfter, w.u.heapPeak, w.u.gBefore, w.u.gPeak, w.u.gAfter, w.refused)
}

// run runs one attack while the victim's own operations are tried, and checks them again after.
func (r *attackRig) run(at attack) (row, error) {
	start := time.Now()
	stop := r.v.watch()
	type result struct {
		s   string
		err error
	}
	done := make(chan result, 1)
	go func() {
		s, err := at.run(r.ctx)
		done <- result{s, err}
	}()
	time.Sleep(500 * time.Millisecond)
	during := r.ownOps()
	res := <-done
	u := stop()
	w := row{attack: at.name, u: u, refused: res.s, took: time.Since(start)}
	switch {
	case res.err != nil:
		return w, fmt.Errorf("%s: the attack did not run as planned: %w", at.name, res.err)
	case during != nil:
		return w, fmt.Errorf("%s: the node's own operations failed during the attack: %w", at.name, during)
	}
	if err := r.ownOps(); err != nil {
		return w, fmt.Errorf("%s: the node's own operations failed after the attack: %w", at.name, err)
	}
	if at.after != nil {
		if err := at.after(); err != nil {
			return w, fmt.Errorf("%s: %w", at.name, err)
		}
	}
	if err := r.settle(); err != nil {
		return w, fmt.Errorf("%s: %w", at.name, err)
	}
	if u.rssPeak >= rssBound {
		return w, fmt.Errorf("%w: %s: the node's RSS peaked at %.1f MiB (Go heap %.1f MiB), bound %d MiB", errOverBound, at.name, u.rssPeak, u.heapPeak, rssBound)
	}
	return w, nil
}

// TestNodeProcessUnderAttack is issue 9's whole-node bound: a node that is a separate process
// is attacked from this one with real libp2p hosts and HTTP clients, one attack after another
// (A2A flood without token; unfinished 4 MiB and forged deliveries; 3,000 fake bounty
// announcements; a chat flood with stale catch-up; 3,000 calls from one caller and replayed
// signatures; slow bodies, idle WebSockets and web-page requests) and then issue 18's on the
// market and chat (a bid-book flood of strangers' calls; calls whose window closes as they are
// forwarded; staked sybils' back-dated claim intents; a staked agent's 1-wei bid and another's
// bid it never honours; catch-up requests for the room's history). During and after each one
// its RSS stays under rssBound and its own operations work: node.status with the token, an
// honest peer's call to its agent, and a bounty it posted during the delivery attack paid;
// during issue 18's, the honest traffic each one threatened works too (hires by bids both ways
// between it and the worker node, its claim of a bounty the sybils intended, chat from the
// worker node; catch-up at most maxAmplification bytes answered per byte asked). After the last
// one it posts another bounty and that is paid too.
func TestNodeProcessUnderAttack(t *testing.T) {
	r := newAttackRig(t, 4*time.Second)
	start := time.Now()
	var rows []row
	for _, at := range r.attacks() {
		w, err := r.run(at)
		rows = append(rows, w)
		t.Log(w)
		if err != nil {
			t.Fatal(err)
		}
	}
	id, err := r.post("echo", map[string]string{"after": "the attacks"})
	if err != nil {
		t.Fatal(err)
	}
	if err := r.waitBounty(id, escrow.StatusAccepted, 40*time.Second); err != nil {
		t.Fatalf("a bounty posted after the attacks: %v", err)
	}
	var b strings.Builder
	for _, w := range rows {
		b.WriteString("\n" + w.String())
	}
	t.Logf("victim pid %d under attack for %s (bound %d MiB):%s", r.v.cmd.Process.Pid, time.Since(start).Round(time.Second), rssBound, b.String())
}

// TestNodeProcessUnderLongA2AFlood is the A2A flood of TestNodeProcessUnderAttack kept up for
// 30 s, long enough for the task store to fill and evict (it holds at most 1,000 tasks and
// 32 MiB): the bound must hold for a flood of any length.
func TestNodeProcessUnderLongA2AFlood(t *testing.T) {
	if testing.Short() {
		t.Skip("a 30 s flood")
	}
	r := newAttackRig(t, 30*time.Second)
	for _, at := range r.attacks() {
		if at.name != "a2a-flood" {
			continue
		}
		w, err := r.run(at)
		t.Log(w)
		if err != nil {
			t.Fatal(err)
		}
	}
}

// BenchmarkNodeUnderAttack reports, per attack, the victim process's peak RSS and goroutines
// (and its RSS once the attack is over); see TestNodeProcessUnderAttack. The A2A flood lasts
// 30 s here (4 s in the test): long enough for the task store to fill and evict.
func BenchmarkNodeUnderAttack(b *testing.B) {
	r := newAttackRig(b, 30*time.Second)
	for _, at := range r.attacks() {
		b.Run(at.name, func(b *testing.B) {
			var w row
			for range b.N {
				var err error
				w, err = r.run(at)
				if errors.Is(err, errOverBound) {
					b.Log(err) // the figure is the point here; TestNodeProcessUnderAttack asserts
				} else if err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(w.u.rssPeak, "peak-rss-MiB")
			b.ReportMetric(w.u.rssAfter, "after-rss-MiB")
			b.ReportMetric(w.u.heapPeak, "peak-heap-MiB")
			b.ReportMetric(float64(w.u.gPeak), "peak-goroutines")
			b.ReportMetric(0, "ns/op")
		})
	}
}
