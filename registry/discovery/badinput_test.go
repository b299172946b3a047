package discovery_test

import (
	"bytes"
	"context"
	"errors"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	dht "github.com/libp2p/go-libp2p-kad-dht"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/routing"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/p2p"
	"github.com/agentsite/agentsite/registry"
	"github.com/agentsite/agentsite/registry/cardtest"
	"github.com/agentsite/agentsite/registry/discovery"
	"github.com/agentsite/agentsite/registry/index"
)

// badCase is one hostile input: the DHT record (key, value) and the gossip message carrying it.
type badCase struct {
	name   string
	agent  common.Address
	record []byte // DHT value
	msg    []byte // gossip message
	want   error  // from both validators
}

func signed(t testing.TB, s cardtest.Spec) *registry.Card {
	t.Helper()
	c, _, err := cardtest.New(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func wire(t testing.TB, c *registry.Card) []byte {
	t.Helper()
	b, err := registry.EncodeCard(c)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func announce(t testing.TB, card []byte) []byte {
	t.Helper()
	return []byte(`{"type":"announce","card":` + string(card) + `}`)
}

func badCases(t testing.TB) []badCase {
	forged := signed(t, cardtest.Spec{Name: "forged", Tags: []string{"bad"}})
	forged.Description = "changed after signing"

	victim, _ := identity.GenerateKey()
	wrongKey := signed(t, cardtest.Spec{Name: "wrong key", Tags: []string{"bad"}})
	wrongKey.DID = victim.DID(cardtest.ChainID) // claims to be victim, signed by someone else

	expired := signed(t, cardtest.Spec{Name: "expired", Tags: []string{"bad"}, Now: time.Now().Add(-2 * time.Hour), TTL: time.Hour})

	big := signed(t, cardtest.Spec{Name: "big", Tags: []string{"bad"}})
	bigWire := wire(t, big)
	oversized := append(bytes.TrimSuffix(bigWire, []byte("}")), []byte(`,"padding":"`+strings.Repeat("x", registry.MaxCardSize)+`"}`)...)

	garbage := []byte("\x00\xffnot json at all{{{")
	rnd, _ := identity.GenerateKey()

	return []badCase{
		{"forged signature", forged.Address(), wire(t, forged), announce(t, wire(t, forged)), registry.ErrCardSignature},
		{"wrong key", victim.Address(), wire(t, wrongKey), announce(t, wire(t, wrongKey)), registry.ErrCardSignature},
		{"expired", expired.Address(), wire(t, expired), announce(t, wire(t, expired)), registry.ErrCardExpired},
		{"oversized", big.Address(), oversized, announce(t, oversized), nil}, // too large: card or message
		{"garbage", rnd.Address(), garbage, garbage, nil},
	}
}

func TestValidatorsRejectBadInput(t *testing.T) {
	nw := newNetwork(t, 1, testConfig())
	d := nw.nodes[0].d
	val := discovery.CardValidator{Verifier: registry.Verifier{ChainID: cardtest.ChainID}}
	for _, bc := range badCases(t) {
		t.Run(bc.name, func(t *testing.T) {
			err := val.Validate(discovery.CardKey(bc.agent), bc.record)
			if err == nil || (bc.want != nil && !errors.Is(err, bc.want)) {
				t.Errorf("DHT validator: %v, want %v", err, bc.want)
			}
			_, err = d.ValidateAnnouncement(bc.msg)
			if err == nil || (bc.want != nil && !errors.Is(err, bc.want)) {
				t.Errorf("gossip validator: %v, want %v", err, bc.want)
			}
		})
	}
	t.Run("oversized errors", func(t *testing.T) {
		bc := badCases(t)[3]
		if err := val.Validate(discovery.CardKey(bc.agent), bc.record); !errors.Is(err, registry.ErrCardTooLarge) {
			t.Errorf("DHT: %v", err)
		}
		if _, err := d.ValidateAnnouncement(bc.msg); !errors.Is(err, discovery.ErrAnnouncementTooLarge) {
			t.Errorf("gossip: %v", err)
		}
	})
	t.Run("garbage errors", func(t *testing.T) {
		if err := val.Validate("/agentsite-card/0x00", []byte("{")); !errors.Is(err, registry.ErrCardMalformed) {
			t.Errorf("DHT: %v", err)
		}
		if _, err := d.ValidateAnnouncement([]byte("{")); !errors.Is(err, discovery.ErrAnnouncementBad) {
			t.Errorf("gossip: %v", err)
		}
		if _, err := d.ValidateAnnouncement([]byte(`{"type":"spam","card":{}}`)); !errors.Is(err, discovery.ErrAnnouncementBad) {
			t.Errorf("gossip type: %v", err)
		}
	})
	t.Run("key names another agent", func(t *testing.T) {
		c := signed(t, cardtest.Spec{})
		other, _ := identity.GenerateKey()
		if err := val.Validate(discovery.CardKey(other.Address()), wire(t, c)); !errors.Is(err, discovery.ErrRecordKey) {
			t.Errorf("DHT: %v", err)
		}
	})
	t.Run("replay", func(t *testing.T) {
		msg := announce(t, wire(t, signed(t, cardtest.Spec{})))
		if _, err := d.ValidateAnnouncement(msg); err != nil {
			t.Fatalf("first: %v", err)
		}
		if _, err := d.ValidateAnnouncement(msg); !errors.Is(err, discovery.ErrReplay) {
			t.Errorf("second: %v, want ErrReplay", err)
		}
	})
	t.Run("stale", func(t *testing.T) {
		old := signed(t, cardtest.Spec{Now: time.Now().Add(-10 * time.Minute)}) // valid, but issued 10 min ago
		if _, err := d.ValidateAnnouncement(announce(t, wire(t, old))); !errors.Is(err, discovery.ErrStale) {
			t.Errorf("%v, want ErrStale", err)
		}
	})
	if n := nw.nodes[0].idx.Len(); n != 0 {
		t.Errorf("index holds %d cards after validator-only checks", n)
	}
}

type denyStake map[common.Address]bool

func (d denyStake) MinStakeOK(a common.Address) (bool, error) { return !d[a], nil }

// TestHostileNetworkInput: attacker nodes without our validators publish every bad input on the
// announce topic and PUT it into the DHT; the honest node judges every message, stores none of
// them, and ignores (does not reject) the replay of a valid card relayed by an honest peer.
func TestHostileNetworkInput(t *testing.T) {
	poor := signed(t, cardtest.Spec{Name: "unstaked", Tags: []string{"poor"}})
	cfg := testConfig()
	cfg.Stake = denyStake{poor.Address(): true}
	judged := newVerdicts()
	nw := newNetwork(t, 1, cfg, pubsub.WithRawTracer(judged))
	honest := nw.nodes[0]
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()

	// The first attacker: a host with plain GossipSub and a DHT that accepts anything.
	var adht *dht.IpfsDHT
	attacker, topic := gossipPeer(t, ctx, nw, honest, func(h host.Host) {
		var err error
		adht, err = dht.New(h, dht.ProtocolPrefix(discovery.DHTPrefix), dht.Mode(dht.ModeServer),
			dht.NamespacedValidator(discovery.CardNamespace, acceptAll{}), dht.DisableAutoRefresh())
		if err != nil {
			t.Fatal(err)
		}
	})
	defer adht.Close()
	// Its PUTs go to the peers of its routing table: wait until the honest node is there.
	waitFor(t, 5*time.Second, func() bool { return adht.RoutingTable().Find(honest.h.ID()) != "" })
	warm := signed(t, cardtest.Spec{Name: "warm-up", Tags: []string{"ok"}})
	publishIndexed(t, ctx, honest, topic, warm)

	cases := badCases(t)
	cases = append(cases, badCase{name: "unstaked", agent: poor.Address(), msg: announce(t, wire(t, poor)), record: wire(t, poor), want: discovery.ErrStakeTooLow})
	// A peer whose score falls under the graylist threshold has its later RPCs dropped unread,
	// and whether a message is judged before that would depend on timing; so each attacker
	// sends at most rejectsPerPeer messages that the validator rejects, and a Sybil takes over.
	senders := map[peer.ID]int{attacker.ID(): 1} // messages each attacker sent, the warm-up card too
	sender, rejects := attacker.ID(), 0
	for _, bc := range cases {
		if bc.record != nil {
			// PutValue stores locally (permissive) and sends PUT_VALUE to the honest node, which
			// answers after validating.
			_ = adht.PutValue(ctx, discovery.CardKey(bc.agent), bc.record)
		}
		if ignored := errors.Is(bc.want, discovery.ErrStakeTooLow); !ignored {
			if rejects == rejectsPerPeer() {
				h, sybil := gossipPeer(t, ctx, nw, honest, nil)
				sender, topic, rejects = h.ID(), sybil, 0
			}
			rejects++
		}
		if err := topic.Publish(ctx, bc.msg); err != nil {
			t.Fatalf("%s: publish: %v", bc.name, err)
		}
		senders[sender]++
	}

	// The replay comes from a peer with a clean score, as an honest relay's would: the card was
	// valid the first time; it is dropped from the index, then replayed.
	relayHost, relay := gossipPeer(t, ctx, nw, honest, nil)
	replayed := signed(t, cardtest.Spec{Name: "replayed", Tags: []string{"replay"}})
	publishIndexed(t, ctx, honest, relay, replayed)
	if err := honest.idx.Delete(replayed.Address()); err != nil {
		t.Fatal(err)
	}
	if err := relay.Publish(ctx, announce(t, wire(t, replayed))); err != nil {
		t.Fatal(err)
	}
	control := signed(t, cardtest.Spec{Name: "control", Tags: []string{"ok"}})
	publishIndexed(t, ctx, honest, relay, control)

	// Every message sent has been judged: nothing is left to be stored later.
	senders[relayHost.ID()] = 3
	for p, n := range senders {
		waitFor(t, 10*time.Second, func() bool { return judged.judged(p) >= n })
	}
	if got, want := judged.of(relayHost.ID()), (map[string]int{verdictDelivered: 2, verdictIgnored: 1}); !maps.Equal(got, want) {
		t.Errorf("relay's messages: %v, want %v: the card and the control delivered, the replay ignored (no penalty)", got, want)
	}
	total := map[string]int{}
	for p := range senders {
		if p != relayHost.ID() {
			for v, n := range judged.of(p) {
				total[v] += n
			}
		}
	}
	// The warm-up card is delivered, the unstaked card ignored, every other one rejected.
	if want := (map[string]int{verdictDelivered: 1, verdictIgnored: 1, verdictRejected: len(cases) - 1}); !maps.Equal(total, want) {
		t.Errorf("attackers' messages: %v, want %v", total, want)
	}

	// And a good record PUT through the attacker's DHT shows the PUT path reaches the honest node.
	dhtControl := signed(t, cardtest.Spec{Name: "dht control", Tags: []string{"ok"}})
	if err := adht.PutValue(ctx, discovery.CardKey(dhtControl.Address()), wire(t, dhtControl)); err != nil {
		t.Fatal(err)
	}
	if _, err := honest.d.DHT().GetValue(ctx, discovery.CardKey(dhtControl.Address()), routing.Offline); err != nil {
		t.Fatalf("good record not stored by the honest node: %v", err)
	}
	if e, err := honest.idx.Get(dhtControl.Address()); err != nil || e.Source != index.SourceDHT {
		t.Fatalf("good DHT record not indexed: %v", err)
	}

	for _, bc := range append(cases, badCase{name: "replayed", agent: replayed.Address()}) {
		if _, err := honest.idx.Get(bc.agent); !errors.Is(err, index.ErrNotFound) {
			t.Errorf("%s: stored in the index (%v)", bc.name, err)
		}
		if bc.record != nil {
			if _, err := honest.d.DHT().GetValue(ctx, discovery.CardKey(bc.agent), routing.Offline); err == nil {
				t.Errorf("%s: stored in the honest node's DHT", bc.name)
			}
		}
	}
	for _, c := range []*registry.Card{warm, control, dhtControl} {
		if _, err := honest.idx.Get(c.Address()); err != nil {
			t.Errorf("good card %q missing: %v", c.Name, err)
		}
	}
	if n := honest.idx.Len(); n != 3 {
		t.Errorf("index holds %d cards, want only the 3 good ones", n)
	}
}

// rejectsPerPeer is how many rejected messages leave a peer's score above the graylist
// threshold: each costs InvalidMessageDeliveriesWeight × count².
func rejectsPerPeer() int {
	w, g := discovery.TopicScoreParams().InvalidMessageDeliveriesWeight, discovery.PeerScoreThresholds().GraylistThreshold
	n := 0
	for w*float64((n+1)*(n+1)) > g {
		n++
	}
	return n
}

// gossipPeer is a host with GossipSub without validators or scoring, flood-publishing as a node
// does (p2p.GossipOptions), linked and connected to honest; setup, if set, runs before it
// connects. It returns once each knows the other is in the announce topic: from then on its
// publishes go straight to honest. (With the library's mesh-only publishing, a message
// published before its first heartbeat grafts honest reaches nobody, and no gossip repairs it
// since honest is in the mesh from then on.)
func gossipPeer(t *testing.T, ctx context.Context, nw *network, honest *node, setup func(host.Host)) (host.Host, *pubsub.Topic) {
	t.Helper()
	h, err := nw.mn.GenPeer()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := nw.mn.LinkPeers(h.ID(), honest.h.ID()); err != nil {
		t.Fatal(err)
	}
	ps, err := pubsub.NewGossipSub(ctx, h, p2p.GossipOptions()...)
	if err != nil {
		t.Fatal(err)
	}
	if setup != nil {
		setup(h)
	}
	if err := h.Connect(ctx, peer.AddrInfo{ID: honest.h.ID(), Addrs: honest.h.Addrs()}); err != nil {
		t.Fatal(err)
	}
	topic, err := ps.Join(discovery.AnnounceTopic)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := topic.Subscribe(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, 5*time.Second, func() bool {
		return slices.Contains(topic.ListPeers(), honest.h.ID()) && slices.Contains(honest.ps.ListPeers(discovery.AnnounceTopic), h.ID())
	})
	return h, topic
}

// publishIndexed publishes a good card from topic once and waits until honest has indexed it
// (the index write follows the delivery).
func publishIndexed(t *testing.T, ctx context.Context, honest *node, topic *pubsub.Topic, c *registry.Card) {
	t.Helper()
	if err := topic.Publish(ctx, announce(t, wire(t, c))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, 10*time.Second, func() bool { _, err := honest.idx.Get(c.Address()); return err == nil })
}

type acceptAll struct{}

func (acceptAll) Validate(string, []byte) error        { return nil }
func (acceptAll) Select(string, [][]byte) (int, error) { return 0, nil }

func waitFor(t testing.TB, timeout time.Duration, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("condition not met within %v", timeout)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func FuzzValidateAnnouncement(f *testing.F) {
	nw := newNetwork(f, 1, testConfig())
	d := nw.nodes[0].d
	good := signed(f, cardtest.Spec{})
	f.Add(announce(f, wire(f, good)))
	f.Add([]byte(`{"type":"heartbeat","card":{"name":"x"}}`))
	f.Add([]byte(`{"type":"announce","card":null}`))
	f.Add([]byte{0xff})
	f.Fuzz(func(t *testing.T, b []byte) {
		c, err := d.ValidateAnnouncement(b)
		if (c == nil) == (err == nil) {
			t.Fatalf("card %v with error %v", c, err)
		}
	})
}

type brokenOracle struct{}

func (brokenOracle) MinStakeOK(common.Address) (bool, error) {
	return false, errors.New("chain index down")
}

func TestStakeOracleVerdicts(t *testing.T) {
	poor := signed(t, cardtest.Spec{})
	tests := []struct {
		name   string
		oracle discovery.StakeOracle
		want   error
	}{
		{"below minimum", denyStake{poor.Address(): true}, discovery.ErrStakeTooLow},
		{"oracle failing", brokenOracle{}, discovery.ErrStakeOracle},
		{"default allows", nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := testConfig()
			cfg.Stake = tt.oracle
			nw := newNetwork(t, 1, cfg)
			_, err := nw.nodes[0].d.ValidateAnnouncement(announce(t, wire(t, poor)))
			if !errors.Is(err, tt.want) {
				t.Fatalf("ValidateAnnouncement = %v, want %v", err, tt.want)
			}
		})
	}
}

// TestUnstakedCardIgnoredNotPenalised: a card whose stake the oracle does not see (its index
// may lag the chain) is dropped without penalising the peer that sent it, so the same peer's
// valid card, sent after many such cards, is still taken.
func TestUnstakedCardIgnoredNotPenalised(t *testing.T) {
	poor := signed(t, cardtest.Spec{Name: "not indexed yet", Tags: []string{"poor"}})
	cfg := testConfig()
	cfg.Stake = denyStake{poor.Address(): true}
	nw := newNetwork(t, 1, cfg)
	honest := nw.nodes[0]
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	_, topic := gossipPeer(t, ctx, nw, honest, nil)
	publishIndexed(t, ctx, honest, topic, signed(t, cardtest.Spec{Name: "warm-up", Tags: []string{"ok"}}))
	for range 10 { // ten rejected messages would put the peer far below the graylist threshold
		if err := topic.Publish(ctx, announce(t, wire(t, poor))); err != nil {
			t.Fatal(err)
		}
	}
	publishIndexed(t, ctx, honest, topic, signed(t, cardtest.Spec{Name: "after", Tags: []string{"ok"}}))
	if _, err := honest.idx.Get(poor.Address()); err == nil {
		t.Fatal("the unstaked card was indexed")
	}
}
