package auction

import (
	"context"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/node/p2p"
)

func realHost(t *testing.T) *p2p.Host {
	t.Helper()
	cfg := p2p.DefaultConfig(t.TempDir())
	cfg.ListenAddrs = []string{"/ip4/127.0.0.1/tcp/0"}
	h, err := p2p.New(cfg, silent)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

// On a real host with the node's resource-manager limits, one peer holds at most 8 ask
// streams open at once (p2p.DefaultProtocolLimits): the rest are reset before the bidder reads
// a byte of them.
func TestAskStreamsPerPeerBounded(t *testing.T) {
	victim, attacker := realHost(t), realHost(t)
	w := &world{t: t, clock: newFakeClock(), ledger: &memLedger{by: map[common.Address]Trust{}}}
	b := w.addBidder(victim, 1, wei(1))
	b.srv.read = time.Hour // the held streams stay held: the test, not a timeout, ends them
	if err := attacker.Connect(context.Background(), peer.AddrInfo{ID: victim.ID(), Addrs: victim.Addrs()}); err != nil {
		t.Fatal(err)
	}
	const n = 20
	limit := p2p.DefaultProtocolLimits()[p2p.AskProtocol].StreamsPerPeer
	reset := make(chan struct{}, n)
	for range n {
		s, err := attacker.NewStream(context.Background(), victim.ID(), ProtocolID)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = s.Reset() })
		if _, err := s.Write([]byte{0x10}); err != nil { // a length prefix, then nothing
			reset <- struct{}{}
			continue
		}
		go func(s network.Stream) {
			if _, err := s.Read(make([]byte, 1)); err != nil {
				reset <- struct{}{}
			}
		}(s)
	}
	for range n - limit {
		<-reset
	}
	deadline := time.Now().Add(10 * time.Second)
	for b.srv.held() != limit {
		if time.Now().After(deadline) {
			t.Fatalf("%d ask streams held, want %d", b.srv.held(), limit)
		}
		time.Sleep(5 * time.Millisecond)
	}
	select {
	case <-reset:
		t.Fatalf("more than %d of %d streams reset", n-limit, n)
	default:
	}
}
