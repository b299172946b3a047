package call

import (
	"context"
	"encoding/json"
	"math/big"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// uptoUnsettled makes one upto call of tokens on the payer's only channel and books its charge
// (the settlement is signed) without sending the settlement: the payee's charge stays unsettled.
func (r *paidRig) uptoUnsettled(t *testing.T, tokens int) {
	t.Helper()
	c := r.paying.Payer().Channels()[0]
	v, err := r.paying.Payer().Next(c.ID, testPrice)
	if err != nil {
		t.Fatal(err)
	}
	var box receiptBox
	in, _ := json.Marshal(map[string]int{"tokens": tokens})
	if _, err := r.cli.CallPaid(withReceipt(context.Background(), &box), r.server.ID(), "echo", "echo", in, nil, &Payment{Channel: c.Channel, Voucher: v}); err != nil {
		t.Fatal(err)
	}
	if _, err := r.paying.Payer().Charged(c.ID, box.r.OwedWei()); err != nil {
		t.Fatal(err)
	}
}

// Review of upto, finding 3: a settlement the payee refuses refused the call carrying it, and
// the payer keeps its settlement until a call is answered: every later call on the channel
// was refused, for good. Here the payee lost its last charge (a power cut with payments.sync
// off: the log's tail was not on disk), so the payer's settlement is above what the payee
// says is owed (ErrOverOwed). The payer's next calls must go through.
func TestReviewUptoRefusedSettlementDoesNotWedgeTheChannel(t *testing.T) {
	r := newUptoRig(t)
	ctx := context.Background()
	r.upto(t, 2000) // opens the channel: 2e9 charged and settled
	r.uptoUnsettled(t, 1000)
	log := filepath.Join(r.payeeDir, "channels.log")
	before, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	r.uptoUnsettled(t, 3000) // the payer owes 6e9 and signed it
	r.payeeStore.Close()
	if err := os.WriteFile(log, before, 0o600); err != nil { // the power cut: the payee owes 3e9
		t.Fatal(err)
	}
	r.startPayee(t)
	for i := 0; i < 3; i++ {
		if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{"tokens":1000}`), nil); err != nil {
			t.Fatalf("call %d after the payee lost a charge: %v", i, err)
		}
	}
}

// Review of upto, finding 4: the payer chose a call's deadline, and a call that did not
// finish by it was not charged, whatever tokens the model used meanwhile: a payer set its
// deadline short of the model's answer and had the payee pay its model for nothing, at its
// rate limit, against one deposit it got back. A paid run now goes on past the payer's
// deadline (to the agent's own timeout) and, succeeding, its metered tokens are charged; the
// payer adopts the charge at its next call (up to the voucher it left unresolved), settles it,
// and pays it once: wei-exact on chain. (A run that fails, the agent's timeout included, is
// still not charged.)
func TestReviewUptoDeadlineLeavesTokensUnpaid(t *testing.T) {
	r := newUptoRig(t)
	g, settled := r.detach(r.srv.handler)
	r.upto(t, 1000) // opens the channel: 1e9 charged and settled
	<-settled
	if run, payer := r.gatedCall(t, g, `{"gate":true,"tokens":500000}`, 2*time.Second); !run.After(payer) {
		t.Fatalf("the upto run's deadline is the payer's (%s)", payer.Format(time.RFC3339Nano))
	}
	if !<-settled {
		t.Fatal("the run that outlived its payer's deadline was not charged")
	}
	charge := Price{Amount: testPrice, PerKTokens: perKTokens}.Charge(500_000)
	want := new(big.Int).Add(big.NewInt(1e9), charge)
	if h := r.heldRecord(t); h.Owed == nil || h.Owed.Cmp(want) != 0 {
		t.Fatalf("the model used 500k tokens and the payee is owed %v, want %s", h.Owed, want)
	}
	r.upto(t, 1000) // adopts the held charge, settles it, and pays 1e9 more
	<-settled
	want.Add(want, big.NewInt(1e9))
	if h := r.heldRecord(t); r.answered(t).Cmp(want) != 0 || h.Owed != nil || h.Voucher.Amount.Cmp(want) != 0 {
		t.Fatalf("payer's books %s, payee claims %s (owed %v); want %s settled", r.answered(t), h.Voucher.Amount, h.Owed, want)
	}
	r.claimAll(t, want)
}

// overstating is a payee that charges what its model used but tells the payer its receipt
// counted one token: the payer books the owed total whatever the tokens say.
type overstating struct{ *ChannelPayee }

func (p overstating) Charge(ctx context.Context, agent string, pay *Payment) (func(bool) error, *Error) {
	settle, e := p.ChannelPayee.Charge(ctx, agent, pay)
	if settle == nil {
		return settle, e
	}
	return func(answered bool) error {
		err := settle(answered)
		if mt := meteredFrom(ctx); mt != nil && mt.receipt != nil {
			mt.receipt.Tokens = 1
		}
		return err
	}, nil
}

// Review of upto, finding 5: the payer checks a receipt's owed total against the voucher it
// sent only, not against the receipt's own tokens at the terms' price per 1k: a payee whose
// receipt says one token and owes the cap has the payer book (and settle) the cap, silently,
// call after call. The tokens are the payee's word; its price is not, and a receipt that
// contradicts both should not be booked as is. Closed: the payer books the tokens at the
// terms' price and retires the channel (Paying.overcharged).
func TestReviewUptoReceiptAboveItsTokens(t *testing.T) {
	r := newUptoRig(t)
	r.srv.payee = overstating{r.payee()}
	ctx := context.Background()
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{"tokens":10000000}`), nil); err != nil {
		t.Fatal(err)
	}
	one := Price{Amount: testPrice, PerKTokens: perKTokens}.Charge(1)
	if r.answered(t).Cmp(one) > 0 {
		t.Fatalf("a receipt of one token booked %s, want at most %s (1 token at the terms' price)", r.answered(t), one)
	}
	first := r.paying.Payer().Channels()[0]
	if !r.paying.Retired(first.ID) {
		t.Fatal("the channel whose payee overcharged is still used")
	}
	// The policy after: the channel is retired (nothing more is signed on it, no higher total
	// adopted); the next call goes on another channel, to an honest payee this time.
	r.srv.payee = r.payee()
	r.upto(t, 3000)
	if n := len(r.paying.Payer().Channels()); n != 2 {
		t.Fatalf("the call after the overcharge used %d channels, want a second one", n)
	}
	if c, _ := r.paying.Payer().Channel(first.ID); c.Answered.Cmp(one) != 0 || c.InFlight != nil || c.Unresolved != nil {
		t.Fatalf("the retired channel: answered %s, in flight %v, unresolved %v; want %s and nothing more signed", c.Answered, c.InFlight, c.Unresolved, one)
	}
	// What the payee can claim: the use the payer settled on the second channel, and on the
	// retired one the voucher the payer signed before the call, for its cap (the payer cannot
	// take a signed voucher back): one cap per overcharge, never a total adopted above it.
	r.claimAll(t, new(big.Int).Add(testPrice, Price{Amount: testPrice, PerKTokens: perKTokens}.Charge(3000)))
}

// Review of upto, finding 10: a settlement the payer signs when it adopts the payee's charge
// after a lost answer (Payer.Adopt) was only carried by the channel's next call, never sent
// at once: the retry may take another lane, and the channel's settlement then waits for a
// call on it, or for good when the payer closes the channel (the payee claims the cap). Here
// the retry goes out on a second channel; the first must be settled all the same.
func TestReviewUptoAdoptedChargeIsSettledAtOnce(t *testing.T) {
	r := newUptoRig(t)
	ctx := context.Background()
	r.upto(t, 2000) // opens channel a: 2e9 charged and settled
	a := r.paying.Payer().Channels()[0]
	v, err := r.paying.Payer().Next(a.ID, testPrice)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.cli.CallPaid(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{"tokens":3000}`), nil, &Payment{Channel: a.Channel, Voucher: v}); err != nil {
		t.Fatal(err)
	}
	if err := r.paying.Payer().Resolve(a.ID, false); err != nil { // the answer "was lost": 5e9 owed
		t.Fatal(err)
	}
	if _, err := r.paying.Open(ctx, r.payeeKey.Address(), a.Channel.Token, new(big.Int).Mul(testPrice, big.NewInt(10))); err != nil {
		t.Fatal(err)
	}
	r.upto(t, 1000) // a is refused with 5e9 held, adopted; the retry goes out on the new channel
	for _, h := range r.chk.Held() {
		if h.ID == a.ID && (h.Owed != nil || h.Voucher.Amount.Cmp(big.NewInt(5e9)) != 0) {
			t.Fatalf("after adopting its charge, channel a's payee claims %s, owed %v; want 5e9 settled", h.Voucher.Amount, h.Owed)
		}
	}
}

// Review of upto, finding 7, over the wire: a payer whose settlement never reached the payee
// (here: signed, never sent) leaves the charge unsettled; once it is MaxAge old the payee's
// claim policy claims the call's cap voucher (the payer signed it). The payer's next call,
// refused as under the price above that claim, has the payer book what the chain shows claimed
// and pay above it: the channel goes on, and no amount is counted twice.
func TestReviewUptoUnsettledChargeClaimedByAge(t *testing.T) {
	r := newUptoRig(t)
	ctx := context.Background()
	r.upto(t, 2000)          // opens the channel: 2e9 charged and settled
	r.uptoUnsettled(t, 3000) // 3e9 more charged, its settlement never sent
	pol := paychan.Policy{MinValue: new(big.Int).Mul(testPrice, big.NewInt(100)), MaxAge: 24 * time.Hour, Margin: time.Hour}
	if n, err := r.payeeCli.ClaimDue(ctx, r.chk, pol, r.clock.Now().Add(2*pol.MaxAge)); err != nil || n != 1 {
		t.Fatalf("claim of the charge unsettled for two days: %d channels (%v), want 1", n, err)
	}
	capped := new(big.Int).Add(big.NewInt(2e9), testPrice) // the unsettled call's voucher
	if h := r.heldRecord(t); h.Owed != nil || h.Claimed.Cmp(capped) != 0 {
		t.Fatalf("after the claim by age: claimed %s, owed %v; want the cap voucher's %s claimed, nothing owed", h.Claimed, h.Owed, capped)
	}
	r.upto(t, 1000)
	want := new(big.Int).Add(capped, big.NewInt(1e9))
	if h := r.heldRecord(t); r.answered(t).Cmp(want) != 0 || h.Voucher.Amount.Cmp(want) != 0 || h.Owed != nil {
		t.Fatalf("after the next call: payer's books %s, payee holds %s (owed %v); want %s settled", r.answered(t), h.Voucher.Amount, h.Owed, want)
	}
}
