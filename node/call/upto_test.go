package call

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"testing"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/node/runtime"
)

// tokenHandler runs the rig's runtime, counting the tokens its input names ({"tokens": n})
// into the call's meter, as an llm agent counts its model's (node/runtime/llm).
type tokenHandler struct{ rt Handler }

func (h tokenHandler) Call(ctx context.Context, agent, skill string, input json.RawMessage, progress runtime.ProgressFunc) (json.RawMessage, error) {
	var in struct {
		Tokens int `json:"tokens"`
	}
	_ = json.Unmarshal(input, &in)
	m, ctx := runtime.TakeMeter(ctx)
	m.AddTokens(in.Tokens)
	return h.rt.Call(ctx, agent, skill, input, progress)
}

// perKTokens is the rig's upto price: 1e9 wei per 1k tokens, at most testPrice (1e12) a call.
var perKTokens = big.NewInt(1e9)

// newUptoRig is the paid rig whose "echo" is priced by use.
func newUptoRig(t testing.TB) *paidRig {
	t.Helper()
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	r.srv.handler = tokenHandler{r.rt}
	r.prices = map[string]Price{"echo": {Amount: testPrice, PerKTokens: perKTokens}}
	r.startPayee(t)
	return r
}

// heldRecord is the payee's record of its only channel.
func (r *paidRig) heldRecord(t *testing.T) paychan.Held {
	t.Helper()
	hs := r.chk.Held()
	if len(hs) != 1 {
		t.Fatalf("payee holds %d channels", len(hs))
	}
	return hs[0]
}

// upto calls echo using tokens, then a free call on the same pooled stream: its answer comes
// after the server took the settlement notification sent on that stream.
func (r *paidRig) upto(t *testing.T, tokens int) {
	t.Helper()
	ctx := context.Background()
	in, _ := json.Marshal(map[string]int{"tokens": tokens})
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", in, nil); err != nil {
		t.Fatalf("upto call of %d tokens: %v", tokens, err)
	}
	if _, err := r.paying.Call(ctx, r.server.ID(), "free", "echo", json.RawMessage(`{}`), nil); err != nil {
		t.Fatal(err)
	}
}

// An llm-like agent priced per 1k tokens with a cap: each call's voucher authorises the cap,
// the payee charges the tokens used (rounded up, at most the cap), the payer's books show the
// charge, the payer settles at once, and a claim on chain moves exactly the use (less the fee),
// not the caps the vouchers authorised.
func TestUptoPaidCallsChargeUse(t *testing.T) {
	r := newUptoRig(t)
	ctx := context.Background()
	_, err := r.cli.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil)
	terms, ok := PaymentTerms(err)
	if !errors.Is(err, ErrPaymentRequired) || !ok || terms.Scheme != SchemeUpto || terms.PerKTokens != perKTokens.String() || terms.Price != testPrice.String() {
		t.Fatalf("unpaid call: %v, terms %+v", err, terms)
	}
	want := new(big.Int)
	for _, tokens := range []int{1500, 0, 250_000, 1, 10_000_000} {
		r.upto(t, tokens)
		want.Add(want, Price{Amount: testPrice, PerKTokens: perKTokens}.Charge(int64(tokens)))
		h := r.heldRecord(t)
		if r.answered(t).Cmp(want) != 0 || h.Voucher.Amount == nil && want.Sign() > 0 || h.Voucher.Amount != nil && h.Voucher.Amount.Cmp(want) != 0 || h.Owed != nil {
			t.Fatalf("after %d tokens: payer's books %s, payee claims %v (owed %v); want %s settled", tokens, r.answered(t), h.Voucher.Amount, h.Owed, want)
		}
	}
	if c := r.paying.Payer().Channels()[0]; c.Calls != 5 || c.Agent != "echo" {
		t.Fatalf("payer's record: %d calls to %q, want 5 to echo", c.Calls, c.Agent)
	}
	// 1.5e9 + 0 + 2.5e11 + 1e6 (one token, rounded up) + the cap (10M tokens would be 1e13).
	if exp := big.NewInt(1_500_000_000 + 250_000_000_000 + 1_000_000 + 1_000_000_000_000); want.Cmp(exp) != 0 {
		t.Fatalf("charges add to %s, want %s", want, exp)
	}
	r.claimAll(t, want)
}

// claimAll claims every voucher the payee holds through a third account and checks that the
// claim moved want to the payee, less the protocol fee, which the third account then collects
// for the treasury (a claim holds the fee in the contract).
func (r *paidRig) claimAll(t *testing.T, want *big.Int) {
	t.Helper()
	payee0, tr0 := r.balance(t, r.payeeKey.Address()), r.owed(t, r.treasury)
	third := paychan.NewClient(r.sender(t, r.thirdKey), r.domain.Contract)
	held := r.chk.Held()
	if err := third.ClaimBatch(context.Background(), held); err != nil {
		t.Fatal(err)
	}
	chs := make([]paychan.Channel, len(held))
	for i, h := range held {
		chs[i] = h.Channel
	}
	if err := third.CollectFees(context.Background(), chs); err != nil {
		t.Fatal(err)
	}
	fee := new(big.Int).Div(mul(want, r.feeBps), big.NewInt(10_000))
	gotPayee := new(big.Int).Sub(r.balance(t, r.payeeKey.Address()), payee0)
	gotFee := new(big.Int).Sub(r.owed(t, r.treasury), tr0)
	if gotPayee.Cmp(new(big.Int).Sub(want, fee)) != 0 || gotFee.Cmp(fee) != 0 {
		t.Fatalf("claim paid the payee %s and the treasury %s; want %s and %s", gotPayee, gotFee, new(big.Int).Sub(want, fee), fee)
	}
}

// The settlement notification is lost (the payer signs it but never sends it): the payee keeps
// the charge unsettled and claims nothing above what was settled; the payer's next call carries
// the settlement, and the payee then claims exactly the use. A restarted payee keeps the
// unsettled charge and its cap voucher.
func TestUptoSettlementRidesOnNextCall(t *testing.T) {
	r := newUptoRig(t)
	ctx := context.Background()
	r.upto(t, 2000) // opens the channel: 2e9 charged and settled
	c := r.paying.Payer().Channels()[0]
	v, err := r.paying.Payer().Next(c.ID, testPrice)
	if err != nil {
		t.Fatal(err)
	}
	var box receiptBox
	in := json.RawMessage(`{"tokens":3000}`)
	if _, err := r.cli.CallPaid(withReceipt(ctx, &box), r.server.ID(), "echo", "echo", in, nil, &Payment{Channel: c.Channel, Voucher: v}); err != nil {
		t.Fatal(err)
	}
	if !box.got || box.r.Tokens != 3000 || box.r.OwedWei().Cmp(big.NewInt(5e9)) != 0 {
		t.Fatalf("receipt %+v (got %v), want 3000 tokens, 5e9 owed", box.r, box.got)
	}
	if _, err := r.paying.Payer().Charged(c.ID, box.r.OwedWei()); err != nil { // settlement signed, not sent
		t.Fatal(err)
	}
	r.startPayee(t)
	h := r.heldRecord(t)
	if h.Voucher.Amount.Cmp(big.NewInt(2e9)) != 0 || h.Owed.Cmp(big.NewInt(5e9)) != 0 || h.Cap == nil || h.Cap.Amount.Cmp(new(big.Int).Add(big.NewInt(2e9), testPrice)) != 0 {
		t.Fatalf("unsettled, after a restart: payee claims %s, owed %v, cap %v; want 2e9, 5e9 and the voucher sent", h.Voucher.Amount, h.Owed, h.Cap)
	}
	r.upto(t, 1000)
	if h := r.heldRecord(t); h.Voucher.Amount.Cmp(big.NewInt(6e9)) != 0 || h.Owed != nil || r.answered(t).Cmp(big.NewInt(6e9)) != 0 {
		t.Fatalf("after the next call: payee claims %s (owed %v), payer's books %s; want 6e9", h.Voucher.Amount, h.Owed, r.answered(t))
	}
}

// An upto call whose answer (with its receipt) is lost: the payee charged less than the voucher
// the payer left unresolved; the payer's next call is refused with the owed total, which the
// payer adopts and settles, and pays the call after above it: charged once, for the use.
func TestUptoLostReceipt(t *testing.T) {
	r := newUptoRig(t)
	ctx := context.Background()
	r.upto(t, 4000)
	c := r.paying.Payer().Channels()[0]
	v, err := r.paying.Payer().Next(c.ID, testPrice)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.cli.CallPaid(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{"tokens":5000}`), nil, &Payment{Channel: c.Channel, Voucher: v}); err != nil {
		t.Fatal(err)
	}
	if err := r.paying.Payer().Resolve(c.ID, false); err != nil { // the answer "was lost"
		t.Fatal(err)
	}
	r.upto(t, 1000)
	want := big.NewInt(10e9) // 4e9 + 5e9 + 1e9
	if h := r.heldRecord(t); h.Voucher.Amount.Cmp(want) != 0 || h.Owed != nil || r.answered(t).Cmp(want) != 0 {
		t.Fatalf("payee claims %s (owed %v), payer's books %s; want %s", h.Voucher.Amount, h.Owed, r.answered(t), want)
	}
}

// BenchmarkUptoEcho is BenchmarkPaidEcho's paid call priced by use: on top of the voucher of
// the cap, the answer carries a receipt, the payer signs the settlement and sends it as a
// notification, and the payee verifies and saves it: one more signature on each side.
//
//	go test -run '^$' -bench UptoEcho -benchtime 2s ./node/call/
func BenchmarkUptoEcho(b *testing.B) {
	r := newPaidRig(b, benchConfig(false), benchConfig(false))
	r.srv.handler = tokenHandler{r.rt}
	r.prices = map[string]Price{"echo": {Amount: testPrice, PerKTokens: perKTokens}}
	r.startPayee(b)
	r.policy.DepositCalls = 1_000_000 // no top-up within the measurement
	r.startPayer(b)
	input := json.RawMessage(`{"tokens":1234}`)
	ctx := context.Background()
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", input, nil); err != nil {
		b.Fatal(err)
	}
	measure(b, 1, func() error {
		_, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", input, nil)
		return err
	})
}
