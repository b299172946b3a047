package marketnet_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"math/big"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
	mocknet "github.com/libp2p/go-libp2p/p2p/net/mock"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/marketnet"
	"github.com/agentsite/agentsite/test/harness"
)

// offerOnAnnounce is a requester's Announcer that offers each bounty it posts to the worker's
// market, as the bounty topic does between nodes.
type offerOnAnnounce struct {
	worker func() *escrow.Market
	wg     *sync.WaitGroup
}

func (o offerOnAnnounce) Announce(_ context.Context, a escrow.Announcement) error {
	o.wg.Add(1)
	go func() { defer o.wg.Done(); _ = o.worker().Offer(context.Background(), a.BountyID, a.Peer) }()
	return nil
}

// joinCalls joins a router to CallTopic as the node does (validator, subscription, Watch),
// counting the messages the validator saw in validated.
func joinCalls(tb testing.TB, ctx context.Context, ps *pubsub.PubSub, d marketnet.BidDeps, validated *atomic.Int64) (*marketnet.Bids, *pubsub.Topic) {
	tb.Helper()
	top, err := ps.Join(marketnet.CallTopic)
	if err != nil {
		tb.Fatal(err)
	}
	d.Topic = top
	x, err := marketnet.NewBids(marketnet.DefaultConfig(), d)
	if err != nil {
		tb.Fatal(err)
	}
	validate := x.ValidateCall(31337)
	if err := ps.RegisterTopicValidator(marketnet.CallTopic, func(c context.Context, p peer.ID, m *pubsub.Message) pubsub.ValidationResult {
		validated.Add(1)
		return validate(c, p, m)
	}); err != nil {
		tb.Fatal(err)
	}
	sub, err := top.Subscribe()
	if err != nil {
		tb.Fatal(err)
	}
	x.Start()
	tb.Cleanup(func() { _ = x.Close() })
	go x.Watch(ctx, sub, slog.New(slog.DiscardHandler))
	return x, top
}

// BenchmarkBidFloodTwoNodes is issue 18's bid-book attack between two nodes on loopback libp2p
// and anvil: 10 throwaway peers, each forwarding at the call topic's rate (5 a second), send
// 1,400 calls for bids from throwaway accounts with 24 h windows, then 1,400 with the longest
// window (10 min). Halfway through the second flood the requester, which owns an active agent,
// hires by bids (call, bids, direct hire, claim). Reported: the worker's bid book after each
// flood (book-24h, book-10min), the bids it made and refused, the calls it dropped while busy,
// and the honest hire (hire-ok 1 when claimed, hire-s its duration).
func BenchmarkBidFloodTwoNodes(b *testing.B) {
	for range b.N {
		bidFloodTwoNodes(b)
	}
}

func bidFloodTwoNodes(b *testing.B) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	m := harness.NewMarket(b)
	cfg := marketnet.DefaultConfig()
	var wg sync.WaitGroup
	defer wg.Wait()
	var work *side
	honest := m.Requester.Key.Address()
	staked := func(a common.Address) (bool, error) { return a == honest, nil } // the chain index's MinStakeOK
	req := newSide(b, m, m.Requester, cfg, nil, nil, func(d *escrow.Deps) {
		d.Announcer = offerOnAnnounce{worker: func() *escrow.Market { return work.mk }, wg: &wg}
	})
	pol := []escrow.Policy{{Agent: "upper", AgentID: m.AgentID, Skills: []string{"upper"}, MinReward: escrow.NewBigString(big.NewInt(1e15))}}
	work = newSide(b, m, m.Worker, cfg, upper{}, pol, func(d *escrow.Deps) { d.RequesterStaked = staked })
	connect(b, work.h, req.h)
	owner := func(id uint64) (common.Address, bool, error) { return m.Worker.Key.Address(), id == m.AgentID, nil }
	var reqSeen, workSeen atomic.Int64
	router := func(h host.Host) *pubsub.PubSub {
		ps, err := pubsub.NewGossipSub(ctx, h)
		if err != nil {
			b.Fatal(err)
		}
		return ps
	}
	reqBids, _ := joinCalls(b, ctx, router(req.h), marketnet.BidDeps{Host: req.h, Owner: owner}, &reqSeen)
	workBids, _ := joinCalls(b, ctx, router(work.h), marketnet.BidDeps{Host: work.h, Owner: owner, Staked: staked,
		Bid: func(call escrow.CallForBids) (escrow.Bid, error) {
			return work.mk.MakeBid(call, 5*time.Minute, time.Now())
		}}, &workSeen)
	var attackers []*pubsub.Topic
	var names []string
	for range 10 {
		h := newHost(b)
		connect(b, h, work.h)
		top, err := router(h).Join(marketnet.CallTopic)
		if err != nil {
			b.Fatal(err)
		}
		attackers, names = append(attackers, top), append(names, h.ID().String())
	}
	for end := time.Now().Add(10 * time.Second); len(attackers[9].ListPeers()) == 0; {
		if time.Now().After(end) {
			b.Fatal("call mesh not formed")
		}
		time.Sleep(20 * time.Millisecond)
	}
	time.Sleep(1500 * time.Millisecond) // the first heartbeat builds the mesh

	flood := func(window time.Duration, midway func()) {
		var fw sync.WaitGroup
		for a, top := range attackers {
			fw.Add(1)
			go func() {
				defer fw.Done()
				tick := time.NewTicker(200 * time.Millisecond) // the forwarder's rate
				defer tick.Stop()
				for i := range 140 {
					if a == 0 && i == 70 && midway != nil {
						go midway()
					}
					k, _ := identity.GenerateKey()
					now := time.Now()
					c := escrow.CallForBids{ChainID: m.Anvil.ChainID, Escrow: m.Requester.Esc.Address(), Skill: "upper",
						MaxReward: escrow.NewBigString(big.NewInt(1e16)), BidsUntil: uint64(now.Add(window).UnixMilli()),
						Deadline: now.Add(48 * time.Hour).Unix(), Peer: names[a]}
					if err := c.Sign(k, now); err != nil {
						b.Error(err)
						return
					}
					raw, _ := json.Marshal(c)
					_ = top.Publish(ctx, raw)
					<-tick.C
				}
			}()
		}
		fw.Wait()
		// Until the worker has answered every call it took (answers fail fast: the throwaway
		// peers serve no bid protocol).
		for end := time.Now().Add(30 * time.Second); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
			st := workBids.Stats()
			if st.Heard == st.Busy+st.Repeats+st.Bid+st.NoBid+st.Failed {
				break
			}
		}
	}

	flood(24*time.Hour, nil)
	b.ReportMetric(float64(work.mk.OpenBids()), "book-24h")
	var hireOK, hireSecs float64
	var hw sync.WaitGroup
	hw.Add(1)
	flood(escrow.MaxCallWindow, func() {
		defer hw.Done()
		start := time.Now()
		now := time.Now()
		call := escrow.CallForBids{ChainID: m.Anvil.ChainID, Escrow: m.Requester.Esc.Address(), Skill: "upper",
			MaxReward: escrow.NewBigString(big.NewInt(1e16)), BidsUntil: uint64(now.Add(2 * time.Second).UnixMilli()),
			Deadline: now.Add(time.Hour).Unix(), Peer: req.h.ID().String()}
		if err := call.Sign(m.Requester.Key, now); err != nil {
			b.Error(err)
			return
		}
		if err := reqBids.Call(ctx, call); err != nil {
			b.Error(err)
			return
		}
		bids, err := reqBids.Collect(ctx, call.ID())
		if err != nil {
			b.Error(err)
			return
		}
		ranked := make([]escrow.Bidder, 0, len(bids))
		for _, bid := range bids {
			ranked = append(ranked, escrow.Bidder{Bid: bid, Stake: new(big.Int)})
		}
		h, err := req.mk.HireBids(ctx, call, escrow.PostRequest{Skill: "upper", Input: json.RawMessage(`{"text":"honest"}`),
			ReviewWindow: 10 * time.Minute}, escrow.RankBids(ranked, escrow.DefaultBidWeights()), escrow.HireOptions{ClaimWait: 20 * time.Second})
		if err != nil {
			b.Logf("honest hire under the flood: %v", err)
			return
		}
		if s := m.Status(h.BountyID); s != escrow.StatusOpen {
			hireOK, hireSecs = 1, time.Since(start).Seconds()
		}
	})
	hw.Wait()
	st := workBids.Stats()
	b.ReportMetric(float64(work.mk.OpenBids()), "book-10min")
	b.ReportMetric(float64(st.Heard), "calls-heard")
	b.ReportMetric(float64(st.Failed+st.Bid), "bids-made")
	b.ReportMetric(float64(st.NoBid), "bids-refused")
	b.ReportMetric(float64(st.Busy), "calls-dropped-busy")
	b.ReportMetric(hireOK, "hire-ok")
	b.ReportMetric(hireSecs, "hire-s")
	b.ReportMetric(float64(reqSeen.Load()), "req-calls-seen")
}

// Calls of requesters that own no active agent take at most half the worker's answer slots: with
// 17 strangers' answers hanging (their peers never take a bid), a staked requester's call that
// comes after them is still answered.
func TestStrangerCallsCannotHoldAnswerSlots(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	mn, err := mocknet.FullMeshConnected(2)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = mn.Close() })
	reqH, workH := mn.Hosts()[0], mn.Hosts()[1]
	honest, _ := identity.GenerateKey()
	staked := func(a common.Address) (bool, error) { return a == honest.Address(), nil }
	hang, answered := make(chan struct{}), make(chan struct{})
	defer close(hang)
	bid := func(call escrow.CallForBids) (escrow.Bid, error) {
		if call.Requester == honest.Address() {
			close(answered)
			return escrow.Bid{}, escrow.ErrNoBid
		}
		<-hang // a stranger's peer that never takes the bid
		return escrow.Bid{}, escrow.ErrNoBid
	}
	var seen atomic.Int64
	reqPS, err := pubsub.NewGossipSub(ctx, reqH, pubsub.WithFloodPublish(true))
	if err != nil {
		t.Fatal(err)
	}
	workPS, err := pubsub.NewGossipSub(ctx, workH)
	if err != nil {
		t.Fatal(err)
	}
	_, top := joinCalls(t, ctx, reqPS, marketnet.BidDeps{Host: reqH, Owner: func(uint64) (common.Address, bool, error) { return common.Address{}, false, nil }}, &seen)
	x, _ := joinCalls(t, ctx, workPS, marketnet.BidDeps{Host: workH, Owner: func(uint64) (common.Address, bool, error) { return common.Address{}, false, nil },
		Bid: bid, Staked: staked}, &seen)
	for end := time.Now().Add(10 * time.Second); len(top.ListPeers()) == 0; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatal("the worker never joined the call topic")
		}
	}
	publish := func(k *identity.Key) {
		now := time.Now()
		c := escrow.CallForBids{ChainID: 31337, Escrow: common.Address{7}, Skill: "echo", MaxReward: escrow.NewBigString(big.NewInt(1e16)),
			BidsUntil: uint64(now.Add(time.Minute).UnixMilli()), Deadline: now.Add(time.Hour).Unix(), Peer: reqH.ID().String()}
		if err := c.Sign(k, now); err != nil {
			t.Fatal(err)
		}
		raw, _ := json.Marshal(c)
		if err := top.Publish(ctx, raw); err != nil {
			t.Fatal(err)
		}
	}
	for range marketnet.DefaultConfig().OfferWorkers + 1 {
		k, _ := identity.GenerateKey()
		publish(k)
	}
	publish(honest)
	select {
	case <-answered:
	case <-time.After(20 * time.Second):
		t.Fatalf("the staked requester's call was not answered: %+v", x.Stats())
	}
	if st := x.Stats(); st.Busy < 1 {
		t.Fatalf("stats %+v: the strangers' calls beyond their slots should be dropped", st)
	}
}
