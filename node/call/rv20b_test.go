package call

import (
	"context"
	"encoding/json"
	"math/big"
	"testing"
	"time"
)

// Review rv20b (pricecut): a price cut that meets a run the payer gave up on (its voucher
// unresolved at the payer, held by the payee). The call after the cut is refused once for its
// chain's old price, its next attempt's chain (based at what the payer counts answered) is
// below what the payee holds and adopts it, and a third attempt pays: three of maxAttempts.
// Every call goes through, the run given up paid once, both books equal to the wei.
func TestRV20BPriceCutAfterGivenUpRun(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	ctx := context.Background()
	g, settled := r.detach(r.rt)
	for i := 0; i < 3; i++ { // the chain acknowledged: its words go compact
		if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil); err != nil {
			t.Fatal(err)
		}
		if !<-settled {
			t.Fatalf("call %d not committed", i)
		}
	}
	r.gatedCall(t, g, `{"gate":true}`, 2*time.Second)
	if !<-settled {
		t.Fatal("the run given up was not committed")
	}
	old := mul(testPrice, 4)
	if h := r.held(t); h.Cmp(old) != 0 {
		t.Fatalf("the payee holds %s, want %s", h, old)
	}
	cut := new(big.Int).Div(testPrice, big.NewInt(4))
	r.prices = map[string]Price{"echo": {Amount: cut}}
	r.srv.payee = settleSeen{r.payee(), settled}
	for i := int64(1); i <= 2; i++ {
		if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil); err != nil {
			t.Fatalf("call %d at the cut price after a given-up run: %v", i, err)
		}
		if !<-settled {
			t.Fatalf("call %d at the cut price not committed", i)
		}
		want := new(big.Int).Add(old, new(big.Int).Mul(cut, big.NewInt(i)))
		if a, h := r.answered(t), r.held(t); a.Cmp(want) != 0 || h.Cmp(want) != 0 {
			t.Fatalf("after %d calls at the cut price: payer counts %s, payee holds %s, want %s", i, a, h, want)
		}
	}
	if c := r.paying.Payer().Channels()[0]; c.Unresolved != nil || c.InFlight != nil {
		t.Fatalf("payer's record: unresolved %v, in flight %v", c.Unresolved, c.InFlight)
	}
}

// flipPayee is a hostile payee: it refuses every call as payment required, naming a price that
// alternates between price and price/2, and counts the attempts and the chains' commitments
// (each a signature of the payer) it is sent.
type flipPayee struct {
	*ChannelPayee
	price            *big.Int
	attempts, chains int
}

func (p *flipPayee) Charge(_ context.Context, agent string, pay *Payment) (func(bool) error, *Error) {
	p.attempts++
	if pay != nil && pay.Voucher.Word != nil && pay.Voucher.Word.Commit != nil {
		p.chains++
	}
	t, _ := p.Terms(agent)
	price := p.price
	if p.attempts%2 == 1 {
		price = new(big.Int).Div(price, big.NewInt(2))
	}
	t.Price = price.String()
	return nil, paymentError(CodePaymentRequired, t, "payment required: %s", t)
}

// Review rv20b (pricecut): a payee that answers every call with another price (the refusal a
// price cut now sends, and a rise's) makes its payer try at most maxAttempts times a call, a
// new chain (one signature, and one signed ahead) each, and charges it nothing: nothing left
// in flight or unresolved, its books as they were.
func TestRV20BFlippingPriceBoundedPerCall(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	ctx := context.Background()
	if err := r.callAgent(ctx, "echo"); err != nil { // opens the channel
		t.Fatal(err)
	}
	before := new(big.Int).Set(r.answered(t))
	hostile := &flipPayee{ChannelPayee: r.payee(), price: testPrice}
	r.srv.payee = hostile
	for call := 1; call <= 3; call++ {
		if err := r.callAgent(ctx, "echo"); err == nil {
			t.Fatal("a call answered by a payee that refuses every payment")
		}
		if hostile.attempts > call*maxAttempts || hostile.chains > hostile.attempts {
			t.Fatalf("after %d calls: %d attempts, %d chains signed (at most %d a call)", call, hostile.attempts, hostile.chains, maxAttempts)
		}
	}
	if got := r.answered(t); got.Cmp(before) != 0 {
		t.Fatalf("the payer counts %s answered, %s before the refusals", got, before)
	}
	if c := r.paying.Payer().Channels()[0]; c.Unresolved != nil || c.InFlight != nil {
		t.Fatalf("payer's record: unresolved %v, in flight %v", c.Unresolved, c.InFlight)
	}
	t.Logf("3 calls: %d attempts, %d new chains sent", hostile.attempts, hostile.chains)
}
