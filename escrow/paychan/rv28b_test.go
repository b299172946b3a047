package paychan_test

import (
	"context"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/identity"
)

// crowdWords opens n channels from payer to the world's payee and has chk hold on each one word
// voucher of a commitment of length 4096 paying one price at its last word (base = price -
// 4096 wei, unit 1 wei): the dearest claim a payer can make the payee send (~310k gas, a walk of
// 4096 steps), for one price a channel. It returns the channels.
func crowdWords(t *testing.T, w *world, payer *identity.Key, payeeClient *paychan.Client, chk *paychan.Checker,
	n int, salt byte, price, deposit *big.Int) []paychan.Channel {
	t.Helper()
	ctx := context.Background()
	pc := paychan.NewClient(w.sender(t, payer), w.addr)
	chs := make([]paychan.Channel, n)
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range chs {
		chs[i] = paychan.Channel{Payer: payer.Address(), Payee: w.payee.Address(), Signer: payer.Address(), Salt: common.Hash{salt, byte(i >> 8), byte(i)}}
		wg.Add(1)
		go func(ch paychan.Channel) { // one sender: nonces in order, receipts awaited together
			defer wg.Done()
			errs <- pc.Open(ctx, ch, deposit)
		}(chs[i])
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	sep := w.domain.Separator()
	const length = 4096
	unit := big.NewInt(1)
	base := new(big.Int).Sub(price, big.NewInt(length))
	for _, ch := range chs {
		if err := payeeClient.Sync(ctx, chk, ch); err != nil {
			t.Fatal(err)
		}
		c, err := paychan.NewChain(paychan.ChainSecret(payer), ch.ID(sep), 0, base, unit, length)
		if err != nil {
			t.Fatal(err)
		}
		if err := c.Sign(sep, payer); err != nil {
			t.Fatal(err)
		}
		if err := chk.Accept(ch, c.Voucher(length, true), price); err != nil {
			t.Fatal(err)
		}
	}
	return chs
}

// nonce is the account's next nonce.
func nonce(t *testing.T, w *world, a common.Address) uint64 {
	t.Helper()
	n, err := w.cl.PendingNonceAt(context.Background(), a)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// Finding 1 (rv28b, high): ClaimDue put every due channel of a token in one claimWordBatch
// (or claimBatch) whatever its size. A payer who crowds the payee with channels whose claims
// are dear (words at index 4096, ~310k gas each; or ~880 signed vouchers at ~19k) makes the
// batch exceed a transaction's gas (2^24 since Osaka, EIP-7825; a block's before): it is
// refused at its estimate, its retry too, and every due channel of the token, the honest
// payers' with them, is claimed one transaction per channel, each awaited to its receipt: one
// block per channel, the claim loop blocked meanwhile (other payees, withdrawals watched).
// At 12 s blocks and the 1-hour margin, ~300 channels claimed before a withdrawal's end, the
// rest lost. Claims now go in batches bounded by their gas.
func TestRV28bCrowdedBatchIsSplitNotSentOneByOne(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	price, deposit := big.NewInt(1e12), big.NewInt(1e13)
	clk := &clock{now: t0}
	chk, err := paychan.NewChecker(w.domain, w.payee.Address(), newStore(t), clk.Now)
	if err != nil {
		t.Fatal(err)
	}
	payeeClient := paychan.NewClient(w.sender(t, w.payee), w.addr)
	const n = 60 // 60 × ~310k ≈ 18.6M gas: past 2^24
	chs := crowdWords(t, w, w.payers[0], payeeClient, chk, n, 0x28, price, deposit)
	before := nonce(t, w, w.payee.Address())
	pol := paychan.Policy{MinValue: big.NewInt(1), MaxAge: time.Hour, Margin: time.Minute}
	sent, err := payeeClient.ClaimDue(ctx, chk, pol, clk.Now())
	if err != nil {
		t.Fatal(err)
	}
	if sent != n {
		t.Fatalf("claimed %d channels, want %d", sent, n)
	}
	txs := nonce(t, w, w.payee.Address()) - before
	t.Logf("%d channels claimed in %d transactions", n, txs)
	if txs > 4 {
		t.Fatalf("%d channels claimed in %d transactions: one block each, the crowd outlasts the margin", n, txs)
	}
	for _, ch := range chs {
		st, err := payeeClient.State(ctx, ch.ID(w.domain.Separator()))
		if err != nil {
			t.Fatal(err)
		}
		if st.Claimed.Cmp(price) != 0 {
			t.Fatalf("channel claimed %s, want %s", st.Claimed, price)
		}
	}
}

// Finding 1's order: Due lists the channels being withdrawn first, the soonest to end first,
// so ClaimDue's first batch holds the claims whose deadline is near, whatever the crowd.
func TestRV28bDueSoonestDeadlineFirst(t *testing.T) {
	pol := paychan.Policy{MinValue: big.NewInt(1), MaxAge: time.Hour, Margin: time.Hour}
	mk := func(salt byte, end uint64) paychan.Held {
		return paychan.Held{ID: common.Hash{salt}, Deposited: big.NewInt(10), Claimed: new(big.Int), WithdrawableAt: end,
			Voucher: paychan.Voucher{Amount: big.NewInt(5)}, Since: t0}
	}
	soon, later := uint64(t0.Add(10*time.Minute).Unix()), uint64(t0.Add(50*time.Minute).Unix())
	held := []paychan.Held{mk(1, 0), mk(2, later), mk(3, 0), mk(4, soon)}
	got := pol.Due(t0, held)
	var ids []byte
	for _, h := range got {
		ids = append(ids, h.ID[0])
	}
	if want := []byte{4, 2, 1, 3}; string(ids) != string(want) {
		t.Fatalf("due in order %v, want %v", ids, want)
	}
}
