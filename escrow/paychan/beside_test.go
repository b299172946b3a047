package paychan_test

import (
	"errors"
	"testing"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// Begin verifies a voucher beside its call only for the presenter of the channel's last
// committed voucher: a new channel, another presenter and an anonymous one are verified
// before Begin returns. A bad signature beside the call makes Commit (or Release) fail and
// save nothing, frees the channel, and sends it back to check-first for good (without
// unverified calls: WithUnverified(0)).
func TestBeginVerifiesBesideOnlyForTheLastPresenter(t *testing.T) {
	f := newPayee(t, paychan.WithUnverified(0))
	bad := func(milli int64) paychan.Voucher {
		v := f.voucher(t, eth(milli))
		v.Sig[7] ^= 1
		return v
	}
	// First voucher of the channel: verified first, whoever presents it.
	if _, err := f.chk.Begin(f.ch, bad(1), eth(1), "alice"); !errors.Is(err, paychan.ErrBadSignature) {
		t.Fatalf("first voucher with a bad signature: %v", err)
	}
	k, err := f.chk.Begin(f.ch, f.voucher(t, eth(1)), eth(1), "alice")
	if err != nil {
		t.Fatal(err)
	}
	if err := f.chk.Commit(k); err != nil {
		t.Fatal(err)
	}
	// Others are verified first.
	for _, by := range []string{"", "mallory"} {
		if _, err := f.chk.Begin(f.ch, bad(2), eth(1), by); !errors.Is(err, paychan.ErrBadSignature) {
			t.Fatalf("presenter %q: bad signature got %v before the call", by, err)
		}
	}
	// Alice's next voucher is beside the call: Begin passes it, Commit finds it bad.
	k, err = f.chk.Begin(f.ch, bad(2), eth(1), "alice")
	if err != nil {
		t.Fatalf("beside the call: %v", err)
	}
	if _, err := f.chk.Begin(f.ch, f.voucher(t, eth(2)), eth(1), "alice"); !errors.Is(err, paychan.ErrBusy) {
		t.Fatalf("the channel is free while a voucher is being verified: %v", err)
	}
	if err := f.chk.Commit(k); !errors.Is(err, paychan.ErrBadSignature) {
		t.Fatalf("commit of a bad voucher: %v", err)
	}
	if held, _ := f.store.LoadHeld(); held[0].Voucher.Amount.Cmp(eth(1)) != 0 {
		t.Fatalf("store holds %s after a bad commit", held[0].Voucher.Amount)
	}
	// Check-first from now on, for alice too.
	if _, err := f.chk.Begin(f.ch, bad(2), eth(1), "alice"); !errors.Is(err, paychan.ErrBadSignature) {
		t.Fatalf("after the fallback: %v", err)
	}
	k, err = f.chk.Begin(f.ch, f.voucher(t, eth(2)), eth(1), "alice")
	if err != nil {
		t.Fatal(err)
	}
	if err := f.chk.Commit(k); err != nil {
		t.Fatal(err)
	}
	if _, err := f.chk.Begin(f.ch, bad(3), eth(1), "alice"); !errors.Is(err, paychan.ErrBadSignature) {
		t.Fatalf("a good voucher ended the fallback: %v", err)
	}
}

// A bad voucher beside a call that failed is released, not committed, and still sends the
// channel back to check-first.
func TestReleaseOfABadVoucherBesideFallsBack(t *testing.T) {
	f := newPayee(t)
	f.paidBy(t, "alice")
	v := f.voucher(t, eth(2))
	v.Sig[7] ^= 1
	k, err := f.chk.Begin(f.ch, v, eth(1), "alice")
	if err != nil {
		t.Fatal(err)
	}
	f.chk.Release(k)
	if _, err := f.chk.Begin(f.ch, v, eth(1), "alice"); !errors.Is(err, paychan.ErrBadSignature) {
		t.Fatalf("after a released bad voucher: %v", err)
	}
}

// What Begin knows of presenters is not saved: a restarted payee verifies each channel's
// first voucher before the call again, whoever presents it.
func TestBeginAfterRestartVerifiesFirst(t *testing.T) {
	f := newPayee(t)
	f.paidBy(t, "alice")
	again, err := paychan.NewChecker(testDomain, f.ch.Payee, f.store, f.clock.Now)
	if err != nil {
		t.Fatal(err)
	}
	v := f.voucher(t, eth(2))
	v.Sig[7] ^= 1
	if _, err := again.Begin(f.ch, v, eth(1), "alice"); !errors.Is(err, paychan.ErrBadSignature) {
		t.Fatalf("restarted payee took a bad voucher beside the call: %v", err)
	}
}

// paidBy has by present the channel's first voucher (eth(1)), committed.
func (f *payeeFixture) paidBy(t *testing.T, by string) {
	t.Helper()
	k, err := f.chk.Begin(f.ch, f.voucher(t, eth(1)), eth(1), by)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.chk.Commit(k); err != nil {
		t.Fatal(err)
	}
}
