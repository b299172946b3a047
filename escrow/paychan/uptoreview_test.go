package paychan_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// Review of upto, finding 2: an upto charge left unsettled over a sync (the payee's loop syncs
// every channel once its state is stale) lost its age: the sync cleared Since, seeing nothing
// claimable in the held voucher, and the settlement that came later left it cleared. A settled
// amount below the policy's MinValue was then never claimed by age (MaxAge), only at a
// withdrawal, however old: the exposure MaxAge bounds.
func TestReviewUptoSettlementKeepsItsAge(t *testing.T) {
	f := newUpto(t)
	owed := f.call(t, eth(10), eth(2))
	f.clock.now = f.clock.now.Add(time.Hour)
	if err := f.chk.Track(f.ch, eth(1000), new(big.Int), 0); err != nil { // the loop's sync of a stale channel
		t.Fatal(err)
	}
	settle, err := f.payer.Charged(f.id, owed)
	if err != nil || settle == nil {
		t.Fatalf("settlement %v: %v", settle, err)
	}
	if err := f.chk.Settle(f.ch, *settle); err != nil {
		t.Fatal(err)
	}
	pol := paychan.Policy{MinValue: eth(1000), MaxAge: 24 * time.Hour, Margin: time.Hour}
	if h := f.held(t); h.Since.IsZero() || h.Unclaimed().Cmp(owed) != 0 {
		t.Fatalf("settled %s: unclaimed %s, since %v; want the settlement, aged from the charge", owed, h.Unclaimed(), h.Since)
	}
	f.clock.now = t0.Add(pol.MaxAge)
	if due := pol.Due(f.clock.now, f.chk.Held()); len(due) != 1 {
		t.Fatalf("a day after the charge, %d channels due, want the settled one", len(due))
	}
}
