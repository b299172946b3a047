package discovery

import (
	"errors"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"
)

// TestTracker walks one peer through the presence table's states with a driven clock, and
// checks that a full table makes room only from entries with nothing left to say.
func TestTracker(t *testing.T) {
	cfg := DefaultConfig(1)
	cfg.MaxTrackedPeers = 2
	tr := newTracker(cfg)
	t0 := time.Unix(1_800_000_000, 0)
	ms := func(t time.Time) int64 { return t.UnixMilli() }
	p, q, r := peer.ID("p"), peer.ID("q"), peer.ID("r")

	steps := []struct {
		name string
		do   func(now time.Time) error
		at   time.Duration // since t0
		want liveness
	}{
		{"never seen", nil, 0, liveUnknown},
		{"heartbeat", func(now time.Time) error { return tr.heartbeat(p, ms(now), now) }, 0, liveAlive},
		{"still alive at the TTL", nil, cfg.LiveTTL, liveAlive},
		{"silent past the TTL", nil, cfg.LiveTTL + time.Millisecond, liveUnknown},
		{"probe in flight", func(now time.Time) error {
			if !tr.begin(p, now) {
				return errors.New("begin refused")
			}
			if tr.begin(p, now) {
				return errors.New("second contact while one is in flight")
			}
			return nil
		}, cfg.LiveTTL + time.Second, liveContacting},
		{"probe failed", func(now time.Time) error { tr.end(p, false, now); return nil }, cfg.LiveTTL + 2*time.Second, liveDead},
		{"no contact while dead", func(now time.Time) error {
			if tr.begin(p, now) {
				return errors.New("dialled within DeadTTL")
			}
			return nil
		}, cfg.LiveTTL + 3*time.Second, liveDead},
		{"dead entry expires", nil, cfg.LiveTTL + 2*time.Second + cfg.DeadTTL + time.Millisecond, liveUnknown},
		{"heartbeat clears", func(now time.Time) error { return tr.heartbeat(p, ms(now), now) }, 2 * cfg.DeadTTL, liveAlive},
		{"probe succeeds", func(now time.Time) error {
			if !tr.begin(p, now) {
				return errors.New("begin refused")
			}
			tr.end(p, true, now)
			return nil
		}, 3 * cfg.DeadTTL, liveAlive},
	}
	for _, s := range steps {
		now := t0.Add(s.at)
		if s.do != nil {
			if err := s.do(now); err != nil {
				t.Fatalf("%s: %v", s.name, err)
			}
		}
		if got, _ := tr.state(p, now); got != s.want {
			t.Fatalf("%s: state %d, want %d", s.name, got, s.want)
		}
	}

	// The table holds p and q; r finds room only once q has nothing left to say.
	now := t0.Add(3 * cfg.DeadTTL)
	if err := tr.heartbeat(q, ms(now), now); err != nil {
		t.Fatal(err)
	}
	if err := tr.heartbeat(r, ms(now), now); !errors.Is(err, ErrPresenceTableFull) {
		t.Fatalf("heartbeat into a full table: %v", err)
	}
	if tr.begin(r, now) {
		t.Fatal("contact claimed without room in the table")
	}
	later := now.Add(cfg.LiveTTL + cfg.HeartbeatWindow + time.Second)
	if err := tr.heartbeat(r, ms(later), later); err != nil {
		t.Fatalf("heartbeat once entries expired: %v", err)
	}
}
