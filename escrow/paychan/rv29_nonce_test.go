package paychan_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow/paychan"
)

// onceDroppingBackend is an endpoint that drops the first claim it is given (answers
// eth_sendRawTransaction, never propagates it) and passes on the later ones. A later one
// whose nonce is past the account's pending nonce could never be mined (the gap is never
// filled): it is not passed on, gap records it and cancel ends the round at once.
type onceDroppingBackend struct {
	chain.Backend
	from   common.Address
	cancel context.CancelFunc
	mu     sync.Mutex
	sends  int
	gap    bool
}

func (d *onceDroppingBackend) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.sends++
	if d.sends == 1 {
		return nil
	}
	pending, err := d.Backend.PendingNonceAt(ctx, d.from)
	if err != nil {
		return err
	}
	if tx.Nonce() > pending {
		d.gap = true
		d.cancel()
		return nil
	}
	return d.Backend.SendTransaction(ctx, tx)
}

// Finding 1 (rv29, high): rv28b left a claim batch not mined (chain.ErrNotMined) "to the
// next round", but the Sender kept the nonce it had assigned: the next round's batch took the
// nonce after it. When the endpoint had dropped the unmined batch (the case rv28b names),
// that nonce is never used, so the next batch, and every claim after it, waits behind a gap
// for ever: each round ends in ErrNotMined and every held voucher is lost once its payer's
// withdrawal ends. The Sender now reads the nonce again after a transaction not mined.
func TestRV29UnminedBatchDoesNotLeaveANonceGap(t *testing.T) {
	w := newWorld(t)
	price, deposit := eth(1), eth(10)
	clk := &clock{now: t0}
	chk, err := paychan.NewChecker(w.domain, w.payee.Address(), newStore(t), clk.Now)
	if err != nil {
		t.Fatal(err)
	}
	readClient := paychan.NewClient(w.sender(t, w.payee), w.addr)
	paidChannel(t, w, paychan.NewClient(w.sender(t, w.payers[0]), w.addr), readClient, chk, w.payers[0], common.Hash{0x29}, price, deposit)

	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	drop := &onceDroppingBackend{Backend: w.cl, from: w.payee.Address(), cancel: cancel}
	cfg := chain.DefaultConfig()
	cfg.PollInterval, cfg.StuckAfter, cfg.MaxReplacements = 5*time.Millisecond, 2*time.Second, 0
	s, err := chain.NewSender(ctx, cfg, drop, w.payee, deploy.RevertDecoder(), nil)
	if err != nil {
		t.Fatal(err)
	}
	cli := paychan.NewClient(s, w.addr)
	pol := paychan.Policy{MinValue: price, MaxAge: time.Hour, Margin: time.Minute}
	if n, err := cli.ClaimDue(ctx, chk, pol, clk.Now()); n != 0 || !errors.Is(err, chain.ErrNotMined) {
		t.Fatalf("first round: claimed %d (%v), want none and not mined (the endpoint dropped it)", n, err)
	}
	n, err := cli.ClaimDue(ctx, chk, pol, clk.Now())
	if drop.gap {
		t.Fatal("the next round's claim was sent past the dropped nonce: it can never be mined, nor any claim after it")
	}
	if n != 1 || err != nil {
		t.Fatalf("next round: claimed %d (%v), want the channel claimed", n, err)
	}
}
