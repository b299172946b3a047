package escrow_test

import (
	"context"
	"encoding/json"
	"errors"
	"maps"
	"math/big"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/test/harness"
)

// memBids keeps bid records in memory (the node's store is badger; the contract is the same).
type memBids struct {
	mu   sync.Mutex
	recs map[common.Hash]escrow.BidRecord
	fail error // returned by PutBid when set
}

func newMemBids() *memBids { return &memBids{recs: map[common.Hash]escrow.BidRecord{}} }

func (s *memBids) PutBid(r escrow.BidRecord) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.fail != nil {
		return s.fail
	}
	r.Messages = slices.Clone(r.Messages)
	s.recs[r.Bid.CallID] = r
	return nil
}

func (s *memBids) DeleteBid(call common.Hash) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.recs, call)
	return nil
}

func (s *memBids) Bids() ([]escrow.BidRecord, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Collect(maps.Values(s.recs)), nil
}

var errDiskFull = errors.New("disk full")

// bidRig is a requester and a worker (floor 2e15, bids 4e15) whose bids go to store, on anvil.
type bidRig struct {
	m     *harness.Market
	sb    *switchboard
	req   *escrow.Market
	store *memBids
	pol   []escrow.Policy
}

func newBidRig(t *testing.T) *bidRig {
	t.Helper()
	m := harness.NewMarket(t)
	r := &bidRig{m: m, sb: &switchboard{blobs: map[common.Hash][]byte{}, markets: map[string]*escrow.Market{}, down: map[string]bool{}},
		store: newMemBids(), pol: []escrow.Policy{{Agent: "upper", AgentID: m.AgentID, Skills: []string{"upper"},
			MinReward: escrow.NewBigString(big.NewInt(2e15)), BidPrice: escrow.NewBigString(big.NewInt(4e15))}}}
	r.req = newMarket(t, m, r.sb, m.Requester, "req", newMemStore(), nil, nil)
	return r
}

// worker starts the worker's market on store, as the node does at each start.
func (r *bidRig) worker(t *testing.T, store escrow.BidStore) *escrow.Market {
	t.Helper()
	return r.stakedWorker(t, store, nil)
}

// stakedWorker is worker with staked as its lookup of the requesters' stake.
func (r *bidRig) stakedWorker(t *testing.T, store escrow.BidStore, staked func(common.Address) (bool, error)) *escrow.Market {
	t.Helper()
	w, err := escrow.NewMarket(escrow.DefaultConfig(r.m.Anvil.ChainID), escrow.Deps{Key: r.m.Worker.Key, Escrow: r.m.Worker.Esc,
		Rep: r.m.Worker.Rep, Store: newMemStore(), Bids: store, Transport: port{r.sb, "work"}, Runner: upper{}, RequesterStaked: staked}, r.pol)
	if err != nil {
		t.Fatal(err)
	}
	return w
}

func (r *bidRig) call(t *testing.T, now time.Time) escrow.CallForBids {
	t.Helper()
	c := escrow.CallForBids{ChainID: r.m.Anvil.ChainID, Escrow: r.m.Requester.Esc.Address(), Skill: "upper",
		MaxReward: escrow.NewBigString(big.NewInt(1e16)), BidsUntil: uint64(now.Add(time.Second).UnixMilli()),
		Deadline: now.Add(time.Hour).Unix(), Peer: "req"}
	if err := c.Sign(r.m.Requester.Key, now); err != nil {
		t.Fatal(err)
	}
	return c
}

// hire posts a direct hire of the worker's agent naming call, for price and review.
func (r *bidRig) hire(t *testing.T, c escrow.CallForBids, price int64, review time.Duration) uint64 {
	t.Helper()
	p := request(big.NewInt(price))
	p.Assignee, p.CallID, p.Deadline, p.ReviewWindow = r.m.AgentID, c.ID(), time.Unix(c.Deadline, 0), review
	id, err := r.req.Post(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// A worker restarted between its bid (negotiated to an agreement) and the hire still claims
// the hire on the agreed terms, and still refuses one on its bid's superseded terms; a worker
// whose bids were not kept refuses both.
func TestWorkerBidsSurviveRestart(t *testing.T) {
	r := newBidRig(t)
	ctx, now := context.Background(), time.Now()
	c := r.call(t, now)
	w := r.worker(t, r.store)
	bid, err := w.MakeBid(c, time.Minute, now)
	if err != nil {
		t.Fatal(err)
	}
	if bid.Price.Int().Int64() != 4e15 {
		t.Fatalf("bid %s, want the policy's bid price", bid.Price.Int())
	}
	neg := escrow.NewNegotiation(bid, r.m.Requester.Key.Address())
	raw, err := neg.Next(r.m.Requester.Key, escrow.ActionCounter, escrow.NewBigString(big.NewInt(1e15)), time.Unix(c.Deadline, 0),
		20*time.Minute, time.Minute, now)
	if err != nil {
		t.Fatal(err)
	}
	reply, err := w.AnswerCounter(raw, now)
	if err != nil {
		t.Fatal(err)
	}
	if back, err := neg.Add(reply, now); err != nil || back.Action != escrow.ActionCounter || back.Price.Int().Int64() != 2e15 {
		t.Fatalf("the worker's answer %+v (%v), want a counter at its floor", back, err)
	}
	if raw, err = neg.Next(r.m.Requester.Key, escrow.ActionAccept, nil, time.Time{}, 0, time.Minute, now); err != nil {
		t.Fatal(err)
	}
	if reply, err := w.AnswerCounter(raw, now); err != nil || reply != nil {
		t.Fatalf("answer to the accept: %s, %v", reply, err)
	}

	restarted := r.worker(t, r.store)
	if msgs, ok := restarted.Negotiation(c.ID()); !ok || len(msgs) != 3 || msgs[2].Action != escrow.ActionAccept {
		t.Fatalf("restored negotiation %+v (%v)", msgs, ok)
	}
	forgetful := r.worker(t, newMemBids())
	superseded := r.hire(t, c, 4e15, 10*time.Minute)
	agreed := r.hire(t, c, 2e15, 20*time.Minute)
	for _, id := range []uint64{superseded, agreed} {
		if err := forgetful.Offer(ctx, id, "req"); !errors.Is(err, escrow.ErrHireMismatch) {
			t.Fatalf("a worker without its bids took bounty %d: %v", id, err)
		}
	}
	if err := restarted.Offer(ctx, superseded, "req"); !errors.Is(err, escrow.ErrHireMismatch) {
		t.Fatalf("the hire on the bid's own terms: %v, want ErrHireMismatch", err)
	}
	if err := restarted.Offer(ctx, agreed, "req"); err != nil {
		t.Fatalf("the hire on the agreed terms: %v", err)
	}
	if s := r.m.Status(agreed); s != escrow.StatusSubmitted {
		t.Fatalf("the agreed hire is %s, want submitted", s)
	}
	if s := r.m.Status(superseded); s != escrow.StatusOpen {
		t.Fatalf("the superseded hire is %s, want open", s)
	}
}

// Stored bids are bounded: expired ones, another account's and garbage are dropped at start;
// at the requester's budget a new bid is refused until expired ones make room. A bid or an answer that
// cannot be stored is not sent, and leaves nothing behind.
func TestWorkerBidsBoundedAndStoredFirst(t *testing.T) {
	r := newBidRig(t)
	now := time.Now()
	w := r.worker(t, r.store)
	live := r.call(t, now)
	if _, err := w.MakeBid(live, time.Minute, now); err != nil {
		t.Fatal(err)
	}
	keep := r.store.recs[live.ID()]
	old := keep
	old.Bid.CallID, old.Bid.Expiry = common.Hash{1}, uint64(now.Add(-time.Second).UnixMilli())
	other := keep
	other.Bid.CallID, other.Bid.Worker = common.Hash{2}, r.m.Requester.Key.Address()
	garbage := keep
	garbage.Bid.CallID, garbage.Messages = common.Hash{3}, make([]escrow.Terms, escrow.MaxRounds+1)
	for _, rec := range []escrow.BidRecord{old, other, garbage} {
		if err := r.store.PutBid(rec); err != nil {
			t.Fatal(err)
		}
	}
	r.worker(t, r.store)
	if len(r.store.recs) != 1 || r.store.recs[live.ID()].Bid.Sig != keep.Bid.Sig {
		t.Fatalf("after a start the store holds %d bids, want only the live one", len(r.store.recs))
	}

	// At the requester's budget (a stranger's: the rig has no stake lookup): refused; once the
	// bids expired, room again (and the expired ones leave the store).
	for i := 1; i < escrow.MaxBidsPerStranger; i++ {
		if _, err := w.MakeBid(r.call(t, now.Add(time.Duration(-i)*time.Millisecond)), time.Minute, now); err != nil {
			t.Fatalf("bid %d: %v", i, err)
		}
	}
	if _, err := w.MakeBid(r.call(t, now.Add(time.Second)), time.Minute, now); !errors.Is(err, escrow.ErrNoBid) {
		t.Fatalf("bid %d: %v, want ErrNoBid", escrow.MaxBidsPerStranger+1, err)
	}
	later := now.Add(2 * time.Hour)
	if _, err := w.MakeBid(r.call(t, later), time.Minute, later); err != nil {
		t.Fatalf("a bid once the others expired: %v", err)
	}
	if len(r.store.recs) != 1 {
		t.Fatalf("%d bids stored, want the one open", len(r.store.recs))
	}

	// Not stored: not sent, not remembered; the same call is bid on once the store works.
	r.store.fail = errDiskFull
	c := r.call(t, later.Add(time.Millisecond))
	if _, err := w.MakeBid(c, time.Minute, later); !errors.Is(err, errDiskFull) {
		t.Fatalf("bid with a failing store: %v", err)
	}
	if _, ok := w.Negotiation(c.ID()); ok {
		t.Fatal("a bid that was not stored is remembered")
	}
	r.store.fail = nil
	bid, err := w.MakeBid(c, time.Minute, later)
	if err != nil {
		t.Fatal(err)
	}
	neg := escrow.NewNegotiation(bid, r.m.Requester.Key.Address())
	raw, err := neg.Next(r.m.Requester.Key, escrow.ActionCounter, escrow.NewBigString(big.NewInt(3e15)), time.Unix(c.Deadline, 0),
		10*time.Minute, time.Minute, later)
	if err != nil {
		t.Fatal(err)
	}
	r.store.fail = errDiskFull
	if _, err := w.AnswerCounter(raw, later); !errors.Is(err, errDiskFull) {
		t.Fatalf("answer with a failing store: %v", err)
	}
	if msgs, _ := w.Negotiation(c.ID()); len(msgs) != 0 {
		t.Fatalf("an answer that was not stored left %d messages", len(msgs))
	}
	r.store.fail = nil
	if reply, err := w.AnswerCounter(raw, later); err != nil || reply == nil {
		t.Fatalf("the same counter once the store works: %s, %v", reply, err)
	}
	if got := r.store.recs[c.ID()].Messages; len(got) != 2 || got[1].Action != escrow.ActionAccept {
		t.Fatalf("stored messages %+v, want the counter and the accept", got)
	}
}

// Colluding accounts: the requester and another account cannot make the worker claim terms it
// never signed. A counter signed by an account that is not the call's requester, an "accept"
// of the worker's signed by another key, an accept that changes the countered price: each is
// refused and leaves the negotiation as it was. A hire at the worker's own counter before the
// requester accepted it, or at the requester's refused price, is not claimed; once accepted,
// the agreed one is.
func TestColludingAccountsCannotForgeWorkerTerms(t *testing.T) {
	r := newBidRig(t)
	ctx, now := context.Background(), time.Now()
	req, colluder := r.m.Requester.Key, r.m.Arbiter.Key
	c := r.call(t, now)
	w := r.worker(t, r.store)
	bid, err := w.MakeBid(c, time.Minute, now)
	if err != nil {
		t.Fatal(err)
	}
	deadline, review := time.Unix(c.Deadline, 0), 10*time.Minute
	low := escrow.NewBigString(big.NewInt(1e15))

	// A counter from the colluder, posing as the call's requester.
	byColluder := escrow.NewNegotiation(bid, colluder.Address())
	raw, err := byColluder.Next(colluder, escrow.ActionCounter, low, deadline, review, time.Minute, now)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.AnswerCounter(raw, now); !errors.Is(err, escrow.ErrBadTerms) {
		t.Fatalf("a counter from another account: %v", err)
	}

	neg := escrow.NewNegotiation(bid, req.Address())
	if raw, err = neg.Next(req, escrow.ActionCounter, low, deadline, review, time.Minute, now); err != nil {
		t.Fatal(err)
	}
	reply, err := w.AnswerCounter(raw, now)
	if err != nil {
		t.Fatal(err)
	}
	back, err := neg.Add(reply, now)
	if err != nil || back.Price.Int().Int64() != 2e15 {
		t.Fatalf("the worker's counter %+v (%v)", back, err)
	}
	atCounter := r.hire(t, c, 2e15, review) // the worker's counter, not yet accepted
	atLow := r.hire(t, c, 1e15, review)     // the requester's price, which the worker refused

	forged := func(edit func(*escrow.Terms), k *identity.Key) []byte {
		m := escrow.Terms{ChainID: bid.ChainID, Escrow: bid.Escrow, CallID: bid.CallID, AgentID: bid.AgentID, Round: 3,
			Prev: back.Hash(), Action: escrow.ActionAccept, Price: back.Price, Deadline: back.Deadline, ReviewSecs: back.ReviewSecs,
			Expiry: uint64(now.Add(time.Minute).UnixMilli())}
		edit(&m)
		if err := m.Sign(k, now); err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(m)
		return b
	}
	for name, raw := range map[string][]byte{
		"the worker's accept of the low price, signed by the colluder": forged(func(m *escrow.Terms) {
			m.Round, m.Prev, m.Price = 2, neg.Messages()[0].Hash(), low
		}, colluder),
		"an accept that lowers the countered price": forged(func(m *escrow.Terms) { m.Price = low }, req),
		"the requester's accept signed by colluder": forged(func(*escrow.Terms) {}, colluder),
	} {
		if _, err := w.AnswerCounter(raw, now); !errors.Is(err, escrow.ErrBadTerms) {
			t.Fatalf("%s: %v, want ErrBadTerms", name, err)
		}
	}
	if msgs, _ := w.Negotiation(c.ID()); len(msgs) != 2 {
		t.Fatalf("the worker's negotiation holds %d messages after the forgeries, want 2", len(msgs))
	}
	if err := w.Offer(ctx, atCounter, "req"); !errors.Is(err, escrow.ErrHireMismatch) {
		t.Fatalf("the worker's own counter, not accepted: %v", err)
	}
	if err := w.Offer(ctx, atLow, "req"); !errors.Is(err, escrow.ErrNotForUs) { // below its floor, too
		t.Fatalf("the refused price: %v", err)
	}

	if raw, err = neg.Next(req, escrow.ActionAccept, nil, time.Time{}, 0, time.Minute, now); err != nil {
		t.Fatal(err)
	}
	if _, err := w.AnswerCounter(raw, now); err != nil {
		t.Fatal(err)
	}
	if err := w.Offer(ctx, atLow, "req"); !errors.Is(err, escrow.ErrNotForUs) {
		t.Fatalf("the refused price after the agreement: %v", err)
	}
	if err := w.Offer(ctx, atCounter, "req"); err != nil {
		t.Fatalf("the agreed hire: %v", err)
	}
	if s, lowS := r.m.Status(atCounter), r.m.Status(atLow); s != escrow.StatusSubmitted || lowS != escrow.StatusOpen {
		t.Fatalf("agreed hire %s, hire at the refused price %s", s, lowS)
	}
}

// A bid asks the policy's bid price, capped at the call's maximum and never below the floor.
func TestMakeBidPrice(t *testing.T) {
	r := newBidRig(t)
	now := time.Now()
	amount := func(v int64) *escrow.BigString {
		if v == 0 {
			return nil
		}
		return escrow.NewBigString(big.NewInt(v))
	}
	for i, c := range []struct {
		floor, ask, want int64 // the call pays at most 1e16; want 0: no bid
	}{
		{0, 0, 1e16},
		{2e15, 0, 2e15},
		{2e15, 4e15, 4e15},
		{0, 4e15, 4e15},
		{2e15, 3e16, 1e16},
		{2e15, 1e15, 2e15},
		{2e16, 0, 0},
	} {
		r.pol = []escrow.Policy{{Agent: "upper", AgentID: r.m.AgentID, Skills: []string{"upper"}, MinReward: amount(c.floor), BidPrice: amount(c.ask)}}
		bid, err := r.worker(t, newMemBids()).MakeBid(r.call(t, now.Add(time.Duration(-i)*time.Millisecond)), time.Minute, now)
		switch {
		case c.want == 0 && !errors.Is(err, escrow.ErrNoBid):
			t.Errorf("floor %d, ask %d: %+v, %v; want no bid", c.floor, c.ask, bid, err)
		case c.want != 0 && (err != nil || bid.Price.Int().Int64() != c.want):
			t.Errorf("floor %d, ask %d: %+v, %v; want %d", c.floor, c.ask, bid.Price, err, c.want)
		}
	}
}
