package call

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/agentsite/agentsite/node/runtime"
)

// gatedHandler runs inner, except for an input saying {"gate": true}: that run counts the
// tokens its input names into the call's meter, tells runs its context's deadline, and waits
// for release before it succeeds, as a model still working when the payer's deadline passes.
type gatedHandler struct {
	inner   Handler
	runs    chan time.Time
	release chan struct{}
}

func newGatedHandler(inner Handler) *gatedHandler {
	return &gatedHandler{inner: inner, runs: make(chan time.Time, 1), release: make(chan struct{})}
}

func (h *gatedHandler) Call(ctx context.Context, agent, skill string, input json.RawMessage, progress runtime.ProgressFunc) (json.RawMessage, error) {
	var in struct {
		Gate   bool `json:"gate"`
		Tokens int  `json:"tokens"`
	}
	_ = json.Unmarshal(input, &in)
	if !in.Gate {
		return h.inner.Call(ctx, agent, skill, input, progress)
	}
	m, ctx := runtime.TakeMeter(ctx)
	m.AddTokens(in.Tokens)
	dl, _ := ctx.Deadline()
	h.runs <- dl
	select {
	case <-h.release:
		return json.RawMessage(`{"done":true}`), nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// settleSeen is the rig's payee telling settled, after each paid call's settle, whether the
// call was committed (true) or released.
type settleSeen struct {
	*ChannelPayee
	settled chan bool
}

func (p settleSeen) Charge(ctx context.Context, agent string, pay *Payment) (func(bool) error, *Error) {
	settle, e := p.ChannelPayee.Charge(ctx, agent, pay)
	if settle == nil {
		return settle, e
	}
	return func(answered bool) error {
		err := settle(answered)
		p.settled <- answered && err == nil
		return err
	}, nil
}

// detach has r's server run its handler through a gatedHandler and tell each paid call's
// settlement on the returned channel.
func (r *paidRig) detach(inner Handler) (*gatedHandler, chan bool) {
	g := newGatedHandler(inner)
	settled := make(chan bool, 8)
	r.srv.handler = g
	r.srv.payee = settleSeen{r.payee(), settled}
	return g, settled
}

// gatedCall makes the gated call in through r's Paying with a deadline of d: the payer gives up
// at its deadline while the run goes on. It returns once the payer's call returned (an error)
// and the run was released, with the run's deadline and the payer's.
func (r *paidRig) gatedCall(t *testing.T, g *gatedHandler, in string, d time.Duration) (run, payer time.Time) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	payer, _ = ctx.Deadline()
	errc := make(chan error, 1)
	go func() {
		_, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(in), nil)
		errc <- err
	}()
	run = <-g.runs
	if err := <-errc; err == nil {
		t.Fatal("a call past the payer's deadline answered")
	}
	close(g.release)
	return run, payer
}

// A per-call priced run whose payer's deadline passes before it ends goes on to its end and is
// committed (review rv2, finding 6): the payer's deadline no longer makes a run free. The
// payer left the voucher unresolved, finds it held at its next call and adopts it, so it pays
// exactly once for the run it started: three calls, three prices, wei-exact on chain.
func TestPaidRunOutlivesPayerDeadline(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	ctx := context.Background()
	g, settled := r.detach(r.rt)
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil); err != nil {
		t.Fatal(err) // opens the channel
	}
	if !<-settled {
		t.Fatal("the first call was not committed")
	}
	run, payer := r.gatedCall(t, g, `{"gate":true}`, 2*time.Second)
	if !run.After(payer) {
		t.Fatalf("the paid run's deadline is the payer's (%s): the payer chooses when it stops", payer.Format(time.RFC3339Nano))
	}
	if !<-settled {
		t.Fatal("the run that outlived its payer's deadline was not committed")
	}
	if h := r.held(t); h.Cmp(mul(testPrice, 2)) != 0 {
		t.Fatalf("the payee holds %s, want two prices", h)
	}
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil); err != nil {
		t.Fatalf("the call after a run the payer gave up on: %v", err)
	}
	<-settled
	want := mul(testPrice, 3)
	if r.answered(t).Cmp(want) != 0 || r.held(t).Cmp(want) != 0 {
		t.Fatalf("payer's books %s, payee holds %s; want %s (the given-up run paid once)", r.answered(t), r.held(t), want)
	}
	if c := r.paying.Payer().Channels()[0]; c.Calls != 3 || c.Unresolved != nil || c.InFlight != nil {
		t.Fatalf("payer's record: %d calls, unresolved %v, in flight %v; want 3, none, none", c.Calls, c.Unresolved, c.InFlight)
	}
	r.claimAll(t, want)
}
