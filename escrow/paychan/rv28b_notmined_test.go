package paychan_test

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow/paychan"
)

// droppingBackend takes transactions and never passes them on (an endpoint that answers
// eth_sendRawTransaction and does not propagate, or a fee spike that leaves them unmined).
type droppingBackend struct {
	chain.Backend
	sent atomic.Int64
}

func (d *droppingBackend) SendTransaction(context.Context, *types.Transaction) error {
	d.sent.Add(1)
	return nil
}

// Finding 4 (rv28b, medium): a claim batch that was sent but not mined (chain.ErrNotMined: a
// fee spike past the replacements' bumps, an endpoint that drops it) was treated as a batch
// the contract refused: retried, then every channel of it claimed in a transaction of its own,
// each waiting out the Sender's replacements (5 × 45 s) behind the first's nonce, the loop
// blocked meanwhile (~10 hours for a batch of 170); once the spike passed, the batch was mined
// and every later one reverted, paying nothing, at the spike's fees. A batch not mined is now
// left to the next round.
func TestRV28bUnminedBatchIsNotResentOneByOne(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	price, deposit := eth(1), eth(10)
	clk := &clock{now: t0}
	chk, err := paychan.NewChecker(w.domain, w.payee.Address(), newStore(t), clk.Now)
	if err != nil {
		t.Fatal(err)
	}
	readClient := paychan.NewClient(w.sender(t, w.payee), w.addr)
	for i, k := range w.payers {
		paidChannel(t, w, paychan.NewClient(w.sender(t, k), w.addr), readClient, chk, k, common.Hash{0x4b, byte(i)}, price, deposit)
	}
	drop := &droppingBackend{Backend: w.cl}
	cfg := chain.DefaultConfig()
	cfg.PollInterval, cfg.StuckAfter, cfg.MaxReplacements = time.Millisecond, time.Millisecond, 0
	s, err := chain.NewSender(ctx, cfg, drop, w.payee, deploy.RevertDecoder(), nil)
	if err != nil {
		t.Fatal(err)
	}
	pol := paychan.Policy{MinValue: price, MaxAge: time.Hour, Margin: time.Minute}
	n, err := paychan.NewClient(s, w.addr).ClaimDue(ctx, chk, pol, clk.Now())
	if n != 0 || !errors.Is(err, chain.ErrNotMined) {
		t.Fatalf("claimed %d (%v), want none and not mined", n, err)
	}
	if got := drop.sent.Load(); got != 1 {
		t.Fatalf("%d claim transactions sent for one batch not mined (%d channels): each later one reverts once the first is mined", got, len(w.payers))
	}
}
