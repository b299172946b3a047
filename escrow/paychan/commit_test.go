package paychan_test

import (
	"errors"
	"testing"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// A voucher checked for a call that then fails is never committed: nothing is held, nothing
// saved, and the payer's next voucher for the same amount is accepted.
func TestCheckWithoutCommitChargesNothing(t *testing.T) {
	f := newPayee(t)
	v := f.voucher(t, eth(1))
	k0, err := f.chk.Check(f.ch, v, eth(1))
	if err != nil {
		t.Fatal(err)
	}
	if held, _ := f.store.LoadHeld(); len(held) != 1 || held[0].Voucher.Amount != nil {
		t.Fatalf("a checked voucher was saved: %+v", held)
	}
	f.chk.Release(k0) // the call failed
	k, err := f.chk.Check(f.ch, v, eth(1))
	if err != nil {
		t.Fatalf("same amount again after a failed call: %v", err)
	}
	if k.Amount().Cmp(eth(1)) != 0 {
		t.Fatalf("checked amount %s", k.Amount())
	}
	if err := f.chk.Commit(k); err != nil {
		t.Fatal(err)
	}
	if held, _ := f.store.LoadHeld(); held[0].Voucher.Amount.Cmp(eth(1)) != 0 {
		t.Fatalf("store holds %+v after commit", held)
	}
}

// A checked voucher holds its channel: a second call's voucher on it is refused (ErrBusy)
// until the first is committed or released; after the commit the same amount is not higher.
// A bad signature never gets as far as a Checked.
func TestCommitRefusesWhatNoLongerFits(t *testing.T) {
	f := newPayee(t)
	v := f.voucher(t, eth(2))
	a, err := f.chk.Check(f.ch, v, eth(1))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.chk.Check(f.ch, v, eth(1)); !errors.Is(err, paychan.ErrBusy) {
		t.Fatalf("second check while the first is running: %v, want ErrBusy", err)
	}
	if err := f.chk.Commit(a); err != nil {
		t.Fatal(err)
	}
	if _, err := f.chk.Check(f.ch, v, eth(1)); !errors.Is(err, paychan.ErrNotHigher) {
		t.Fatalf("same amount after the commit: %v, want ErrNotHigher", err)
	}
	bad := f.voucher(t, eth(3))
	bad.Sig[10] ^= 1
	if _, err := f.chk.Check(f.ch, bad, eth(1)); !errors.Is(err, paychan.ErrBadSignature) {
		t.Fatalf("bad signature: %v", err)
	}
}

// A NoSync store reads back what it wrote, like the synced one.
func TestFileStoreNoSync(t *testing.T) {
	s, err := paychan.NewFileStore(t.TempDir(), paychan.NoSync())
	if err != nil {
		t.Fatal(err)
	}
	f := newPayee(t)
	k, err := f.chk.Check(f.ch, f.voucher(t, eth(1)), eth(1))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.chk.Commit(k); err != nil {
		t.Fatal(err)
	}
	for _, h := range f.chk.Held() {
		if err := s.SaveHeld(h); err != nil {
			t.Fatal(err)
		}
	}
	got, err := s.LoadHeld()
	if err != nil || len(got) != 1 || got[0].Voucher.Amount.Cmp(eth(1)) != 0 {
		t.Fatalf("loaded %+v (%v)", got, err)
	}
}

// A call the payee refused (busy, a failed run) is released without the guess Resolve makes
// for an unanswered voucher: however often it happens, the payer counts nothing for it.
func TestPayerRefusedIsNeverGuessed(t *testing.T) {
	f := newPayee(t)
	p, err := paychan.NewPayer(testDomain, f.key, newStore(t))
	if err != nil {
		t.Fatal(err)
	}
	id, err := p.Add(f.ch, eth(1000))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 3; i++ {
		v, err := p.Next(id, eth(1))
		if err != nil || v.Amount.Cmp(eth(1)) != 0 {
			t.Fatalf("next %d: %v %v", i, v.Amount, err)
		}
		if err := p.Refused(id); err != nil {
			t.Fatal(err)
		}
	}
	if c, _ := p.Channel(id); c.Answered.Sign() != 0 || c.InFlight != nil || c.Unresolved != nil {
		t.Fatalf("after refusals: %+v", c)
	}
}
