package paychan

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"sync"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/agentsite/agentsite/contracts/bindings"
)

// FeeIndex follows a PaymentChannels contract's events to know which channels may hold a fee
// and their settings (collectFees takes the settings, not the id). It reads the logs once, in
// bounded block ranges from the deployment's block; later syncs read only the new blocks.
//
// From the events alone it keeps every channel open (a ChannelWithdrawn drops the channel, a
// reopening brings it back) and the channels claimed since their fees were last credited (a
// ChannelClaimed after the last ChannelFeeCollected or ChannelWithdrawn): only those can hold
// a fee. Of a channel never claimed since its opening it keeps the id and the block of its
// ChannelOpened only (at most ~100 bytes); at its first claim it reads that block's
// ChannelOpened back by id (one log query per 100 ids, feelookup.go) and keeps the settings, once
// they hash to the id. So a stranger's channels that were never claimed cost a small entry
// each and no chain read. Safe for concurrent use.
type FeeIndex struct {
	mu         sync.Mutex
	addr       common.Address
	sep        common.Hash // the domain's separator: a ChannelOpened's settings must hash to its id
	next       uint64      // the first block not read
	maxOpen    int
	maxClaimed int
	span       uint64
	confirm    uint64 // the blocks below the head left unread (WithConfirmations)
	// opened is the block of the latest ChannelOpened of each open channel not claimed since;
	// chans each open channel claimed since its opening (not in opened); seq counts the ranges
	// applied, so that a fee read overtaken by one is not kept.
	opened map[common.Hash]uint64
	chans  map[common.Hash]*feeChan
	seq    uint64
	// wanted are the openings to read back for the claims of the range read last (by block);
	// found what they gave, by id (nil: no ChannelOpened hashing to the id in its block), kept
	// across syncs until the range is applied (a call's queries may run out in between).
	wanted []feeLookup
	found  map[common.Hash]*Channel
	head   uint64 // the last block to read at the last sync: the chain's head less confirm
	// upto is the block after the range whose openings are read back (0: none): a call that
	// ran out of queries first reads that range again, not up to a later head, so the claims
	// of new blocks cannot keep it from being applied (review rv26).
	upto uint64
}

// feeChan is a channel claimed since its opening: its settings, whether it was claimed since
// its fee was last credited (due: it may hold one), and the fee read while due, kept until the
// channel's next event (a fee changes only with one; nil: not read). One map entry and one
// object a channel: ~270 bytes, half what three maps took.
type feeChan struct {
	ch   Channel
	due  bool
	held *big.Int
}

// Log queries: FeeLogSpan blocks at most (RPC providers cap a query's range; 5,000 is under
// the common caps), halved down to one block when a provider refuses a range (too many blocks,
// or too many logs: a stranger can crowd a few blocks with the contract's events), doubled
// again after each answer up to half the last range refused, and up to FeeLogSpan again after
// regrowLogSpan answers in a row (a crowded spot is passed; a provider's range cap costs one
// refused query per regrowLogSpan).
const (
	FeeLogSpan    = 5_000
	regrowLogSpan = 8
)

// DefaultMaxFeeChannels bounds the open channels a FeeIndex follows: one never claimed since
// its opening is an id and a block in a map, 63-100 bytes with the map's growth (measured by
// BenchmarkFeeIndexEntryBytes and TestFeeIndexEntryBytes), 50-80 MB at the bound.
// DefaultMaxClaimedFeeChannels bounds those among them claimed since their opening, whose
// settings and fee are kept (a feeChan: 230-270 bytes, measured likewise). At both bounds:
// 110-140 MB (the index kept 250,000 channels of ~540 bytes before, 135 MB).
//
// A stranger fills them by opening channels (51.7k gas each, TestGasReceipts; a deposit of one
// wei): 800,000 never claimed, ~41 Ggas, or 350,000 each opened and claimed (+~16-18k gas each
// in a claimBatch), ~24 Ggas, the cheaper (250,000 opens filled the index before: ~13 Ggas;
// a contract opening channels in a loop saves the 21k of a transaction each: not measured).
// Past either bound the index stops with ErrFeeIndexFull rather than grow: it reads no
// further, the channels it keeps are still listed and collected (node/payments), and the fees
// of the others are credited at their withdrawal, as any channel's.
const (
	DefaultMaxFeeChannels        = 800_000
	DefaultMaxClaimedFeeChannels = 350_000
)

// ErrFeeIndexFull: the contract has more channels than the index keeps.
var ErrFeeIndexFull = errors.New("paychan: more channels open than the fee index keeps")

// LogReader reads the chain's head and logs (an ethclient.Client).
type LogReader interface {
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
}

// NewFeeIndex follows the PaymentChannels contract of d from block from (the deployment's
// block; 0 reads from genesis) and keeps at most max open channels (0: DefaultMaxFeeChannels),
// of which at most min(max, DefaultMaxClaimedFeeChannels) claimed (WithMaxClaimed).
func NewFeeIndex(d Domain, from uint64, max int) *FeeIndex {
	if max <= 0 {
		max = DefaultMaxFeeChannels
	}
	return &FeeIndex{addr: d.Contract, sep: d.Separator(), next: from, maxOpen: max, maxClaimed: min(max, DefaultMaxClaimedFeeChannels),
		span: FeeLogSpan, opened: map[common.Hash]uint64{}, chans: map[common.Hash]*feeChan{}, found: map[common.Hash]*Channel{}}
}

// WithSpan sets the blocks of one log query (a provider with a lower cap; tests); before use.
func (x *FeeIndex) WithSpan(blocks uint64) *FeeIndex {
	x.span = max(blocks, 1)
	return x
}

// WithConfirmations makes the index read the blocks n below the head at most (0: up to the
// head); before use. An endpoint answers a range's logs once: one that answers fewer blocks
// than asked without an error (a node behind its load balancer's head clamping the range) or
// a reorg after the read (eth_getLogs never tells that a log it answered was removed) loses
// those blocks' events for good; blocks n deep are past both, unless the lag or the reorg is
// deeper (review rv26 finding 6). What the index lists then lags the head by n blocks.
func (x *FeeIndex) WithConfirmations(n uint64) *FeeIndex {
	x.confirm = n
	return x
}

// Confirmations is the blocks below the head the index leaves unread (WithConfirmations).
func (x *FeeIndex) Confirmations() uint64 { return x.confirm }

// WithMaxClaimed sets the bound on the claimed channels kept (tests); before use.
func (x *FeeIndex) WithMaxClaimed(n int) *FeeIndex {
	x.maxClaimed = max(n, 0)
	return x
}

// The events a FeeIndex follows, by topic, and the binding that decodes them.
var (
	feeABI                                           = bindings.NewPaymentChannels()
	evOpened, evClaimed, evFeeCollected, evWithdrawn = eventID("ChannelOpened"), eventID("ChannelClaimed"), eventID("ChannelFeeCollected"), eventID("ChannelWithdrawn")
	feeEvents                                        = []common.Hash{evOpened, evClaimed, evFeeCollected, evWithdrawn}
)

func eventID(name string) common.Hash { return feeABI.GetABI().Events[name].ID }

// FeeSync is how far a FeeIndex has read.
type FeeSync struct {
	// Next is the first block not read; Head the last block to read when it last read: the
	// chain's head less the index's confirmations (WithConfirmations).
	Next, Head uint64
	// Queries is the log queries this sync made (the ranges' and the openings read back).
	Queries int
	// Unresolved is the channels of the blocks read whose settings were not found: claimed,
	// with no ChannelOpened whose settings hash to the id in the block the index saw it opened
	// nor within feeReorgWindow blocks of it (a provider that lies, or refuses that range, or
	// a reorg that moved the opening further), followed as unclaimed and read
	// back again at their next claim (their fee is credited at withdrawal anyway); or opened
	// with a ChannelOpened whose settings do not hash to its id (refused, not followed).
	Unresolved int
}

// Complete reports whether the index has read up to Head.
func (s FeeSync) Complete() bool { return s.Next > s.Head }

// Sync reads the contract's events from where it stopped up to the head less its
// confirmations (WithConfirmations), in at most maxQueries log queries (0: no bound); FeeSync
// says how far it got. A failed query leaves the index where the last good one left it. A
// range whose claims name channels whose settings are not kept is applied once their openings
// are read back (lookUp); when this call's queries run out first, the next call reads the rest
// back, then the same blocks again (its logs are not kept across calls). Logs outside the
// blocks asked are dropped.
func (x *FeeIndex) Sync(ctx context.Context, r LogReader, maxQueries int) (FeeSync, error) {
	x.mu.Lock()
	defer x.mu.Unlock()
	h, err := r.HeaderByNumber(ctx, nil)
	if err != nil {
		return FeeSync{Next: x.next}, fmt.Errorf("paychan: fee index: head: %w", err)
	}
	head := h.Number.Uint64()
	s := FeeSync{Head: head - min(head, x.confirm)}
	x.head = s.Head
	left := func() bool { return maxQueries <= 0 || s.Queries < maxQueries }
	span, ceiling, streak := x.span, x.span, 0
	var failed error        // the last query's, while the range is halved
	var waiting []types.Log // a range's logs waiting for its openings read back (this call only)
	var waitingTo uint64
	for x.next <= s.Head && left() {
		if len(x.wanted) > 0 {
			if err := x.lookUp(ctx, r, &s, left); err != nil {
				s.Next = x.next
				return s, err
			}
			continue
		}
		logs, to := waiting, waitingTo
		if waiting == nil {
			to = min(x.next+span-1, s.Head)
			if x.upto > x.next {
				to = min(to, x.upto-1)
			}
			s.Queries++
			var err error
			logs, err = r.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(x.next), ToBlock: new(big.Int).SetUint64(to),
				Addresses: []common.Address{x.addr}, Topics: [][]common.Hash{feeEvents}})
			if err != nil && to == x.next && ctx.Err() == nil && left() { // one block refused: its receipts
				logs, err = x.receiptLogs(ctx, r, to, &s, err)
			}
			if err != nil {
				failed = fmt.Errorf("paychan: fee index: logs of blocks %d-%d: %w", x.next, to, err)
				if span >= 2 && ctx.Err() == nil {
					span /= 2 // the provider may refuse a range with too many blocks or logs
					ceiling, streak = span, 0
					continue
				}
				break
			}
			failed = nil
			logs = inRange(logs, x.next, to)
			if streak++; streak >= regrowLogSpan {
				ceiling, streak = x.span, 0
			}
			span = min(2*span, ceiling)
		}
		waiting = nil
		if err := x.plan(logs); err != nil {
			s.Next = x.next
			return s, err
		}
		if len(x.wanted) > 0 { // read the openings back, then apply the range
			waiting, waitingTo, x.upto = logs, to, to+1 // not nil: it claims
			continue
		}
		s.Unresolved += x.apply(logs)
		x.next = to + 1
	}
	s.Next = x.next
	return s, failed
}

// inRange drops the logs outside blocks from-to (an endpoint may answer anything: a
// ChannelOpened placed elsewhere would have its opening read back from a block without it).
func inRange(logs []types.Log, from, to uint64) []types.Log {
	out := logs[:0]
	for _, l := range logs {
		if l.BlockNumber >= from && l.BlockNumber <= to {
			out = append(out, l)
		}
	}
	return out
}

// FeeChannel is a channel that may hold a fee.
type FeeChannel struct {
	ID      common.Hash
	Channel Channel
}

// Channels is how many channels the index knows open (opened since its block, not withdrawn).
func (x *FeeIndex) Channels() int {
	x.mu.Lock()
	defer x.mu.Unlock()
	return len(x.opened) + len(x.chans)
}

// Claimed is how many of them were claimed since their opening (their settings kept).
func (x *FeeIndex) Claimed() int {
	x.mu.Lock()
	defer x.mu.Unlock()
	return len(x.chans)
}

// Due lists the channels claimed since their fees were last credited, by id.
func (x *FeeIndex) Due() []FeeChannel {
	x.mu.Lock()
	defer x.mu.Unlock()
	out := []FeeChannel{}
	for id, c := range x.chans {
		if c.due {
			out = append(out, FeeChannel{ID: id, Channel: c.ch})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID.Cmp(out[j].ID) < 0 })
	return out
}

// feePinDepth: an index within this many blocks of the chain's head has its fees read at the
// block it has read up to (any node keeps the state of the last 128 blocks); one further
// behind, catching up or reading more than feePinDepth confirmations below the head
// (WithConfirmations; review rv27 finding 1: a full node refused every pinned read), at the
// latest block (past the index's on an endpoint lagging less than that, or than the
// confirmations).
const feePinDepth = 64

// dueRead splits the due channels into the fees known from a read since their last event
// (those holding some) and the channels to read, by id; seq is the ranges applied so far, at
// the block to read them at (nil: the latest; feePinDepth).
func (x *FeeIndex) dueRead() (known []FeeDue, unread []FeeChannel, seq uint64, at *big.Int) {
	x.mu.Lock()
	defer x.mu.Unlock()
	seq = x.seq
	if x.next > 0 && x.next+feePinDepth > x.head+x.confirm { // x.head+x.confirm: the chain's head
		at = new(big.Int).SetUint64(x.next - 1)
	}
	for id, c := range x.chans {
		switch {
		case !c.due:
		case c.held == nil:
			unread = append(unread, FeeChannel{ID: id, Channel: c.ch})
		case c.held.Sign() > 0:
			known = append(known, FeeDue{FeeChannel: FeeChannel{ID: id, Channel: c.ch}, Held: c.held})
		}
	}
	sort.Slice(unread, func(i, j int) bool { return unread[i].ID.Cmp(unread[j].ID) < 0 })
	return known, unread, seq, at
}

// remember keeps the fees read of chs (those holding some in holding, the others none), unless
// a range was applied since dueRead returned seq (one of its events may be newer than a read).
func (x *FeeIndex) remember(seq uint64, chs []FeeChannel, holding []FeeDue) {
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.seq != seq {
		return
	}
	by := make(map[common.Hash]*big.Int, len(holding))
	for _, d := range holding {
		by[d.ID] = d.Held
	}
	for _, ch := range chs {
		c := x.chans[ch.ID]
		if c == nil || !c.due {
			continue
		}
		if c.held = by[ch.ID]; c.held == nil {
			c.held = new(big.Int)
		}
	}
}

// Credited takes the collects txs sent (Client.CollectDue) in blocks the index has not read
// yet (it reads the head less its confirmations): the fees they credited are kept as 0, not
// listed again until the channel's next event the index reads (review rv27 finding 2: listed
// for that many blocks after the node's own collect, and sent again). A collect in a block
// read already is the index's own event. A fee read under way is not kept (seq): it may be
// from before the collect.
func (x *FeeIndex) Credited(txs []FeeTx) {
	x.mu.Lock()
	defer x.mu.Unlock()
	x.seq++
	for _, tx := range txs {
		if tx.Block < x.next {
			continue
		}
		for _, id := range tx.IDs {
			if c := x.chans[id]; c != nil && c.due {
				c.held = new(big.Int)
			}
		}
	}
}
