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

// rv27 finding 2 (fixed): the index lists the fees as of the head less its confirmations, so
// for that many blocks after the node's own collect it still listed the fees it had just
// credited (the collect's ChannelFeeCollected not read yet): channel.fees showed them held,
// and channel.collectFees sent the same batches again (each skipped at its estimate, nothing
// credited) and answered More while more than a call's 500 channels were due, so the CLI's
// --collect loop kept resending the first 500 and never reached the rest until the
// collect's block was read (12 blocks: 2.4 min of a 12 s chain, 200 calls at most). The
// index now takes the node's collects from their receipts (FeeIndex.Credited): the fees
// credited are not listed again until the channel's next event.
func TestRV27FeeOwnCollectNotListedAgain(t *testing.T) {
	w := newFeeWorld(t, 3)
	ctx := context.Background()
	x := paychan.NewFeeIndex(w.domain, 0, 0).WithConfirmations(2)
	for range 2 {
		if _, err := w.dc.Commit(); err != nil {
			t.Fatal(err)
		}
	}
	syncAll(t, w, x, 100)
	due, err := w.anyone.IndexedFees(ctx, x)
	if err != nil || len(due) != 3 {
		t.Fatalf("%d fees listed, want 3: %v", len(due), err)
	}
	txs, err := w.anyone.CollectDue(ctx, due, 0)
	if err != nil || len(txs) != 1 || len(txs[0].Credited) == 0 {
		t.Fatalf("collect: %+v, %v", txs, err)
	}
	x.Credited(txs)
	syncAll(t, w, x, 100) // up to the head less 2: not the collect's block
	if again, err := w.anyone.IndexedFees(ctx, x); err != nil || len(again) != 0 {
		t.Fatalf("after the collect, %d fees listed still (want none): %v", len(again), err)
	}
	// a claim after the collect is listed once the index reads it
	fee := w.claim(t, w.chs[3], 0, 1_000_000)
	for range 2 {
		if _, err := w.dc.Commit(); err != nil {
			t.Fatal(err)
		}
	}
	syncAll(t, w, x, 100)
	if got := w.listed(t, x, w.chs[3].ID(w.domain.Separator())); got == nil || got.Cmp(fee) != 0 {
		t.Fatalf("a claim after the collect: fee listed %v, want %s", got, fee)
	}
	if len(x.Due()) != 1 {
		t.Fatalf("%d channels due once the collect's block is read, want 1", len(x.Due()))
	}
}
