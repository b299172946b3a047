package paychan_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// Review rvfix, finding 2: the age rule reads Held.Since, the age of the channel's oldest
// unclaimed voucher, not of its unsettled charge. A channel whose settled voucher waited a day
// under MinValue has a fresh upto call's charge (its settlement on the way, milliseconds) due
// at once with its cap voucher: an honest payee's claim loop claims the cap, the payer's
// settlement arriving after is void, and the payer books the claimed cap (Payer.AdoptClaimed:
// a settlement pending, below the voucher refused): cap − use lost on a charge seconds old.
// Fixed: the rule reads the charge's own age (Held.OwedSince, saved in the log).
func TestRvfixAgeRuleClaimsAFreshChargesCap(t *testing.T) {
	f := newUpto(t)
	owed := f.call(t, eth(10), eth(2))
	settle, err := f.payer.Charged(f.id, owed)
	if err != nil || settle == nil {
		t.Fatalf("settlement %v: %v", settle, err)
	}
	if err := f.chk.Settle(f.ch, *settle); err != nil {
		t.Fatal(err)
	}
	pol := paychan.Policy{MinValue: eth(1000), MaxAge: 24 * time.Hour, Margin: time.Hour}
	f.clock.now = t0.Add(pol.MaxAge)                                      // a day: the settled 2 are due by age
	if err := f.chk.Track(f.ch, eth(1000), new(big.Int), 0); err != nil { // the call's sync
		t.Fatal(err)
	}
	owed = f.call(t, eth(10), eth(3)) // now: charged 3, its settlement on its way
	due := pol.Due(f.clock.now, f.chk.Held())
	if len(due) != 1 {
		t.Fatalf("%d channels due, want the day-old one", len(due))
	}
	if got := due[0].Voucher.Amount; got.Cmp(owed) > 0 {
		t.Fatalf("the claim due pays %s for a charge made now (owed %s in all): the cap of a call whose settlement is on its way", got, owed)
	}
}
