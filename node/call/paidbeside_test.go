package call

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/node/runtime"
)

// countingHandler counts the runs of the handler it wraps.
type countingHandler struct {
	Handler
	runs atomic.Int64
}

func (h *countingHandler) Call(ctx context.Context, agent, skill string, input json.RawMessage, p runtime.ProgressFunc) (json.RawMessage, error) {
	h.runs.Add(1)
	return h.Handler.Call(ctx, agent, skill, input, p)
}

// A voucher from the caller whose voucher the channel last committed is verified beside the
// run: a bad signature there costs the run (the answer is withheld, nothing is committed, the
// payer is not charged) and sends the channel back to check-first, so the next bad voucher is
// refused before it runs, for good; a stranger's (another DID's) voucher on the channel is
// always verified before the run. (Without unverified calls: paychan.WithUnverified(0).)
func TestPaidCallBadVoucherBesideRun(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	none := 0
	r.unverified = &none
	r.startPayee(t)
	ctx := context.Background()
	in := json.RawMessage(`{}`)
	h := &countingHandler{Handler: r.rt}
	r.srv.handler = h
	call := func(cli *Client, pay *Payment) error {
		_, err := cli.CallPaid(ctx, r.server.ID(), "echo", "echo", in, nil, pay)
		return err
	}
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", in, nil); err != nil { // payment required, then paid
		t.Fatal(err)
	}
	c := r.paying.Payer().Channels()[0]
	sep := r.domain.Separator()
	bad := func(n int64) *Payment {
		v, err := paychan.SignAt(sep, c.ID, 0, mul(testPrice, n), r.payerKey)
		if err != nil {
			t.Fatal(err)
		}
		v.Sig[5] ^= 1
		return &Payment{Channel: c.Channel, Voucher: v}
	}
	refused := func(err error, what string) {
		t.Helper()
		if !errors.Is(err, ErrPaymentRefused) || !errors.Is(err, ErrPaymentRefused) {
			t.Fatalf("%s: %v, want payment refused", what, err)
		}
		if _, ok := PaymentTerms(err); !ok {
			t.Fatalf("%s: no terms in %v", what, err)
		}
		if r.held(t).Cmp(testPrice) != 0 {
			t.Fatalf("%s: payee holds %s, want the one call answered", what, r.held(t))
		}
	}

	// A stranger (another DID) naming the channel: verified before the run.
	stranger, err := NewClient(newHost(t), r.thirdKey, DefaultConfig(testChain), Options{Logger: quiet()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { stranger.Close() })
	if err := stranger.host.Connect(ctx, peer.AddrInfo{ID: r.server.ID(), Addrs: r.server.Addrs()}); err != nil {
		t.Fatal(err)
	}
	runs := h.runs.Load()
	refused(call(stranger, bad(2)), "stranger's bad voucher")
	if got := h.runs.Load() - runs; got != 0 {
		t.Fatalf("a stranger's bad voucher ran the agent %d times", got)
	}

	// The payer's own DID: the bad voucher runs beside its verification, the answer is
	// withheld.
	runs = h.runs.Load()
	refused(call(r.cli, bad(2)), "bad voucher beside the run")
	if got := h.runs.Load() - runs; got != 1 {
		t.Fatalf("the bad voucher beside the run ran the agent %d times, want 1 (wasted)", got)
	}
	// Check-first now: the next bad voucher does not run.
	runs = h.runs.Load()
	refused(call(r.cli, bad(2)), "bad voucher after the fallback")
	if got := h.runs.Load() - runs; got != 0 {
		t.Fatalf("a bad voucher after the fallback ran the agent %d times", got)
	}
	// The payer pays on (its voucher was never charged), and the channel stays check-first.
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", in, nil); err != nil {
		t.Fatal(err)
	}
	if r.held(t).Cmp(mul(testPrice, 2)) != 0 || r.answered(t).Cmp(mul(testPrice, 2)) != 0 {
		t.Fatalf("payee %s, payer %s, want 2 calls", r.held(t), r.answered(t))
	}
	runs = h.runs.Load()
	err = call(r.cli, bad(3))
	if !errors.Is(err, ErrPaymentRefused) || r.held(t).Cmp(mul(testPrice, 2)) != 0 {
		t.Fatalf("bad voucher after a good one: %v, payee holds %s", err, r.held(t))
	}
	if got := h.runs.Load() - runs; got != 0 {
		t.Fatalf("the channel went back to verifying beside the run: %d runs", got)
	}
}

// Under the default bound (paychan.DefaultUnverified), the channel's known caller's badly
// signed voucher is answered before its signature is verified; once verified (here at once,
// VerifyPending; the node does it in the background) the caller is refused on the channel
// and the payee holds, and would claim, exactly its last verified voucher.
func TestPaidCallForgedVoucherUnverified(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	ctx := context.Background()
	in := json.RawMessage(`{}`)
	for i := 0; i < 3; i++ {
		if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", in, nil); err != nil {
			t.Fatal(err)
		}
	}
	if r.held(t).Cmp(mul(testPrice, 3)) != 0 {
		t.Fatalf("payee holds %s after 3 calls", r.held(t))
	}
	c := r.paying.Payer().Channels()[0]
	v, err := paychan.SignAt(r.domain.Separator(), c.ID, 0, mul(testPrice, 4), r.thirdKey) // not the channel's signer
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.cli.CallPaid(ctx, r.server.ID(), "echo", "echo", in, nil, &Payment{Channel: c.Channel, Voucher: v}); err != nil {
		t.Fatalf("forged voucher of the known caller, within the bound: %v (answered before its verification)", err)
	}
	if r.held(t).Cmp(mul(testPrice, 3)) != 0 {
		t.Fatalf("payee holds %s after the forged voucher, want the last verified (3 calls)", r.held(t))
	}
	good, err := paychan.SignAt(r.domain.Separator(), c.ID, 0, mul(testPrice, 5), r.payerKey)
	if err != nil {
		t.Fatal(err)
	}
	_, err = r.cli.CallPaid(ctx, r.server.ID(), "echo", "echo", in, nil, &Payment{Channel: c.Channel, Voucher: good})
	if !errors.Is(err, ErrPaymentRefused) || !strings.Contains(err.Error(), "retired") {
		t.Fatalf("the forger's next voucher: %v, want refused (retired)", err)
	}
	r.startPayee(t) // restarted, the payee holds the same
	if r.held(t).Cmp(mul(testPrice, 3)) != 0 {
		t.Fatalf("restarted payee holds %s, want 3 calls", r.held(t))
	}
}

// agingHandler moves the clock by d while each call runs.
type agingHandler struct {
	Handler
	clock *testClock
	d     time.Duration
}

func (h agingHandler) Call(ctx context.Context, agent, skill string, input json.RawMessage, p runtime.ProgressFunc) (json.RawMessage, error) {
	h.clock.mu.Lock()
	h.clock.off += h.d
	h.clock.mu.Unlock()
	return h.Handler.Call(ctx, agent, skill, input, p)
}

// A call during which its channel's state grew older than the checker's bound is committed
// after one chain read, not refused after its work; a withdrawal learnt by that read refuses it.
func TestPaidCallChannelStaleDuringRun(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	ctx := context.Background()
	in := json.RawMessage(`{}`)
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", in, nil); err != nil {
		t.Fatal(err)
	}
	r.srv.handler = agingHandler{Handler: r.rt, clock: r.clock, d: paychan.DefaultMaxStale + time.Second}
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", in, nil); err != nil {
		t.Fatalf("a call whose channel went stale while it ran: %v", err)
	}
	if r.held(t).Cmp(mul(testPrice, 2)) != 0 {
		t.Fatalf("payee holds %s, want 2 calls", r.held(t))
	}
	c := r.paying.Payer().Channels()[0]
	if err := r.payerCli.RequestWithdrawal(ctx, c.Channel); err != nil {
		t.Fatal(err)
	}
	_, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", in, nil)
	if !errors.Is(err, ErrPaymentRefused) || r.held(t).Cmp(mul(testPrice, 2)) != 0 {
		t.Fatalf("a call on a channel whose withdrawal the commit's read found: %v, payee holds %s", err, r.held(t))
	}
}
