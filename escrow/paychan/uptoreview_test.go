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

// Review of upto, finding 7: a payer that never settles keeps its payee's earnings out of the
// claim policy. Its unsettled charges are owed (Held.Owed) with only the cap voucher to claim
// them, and the policy claims the held voucher alone, so neither MinValue nor MaxAge ever
// makes the channel due: everything the payer used rides on the payee catching its
// withdrawal in time, which per-call vouchers claimed within a day do not. Closed: a charge
// unsettled MaxAge makes the channel due with its cap voucher, and the payer books what the
// chain shows claimed (Payer.AdoptClaimed).
func TestReviewUptoUnsettledChargesAreClaimedByAge(t *testing.T) {
	f := newUpto(t)
	total := new(big.Int)
	for i := 0; i < 5; i++ {
		total.Add(total, eth(2))
		owed := f.call(t, eth(10), eth(2))
		if owed.Cmp(total) != 0 {
			t.Fatalf("owed %s, want %s", owed, total)
		}
		if _, err := f.payer.Charged(f.id, owed); err != nil { // its settlement never sent
			t.Fatal(err)
		}
	}
	pol := paychan.Policy{MinValue: eth(5), MaxAge: 24 * time.Hour, Margin: time.Hour}
	f.clock.now = t0.Add(2 * pol.MaxAge)
	due := pol.Due(f.clock.now, f.chk.Held())
	if len(due) != 1 {
		t.Fatalf("%s owed for two days, above claimAt, and %d channels due", total, len(due))
	}
	// The claim goes out with the last call's cap voucher (8 charged before it + a cap of 10),
	// the one voucher above the held one the payer signed; the chain pays it, and the sync
	// makes it the voucher held, its charges paid.
	capped := due[0].Voucher.Amount
	if capped.Cmp(eth(18)) != 0 {
		t.Fatalf("the claim due pays %s, want the cap voucher's 18", capped)
	}
	if err := f.chk.Track(f.ch, eth(1000), capped, 0); err != nil {
		t.Fatal(err)
	}
	if h := f.held(t); h.Owed != nil || h.Cap != nil || h.Unclaimed().Sign() != 0 || len(pol.Due(f.clock.now, f.chk.Held())) != 0 {
		t.Fatalf("after the cap's claim: owed %v, unclaimed %s; want nothing more owed nor due", h.Owed, h.Unclaimed())
	}
	// The payer's side: its next voucher (its books + a cap) is under the price above what was
	// claimed; it books what the chain shows claimed, and its next call goes through.
	v, err := f.payer.Next(f.id, eth(10))
	if err != nil {
		t.Fatal(err)
	}
	_, err = f.chk.Check(f.ch, v, eth(10))
	held, ok := paychan.HeldAmount(err)
	if !ok || held.Cmp(capped) != 0 {
		t.Fatalf("the payer's voucher after the claim: %v, want refused with %s held", err, capped)
	}
	if err := f.payer.Refused(f.id); err != nil {
		t.Fatal(err)
	}
	if moved, err := f.payer.AdoptClaimed(f.id, 0, eth(9)); err != nil || moved {
		t.Fatalf("a claimed amount below the books moved them (%v, %v)", moved, err)
	}
	if moved, err := f.payer.AdoptClaimed(f.id, 0, capped); err != nil || !moved {
		t.Fatalf("the payer did not book the claimed cap: %v, %v", moved, err)
	}
	if owed := f.call(t, eth(10), eth(1)); owed.Cmp(eth(19)) != 0 {
		t.Fatalf("the call after: owed %s, want 19", owed)
	}
}
