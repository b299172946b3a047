package call

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"sync/atomic"
	"testing"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/node/runtime"
)

// failingRuns is a handler whose runs fail with the errors queued in errs (one a run, while
// any are queued), as an agent fails whose own call to another node failed (a Go agent that
// wraps that call's error in its own: none shipped does today). It counts every run.
type failingRuns struct {
	Handler
	runs atomic.Int64
	errs chan error
}

func (h *failingRuns) Call(ctx context.Context, agent, skill string, input json.RawMessage, p runtime.ProgressFunc) (json.RawMessage, error) {
	h.runs.Add(1)
	select {
	case err := <-h.errs:
		return nil, err
	default:
	}
	return h.Handler.Call(ctx, agent, skill, input, p)
}

// failNext has c's paid agent fail its next run with err (c's payments still recorded).
func failNext(c *compactRig, err error) *failingRuns {
	h := &failingRuns{Handler: c.runs, errs: make(chan error, 1)}
	h.errs <- err
	c.srv.handler = h
	return h
}

// Review rv20, finding 1: a paid agent whose run failed on a nested call's refusal by a node
// from before the compact form (invalid params, unknown field "word") passed that *Error on
// as its own; the payer took the payee's node for an old one: it ran the failed call again
// (the agent ran twice for one call) and paid that node in full for good. A run's error never
// speaks for the protocol: the payer sees the agent failed, once.
func TestRV20NestedOldNodeRefusalIsTheAgents(t *testing.T) {
	c := newCompactRig(t, nil)
	c.pay(t, "echo", 2)
	h := failNext(c, fmt.Errorf("team helper: %w", Errorf(CodeInvalidParams, `invalid params: json: unknown field "word"`)))
	c.rec.take()
	_, err := c.paying.Call(context.Background(), c.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil)
	if err == nil {
		t.Fatal("the failed run's call succeeded: it was run again")
	}
	if n := h.runs.Load(); n != 1 {
		t.Fatalf("the agent ran %d times for one call, want once", n)
	}
	c.pay(t, "echo", 2) // (the first after a failure carries the commitment again)
	pays, _ := c.rec.take()
	if last := pays[len(pays)-1]; last.Word == nil {
		t.Fatalf("after an agent's failure the payee is paid in full (%+v): taken for a node from before the compact form", last)
	}
	if got, want := c.held(t), mul(testPrice, 4); got.Cmp(want) != 0 || c.answered(t).Cmp(want) != 0 {
		t.Fatalf("payee holds %s, payer counts %s, want 4 calls", got, c.answered(t))
	}
}

// Review rv20, finding 1 (the same hole, older): a paid agent whose run failed on a nested
// call's payment required (another agent's terms: its payee, its price) passed the terms on;
// the payer learnt them for this agent, opened a channel to the other payee with a deposit
// and ran the call again on it (then again on its own channel).
func TestRV20NestedPaymentTermsNotLearnt(t *testing.T) {
	c := newCompactRig(t, nil)
	c.pay(t, "echo", 1)
	other := c.thirdKey.Address()
	nested := paymentError(CodePaymentRequired, Terms{Price: testPrice.String(), Payee: other, Contract: c.domain.Contract, ChainID: c.domain.ChainID},
		"payment required: %s", testPrice)
	h := failNext(c, fmt.Errorf("call helper: %w", nested))
	_, err := c.paying.Call(context.Background(), c.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil)
	if err == nil {
		t.Fatal("the failed run's call succeeded: it was run again")
	}
	if n := h.runs.Load(); n != 1 {
		t.Fatalf("the agent ran %d times for one call, want once", n)
	}
	for _, ch := range c.paying.Payer().Channels() {
		if ch.Channel.Payee == other {
			t.Fatalf("the payer opened channel %s (deposit %s) to %s, the payee of a nested call's terms", ch.ID.Hex(), ch.Deposited, other.Hex())
		}
	}
}

// Review rv20 (wire): a compact payment's amount, read from the held commitment in 64 bits
// when it fits (wordVoucher.setAmount), is the commitment's at the 2^64 boundaries of base,
// unit and their sum.
func TestRV20CompactAmountAtBoundaries(t *testing.T) {
	two64 := new(big.Int).Lsh(big.NewInt(1), 64)
	max64 := new(big.Int).Sub(two64, big.NewInt(1))
	nums := []*big.Int{big.NewInt(0), big.NewInt(1), new(big.Int).Lsh(big.NewInt(1), 32), new(big.Int).Lsh(big.NewInt(1), 63), new(big.Int).Sub(max64, big.NewInt(1)), max64, two64}
	for _, base := range nums {
		for _, unit := range nums[1:] {
			for _, index := range []uint32{0, 1, 2, paychan.MaxChainLength, ^uint32(0)} {
				k := &paychan.Commit{Base: base, Unit: unit, Length: paychan.MaxChainLength}
				var wv wordVoucher
				if got, want := wv.setAmount(k, index), k.Amount(index); got.Cmp(want) != 0 {
					t.Fatalf("base %s unit %s index %d: amount %s, the commitment's %s", base, unit, index, got, want)
				}
			}
		}
	}
}
