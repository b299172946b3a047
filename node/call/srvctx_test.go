package call

import (
	"context"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/node/runtime"
)

// gates are the runs of gateAgents: a call of input {"gate":true} tells runs its context's
// deadline (zero: none), then succeeds once release closes or tells ended why its context
// ended; other calls echo.
type gates struct {
	runs    chan time.Time
	ended   chan error
	release chan struct{}
}

// gateAgent is a runtime agent (the runtime bounds its calls, call.Server sees a
// callBounder) whose calls run through its gates.
type gateAgent struct {
	name string
	g    *gates
}

func (a gateAgent) Name() string                 { return a.name }
func (a gateAgent) Skills() []runtime.Skill      { return []runtime.Skill{{ID: "echo"}} }
func (a gateAgent) Health(context.Context) error { return nil }

func (a gateAgent) Call(ctx context.Context, _ string, input json.RawMessage, _ runtime.ProgressFunc) (json.RawMessage, error) {
	var in struct {
		Gate bool `json:"gate"`
	}
	if json.Unmarshal(input, &in); !in.Gate {
		return input, nil
	}
	dl, _ := ctx.Deadline()
	a.g.runs <- dl
	select {
	case <-a.g.release:
		return json.RawMessage(`{"done":true}`), nil
	case <-ctx.Done():
		a.g.ended <- ctx.Err()
		return nil, ctx.Err()
	}
}

// gateRuntime has r's server run a runtime whose "echo" (paid) and "free" agents are
// gateAgents with timeout (0: the default), and tell each paid call's settlement on the
// returned channel.
func (r *paidRig) gateRuntime(t *testing.T, timeout time.Duration) (*gates, chan bool) {
	t.Helper()
	g := &gates{runs: make(chan time.Time, 1), ended: make(chan error, 1), release: make(chan struct{})}
	gate := func(cfg runtime.AgentConfig) (runtime.Agent, error) { return gateAgent{name: cfg.Name, g: g}, nil }
	rt, err := runtime.New(runtime.Config{Agents: []runtime.AgentConfig{
		{Name: "echo", Kind: runtime.KindBuiltin, Builtin: "gate", Timeout: runtime.Duration(timeout)},
		{Name: "free", Kind: runtime.KindBuiltin, Builtin: "gate", Timeout: runtime.Duration(timeout)},
	}}, runtime.Options{Logger: quiet(), Builtins: map[string]runtime.BuiltinFactory{"gate": gate}})
	if err != nil {
		t.Fatal(err)
	}
	if err := rt.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	settled := make(chan bool, 8)
	r.srv.handler = runtime.Router{Runtime: rt, Normalize: func(s string) string { return s }} // as a node serves
	r.srv.payee = settleSeen{r.payee(), settled}
	if _, err := r.paying.Call(context.Background(), r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil); err != nil {
		t.Fatal(err) // opens the channel
	}
	if !<-settled {
		t.Fatal("the first call was not committed")
	}
	return g, settled
}

// gateCall makes a gated call of agent through r's Paying (with pay: r's Client, paying pay),
// with a deadline of d, in the background: it returns the run's deadline once the run
// started, the payer's deadline, and where the call's error comes.
func (r *paidRig) gateCall(g *gates, agent string, d time.Duration, pay ...*Payment) (run, payer time.Time, errc chan error) {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	payer, _ = ctx.Deadline()
	errc = make(chan error, 1)
	go func() {
		defer cancel()
		in := json.RawMessage(`{"gate":true}`)
		var err error
		if len(pay) > 0 {
			_, err = r.cli.CallPaid(ctx, r.server.ID(), agent, "echo", in, nil, pay[0])
		} else {
			_, err = r.paying.Call(ctx, r.server.ID(), agent, "echo", in, nil)
		}
		errc <- err
	}()
	return <-g.runs, payer, errc
}

// uncharged fails t unless the next settlement is a release and the payee holds the first
// call's price only.
func (r *paidRig) uncharged(t *testing.T, settled chan bool, what string) {
	t.Helper()
	if <-settled {
		t.Fatalf("%s was committed", what)
	}
	if h := r.held(t); h.Cmp(testPrice) != 0 {
		t.Fatalf("the payee holds %s after %s, want the first call's price only", h, what)
	}
}

// A paid run of a runtime agent outlives a payer's deadline shorter than the run and is
// committed: its context's deadline is the agent's timeout, not the payer's.
func TestSrvctxRuntimeRunOutlivesPayerDeadline(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	g, settled := r.gateRuntime(t, 0)
	run, payer, errc := r.gateCall(g, "echo", 2*time.Second)
	if !run.After(payer) {
		t.Fatalf("the paid run's deadline %v is not after the payer's %v", run, payer)
	}
	if err := <-errc; err == nil {
		t.Fatal("a call past the payer's deadline answered")
	}
	close(g.release)
	if !<-settled {
		t.Fatal("the run that outlived its payer's deadline was not committed")
	}
	if h := r.held(t); h.Cmp(mul(testPrice, 2)) != 0 {
		t.Fatalf("the payee holds %s, want two prices", h)
	}
}

// A paid run of a runtime agent ends at the agent's timeout (the runtime's: the server set
// no deadline of its own), uncharged, the payer told it timed out.
func TestSrvctxPaidRunEndsAtAgentTimeout(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	const timeout = 300 * time.Millisecond
	g, settled := r.gateRuntime(t, timeout)
	start := time.Now()
	run, payer, errc := r.gateCall(g, "echo", time.Minute)
	if run.IsZero() || !run.Before(payer) || run.Before(start.Add(timeout)) {
		t.Fatalf("the run's deadline %v, want the agent's timeout from its start (%v) before the payer's %v", run, start, payer)
	}
	if err := <-g.ended; !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("the run ended with %v, want its deadline", err)
	}
	if err := <-errc; !errors.Is(err, runtime.ErrTimeout) {
		t.Fatalf("the payer got %v, want a timeout", err)
	}
	r.uncharged(t, settled, "a run that timed out")
}

// A paid run ends when its server closes, uncharged.
func TestSrvctxPaidRunEndsAtServerClose(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	g, settled := r.gateRuntime(t, 0)
	_, _, errc := r.gateCall(g, "echo", time.Minute)
	r.srv.Close()
	if err := <-g.ended; !errors.Is(err, context.Canceled) {
		t.Fatalf("the run ended with %v, want the server's close", err)
	}
	r.uncharged(t, settled, "a run cut by the server's close")
	if err := <-errc; err == nil {
		t.Fatal("a call whose server closed answered")
	}
}

// A paid run through a handler that does not bound its runs (not the runtime) ends at
// MaxDeadline from its check, past the payer's deadline, uncharged.
func TestSrvctxOtherHandlerEndsAtMaxDeadline(t *testing.T) {
	const maxDeadline = 3 * time.Second
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	g, settled := r.detach(r.rt)
	if _, err := r.paying.Call(context.Background(), r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil); err != nil {
		t.Fatal(err) // opens the channel
	}
	if !<-settled {
		t.Fatal("the first call was not committed")
	}
	r.srv.cfg.MaxDeadline = maxDeadline // (the channel open took a default deadline)
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), maxDeadline-time.Second)
	defer cancel()
	payer, _ := ctx.Deadline()
	errc := make(chan error, 1)
	go func() {
		_, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{"gate":true}`), nil)
		errc <- err
	}()
	run := <-g.runs
	if !run.After(payer) || run.Before(start.Add(maxDeadline)) {
		t.Fatalf("the run's deadline %v, want MaxDeadline from its check (after %v), after the payer's %v", run, start, payer)
	}
	if err := <-errc; err == nil {
		t.Fatal("a call past the payer's deadline answered")
	}
	r.uncharged(t, settled, "a run ended at MaxDeadline") // g.release never closes: the run ends at its deadline
}

// A free call's run is as before: its deadline is the payer's (earlier than the agent's
// timeout) and it ends there; so is one that carries a payment the free agent ignores.
func TestSrvctxFreeRunEndsAtPayerDeadline(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	g, _ := r.gateRuntime(t, 0)
	c := r.paying.Payer().Channels()[0]
	v, err := paychan.SignAt(r.domain.Separator(), c.ID, 0, mul(testPrice, 2), r.payerKey)
	if err != nil {
		t.Fatal(err)
	}
	for _, pay := range [][]*Payment{nil, {{Channel: c.Channel, Voucher: v}}} {
		run, payer, errc := r.gateCall(g, "free", 2*time.Second, pay...)
		if !run.Equal(time.UnixMilli(payer.UnixMilli())) {
			t.Fatalf("the free run's deadline %v, want the payer's %v (payment %v)", run, payer, pay)
		}
		if err := <-g.ended; !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("the free run ended with %v, want the payer's deadline (payment %v)", err, pay)
		}
		if err := <-errc; err == nil {
			t.Fatal("a call past its deadline answered")
		}
	}
}

// waitingPayee is a payee whose check waits for its context's end (as a chain sync that does
// not answer), telling seen the context's deadline and error.
type waitingPayee struct {
	seen chan checkSeen
}

type checkSeen struct {
	deadline time.Time
	err      error
}

func (p waitingPayee) Charge(ctx context.Context, agent string, pay *Payment) (func(bool) error, *Error) {
	dl, _ := ctx.Deadline()
	<-ctx.Done()
	select {
	case p.seen <- checkSeen{dl, ctx.Err()}:
	default: // told once
	}
	return nil, Errorf(CodePaymentRefused, "payment refused: %v", ctx.Err())
}

// The check of a payment still ends at the payer's deadline when it waits.
func TestSrvctxCheckEndsAtPayerDeadline(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	if _, err := r.paying.Call(context.Background(), r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil); err != nil {
		t.Fatal(err) // opens the channel
	}
	seen := make(chan checkSeen, 1)
	r.srv.payee = waitingPayee{seen: seen}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	payer, _ := ctx.Deadline()
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil); err == nil {
		t.Fatal("a call whose check did not end answered")
	}
	s := <-seen
	if !s.deadline.Equal(time.UnixMilli(payer.UnixMilli())) || !errors.Is(s.err, context.DeadlineExceeded) {
		t.Fatalf("the check's context: deadline %v, error %v; want the payer's deadline %v, exceeded", s.deadline, s.err, payer)
	}
}
