package escrow_test

import (
	"context"
	"errors"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/test/harness"
)

func TestParsePriceRule(t *testing.T) {
	max := big.NewInt(1e16)
	for _, c := range []struct {
		in   string
		want int64 // of max; 0: the zero rule
		err  bool
	}{
		{"", 0, false},
		{"50%", 5e15, false},
		{"12.5%", 125e13, false},
		{" 100% ", 1e16, false},
		{"0.001", 1e15, false},
		{"1000 wei", 1000, false},
		{"0%", 0, true},
		{"100.01%", 0, true},
		{"1.234%", 0, true},
		{"-5%", 0, true},
		{"half", 0, true},
		{"0", 0, true},
		{"-1", 0, true},
	} {
		r, err := escrow.ParsePriceRule(c.in, escrow.ParseAmount)
		switch {
		case c.err:
			if !errors.Is(err, escrow.ErrBadParams) {
				t.Errorf("%q: %+v, %v; want ErrBadParams", c.in, r, err)
			}
		case err != nil:
			t.Errorf("%q: %v", c.in, err)
		case c.want == 0 && !r.IsZero():
			t.Errorf("%q: %+v, want the zero rule", c.in, r)
		case c.want != 0 && r.Of(max).Int64() != c.want:
			t.Errorf("%q: %s of %s, want %d", c.in, r.Of(max), max, c.want)
		}
	}
	// A share of a tiny maximum rounds down, but never to nothing.
	if v := (escrow.PriceRule{Bps: 1}).Of(big.NewInt(5)); v.Int64() != 1 {
		t.Fatalf("0.01%% of 5 wei: %s, want 1", v)
	}
	if err := (escrow.PriceRule{Bps: 10, Price: escrow.NewBigString(big.NewInt(1))}).Validate(); err == nil {
		t.Fatal("a rule with both a share and a price is valid")
	}
}

func TestParseNegotiationPolicy(t *testing.T) {
	for _, c := range []struct {
		name, target, limit, next string
		rounds                    int
		ok                        bool
	}{
		{"defaults", "50%", "", "", 0, true},
		{"all set", "0.001", "80%", "bid", 3, true},
		{"no target", "", "80%", "", 0, false},
		{"bad limit", "50%", "lots", "", 0, false},
		{"rounds above the protocol's", "50%", "", "", 4, false},
		{"negative rounds", "50%", "", "", -1, false},
		{"unknown next", "50%", "", "open", 0, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, err := escrow.ParseNegotiationPolicy(c.target, c.limit, c.rounds, c.next, escrow.ParseAmount)
			if c.ok != (err == nil) {
				t.Fatalf("%+v, %v", p, err)
			}
			if err != nil && !errors.Is(err, escrow.ErrBadParams) {
				t.Fatalf("%v, want ErrBadParams", err)
			}
			if c.ok && p.NextAtBid != (c.next == "bid") {
				t.Fatalf("next %q: %+v", c.next, p)
			}
		})
	}
}

// negMarkets is a requester and two workers on one chain, each with its own agent: worker i
// asks bidPrice[i] with floor[i] (its least reward). Workers hear of each post at once (the
// requester's announcer offers it to them) unless silent; counters go straight to their markets.
type negMarkets struct {
	m       *harness.Market
	req     *escrow.Market
	workers []*escrow.Market
	agents  []uint64
	wallets []common.Address

	mu     sync.Mutex
	silent map[int]bool
	posted []uint64
	wg     sync.WaitGroup
}

func (n *negMarkets) Announce(_ context.Context, a escrow.Announcement) error {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.posted = append(n.posted, a.BountyID)
	for i, w := range n.workers {
		if !n.silent[i] {
			n.wg.Add(1)
			go func() { defer n.wg.Done(); _ = w.Offer(context.Background(), a.BountyID, "req") }()
		}
	}
	return nil
}

// send is the requester's TermsSender: the message goes to the market of the bid's agent.
func (n *negMarkets) send(_ context.Context, bid escrow.Bid, raw []byte) ([]byte, error) {
	for i, id := range n.agents {
		if id == bid.AgentID {
			return n.workers[i].AnswerCounter(raw, time.Now())
		}
	}
	return nil, errors.New("no such worker")
}

func newNegMarkets(t *testing.T, bidPrice, floor []int64) *negMarkets {
	t.Helper()
	m := harness.NewMarket(t)
	n := &negMarkets{m: m, silent: map[int]bool{}}
	t.Cleanup(n.wg.Wait)
	sb := &switchboard{blobs: map[common.Hash][]byte{}, markets: map[string]*escrow.Market{}, down: map[string]bool{}}
	cfg := escrow.DefaultConfig(m.Anvil.ChainID)
	var err error
	n.req, err = escrow.NewMarket(cfg, escrow.Deps{Key: m.Requester.Key, Escrow: m.Requester.Esc, Rep: m.Requester.Rep,
		Store: newMemStore(), Transport: port{sb, "req"}, Announcer: n}, nil)
	if err != nil {
		t.Fatal(err)
	}
	sb.markets["req"] = n.req
	for i := range bidPrice {
		p, id := m.Worker, m.AgentID
		if i > 0 {
			p = m.NewParty(m.Anvil.Key(3 + i))
			id = m.RegisterAgent(p, harness.Eth(200))
		}
		pol := []escrow.Policy{{Agent: "upper", AgentID: id, Skills: []string{"upper"},
			BidPrice: escrow.NewBigString(big.NewInt(bidPrice[i])), MinReward: escrow.NewBigString(big.NewInt(floor[i]))}}
		w, err := escrow.NewMarket(cfg, escrow.Deps{Key: p.Key, Escrow: p.Esc, Rep: p.Rep, Store: newMemStore(), Bids: newMemBids(),
			Transport: port{sb, "work"}, Runner: upper{}}, pol)
		if err != nil {
			t.Fatal(err)
		}
		n.workers, n.agents, n.wallets = append(n.workers, w), append(n.agents, id), append(n.wallets, p.Key.Address())
	}
	return n
}

// bids opens a call paying at most max and returns its bids, best (cheapest) first.
func (n *negMarkets) bids(t *testing.T, max int64) (escrow.CallForBids, []escrow.Bidder) {
	t.Helper()
	now := time.Now()
	c := escrow.CallForBids{ChainID: n.m.Anvil.ChainID, Escrow: n.m.Requester.Esc.Address(), Skill: "upper",
		MaxReward: escrow.NewBigString(big.NewInt(max)), BidsUntil: uint64(now.Add(time.Second).UnixMilli()),
		Deadline: now.Add(time.Hour).Unix(), Peer: "req"}
	if err := c.Sign(n.m.Requester.Key, now); err != nil {
		t.Fatal(err)
	}
	var bs []escrow.Bidder
	for _, w := range n.workers {
		b, err := w.MakeBid(c, time.Minute, now)
		if err != nil {
			t.Fatal(err)
		}
		bs = append(bs, escrow.Bidder{Bid: b})
	}
	return c, escrow.RankBids(bs, escrow.BidWeights{Price: 1})
}

func (n *negMarkets) hire(t *testing.T, max int64, o escrow.HireOptions) (escrow.Hired, error) {
	t.Helper()
	call, ranked := n.bids(t, max)
	o.Send = n.send
	if o.ClaimWait == 0 {
		o.ClaimWait = 5 * time.Second
	}
	r := request(big.NewInt(max))
	return n.req.HireBids(context.Background(), call, r, ranked, o)
}

func (n *negMarkets) bounty(t *testing.T, id uint64) escrow.Bounty {
	t.Helper()
	b, err := n.m.Requester.Esc.Bounty(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func policy(t *testing.T, target, limit string, rounds int, next string) *escrow.NegotiationPolicy {
	t.Helper()
	p, err := escrow.ParseNegotiationPolicy(target, limit, rounds, next, escrow.ParseAmount)
	if err != nil {
		t.Fatal(err)
	}
	return &p
}

// The requester's policy on a real chain, the workers answering by theirs: worker 0 asks 4e15
// with a floor of 2e15, worker 1 asks 5e15 with a floor of 3e15; the call pays at most 1e16.
func TestHireBidsNegotiates(t *testing.T) {
	n := newNegMarkets(t, []int64{4e15, 5e15}, []int64{2e15, 3e15})
	for _, c := range []struct {
		name    string
		pol     *escrow.NegotiationPolicy
		silent  []int // workers that never claim
		open    bool
		agent   int   // index of the worker hired; -1: none
		price   int64 // on chain
		agreed  bool
		posts   int // bounties posted, the hired one last
		noMatch bool
	}{
		{name: "countered at 10%, the worker counters back at its floor, agreed within the bid", pol: policy(t, "10%", "", 0, ""),
			agent: 0, price: 2e15, agreed: true, posts: 1},
		{name: "a bid at or below the target is hired as it is", pol: policy(t, "50%", "", 0, ""), agent: 0, price: 4e15, posts: 1},
		{name: "a counter at or above the worker's floor is accepted", pol: policy(t, "0.0025", "", 0, ""), agent: 0, price: 25e14,
			agreed: true, posts: 1},
		{name: "counter back above the limit: declined; the next bid negotiated, declined too; open bounty",
			pol: policy(t, "10%", "15%", 0, ""), silent: []int{0, 1}, open: true, agent: -1, price: 1e16, posts: 1},
		{name: "counter back above the limit: declined; the next bid hired at its price", pol: policy(t, "10%", "15%", 0, "bid"),
			agent: 1, price: 5e15, posts: 1},
		{name: "one round: a counter back is declined, within the limit or not", pol: policy(t, "10%", "", 1, "bid"),
			agent: 1, price: 5e15, posts: 1},
		{name: "the agreed agent does not claim: cancelled, the next negotiated and hired", pol: policy(t, "10%", "", 0, ""),
			silent: []int{0}, agent: 1, price: 3e15, agreed: true, posts: 2},
		{name: "no bid honoured and no open fallback", pol: policy(t, "10%", "15%", 0, ""), agent: -1, noMatch: true},
	} {
		t.Run(c.name, func(t *testing.T) {
			n.mu.Lock()
			n.silent, n.posted = map[int]bool{}, nil
			for _, i := range c.silent {
				n.silent[i] = true
			}
			n.mu.Unlock()
			h, err := n.hire(t, 1e16, escrow.HireOptions{Negotiate: c.pol, Open: c.open, ClaimWait: 2 * time.Second})
			if c.noMatch {
				if !errors.Is(err, escrow.ErrNoBid) || h.BountyID != 0 {
					t.Fatalf("%+v, %v; want ErrNoBid", h, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			n.mu.Lock()
			posted := append([]uint64(nil), n.posted...)
			n.mu.Unlock()
			if len(posted) != c.posts || posted[len(posted)-1] != h.BountyID {
				t.Fatalf("posted %v, hired %d; want %d posts", posted, h.BountyID, c.posts)
			}
			for _, id := range posted[:len(posted)-1] {
				if s := n.bounty(t, id).Status; s != escrow.StatusCancelled {
					t.Fatalf("the unclaimed hire %d is %s", id, s)
				}
			}
			b := n.bounty(t, h.BountyID)
			if b.Amount.Int64() != c.price || (h.Agreed != nil) != c.agreed {
				t.Fatalf("on chain %s, agreed %+v; want %d, agreed %v", b.Amount, h.Agreed, c.price, c.agreed)
			}
			if c.agent < 0 {
				if !h.Open || b.AgentID != 0 {
					t.Fatalf("%+v, assignee %d; want an open bounty", h, b.AgentID)
				}
				if _, err := n.m.Requester.Esc.Cancel(context.Background(), h.BountyID); err != nil { // unclaimed yet: take it back
					t.Fatal(err)
				}
				return
			}
			if b.AgentID != n.agents[c.agent] || h.Bid.AgentID != b.AgentID || h.Bid.Price.Int().Cmp(b.Amount) != 0 || b.Status == escrow.StatusOpen {
				t.Fatalf("hired %+v; on chain agent %d, %s", h.Bid, b.AgentID, b.Status)
			}
		})
	}
}
