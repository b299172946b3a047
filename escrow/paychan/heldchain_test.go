package paychan_test

import (
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
)

// HeldChain gives a held channel's settings and the commitment of its held word voucher of
// the epoch asked, and nothing for an unknown id, another epoch or a signed voucher held.
func TestCheckerHeldChain(t *testing.T) {
	f := newPayee(t)
	if _, _, ok := f.chk.HeldChain(f.id, 0); ok {
		t.Fatal("a chain before any word")
	}
	c := f.chain(t, f.key, f.id, 0, eth(0), eth(1), 16)
	if err := f.chk.Accept(f.ch, c.Voucher(1, true), eth(1)); err != nil {
		t.Fatal(err)
	}
	ch, k, ok := f.chk.HeldChain(f.id, 0)
	if !ok || ch != f.ch || k == nil || !k.Same(&c.Commit) {
		t.Fatalf("held chain %v: %+v, %+v", ok, ch, k)
	}
	if _, _, ok := f.chk.HeldChain(f.id, 1); ok {
		t.Fatal("a chain of another epoch")
	}
	if _, _, ok := f.chk.HeldChain(crypto.Keccak256Hash([]byte("unknown")), 0); ok {
		t.Fatal("a chain of an unknown id")
	}
	if err := f.chk.Accept(f.ch, f.voucher(t, eth(3)), eth(1)); err != nil {
		t.Fatal(err)
	}
	if _, _, ok := f.chk.HeldChain(f.id, 0); ok {
		t.Fatal("a chain while a signed voucher is held")
	}
}
