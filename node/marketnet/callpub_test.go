package marketnet_test

import (
	"context"
	"encoding/json"
	"math/big"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/host"
	mocknet "github.com/libp2p/go-libp2p/p2p/net/mock"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/marketnet"
	"github.com/agentsite/agentsite/node/p2p"
)

// callNet is a requester and one bidder (owning agent 1) on a mocknet whose hosts are linked
// but not connected, each with a GossipSub router built with opts and joined to CallTopic as
// the node joins it (validator, subscription, Watch). bids counts the bidder's answers.
type callNet struct {
	mn      mocknet.Mocknet
	req     *marketnet.Bids
	reqHost host.Host
	reqKey  *identity.Key
	reqTop  *pubsub.Topic
	bids    atomic.Int32
}

func newCallNet(t *testing.T, opts []pubsub.Option) *callNet {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	mn, err := mocknet.FullMeshLinked(2)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = mn.Close() })
	c := &callNet{mn: mn}
	c.reqKey, _ = identity.GenerateKey()
	bidKey, _ := identity.GenerateKey()
	owner := func(id uint64) (common.Address, bool, error) { return bidKey.Address(), id == 1, nil }
	for i, h := range mn.Hosts() {
		ps, err := pubsub.NewGossipSub(ctx, h, slices.Clone(opts)...)
		if err != nil {
			t.Fatal(err)
		}
		d := marketnet.BidDeps{Host: h, Owner: owner}
		if i == 1 {
			d.Bid = func(call escrow.CallForBids) (escrow.Bid, error) {
				c.bids.Add(1)
				return bidFor(t, bidKey, 1, call, 500), nil
			}
		}
		var validated atomic.Int64
		x, top := joinCalls(t, ctx, ps, d, &validated)
		if i == 0 {
			c.req, c.reqHost, c.reqTop = x, h, top
		}
	}
	return c
}

// signedCall is a call of the requester's whose bid window ends after window.
func (c *callNet) signedCall(t *testing.T, window time.Duration) escrow.CallForBids {
	t.Helper()
	now := time.Now()
	call := escrow.CallForBids{ChainID: 31337, Escrow: common.Address{7}, Skill: "echo", MaxReward: escrow.NewBigString(big.NewInt(1000)), Token: testToken,
		BidsUntil: uint64(now.Add(window).UnixMilli()), Deadline: now.Add(time.Hour).Unix(), Peer: c.reqHost.ID().String()}
	if err := call.Sign(c.reqKey, now); err != nil {
		t.Fatal(err)
	}
	return call
}

// A call for bids made right after the nodes connect (before the requester knows any peer in
// the topic, and before the topic's mesh forms) gets the bidder's bid, on the node's router
// (flood publishing) and on the library's default one (mesh only), where only a repeat of the
// call reaches the bidder; the bidder answers the call once.
func TestCallRightAfterConnectGetsBids(t *testing.T) {
	for _, tc := range []struct {
		name string
		opts []pubsub.Option
	}{
		{"node's router", p2p.GossipOptions()},
		{"library default router", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := newCallNet(t, tc.opts)
			ctx := context.Background()
			if err := c.mn.ConnectAllButSelf(); err != nil {
				t.Fatal(err)
			}
			call := c.signedCall(t, 3*time.Second)
			if err := c.req.Call(ctx, call); err != nil {
				t.Fatal(err)
			}
			bids, err := c.req.Collect(ctx, call.ID())
			if err != nil || len(bids) != 1 || bids[0].AgentID != 1 {
				t.Fatalf("collected %+v (%v), want the bidder's one bid", bids, err)
			}
			if n := c.bids.Load(); n != 1 {
				t.Fatalf("the bidder answered %d times, want once", n)
			}
		})
	}
}

// A call heard again (a requester's repeat) is not answered again.
func TestRepeatedCallAnsweredOnce(t *testing.T) {
	c := newCallNet(t, p2p.GossipOptions())
	ctx := context.Background()
	if err := c.mn.ConnectAllButSelf(); err != nil {
		t.Fatal(err)
	}
	call := c.signedCall(t, 2*time.Second)
	if err := c.req.Call(ctx, call); err != nil {
		t.Fatal(err)
	}
	raw, err := json.Marshal(call)
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if err := c.reqTop.Publish(ctx, raw); err != nil {
			t.Fatal(err)
		}
	}
	bids, err := c.req.Collect(ctx, call.ID())
	if err != nil || len(bids) != 1 {
		t.Fatalf("collected %+v (%v), want one bid", bids, err)
	}
	if n := c.bids.Load(); n != 1 {
		t.Fatalf("the bidder answered a call heard 4 times %d times, want once", n)
	}
}
