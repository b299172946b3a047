package discovery_test

import (
	"context"
	"log/slog"
	"strings"
	"sync"
	"testing"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	mocknet "github.com/libp2p/go-libp2p/p2p/net/mock"

	"github.com/agentsite/agentsite/registry"
	"github.com/agentsite/agentsite/registry/cardtest"
	"github.com/agentsite/agentsite/registry/discovery"
	"github.com/agentsite/agentsite/registry/index"
)

// warnCounter is a slog handler that counts warnings whose message starts with prefix.
type warnCounter struct {
	mu     sync.Mutex
	prefix string
	n      int
}

func (w *warnCounter) Enabled(context.Context, slog.Level) bool { return true }
func (w *warnCounter) Handle(_ context.Context, r slog.Record) error {
	if r.Level == slog.LevelWarn && strings.HasPrefix(r.Message, w.prefix) {
		w.mu.Lock()
		w.n++
		w.mu.Unlock()
	}
	return nil
}
func (w *warnCounter) WithAttrs([]slog.Attr) slog.Handler { return w }
func (w *warnCounter) WithGroup(string) slog.Handler      { return w }

// TestRepublishWarnsOnce: a hosted card that fails every republish (its agent is unstaked)
// is warned about once, not at every republish.
func TestRepublishWarnsOnce(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	card, key, err := cardtest.New(cardtest.Spec{Name: "unstaked", Tags: []string{"poor"}})
	if err != nil {
		t.Fatal(err)
	}
	mn := mocknet.New()
	defer mn.Close()
	h, err := mn.GenPeer()
	if err != nil {
		t.Fatal(err)
	}
	ps, err := pubsub.NewGossipSub(ctx, h, discovery.PubSubOptions()...)
	if err != nil {
		t.Fatal(err)
	}
	idx, err := index.Open(index.Config{MemTableSize: 1 << 20, Verifier: registry.Verifier{ChainID: cardtest.ChainID}})
	if err != nil {
		t.Fatal(err)
	}
	defer idx.Close()
	cfg := testConfig()
	cfg.Stake = denyStake{card.Address(): true}
	warns := &warnCounter{prefix: "republish failed"}
	d, err := discovery.New(cfg, h, ps, idx, slog.New(warns))
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if err := d.Start(ctx); err != nil {
		t.Fatal(err)
	}
	if err := d.Publish(ctx, card, key); err == nil {
		t.Fatal("publishing an unstaked card succeeded: the test needs a failing republish")
	}
	for range 3 {
		d.Republish(ctx)
	}
	if warns.n != 1 {
		t.Fatalf("%d republish warnings after 3 failing republishes, want 1", warns.n)
	}
}
