package chat

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/agentsite/agentsite/identity"
	"github.com/dgraph-io/badger/v4"
)

// Quotas survive a restart (issue 18, item 7): a member and a stranger use their quotas of the
// current window, the node stops, its badger store is reopened from disk by a new service, and
// both are still over quota in that window, by Post and on gossip; the next window is theirs.
func TestQuotasSurviveRestart(t *testing.T) {
	const room = "team"
	dir := t.TempDir()
	member, stranger := mustKey(t), mustKey(t)
	window := DefaultConfig(testChain).QuotaWindow
	clock := &frozenClock{now: time.Now().Truncate(window).Add(time.Second)}
	mod := func(c *Config) {
		c.Key, c.Clock = member, clock
		c.MemberQuota = Quota{Messages: 3, Bytes: 64 << 10}
		c.StrangerQuota = Quota{Messages: 2, Bytes: 8 << 10}
		c.Membership = MembershipFunc(func(_ context.Context, _ string, d identity.DID) (bool, error) {
			return d.Address == member.Address(), nil
		})
	}
	open := func() *badger.DB {
		db, err := badger.Open(badger.DefaultOptions(dir).WithSyncWrites(true).WithLogger(nil))
		if err != nil {
			t.Fatal(err)
		}
		return db
	}
	post := func(n *node, k *identity.Key, what string) error {
		_, err := n.svc.PostAs(context.Background(), k, room, Draft{Content: what})
		return err
	}

	db := open()
	first := newNodeWith(t, newHost(t), db, mod)
	joinAll(t, room, first)
	for i := range 3 {
		if err := post(first, member, fmt.Sprint("member ", i)); err != nil {
			t.Fatal(err)
		}
	}
	for i := range 2 {
		if err := post(first, stranger, fmt.Sprint("stranger ", i)); err != nil {
			t.Fatal(err)
		}
	}
	waitFor(t, "the five posts stored", func() bool { return historyLen(t, first, room) == 5 })
	if err := errors.Join(first.svc.Close(), db.Close()); err != nil {
		t.Fatal(err)
	}

	db = open()
	t.Cleanup(func() { _ = db.Close() })
	second := newNodeWith(t, newHost(t), db, mod)
	joinAll(t, room, second)
	if got := historyLen(t, second, room); got != 5 {
		t.Fatalf("the reopened store holds %d envelopes, want 5", got)
	}
	for _, k := range []*identity.Key{member, stranger} {
		if err := post(second, k, "after the restart"); !errors.Is(err, ErrOverQuota) {
			t.Fatalf("a post after the restart in the used window: %v, want %v", err, ErrOverQuota)
		}
	}
	// The same on gossip: another copy of the member's fourth message from a peer is ignored.
	fourth := signed(t, member, room, "from a peer", clock.Now())
	if v := validateFrom(t, second, room, wire(t, fourth)); v != "ignore" {
		t.Fatalf("the member's fourth message of the window on gossip: %s, want ignore", v)
	}
	clock.Advance(window)
	for _, k := range []*identity.Key{member, stranger} {
		if err := post(second, k, "next window"); err != nil {
			t.Fatalf("a post in the next window: %v", err)
		}
	}
}
