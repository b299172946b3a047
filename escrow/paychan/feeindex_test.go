package paychan_test

import (
	"bytes"
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/escrow/paychan"
)

// The fee index keeps of a channel never claimed its id and opening block only, and reads
// its settings back at its first claim (feelookup.go).

var openedTopic = bindings.NewPaymentChannels().GetABI().Events["ChannelOpened"].ID

// lookupLogs is a provider that records the queries reading openings back (the ids as second
// topic) and, with forge (forgeRange), alters the salt of the ChannelOpened logs it answers
// them (answers a range query): settings that no longer hash to the id the log names.
type lookupLogs struct {
	paychan.LogReader
	lookups           *[]ethereum.FilterQuery
	forge, forgeRange bool
}

func (c lookupLogs) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	lookup := len(q.Topics) == 2
	if lookup {
		*c.lookups = append(*c.lookups, q)
	}
	logs, err := c.LogReader.FilterLogs(ctx, q)
	if (lookup && c.forge) || (!lookup && c.forgeRange) {
		for i := range logs {
			if logs[i].Topics[0] == openedTopic {
				d := bytes.Clone(logs[i].Data)
				d[95] ^= 1 // the salt's last byte
				logs[i].Data = d
			}
		}
	}
	return logs, err
}

// open opens ch from payer with a deposit of 10M wei and returns the block of its opening
// (the head may have moved on since the receipt).
func (w *feeWorld) open(t *testing.T, payer *paychan.Client, ch paychan.Channel) uint64 {
	t.Helper()
	ctx := context.Background()
	if err := payer.Open(ctx, ch, big.NewInt(10_000_000)); err != nil {
		t.Fatal(err)
	}
	logs, err := w.cl.FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{w.addr},
		Topics: [][]common.Hash{{openedTopic}, {ch.ID(w.domain.Separator())}}})
	if err != nil || len(logs) == 0 {
		t.Fatalf("the opening's log: %d, %v", len(logs), err)
	}
	return logs[len(logs)-1].BlockNumber
}

// claim claims ch (signed by payers[0]) up to amount in epoch, from the payee, and returns
// the fee it holds then.
func (w *feeWorld) claim(t *testing.T, ch paychan.Channel, epoch uint32, amount int64) *big.Int {
	t.Helper()
	sep := w.domain.Separator()
	v, err := paychan.SignAt(sep, ch.ID(sep), epoch, big.NewInt(amount), w.payers[0])
	if err != nil {
		t.Fatal(err)
	}
	held := []paychan.Held{{ID: ch.ID(sep), Channel: ch, Epoch: epoch, Voucher: v}}
	if err := paychan.NewClient(w.sender(t, w.payee), w.addr).ClaimBatch(context.Background(), held); err != nil {
		t.Fatal(err)
	}
	return paychan.FeeOn(big.NewInt(amount), 100)
}

// listed is the fee x lists for channel id (nil: none).
func (w *feeWorld) listed(t *testing.T, x *paychan.FeeIndex, id common.Hash) *big.Int {
	t.Helper()
	due, err := w.anyone.IndexedFees(context.Background(), x)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range due {
		if d.ID == id {
			return d.Held
		}
	}
	return nil
}

// A stranger's 20 channels never claimed, then an honest channel opened and, far back (past
// many log ranges), claimed: the index follows all 23 channels open within a bound on claimed
// channels of 2 (the unclaimed ones keep no settings), reads the honest channel's settings back
// in one query of its opening block for its id, lists its fee, and the collect credits it.
func TestFeeIndexReadsBackAClaimedChannelsSettings(t *testing.T) {
	w := newFeeWorld(t, 1) // a claimed channel and one never claimed
	ctx := context.Background()
	sep := w.domain.Separator()
	stranger := paychan.NewClient(w.sender(t, w.payers[1]), w.addr)
	for i := range 20 {
		ch := paychan.Channel{Payer: w.payers[1].Address(), Payee: w.payers[1].Address(), Signer: w.payers[1].Address(), Salt: common.Hash{0x5e, byte(i)}}
		if err := stranger.Open(ctx, ch, big.NewInt(1)); err != nil {
			t.Fatal(err)
		}
	}
	honest := paychan.Channel{Payer: w.payers[0].Address(), Payee: w.payee.Address(), Signer: w.payers[0].Address(), Salt: common.Hash{0x40}}
	at := w.open(t, w.payer, honest)
	var lookups []ethereum.FilterQuery
	r := lookupLogs{LogReader: w.cl, lookups: &lookups}
	x := paychan.NewFeeIndex(w.domain, 0, 23).WithMaxClaimed(2).WithSpan(8)
	syncAll(t, w, x, 3)
	for range 100 {
		if _, err := w.dc.Commit(); err != nil {
			t.Fatal(err)
		}
	}
	syncAll(t, w, x, 3)
	fee := w.claim(t, honest, 0, 2_000_000)
	for s := (paychan.FeeSync{}); !s.Complete(); {
		var err error
		if s, err = x.Sync(ctx, r, 3); err != nil || s.Unresolved != 0 {
			t.Fatalf("sync: %+v, %v", s, err)
		}
	}
	if x.Channels() != 23 || x.Claimed() != 2 {
		t.Fatalf("index follows %d channels, %d claimed; want 23, 2", x.Channels(), x.Claimed())
	}
	if len(lookups) != 1 || lookups[0].FromBlock.Uint64() != at || lookups[0].ToBlock.Uint64() != at ||
		len(lookups[0].Topics[1]) != 1 || lookups[0].Topics[1][0] != honest.ID(sep) || lookups[0].Topics[0][0] != openedTopic {
		t.Fatalf("read back %+v, want one query of block %d for ChannelOpened of %s", lookups, at, honest.ID(sep).Hex())
	}
	if got := w.listed(t, x, honest.ID(sep)); got == nil || got.Cmp(fee) != 0 {
		t.Fatalf("the honest channel's fee listed %v, want %s", got, fee)
	}
	due, err := w.anyone.IndexedFees(ctx, x)
	if err != nil {
		t.Fatal(err)
	}
	owed := w.owed(t, common.Address{}, w.treasury)
	if _, err := w.anyone.CollectDue(ctx, due, 0); err != nil {
		t.Fatal(err)
	}
	if h, err := w.anyone.FeeHeld(ctx, honest.ID(sep)); err != nil || h.Sign() != 0 {
		t.Fatalf("honest channel holds %v after the collect (%v)", h, err)
	}
	want := new(big.Int).Add(fee, w.fees[0])
	if got := new(big.Int).Sub(w.owed(t, common.Address{}, w.treasury), owed); got.Cmp(want) != 0 {
		t.Fatalf("treasury's owed rose %s, want %s", got, want)
	}
}

// A claimed channel withdrawn and reopened is followed unclaimed again (its settings dropped),
// and its claim after the reopening reads its settings back from the reopening's block, also
// when each call may make one query only.
func TestFeeIndexReopenedChannel(t *testing.T) {
	w := newFeeWorld(t, 1)
	ctx := context.Background()
	sep := w.domain.Separator()
	ch := w.chs[0]
	var lookups []ethereum.FilterQuery
	r := lookupLogs{LogReader: w.cl, lookups: &lookups}
	x := paychan.NewFeeIndex(w.domain, 0, 0)
	if _, err := x.Sync(ctx, r, 0); err != nil || x.Claimed() != 1 || len(lookups) != 0 {
		t.Fatalf("sync: %v, %d claimed, %d read back (a claim in the range of its opening reads nothing back)", err, x.Claimed(), len(lookups))
	}
	if err := w.payer.RequestWithdrawal(ctx, ch); err != nil {
		t.Fatal(err)
	}
	if err := w.dc.AdjustTime(challenge * time.Second); err != nil {
		t.Fatal(err)
	}
	if err := w.payer.Withdraw(ctx, ch); err != nil {
		t.Fatal(err)
	}
	again := w.open(t, w.payer, ch)
	if _, err := x.Sync(ctx, r, 0); err != nil || x.Channels() != 2 || x.Claimed() != 0 || len(x.Due()) != 0 {
		t.Fatalf("after the reopening: %v, %d open, %d claimed, %d due; want 2, 0, 0", err, x.Channels(), x.Claimed(), len(x.Due()))
	}
	fee := w.claim(t, ch, 1, 3_000_000)
	// one query a call: the range (its claim names a channel whose settings are not kept), the
	// opening read back, the range again, applied
	for i, s := 0, (paychan.FeeSync{}); !s.Complete(); i++ {
		var err error
		if s, err = x.Sync(ctx, r, 1); err != nil || s.Unresolved != 0 || s.Queries != 1 || i >= 3 {
			t.Fatalf("sync %d: %+v, %v", i, s, err)
		}
	}
	if len(lookups) != 1 || lookups[0].FromBlock.Uint64() != again {
		t.Fatalf("read back %+v, want one query of the reopening's block %d", lookups, again)
	}
	if got := w.listed(t, x, ch.ID(sep)); got == nil || got.Cmp(fee) != 0 {
		t.Fatalf("the reopened channel's fee listed %v, want %s", got, fee)
	}
}

// A ChannelOpened whose settings do not hash to the id it names is refused: read back for a
// claim, the channel is left unclaimed (Unresolved) and read back again at its next claim; in
// a range's answer, the channel is not followed.
func TestFeeIndexRefusesForgedOpenings(t *testing.T) {
	w := newFeeWorld(t, 1)
	ctx := context.Background()
	sep := w.domain.Separator()
	honest := paychan.Channel{Payer: w.payers[0].Address(), Payee: w.payee.Address(), Signer: w.payers[0].Address(), Salt: common.Hash{0x41}}
	w.open(t, w.payer, honest)
	x := paychan.NewFeeIndex(w.domain, 0, 0)
	syncAll(t, w, x, 100)
	w.claim(t, honest, 0, 1_000_000)
	var lookups []ethereum.FilterQuery
	s, err := x.Sync(ctx, lookupLogs{LogReader: w.cl, lookups: &lookups, forge: true}, 0)
	if err != nil || !s.Complete() || s.Unresolved != 1 || len(lookups) != 2 { // its block, then around it (rv26)
		t.Fatalf("sync through a forging provider: %+v, %v, %d read back", s, err, len(lookups))
	}
	if x.Claimed() != 1 || x.Channels() != 3 || len(x.Due()) != 1 || w.listed(t, x, honest.ID(sep)) != nil {
		t.Fatalf("forged settings taken: %d claimed, %d open, due %+v", x.Claimed(), x.Channels(), x.Due())
	}
	fee := w.claim(t, honest, 0, 1_200_000)
	if s, err := x.Sync(ctx, lookupLogs{LogReader: w.cl, lookups: &lookups}, 0); err != nil || s.Unresolved != 0 || len(lookups) != 3 {
		t.Fatalf("sync at the next claim: %+v, %v, %d read back", s, err, len(lookups))
	}
	if got := w.listed(t, x, honest.ID(sep)); got == nil || got.Cmp(fee) != 0 {
		t.Fatalf("the honest channel's fee listed %v, want %s", got, fee)
	}
	y := paychan.NewFeeIndex(w.domain, 0, 0)
	s, err = y.Sync(ctx, lookupLogs{LogReader: w.cl, lookups: &lookups, forgeRange: true}, 0)
	if err != nil || s.Unresolved != 3 || y.Channels() != 0 || len(y.Due()) != 0 {
		t.Fatalf("sync through a provider forging the ranges: %+v, %v, %d open, %d due", s, err, y.Channels(), len(y.Due()))
	}
}

// The two bounds: the open channels (claimed or not) and those claimed; past either the index
// stops with ErrFeeIndexFull; within both it follows them all.
func TestFeeIndexBoundsOpenAndClaimed(t *testing.T) {
	w := newFeeWorld(t, 2) // 3 open, 2 claimed
	ctx := context.Background()
	for _, c := range []struct {
		open, claimed int
		full          bool
	}{{3, 2, false}, {2, 2, true}, {3, 1, true}, {100, 2, false}} {
		x := paychan.NewFeeIndex(w.domain, 0, c.open).WithMaxClaimed(c.claimed)
		_, err := x.Sync(ctx, w.cl, 0)
		if errors.Is(err, paychan.ErrFeeIndexFull) != c.full || (!c.full && (err != nil || x.Channels() != 3 || x.Claimed() != 2)) {
			t.Fatalf("bounds %d open, %d claimed: %v, %d open, %d claimed", c.open, c.claimed, err, x.Channels(), x.Claimed())
		}
	}
}
