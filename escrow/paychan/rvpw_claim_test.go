package paychan_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// Finding 4 (the contract review's point for the Go side, rvpwc-go): one held word voucher
// the contract refuses (here a commitment signed for another epoch, as finding 1 let in; any
// future hole would do) reverted every claimWordBatch it was in, and ClaimDue's retry kept it
// (it would pay): no other channel of the token was ever claimed again. After the retry
// fails, each channel is claimed alone: the honest payers' words are paid.
func TestRvpwClaimDueIsolatesRevertingEntry(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	price, deposit := eth(1), eth(100)
	clk := &clock{now: t0}
	store := newStore(t)
	payeeClient := paychan.NewClient(w.sender(t, w.payee), w.addr)
	var chs []paychan.Channel
	for i, k := range w.payers {
		ch := paychan.Channel{Payer: k.Address(), Payee: w.payee.Address(), Signer: k.Address(), Salt: common.Hash{0x77, byte(i)}}
		if err := paychan.NewClient(w.sender(t, k), w.addr).Open(ctx, ch, deposit); err != nil {
			t.Fatal(err)
		}
		chs = append(chs, ch)
	}
	// Channel 2's record holds a word whose commitment the contract refuses.
	bad := chs[2]
	badID := bad.ID(w.domain.Separator())
	c, err := paychan.NewChain(paychan.ChainSecret(w.payers[2]), badID, 1, new(big.Int), price, 8)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Sign(w.domain.Separator(), w.payers[2]); err != nil {
		t.Fatal(err)
	}
	v := c.Voucher(3, true)
	v.Epoch = 0
	if err := store.SaveHeld(paychan.Held{ID: badID, Channel: bad, Deposited: deposit, Claimed: new(big.Int), SyncedAt: t0, Since: t0, Voucher: v}); err != nil {
		t.Fatal(err)
	}
	chk, err := paychan.NewChecker(w.domain, w.payee.Address(), store, clk.Now)
	if err != nil {
		t.Fatal(err)
	}
	calls := []int64{5, 7}
	for i, ch := range chs[:2] {
		p, err := paychan.NewPayer(w.domain, w.payers[i], newStore(t))
		if err != nil {
			t.Fatal(err)
		}
		id, err := p.Add(ch, deposit)
		if err != nil {
			t.Fatal(err)
		}
		if err := payeeClient.Sync(ctx, chk, ch); err != nil {
			t.Fatal(err)
		}
		for range calls[i] {
			v, err := p.NextWord(id, price)
			if err != nil {
				t.Fatal(err)
			}
			if err := chk.Accept(ch, v, price); err != nil {
				t.Fatal(err)
			}
			if err := p.Resolve(id, true); err != nil {
				t.Fatal(err)
			}
		}
	}
	pol := paychan.Policy{MinValue: big.NewInt(1), MaxAge: time.Hour, Margin: time.Minute}
	n, err := payeeClient.ClaimDue(ctx, chk, pol, clk.Now())
	if err == nil {
		t.Fatal("the bad channel's claim went through")
	}
	if n != 2 {
		t.Fatalf("claimed %d channels (%v), want the 2 honest ones", n, err)
	}
	for i, ch := range chs[:2] {
		st, err := payeeClient.State(ctx, ch.ID(w.domain.Separator()))
		if err != nil {
			t.Fatal(err)
		}
		if want := new(big.Int).Mul(price, big.NewInt(calls[i])); st.Claimed.Cmp(want) != 0 {
			t.Fatalf("channel %d claimed %s, want %s: blocked by another payer's entry", i, st.Claimed, want)
		}
	}
}
