package call

import (
	"context"
	"errors"
	"math/big"
	"path/filepath"
	"testing"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/identity"
)

// Review rvexact, finding 6: an agent naming a new payee in each answer (its terms are its
// word, in a payment-required answer or a refusal) at a price of 1 base unit had the payer
// open a new channel for every call: ~110k gas of the payer's ETH each (an ERC-20 channel
// an approval more), outside any budget, for a deposit of a few base units, the per-agent
// maxDeposit (1e16 wei, 1e6 USDC units) allowing thousands. The payee gains nothing and pays
// nothing. A payer now opens channels to at most maxPayeesPerAgent payees (and tokens) for
// one agent since it started; an agent moving from ETH to USDC, or to a new payout address,
// stays well inside.
func TestRvexactPayeeRotationBounded(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	ctx := context.Background()
	store, err := paychan.OpenLogStore(filepath.Join(t.TempDir(), "rotate.log"), false)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	opened := 0
	for i := 0; i < maxPayeesPerAgent+3; i++ {
		k, err := identity.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		chk, err := paychan.NewChecker(r.domain, k.Address(), store, r.clock.Now)
		if err != nil {
			t.Fatal(err)
		}
		r.srv.payee = NewChannelPayee(r.payeeCli, r.domain, map[string]PaidAgent{"echo": {Price: Price{Amount: big.NewInt(1)}, Payee: k.Address(), Checker: chk}})
		err = r.callAgent(ctx, "echo")
		n := len(r.paying.Payer().Channels())
		if i < maxPayeesPerAgent {
			if err != nil || n != i+1 {
				t.Fatalf("payee %d: %v, %d channels", i, err, n)
			}
			opened = n
			continue
		}
		if !errors.Is(err, ErrBudget) || n != opened {
			t.Fatalf("payee %d of one agent: %v, %d channels (%d before)", i, err, n, opened)
		}
	}
}
