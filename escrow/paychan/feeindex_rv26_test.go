package paychan_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// Review rv26: the fee index reading settings back at a channel's first claim, against a
// stranger, a hostile or flaky endpoint, and its operator.

// strangerChannels opens n channels of payers[1] to itself (a 1-wei deposit each: a block
// each on the dev chain, so n opening blocks to read back).
func (w *feeWorld) strangerChannels(t *testing.T, n int, tag byte) []paychan.Channel {
	t.Helper()
	stranger := paychan.NewClient(w.sender(t, w.payers[1]), w.addr)
	var out []paychan.Channel
	for i := range n {
		ch := paychan.Channel{Payer: w.payers[1].Address(), Payee: w.payers[1].Address(), Signer: w.payers[1].Address(), Salt: common.Hash{tag, byte(i)}}
		if err := stranger.Open(context.Background(), ch, big.NewInt(1)); err != nil {
			t.Fatal(err)
		}
		out = append(out, ch)
	}
	return out
}

// strangerClaims claims each of chs up to one wei in one claimBatch of the stranger's.
func (w *feeWorld) strangerClaims(t *testing.T, chs []paychan.Channel) {
	t.Helper()
	sep := w.domain.Separator()
	held := make([]paychan.Held, len(chs))
	for i, ch := range chs {
		v, err := paychan.Sign(sep, ch.ID(sep), big.NewInt(1), w.payers[1])
		if err != nil {
			t.Fatal(err)
		}
		held[i] = paychan.Held{ID: ch.ID(sep), Channel: ch, Voucher: v}
	}
	if err := paychan.NewClient(w.sender(t, w.payers[1]), w.addr).ClaimBatch(context.Background(), held); err != nil {
		t.Fatal(err)
	}
}

// due reports whether x lists channel id as due.
func due(x *paychan.FeeIndex, id common.Hash) bool {
	for _, d := range x.Due() {
		if d.ID == id {
			return true
		}
	}
	return false
}

// rv26 finding 1 (fixed): a range whose claims need more openings read back than a call's
// queries left was read again at the next call up to the new head, so the claims of the new
// blocks wanted more openings read back, and so on: a stranger first-claiming, between two
// calls, channels opened in more blocks than a call has queries (200 in the node: ~200 opens
// spread over blocks and one claimBatch, ~14 Mgas a call interval; since finding 5, opened
// a span, 5,000 blocks, apart) kept the range from ever being applied, and no fee past it
// was listed again. Now the range is read again up to the block it ended at: it is applied
// once its openings are read back, whatever came after.
func TestRV26FeeNewClaimsDoNotStallTheReadBack(t *testing.T) {
	w := newFeeWorld(t, 1)
	ctx := context.Background()
	sep := w.domain.Separator()
	const rounds, per, span = 6, 3, 64
	// the stranger's channels opened a span apart: each opening read back in a query of its own
	var strangers []paychan.Channel
	for i := range rounds * per {
		strangers = append(strangers, w.strangerChannels(t, 1, 0x30+byte(i))...)
		for range span {
			if _, err := w.dc.Commit(); err != nil {
				t.Fatal(err)
			}
		}
	}
	honest := paychan.Channel{Payer: w.payers[0].Address(), Payee: w.payee.Address(), Signer: w.payers[0].Address(), Salt: common.Hash{0x26}}
	w.open(t, w.payer, honest)
	x := paychan.NewFeeIndex(w.domain, 0, 0).WithSpan(span)
	syncAll(t, w, x, 100)
	w.claim(t, honest, 0, 1_000_000)
	for r := range rounds {
		// between two calls of 3 queries each, the stranger first-claims 3 channels opened a span apart
		w.strangerClaims(t, strangers[r*per:(r+1)*per])
		if _, err := x.Sync(ctx, w.cl, per); err != nil {
			t.Fatalf("sync %d: %v", r, err)
		}
	}
	if !due(x, honest.ID(sep)) {
		t.Fatalf("after %d calls the honest channel claimed before them is not listed (%d claimed)", rounds, x.Claimed())
	}
}

// outOfRangeLogs is a provider that answers each range query with a copy of every
// ChannelOpened, after it, its block moved past the range.
type outOfRangeLogs struct{ paychan.LogReader }

func (c outOfRangeLogs) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	logs, err := c.LogReader.FilterLogs(ctx, q)
	if err != nil || len(q.Topics) != 1 {
		return logs, err
	}
	var out []types.Log
	for _, l := range logs {
		out = append(out, l)
		if l.Topics[0] == openedTopic {
			l.BlockNumber = q.ToBlock.Uint64() + 1_000
			out = append(out, l)
		}
	}
	return out, nil
}

// rv26 finding 2 (fixed): a log of a range's answer outside the range was applied: a
// ChannelOpened copied with a block past the range set the block the channel's opening is
// read back from, found nothing there at every claim, and the channel's fee was never
// listed. Logs outside the blocks asked are now dropped.
func TestRV26FeeOutOfRangeLogsDropped(t *testing.T) {
	w := newFeeWorld(t, 1)
	ctx := context.Background()
	sep := w.domain.Separator()
	honest := paychan.Channel{Payer: w.payers[0].Address(), Payee: w.payee.Address(), Signer: w.payers[0].Address(), Salt: common.Hash{0x26, 2}}
	w.open(t, w.payer, honest)
	x := paychan.NewFeeIndex(w.domain, 0, 0)
	r := outOfRangeLogs{w.cl}
	if _, err := x.Sync(ctx, r, 0); err != nil {
		t.Fatal(err)
	}
	fee := w.claim(t, honest, 0, 1_000_000)
	if s, err := x.Sync(ctx, r, 0); err != nil || s.Unresolved != 0 {
		t.Fatalf("sync of the claim: %+v, %v", s, err)
	}
	if got := w.listed(t, x, honest.ID(sep)); got == nil || got.Cmp(fee) != 0 {
		t.Fatalf("the honest channel's fee listed %v, want %s", got, fee)
	}
}

// movedOpenings is a provider that answers each range query with its ChannelOpened logs one
// block earlier, as an endpoint that read them before a reorg moved them one block on.
type movedOpenings struct{ paychan.LogReader }

func (c movedOpenings) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	logs, err := c.LogReader.FilterLogs(ctx, q)
	if err != nil || len(q.Topics) != 1 {
		return logs, err
	}
	for i := range logs {
		if logs[i].Topics[0] == openedTopic && logs[i].BlockNumber > q.FromBlock.Uint64() {
			logs[i].BlockNumber--
		}
	}
	return logs, nil
}

// rv26 finding 3 (fixed): a channel whose opening the index saw in another block than the
// chain now has it in (a reorg moved it after the index read it; an endpoint answering a
// wrong block) was read back from that block at every claim, found nothing, and was never
// listed: "read back again at its next claim" read the same empty block. An opening not found
// in its block is now looked for once in the feeReorgWindow blocks around it (one query; a
// provider refusing it leaves the channel unresolved, it does not stop the index).
func TestRV26FeeOpeningMovedByAReorgIsFound(t *testing.T) {
	w := newFeeWorld(t, 1)
	ctx := context.Background()
	sep := w.domain.Separator()
	honest := paychan.Channel{Payer: w.payers[0].Address(), Payee: w.payee.Address(), Signer: w.payers[0].Address(), Salt: common.Hash{0x26, 3}}
	w.open(t, w.payer, honest)
	x, y := paychan.NewFeeIndex(w.domain, 0, 0), paychan.NewFeeIndex(w.domain, 0, 0)
	for _, z := range []*paychan.FeeIndex{x, y} {
		if _, err := z.Sync(ctx, movedOpenings{w.cl}, 0); err != nil {
			t.Fatal(err)
		}
	}
	fee := w.claim(t, honest, 0, 1_000_000)
	var lookups []ethereum.FilterQuery
	if s, err := x.Sync(ctx, lookupLogs{LogReader: w.cl, lookups: &lookups}, 0); err != nil || s.Unresolved != 0 {
		t.Fatalf("sync of the claim: %+v, %v (%d read back)", s, err, len(lookups))
	}
	if got := w.listed(t, x, honest.ID(sep)); got == nil || got.Cmp(fee) != 0 || len(lookups) != 2 {
		t.Fatalf("the honest channel's fee listed %v, want %s, in 2 queries (its block, the window): %d", got, fee, len(lookups))
	}
	// a provider refusing the window's query: the channel is left out, the index goes on
	if s, err := y.Sync(ctx, cappedLogs{LogReader: w.cl, span: 1}, 0); err != nil || !s.Complete() || s.Unresolved != 1 {
		t.Fatalf("sync through a provider answering one block a query: %+v, %v", s, err)
	}
}

// rv26 finding 5 (fixed): the openings were read back one query per block, so channels opened
// in distinct blocks and first claimed in a later range cost a query each: a stranger's
// 300,000 such channels (within the bounds: ~68k gas each) cost every node ~300,000 log
// queries at each start (the index is rebuilt from the deployment's block), 1,500 calls of
// 200. They are now read back lookupIDs ids a query, over the blocks of those ids (at most
// the index's span apart): here 12 channels opened in 12 blocks, claimed 40 blocks later, are
// read back in one query.
func TestRV26FeeOpeningsOfManyBlocksReadBackTogether(t *testing.T) {
	w := newFeeWorld(t, 1)
	ctx := context.Background()
	sep := w.domain.Separator()
	strangers := w.strangerChannels(t, 12, 0x28)
	for range 40 {
		if _, err := w.dc.Commit(); err != nil {
			t.Fatal(err)
		}
	}
	w.strangerClaims(t, strangers)
	var lookups []ethereum.FilterQuery
	x := paychan.NewFeeIndex(w.domain, 0, 0).WithSpan(32)
	for s := (paychan.FeeSync{}); !s.Complete(); {
		var err error
		if s, err = x.Sync(ctx, lookupLogs{LogReader: w.cl, lookups: &lookups}, 0); err != nil || s.Unresolved != 0 {
			t.Fatalf("sync: %+v, %v", s, err)
		}
	}
	for _, ch := range strangers {
		if !due(x, ch.ID(sep)) {
			t.Fatalf("channel %s not listed", ch.ID(sep).Hex())
		}
	}
	if len(lookups) != 1 {
		t.Fatalf("the openings of 12 channels of 12 blocks read back in %d queries, want 1", len(lookups))
	}
	// a provider answering 4 blocks a query at most: the blocks of a query are halved, all are read back
	y := paychan.NewFeeIndex(w.domain, 0, 0).WithSpan(32)
	for s := (paychan.FeeSync{}); !s.Complete(); {
		var err error
		if s, err = y.Sync(ctx, cappedLogs{LogReader: w.cl, span: 4}, 0); err != nil || s.Unresolved != 0 {
			t.Fatalf("sync through a provider capping ranges at 4 blocks: %+v, %v", s, err)
		}
	}
	if len(y.Due()) != len(strangers)+1 {
		t.Fatalf("%d channels due through a provider capping ranges, want %d", len(y.Due()), len(strangers)+1)
	}
}

// crowdedReceipts is crowdedLogs that answers a block's receipts too.
type crowdedReceipts struct {
	crowdedLogs
	cl *ethclient.Client
}

func (c crowdedReceipts) BlockReceipts(ctx context.Context, b rpc.BlockNumberOrHash) ([]*types.Receipt, error) {
	*c.queries++
	return c.cl.BlockReceipts(ctx, b)
}

// rv26 finding 7 (fixed): a block with more fee events than the provider answers at most is
// read from its receipts (TestRV26FeeCrowdedSingleBlockStopsTheIndex: without them).
func TestRV26FeeCrowdedBlockReadFromReceipts(t *testing.T) {
	w := newFeeWorld(t, 4) // a claimBatch of 4 channels: 4 ChannelClaimed in one block
	n := 0
	x := paychan.NewFeeIndex(w.domain, 0, 0)
	s, err := x.Sync(context.Background(), crowdedReceipts{crowdedLogs: crowdedLogs{LogReader: w.cl, max: 3, queries: &n}, cl: w.cl}, 0)
	if err != nil || !s.Complete() || x.Channels() != 5 || len(x.Due()) != 4 {
		t.Fatalf("sync through a provider answering 3 logs at most, and receipts: %+v, %v, %d open, %d due", s, err, x.Channels(), len(x.Due()))
	}
}

// clampingLogs is a node one block behind the head its load balancer reports (HeaderByNumber):
// it answers a range query only up to its own head, without an error (older geth and some
// clients clamp a range past their head; geth 1.17 refuses it).
type clampingLogs struct{ paychan.LogReader }

func (c clampingLogs) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	h, err := c.HeaderByNumber(ctx, nil)
	if err != nil || len(q.Topics) != 1 || h.Number.Sign() == 0 {
		return c.LogReader.FilterLogs(ctx, q)
	}
	own := new(big.Int).Sub(h.Number, big.NewInt(1))
	if q.FromBlock.Cmp(own) > 0 {
		return nil, nil // all the blocks asked are past its head
	}
	if q.ToBlock.Cmp(own) > 0 {
		q.ToBlock = own
	}
	return c.LogReader.FilterLogs(ctx, q)
}

// rv26 finding 6 (fixed): the index read up to the head and took an answer for all the blocks
// asked; an endpoint answering fewer, silently (a node behind its balancer's head clamping the
// range; a reorg after the read: eth_getLogs never tells that a log was removed), lost those
// blocks' events for good: a claim there was not listed until the channel's next event, an
// opening there never followed. Now it reads up to the head less its confirmations: a node
// lagging less than them answers every block asked. Here the same claim, read through a node
// one block behind, is lost by an index without confirmations and kept by one with 2.
func TestRV26FeeClampedAnswerLosesBlocks(t *testing.T) {
	w := newFeeWorld(t, 1)
	ctx := context.Background()
	id := w.chs[1].ID(w.domain.Separator()) // opened, never claimed
	bare := paychan.NewFeeIndex(w.domain, 0, 0)
	deep := paychan.NewFeeIndex(w.domain, 0, 0).WithConfirmations(2)
	syncAll(t, w, bare, 100)
	syncAll(t, w, deep, 100)
	fee := w.claim(t, w.chs[1], 0, 1_000_000)
	for _, x := range []*paychan.FeeIndex{bare, deep} {
		if _, err := x.Sync(ctx, clampingLogs{w.cl}, 0); err != nil {
			t.Fatal(err)
		}
	}
	if due(deep, id) {
		t.Fatal("a claim 0 blocks deep is listed by the index with 2 confirmations")
	}
	for range 2 {
		if _, err := w.dc.Commit(); err != nil {
			t.Fatal(err)
		}
	}
	for _, x := range []*paychan.FeeIndex{bare, deep} {
		if s, err := x.Sync(ctx, clampingLogs{w.cl}, 0); err != nil || !s.Complete() {
			t.Fatalf("sync through the lagging node: %+v, %v", s, err)
		}
		syncAll(t, w, x, 100) // the endpoint is honest again
	}
	if due(bare, id) {
		t.Fatal("the index without confirmations kept the claim the lagging node left out: the test's node does not lag")
	}
	if !due(deep, id) {
		t.Fatal("the claim of the block the lagging node left out is lost with 2 confirmations")
	}
	if got := w.listed(t, deep, id); got == nil || got.Cmp(fee) != 0 { // read at the block 2 deep
		t.Fatalf("fee listed %v, want %s", got, fee)
	}
}
