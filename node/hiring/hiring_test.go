package hiring

import (
	"context"
	"errors"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/chainindex"
)

// bidsOf publishes calls into a list and collects fixed bids.
type bidsOf struct {
	calls []escrow.CallForBids
	bids  []escrow.Bid
}

func (b *bidsOf) Call(_ context.Context, c escrow.CallForBids) error {
	b.calls = append(b.calls, c)
	return nil
}
func (b *bidsOf) Collect(context.Context, common.Hash) ([]escrow.Bid, error) {
	return b.bids, nil
}
func (b *bidsOf) BidPeer(common.Hash, uint64) (peer.ID, bool) { return "", false }
func (b *bidsOf) Counter(context.Context, peer.ID, []byte) ([]byte, error) {
	return nil, errors.New("no")
}

// ledgerOf knows agents' stakes and reputations.
type ledgerOf map[uint64]chainindex.Agent

func (l ledgerOf) ReputationOf(id uint64) uint8 { return uint8(id * 10) }
func (l ledgerOf) Agent(id uint64) (chainindex.Agent, error) {
	a, ok := l[id]
	if !ok {
		return a, chainindex.ErrNotFound
	}
	return a, nil
}

func price(wei int64) *escrow.BigString { return escrow.NewBigString(big.NewInt(wei)) }

// A call for bids is refused before the market runs and without a reward, window and claim
// wait; a call a person chooses from is signed, names this node, and its bids come back
// ranked by price, with reputation and free stake from the ledger.
func TestCallForBids(t *testing.T) {
	key, err := identity.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	now := time.Unix(1_800_000_000, 0)
	bids := &bidsOf{bids: []escrow.Bid{{AgentID: 1, Price: price(900)}, {AgentID: 2, Price: price(500)}}}
	ledger := ledgerOf{1: {ID: 1, Stake: big.NewInt(100), Reserved: big.NewInt(40)}}
	var market *escrow.Market
	var wg sync.WaitGroup
	h := New(Config{ChainID: 31337, Escrow: common.Address{0xe5}, Peer: "12D3Koo", Weights: escrow.DefaultBidWeights()},
		Deps{Key: key, Bids: bids, Ledger: ledger, Market: func() *escrow.Market { return market }, Run: context.Background(), Wait: &wg,
			Now: func() time.Time { return now }})
	req := Request{PostRequest: escrow.PostRequest{Skill: "echo", Input: []byte(`1`), Reward: price(1000),
		Deadline: now.Add(time.Hour)}, Window: time.Second, ClaimWait: time.Second}
	if _, err := h.CallForBids(context.Background(), req); !errors.Is(err, ErrNoMarket) {
		t.Fatalf("before the market: %v", err)
	}
	market = &escrow.Market{}
	noWait := req
	noWait.ClaimWait = 0
	if _, err := h.CallForBids(context.Background(), noWait); !errors.Is(err, escrow.ErrBadParams) {
		t.Fatalf("no claim wait: %v", err)
	}
	call, err := h.CallForBids(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	wg.Wait()
	if len(bids.calls) != 1 || call.Peer != "12D3Koo" || call.ChainID != 31337 || call.BidsUntil != uint64(now.Add(time.Second).UnixMilli()) {
		t.Fatalf("published %d calls, call %+v", len(bids.calls), call)
	}
	ranked, err := h.CallBids(context.Background(), call.ID())
	if err != nil {
		t.Fatal(err)
	}
	if len(ranked) != 2 || ranked[0].Bid.AgentID != 2 || ranked[1].Stake.Int64() != 60 || ranked[1].Reputation != 10 {
		t.Fatalf("ranked %+v", ranked)
	}
	if _, err := h.OpenCall(call.ID()); err != nil {
		t.Fatal(err)
	}
}
