package x402_test

import (
	"bytes"
	"context"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/escrow/x402"
)

// rv2Voucher opens a channel of the world's payer to the node with deposit (salt sets it
// apart) and returns a payload paying req with a voucher for amount on it.
func rv2Voucher(t *testing.T, w *world, req x402.Requirements, salt byte, deposit, amount *big.Int) (paychan.Channel, *x402.PaymentPayload) {
	t.Helper()
	dom := paychan.Domain{ChainID: 1337, Contract: w.chans}
	ch := paychan.Channel{Payer: w.Payer.Address(), Payee: w.Node.Address(), Signer: w.Payer.Address(), Salt: common.Hash{0x72, salt}}
	if err := paychan.NewClient(w.sender(w.Payer), w.chans).Open(context.Background(), ch, deposit); err != nil {
		t.Fatal(err)
	}
	v, err := paychan.Sign(dom.Separator(), ch.ID(dom.Separator()), amount, w.Payer)
	if err != nil {
		t.Fatal(err)
	}
	p, err := x402.PayVoucher(req, nil, ch, v)
	if err != nil {
		t.Fatal(err)
	}
	return ch, p
}

// TestRV2OverlongAnswerIsNotSentFree (review rv2, finding 3): an answer that outgrows the held
// buffer fails the call, which is not charged; what the handler had written before (an A2A
// stream's events but the last) was still sent, whole up to 16 MiB, with status 200 and no
// payment taken.
func TestRV2OverlongAnswerIsNotSentFree(t *testing.T) {
	w := newWorld(t, nil)
	chunk := bytes.Repeat([]byte("x"), 1<<20)
	srv := httptest.NewServer(w.fac.Middleware(seller{w}, http.HandlerFunc(func(rw http.ResponseWriter, _ *http.Request) {
		for i := 0; i <= x402.MaxBufferedAnswer/len(chunk); i++ {
			if _, err := rw.Write(chunk); err != nil {
				return
			}
		}
	})))
	t.Cleanup(srv.Close)
	req := w.offer("/paid?asset=eth").Accepts[0]
	_, p := rv2Voucher(t, w, req, 1, w.price, w.price)
	hr, _ := http.NewRequest(http.MethodPost, srv.URL+"/paid?asset=eth", bytes.NewReader([]byte(`{}`)))
	hr.Header.Set(x402.HeaderSignature, header(t, p))
	resp, err := http.DefaultClient.Do(hr)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	got, _ := io.Copy(io.Discard, resp.Body)
	if len(w.checker.Held()) != 1 || w.checker.Held()[0].Voucher.Amount != nil {
		t.Fatalf("the overlong call was charged: %+v", w.checker.Held())
	}
	if got >= int64(len(chunk)) {
		t.Fatalf("an uncharged call sent %d bytes of its answer (status %d)", got, resp.StatusCode)
	}
}

// rv2Clock is a settable clock.
type rv2Clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *rv2Clock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *rv2Clock) add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// TestRV2LongHTTPCallIsCommitted (review rv2, finding 4): a paid HTTP call that outlives the
// checker's staleness bound is committed after one chain read, as a libp2p call is
// (paychan.Client.Commit); the voucher book committed without it, so such a call was refused
// after its work (the payee worked unpaid, the payer waited for a 402).
func TestRV2LongHTTPCallIsCommitted(t *testing.T) {
	w := newWorld(t, nil)
	ctx := context.Background()
	const bound = time.Minute
	clk := &rv2Clock{t: time.Now()}
	store, err := paychan.OpenLogStore(filepath.Join(t.TempDir(), "channels.log"), false)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = store.Close() })
	dom := paychan.Domain{ChainID: 1337, Contract: w.chans}
	chk, err := paychan.NewChecker(dom, w.Node.Address(), store, clk.Now, paychan.WithMaxStale(bound))
	if err != nil {
		t.Fatal(err)
	}
	book, err := x402.NewBook(w.pcli, map[common.Address]*paychan.Checker{w.Node.Address(): chk})
	if err != nil {
		t.Fatal(err)
	}
	batch, err := x402.NewBatch(dom, book)
	if err != nil {
		t.Fatal(err)
	}
	fac := x402.NewFacilitator(nil, batch, nil)
	o := x402.Offer{Price: w.price, PayTo: w.Node.Address(), ChannelPayee: w.Node.Address()}
	_, p := rv2Voucher(t, w, fac.Accepts(o)[0], 2, w.price, w.price)
	required, settled, runErr := fac.Charge(ctx, o, p, nil, func(context.Context) error {
		clk.add(2 * bound) // the call runs longer than the bound
		return nil
	})
	if runErr != nil || required != nil || settled == nil || !settled.Success {
		t.Fatalf("a long call: required %+v, settled %+v, run %v", required, settled, runErr)
	}
}

// hangUp is a paid server of w whose first run waits, once started, until its context ends
// or it is let go, and that tells served each time its middleware is done with a request.
type hangUp struct {
	url              string
	started, release chan struct{}
	ended            chan error
	served           chan struct{}
}

func newHangUp(t *testing.T, w *world) *hangUp {
	h := &hangUp{started: make(chan struct{}), release: make(chan struct{}), ended: make(chan error, 1), served: make(chan struct{}, 2)}
	first := true
	mw := w.fac.Middleware(seller{w}, http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		_, _ = io.Copy(io.Discard, r.Body) // as the node's API does (readBody), before the run
		if first {
			first = false
			close(h.started)
			select {
			case <-r.Context().Done():
				h.ended <- r.Context().Err()
			case <-h.release:
				h.ended <- nil
			}
		}
		_, _ = rw.Write([]byte(`{"echo":"hello"}`))
	}))
	srv := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		mw.ServeHTTP(rw, r)
		h.served <- struct{}{}
	}))
	t.Cleanup(srv.Close)
	h.url = srv.URL
	return h
}

// run sends the first request paid by p and hangs up once its run started; it returns once
// the run was let go and the middleware is done with it, failing t if the run ended with its
// client.
func (h *hangUp) run(t *testing.T, path string, p *x402.PaymentPayload) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	hr, _ := http.NewRequestWithContext(ctx, http.MethodPost, h.url+path, bytes.NewReader([]byte(`{}`)))
	hr.Header.Set(x402.HeaderSignature, header(t, p))
	done := make(chan struct{})
	go func() {
		defer close(done)
		if resp, err := http.DefaultClient.Do(hr); err == nil {
			resp.Body.Close()
		}
	}()
	<-h.started
	cancel()
	<-done
	close(h.release)
	if err := <-h.ended; err != nil {
		t.Fatalf("the run ended with its client: %v (not charged; the payment pays the next request)", err)
	}
	<-h.served
}

// post sends a request to path paid by p and returns its answer once served.
func (h *hangUp) post(t *testing.T, path string, p *x402.PaymentPayload) *http.Response {
	t.Helper()
	hr, _ := http.NewRequest(http.MethodPost, h.url+path, bytes.NewReader([]byte(`{}`)))
	hr.Header.Set(x402.HeaderSignature, header(t, p))
	resp, err := http.DefaultClient.Do(hr)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	<-h.served
	return resp
}

// TestRV2HangingUpDoesNotMakeARunFree (review rv2, finding 6): a paid HTTP call ran on its
// request's context, so a client that hung up once its voucher was checked cancelled the run,
// was not charged, and reused the same voucher for the next request: any work an agent did
// until then (an llm's tokens) was unpaid. The run now outlives the hang-up and its voucher is
// committed; the client's next request must sign above it (a repeat is refused as below the
// claimed amount, saying what the payee holds), so it pays exactly once for the run it started.
func TestRV2HangingUpDoesNotMakeARunFree(t *testing.T) {
	w := newWorld(t, nil)
	h := newHangUp(t, w)
	req := w.offer("/paid?asset=eth").Accepts[0]
	ch, p := rv2Voucher(t, w, req, 3, new(big.Int).Mul(w.price, big.NewInt(3)), w.price)
	h.run(t, "/paid?asset=eth", p)
	if held := w.checker.Held(); len(held) != 1 || held[0].Voucher.Amount == nil || held[0].Voucher.Amount.Cmp(w.price) != 0 {
		t.Fatalf("after the client hung up, the payee holds %+v, want the run's voucher of %s", held, w.price)
	}
	voucher := func(amount *big.Int) *x402.PaymentPayload {
		sep := paychan.Domain{ChainID: 1337, Contract: w.chans}.Separator()
		v, err := paychan.Sign(sep, ch.ID(sep), amount, w.Payer)
		if err != nil {
			t.Fatal(err)
		}
		pp, err := x402.PayVoucher(req, nil, ch, v)
		if err != nil {
			t.Fatal(err)
		}
		return pp
	}
	again := refusal(t, h.post(t, "/paid?asset=eth", voucher(w.price)))
	if !strings.Contains(again, x402.ReasonBelowClaimed) || !strings.Contains(again, "holds "+w.price.String()) {
		t.Fatalf("the run's voucher again: %q, want %s saying the payee holds %s", again, x402.ReasonBelowClaimed, w.price)
	}
	twice := new(big.Int).Mul(w.price, big.NewInt(2))
	if resp := h.post(t, "/paid?asset=eth", voucher(twice)); resp.StatusCode != http.StatusOK {
		t.Fatalf("the next voucher above the held one: status %d", resp.StatusCode)
	}
	if held := w.checker.Held(); len(held) != 1 || held[0].Voucher.Amount.Cmp(twice) != 0 {
		t.Fatalf("after the next call, the payee holds %+v, want %s: two runs, two prices", held, twice)
	}
}

// An exact (EIP-3009) payment whose client hangs up during its run is settled after the run
// while its authorization can still be mined: the payer pays once, the payee is paid.
func TestRV2HangingUpExactIsSettled(t *testing.T) {
	w := newWorld(t, nil)
	h := newHangUp(t, w)
	pr := w.offer("/paid")
	p, err := x402.PayExact(w.Payer, pr.Accepts[0], pr.Resource, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	payer0, node0 := w.balance(w.Payer.Address()), w.balance(w.Node.Address())
	h.run(t, "/paid", p)
	if d := new(big.Int).Sub(w.balance(w.Node.Address()), node0); d.Cmp(w.price) != 0 {
		t.Fatalf("after the client hung up the payee got %s, want %s", d, w.price)
	}
	if d := new(big.Int).Sub(payer0, w.balance(w.Payer.Address())); d.Cmp(w.price) != 0 {
		t.Fatalf("the payer paid %s, want %s", d, w.price)
	}
}
