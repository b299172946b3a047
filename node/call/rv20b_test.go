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
