package paychan_test

import (
	"context"
	"math/big"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/identity"
)

// countingSender is a chain.Sender whose backend counts the contract calls (eth_call) made
// through it.
type countingSender struct {
	*chain.Sender
	b *countingBackend
}

type countingBackend struct {
	chain.Backend
	calls atomic.Int64
}

func (c *countingBackend) CallContract(ctx context.Context, call ethereum.CallMsg, block *big.Int) ([]byte, error) {
	c.calls.Add(1)
	return c.Backend.CallContract(ctx, call, block)
}

func (s countingSender) Backend() chain.Backend { return s.b }

// Finding 2 (rv28b, medium): a channel whose withdrawal has ended but which its payer never
// withdraws (it stays Closing on chain for good) was re-read by every ClaimDue (Policy.Ended
// looked at the end alone, not at whether the payee had read the channel since), and
// re-saved to the log: one eth_call and one log record per such channel every round (15 s),
// forever, first thing in the round, before any claim. A payer pays an open and a withdrawal
// request (~80k gas) per channel once; at 10,000 such channels the payee reads 667 times a
// second and its claim loop waits on those reads each round. A channel is now read once
// after its end (then at most every MaxStale by Refresh, as any held channel).
func TestRV28bEndedChannelReadOnceNotEveryRound(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	price, deposit := eth(1), eth(10)
	clk := &clock{now: t0}
	chk, err := paychan.NewChecker(w.domain, w.payee.Address(), newStore(t), clk.Now)
	if err != nil {
		t.Fatal(err)
	}
	cs := countingSender{Sender: w.sender(t, w.payee)}
	cs.b = &countingBackend{Backend: cs.Sender.Backend()}
	payeeClient := paychan.NewClient(cs, w.addr)
	payer := w.payers[0]
	pc := paychan.NewClient(w.sender(t, payer), w.addr)
	const n = 5
	for i := range n {
		ch := paidChannel(t, w, pc, payeeClient, chk, payer, common.Hash{0x2b, byte(i)}, price, deposit)
		if err := pc.RequestWithdrawal(ctx, ch); err != nil {
			t.Fatal(err)
		}
	}
	pol := paychan.Policy{MinValue: eth(1000), MaxAge: 24 * time.Hour, Margin: 30 * time.Minute}
	for _, h := range chk.Held() { // learn the withdrawals
		if err := payeeClient.Sync(ctx, chk, h.Channel); err != nil {
			t.Fatal(err)
		}
	}
	var last uint64 // the latest end (each request in a block of its own)
	for _, h := range chk.Held() {
		last = max(last, h.WithdrawableAt)
	}
	end := time.Unix(int64(last), 0)
	clk.now = end.Add(-10 * time.Minute) // within the margin: claimed
	if sent, err := payeeClient.ClaimDue(ctx, chk, pol, clk.now); err != nil || sent != n {
		t.Fatalf("claimed %d (%v), want %d", sent, err, n)
	}
	if err := w.dc.AdjustTime(challenge * time.Second); err != nil {
		t.Fatal(err)
	}
	// The end has passed; the payer never calls withdraw. Rounds every 15 s.
	clk.now = end.Add(time.Second)
	if _, err := payeeClient.ClaimDue(ctx, chk, pol, clk.now); err != nil {
		t.Fatal(err)
	}
	first := cs.b.calls.Load()
	for range 4 {
		clk.now = clk.now.Add(15 * time.Second)
		if _, err := payeeClient.ClaimDue(ctx, chk, pol, clk.now); err != nil {
			t.Fatal(err)
		}
	}
	if extra := cs.b.calls.Load() - first; extra != 0 {
		t.Fatalf("4 rounds after the end read the chain %d more times (%d channels ended, nothing left to claim)", extra, n)
	}
}

// paidChannel opens a channel from payer (through its client pc) to the world's payee with
// deposit, and has chk hold one voucher of price on it (read through payeeClient).
func paidChannel(t *testing.T, w *world, pc, payeeClient *paychan.Client, chk *paychan.Checker, payer *identity.Key,
	salt common.Hash, price, deposit *big.Int) paychan.Channel {
	t.Helper()
	ctx := context.Background()
	ch := paychan.Channel{Payer: payer.Address(), Payee: w.payee.Address(), Signer: payer.Address(), Salt: salt}
	if err := pc.Open(ctx, ch, deposit); err != nil {
		t.Fatal(err)
	}
	if err := payeeClient.Sync(ctx, chk, ch); err != nil {
		t.Fatal(err)
	}
	v, err := paychan.Sign(w.domain.Separator(), ch.ID(w.domain.Separator()), price, payer)
	if err != nil {
		t.Fatal(err)
	}
	if err := chk.Accept(ch, v, price); err != nil {
		t.Fatal(err)
	}
	return ch
}
