package call

import (
	"context"
	"encoding/json"
	"math/big"
	"testing"
)

// Review rvfix, finding 5: a channel retired for an overcharging upto receipt
// (Paying.overcharged) left the policy's counts as a withdrawn one does (Paying.Retire), though
// nothing was withdrawn: its deposit stays locked in the channel, yet the payer deposited again
// as if it were back. A payee whose agents each overcharge once had the payer lock a
// deposit per agent past Budget (and past MaxDeposit to that payee): here two agents of one
// payee, a budget of one channel, two channels funded. The deposit counts until the channel
// is withdrawn.
func TestRvfixOverchargeRetirementKeepsTheBudget(t *testing.T) {
	r := newUptoRig(t)
	up := Price{Amount: testPrice, PerKTokens: perKTokens}
	r.prices = map[string]Price{"echo": up, "tok-echo": up}
	r.startPayee(t)
	r.srv.payee = overstating{r.payee()}
	one := mul(testPrice, 1000)
	r.policy.DepositCalls, r.policy.MaxDeposit, r.policy.Budget = 1000, one, one
	r.startPayer(t)
	ctx := context.Background()
	for _, agent := range []string{"echo", "tok-echo"} {
		_, _ = r.paying.Call(ctx, r.server.ID(), agent, "echo", json.RawMessage(`{"tokens":10000000}`), nil)
	}
	total := new(big.Int)
	for _, c := range r.paying.Payer().Channels() {
		total.Add(total, c.Deposited)
	}
	if total.Cmp(r.policy.Budget) > 0 {
		t.Fatalf("the payer has %s deposited in %d channels (none withdrawn), its budget is %s", total, len(r.paying.Payer().Channels()), r.policy.Budget)
	}
}
