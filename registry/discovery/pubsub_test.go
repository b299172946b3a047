package discovery_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
	mocknet "github.com/libp2p/go-libp2p/p2p/net/mock"

	"github.com/agentsite/agentsite/registry/discovery"
)

const bountyTopic = "/agentsite/bounty/1"

// routers builds n mocknet hosts linked to each other, with GossipSub built by opts(i).
func routers(t *testing.T, ctx context.Context, n int, opts func(i int) []pubsub.Option) ([]host.Host, []*pubsub.PubSub) {
	t.Helper()
	mn := mocknet.New()
	t.Cleanup(func() { mn.Close() })
	var hs []host.Host
	var pss []*pubsub.PubSub
	for i := range n {
		h, err := mn.GenPeer()
		if err != nil {
			t.Fatal(err)
		}
		ps, err := pubsub.NewGossipSub(ctx, h, opts(i)...)
		if err != nil {
			t.Fatal(err)
		}
		hs, pss = append(hs, h), append(pss, ps)
	}
	if err := mn.LinkAll(); err != nil {
		t.Fatal(err)
	}
	return hs, pss
}

func connect(t *testing.T, ctx context.Context, a, b host.Host) {
	t.Helper()
	if err := a.Connect(ctx, peer.AddrInfo{ID: b.ID(), Addrs: b.Addrs()}); err != nil {
		t.Fatal(err)
	}
}

// TestPubSubOptionsValid: the router accepts the scoring parameters (GossipSub validates them
// and refuses to start otherwise) and refuses them once they contradict each other.
func TestPubSubOptionsValid(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	h, err := mocknet.New().GenPeer()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := pubsub.NewGossipSub(ctx, h, discovery.PubSubOptions(bountyTopic)...); err != nil {
		t.Fatalf("options refused: %v", err)
	}
	for _, tc := range []struct {
		name   string
		mutate func(*pubsub.PeerScoreParams, *pubsub.PeerScoreThresholds)
	}{
		{"graylist above publish", func(_ *pubsub.PeerScoreParams, th *pubsub.PeerScoreThresholds) { th.GraylistThreshold = -10 }},
		{"positive invalid-message weight", func(p *pubsub.PeerScoreParams, _ *pubsub.PeerScoreThresholds) {
			p.Topics[discovery.AnnounceTopic].InvalidMessageDeliveriesWeight = 1
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, th := discovery.PeerScoreParams(), discovery.PeerScoreThresholds()
			tc.mutate(p, th)
			h, err := mocknet.New().GenPeer()
			if err != nil {
				t.Fatal(err)
			}
			if _, err := pubsub.NewGossipSub(ctx, h, pubsub.WithPeerScore(p, th)); err == nil {
				t.Fatal("contradictory parameters accepted")
			}
		})
	}
	for _, topic := range []string{discovery.AnnounceTopic, bountyTopic, "/agentsite/chat/1/general", "/agentsite/chat/1/room_2.b-c"} {
		if !discovery.TopicPattern.MatchString(topic) {
			t.Errorf("topic %q does not pass the subscription filter", topic)
		}
	}
}

// TestSubscriptionFilter: a router with the options tracks a peer's AgentSite subscriptions
// only, refuses to join a foreign topic, and ignores an RPC announcing too many topics.
func TestSubscriptionFilter(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	hs, pss := routers(t, ctx, 3, func(i int) []pubsub.Option {
		if i == 0 {
			return discovery.PubSubOptions(bountyTopic)
		}
		return nil
	})
	ours, stranger, greedy := pss[0], pss[1], pss[2]
	if _, err := ours.Join("/evil/1"); err == nil {
		t.Error("joined a foreign topic")
	}
	foreign := []string{"/evil/1", "/agentsite/announce/1/../../evil", "/agentsite/UPPER/1", "/agentsite/chat/1/" + strings.Repeat("a", 65)}
	for _, topic := range append([]string{discovery.AnnounceTopic}, foreign...) {
		tp, err := stranger.Join(topic)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := tp.Subscribe(); err != nil {
			t.Fatal(err)
		}
	}
	// The greedy peer announces more topics than one RPC may carry, the announce topic among them.
	for i := range discovery.MaxSubscriptionsPerRPC + 1 {
		topic := fmt.Sprintf("/agentsite/chat/1/room%d", i)
		if i == 0 {
			topic = discovery.AnnounceTopic
		}
		tp, err := greedy.Join(topic)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := tp.Subscribe(); err != nil {
			t.Fatal(err)
		}
	}
	connect(t, ctx, hs[1], hs[0])
	connect(t, ctx, hs[2], hs[0])
	waitFor(t, 5*time.Second, func() bool { return slices.Contains(ours.ListPeers(discovery.AnnounceTopic), hs[1].ID()) })
	time.Sleep(300 * time.Millisecond) // the greedy peer's hello went out with the stranger's
	for _, topic := range foreign {
		if got := ours.ListPeers(topic); len(got) != 0 {
			t.Errorf("tracks %v on foreign topic %q", got, topic)
		}
	}
	if slices.Contains(ours.ListPeers(discovery.AnnounceTopic), hs[2].ID()) {
		t.Error("took subscriptions from an RPC announcing more than MaxSubscriptionsPerRPC topics")
	}
}

// TestScoringGraylistsInvalidSender: a peer whose messages the topic validator rejects falls
// below the graylist threshold after a few; a peer relaying valid ones keeps a positive score.
func TestScoringGraylistsInvalidSender(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	var mu sync.Mutex
	scores := map[peer.ID]float64{}
	hs, pss := routers(t, ctx, 3, func(i int) []pubsub.Option {
		if i == 0 {
			return append(discovery.PubSubOptions(), pubsub.WithPeerScoreInspect(func(m map[peer.ID]float64) {
				mu.Lock()
				defer mu.Unlock()
				for k, v := range m {
					scores[k] = v
				}
			}, 100*time.Millisecond))
		}
		return nil
	})
	ours := pss[0]
	if err := ours.RegisterTopicValidator(discovery.AnnounceTopic, func(_ context.Context, _ peer.ID, m *pubsub.Message) pubsub.ValidationResult {
		if string(m.Data) == "bad" {
			return pubsub.ValidationReject
		}
		return pubsub.ValidationAccept
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := ours.Subscribe(discovery.AnnounceTopic); err != nil {
		t.Fatal(err)
	}
	var topics []*pubsub.Topic
	for i := 1; i <= 2; i++ {
		tp, err := pss[i].Join(discovery.AnnounceTopic)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := tp.Subscribe(); err != nil {
			t.Fatal(err)
		}
		connect(t, ctx, hs[i], hs[0])
		topics = append(topics, tp)
	}
	waitFor(t, 5*time.Second, func() bool { return len(ours.ListPeers(discovery.AnnounceTopic)) == 2 })
	bad, good := topics[0], topics[1]
	threshold := discovery.PeerScoreThresholds().GraylistThreshold
	waitFor(t, 10*time.Second, func() bool {
		_ = bad.Publish(ctx, []byte("bad"))
		_ = good.Publish(ctx, []byte(fmt.Sprintf("good %d", time.Now().UnixNano())))
		time.Sleep(50 * time.Millisecond)
		mu.Lock()
		defer mu.Unlock()
		return scores[hs[1].ID()] < threshold && scores[hs[2].ID()] > 0
	})
}
