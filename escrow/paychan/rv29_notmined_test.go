package paychan_test

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow/paychan"
)

// Finding 3 (rv29, medium): rv28b left a batch not mined to the next round, but only that
// batch: the round went on with the next MaxBatchGas batch, sent from the same account
// behind the unmined one's nonce (a fee spike: the node still holds it), which waited out
// the Sender's bumps too (5 × 45 s), and so on for every batch, the loop blocked meanwhile:
// a crowd of 6,000 dear word channels (300 batches) held it ~19 hours, the honest payers'
// withdrawals ending in them lost. A batch not mined now ends the round.
func TestRV29UnminedBatchEndsTheRound(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	price, deposit := big.NewInt(1e12), big.NewInt(1e13)
	clk := &clock{now: t0}
	chk, err := paychan.NewChecker(w.domain, w.payee.Address(), newStore(t), clk.Now)
	if err != nil {
		t.Fatal(err)
	}
	payeeClient := paychan.NewClient(w.sender(t, w.payee), w.addr)
	const n = 21 // 21 × ~297k estimated: two batches of MaxBatchGas
	crowdWords(t, w, w.payers[0], payeeClient, chk, n, 0x29, price, deposit)
	drop := &droppingBackend{Backend: w.cl}
	cfg := chain.DefaultConfig()
	cfg.PollInterval, cfg.StuckAfter, cfg.MaxReplacements = time.Millisecond, time.Millisecond, 0
	s, err := chain.NewSender(ctx, cfg, drop, w.payee, deploy.RevertDecoder(), nil)
	if err != nil {
		t.Fatal(err)
	}
	pol := paychan.Policy{MinValue: big.NewInt(1), MaxAge: time.Hour, Margin: time.Minute}
	sent, err := paychan.NewClient(s, w.addr).ClaimDue(ctx, chk, pol, clk.Now())
	if sent != 0 || !errors.Is(err, chain.ErrNotMined) {
		t.Fatalf("claimed %d (%v), want none and not mined", sent, err)
	}
	if got := drop.sent.Load(); got != 1 {
		t.Fatalf("%d batches sent in a round whose first was not mined: each later one waits out the bumps behind it", got)
	}
}
