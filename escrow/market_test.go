package escrow_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/test/harness"
)

// memStore keeps jobs in memory (the node's store is badger; the contract is the same).
type memStore struct {
	mu   sync.Mutex
	jobs map[uint64]escrow.Job
}

func newMemStore() *memStore { return &memStore{jobs: map[uint64]escrow.Job{}} }

func (s *memStore) PutJob(j escrow.Job) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.jobs[j.BountyID] = j
	return nil
}

func (s *memStore) DeleteJob(id uint64) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.jobs, id)
	return nil
}

func (s *memStore) Jobs() ([]escrow.Job, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]escrow.Job, 0, len(s.jobs))
	for _, j := range s.jobs {
		out = append(out, j)
	}
	return out, nil
}

// switchboard connects the markets of one test in process, in place of the libp2p transport.
type switchboard struct {
	mu      sync.Mutex
	blobs   map[common.Hash][]byte
	markets map[string]*escrow.Market
	down    map[string]bool
}

type port struct {
	sb   *switchboard
	self string
}

func (p port) Self() string { return p.self }

func (p port) PublishSpec(_ context.Context, blob []byte) error {
	p.sb.mu.Lock()
	defer p.sb.mu.Unlock()
	p.sb.blobs[escrow.Hash(blob)] = blob
	return nil
}

func (p port) FetchSpec(_ context.Context, peer string, h [32]byte) ([]byte, error) {
	p.sb.mu.Lock()
	defer p.sb.mu.Unlock()
	b, ok := p.sb.blobs[h]
	if !ok {
		return nil, fmt.Errorf("no blob %x at %s", h, peer)
	}
	return b, nil
}

func (p port) Deliver(ctx context.Context, peer string, d escrow.Delivery, sealed []byte) error {
	p.sb.mu.Lock()
	m, down := p.sb.markets[peer], p.sb.down[peer]
	p.sb.mu.Unlock()
	if m == nil || down {
		return fmt.Errorf("peer %s unreachable", peer)
	}
	return m.Deliver(ctx, d, sealed)
}

// upper is a hosted agent: it upper-cases the "text" of its input.
type upper struct{ block chan struct{} }

func (u upper) Call(ctx context.Context, agent, skill string, input json.RawMessage, _ func(float64, float64, string)) (json.RawMessage, error) {
	if u.block != nil {
		select {
		case <-u.block:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	var in struct{ Text string }
	if err := json.Unmarshal(input, &in); err != nil {
		return nil, err
	}
	return json.Marshal(map[string]string{"text": strings.ToUpper(in.Text)})
}

func newMarket(t *testing.T, m *harness.Market, sb *switchboard, p *harness.Party, name string, store escrow.Store, runner escrow.Runner, policies []escrow.Policy) *escrow.Market {
	t.Helper()
	cfg := escrow.DefaultConfig(m.Anvil.ChainID)
	mk, err := escrow.NewMarket(cfg, escrow.Deps{Key: p.Key, Escrow: p.Esc, Rep: p.Rep, Store: store,
		Transport: port{sb, name}, Runner: runner}, policies)
	if err != nil {
		t.Fatal(err)
	}
	sb.mu.Lock()
	sb.markets[name] = mk
	sb.mu.Unlock()
	return mk
}

// newPair is a market on anvil with a requester and a worker whose agent does "upper" for any
// reward, joined by a switchboard.
func newPair(t *testing.T) (*harness.Market, *switchboard, *escrow.Market, *escrow.Market) {
	t.Helper()
	m := harness.NewMarket(t)
	sb := &switchboard{blobs: map[common.Hash][]byte{}, markets: map[string]*escrow.Market{}, down: map[string]bool{}}
	req := newMarket(t, m, sb, m.Requester, "req", newMemStore(), nil, nil)
	pol := []escrow.Policy{{Agent: "upper", AgentID: m.AgentID, Skills: []string{"upper"}, MinReward: escrow.NewBigString(big.NewInt(1))}}
	return m, sb, req, newMarket(t, m, sb, m.Worker, "work", newMemStore(), upper{}, pol)
}

func request(reward *big.Int) escrow.PostRequest {
	return escrow.PostRequest{Skill: "upper", Input: json.RawMessage(`{"text":"hello agents"}`), Reward: escrow.NewBigString(reward),
		Deadline: time.Now().Add(time.Hour), ReviewWindow: 10 * time.Minute}
}

func TestMarketPostToPayment(t *testing.T) {
	ctx := context.Background()
	m := harness.NewMarket(t)
	sb := &switchboard{blobs: map[common.Hash][]byte{}, markets: map[string]*escrow.Market{}, down: map[string]bool{}}
	req := newMarket(t, m, sb, m.Requester, "req", newMemStore(), nil, nil)
	pol := []escrow.Policy{{Agent: "upper", AgentID: m.AgentID, Skills: []string{"upper"}, MinReward: escrow.NewBigString(harness.Eth(1))}}
	work := newMarket(t, m, sb, m.Worker, "work", newMemStore(), upper{}, pol)

	// Below the worker's minimum: not taken.
	cheap, err := req.Post(ctx, request(big.NewInt(1e12))) // the contract's minimum bounty
	if err != nil {
		t.Fatal(err)
	}
	if err := work.Offer(ctx, cheap, "req"); !errors.Is(err, escrow.ErrNotForUs) {
		t.Fatalf("cheap bounty: %v, want ErrNotForUs", err)
	}
	id, err := req.Post(ctx, request(harness.Eth(2)))
	if err != nil {
		t.Fatal(err)
	}
	workerBefore := m.Balance(m.Worker.Key.Address())
	if err := work.Offer(ctx, id, "req"); err != nil {
		t.Fatal(err)
	}
	if s := m.Status(id); s != escrow.StatusSubmitted {
		t.Fatalf("after the worker's turn: %s, want submitted", s)
	}
	if err := req.Reconcile(ctx); err != nil { // judge → accept
		t.Fatal(err)
	}
	if err := req.Reconcile(ctx); err != nil { // settled → feedback
		t.Fatal(err)
	}
	if err := work.Reconcile(ctx); err != nil {
		t.Fatal(err)
	}
	if s := m.Status(id); s != escrow.StatusAccepted {
		t.Fatalf("status %s, want accepted", s)
	}
	j, _ := req.Job(id)
	var res escrow.Result
	if err := json.Unmarshal(j.Result, &res); err != nil || string(res.Output) != `{"text":"HELLO AGENTS"}` {
		t.Fatalf("requester holds result %s (%v)", j.Result, err)
	}
	if j.Stage != escrow.StageDone || !j.Feedback || j.Verdict != "accepted" {
		t.Fatalf("requester job %+v", j)
	}
	if wj, _ := work.Job(id); wj.Stage != escrow.StageDone || wj.Outcome != "accepted" {
		t.Fatalf("worker job %+v", wj)
	}
	if gained := new(big.Int).Sub(m.Balance(m.Worker.Key.Address()), workerBefore); gained.Cmp(harness.Eth(1)) <= 0 {
		t.Fatalf("worker gained %s, want about 1.98 ETH", gained)
	}
	if score, err := m.Requester.Rep.Score(ctx, m.AgentID); err != nil || score.FeedbackCount != 1 || score.Reputation == 0 {
		t.Fatalf("reputation %+v (%v)", score, err)
	}
}

// A worker killed after claiming resumes from its store, and a requester that was down when
// the result was ready still gets it.
func TestMarketWorkerResumesAfterCrash(t *testing.T) {
	ctx := context.Background()
	m := harness.NewMarket(t)
	sb := &switchboard{blobs: map[common.Hash][]byte{}, markets: map[string]*escrow.Market{}, down: map[string]bool{}}
	req := newMarket(t, m, sb, m.Requester, "req", newMemStore(), nil, nil)
	pol := []escrow.Policy{{Agent: "upper", AgentID: m.AgentID, Skills: []string{"upper"}, MinReward: escrow.NewBigString(big.NewInt(1))}}
	store := newMemStore()
	crashing := newMarket(t, m, sb, m.Worker, "work", store, upper{block: make(chan struct{})}, pol)

	id, err := req.Post(ctx, request(harness.Eth(1)))
	if err != nil {
		t.Fatal(err)
	}
	runCtx, kill := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- crashing.Offer(runCtx, id, "req") }()
	// Claimed on chain and recorded (the chain alone can say claimed while the claim's receipt
	// is still awaited: a kill then is the adoption case, tested in test/crash_test.go).
	for j, ok := crashing.Job(id); !ok || j.Stage != escrow.StageClaimed; j, ok = crashing.Job(id) {
		time.Sleep(5 * time.Millisecond)
	}
	kill() // the node dies while its agent is working
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Fatalf("killed run: %v", err)
	}
	sb.down["req"] = true // and the requester's node is down when the result is ready
	restarted := newMarket(t, m, sb, m.Worker, "work", store, upper{}, pol)
	_ = restarted.Reconcile(ctx)
	if s := m.Status(id); s != escrow.StatusSubmitted {
		t.Fatalf("after restart: %s, want submitted", s)
	}
	if j, _ := restarted.Job(id); j.Delivered {
		t.Fatal("delivered to a node that is down")
	}
	sb.down["req"] = false
	if err := restarted.Reconcile(ctx); err != nil { // retries the delivery
		t.Fatal(err)
	}
	if err := req.Reconcile(ctx); err != nil {
		t.Fatal(err)
	}
	if s := m.Status(id); s != escrow.StatusAccepted {
		t.Fatalf("status %s, want accepted", s)
	}
}

// A silent requester: the worker finalizes after the review window and is paid.
func TestMarketSilentRequesterAutoAccept(t *testing.T) {
	ctx := context.Background()
	m, _, req, work := newPair(t)
	id, err := req.Post(ctx, request(harness.Eth(1)))
	if err != nil {
		t.Fatal(err)
	}
	if err := work.Offer(ctx, id, "req"); err != nil {
		t.Fatal(err)
	}
	if err := work.Reconcile(ctx); err != nil { // review window still open: nothing to do
		t.Fatal(err)
	}
	if s := m.Status(id); s != escrow.StatusSubmitted {
		t.Fatalf("status %s before the window closed", s)
	}
	m.Warp(11 * time.Minute)
	if err := work.Reconcile(ctx); err != nil {
		t.Fatal(err)
	}
	if err := work.Reconcile(ctx); err != nil {
		t.Fatal(err)
	}
	if j, _ := work.Job(id); j.Outcome != "accepted" {
		t.Fatalf("worker job %+v, want accepted", j)
	}
}

// A verifier that refuses the result makes the requester reject it.
func TestMarketVerifierRejects(t *testing.T) {
	ctx := context.Background()
	m, _, req, work := newPair(t)
	r := request(harness.Eth(1))
	r.Verifier = "grep -q GOODBYE"
	id, err := req.Post(ctx, r)
	if err != nil {
		t.Fatal(err)
	}
	if err := work.Offer(ctx, id, "req"); err != nil {
		t.Fatal(err)
	}
	if err := req.Reconcile(ctx); err != nil {
		t.Fatal(err)
	}
	// no arbiter: the rejection settles at once (refund, refusal recorded), no dispute window
	if s := m.Status(id); s != escrow.StatusResolved {
		t.Fatalf("status %s, want resolved", s)
	}
	if j, _ := req.Job(id); j.Verdict != "rejected" || !strings.Contains(j.Err, "verifier") {
		t.Fatalf("requester job %+v", j)
	}
	// both sides close their jobs from the settled bounty, without waiting for a timeout
	for _, mk := range []*escrow.Market{req, work} {
		if err := mk.Reconcile(ctx); err != nil {
			t.Fatal(err)
		}
		if j, _ := mk.Job(id); j.Stage != escrow.StageDone || j.Outcome != escrow.StatusResolved.String() {
			t.Fatalf("job after a rejection without arbiter: stage %s outcome %q", j.Stage, j.Outcome)
		}
	}
}

func TestPostRequestValidation(t *testing.T) {
	ctx := context.Background()
	m := harness.NewMarket(t)
	sb := &switchboard{blobs: map[common.Hash][]byte{}, markets: map[string]*escrow.Market{}, down: map[string]bool{}}
	req := newMarket(t, m, sb, m.Requester, "req", newMemStore(), nil, nil)
	zero := request(big.NewInt(0))
	past := request(harness.Eth(1))
	past.Deadline = time.Now().Add(-time.Minute)
	noSkill := request(harness.Eth(1))
	noSkill.Skill = ""
	badInput := request(harness.Eth(1))
	badInput.Input = json.RawMessage(`{not json`)
	for name, r := range map[string]escrow.PostRequest{"zero reward": zero, "past deadline": past, "no skill": noSkill, "bad input": badInput} {
		if _, err := req.Post(ctx, r); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if n, _ := m.Requester.Esc.Count(ctx); n != 0 {
		t.Fatalf("%d bounties posted by invalid requests", n)
	}
}
