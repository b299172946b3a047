package marketnet_test

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
	mocknet "github.com/libp2p/go-libp2p/p2p/net/mock"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/marketnet"
)

// testToken is the token the test calls pay in: amounts of a few hundred units stay above the
// escrow's least bounty, which applies to ETH (escrow.MinNativeBounty).
var testToken = common.Address{9}

// bidWorld is a requester's node and n bidders on a mocknet, each bidder owning agent i+1.
type bidWorld struct {
	req     *marketnet.Bids
	reqHost host.Host
	reqKey  *identity.Key
	bidders []*marketnet.Bids
	keys    []*identity.Key
	hosts   map[peer.ID]host.Host // the bidders' hosts
	owner   marketnet.AgentOwner
}

func newBidWorld(tb testing.TB, n int) *bidWorld {
	tb.Helper()
	mn, err := mocknet.FullMeshConnected(n + 1)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { _ = mn.Close() })
	w := &bidWorld{hosts: map[peer.ID]host.Host{}}
	w.reqKey, _ = identity.GenerateKey()
	for range n {
		k, _ := identity.GenerateKey()
		w.keys = append(w.keys, k)
	}
	owner := func(id uint64) (common.Address, bool, error) {
		if id == 0 || id > uint64(n) {
			return common.Address{}, false, nil
		}
		return w.keys[id-1].Address(), true, nil
	}
	w.owner = owner
	for i, h := range mn.Hosts() {
		x, err := marketnet.NewBids(marketnet.DefaultConfig(), marketnet.BidDeps{Host: h, Owner: owner})
		if err != nil {
			tb.Fatal(err)
		}
		if i == 0 {
			x.Start()
			tb.Cleanup(func() { _ = x.Close() })
			w.req, w.reqHost = x, h
			continue
		}
		w.bidders = append(w.bidders, x)
		w.hosts[h.ID()] = h
	}
	return w
}

func (w *bidWorld) call(tb testing.TB, window time.Duration) escrow.CallForBids {
	tb.Helper()
	now := time.Now()
	c := escrow.CallForBids{ChainID: 31337, Escrow: common.Address{7}, Skill: "echo", MaxReward: escrow.NewBigString(big.NewInt(1000)), Token: testToken,
		BidsUntil: uint64(now.Add(window).UnixMilli()), Deadline: now.Add(time.Hour).Unix(), Peer: w.reqHost.ID().String()}
	if err := c.Sign(w.reqKey, now); err != nil {
		tb.Fatal(err)
	}
	w.req.Open(c)
	return c
}

func bidFor(tb testing.TB, k *identity.Key, agent uint64, c escrow.CallForBids, price int64) escrow.Bid {
	tb.Helper()
	b := escrow.Bid{ChainID: c.ChainID, Escrow: c.Escrow, CallID: c.ID(), AgentID: agent, Price: escrow.NewBigString(big.NewInt(price)),
		Token: c.Token, Deadline: c.Deadline, PromisedSecs: 30, Expiry: c.BidsUntil + 60_000}
	if err := b.Sign(k, time.Now()); err != nil {
		tb.Fatal(err)
	}
	return b
}

// Bids over the stream: a good bid is taken; a replay, a bid over the maximum, one whose signer
// is not the worker it names, one from a key that does not own the agent, and one for a call
// the requester has not opened, and one under the escrow's least bounty in ETH are refused with
// their codes; after the window nothing is taken,
// and Collect returns the good bids.
func TestBidsRefusedWithCodes(t *testing.T) {
	ctx := context.Background()
	w := newBidWorld(t, 3)
	c := w.call(t, 2*time.Second)
	to := w.reqHost.ID()
	good := bidFor(t, w.keys[0], 1, c, 900)
	if err := w.bidders[0].Send(ctx, to, good); err != nil {
		t.Fatal(err)
	}
	stranger, _ := identity.GenerateKey()
	forged := bidFor(t, w.keys[1], 2, c, 800)
	forged.Worker = w.keys[2].Address()
	other := escrow.CallForBids{ChainID: 31337, Escrow: common.Address{7}, Skill: "echo", MaxReward: escrow.NewBigString(big.NewInt(1000)), Token: testToken,
		BidsUntil: c.BidsUntil, Deadline: c.Deadline, Peer: c.Peer}
	if err := other.Sign(w.reqKey, time.Now().Add(time.Millisecond)); err != nil {
		t.Fatal(err)
	}
	eth := escrow.CallForBids{ChainID: 31337, Escrow: common.Address{7}, Skill: "echo", MaxReward: escrow.NewBigString(big.NewInt(1e16)),
		BidsUntil: c.BidsUntil, Deadline: c.Deadline, Peer: c.Peer}
	if err := eth.Sign(w.reqKey, time.Now()); err != nil {
		t.Fatal(err)
	}
	w.req.Open(eth)
	for _, tc := range []struct {
		name string
		bid  escrow.Bid
		code string
	}{
		{"replayed", good, marketnet.BidCodeDuplicate},
		{"over the maximum", bidFor(t, w.keys[1], 2, c, 1001), marketnet.BidCodeBad},
		{"wrong signer", forged, marketnet.BidCodeBad},
		{"not the agent's owner", bidFor(t, stranger, 3, c, 500), marketnet.BidCodeNotOwner},
		{"for a call not opened", bidFor(t, w.keys[1], 2, other, 500), marketnet.BidCodeUnknownCall},
		{"1 wei, under the least bounty in ETH", bidFor(t, w.keys[1], 2, eth, 1), marketnet.BidCodeTooSmall},
	} {
		err := w.bidders[1].Send(ctx, to, tc.bid)
		if !errors.Is(err, marketnet.ErrRefused) || !strings.Contains(err.Error(), "("+tc.code+")") {
			t.Errorf("%s: %v, want refused %s", tc.name, err, tc.code)
		}
	}
	if err := w.bidders[2].Send(ctx, to, bidFor(t, w.keys[2], 3, c, 700)); err != nil {
		t.Fatal(err)
	}
	bids, err := w.req.Collect(ctx, c.ID())
	if err != nil || len(bids) != 2 {
		t.Fatalf("collected %d bids: %v", len(bids), err)
	}
	late := bidFor(t, w.keys[1], 2, c, 600)
	if err := w.bidders[1].Send(ctx, to, late); !errors.Is(err, marketnet.ErrRefused) {
		t.Fatalf("a bid after the window: %v", err)
	}
}

// BenchmarkBidWindow measures, with 10 and 100 bidders on a mocknet sending their bids during a
// 500 ms window, the time from the call until every bid is taken and from the window's end to
// the policy's choice (Collect, then RankBids). The direct hire that follows is one post.
func BenchmarkBidWindow(b *testing.B) {
	for _, n := range []int{10, 100} {
		b.Run(fmt.Sprintf("bidders=%d", n), func(b *testing.B) {
			w := newBidWorld(b, n)
			ctx := context.Background()
			var allIn, choose time.Duration
			b.ResetTimer()
			for range b.N {
				c := w.call(b, 500*time.Millisecond)
				start := time.Now()
				var wg sync.WaitGroup
				errs := make(chan error, n)
				for i, x := range w.bidders {
					wg.Add(1)
					go func() {
						defer wg.Done()
						if err := x.Send(ctx, w.reqHost.ID(), bidFor(b, w.keys[i], uint64(i+1), c, int64(500+i))); err != nil {
							errs <- err
						}
					}()
				}
				wg.Wait()
				allIn += time.Since(start)
				close(errs)
				for err := range errs {
					b.Fatal(err)
				}
				bids, err := w.req.Collect(ctx, c.ID())
				end := time.UnixMilli(int64(c.BidsUntil))
				if err != nil || len(bids) != n {
					b.Fatalf("%d bids: %v", len(bids), err)
				}
				bs := make([]escrow.Bidder, len(bids))
				for i, bid := range bids {
					bs[i] = escrow.Bidder{Bid: bid, Reputation: uint8(i % 100), Stake: big.NewInt(int64(i))}
				}
				if ranked := escrow.RankBids(bs, escrow.DefaultBidWeights()); len(ranked) != n {
					b.Fatal("ranking lost bids")
				}
				choose += time.Since(end)
			}
			b.ReportMetric(float64(allIn.Microseconds())/float64(b.N)/1000, "all-bids-in-ms")
			b.ReportMetric(float64(choose.Microseconds())/float64(b.N)/1000, "window-end-to-choice-ms")
			b.ReportMetric(0, "ns/op")
		})
	}
}
