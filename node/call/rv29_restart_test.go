package call

import (
	"context"
	"encoding/json"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// restartUntilKept restarts the payer (NewPaying, then Reconcile) until NewPaying has made
// channel kept no lane (the payer's channels come in map order: the closing one took the
// lane first); it reports whether that order came within 64 restarts.
func restartUntilKept(t *testing.T, r *paidRig, kept common.Hash) bool {
	t.Helper()
	for range 64 {
		r.newPaying(t)
		if r.paying.Retired(kept) {
			if err := r.paying.Reconcile(context.Background()); err != nil {
				t.Fatal(err)
			}
			return true
		}
	}
	return false
}

// Finding 2 (rv29, medium): rv28a has a restarted payer count every funded channel, those
// past `lanes` retired with their deposits kept; but Reconcile, which then retires the
// channels whose withdrawal is pending, gave their lanes to no one. One lane to a payee,
// channel A closed (`agentsite channel close`, its withdrawal pending) and B opened in its
// place: after a restart in which A came first, A took the lane, B was kept, Reconcile
// retired A, and B (funded, open) stayed idle while its deposit counted: every call to the
// payee needed a new channel past MaxDeposit and failed "budget" until the owner closed B (or,
// with room, deposited a third time). Reconcile now gives a freed lane to a kept channel it
// read open.
func TestRV29ReconcileGivesAFreedLaneToAKeptChannel(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	r.policy.DepositCalls, r.policy.Lanes = 2, 1
	limit := new(big.Int).Sub(mul(testPrice, 3), big.NewInt(1)) // room for one channel of 2 calls
	r.policy.MaxDeposit, r.policy.Budget = limit, limit
	r.startPayer(t)
	ctx := context.Background()
	a, err := r.paying.Open(ctx, r.payeeKey.Address(), common.Address{}, mul(testPrice, 2))
	if err != nil {
		t.Fatal(err)
	}
	chA, _ := r.paying.Payer().Settings(a)
	if err := r.payerCli.RequestWithdrawal(ctx, chA); err != nil {
		t.Fatal(err)
	}
	r.paying.Retire(a)
	b, err := r.paying.Open(ctx, r.payeeKey.Address(), common.Address{}, mul(testPrice, 2))
	if err != nil {
		t.Fatal(err)
	}
	if !restartUntilKept(t, r, b) {
		t.Skip("64 restarts all gave B the lane (map order): the case did not arise")
	}
	for i := 0; i < 2; i++ {
		if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil); err != nil {
			t.Fatalf("call %d after a restart, channel B funded for 2 calls and open, A withdrawing: %v", i, err)
		}
	}
	if len(r.paying.Payer().Channels()) != 2 {
		t.Fatalf("%d channels after the calls, want A and B (B paid them)", len(r.paying.Payer().Channels()))
	}
}
