package call

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// Review rvpwp, finding 1: the payer keeps an agent's terms as learnt (Paying.known) and
// checks their price against the call's maximum before anything goes out. An agent that cut
// its price (its owner signed a new card) was refused by every caller whose maximum sits
// between the old and the new price (agent call --max-price, a card's price, an auction's
// bid): the cached old price was over the maximum, so no call went out to learn the new one,
// until the payer restarted. The payer now asks the agent its terms again (an unpaid call:
// payment required names them) when the cached price is over the call's maximum.
func TestRvpwpPriceCutUnderMaximum(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	ctx := context.Background()
	if err := r.callAgent(ctx, "echo"); err != nil {
		t.Fatal(err)
	}
	cut := new(big.Int).Div(testPrice, big.NewInt(2))
	r.prices = map[string]Price{"echo": {Amount: cut}}
	r.srv.payee = r.payee()
	before := new(big.Int).Set(r.answered(t))
	if err := r.callAgent(WithMaxPrice(ctx, cut), "echo"); err != nil {
		t.Fatalf("a call at most the agent's new price %s: %v", cut, err)
	}
	if got := new(big.Int).Sub(r.answered(t), before); got.Cmp(cut) != 0 {
		t.Fatalf("paid %s for a call at the new price %s", got, cut)
	}
	// A price still over the maximum after asking again is refused as before.
	if err := r.callAgent(WithMaxPrice(ctx, big.NewInt(1)), "echo"); !errors.Is(err, ErrPriceTooHigh) {
		t.Fatalf("a maximum under the agent's price: %v", err)
	}
}

// Review rvpwp, finding 1 (the same for a token): an agent learnt in a token this node does
// not pay in, whose owner moved it to ETH, is paid in ETH at the next call (its terms asked
// again) instead of refused until the payer restarts.
func TestRvpwpTokenRefusedThenMoved(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	ctx := context.Background()
	token := r.deployToken(t)
	r.tokens = map[common.Address]*big.Int{token: big.NewInt(1), {}: big.NewInt(1)}
	r.startPayee(t)
	r.prices = map[string]Price{"echo": {Amount: testPrice, Token: token}}
	r.srv.payee = r.payee()
	if err := r.callAgent(ctx, "echo"); !errors.Is(err, ErrPaymentRefused) {
		t.Fatalf("an agent paid in a token the policy does not pay in: %v", err)
	}
	r.prices = nil // echo at testPrice in ETH
	r.srv.payee = r.payee()
	if err := r.callAgent(ctx, "echo"); err != nil {
		t.Fatalf("the agent now paid in ETH: %v", err)
	}
	if got := r.answered(t); got.Cmp(testPrice) != 0 {
		t.Fatalf("answered %s, want %s", got, testPrice)
	}
}

// Review rvpwp: paid calls from many callers on the lanes of one payee (records updated in
// place by NextWord and Resolve, the words' amounts shared with them, a params buffer per
// pooled stream) beside readers of the payer's records (the web's and the CLI's listing,
// Flush saving them) race on nothing under go test -race, and the payer's books and the
// payee's hold agree to the wei, then again after a price rise learnt mid-way.
func TestRvpwpConcurrentPaidCallsAndReaders(t *testing.T) {
	r := newPaidRig(t, benchConfig(false), DefaultConfig(testChain)) // no rate limit per caller
	ctx := context.Background()
	run := func(callers, calls int) {
		t.Helper()
		stop := make(chan struct{})
		done := make(chan error, 1)
		go func() {
			for {
				select {
				case <-stop:
					done <- nil
					return
				default:
				}
				for _, c := range r.paying.Payer().Channels() {
					_ = c.Answered.String()
					if c.InFlight != nil {
						_ = c.InFlight.String()
					}
				}
				if err := r.paying.Payer().Flush(); err != nil {
					done <- err
					return
				}
			}
		}()
		errs := make(chan error, callers)
		for i := 0; i < callers; i++ {
			go func() {
				for j := 0; j < calls; j++ {
					in := json.RawMessage(fmt.Sprintf(`{"message":"caller %d call %d %s"}`, i, j, strings.Repeat("x", 100*i)))
					out, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", in, nil)
					if err != nil {
						errs <- err
						return
					}
					if !strings.Contains(string(out), fmt.Sprintf("caller %d call %d ", i, j)) {
						errs <- fmt.Errorf("caller %d call %d answered %s", i, j, out)
						return
					}
				}
				errs <- nil
			}()
		}
		for i := 0; i < callers; i++ {
			if err := <-errs; err != nil {
				t.Fatal(err)
			}
		}
		close(stop)
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	books := func() (*big.Int, *big.Int) {
		paid, held := new(big.Int), new(big.Int)
		for _, c := range r.paying.Payer().Channels() {
			paid.Add(paid, c.Answered)
		}
		r.chk.VerifyPending()
		for _, h := range r.chk.Held() {
			if h.Voucher.Amount != nil {
				held.Add(held, h.Voucher.Amount)
			}
		}
		return paid, held
	}
	run(6, 15)
	paid, held := books()
	if want := mul(testPrice, 6*15); paid.Cmp(want) != 0 || held.Cmp(want) != 0 {
		t.Fatalf("90 calls: payer paid %s, payee holds %s, want %s", paid, held, want)
	}
	rise := mul(testPrice, 2)
	r.prices = map[string]Price{"echo": {Amount: rise}}
	r.srv.payee = r.payee()
	run(6, 10)
	paid, held = books()
	if want := new(big.Int).Add(mul(testPrice, 90), mul(rise, 60)); paid.Cmp(want) != 0 || held.Cmp(want) != 0 {
		for _, c := range r.paying.Payer().Channels() {
			t.Logf("DEBUG channel %s answered %s calls %d", c.ID.Hex()[:10], c.Answered, c.Calls)
		}
		t.Fatalf("60 more calls at %s: payer paid %s, payee holds %s, want %s", rise, paid, held, want)
	}
}

// Review rvpwp, finding 2: a refusal that names what the payee holds (its Held) at or below
// the payer's answered amount (an agent whose price rose refuses a voucher raising the old
// price: "raises less than the price", holding the last answered voucher) was taken as
// adopted (Adopt has nothing to adopt and says nil) and the call retried with its voucher
// left in flight on the lane it gave back. The next call on that lane found it in flight and
// counted it unresolved (as if the payee might hold it), and a second such refusal on the
// lane before an answer was guessed answered: one old price paid for a call the payee refused
// (in TestRvpwpConcurrentPaidCallsAndReaders, 1-2 prices in 60 calls after a price rise; a
// payee refusing so on purpose is paid for calls it never answered). The refused call is now
// ended as refused.
func TestRvpwpUnderPriceRefusalEndsTheCall(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	ctx := context.Background()
	if err := r.callAgent(ctx, "echo"); err != nil {
		t.Fatal(err)
	}
	// A second lane, idle behind the first: the retry takes it.
	if _, err := r.paying.Open(ctx, r.payeeKey.Address(), common.Address{}, mul(testPrice, 100)); err != nil {
		t.Fatal(err)
	}
	rise := mul(testPrice, 2)
	r.prices = map[string]Price{"echo": {Amount: rise}}
	r.srv.payee = r.payee()
	if err := r.callAgent(ctx, "echo"); err != nil {
		t.Fatal(err)
	}
	paid, calls := new(big.Int), 0
	for _, c := range r.paying.Payer().Channels() {
		if c.InFlight != nil || c.Unresolved != nil {
			t.Fatalf("channel %s after its refused call: in flight %v, unresolved %v", c.ID.Hex(), c.InFlight, c.Unresolved)
		}
		paid.Add(paid, c.Answered)
		calls += int(c.Calls)
	}
	if want := new(big.Int).Add(testPrice, rise); paid.Cmp(want) != 0 || calls != 2 {
		t.Fatalf("two calls: paid %s in %d calls, want %s", paid, calls, want)
	}
}
