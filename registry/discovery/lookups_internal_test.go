package discovery

import (
	"testing"
	"time"
)

// A tag looked up is not looked up again within RelookupInterval, unless a card of that tag
// came with a stake the oracle did not show: then a tenth of it later; soon never delays.
func TestLookupsSoonAfterUnseenStake(t *testing.T) {
	t0 := time.Unix(1_800_000_000, 0)
	l := &lookups{every: 30 * time.Second, at: map[string]lookedUp{}}
	if !l.claim("summarize", 20, t0) {
		t.Fatal("first lookup refused")
	}
	if l.claim("summarize", 20, t0.Add(time.Second)) {
		t.Fatal("looked up again within the interval")
	}
	l.soon([]string{"summarize", "never-looked-up"}, t0.Add(time.Second))
	if _, ok := l.at["never-looked-up"]; ok {
		t.Fatal("soon recorded a tag nobody looked up")
	}
	if l.claim("summarize", 20, t0.Add(3*time.Second)) {
		t.Fatal("looked up again before a tenth of the interval")
	}
	if !l.claim("summarize", 20, t0.Add(4*time.Second)) {
		t.Fatal("not looked up again a tenth of the interval after the unseen stake")
	}
	l.at["due"] = lookedUp{at: t0.Add(-time.Minute), limit: 20}
	l.soon([]string{"due"}, t0)
	if !l.claim("due", 20, t0) {
		t.Fatal("soon delayed a tag that was already due")
	}
}

// Review: a stranger announcing unstaked cards for a skill as fast as gossip lets it makes a
// node that searches that skill as often as it can walk the DHT for it at most once per
// RelookupInterval/10 (3 s), and never for a tag the node did not search itself.
func TestUnstakedFloodBoundsLookups(t *testing.T) {
	t0 := time.Unix(1_800_000_000, 0)
	l := &lookups{every: 30 * time.Second, at: map[string]lookedUp{}}
	flood := []string{"summarize"}
	for i := 0; i < 500; i++ {
		flood = append(flood, "junk-"+string(rune('a'+i%26))+string(rune('a'+i/26)))
	}
	n := 0
	for at := t0; at.Before(t0.Add(time.Minute)); at = at.Add(100 * time.Millisecond) {
		l.soon(flood, at)
		if l.claim("summarize", 20, at) {
			n++
		}
	}
	if n > 21 {
		t.Fatalf("%d lookups of one tag in a minute, want at most 21 (one per 3 s)", n)
	}
	if len(l.at) != 1 {
		t.Fatalf("the flood's tags were recorded: %d tags", len(l.at))
	}
}
