package chat

import (
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

func TestQuotas(t *testing.T) {
	cfg := DefaultConfig(testChain)
	cfg.MemberQuota = Quota{Messages: 3, Bytes: 64 << 10}
	cfg.StrangerQuota = Quota{Messages: 2, Bytes: 2000}
	cfg.StrangersQuota = Quota{Messages: 3, Bytes: 64 << 10}
	cfg.QuotaEntries = 6
	w := cfg.QuotaWindow.Milliseconds()
	ts := 1000 * w // the start of a window
	m, s1, s2, s3 := common.Address{1}, common.Address{2}, common.Address{3}, common.Address{4}

	t.Run("member: messages per window, then the next window", func(t *testing.T) {
		q := newQuotas(cfg)
		for i := range 3 {
			if !q.charge("team", m, true, ts+int64(i), 100) {
				t.Fatalf("member message %d refused", i)
			}
		}
		if q.allows("team", m, true, ts+w-1, 100) || q.charge("team", m, true, ts+5, 100) {
			t.Fatal("fourth member message in one window allowed")
		}
		if !q.charge("team", m, true, ts+w, 100) || !q.charge("other", m, true, ts, 100) {
			t.Fatal("the next window, or another room, refused")
		}
		q.refund("team", m, true, ts, 100) // a copy of an accepted envelope gives its charge back
		if !q.charge("team", m, true, ts, 100) {
			t.Fatal("refunded charge not available again")
		}
	})
	t.Run("stranger: bytes, and the strangers' shared budget", func(t *testing.T) {
		q := newQuotas(cfg)
		if !q.charge("team", s1, false, ts, 1500) || q.charge("team", s1, false, ts, 600) {
			t.Fatal("stranger bytes quota not applied")
		}
		if !q.charge("team", s2, false, ts, 10) || !q.charge("team", s2, false, ts, 10) {
			t.Fatal("a second stranger refused within the shared budget")
		}
		if q.charge("team", s3, false, ts, 10) {
			t.Fatal("a third stranger passed the strangers' shared budget of 3")
		}
		q.refund("team", s2, false, ts, 10)
		if !q.charge("team", s3, false, ts, 10) {
			t.Fatal("a stranger's refund did not return to the shared budget")
		}
		if !q.charge("team", m, true, ts, 10) {
			t.Fatal("strangers' flood refused a member")
		}
		if q.charge("team", allStrangers, false, ts+w, 10) {
			t.Fatal("the zero address may not post as a stranger: it is the shared counter")
		}
	})
	t.Run("memory is bounded; strangers cannot take members' entries", func(t *testing.T) {
		q := newQuotas(cfg)
		n := 0
		for i := range 100 {
			if q.charge("team", common.Address{byte(i + 10)}, false, ts+int64(i)*w, 10) {
				n++
			}
		}
		if n != 3 || q.entries() > cfg.QuotaEntries { // each stranger window opens two entries
			t.Fatalf("%d strangers in, %d entries; want 3 and at most %d", n, q.entries(), cfg.QuotaEntries)
		}
		if !q.charge("team", m, true, ts, 10) {
			t.Fatal("member refused when strangers' entries are full")
		}
		q.sweep(time.UnixMilli(ts + 50*w)) // forget the windows that ended before
		if !q.charge("team", common.Address{200}, false, ts+60*w, 10) {
			t.Fatal("stranger refused after old windows were swept")
		}
	})
}

// entries returns how many (room, sender, window) entries are tracked.
func (q *quotas) entries() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.members) + len(q.outsider)
}
