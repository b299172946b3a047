package paychan

import (
	"errors"
	"math/big"
	"sync"
	"testing"

	"github.com/agentsite/agentsite/identity"
)

// TestRVPerfRetiredAcrossRestart (review rvperf, finding 3): a channel on which a voucher
// answered before its verification failed verifies every later voucher first, after a
// payee restart too. The fall-back was saved, not the retirement: the restarted payee took
// the cheat's next good voucher as its "known caller" again and answered k more forged ones,
// k calls for nothing per restart on the same channel, without the channel open the stated
// cost counts.
func TestRVPerfRetiredAcrossRestart(t *testing.T) {
	const k = 2
	r := newUnverifiedRig(t, k)
	other, err := identity.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	if err := r.call(r.voucher(t, 1, r.key), "alice"); err != nil {
		t.Fatal(err)
	}
	if err := r.call(r.voucher(t, 2, other), "alice"); err != nil {
		t.Fatalf("forged voucher within the bound: %v", err)
	}
	r.runQueued()
	if got := r.claimable(t); got != 1 {
		t.Fatalf("claimable %d, want the verified 1", got)
	}
	r.open(t, k) // the payee restarts
	if err := r.call(r.voucher(t, 2, r.key), "alice"); err != nil {
		t.Fatal(err)
	}
	if err := r.call(r.voucher(t, 3, other), "alice"); !errors.Is(err, ErrBadSignature) {
		t.Fatalf("after a restart, the retired channel answered a forged voucher unverified: %v", err)
	}
	if got := r.claimable(t); got != 2 {
		t.Fatalf("claimable %d, want 2", got)
	}
}

// TestRVPerfUnverifiedAttacks: what the review tried on unverified calls and found held.
// Vouchers at or below the held one, for another channel or epoch are refused before
// anything (forged or not); two callers alternating on one channel each have their voucher
// verified before the call; however many of a known caller's calls race, at most k forged
// ones are answered before the verification.
func TestRVPerfUnverifiedAttacks(t *testing.T) {
	const k = 4
	r := newUnverifiedRig(t, k)
	other, err := identity.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	if err := r.call(r.voucher(t, 10, r.key), "alice"); err != nil {
		t.Fatal(err)
	}
	// at or below the held voucher, another channel, another epoch
	for _, v := range []Voucher{r.voucher(t, 10, other), r.voucher(t, 5, other)} {
		if err := r.call(v, "alice"); !errors.Is(err, ErrNotHigher) {
			t.Fatalf("forged %s at or below 10: %v", v.Amount, err)
		}
	}
	elsewhere := r.voucher(t, 20, other)
	elsewhere.Channel[0] ^= 1
	if err := r.call(elsewhere, "alice"); !errors.Is(err, ErrWrongChannel) {
		t.Fatalf("voucher of another channel: %v", err)
	}
	epoch := r.voucher(t, 20, r.key)
	epoch.Epoch = 1
	if err := r.call(epoch, "alice"); !errors.Is(err, ErrWrongEpoch) {
		t.Fatalf("voucher of another epoch: %v", err)
	}
	// two callers alternating: each voucher after the other's is verified first
	if err := r.call(r.voucher(t, 11, r.key), "bob"); err != nil {
		t.Fatal(err)
	}
	if err := r.call(r.voucher(t, 12, other), "alice"); !errors.Is(err, ErrBadSignature) {
		t.Fatalf("alice after bob, forged: %v", err)
	}
	if err := r.call(r.voucher(t, 12, r.key), "alice"); err != nil {
		t.Fatal(err)
	}
	if err := r.call(r.voucher(t, 13, other), "bob"); !errors.Is(err, ErrBadSignature) {
		t.Fatalf("bob after alice, forged: %v", err)
	}
	if r.queued != nil {
		t.Fatal("a verified-first voucher queued a verification")
	}
	// alice's forged vouchers, 32 goroutines racing (the verifications stay queued)
	var (
		mu       sync.Mutex
		answered int
		wg       sync.WaitGroup
	)
	forged := make([]Voucher, 64)
	for i := range forged {
		forged[i] = r.voucher(t, int64(13+i), other)
	}
	for g := 0; g < 32; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, v := range forged {
				k, err := r.chk.Begin(r.ch, v, big.NewInt(1), "alice")
				if err != nil {
					continue
				}
				if r.chk.Commit(k) == nil {
					mu.Lock()
					answered++
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	if answered > k {
		t.Fatalf("%d forged vouchers answered before verification, bound %d", answered, k)
	}
	r.runQueued()
	if got := r.claimable(t); got != 12 {
		t.Fatalf("claimable %d, want the last verified 12", got)
	}
}
