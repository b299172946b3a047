package call

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/bindings"
)

// ownRig is a paid rig whose "tok-echo" is priced price in a token of its own bounds (Own,
// as the deployment's USDC), "echo" in ETH.
func ownRig(t *testing.T, price int64, own Bounds) (*paidRig, common.Address) {
	t.Helper()
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	token := r.deployToken(t)
	r.prices = map[string]Price{"echo": {Amount: testPrice}, "tok-echo": {Amount: big.NewInt(price), Token: token}}
	r.tokens = map[common.Address]*big.Int{{}: nil, token: nil}
	r.startPayee(t)
	r.policy.Own = map[common.Address]Bounds{token: own}
	r.startPayer(t)
	return r, token
}

func (r *paidRig) callAgent(ctx context.Context, agent string) error {
	_, err := r.paying.Call(ctx, r.server.ID(), agent, "echo", json.RawMessage(`{}`), nil)
	return err
}

// Review rvexact, finding 1: a maximum stated in one token is not a licence to charge as many
// base units of another. An auction's winner is called at most its bid, in the ask's token
// (ETH); a bidder that bid 100000 wei (nothing) and then asks 100000 base units of USDC
// (0.1 USDC) was paid: the bid's amount was compared with the USDC price as if the same unit.
func TestRvexactCapInAnotherToken(t *testing.T) {
	r, token := ownRig(t, 100_000, Bounds{MaxPrice: big.NewInt(100_000), MaxDeposit: big.NewInt(1e6), Budget: big.NewInt(1e7)})
	ctx := context.Background()
	if err := r.callAgent(WithMaxPriceIn(ctx, big.NewInt(100_000), common.Address{}), "tok-echo"); !errors.Is(err, ErrPriceTooHigh) {
		t.Fatalf("a cap of 100000 wei met by a price of 100000 token units: %v", err)
	}
	if n := len(r.paying.Payer().Channels()); n != 0 {
		t.Fatalf("the refused call opened %d channels", n)
	}
	if err := r.callAgent(WithMaxPriceIn(ctx, big.NewInt(100_000), token), "tok-echo"); err != nil {
		t.Fatalf("the same cap stated in the agent's token: %v", err)
	}
	if err := r.callAgent(WithMaxPriceIn(ctx, testPrice, common.Address{}), "echo"); err != nil {
		t.Fatalf("an ETH cap for an ETH price: %v", err)
	}
}

// Review rvexact, finding 2: the per-agent deposit counter (MaxDeposit "whatever payees its
// terms name") added ETH wei and USDC base units together: an agent paid in ETH that moves to
// USDC could not be paid again by its callers (1e15 wei counted against a 1 USDC maxDeposit
// of 1e6), until they restarted. Each budget has its agent counter; ETH's and the 18-decimal
// tokens' stay one (an agent switching between ETH and the stake token gains nothing).
func TestRvexactAgentSwitchesToken(t *testing.T) {
	r, token := ownRig(t, 5, Bounds{MaxPrice: big.NewInt(5), MaxDeposit: big.NewInt(50), Budget: big.NewInt(100)})
	ctx := context.Background()
	r.prices["tok-echo"] = Price{Amount: testPrice} // first in ETH
	r.srv.payee = r.payee()
	if err := r.callAgent(ctx, "tok-echo"); err != nil {
		t.Fatalf("tok-echo in ETH: %v", err)
	}
	r.prices["tok-echo"] = Price{Amount: big.NewInt(5), Token: token} // then in the token
	r.srv.payee = r.payee()
	var err error
	for i := 0; i < 3 && (i == 0 || err != nil); i++ { // the payer learns the new terms
		err = r.callAgent(ctx, "tok-echo")
	}
	if err != nil {
		t.Fatalf("tok-echo in the token after ETH: %v", err)
	}
	var inToken *big.Int
	for _, c := range r.paying.Payer().Channels() {
		if c.Channel.Token == token {
			inToken = c.Deposited
		}
	}
	if inToken == nil || inToken.Int64() != 50 {
		t.Fatalf("deposit in the token %v, want its maxDeposit 50", inToken)
	}
}

// The token's budget is counted from the saved channels at a restart: a restarted payer does
// not deposit past it (nor does the token's deposit use ETH's budget).
func TestRvexactOwnBudgetSurvivesRestart(t *testing.T) {
	r, _ := ownRig(t, 5, Bounds{MaxPrice: big.NewInt(5), MaxDeposit: big.NewInt(10), Budget: big.NewInt(10)})
	r.policy.Budget = new(big.Int).Mul(testPrice, big.NewInt(1000))
	r.policy.MaxDeposit = r.policy.Budget
	r.startPayer(t)
	ctx := context.Background()
	for i := 0; i < 2; i++ {
		if err := r.callAgent(ctx, "tok-echo"); err != nil {
			t.Fatalf("call %d: %v", i, err)
		}
	}
	r.startPayer(t)
	if err := r.callAgent(ctx, "tok-echo"); !errors.Is(err, ErrBudget) {
		t.Fatalf("after a restart, a top-up past the token's budget of 10: %v", err)
	}
	if err := r.callAgent(ctx, "echo"); err != nil {
		t.Fatalf("ETH's budget (1000 calls) after the token's deposits: %v", err)
	}
}

// A payee naming a token the node does not pay in (any ERC-20 its terms may name, as a card
// may) is refused before anything is approved or deposited, whatever the call's cap says.
func TestRvexactForeignTokenNeverApproved(t *testing.T) {
	r, _ := ownRig(t, 5, Bounds{MaxPrice: big.NewInt(5), MaxDeposit: big.NewInt(50), Budget: big.NewInt(100)})
	other := r.deployToken(t) // the payer holds it too
	r.prices["tok-echo"] = Price{Amount: big.NewInt(5), Token: other}
	r.tokens[other] = nil
	r.startPayee(t)
	ctx := context.Background()
	for _, c := range []context.Context{ctx, WithMaxPrice(ctx, big.NewInt(1e18)), WithMaxPriceIn(ctx, big.NewInt(1e18), other)} {
		if err := r.callAgent(c, "tok-echo"); !errors.Is(err, ErrPaymentRefused) {
			t.Fatalf("a price in a foreign token: %v", err)
		}
	}
	st := bindings.NewStakeToken()
	allowed, err := bind.Call(st.Instance(r.cl, other), nil, st.PackAllowance(r.payerKey.Address(), r.domain.Contract), st.UnpackAllowance)
	if err != nil {
		t.Fatal(err)
	}
	if allowed.Sign() != 0 || len(r.paying.Payer().Channels()) != 0 {
		t.Fatalf("allowance %s, %d channels: a foreign token was approved or deposited", allowed, len(r.paying.Payer().Channels()))
	}
}
