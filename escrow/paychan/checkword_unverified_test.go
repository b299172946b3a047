package paychan

import (
	"errors"
	"math/big"
	"testing"

	"github.com/agentsite/agentsite/identity"
)

// chain is a chain of the rig's channel from base in steps of 1, signed by signer.
func (r *unverifiedRig) chain(t *testing.T, base int64, length uint32, signer *identity.Key) *Chain {
	t.Helper()
	c, err := NewChain(ChainSecret(signer), r.id, 0, big.NewInt(base), big.NewInt(1), length)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Sign(presignDomain.Separator(), signer); err != nil {
		t.Fatal(err)
	}
	return c
}

// Under the unverified-k rule a known caller's new commitment is verified as a voucher's
// signature is: beside its calls, up to k of them answered first; once it verified, its
// chain's words cost no signature check; a forged one retires the caller and falls the
// channel back to its last verified voucher, a word voucher of the chain before.
func TestUnverifiedWords(t *testing.T) {
	const k = 2
	r := newUnverifiedRig(t, k)
	other, err := identity.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	good := r.chain(t, 0, 10, r.key)
	if err := r.call(good.Voucher(1, true), "alice"); err != nil { // the first: verified first
		t.Fatal(err)
	}
	e := r.chk.entry(r.id, Channel{}, false)
	if e.okCommit == nil || e.unverified != 0 {
		t.Fatalf("first word: commitment verified %v, %d unverified", e.okCommit != nil, e.unverified)
	}
	for i := uint32(2); i <= 4; i++ {
		if err := r.call(good.Voucher(i, false), "alice"); err != nil {
			t.Fatal(err)
		}
		if e.unverified != 0 || len(r.queued) != 0 {
			t.Fatalf("word %d of a verified chain left %d unverified, %d queued", i, e.unverified, len(r.queued))
		}
	}
	if got := r.claimable(t); got != 4 {
		t.Fatalf("claimable %d, want 4", got)
	}
	// A new chain signed by another key, from the known caller: answered within the bound.
	forged := r.chain(t, 4, 10, other)
	if err := r.call(forged.Voucher(1, true), "alice"); err != nil {
		t.Fatalf("forged commitment within the bound: %v", err)
	}
	if err := r.call(forged.Voucher(2, false), "alice"); err != nil {
		t.Fatalf("its next word within the bound: %v", err)
	}
	if err := r.call(forged.Voucher(3, false), "alice"); !errors.Is(err, ErrBadSignature) {
		t.Fatalf("beyond the bound the commitment is verified first: %v", err)
	}
	r.runQueued()
	if got := r.claimable(t); got != 4 {
		t.Fatalf("claimable %d after the forged commitment failed, want the last verified 4", got)
	}
	if err := r.call(good.Voucher(5, false), "alice"); !errors.Is(err, ErrRetired) {
		t.Fatalf("alice after her forged commitment: %v", err)
	}
	// Another caller pays on with the good chain (its commitment verified before).
	if err := r.call(good.Voucher(5, false), "bob"); err != nil {
		t.Fatalf("bob's word of the verified chain: %v", err)
	}
	r.open(t, k)
	if got := r.claimable(t); got != 5 {
		t.Fatalf("restarted: claimable %d, want 5", got)
	}
}

// A good new commitment answered unverified is verified in the background; its chain's next
// words then need no check.
func TestUnverifiedWordsGood(t *testing.T) {
	r := newUnverifiedRig(t, 4)
	if err := r.call(r.voucher(t, 1, r.key), "alice"); err != nil {
		t.Fatal(err)
	}
	c := r.chain(t, 1, 10, r.key)
	for i := uint32(1); i <= 2; i++ {
		if err := r.call(c.Voucher(i, i == 1), "alice"); err != nil {
			t.Fatal(err)
		}
	}
	r.runQueued()
	e := r.chk.entry(r.id, Channel{}, false)
	if e.unverified != 0 || e.okCommit == nil || e.verified.Word == nil || e.verified.Amount.Int64() != 3 {
		t.Fatalf("after the background check: %d unverified, verified %+v", e.unverified, e.verified)
	}
	if err := r.call(c.Voucher(3, false), "alice"); err != nil || e.unverified != 0 {
		t.Fatalf("word 3: %v, %d unverified", err, e.unverified)
	}
	if got := r.claimable(t); got != 4 {
		t.Fatalf("claimable %d, want 4", got)
	}
}

// A payee killed with a word voucher answered before its commitment verified verifies it as
// it loads it (the commitment and the word's walk to the root): a good one is claimed, a
// forged one falls back to the last verified voucher.
func TestUnverifiedWordsVerifiedOnRestart(t *testing.T) {
	for _, forged := range []bool{false, true} {
		r := newUnverifiedRig(t, 4)
		other, err := identity.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		if err := r.call(r.voucher(t, 2, r.key), "alice"); err != nil {
			t.Fatal(err)
		}
		signer := r.key
		if forged {
			signer = other
		}
		c := r.chain(t, 2, 10, signer)
		if err := r.call(c.Voucher(3, true), "alice"); err != nil {
			t.Fatal(err)
		}
		r.queued = nil // killed now, the verifications never run
		held, _, err := ReadLog(r.path)
		if err != nil || len(held) != 1 || held[0].Voucher.Word == nil || held[0].Verified == nil || held[0].Verified.Amount.Int64() != 2 {
			t.Fatalf("log holds %+v (%v), want word 3 answered unverified beside 2 verified", held, err)
		}
		r.open(t, 4)
		want := int64(5)
		if forged {
			want = 2
		}
		if got := r.claimable(t); got != want {
			t.Fatalf("forged %v: restarted payee would claim %d, want %d", forged, got, want)
		}
	}
}
