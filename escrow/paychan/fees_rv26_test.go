package paychan_test

import (
	"context"
	"errors"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow/paychan"
)

// laggingCalls is an endpoint whose eth_call at "latest" answers as of an older block (a
// load-balanced provider whose node serving the call is behind the one serving the logs);
// a call at a given block is answered at it. It hides the batch client (a Backend only).
// With behind, it has no block past latest (a call at one fails).
type laggingCalls struct {
	chain.Backend
	latest *big.Int
	behind bool
}

func (b laggingCalls) CallContract(ctx context.Context, call ethereum.CallMsg, n *big.Int) ([]byte, error) {
	if b.behind && n != nil && n.Cmp(b.latest) > 0 {
		return nil, errors.New("header not found")
	}
	if n == nil {
		n = b.latest
	}
	return b.Backend.CallContract(ctx, call, n)
}

// rv26 finding 4 (fixed): the fees of the due channels were read at "latest" and kept until
// the channel's next event; an endpoint whose "latest" was behind the block the index had
// read (a load-balanced provider) answered a channel's fee from before its claim, 0, and the
// index kept that: the channel was not listed nor collected until its next event. Once the
// index is near the head the fees are read at the block it has read up to; an endpoint
// without that block answers at its latest, and that read is not kept.
func TestRV26FeeReadAtTheIndexedBlock(t *testing.T) {
	w := newFeeWorld(t, 1)
	ctx := context.Background()
	sep := w.domain.Separator()
	honest := paychan.Channel{Payer: w.payers[0].Address(), Payee: w.payee.Address(), Signer: w.payers[0].Address(), Salt: common.Hash{0x26, 4}}
	at := w.open(t, w.payer, honest)
	x := paychan.NewFeeIndex(w.domain, 0, 0)
	syncAll(t, w, x, 100)
	cfg := chain.DefaultConfig()
	cfg.PollInterval = 5 * time.Millisecond
	for i, behind := range []bool{false, true} { // latest lags; the node lacks the blocks past it too
		fee := w.claim(t, honest, 0, 1_000_000+int64(i)*100_000)
		syncAll(t, w, x, 100)
		s, err := chain.NewSender(ctx, cfg, laggingCalls{Backend: w.cl, latest: new(big.Int).SetUint64(at), behind: behind}, w.payers[2], deploy.RevertDecoder(), nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := paychan.NewClient(s, w.addr).IndexedFees(ctx, x); err != nil {
			t.Fatalf("fees read through a lagging endpoint (behind %v): %v", behind, err)
		}
		if got := w.listed(t, x, honest.ID(sep)); got == nil || got.Cmp(fee) != 0 {
			t.Fatalf("after a read through a lagging endpoint (behind %v) the honest channel's fee is listed %v, want %s", behind, got, fee)
		}
	}
}

// rv26 (checked, holds): Sync, Due, IndexedFees and Channels called at once from several
// goroutines (the node's channel.fees and channel.collectFees run concurrently) while claims
// land: no race (go test -race), and once all are done the index lists every claimed fee.
func TestRV26FeeConcurrentSyncsAndReads(t *testing.T) {
	w := newFeeWorld(t, 3)
	ctx := context.Background()
	x := paychan.NewFeeIndex(w.domain, 0, 0).WithSpan(2)
	strangers := w.strangerChannels(t, 4, 0x27)
	var wg sync.WaitGroup
	errs := make(chan error, 16)
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 5 {
				if _, err := x.Sync(ctx, w.cl, 2); err != nil {
					errs <- err
					return
				}
				if _, err := w.anyone.IndexedFees(ctx, x); err != nil {
					errs <- err
					return
				}
				_ = x.Due()
				_ = x.Channels() + x.Claimed() + g
			}
		}()
	}
	w.strangerClaims(t, strangers)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	syncAll(t, w, x, 100)
	due, err := w.anyone.IndexedFees(ctx, x)
	if err != nil || len(due) != 3+len(strangers) {
		t.Fatalf("%d fees listed, want %d (%v)", len(due), 3+len(strangers), err)
	}
}
