package call

import (
	"context"
	"encoding/json"
	"math/big"
	"testing"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// claimingRefuser is a payee that refuses every paid call (its words: rate limited), saying it
// holds the voucher sent, and claims that voucher on chain before it answers: the payer signed
// it, so the chain pays it.
type claimingRefuser struct {
	*ChannelPayee
	cli *paychan.Client
}

func (p claimingRefuser) Charge(ctx context.Context, agent string, pay *Payment) (func(bool) error, *Error) {
	if pay == nil {
		return p.ChannelPayee.Charge(ctx, agent, pay)
	}
	_ = p.cli.ClaimBatch(ctx, []paychan.Held{{Channel: pay.Channel, Voucher: pay.Voucher}}) // nothing more to claim: reverts
	t, _ := p.Terms(agent)
	t.Held = pay.Voucher.Amount.String()
	return nil, paymentError(CodePaymentRefused, t, "payment refused: rate limited")
}

// claimedOnChain is what the chain shows claimed on the payer's only channel.
func (r *paidRig) claimedOnChain(t *testing.T) *big.Int {
	t.Helper()
	cs := r.paying.Payer().Channels()
	if len(cs) != 1 {
		t.Fatalf("payer has %d channels", len(cs))
	}
	st, err := r.payerCli.State(context.Background(), cs[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	return st.Claimed
}

// Review rvfix, finding 1: Payer.AdoptClaimed books whatever the chain shows claimed above the
// payer's books, and Paying asks it after any refusal naming a held amount. The chain pays any
// voucher the payer signed, the one of a call the payee refused included: a payee that refuses
// every call and claims its voucher was paid one price per refused call, the payer's books
// moving each time (before, the first such claim left the channel refusing: one price per
// channel). A claim is adopted only where the age rule makes one: a settlement pending (an
// upto charge the payee may not have had) and below the voucher just refused.
func TestRvfixRefusedCallsAreNotBookedFromTheChain(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	ctx := context.Background()
	r.srv.payee = claimingRefuser{ChannelPayee: r.payee(), cli: r.payeeCli}
	for i := 0; i < 4; i++ {
		if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil); err == nil {
			t.Fatalf("call %d: a refused call answered", i)
		}
	}
	if got := r.claimedOnChain(t); got.Cmp(testPrice) > 0 {
		t.Fatalf("four refused calls, and the payee claimed %s on chain (the payer's books %s); want at most one price, %s",
			got, r.answered(t), testPrice)
	}
}

// Finding 1 on an upto channel: with a settlement pending (the age rule's case), the payee
// refuses the next call and claims its voucher (the settled amount plus the cap): it is the
// call just refused, not an unsettled charge, and is not booked.
func TestRvfixRefusedUptoCallIsNotBookedFromTheChain(t *testing.T) {
	r := newUptoRig(t)
	ctx := context.Background()
	r.upto(t, 2000)          // opens the channel: 2e9 charged and settled
	r.uptoUnsettled(t, 3000) // 3e9 more charged, its settlement pending
	before := new(big.Int).Set(r.answered(t))
	r.srv.payee = claimingRefuser{ChannelPayee: r.payee(), cli: r.payeeCli}
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{"tokens":1000}`), nil); err == nil {
		t.Fatal("a refused call answered")
	}
	if got := r.answered(t); got.Cmp(new(big.Int).Add(before, testPrice)) >= 0 {
		t.Fatalf("the payer booked %s after a refused call (from %s): the refused call's voucher adopted", got, before)
	}
}
