package call

import (
	"context"
	"encoding/json"
	"testing"
)

// TestRV4bPayerCallsDuringDetachedRun (review rv4b, finding 2, closed): a payer whose deadline passed
// during a paid run counts its channel free (its voucher unresolved), but the payee runs on to
// the agent's timeout (5 min for an llm, up to MaxDeadline) with the channel busy. Every call the
// payer makes to that payee meanwhile takes the same lane and is refused "payment refused:
// channel busy" (CodePaymentRefused, not retried, no other lane opened): one slow call makes
// the payer's next calls to the agent fail for minutes, where before they failed for none (the
// run ended at the payer's deadline). The test expects the next call to be served (on another
// lane, or after waiting for the run).
func TestRV4bPayerCallsDuringDetachedRun(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	ctx := context.Background()
	g, settled := r.detach(r.rt)
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil); err != nil {
		t.Fatal(err) // opens the channel
	}
	<-settled
	r.giveUp(t, g)
	_, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil)
	close(g.release)
	<-settled
	if err != nil {
		t.Fatalf("the payer's call while its given-up run goes on: %v", err)
	}
}
