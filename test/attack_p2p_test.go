package test

import (
	"bufio"
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/multiformats/go-multiaddr"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/marketnet"
)

// attacker reaches the victim from this process: fresh libp2p hosts and HTTP clients.
type attacker struct {
	v       *victim
	chainID uint64
	escrow  common.Address
	target  peer.AddrInfo
}

func newAttacker(v *victim, chainID uint64, esc common.Address) (*attacker, error) {
	ma, err := multiaddr.NewMultiaddr(v.Addrs[0])
	if err != nil {
		return nil, err
	}
	ai, err := peer.AddrInfoFromP2pAddr(ma)
	if err != nil {
		return nil, err
	}
	return &attacker{v: v, chainID: chainID, escrow: esc, target: *ai}, nil
}

// host is a fresh libp2p host on loopback, connected to the victim; close it when done.
func (a *attacker) host(ctx context.Context) (host.Host, error) {
	h, err := libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"))
	if err != nil {
		return nil, err
	}
	if err := h.Connect(ctx, a.target); err != nil {
		_ = h.Close()
		return nil, fmt.Errorf("connect to the victim: %w", err)
	}
	return h, nil
}

// tally counts outcomes by name, safely from many goroutines.
type tally struct {
	mu sync.Mutex
	n  map[string]int
}

func (t *tally) add(k string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.n == nil {
		t.n = map[string]int{}
	}
	t.n[k]++
}

func (t *tally) get(k string) int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.n[k]
}

func (t *tally) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return fmt.Sprint(t.n)
}

// blobAnswer opens a blob stream, writes raw (without closing its side when hold is set)
// and returns the answer's code ("" when taken) and the stream, which the caller resets.
func blobAnswer(ctx context.Context, h host.Host, to peer.ID, raw []byte, hold bool) (string, network.Stream, error) {
	st, err := h.NewStream(ctx, to, marketnet.BlobProtocol)
	if err != nil {
		return "", nil, err
	}
	_ = st.SetDeadline(time.Now().Add(20 * time.Second))
	go func() { // the server may answer before reading it all
		_, _ = st.Write(raw)
		if !hold {
			_ = st.CloseWrite()
		}
	}()
	if hold {
		return "", st, nil
	}
	line, err := bufio.NewReader(st).ReadString('\n')
	if err != nil {
		_ = st.Reset()
		return "", nil, fmt.Errorf("no answer: %w", err)
	}
	var resp struct{ Code string }
	err = json.Unmarshal([]byte(line), &resp)
	return resp.Code, st, err
}

func deliverHeader(d escrow.Delivery) []byte {
	hdr, _ := json.Marshal(map[string]any{"op": "deliver", "delivery": d})
	return append(hdr, '\n')
}

// deliveries attacks the blob protocol while bounty id (claimed by claimer for agentID) is
// live: strangers' 4 MiB deliveries from several peers, the claimer's own header (a stolen
// key) half-sent from several peers to hold the delivery slots, and forged deliveries.
func (a *attacker) deliveries(ctx context.Context, id, agentID uint64, claimer *identity.Key) (string, error) {
	const peers = 3
	var t tally
	big := make([]byte, escrow.MaxSealedSize)
	var held []network.Stream
	defer func() {
		for _, st := range held {
			_ = st.Reset()
		}
	}()
	for p := range peers {
		h, err := a.host(ctx)
		if err != nil {
			return "", err
		}
		defer h.Close()
		// Strangers' signed 4 MiB deliveries, all sent at once: refused by their header.
		var wg sync.WaitGroup
		for range 4 {
			k, _ := identity.GenerateKey()
			d, err := escrow.SignDelivery(k, a.chainID, a.escrow, id, agentID, big, time.Now())
			if err != nil {
				return "", err
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				code, st, err := blobAnswer(ctx, h, a.target.ID, append(deliverHeader(d), big...), false)
				if err != nil {
					t.add("stranger: " + err.Error())
					return
				}
				_ = st.Reset()
				t.add("stranger 4MiB: " + code)
			}()
		}
		wg.Wait()
		// The claimer's header with 1 MiB of its 4 MiB sent: held until the victim's timeout.
		d, err := escrow.SignDelivery(claimer, a.chainID, a.escrow, id, agentID, big, time.Now())
		if err != nil {
			return "", err
		}
		for range 2 {
			_, st, err := blobAnswer(ctx, h, a.target.ID, append(deliverHeader(d), big[:1<<20]...), true)
			if err != nil {
				return "", err
			}
			held = append(held, st)
		}
		time.Sleep(300 * time.Millisecond) // the victim takes them in
		code, st, err := blobAnswer(ctx, h, a.target.ID, deliverHeader(d), false)
		if err != nil {
			return "", fmt.Errorf("peer %d: third unfinished delivery: %w", p, err)
		}
		_ = st.Reset()
		t.add("3rd unfinished: " + code)
	}
	// Forged results for the live bounty: a stranger's signature, alone or under the claimer's address.
	for i := range 40 {
		k, _ := identity.GenerateKey()
		payload := make([]byte, 1024)
		_, _ = rand.Read(payload)
		d, err := escrow.SignDelivery(k, a.chainID, a.escrow, id, agentID, payload, time.Now())
		if err != nil {
			return "", err
		}
		if i%2 == 1 {
			d.Signer = claimer.Address()
		}
		h, err := a.host(ctx)
		if err != nil {
			return "", err
		}
		code, st, err := blobAnswer(ctx, h, a.target.ID, append(deliverHeader(d), payload...), false)
		if err == nil {
			_ = st.Reset()
		}
		_ = h.Close()
		if err != nil {
			return "", err
		}
		t.add("forged: " + code)
	}
	want := map[string]int{
		"stranger 4MiB: " + marketnet.CodeNotClaimant: 4 * peers, "3rd unfinished: " + marketnet.CodeBusy: peers,
		"forged: " + marketnet.CodeNotClaimant: 20, "forged: " + marketnet.CodeBadDelivery: 20,
	}
	for k, n := range want {
		if got := t.get(k); got != n {
			return t.String(), fmt.Errorf("%q: %d, want %d (all: %s)", k, got, n, t.String())
		}
	}
	return t.String(), nil
}

// gossip is a fresh host with its own GossipSub, joined to topic and in the victim's mesh.
func (a *attacker) gossip(ctx context.Context, topic string) (host.Host, *pubsub.Topic, error) {
	h, tp, _, err := a.gossipSub(ctx, topic)
	return h, tp, err
}

// gossipSub is gossip with the host's subscription to topic (what the victim forwards to it).
func (a *attacker) gossipSub(ctx context.Context, topic string) (host.Host, *pubsub.Topic, *pubsub.Subscription, error) {
	h, err := a.host(ctx)
	if err != nil {
		return nil, nil, nil, err
	}
	ps, err := pubsub.NewGossipSub(ctx, h)
	if err != nil {
		_ = h.Close()
		return nil, nil, nil, err
	}
	tp, err := ps.Join(topic)
	if err != nil {
		_ = h.Close()
		return nil, nil, nil, err
	}
	sub, err := tp.Subscribe() // be in the mesh, as a relay would
	if err != nil {
		_ = h.Close()
		return nil, nil, nil, err
	}
	for end := time.Now().Add(15 * time.Second); len(tp.ListPeers()) == 0; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(end) {
			_ = h.Close()
			return nil, nil, nil, fmt.Errorf("the victim is not in the %s mesh after 15 s", topic)
		}
	}
	return h, tp, sub, nil
}

// announcements publishes n bounty announcements signed by fresh keys for made-up ids.
func (a *attacker) announcements(ctx context.Context, n int) (string, error) {
	h, tp, err := a.gossip(ctx, marketnet.BountyTopic)
	if err != nil {
		return "", err
	}
	defer h.Close()
	sent := 0
	for i := range n {
		k, err := identity.GenerateKey()
		if err != nil {
			return "", err
		}
		an := escrow.Announcement{ChainID: a.chainID, Escrow: a.escrow, BountyID: 1_000_000 + uint64(i), Skill: "summarize",
			Reward: escrow.NewBigString(eth("5")), Deadline: time.Now().Add(24 * time.Hour).Unix(), Peer: h.ID().String()}
		if err := an.Sign(k, time.Now()); err != nil {
			return "", err
		}
		b, _ := json.Marshal(an)
		if tp.Publish(ctx, b) == nil {
			sent++
		}
	}
	return fmt.Sprintf("published %d, victim still in mesh: %v", sent, len(tp.ListPeers()) > 0), nil
}
