package paychan_test

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow/paychan"
)

// Review rv27: the fee index reading up to the head less its confirmations
// (WithConfirmations), against the fee reads pinned at the block it read up to and the node's
// own collects.

// prunedCalls is a full node's endpoint: it keeps the state of the last 128 blocks only, and
// refuses (and counts) a call at an older block. It hides the batch client (a Backend only).
type prunedCalls struct {
	chain.Backend
	refused *int
}

func (b prunedCalls) CallContract(ctx context.Context, call ethereum.CallMsg, n *big.Int) ([]byte, error) {
	if n != nil {
		h, err := b.HeaderByNumber(ctx, nil)
		if err != nil {
			return nil, err
		}
		if new(big.Int).Sub(h.Number, n).Cmp(big.NewInt(128)) >= 0 {
			*b.refused++
			return nil, errors.New("missing trie node")
		}
	}
	return b.Backend.CallContract(ctx, call, n)
}

// rv27 finding 1 (fixed): the fees were read at the block the index had read up to once it
// was within feePinDepth (64) blocks of the last block it reads, the head less its
// confirmations: with the node's chain.confirmations above 64 (Ethereum's finality is ~64-95
// blocks) that block is more than 128 deep, whose state a full node no longer keeps: every
// read was refused, read again at the latest block and not kept, so each call read every due
// channel twice (the fees left on purpose too: rv25's cost back). The pin is now within
// feePinDepth of the chain's head itself; deeper, the fees are read at the latest block,
// which is past the index's block on an endpoint lagging less than the confirmations.
func TestRV27FeeDeepConfirmationsReadKeptState(t *testing.T) {
	w := newFeeWorld(t, 1)
	ctx := context.Background()
	const confirm = 200
	x := paychan.NewFeeIndex(w.domain, 0, 0).WithConfirmations(confirm)
	fee := w.claim(t, w.chs[1], 0, 1_000_000)
	for range confirm + 10 {
		if _, err := w.dc.Commit(); err != nil {
			t.Fatal(err)
		}
	}
	syncAll(t, w, x, 100)
	cfg := chain.DefaultConfig()
	cfg.PollInterval = 5 * time.Millisecond
	refused := 0
	s, err := chain.NewSender(ctx, cfg, prunedCalls{Backend: w.cl, refused: &refused}, w.payers[2], deploy.RevertDecoder(), nil)
	if err != nil {
		t.Fatal(err)
	}
	cl := paychan.NewClient(s, w.addr)
	for i := range 2 {
		due, err := cl.IndexedFees(ctx, x)
		if err != nil {
			t.Fatal(err)
		}
		if got := len(due); got != len(w.fees)+1 {
			t.Fatalf("call %d: %d fees listed, want %d", i, got, len(w.fees)+1)
		}
	}
	if refused != 0 {
		t.Fatalf("%d fee reads at a block 128 or more deep (refused by a full node)", refused)
	}
	if got := w.listed(t, x, w.chs[1].ID(w.domain.Separator())); got == nil || got.Cmp(fee) != 0 {
		t.Fatalf("fee listed %v, want %s", got, fee)
	}
}
