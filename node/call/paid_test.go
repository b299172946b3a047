package call

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/node/runtime"
)

func mul(a *big.Int, n int64) *big.Int { return new(big.Int).Mul(a, big.NewInt(n)) }

// held is what the payee holds on its only channel (0 without one).
func (r *paidRig) held(t *testing.T) *big.Int {
	t.Helper()
	r.chk.VerifyPending() // the calls answered before their vouchers' signatures were verified
	hs := r.chk.Held()
	if len(hs) == 0 {
		return new(big.Int)
	}
	if len(hs) != 1 {
		t.Fatalf("payee holds %d channels", len(hs))
	}
	if hs[0].Voucher.Amount == nil {
		return new(big.Int)
	}
	return hs[0].Voucher.Amount
}

// answered is what the payer counts as answered on its only channel.
func (r *paidRig) answered(t *testing.T) *big.Int {
	t.Helper()
	cs := r.paying.Payer().Channels()
	if len(cs) != 1 {
		t.Fatalf("payer has %d channels", len(cs))
	}
	return cs[0].Answered
}

// deployToken deploys an ERC-20 with 1e18 base units minted to the payer.
func (r *paidRig) deployToken(t *testing.T) common.Address {
	t.Helper()
	ctx := context.Background()
	st := bindings.NewStakeToken()
	rcpt, err := r.sender(t, r.thirdKey).Send(ctx, chain.Tx{Data: append(common.FromHex(bindings.StakeTokenMetaData.Bin),
		st.PackConstructor("Test USD", "TUSD")...)})
	if err != nil {
		t.Fatal(err)
	}
	token := rcpt.ContractAddress
	if _, err := r.sender(t, r.thirdKey).Send(ctx, chain.Tx{To: &token, Data: st.PackMint(r.payerKey.Address(), big.NewInt(1e18))}); err != nil {
		t.Fatal(err)
	}
	return token
}

// Free agents stay free (no channel), a paid agent is paid by voucher after one
// payment-required answer, failed calls cost nothing, restarts of payer and payee resume, and
// a claim by a third account moves exactly the vouchers' sum (less the protocol fee) to the
// payee.
func TestPaidCallsEndToEnd(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	ctx := context.Background()
	in := json.RawMessage(`{"message":"hi"}`)
	if _, err := r.paying.Call(ctx, r.server.ID(), "free", "echo", in, nil); err != nil {
		t.Fatal(err)
	}
	if n := len(r.paying.Payer().Channels()); n != 0 {
		t.Fatalf("a free call opened %d channels", n)
	}
	// A plain client (no payments) gets a clear payment-required error with the terms.
	_, err := r.cli.Call(ctx, r.server.ID(), "echo", "echo", in, nil)
	terms, ok := PaymentTerms(err)
	if !errors.Is(err, ErrPaymentRequired) || !ok || terms.Price != testPrice.String() || terms.Payee != r.payeeKey.Address() ||
		terms.Contract != r.domain.Contract || terms.ChainID != r.domain.ChainID || terms.Token != (common.Address{}) {
		t.Fatalf("unpaid call: %v, terms %+v", err, terms)
	}
	for i := 0; i < 5; i++ {
		out, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", in, nil)
		if err != nil || string(out) != string(in) {
			t.Fatalf("paid call %d: %s, %v", i, out, err)
		}
	}
	if got := r.held(t); got.Cmp(mul(testPrice, 5)) != 0 {
		t.Fatalf("payee holds %s, want 5 calls", got)
	}
	// A failing call (unknown skill) is checked, runs, fails: nothing charged on either side.
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "nope", in, nil); !errors.Is(err, runtime.ErrUnknownSkill) {
		t.Fatalf("bad skill: %v", err)
	}
	if r.held(t).Cmp(mul(testPrice, 5)) != 0 || r.answered(t).Cmp(mul(testPrice, 5)) != 0 {
		t.Fatalf("failed call charged: payee %s, payer %s", r.held(t), r.answered(t))
	}
	// Both sides restart from their directories.
	r.startPayee(t)
	r.startPayer(t)
	for i := 0; i < 3; i++ {
		if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", in, nil); err != nil {
			t.Fatalf("after restart, call %d: %v", i, err)
		}
	}
	want := mul(testPrice, 8)
	if r.held(t).Cmp(want) != 0 || r.answered(t).Cmp(want) != 0 {
		t.Fatalf("after restart: payee %s, payer %s, want %s", r.held(t), r.answered(t), want)
	}
	// The deposit is the policy's: DepositCalls calls.
	if d := r.paying.Payer().Channels()[0].Deposited; d.Cmp(mul(testPrice, r.policy.DepositCalls)) != 0 {
		t.Fatalf("deposit %s", d)
	}
	r.claimAll(t, want)
}

// A payee's answer lost after it saved the voucher: the payer signs the same amount again,
// the payee refuses it with the amount it holds, the payer adopts it and pays the next call
// above it: the payer is charged for the call the payee answered, once.
func TestPaidCallLostAnswer(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	ctx := context.Background()
	in := json.RawMessage(`{}`)
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", in, nil); err != nil {
		t.Fatal(err)
	}
	c := r.paying.Payer().Channels()[0]
	v, err := r.paying.Payer().Next(c.ID, testPrice)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.cli.CallPaid(ctx, r.server.ID(), "echo", "echo", in, nil, &Payment{Channel: c.Channel, Voucher: v}); err != nil {
		t.Fatal(err)
	}
	if err := r.paying.Payer().Resolve(c.ID, false); err != nil { // the answer "was lost"
		t.Fatal(err)
	}
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", in, nil); err != nil {
		t.Fatal(err)
	}
	if r.held(t).Cmp(mul(testPrice, 3)) != 0 || r.answered(t).Cmp(mul(testPrice, 3)) != 0 {
		t.Fatalf("payee %s, payer %s, want 3 calls", r.held(t), r.answered(t))
	}
}

// Bad vouchers get clear errors with a stable code and cost nothing. (Verified before their
// calls are answered: paychan.WithUnverified(0); TestPaidCallForgedVoucherUnverified is the
// badly signed voucher of a known caller under the default bound.)
func TestPaidCallBadVouchers(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	none := 0
	r.unverified = &none
	r.startPayee(t)
	ctx := context.Background()
	in := json.RawMessage(`{}`)
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", in, nil); err != nil {
		t.Fatal(err)
	}
	c := r.paying.Payer().Channels()[0]
	sep := r.domain.Separator()
	sign := func(id common.Hash, amount *big.Int) paychan.Voucher {
		v, err := paychan.SignAt(sep, id, 0, amount, r.payerKey)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	next := mul(testPrice, 2)
	other := c.Channel
	other.Salt = common.Hash{0xee}
	otherChain := paychan.Domain{ChainID: 1, Contract: r.domain.Contract}.Separator()
	vChain, _ := paychan.SignAt(otherChain, c.Channel.ID(otherChain), 0, next, r.payerKey)
	badSig := sign(c.ID, next)
	badSig.Sig[5] ^= 1
	stranger := c.Channel
	stranger.Payee = r.thirdKey.Address()
	cases := []struct {
		name string
		pay  *Payment
		code int
	}{
		{"none", nil, CodePaymentRequired},
		{"under price", &Payment{Channel: c.Channel, Voucher: sign(c.ID, new(big.Int).Add(testPrice, big.NewInt(1)))}, CodePaymentRequired},
		{"replayed", &Payment{Channel: c.Channel, Voucher: sign(c.ID, testPrice)}, CodePaymentRefused},
		{"another channel", &Payment{Channel: c.Channel, Voucher: sign(other.ID(sep), next)}, CodePaymentRefused},
		{"unknown channel", &Payment{Channel: other, Voucher: sign(other.ID(sep), next)}, CodePaymentRefused},
		{"another chain", &Payment{Channel: c.Channel, Voucher: vChain}, CodePaymentRefused},
		{"another payee", &Payment{Channel: stranger, Voucher: sign(stranger.ID(sep), next)}, CodePaymentRefused},
		{"over deposit", &Payment{Channel: c.Channel, Voucher: sign(c.ID, new(big.Int).Add(c.Deposited, big.NewInt(1)))}, CodePaymentRefused},
		{"bad signature", &Payment{Channel: c.Channel, Voucher: badSig}, CodePaymentRefused},
		{"another token", &Payment{Channel: func() paychan.Channel { x := c.Channel; x.Token = common.Address{7}; return x }(), Voucher: sign(c.ID, next)}, CodePaymentRefused},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := r.cli.CallPaid(ctx, r.server.ID(), "echo", "echo", in, nil, tc.pay)
			var e *Error
			if !errors.As(err, &e) || e.Code != tc.code {
				t.Fatalf("got %v, want code %d", err, tc.code)
			}
			if _, ok := PaymentTerms(err); !ok {
				t.Fatalf("no terms in %v", err)
			}
			if r.held(t).Cmp(testPrice) != 0 {
				t.Fatalf("payee holds %s after a bad voucher", r.held(t))
			}
		})
	}
	// A channel being withdrawn takes no more vouchers once the payee knows of it.
	if err := r.payerCli.RequestWithdrawal(ctx, c.Channel); err != nil {
		t.Fatal(err)
	}
	if err := r.payeeCli.Sync(ctx, r.chk, c.Channel); err != nil {
		t.Fatal(err)
	}
	_, err := r.cli.CallPaid(ctx, r.server.ID(), "echo", "echo", in, nil, &Payment{Channel: c.Channel, Voucher: sign(c.ID, next)})
	if !errors.Is(err, ErrPaymentRefused) {
		t.Fatalf("voucher on a closing channel: %v", err)
	}
}

// The policy bounds what is paid: a price above the maximum (the policy's or the call's) is
// refused before anything is signed; a budget too small for one call's deposit is refused.
func TestPaidCallPolicy(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	ctx := context.Background()
	in := json.RawMessage(`{}`)
	low := WithMaxPrice(ctx, new(big.Int).Sub(testPrice, big.NewInt(1)))
	if _, err := r.paying.Call(low, r.server.ID(), "echo", "echo", in, nil); !errors.Is(err, ErrPriceTooHigh) {
		t.Fatalf("max price below the price: %v", err)
	}
	r.policy.Budget = new(big.Int).Sub(testPrice, big.NewInt(1))
	r.startPayer(t)
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", in, nil); !errors.Is(err, ErrBudget) {
		t.Fatalf("budget below one call: %v", err)
	}
	if n := len(r.paying.Payer().Channels()); n != 0 {
		t.Fatalf("%d channels opened", n)
	}
}

// A payer killed between its open transaction and the record of its deposit: the restarted
// payer reads the deposit from the chain (Reconcile) and pays on that channel, opening none.
func TestPaidCallOpenCrashReconciled(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	ctx := context.Background()
	ch := paychan.Channel{Payer: r.payerKey.Address(), Payee: r.payeeKey.Address(), Signer: r.payerKey.Address(),
		Salt: crypto.Keccak256Hash([]byte("agentsite/lane"), big.NewInt(0).Bytes())}
	if _, err := r.paying.Payer().Add(ch, new(big.Int)); err != nil { // the record before the transaction
		t.Fatal(err)
	}
	deposit := mul(testPrice, 50)
	if err := r.payerCli.Open(ctx, ch, deposit); err != nil { // the transaction, then the "crash"
		t.Fatal(err)
	}
	r.startPayer(t)
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil); err != nil {
		t.Fatal(err)
	}
	cs := r.paying.Payer().Channels()
	if len(cs) != 1 || cs[0].Deposited.Cmp(deposit) != 0 || cs[0].Answered.Cmp(testPrice) != 0 {
		t.Fatalf("channels after the crash: %+v", cs)
	}
}

// An agent priced in an ERC-20: the payer's first paid call approves the token and opens a
// channel in it, vouchers pay in it, and a claim moves exactly the vouchers' sum less the fee
// (credited to the treasury in the token) to the payee.
func TestPaidCallERC20(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	ctx := context.Background()
	st := bindings.NewStakeToken()
	token := r.deployToken(t)
	tokBalance := func(a common.Address) *big.Int {
		t.Helper()
		b, err := bind.Call(st.Instance(r.cl, token), nil, st.PackBalanceOf(a), st.UnpackBalanceOf)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	price := big.NewInt(5e12)
	r.prices = map[string]Price{"echo": {Amount: testPrice}, "tok-echo": {Amount: price, Token: token}}
	r.tokens = map[common.Address]*big.Int{{}: nil, token: nil}
	r.startPayee(t)
	r.policy.Tokens = []common.Address{token}
	r.startPayer(t)
	for i := 0; i < 3; i++ {
		if _, err := r.paying.Call(ctx, r.server.ID(), "tok-echo", "echo", json.RawMessage(`{}`), nil); err != nil {
			t.Fatalf("call %d: %v", i, err)
		}
	}
	want := mul(price, 3)
	if got := r.held(t); got.Cmp(want) != 0 {
		t.Fatalf("payee holds %s, want %s", got, want)
	}
	cs := r.paying.Payer().Channels()
	if len(cs) != 1 || cs[0].Channel.Token != token || cs[0].Deposited.Cmp(mul(price, r.policy.DepositCalls)) != 0 {
		t.Fatalf("payer's channels %+v", cs)
	}
	if got := tokBalance(r.payerKey.Address()); got.Cmp(new(big.Int).Sub(big.NewInt(1e18), cs[0].Deposited)) != 0 {
		t.Fatalf("payer's token balance %s after a deposit of %s", got, cs[0].Deposited)
	}
	before := tokBalance(r.payeeKey.Address())
	third := paychan.NewClient(r.sender(t, r.thirdKey), r.domain.Contract)
	if err := third.ClaimBatch(ctx, r.chk.Held()); err != nil {
		t.Fatal(err)
	}
	fee := new(big.Int).Div(mul(want, r.feeBps), big.NewInt(10_000))
	if got := new(big.Int).Sub(tokBalance(r.payeeKey.Address()), before); got.Cmp(new(big.Int).Sub(want, fee)) != 0 {
		t.Fatalf("claim paid the payee %s tokens, want %s", got, new(big.Int).Sub(want, fee))
	}
}
