package call

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"testing"
)

// depositedAll is what the payer has put in all its channels (none withdrawn in these tests).
func depositedAll(p *Paying) *big.Int {
	total := new(big.Int)
	for _, c := range p.Payer().Channels() {
		total.Add(total, c.Deposited)
	}
	return total
}

// Review rv28a, finding 1: a restarted payer counted the deposits of at most `lanes` channels
// per payee (NewPaying skipped the rest), so with more funded channels to a payee than lanes
// the others' deposits left Budget and MaxDeposit, and the payer deposited them again. Here
// two channels fill the budget, the payer restarts with one lane and tops its lane up past
// the budget once its deposit is spent. More funded channels than lanes: `lanes` lowered in
// config.json, or channels an upto payee had retired by overcharging once on each (their
// deposits counted until withdrawn, rvfix finding 5). Cost to the payer: one channel's deposit
// past its budget per extra channel, per restart, locked until it closes the lane.
func TestRV28aRestartCountsEveryFundedChannel(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	r.policy.DepositCalls, r.policy.Lanes = 2, 2
	r.policy.MaxDeposit, r.policy.Budget = mul(testPrice, 4), mul(testPrice, 4)
	r.startPayer(t)
	ctx := context.Background()
	for i := 0; i < 2; i++ {
		if _, err := r.paying.Open(ctx, r.payeeKey.Address(), [20]byte{}, mul(testPrice, 2)); err != nil {
			t.Fatal(err)
		}
	}
	r.policy.Lanes = 1
	r.startPayer(t)
	for i := 0; i < 4; i++ {
		_, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil)
		if spent := i >= 2; (err == nil) == spent || spent && !errors.Is(err, ErrBudget) {
			t.Errorf("call %d on a lane of 2 calls' deposit, the budget deposited: %v", i, err)
		}
	}
	if got := depositedAll(r.paying); got.Cmp(r.policy.Budget) > 0 {
		t.Fatalf("after a restart the payer has %s deposited in %d channels (none withdrawn), its budget is %s",
			got, len(r.paying.Payer().Channels()), r.policy.Budget)
	}
}
