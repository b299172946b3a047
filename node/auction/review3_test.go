package auction

import (
	"bytes"
	"fmt"
	"testing"
	"time"
)

// The third review of the swarm auction (standing offers and their askers); docs/ARCHITECTURE.md
// ("What an auction's strangers can still do") states what is left open.

// Review rv3, finding 2: the standing offers a Book keeps were never let go: a stranger's 256
// asks at as many reserves above the floor filled the Book for good, and from then on every
// offer not kept already — an honest ask's floor-priced offer for another skill, or for the same
// skill once the stranger's prices are stale — was signed for each ask, forever (a signature,
// ~35 µs, per ask and bidding agent, for everyone's asks, not only the stranger's).
func TestReserveFloodDoesNotUnkeepFloorOffers(t *testing.T) {
	w := newWorld(t, 1, 0, nil)
	book := w.bs[0].book
	book.Policies[0].Skills = append(book.Policies[0].Skills, "sum")
	_, key := w.stranger(t)
	now := w.clock.Now()
	for i := range MaxSignedBids {
		a := signedAsk(t, key, w.host.ID().String(), now, func(a *Ask) { a.Reserve = fmt.Sprint(200 + i) })
		terms, err := a.Check(testChain, now)
		if err != nil {
			t.Fatal(err)
		}
		if _, n, err := book.Bids(a, terms, now); err != nil || n != 1 {
			t.Fatalf("reserve %d: %d bids, err %v", 200+i, n, err)
		}
	}
	// An honest ask for the agent's other skill, at its floor, twice a millisecond apart: the
	// second is answered with the offer kept from the first (the same frame), not a new one.
	floorOffer := func(at time.Time) []byte {
		a := signedAsk(t, key, w.host.ID().String(), at, func(a *Ask) { a.Skill = "sum" })
		terms, err := a.Check(testChain, at)
		if err != nil {
			t.Fatal(err)
		}
		f, n, err := book.Bids(a, terms, at)
		if err != nil || n != 1 {
			t.Fatalf("floor ask: %d bids, err %v", n, err)
		}
		return f
	}
	first := floorOffer(now.Add(time.Millisecond))
	if second := floorOffer(now.Add(2 * time.Millisecond)); !bytes.Equal(first, second) {
		t.Fatal("after a stranger's reserves filled the Book, an honest ask's floor offer was signed again for each ask")
	}
	// Once the stranger's offers are past renewal they make room: a new price is kept again.
	later := now.Add(book.Policies[0].BidTTL)
	a := signedAsk(t, key, w.host.ID().String(), later, func(a *Ask) { a.Reserve = "900" })
	terms, err := a.Check(testChain, later)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := book.Bids(a, terms, later); err != nil {
		t.Fatal(err)
	}
	if sb := book.signed[offerKey{book.Policies[0].Name, "echo", "900"}]; sb == nil {
		t.Fatal("with every kept offer stale, a new price was not kept")
	}
}

// The offers kept for good are the agents' floor offers for their skills as their policies spell
// them: an ask's skill is matched in any case and its spelling echoed in the bid, so a stranger
// spelling "echo" in each of its 16 cases (a longer skill: 2^len) makes as many offers, and
// those are bounded like prices above the floor.
func TestSkillSpellingsDoNotGrowKeptOffers(t *testing.T) {
	w := newWorld(t, 1, 0, nil)
	book := w.bs[0].book
	long := "abcdefghij"
	book.Policies[0].Skills = append(book.Policies[0].Skills, long)
	_, key := w.stranger(t)
	now := w.clock.Now()
	for i := range 1 << len(long) {
		spelt := []byte(long)
		for j := range spelt {
			if i>>j&1 == 1 {
				spelt[j] -= 'a' - 'A'
			}
		}
		a := signedAsk(t, key, w.host.ID().String(), now, func(a *Ask) { a.Skill = string(spelt) })
		terms, err := a.Check(testChain, now)
		if err != nil {
			t.Fatal(err)
		}
		if _, n, err := book.Bids(a, terms, now); err != nil || n != 1 {
			t.Fatalf("skill %s: %d bids, err %v", spelt, n, err)
		}
	}
	if got := len(book.signed); got > MaxSignedBids+1 {
		t.Fatalf("%d offers kept after %d spellings of one skill, want at most %d", got, 1<<len(long), MaxSignedBids+1)
	}
}
