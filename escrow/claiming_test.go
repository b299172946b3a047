package escrow_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/test/harness"
)

// claimCrash is the worker's chain connection in a crash test: when the worker's claim
// transaction goes out it first runs rival (another worker's claim, mined first), then hands
// the claim to anvil or not (send), then kills the worker (cancels its context). afterSend
// says what the worker's sender is told: nil, so it records the hash and waits for the
// receipt, or the kill's error, so it never learns the hash.
type claimCrash struct {
	chain.Backend
	rival     func()
	send      bool
	afterSend bool
	kill      context.CancelFunc
}

var claimSelector = bindings.NewBountyEscrow().PackClaim(new(big.Int), new(big.Int))[:4]

func (c *claimCrash) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	if !bytes.HasPrefix(tx.Data(), claimSelector) {
		return c.Backend.SendTransaction(ctx, tx)
	}
	if c.rival != nil {
		c.rival()
	}
	if c.send {
		if err := c.Backend.SendTransaction(context.WithoutCancel(ctx), tx); err != nil {
			return err
		}
	}
	c.kill()
	if c.send && c.afterSend {
		return nil
	}
	return context.Canceled
}

// countingRunner is the upper agent, counting its runs.
type countingRunner struct {
	upper
	runs atomic.Int32
}

func (r *countingRunner) Call(ctx context.Context, agent, skill string, input json.RawMessage, p func(float64, float64, string)) (json.RawMessage, error) {
	r.runs.Add(1)
	return r.upper.Call(ctx, agent, skill, input, p)
}

// workerOn starts the worker's market on backend (a fresh sender, as after a restart) with
// store, under the switchboard name "work".
func workerOn(t *testing.T, m *harness.Market, sb *switchboard, backend chain.Backend, store escrow.Store, runner escrow.Runner) *escrow.Market {
	t.Helper()
	sc := chain.DefaultConfig()
	sc.PollInterval = 5 * time.Millisecond
	s, err := chain.NewSender(context.Background(), sc, backend, m.Worker.Key, deploy.RevertDecoder(), nil)
	if err != nil {
		t.Fatal(err)
	}
	party := *m.Worker
	party.S, party.Esc = s, escrow.New(s, m.D.Contracts[deploy.NameBountyEscrow])
	pol := []escrow.Policy{{Agent: "upper", AgentID: m.AgentID, Skills: []string{"upper"}, MinReward: escrow.NewBigString(big.NewInt(1))}}
	return newMarket(t, m, sb, &party, "work", store, runner, pol)
}

// escrowEvents counts the escrow's logs of the named event for bounty id.
func escrowEvents(t *testing.T, m *harness.Market, event string, id uint64) int {
	t.Helper()
	a, err := bindings.BountyEscrowMetaData.ParseABI()
	if err != nil {
		t.Fatal(err)
	}
	logs, err := m.RPC.FilterLogs(context.Background(), ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(m.D.DeployBlock), Addresses: []common.Address{m.D.Contracts[deploy.NameBountyEscrow]},
		Topics: [][]common.Hash{{a.Events[event].ID}, {common.BigToHash(new(big.Int).SetUint64(id))}},
	})
	if err != nil {
		t.Fatal(err)
	}
	return len(logs)
}

// A worker killed between its claim and learning how the claim went, restarted on the same
// job directory: a claim of its own that landed is resumed from the record (the spec is on
// disk; the requester's node is not asked again) and paid exactly once, with the agent's stake
// whole; a claim another worker beat is dropped and no work is done; a claim that never went
// out is dropped and the bounty, still open, is taken again.
func TestMarketClaimSurvivesKill(t *testing.T) {
	for _, tc := range []struct {
		name string
		// the claim: beaten by a rival, handed to the chain, hash known to the worker
		rival, send, afterSend bool
		landed                 bool
		byEvent                bool // settled by Adopt, as on the claim's chain event, not by Reconcile
	}{
		{name: "killed while awaiting the receipt", send: true, afterSend: true, landed: true},
		{name: "killed while awaiting the receipt, settled on the claim event", send: true, afterSend: true, landed: true, byEvent: true},
		{name: "killed before the hash was recorded", send: true, landed: true},
		{name: "killed before the claim went out", send: false},
		{name: "another worker won, then the kill", rival: true, send: true, afterSend: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			m := harness.NewMarket(t)
			sb := &switchboard{blobs: map[common.Hash][]byte{}, markets: map[string]*escrow.Market{}, down: map[string]bool{}}
			req := newMarket(t, m, sb, m.Requester, "req", newMemStore(), nil, nil)
			id, err := req.Post(ctx, request(harness.Eth(1)))
			if err != nil {
				t.Fatal(err)
			}
			stakeBefore := agentStake(t, m, m.AgentID)

			dir := t.TempDir()
			store := openDiskStore(t, dir)
			runCtx, kill := context.WithCancel(ctx)
			crash := &claimCrash{Backend: m.RPC, send: tc.send, afterSend: tc.afterSend, kill: kill}
			var rivalAgent uint64
			if tc.rival {
				rival := m.NewParty(m.Anvil.Key(4))
				rivalAgent = m.RegisterAgent(rival, harness.Eth(200))
				crash.rival = func() { m.OK(rival.Esc.Claim(ctx, id, rivalAgent)) }
			}
			first := &countingRunner{}
			crashing := workerOn(t, m, sb, crash, store, first)
			if err := crashing.Offer(runCtx, id, "req"); err == nil {
				t.Fatal("the killed worker's offer returned no error")
			}
			if err := store.Close(); err != nil { // the process is gone
				t.Fatal(err)
			}
			spec := sb.blobs
			sb.mu.Lock()
			sb.blobs = map[common.Hash][]byte{} // the requester's node is not reachable yet
			sb.mu.Unlock()

			after := &countingRunner{}
			restarted := workerOn(t, m, sb, m.RPC, openDiskStore(t, dir), after)
			j, ok := restarted.Job(id)
			if !ok || j.Stage != escrow.StageClaiming || len(j.Spec) == 0 {
				t.Fatalf("record on disk: %+v (found %v), want claiming with the spec", j, ok)
			}
			if hashKnown := j.ClaimTx != (common.Hash{}); hashKnown != (tc.send && tc.afterSend) {
				t.Fatalf("claim tx %q recorded, want one only when the sender learnt it", j.ClaimTx.Hex())
			}
			settle := restarted.Reconcile
			if tc.byEvent {
				settle = func(ctx context.Context) error { return restarted.Adopt(ctx, id, "") }
			}
			// A claim still in the chain node's pool keeps the record until it is mined.
			for { // the test's timeout bounds the wait
				if err := settle(ctx); err != nil {
					t.Fatal(err)
				}
				if j, ok := restarted.Job(id); !ok || j.Stage != escrow.StageClaiming {
					break
				}
				time.Sleep(20 * time.Millisecond)
			}
			if !tc.landed {
				if _, ok := restarted.Job(id); ok {
					t.Fatal("the record of a claim that did not land was kept")
				}
				if n := first.runs.Load() + after.runs.Load(); n != 0 {
					t.Fatalf("the agent ran %d times for a bounty it did not hold", n)
				}
				if tc.rival {
					if b, err := m.Requester.Esc.Bounty(ctx, id); err != nil || b.AgentID != rivalAgent {
						t.Fatalf("bounty %+v (%v), want the rival's", b, err)
					}
					return
				}
				// Open still: the restarted worker takes it like any other.
				sb.mu.Lock()
				sb.blobs = spec
				sb.mu.Unlock()
				if err := restarted.Offer(ctx, id, "req"); err != nil {
					t.Fatal(err)
				}
			}
			if s := m.Status(id); s != escrow.StatusSubmitted {
				t.Fatalf("after the restart: %s, want submitted", s)
			}
			if err := req.Reconcile(ctx); err != nil {
				t.Fatal(err)
			}
			if err := restarted.Reconcile(ctx); err != nil {
				t.Fatal(err)
			}
			if s := m.Status(id); s != escrow.StatusAccepted {
				t.Fatalf("status %s, want accepted", s)
			}
			if j, _ := restarted.Job(id); j.Stage != escrow.StageDone || j.Outcome != "accepted" {
				t.Fatalf("worker job %+v", j)
			}
			for ev, want := range map[string]int{"BountyClaimed": 1, "BountySubmitted": 1, "BountyAccepted": 1, "BountyExpired": 0} {
				if n := escrowEvents(t, m, ev, id); n != want {
					t.Errorf("%d %s events, want %d", n, ev, want)
				}
			}
			if n := first.runs.Load() + after.runs.Load(); n != 1 {
				t.Errorf("the agent ran %d times, want once", n)
			}
			if got := agentStake(t, m, m.AgentID); got.Cmp(stakeBefore) != 0 {
				t.Errorf("agent stake %s after the bounty, want %s (nothing forfeited)", got, stakeBefore)
			}
		})
	}
}

// A claim another worker beat, with no kill: the worker drops its claiming record at once,
// does no work, and the claim's error says it reverted.
func TestMarketClaimLostDropsRecord(t *testing.T) {
	ctx := context.Background()
	m := harness.NewMarket(t)
	sb := &switchboard{blobs: map[common.Hash][]byte{}, markets: map[string]*escrow.Market{}, down: map[string]bool{}}
	req := newMarket(t, m, sb, m.Requester, "req", newMemStore(), nil, nil)
	id, err := req.Post(ctx, request(harness.Eth(1)))
	if err != nil {
		t.Fatal(err)
	}
	rival := m.NewParty(m.Anvil.Key(4))
	rivalAgent := m.RegisterAgent(rival, harness.Eth(200))
	race := &rivalFirst{Backend: m.RPC, claim: func() { m.OK(rival.Esc.Claim(ctx, id, rivalAgent)) }}
	runner := &countingRunner{}
	work := workerOn(t, m, sb, race, openDiskStore(t, t.TempDir()), runner)
	err = work.Offer(ctx, id, "req")
	var rev *chain.RevertError
	if !errors.As(err, &rev) {
		t.Fatalf("offer: %v, want the claim's revert", err)
	}
	if _, ok := work.Job(id); ok {
		t.Fatal("the record of the lost claim was kept")
	}
	if runner.runs.Load() != 0 {
		t.Fatal("the agent ran for a bounty another worker holds")
	}
	if reserved := agentReserved(t, m, m.AgentID); reserved.Sign() != 0 {
		t.Fatalf("%s of the agent's stake reserved by a claim that reverted", reserved)
	}
}

// rivalFirst has a rival's claim mined just before the worker's own claim goes out.
type rivalFirst struct {
	chain.Backend
	claim func()
}

func (r *rivalFirst) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	if bytes.HasPrefix(tx.Data(), claimSelector) {
		r.claim()
	}
	return r.Backend.SendTransaction(ctx, tx)
}

func agentStake(t *testing.T, m *harness.Market, id uint64) *big.Int {
	t.Helper()
	a, err := m.Worker.Reg.Agent(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return a.Stake
}

func agentReserved(t *testing.T, m *harness.Market, id uint64) *big.Int {
	t.Helper()
	r, err := m.Worker.Reg.ReservedOf(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// A claiming record whose transaction the chain has no receipt for, its bounty still open, is
// kept while the transaction may still be mined, and dropped once that is past (the sender
// gives a stuck transaction about 4 minutes of fee bumps).
func TestMarketClaimPendingWaits(t *testing.T) {
	ctx := context.Background()
	m := harness.NewMarket(t)
	sb := &switchboard{blobs: map[common.Hash][]byte{}, markets: map[string]*escrow.Market{}, down: map[string]bool{}}
	req := newMarket(t, m, sb, m.Requester, "req", newMemStore(), nil, nil)
	for _, tc := range []struct {
		name string
		age  time.Duration
		kept bool
	}{
		{"sent a minute ago", time.Minute, true},
		{"sent an hour ago", time.Hour, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			id, err := req.Post(ctx, request(harness.Eth(1)))
			if err != nil {
				t.Fatal(err)
			}
			store := newMemStore()
			unmined := common.HexToHash("0x5e11") // no chain has it: never mined, maybe pending
			if err := store.PutJob(escrow.Job{Role: escrow.RoleWorker, BountyID: id, Stage: escrow.StageClaiming, Agent: "upper", AgentID: m.AgentID,
				ClaimTx: unmined, Updated: time.Now().Add(-tc.age)}); err != nil {
				t.Fatal(err)
			}
			runner := &countingRunner{}
			work := workerOn(t, m, sb, m.RPC, store, runner)
			if err := work.Reconcile(ctx); err != nil {
				t.Fatal(err)
			}
			j, ok := work.Job(id)
			if ok != tc.kept || (ok && j.Stage != escrow.StageClaiming) {
				t.Fatalf("record %+v (found %v), want kept %v as claiming", j, ok, tc.kept)
			}
			if s := m.Status(id); s != escrow.StatusOpen || runner.runs.Load() != 0 {
				t.Fatalf("bounty %s, %d runs; want open and no work", s, runner.runs.Load())
			}
		})
	}
}
