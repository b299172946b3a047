package test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/test/harness"
)

// seller is a worker's asking price and floor (its least reward), in wei; silent: its policy
// refuses every claim (it wants an hour left before the deadline), so it bids, negotiates,
// and never honours a hire.
type seller struct {
	ask, floor int64
	silent     bool
}

// autoNet is a requester and one worker node per seller, on anvil and loopback libp2p, with
// their configs (to restart a worker on its data directory).
func autoNet(t *testing.T, sellers ...seller) (*net, *node.Node, []*node.Node, []node.Config) {
	t.Helper()
	n := newNet(t)
	echo := []runtime.AgentConfig{{Name: "echo", Kind: runtime.KindBuiltin}}
	req := n.start(n.config(nodeSpec{name: "requester", agents: echo, poll: 50 * time.Millisecond, reconcile: 100 * time.Millisecond}))
	var workers []*node.Node
	var cfgs []node.Config
	for i, s := range sellers {
		pol := node.MarketPolicy{Agent: "echo", Stake: escrow.NewBigString(harness.Eth(100)), Skills: []string{"echo"},
			MinReward: escrow.NewBigString(big.NewInt(s.floor)), BidPrice: escrow.NewBigString(big.NewInt(s.ask))}
		if s.silent {
			pol.MinTimeLeft = node.Duration(time.Hour)
		}
		cfg := n.config(nodeSpec{name: fmt.Sprintf("seller%d", i), agents: echo, poll: 50 * time.Millisecond,
			reconcile: 100 * time.Millisecond, bootstrap: req.P2PAddrs(), market: []node.MarketPolicy{pol}})
		workers, cfgs = append(workers, n.start(cfg)), append(cfgs, cfg)
	}
	waitMesh(t, req, len(workers))
	warmBids(t, req, len(workers))
	return n, req, workers, cfgs
}

// warmBids opens calls for bids until k bids come back: a call published before the bid-call
// topic's subscriptions are known reaches nobody. It returns the last call and its bids.
func warmBids(t *testing.T, req *node.Node, k int) (escrow.CallForBids, []escrow.Bidder) {
	t.Helper()
	for try := 0; try < 10; try++ {
		c, err := req.Hiring().CallForBids(context.Background(), bidRequest(500*time.Millisecond, 10*time.Second))
		if err != nil {
			t.Fatal(err)
		}
		bs, err := req.Hiring().CallBids(context.Background(), c.ID())
		if err != nil {
			t.Fatal(err)
		}
		if len(bs) == k {
			return c, bs
		}
	}
	t.Fatalf("fewer than %d bids after 10 calls", k)
	return escrow.CallForBids{}, nil
}

// hireResult is bounty.hire's answer.
type hireResult struct {
	BountyID   uint64            `json:"bountyId"`
	AgentID    uint64            `json:"agentId"`
	Price      *escrow.BigString `json:"price"`
	Negotiated bool              `json:"negotiated"`
	Open       bool              `json:"open"`
}

// hireNegotiated calls bounty.hire (0.01 ETH at most) through the API with the token.
func hireNegotiated(t *testing.T, req *node.Node, neg *apitypes.NegotiateParams, claimWait string, open bool) hireResult {
	t.Helper()
	p := apitypes.BountyHireParams{BountyPostParams: apitypes.BountyPostParams{Skill: "echo", Input: json.RawMessage(`{"text":"bid"}`), Reward: "0.01",
		Deadline: "10m"}, BidWindow: "1s", ClaimWait: claimWait, Negotiate: neg, OpenFallback: open}
	var res hireResult
	if err := (&testnet{t: t, ctx: context.Background()}).api(req, "bounty.hire", p, &res); err != nil {
		t.Fatal(err)
	}
	return res
}

// ledger reads balances at one block, to compare money to the wei.
type ledger struct {
	n     *net
	block uint64
}

func (n *net) ledger() ledger { return ledger{n: n, block: n.headBlock()} }

func (l ledger) balance(a common.Address) *big.Int {
	l.n.tb.Helper()
	b, err := l.n.rpc.BalanceAt(context.Background(), a, new(big.Int).SetUint64(l.block))
	if err != nil {
		l.n.tb.Fatal(err)
	}
	return b
}

// gasPaid sums the fees account paid in blocks (from.block, to.block].
func (n *net) gasPaid(account common.Address, from, to ledger) *big.Int {
	n.tb.Helper()
	sum := new(big.Int)
	signer := types.LatestSignerForChainID(new(big.Int).SetUint64(n.dep.ChainID))
	for h := from.block + 1; h <= to.block; h++ {
		blk, err := n.rpc.BlockByNumber(context.Background(), new(big.Int).SetUint64(h))
		if err != nil {
			n.tb.Fatal(err)
		}
		for _, tx := range blk.Transactions() {
			if s, err := types.Sender(signer, tx); err != nil || s != account {
				continue
			}
			rc, err := n.rpc.TransactionReceipt(context.Background(), tx.Hash())
			if err != nil {
				n.tb.Fatal(err)
			}
			sum.Add(sum, new(big.Int).Mul(new(big.Int).SetUint64(rc.GasUsed), rc.EffectiveGasPrice))
		}
	}
	return sum
}

// settled waits until the requester accepted bounty id and recorded it done (its feedback sent).
func settled(t *testing.T, n *net, req *node.Node, id uint64) {
	t.Helper()
	waitFor(t, 60*time.Second, "the hire accepted and recorded", func() bool {
		j, ok := req.Market().Job(id)
		return n.status(req.Escrow(), id) == escrow.StatusAccepted && ok && j.Stage == escrow.StageDone
	})
}

// checkMoney checks, to the wei, that from `before` to now the requester paid price plus its
// gas (whatever was escrowed and cancelled came back) and the hired agent's wallet gained
// price less the 1% fee.
func checkMoney(t *testing.T, n *net, req *node.Node, wallet common.Address, before ledger, price int64) {
	t.Helper()
	after := n.ledger()
	spent := new(big.Int).Sub(before.balance(req.Account()), after.balance(req.Account()))
	want := new(big.Int).Add(big.NewInt(price), n.gasPaid(req.Account(), before, after))
	if spent.Cmp(want) != 0 {
		t.Fatalf("the requester spent %s, want the price %d plus its gas: %s", spent, price, want)
	}
	gained := new(big.Int).Sub(after.balance(wallet), before.balance(wallet))
	if fee := price / 100; gained.Int64() != price-fee {
		t.Fatalf("the agent's wallet gained %s, want %d less the fee %d", gained, price, fee)
	}
}

func walletOf(t *testing.T, w *node.Node) common.Address {
	t.Helper()
	a, ok := w.AgentAddress("echo")
	if !ok {
		t.Fatal("no echo agent wallet")
	}
	return a
}

// bounty.hire negotiates on its own over /agentsite/bid/1: the worker asks 4e15 with a floor of
// 2e15; the requester counters at 10% of its 1e16 maximum; the worker counters back at its
// floor, which the requester accepts (within the bid). The hire is posted at the agreed 2e15,
// claimed once, and paid to the wei; the difference to the maximum is never escrowed.
func TestAutoNegotiatedHirePaidAgreedPrice(t *testing.T) {
	n, req, workers, _ := autoNet(t, seller{ask: 4e15, floor: 2e15})
	wallet := walletOf(t, workers[0])
	before, from := n.ledger(), n.headBlock()
	res := hireNegotiated(t, req, &apitypes.NegotiateParams{Target: "10%"}, "10s", false)
	if !res.Negotiated || res.Price.Int().Int64() != 2e15 {
		t.Fatalf("hired %+v, want the negotiated 2e15", res)
	}
	if b := n.bountyOf(req, res.BountyID); b.Amount.Int64() != 2e15 || b.AgentID != res.AgentID {
		t.Fatalf("on chain: %s for agent %d", b.Amount, b.AgentID)
	}
	settled(t, n, req, res.BountyID)
	checkMoney(t, n, req, wallet, before, 2e15)
	if sent, reverted := n.claimTxs(from); sent != 1 || reverted != 0 {
		t.Fatalf("%d claims, %d reverted", sent, reverted)
	}
	gas := n.escrowGas(from + 1)
	t.Logf("gas of the negotiated hire, by escrow method: %v (total %d)", gas, gas["post"]+gas["claim"]+gas["submit"]+gas["accept"])
}

// The first-ranked worker will not come down to the requester's limit (its floor 3e15 is above
// 20% of the maximum): its counter back is declined, and with next "bid" the second bidder is
// hired at its own price, 5e15, and paid it. The first worker sends no transaction, and no
// bounty was posted for it.
func TestAutoNegotiationRefusedFallsBackToNextBidder(t *testing.T) {
	n, req, workers, _ := autoNet(t, seller{ask: 3e15, floor: 3e15}, seller{ask: 5e15, floor: 5e15})
	wallet := walletOf(t, workers[1])
	id1, _ := workers[1].AgentID("echo")
	before := n.ledger()
	res := hireNegotiated(t, req, &apitypes.NegotiateParams{Target: "10%", Limit: "20%", Next: "bid"}, "10s", false)
	if res.Negotiated || res.AgentID != id1 || res.Price.Int().Int64() != 5e15 {
		t.Fatalf("hired %+v, want agent %d at its bid 5e15", res, id1)
	}
	settled(t, n, req, res.BountyID)
	checkMoney(t, n, req, wallet, before, 5e15)
	if calls := n.escrowCalls(workers[0].Account()); len(calls) != 0 {
		t.Fatalf("the refusing worker sent %v", calls)
	}
	if calls := n.escrowCalls(req.Account()); calls["post"] != 1 || calls["cancel"] != 0 {
		t.Fatalf("the requester sent %v, want one post", calls)
	}
}

// The agreed agent does not claim: after the claim wait the requester cancels (the escrow comes
// back to the wei), negotiates with the next bidder (floor 3e15), and hires it at the agreed
// 3e15, which it claims and is paid. bounty.hire answers with the second hire.
func TestAutoNegotiatedAgentNotClaimingFallsBack(t *testing.T) {
	n, req, workers, _ := autoNet(t, seller{ask: 4e15, floor: 2e15, silent: true}, seller{ask: 5e15, floor: 3e15})
	wallet := walletOf(t, workers[1])
	before := n.ledger()
	res := hireNegotiated(t, req, &apitypes.NegotiateParams{Target: "10%"}, "2s", false)
	id1, _ := workers[1].AgentID("echo")
	if !res.Negotiated || res.AgentID != id1 || res.Price.Int().Int64() != 3e15 {
		t.Fatalf("hired %+v, want agent %d at the negotiated 3e15", res, id1)
	}
	first := n.bountyOf(req, res.BountyID-1)
	if first.Status != escrow.StatusCancelled || first.Amount.Int64() != 2e15 {
		t.Fatalf("the first hire: %s at %s, want cancelled at the agreed 2e15", first.Status, first.Amount)
	}
	settled(t, n, req, res.BountyID)
	checkMoney(t, n, req, wallet, before, 3e15) // the cancelled 2e15 came back whole
	if calls := n.escrowCalls(workers[0].Account()); len(calls) != 0 {
		t.Fatalf("the silent worker sent %v", calls)
	}
}

// When no bid is honoured and the hire asks for it, the task goes out as an open bounty at the
// maximum, which any fitting worker may claim.
func TestAutoNegotiationOpenFallback(t *testing.T) {
	n, req, _, _ := autoNet(t, seller{ask: 3e15, floor: 3e15})
	res := hireNegotiated(t, req, &apitypes.NegotiateParams{Target: "10%", Limit: "20%"}, "2s", true)
	if !res.Open {
		t.Fatalf("hired %+v, want an open bounty", res)
	}
	if b := n.bountyOf(req, res.BountyID); b.Amount.Int64() != 1e16 {
		t.Fatalf("the open bounty pays %s, want the maximum", b.Amount)
	}
	if calls := n.escrowCalls(req.Account()); calls["post"] != 1 {
		t.Fatalf("the requester sent %v, want the open bounty's post alone", calls)
	}
	settled(t, n, req, res.BountyID) // the worker whose bid was declined takes it open, at the maximum

	// A call a person chooses from is negotiated with bounty.counter: bounty.call refuses a
	// negotiation policy or an open fallback (invalid params), before anything is published.
	for _, p := range []apitypes.BountyHireParams{{Negotiate: &apitypes.NegotiateParams{Target: "10%"}}, {OpenFallback: true}} {
		p.BountyPostParams = apitypes.BountyPostParams{Skill: "echo", Input: json.RawMessage(`{"text":"bid"}`), Reward: "0.01", Deadline: "10m"}
		var call map[string]any
		if err := (&testnet{t: t, ctx: context.Background()}).api(req, "bounty.call", p, &call); err == nil || !strings.Contains(err.Error(), "-32602") {
			t.Fatalf("bounty.call with %+v: %v", p, err)
		}
	}
}

// A worker restarted between its bid (negotiated to an agreement with a person, bounty.counter)
// and the hire still claims the hire on the agreed terms: its bids and negotiations are in
// badger. Paid the agreed price to the wei.
func TestWorkerRestartedBetweenBidAndHireClaims(t *testing.T) {
	n, req, workers, cfgs := autoNet(t, seller{ask: 4e15, floor: 2e15})
	call, bids := warmBids(t, req, 1)
	agreed, ok, err := req.Hiring().Negotiate(context.Background(), call.ID(), bids[0].Bid.AgentID, escrow.NewBigString(big.NewInt(1e15)),
		time.Unix(call.Deadline, 0), 15*time.Minute)
	if err != nil || !ok || agreed.Price.Int().Int64() != 2e15 {
		t.Fatalf("agreed %v on %+v: %v", ok, agreed, err)
	}
	wallet := walletOf(t, workers[0])
	if err := workers[0].Close(); err != nil {
		t.Fatal(err)
	}
	restarted := n.start(cfgs[0])
	if msgs, ok := restarted.Market().Negotiation(call.ID()); !ok || len(msgs) != 3 {
		t.Fatalf("the restarted worker's negotiation: %+v (%v)", msgs, ok)
	}
	waitMesh(t, req, 1)
	before := n.ledger()
	h, err := req.Hiring().Choose(context.Background(), call.ID(), bids[0].Bid.AgentID)
	if err != nil {
		t.Fatal(err)
	}
	if b := n.bountyOf(req, h.BountyID); b.Amount.Int64() != 2e15 || b.ReviewWindow != 15*time.Minute {
		t.Fatalf("the hire on chain: %s, review %s", b.Amount, b.ReviewWindow)
	}
	settled(t, n, req, h.BountyID)
	checkMoney(t, n, req, wallet, before, 2e15)
	if calls := n.escrowCalls(restarted.Account()); calls["claim"] != 1 {
		t.Fatalf("the restarted worker sent %v", calls)
	}
}
