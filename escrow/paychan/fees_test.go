package paychan_test

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/escrow/paychan"
)

// feeWorld is a world with n ETH channels of payers[0] to the payee, all claimed in one batch
// (channel i up to 1e6 + 12345*i wei, channel 0 then claimed again higher), and one more
// channel never claimed.
type feeWorld struct {
	*world
	chs    []paychan.Channel
	fees   []*big.Int // the fee each claimed channel holds
	payer  *paychan.Client
	anyone *paychan.Client // a third account: collects, withdraws
}

func newFeeWorld(t *testing.T, n int) *feeWorld {
	t.Helper()
	w := &feeWorld{world: newWorld(t)}
	ctx := context.Background()
	sep := w.domain.Separator()
	w.payer = paychan.NewClient(w.sender(t, w.payers[0]), w.addr)
	w.anyone = paychan.NewClient(w.sender(t, w.payers[2]), w.addr)
	pc := bindings.NewPaymentChannels()
	var claims []bindings.IPaymentChannelsBatchClaim
	for i := range n + 1 {
		ch := paychan.Channel{Payer: w.payers[0].Address(), Payee: w.payee.Address(), Signer: w.payers[0].Address(), Salt: common.Hash{byte(i), 0xfe}}
		if err := w.payer.Open(ctx, ch, big.NewInt(10_000_000)); err != nil {
			t.Fatal(err)
		}
		w.chs = append(w.chs, ch)
		if i == n {
			break // opened, never claimed
		}
		amount := big.NewInt(1_000_000 + 12_345*int64(i))
		v, err := paychan.Sign(sep, ch.ID(sep), amount, w.payers[0])
		if err != nil {
			t.Fatal(err)
		}
		claims = append(claims, bindings.IPaymentChannelsBatchClaim{Payer: ch.Payer, Signer: ch.Signer, Salt: ch.Salt, Amount: amount, Signature: v.Sig})
		w.fees = append(w.fees, paychan.FeeOn(amount, 100))
	}
	payee := w.sender(t, w.payee)
	if _, err := payee.Send(ctx, chain.Tx{To: &w.addr, Data: pc.PackClaimBatch(w.payee.Address(), common.Address{}, claims)}); err != nil {
		t.Fatal(err)
	}
	// channel 0 claimed again: its fee is on the cumulative claimed amount
	higher := big.NewInt(1_500_001)
	v, err := paychan.Sign(sep, w.chs[0].ID(sep), higher, w.payers[0])
	if err != nil {
		t.Fatal(err)
	}
	if _, err := payee.Send(ctx, chain.Tx{To: &w.addr, Data: pc.PackClaim(bindings.IPaymentChannelsChannel{Payer: w.chs[0].Payer, Payee: w.chs[0].Payee,
		Signer: w.chs[0].Signer, Salt: w.chs[0].Salt}, higher, v.Sig)}); err != nil {
		t.Fatal(err)
	}
	w.fees[0] = paychan.FeeOn(higher, 100)
	return w
}

func (w *feeWorld) owed(t *testing.T, token, a common.Address) *big.Int {
	t.Helper()
	pc := bindings.NewPaymentChannels()
	v, err := bind.Call(pc.Instance(w.cl, w.addr), nil, pc.PackOwed(token, a), pc.UnpackOwed)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// syncAll syncs x to the head, maxQueries at a time, and returns the syncs it took.
func syncAll(t *testing.T, w *feeWorld, x *paychan.FeeIndex, maxQueries int) int {
	t.Helper()
	for n := 1; ; n++ {
		s, err := x.Sync(context.Background(), w.cl, maxQueries)
		if err != nil {
			t.Fatal(err)
		}
		if s.Queries > maxQueries {
			t.Fatalf("sync made %d queries, bound %d", s.Queries, maxQueries)
		}
		if s.Complete() {
			return n
		}
	}
}

// The fees of 55 claimed channels, found from the contract's events read in small pages, are
// credited to the treasury in two collectFees transactions (50 + 5): its owed rises by exactly
// the fees (one channel's part credited by its withdrawal, made after the fees were read), no
// channel holds a fee after, and collecting again sends nothing and fails nothing.
func TestCollectFeesFromEvents(t *testing.T) {
	const n = 55
	w := newFeeWorld(t, n)
	ctx := context.Background()
	sep := w.domain.Separator()
	// channel 7's payer asks to withdraw; claims stay open for the challenge period
	if err := w.payer.RequestWithdrawal(ctx, w.chs[7]); err != nil {
		t.Fatal(err)
	}
	if err := w.dc.AdjustTime(challenge * time.Second); err != nil {
		t.Fatal(err)
	}
	x := paychan.NewFeeIndex(w.domain, 0, 0).WithSpan(4)
	if syncs := syncAll(t, w, x, 2); syncs < 2 {
		t.Fatalf("the index read the chain in %d sync, want it paged", syncs)
	}
	if x.Channels() != n+1 {
		t.Fatalf("index knows %d channels, want %d", x.Channels(), n+1)
	}
	cands := x.Due()
	if len(cands) != n {
		t.Fatalf("%d channels may hold a fee, want the %d claimed", len(cands), n)
	}
	due, err := w.anyone.HeldFees(ctx, cands)
	if err != nil {
		t.Fatal(err)
	}
	total := new(big.Int)
	want := map[common.Hash]*big.Int{}
	for i, f := range w.fees {
		want[w.chs[i].ID(sep)] = f
		total.Add(total, f)
	}
	if len(due) != n {
		t.Fatalf("%d channels hold a fee, want %d", len(due), n)
	}
	for i, d := range due {
		if d.Held.Cmp(want[d.ID]) != 0 || d.Channel.ID(sep) != d.ID {
			t.Fatalf("channel %s holds %s, want %s", d.ID.Hex(), d.Held, want[d.ID])
		}
		if i > 0 && d.Held.Cmp(due[i-1].Held) > 0 {
			t.Fatal("fees not listed largest first")
		}
	}
	owed0 := w.owed(t, common.Address{}, w.treasury)
	// channel 7 withdrawn after the read: its withdrawal credits its fee, the batch skips it
	if err := w.anyone.Withdraw(ctx, w.chs[7]); err != nil {
		t.Fatal(err)
	}
	txs, err := w.anyone.CollectDue(ctx, due, 0)
	if err != nil {
		t.Fatal(err)
	}
	credited := new(big.Int)
	for _, tx := range txs {
		if tx.Hash == (common.Hash{}) {
			t.Fatal("a batch with fees sent no transaction")
		}
		credited.Add(credited, tx.Credited[common.Address{}])
		t.Logf("collectFees of %d channels: %d gas, %d a channel", tx.Channels, tx.GasUsed, tx.GasUsed/uint64(tx.Channels))
	}
	if len(txs) != 2 || txs[0].Channels != paychan.FeeBatch || txs[1].Channels != n-paychan.FeeBatch {
		t.Fatalf("transactions %+v, want %d + %d channels", txs, paychan.FeeBatch, n-paychan.FeeBatch)
	}
	if exp := new(big.Int).Sub(total, w.fees[7]); credited.Cmp(exp) != 0 {
		t.Fatalf("collect credited %s, want %s (all but the withdrawn channel's)", credited, exp)
	}
	if got := new(big.Int).Sub(w.owed(t, common.Address{}, w.treasury), owed0); got.Cmp(total) != 0 {
		t.Fatalf("treasury's owed rose %s, want the fees %s", got, total)
	}
	for _, ch := range w.chs {
		if h, err := w.anyone.FeeHeld(ctx, ch.ID(sep)); err != nil || h.Sign() != 0 {
			t.Fatalf("channel %s still holds %v (%v)", ch.ID(sep).Hex(), h, err)
		}
	}
	syncAll(t, w, x, 2)
	if left := x.Due(); len(left) != 0 {
		t.Fatalf("after the collect %d channels still listed as due", len(left))
	}
	if x.Channels() != n {
		t.Fatalf("index knows %d channels open, want %d (the withdrawn one dropped)", x.Channels(), n)
	}
	// reopened, the withdrawn channel is known again (its ChannelOpened carries the settings)
	if err := w.payer.Open(ctx, w.chs[7], big.NewInt(1000)); err != nil {
		t.Fatal(err)
	}
	syncAll(t, w, x, 2)
	if x.Channels() != n+1 {
		t.Fatalf("index knows %d channels open after a reopening, want %d", x.Channels(), n+1)
	}
	// collecting again, even from the stale list, sends nothing and fails nothing
	owed1 := w.owed(t, common.Address{}, w.treasury)
	again, err := w.anyone.CollectDue(ctx, due, 0)
	if err != nil {
		t.Fatalf("second collect: %v", err)
	}
	for _, tx := range again {
		if tx.Hash != (common.Hash{}) || len(tx.Credited) != 0 {
			t.Fatalf("second collect sent %+v", tx)
		}
	}
	if w.owed(t, common.Address{}, w.treasury).Cmp(owed1) != 0 {
		t.Fatal("second collect moved the treasury's owed")
	}
	if none, err := w.anyone.HeldFees(ctx, cands); err != nil || len(none) != 0 {
		t.Fatalf("fees held after collect: %v, %v", none, err)
	}
}

// An index bounded below the channels opened stops with ErrFeeIndexFull, keeping none of the
// range that overflowed; maxTx bounds the transactions of one collect.
func TestFeeIndexBounds(t *testing.T) {
	w := newFeeWorld(t, 4)
	ctx := context.Background()
	x := paychan.NewFeeIndex(w.domain, 0, 3)
	if _, err := x.Sync(ctx, w.cl, 0); !errors.Is(err, paychan.ErrFeeIndexFull) {
		t.Fatalf("sync of 5 channels into 3: %v, want ErrFeeIndexFull", err)
	}
	x = paychan.NewFeeIndex(w.domain, 0, 0)
	syncAll(t, w, x, 1)
	due, err := w.anyone.HeldFees(ctx, x.Due())
	if err != nil {
		t.Fatal(err)
	}
	txs, err := w.anyone.CollectDue(ctx, due[:1], 1)
	if err != nil || len(txs) != 1 || txs[0].Credited[common.Address{}].Cmp(due[0].Held) != 0 {
		t.Fatalf("collect of one: %+v, %v", txs, err)
	}
}

// cappedLogs is a provider that refuses log queries over more than span blocks (0: all).
type cappedLogs struct {
	paychan.LogReader
	span uint64
}

func (c cappedLogs) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	if c.span == 0 || q.ToBlock.Uint64()-q.FromBlock.Uint64()+1 > c.span {
		return nil, errors.New("query exceeds max block range")
	}
	return c.LogReader.FilterLogs(ctx, q)
}

// A provider capping log ranges below FeeLogSpan: the index halves its range until the
// provider answers, and reads the same channels; one answering no query fails the sync with
// its error, the index left where it was.
func TestFeeIndexHalvesRefusedRanges(t *testing.T) {
	w := newFeeWorld(t, 3)
	ctx := context.Background()
	for range 60 { // a chain longer than the provider's cap
		if _, err := w.dc.Commit(); err != nil {
			t.Fatal(err)
		}
	}
	x := paychan.NewFeeIndex(w.domain, 0, 0)
	if _, err := x.Sync(ctx, cappedLogs{LogReader: w.cl}, 0); err == nil || x.Channels() != 0 {
		t.Fatalf("sync through a provider refusing every query: %v, %d channels", err, x.Channels())
	}
	s, err := x.Sync(ctx, cappedLogs{LogReader: w.cl, span: 40}, 0)
	// 5,000 halved 7 times is 39 blocks: 7 refused queries, then the ~70 blocks in 2
	if err != nil || !s.Complete() || s.Queries != 9 || x.Channels() != 4 || len(x.Due()) != 3 {
		t.Fatalf("sync through a provider capping ranges at 40 blocks: %+v, %v, %d channels, %d due", s, err, x.Channels(), len(x.Due()))
	}
}
