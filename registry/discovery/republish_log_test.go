package discovery_test

import (
	"context"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	mocknet "github.com/libp2p/go-libp2p/p2p/net/mock"

	"github.com/agentsite/agentsite/registry/cardtest"
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
func (w *warnCounter) count() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.n
}

func (w *warnCounter) WithAttrs([]slog.Attr) slog.Handler { return w }
func (w *warnCounter) WithGroup(string) slog.Handler      { return w }

// flipStake is a stake oracle that refuses never, and every agent but never while deny is set.
type flipStake struct {
	deny  atomic.Bool
	never common.Address
}

func (f *flipStake) MinStakeOK(a common.Address) (bool, error) {
	return a != f.never && !f.deny.Load(), nil
}

// TestRepublishWarnsOnce: a hosted card that published and then fails every republish (its
// agent's stake fell below the minimum) is warned about once, not at every republish; a card
// whose Publish failed (an unregistered agent at the node's start) is not warned about at all:
// its caller had the error, and the republishes fail the same way.
func TestRepublishWarnsOnce(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	card, key, err := cardtest.New(cardtest.Spec{Name: "slashed", Tags: []string{"poor"}})
	if err != nil {
		t.Fatal(err)
	}
	unstaked, unstakedKey, err := cardtest.New(cardtest.Spec{Name: "unregistered", Tags: []string{"poor"}})
	if err != nil {
		t.Fatal(err)
	}
	stake := &flipStake{never: unstaked.Address()}
	cfg := testConfig()
	cfg.Stake = stake
	warns := &warnCounter{prefix: "republish failed"}
	nw := &network{t: t, mn: mocknet.New(), cfg: cfg, log: slog.New(warns)}
	t.Cleanup(nw.close)
	d := nw.add().d
	nw.add()
	nw.refresh()
	if err := d.Publish(ctx, card, key); err != nil {
		t.Fatal(err)
	}
	stake.deny.Store(true)
	for range 3 {
		d.Republish(ctx)
	}
	if warns.count() != 1 {
		t.Fatalf("%d republish warnings after 3 failing republishes, want 1", warns.count())
	}
	if err := d.Publish(ctx, unstaked, unstakedKey); err == nil {
		t.Fatal("publishing an unstaked card succeeded: the test needs a failing publish")
	}
	for range 3 {
		d.Republish(ctx)
	}
	if warns.count() != 1 {
		t.Fatalf("%d republish warnings, want still 1: the failed Publish was returned to its caller", warns.count())
	}
	stake.deny.Store(false)
	d.Republish(ctx)
	stake.deny.Store(true)
	d.Republish(ctx)
	if warns.count() != 2 {
		t.Fatalf("%d republish warnings, want 2: a card that succeeded again and then failed is warned about again", warns.count())
	}
}
