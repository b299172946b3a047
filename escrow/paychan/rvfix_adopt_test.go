package paychan_test

import (
	"testing"
)

// Review rvfix, finding 1 (the payer's side; over the wire in node/call): a voucher the payee
// refused is one the chain pays all the same. With no settlement pending (no upto charge the
// payee might lack), a claim above the books is not the age rule's, and AdoptClaimed books
// nothing: the refused call stays unpaid in the books.
func TestRvfixAdoptClaimedNeedsAPendingSettlement(t *testing.T) {
	f := newUpto(t)
	v, err := f.payer.Next(f.id, eth(10))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.payer.Refused(f.id); err != nil { // the payee refused it, and claims it
		t.Fatal(err)
	}
	if moved, err := f.payer.AdoptClaimed(f.id, 0, v.Amount); err != nil || moved {
		t.Fatalf("a claim of a refused call's voucher, no settlement pending: booked %v (%v)", moved, err)
	}
	if c, _ := f.payer.Channel(f.id); c.Answered.Sign() != 0 {
		t.Fatalf("books %s after a refused call", c.Answered)
	}
}
