package paychan

import (
	"errors"
	"math/big"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/identity"
)

// unverifiedRig is a payee's checker (bound k on unverified calls) whose background
// verifications are queued for the test to run, on a log store at path, tracking one channel
// signed by key; paid returns a voucher of amount signed by signer.
type unverifiedRig struct {
	chk    *Checker
	store  *LogStore
	path   string
	ch     Channel
	id     common.Hash
	key    *identity.Key
	queued []func()
}

var unverifiedT0 = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

func newUnverifiedRig(t *testing.T, k int) *unverifiedRig {
	t.Helper()
	key, err := identity.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	r := &unverifiedRig{path: filepath.Join(t.TempDir(), "channels.log"), key: key}
	r.ch = Channel{Payer: key.Address(), Payee: common.HexToAddress("0xbee"), Signer: key.Address()}
	r.id = r.ch.ID(presignDomain.Separator())
	r.open(t, k)
	if err := r.chk.Track(r.ch, big.NewInt(1000), new(big.Int), 0); err != nil {
		t.Fatal(err)
	}
	return r
}

// open (re)opens the store and the checker, as a restarted payee does.
func (r *unverifiedRig) open(t *testing.T, k int) {
	t.Helper()
	if r.store != nil {
		r.store.Close()
	}
	store, err := OpenLogStore(r.path, false)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	r.store = store
	now := func() time.Time { return unverifiedT0 }
	if r.chk, err = NewChecker(presignDomain, r.ch.Payee, store, now, WithUnverified(k)); err != nil {
		t.Fatal(err)
	}
	r.chk.background = func(f func()) { r.queued = append(r.queued, f) }
}

// runQueued runs the verifications queued so far.
func (r *unverifiedRig) runQueued() {
	q := r.queued
	r.queued = nil
	for _, f := range q {
		f()
	}
}

func (r *unverifiedRig) voucher(t *testing.T, amount int64, signer *identity.Key) Voucher {
	t.Helper()
	v, err := Sign(presignDomain.Separator(), r.id, big.NewInt(amount), signer)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// call begins and commits v presented by by at a price of 1.
func (r *unverifiedRig) call(v Voucher, by string) error {
	k, err := r.chk.Begin(r.ch, v, big.NewInt(1), by)
	if err != nil {
		return err
	}
	return r.chk.Commit(k)
}

func (r *unverifiedRig) claimable(t *testing.T) int64 {
	t.Helper()
	hs := r.chk.Held()
	if len(hs) != 1 || hs[0].Voucher.Amount == nil {
		t.Fatalf("held %+v", hs)
	}
	return hs[0].Voucher.Amount.Int64()
}

// A payer colluding with another key (its vouchers signed by a key that is not the channel's
// signer) after good calls: its known caller's calls are answered before their signatures are
// verified, up to k; the (k+1)th waits for its own; once the newest fails, the caller is
// refused on the channel, the claim is exactly the last verified voucher, and another caller's
// vouchers are verified before their calls.
func TestUnverifiedForgedAfterGoodOnes(t *testing.T) {
	const k = 2
	r := newUnverifiedRig(t, k)
	other, err := identity.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	// The channel's first voucher is verified before its call, whoever presents it.
	if err := r.call(r.voucher(t, 1, other), "alice"); !errors.Is(err, ErrBadSignature) {
		t.Fatalf("first voucher signed by another key: %v", err)
	}
	for amount := int64(1); amount <= 3; amount++ {
		if err := r.call(r.voucher(t, amount, r.key), "alice"); err != nil {
			t.Fatal(err)
		}
		r.runQueued()
	}
	if got := r.claimable(t); got != 3 {
		t.Fatalf("claimable %d after 3 good calls, want 3", got)
	}
	// A stranger's forged voucher is verified before the call.
	if err := r.call(r.voucher(t, 4, other), "mallory"); !errors.Is(err, ErrBadSignature) {
		t.Fatalf("stranger's forged voucher: %v", err)
	}
	// Alice: a good voucher and a forged one answered unverified (k = 2), the third waits
	// for its own verification and is refused.
	if err := r.call(r.voucher(t, 4, r.key), "alice"); err != nil {
		t.Fatal(err)
	}
	if err := r.call(r.voucher(t, 5, other), "alice"); err != nil {
		t.Fatalf("forged voucher within the bound: %v (answered before its verification)", err)
	}
	e := r.chk.entry(r.id, Channel{}, false)
	e.mu.Lock()
	h := e.claimable() // what a claim takes, before the verification Held runs
	e.mu.Unlock()
	if h.Voucher.Amount.Int64() != 3 {
		t.Fatalf("claimable %d with 2 calls unverified, want the last verified 3", h.Voucher.Amount)
	}
	if err := r.call(r.voucher(t, 6, other), "alice"); !errors.Is(err, ErrBadSignature) {
		t.Fatalf("a forged voucher beyond the bound: %v", err)
	}
	// The queued verification takes the newest voucher (5, forged): the channel is retired
	// for alice and falls back to 3 (the good 4 is lost with it: the bound's cost).
	r.runQueued()
	if got := r.claimable(t); got != 3 {
		t.Fatalf("claimable %d after the forged voucher failed, want 3", got)
	}
	if err := r.call(r.voucher(t, 4, r.key), "alice"); !errors.Is(err, ErrRetired) {
		t.Fatalf("alice after her forged voucher: %v", err)
	}
	if err := r.call(r.voucher(t, 4, other), "bob"); !errors.Is(err, ErrBadSignature) {
		t.Fatalf("another caller's forged voucher after the retirement: %v", err)
	}
	// A restart claims the same.
	r.open(t, k)
	if got := r.claimable(t); got != 3 {
		t.Fatalf("restarted: claimable %d, want 3", got)
	}
}

// A payee killed with vouchers answered unverified on disk verifies them when it loads them:
// a good one is claimed, a forged one falls back to the last verified voucher.
func TestUnverifiedVerifiedOnRestart(t *testing.T) {
	for _, forged := range []bool{false, true} {
		r := newUnverifiedRig(t, 4)
		other, err := identity.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		if err := r.call(r.voucher(t, 2, r.key), "alice"); err != nil {
			t.Fatal(err)
		}
		if err := r.call(r.voucher(t, 3, r.key), "alice"); err != nil {
			t.Fatal(err)
		}
		last := r.key
		if forged {
			last = other
		}
		if err := r.call(r.voucher(t, 5, last), "alice"); err != nil {
			t.Fatal(err)
		}
		// killed now, the verifications never run
		r.queued = nil
		held, _, err := ReadLog(r.path)
		if err != nil || len(held) != 1 || held[0].Voucher.Amount.Int64() != 5 || held[0].Verified == nil || held[0].Verified.Amount.Int64() != 2 {
			t.Fatalf("log holds %+v (%v), want 5 answered unverified beside 2 verified", held, err)
		}
		r.open(t, 4)
		want := int64(5)
		if forged {
			want = 2
		}
		if got := r.claimable(t); got != want {
			t.Fatalf("forged %v: restarted payee would claim %d, want %d", forged, got, want)
		}
		// The restarted payee verifies the channel's next voucher before its call.
		if err := r.call(r.voucher(t, 9, other), "alice"); !errors.Is(err, ErrBadSignature) {
			t.Fatalf("forged %v: after the restart a forged voucher got %v", forged, err)
		}
	}
}
