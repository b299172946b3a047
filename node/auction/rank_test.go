package auction

import (
	"context"
	"math/big"
	"math/rand/v2"
	"testing"
	"time"
)

func eth(x float64) *big.Int {
	f, _ := new(big.Float).Mul(big.NewFloat(x), big.NewFloat(1e18)).Int(nil)
	return f
}

func TestTrustGradient(t *testing.T) {
	w := DefaultWeights()
	w.Explore = 0
	veteran := Offer{Bid: Bid{Agent: "veteran", LatencyMs: 10}, Trust: Trust{Active: true, Stake: eth(500), Reputation: 95, Paid: eth(20), Count: 40}}
	newcomer := Offer{Bid: Bid{Agent: "newcomer", LatencyMs: 10}, Trust: Trust{Active: true, Stake: eth(1), Paid: new(big.Int)}}
	for _, tc := range []struct {
		name                  string
		max, vetPrice, nPrice *big.Int
		want                  string
	}{
		// A cheap ask goes on price: the newcomer at half the veteran's price wins.
		{"cheap", eth(0.0001), eth(0.00008), eth(0.00004), "newcomer"},
		// A valuable ask goes on trust: the veteran wins at twice the newcomer's price.
		{"valuable", eth(1), eth(0.8), eth(0.4), "veteran"},
		// At equal prices trust decides whatever the value.
		{"cheap, equal prices", eth(0.0001), eth(0.00005), eth(0.00005), "veteran"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, n := veteran, newcomer
			v.Price, n.Price = tc.vetPrice, tc.nPrice
			order, explored := w.Rank([]Offer{n, v}, tc.max, 1000, 0)
			if order[0].Bid.Agent != tc.want || explored {
				t.Fatalf("first %s (explored %v), want %s; scores newcomer %.3f veteran %.3f", order[0].Bid.Agent, explored, tc.want,
					w.Score(n, tc.max, 1000), w.Score(v, tc.max, 1000))
			}
		})
	}
}

func TestLatencyAndOwnRecordCount(t *testing.T) {
	w := DefaultWeights()
	base := Offer{Price: big.NewInt(50), Trust: Trust{Active: true, Stake: eth(100), Paid: new(big.Int)}}
	fast, slow, flaky := base, base, base
	fast.Bid, slow.Bid, flaky.Bid = Bid{Agent: "fast", LatencyMs: 10}, Bid{Agent: "slow", LatencyMs: 10}, Bid{Agent: "flaky", LatencyMs: 10}
	slow.Seen = Observed{OK: 5, LatencyMs: 400} // promised 10 ms, took 400
	flaky.Seen = Observed{OK: 1, Failed: 3, LatencyMs: 10}
	order, _ := w.Rank([]Offer{slow, flaky, fast}, eth(0.01), 1000, 1)
	// flaky failed 3 of our 4 calls: it goes after every agent that is not failing us.
	if order[0].Bid.Agent != "fast" || order[1].Bid.Agent != "slow" || order[2].Bid.Agent != "flaky" {
		t.Fatalf("order %s %s %s, want fast, slow, flaky", order[0].Bid.Agent, order[1].Bid.Agent, order[2].Bid.Agent)
	}
}

// Over many cheap asks, the newcomer wins the exploration share and no more; valuable asks
// are never explored.
func TestExplorationShare(t *testing.T) {
	w := DefaultWeights()
	w.Explore = 0.1
	vet := Offer{Bid: Bid{Agent: "veteran"}, Price: eth(0.0001), Trust: Trust{Active: true, Stake: eth(500), Reputation: 90, Paid: eth(5), Count: 9}}
	nc := Offer{Bid: Bid{Agent: "newcomer"}, Price: eth(0.0009), Trust: Trust{Active: true, Stake: eth(1), Paid: new(big.Int)}}
	rnd := rand.New(rand.NewPCG(7, 7))
	const n = 10000
	won := map[string]int{}
	for range n {
		order, _ := w.Rank([]Offer{vet, nc}, w.ExploreMaxValue, 1000, rnd.Float64())
		won[order[0].Bid.Agent]++
	}
	if got := float64(won["newcomer"]) / n; got < 0.09 || got > 0.11 {
		t.Fatalf("newcomer won %.3f of cheap asks, want the 0.1 share (±0.01)", got)
	}
	for range 1000 {
		if order, explored := w.Rank([]Offer{vet, nc}, eth(1), 1000, rnd.Float64()); explored || order[0].Bid.Agent != "veteran" {
			t.Fatal("a valuable ask was explored")
		}
	}
}

// The exploration share seen end to end: 200 auctions among 4 bidders, one a newcomer (no
// record) bidding higher than the others: it wins the share of them, and the rest go by price.
func TestExplorationShareOverAuctions(t *testing.T) {
	const n = 200
	w := newWorld(t, 4, 0, func(c *Config) {
		c.Weights.Explore = 0.25
		c.Weights.ExploreMaxValue = wei(1000)
		c.Weights.ExploreCalls = n
	})
	for i, b := range w.bs {
		if i < 3 {
			w.ledger.set(b.key.Address(), Trust{Active: true, Stake: eth(100), Reputation: 100, Paid: eth(1), Count: 3})
		}
	}
	won := map[string]int{}
	explored := 0
	for range n {
		w.clock.advance(time.Second) // the bidders' rate limits refill
		res, err := w.req.Ask(context.Background(), request())
		if err != nil {
			t.Fatal(err)
		}
		won[res.Winner.Name]++
		if res.Explored {
			explored++
		}
	}
	// With the requester's seeded draw the count is exact; the share is what matters.
	if share := float64(won["a4"]) / n; won["a4"] != explored || share < 0.18 || share > 0.32 {
		t.Fatalf("newcomer a4 won %d of %d (explored %d), want about a quarter", won["a4"], n, explored)
	}
	if won["a1"] != n-won["a4"] {
		t.Fatalf("wins %v: the rest should go to the cheapest, a1", won)
	}
}
