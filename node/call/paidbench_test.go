package call

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/agentsite/agentsite/node/runtime"
)

// BenchmarkPaidEcho compares, in one run and on one pair of nodes (loopback libp2p, a dev
// chain), a call to a free echo agent with a call to the same agent at a price per call:
// every paid call signs a voucher (payer, in the background while the previous call of its
// channel is in flight), saves the in-flight amount with the last answer (payer store), saves
// the voucher before answering and verifies its signature after, the newest of every 4 calls
// (payee: the channels are paid by the same DID, paychan.WithUnverified). Then the same with
// an agent that takes 200 µs. The
// channels (one per concurrent caller, Lanes) are opened in the warm-up, so the figures are
// the steady state's; the stores are the node's (LogStore, no fsync: safe against kill -9).
//
//	go test -run '^$' -bench PaidEcho -benchtime 2s ./node/call/
func BenchmarkPaidEcho(b *testing.B) {
	r := newPaidRig(b, benchConfig(false), benchConfig(false))
	r.policy.Lanes, r.policy.DepositCalls = 32, 20_000 // no top-up within the measurement
	r.startPayer(b)
	input := json.RawMessage(`{"message":"hello, agent","n":42}`)
	ctx := context.Background()
	call := func(agent string) func() error {
		return func() error {
			out, err := r.paying.Call(ctx, r.server.ID(), agent, "echo", input, nil)
			if err == nil && len(out) != len(input) {
				err = fmt.Errorf("got %s", out)
			}
			return err
		}
	}
	// Open the 32 lanes before measuring: each is a transaction.
	var wg sync.WaitGroup
	for i := 0; i < 32; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := call("echo")(); err != nil {
				b.Error(err)
			}
		}()
	}
	wg.Wait()
	for _, conc := range []int{1, 32} {
		b.Run(fmt.Sprintf("free/callers=%d", conc), func(b *testing.B) { measure(b, conc, call("free")) })
		b.Run(fmt.Sprintf("paid/callers=%d", conc), func(b *testing.B) { measure(b, conc, call("echo")) })
	}
	// The same with an agent that takes a while (it sleeps 200 µs, as an agent waiting on a
	// model or a tool does): the voucher's signature is verified beside the run.
	r.srv.handler = slowHandler{Handler: r.rt, d: 200 * time.Microsecond}
	for _, conc := range []int{1, 32} {
		b.Run(fmt.Sprintf("free/callers=%d/agent=sleep200µs", conc), func(b *testing.B) { measure(b, conc, call("free")) })
		b.Run(fmt.Sprintf("paid/callers=%d/agent=sleep200µs", conc), func(b *testing.B) { measure(b, conc, call("echo")) })
	}
}

// slowHandler runs its handler after waiting d.
type slowHandler struct {
	Handler
	d time.Duration
}

func (h slowHandler) Call(ctx context.Context, agent, skill string, input json.RawMessage, p runtime.ProgressFunc) (json.RawMessage, error) {
	time.Sleep(h.d)
	return h.Handler.Call(ctx, agent, skill, input, p)
}
