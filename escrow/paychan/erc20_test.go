package paychan_test

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/escrow/paychan"
)

// An ERC-20 channel: the open approves the token first, vouchers pay in the token, the payee
// is paid net of the fee, the payer gets the rest back after its withdrawal, and the token
// balances add up to the wei.
func TestERC20Channel(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	st := bindings.NewStakeToken()
	payerKey := w.payers[0]
	token := testToken(t, w, payerKey)
	balance := func(a common.Address) *big.Int {
		t.Helper()
		b, err := bind.Call(st.Instance(w.cl, token), nil, st.PackBalanceOf(a), st.UnpackBalanceOf)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}

	ch := paychan.Channel{Payer: payerKey.Address(), Payee: w.payee.Address(), Token: token, Signer: payerKey.Address()}
	payerClient := paychan.NewClient(w.sender(t, payerKey), w.addr)
	if err := payerClient.Open(ctx, ch, eth(100)); err != nil {
		t.Fatal(err)
	}
	payer, err := paychan.NewPayer(w.domain, payerKey, newStore(t))
	if err != nil {
		t.Fatal(err)
	}
	id, err := payer.Add(ch, eth(100))
	if err != nil {
		t.Fatal(err)
	}
	// The payee names the token it takes (a checker that took any token was review2's finding).
	chk, err := paychan.NewChecker(w.domain, w.payee.Address(), newStore(t), func() time.Time { return t0 },
		paychan.WithTokens(map[common.Address]*big.Int{ch.Token: nil}))
	if err != nil {
		t.Fatal(err)
	}
	payeeClient := paychan.NewClient(w.sender(t, w.payee), w.addr)
	if err := payeeClient.Sync(ctx, chk, ch); err != nil {
		t.Fatal(err)
	}
	price := eth(7)
	for range 14 { // 14 calls of 7: 98 of the 100 deposited
		v, err := payer.Next(id, price)
		if err != nil {
			t.Fatal(err)
		}
		if err := chk.Accept(ch, v, price); err != nil {
			t.Fatal(err)
		}
		if err := payer.Resolve(id, true); err != nil {
			t.Fatal(err)
		}
	}
	// the 15th call would pass the deposit: the payer refuses to sign it
	if _, err := payer.Next(id, price); !errors.Is(err, paychan.ErrNoFunds) {
		t.Fatalf("voucher over the deposit: %v", err)
	}
	if err := payeeClient.ClaimBatch(ctx, chk.Held()); err != nil {
		t.Fatal(err)
	}
	claimed := eth(98)
	fee := new(big.Int).Div(new(big.Int).Add(new(big.Int).Mul(claimed, big.NewInt(100)), big.NewInt(9999)), big.NewInt(10000))
	if got := balance(w.payee.Address()); got.Cmp(new(big.Int).Sub(claimed, fee)) != 0 {
		t.Fatalf("payee holds %s, want %s", got, new(big.Int).Sub(claimed, fee))
	}
	if err := payerClient.RequestWithdrawal(ctx, ch); err != nil {
		t.Fatal(err)
	}
	if err := w.dc.AdjustTime(challenge * time.Second); err != nil {
		t.Fatal(err)
	}
	if err := payerClient.Withdraw(ctx, ch); err != nil {
		t.Fatal(err)
	}
	if got := balance(payerKey.Address()); got.Cmp(eth(902)) != 0 {
		t.Fatalf("payer holds %s, want %s", got, eth(902))
	}
	if got := balance(w.addr); got.Cmp(fee) != 0 {
		t.Fatalf("contract holds %s, want the treasury's fee %s", got, fee)
	}
}
