package test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/test/harness"
)

// claimNet is a requester and n workers that all fit every echo bounty, on one anvil.
type claimNet struct {
	tb      testing.TB
	n       *net
	req     *node.Node
	workers []*node.Node
}

// newClaimNet starts the nodes; race turns the claim intents off (every worker claims at once).
func newClaimNet(tb testing.TB, workers int, race bool) *claimNet {
	tb.Helper()
	n := newNet(tb)
	echo := []runtime.AgentConfig{{Name: "echo", Kind: runtime.KindBuiltin}}
	r := &claimNet{tb: tb, n: n}
	fast := time.Duration(50 * time.Millisecond)
	r.req = n.start(n.config(nodeSpec{name: "requester", agents: echo, poll: fast, reconcile: 100 * time.Millisecond, conns: 32}))
	for i := range workers {
		cfg := n.config(nodeSpec{name: fmt.Sprintf("worker%d", i), agents: echo, poll: fast, reconcile: 100 * time.Millisecond, conns: 32,
			bootstrap: r.req.P2PAddrs(),
			market: []node.MarketPolicy{{Agent: "echo", Stake: escrow.NewBigString(harness.Eth(100)), Skills: []string{"echo"},
				MinReward: escrow.NewBigString(big.NewInt(1))}}})
		cfg.ClaimRace = race
		r.workers = append(r.workers, n.start(cfg))
	}
	waitMesh(tb, r.req, workers)
	return r
}

// postAll posts k echo bounties at once and returns their ids and how long each took from its
// post on chain to a worker's claim on chain (as the workers' markets recorded it).
func (r *claimNet) postAll(k int) ([]uint64, []time.Duration) {
	r.tb.Helper()
	ctx := context.Background()
	ids := make([]uint64, k)
	onChain := make([]time.Time, k)
	errs := make([]error, k)
	var wg sync.WaitGroup
	for i := range k {
		wg.Add(1)
		go func() {
			defer wg.Done()
			input, _ := json.Marshal(map[string]int64{"i": int64(i), "t": time.Now().UnixNano()})
			ids[i], errs[i] = r.req.Market().Post(ctx, escrow.PostRequest{Skill: "echo", Input: input, Reward: escrow.NewBigString(big.NewInt(1e15)),
				Deadline: time.Now().Add(10 * time.Minute), ReviewWindow: 10 * time.Minute})
			onChain[i] = time.Now()
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			r.tb.Fatalf("post: %v", err)
		}
	}
	lat := make([]time.Duration, k)
	left := k
	deadline := time.Now().Add(40 * time.Second)
	for left > 0 {
		now := time.Now()
		if now.After(deadline) {
			r.tb.Fatalf("%d of %d bounties not claimed after 2 minutes", left, k)
		}
		for i, id := range ids {
			if lat[i] != 0 {
				continue
			}
			for _, w := range r.workers {
				if j, ok := w.Market().Job(id); ok && j.Stage != escrow.StageClaiming { // the claim's receipt seen
					lat[i] = max(now.Sub(onChain[i]), time.Nanosecond)
					left--
					break
				}
			}
		}
		time.Sleep(2 * time.Millisecond)
	}
	return ids, lat
}

// claimTxs counts the claim transactions sent to the escrow in blocks [from, head], and those
// whose receipt says reverted (status 0): what a lost race costs on a real chain.
func (n *net) claimTxs(from uint64) (sent, reverted int) {
	n.tb.Helper()
	ctx := context.Background()
	a, err := bindings.BountyEscrowMetaData.ParseABI()
	if err != nil {
		n.tb.Fatal(err)
	}
	claim := a.Methods["claim"].ID
	esc := n.dep.Contracts[deploy.NameBountyEscrow]
	head, err := n.rpc.BlockNumber(ctx)
	if err != nil {
		n.tb.Fatal(err)
	}
	for h := from; h <= head; h++ {
		blk, err := n.rpc.BlockByNumber(ctx, new(big.Int).SetUint64(h))
		if err != nil {
			n.tb.Fatal(err)
		}
		for _, tx := range blk.Transactions() {
			if tx.To() == nil || *tx.To() != esc || len(tx.Data()) < 4 || string(tx.Data()[:4]) != string(claim) {
				continue
			}
			sent++
			rc, err := n.rpc.TransactionReceipt(ctx, tx.Hash())
			if err != nil {
				n.tb.Fatal(err)
			}
			if rc.Status == types.ReceiptStatusFailed {
				reverted++
			}
		}
	}
	return sent, reverted
}

// escrowGas sums the gas of the escrow transactions in blocks [from, head] by method (anvil
// receipts), reverted ones included.
func (n *net) escrowGas(from uint64) map[string]uint64 {
	n.tb.Helper()
	ctx := context.Background()
	a, err := bindings.BountyEscrowMetaData.ParseABI()
	if err != nil {
		n.tb.Fatal(err)
	}
	esc := n.dep.Contracts[deploy.NameBountyEscrow]
	out := map[string]uint64{}
	for h := from; h <= n.headBlock(); h++ {
		blk, err := n.rpc.BlockByNumber(ctx, new(big.Int).SetUint64(h))
		if err != nil {
			n.tb.Fatal(err)
		}
		for _, tx := range blk.Transactions() {
			if tx.To() == nil || *tx.To() != esc || len(tx.Data()) < 4 {
				continue
			}
			m, err := a.MethodById(tx.Data()[:4])
			if err != nil {
				continue
			}
			rc, err := n.rpc.TransactionReceipt(ctx, tx.Hash())
			if err != nil {
				n.tb.Fatal(err)
			}
			out[m.Name] += rc.GasUsed
		}
	}
	return out
}

func (n *net) headBlock() uint64 {
	n.tb.Helper()
	h, err := n.rpc.BlockNumber(context.Background())
	if err != nil {
		n.tb.Fatal(err)
	}
	return h
}

// Issue 13: ten workers fit every bounty; with claim intents each bounty gets one claim
// transaction and none reverts (receipts read from the chain), and every bounty is claimed.
func TestClaimIntentsTenWorkersNoRevertedClaims(t *testing.T) {
	r := newClaimNet(t, 10, false)
	from := r.n.headBlock()
	const k = 6
	ids, lat := r.postAll(k)
	sent, reverted := r.n.claimTxs(from)
	slices.Sort(lat)
	t.Logf("%d bounties: %d claim transactions, %d reverted; post → claim p50 %s", k, sent, reverted, lat[len(lat)/2])
	if reverted != 0 || sent != k {
		t.Fatalf("%d claim transactions for %d bounties, %d reverted", sent, k, reverted)
	}
	for _, id := range ids {
		if s := r.n.status(r.req.Escrow(), id); s == escrow.StatusOpen {
			t.Fatalf("bounty %d still open", id)
		}
	}
	var yielded int64
	for _, w := range r.workers {
		yielded += w.Intents().Stats().Yielded
	}
	if yielded == 0 {
		t.Fatal("no worker yielded a bounty to another: the intents were not seen")
	}
}

// BenchmarkClaimCoordination measures, with 10 workers fitting every bounty, the claim
// transactions and reverted claims (receipts with status 0) per bounty and the post → claim
// latency, with claim intents and with the race they replace, for bounties posted one at a time
// and ten at once.
func BenchmarkClaimCoordination(b *testing.B) {
	for _, burst := range []int{1, 10} {
		for _, race := range []bool{false, true} {
			name := "intents"
			if race {
				name = "race"
			}
			b.Run(fmt.Sprintf("%s/workers=10/burst=%d", name, burst), func(b *testing.B) {
				r := newClaimNet(b, 10, race)
				from := r.n.headBlock()
				var all []time.Duration
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					_, lat := r.postAll(burst)
					all = append(all, lat...)
				}
				b.StopTimer()
				sent, reverted := r.n.claimTxs(from)
				var early int64
				for _, w := range r.workers {
					early += w.Intents().Stats().DrawnFirst
				}
				slices.Sort(all)
				b.ReportMetric(float64(reverted)/float64(len(all)), "reverted-claims/bounty")
				b.ReportMetric(float64(sent)/float64(len(all)), "claim-tx/bounty")
				b.ReportMetric(float64(all[len(all)/2].Milliseconds()), "claim-p50-ms")
				b.ReportMetric(float64(all[(len(all)*95)/100].Milliseconds()), "claim-p95-ms")
				b.ReportMetric(float64(all[(len(all)*99)/100].Milliseconds()), "claim-p99-ms")
				b.ReportMetric(float64(early)/float64(len(all)), "drawn-first/bounty")
				b.ReportMetric(0, "ns/op")
			})
		}
	}
}
