package paychan

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
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
// From the events alone it keeps every channel open (ChannelOpened carries the settings; a
// ChannelWithdrawn drops the channel, whose reopening emits its settings again) and the
// channels claimed since their fees were last credited (a ChannelClaimed after the last
// ChannelFeeCollected or ChannelWithdrawn): only those can hold a fee, so a stranger's
// channels that were never claimed cost a log entry each and no chain read. Safe for
// concurrent use.
type FeeIndex struct {
	mu    sync.Mutex
	addr  common.Address
	next  uint64 // the first block not read
	max   int
	span  uint64
	chans map[common.Hash]Channel
	due   map[common.Hash]struct{}
	// held is the fee read of a due channel, kept until its next event (a fee changes only
	// with one; a big.Int more per due channel, within the bound on chans); seq counts the ranges applied, so that a read overtaken by one is not kept.
	held map[common.Hash]*big.Int
	seq  uint64
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

// DefaultMaxFeeChannels bounds the open channels a FeeIndex keeps (about 320 bytes each,
// measured in a map of 250,000: 80 MB at the bound). Opening a channel costs a stranger a
// deposit and ~100k gas; past the bound the index stops with ErrFeeIndexFull rather than grow.
const DefaultMaxFeeChannels = 250_000

// ErrFeeIndexFull: the contract has more channels than the index keeps.
var ErrFeeIndexFull = errors.New("paychan: more channels open than the fee index keeps")

// LogReader reads the chain's head and logs (an ethclient.Client).
type LogReader interface {
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
}

// NewFeeIndex follows the PaymentChannels contract at addr from block from (the deployment's
// block; 0 reads from genesis) and keeps at most max channels (0: DefaultMaxFeeChannels).
func NewFeeIndex(addr common.Address, from uint64, max int) *FeeIndex {
	if max <= 0 {
		max = DefaultMaxFeeChannels
	}
	return &FeeIndex{addr: addr, next: from, max: max, span: FeeLogSpan, chans: map[common.Hash]Channel{}, due: map[common.Hash]struct{}{},
		held: map[common.Hash]*big.Int{}}
}

// WithSpan sets the blocks of one log query (a provider with a lower cap; tests); before use.
func (x *FeeIndex) WithSpan(blocks uint64) *FeeIndex {
	x.span = max(blocks, 1)
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
	// Next is the first block not read; Head the chain's head when it last read.
	Next, Head uint64
	// Queries is the log queries this sync made.
	Queries int
}

// Complete reports whether the index has read up to the head.
func (s FeeSync) Complete() bool { return s.Next > s.Head }

// Sync reads the contract's events from where it stopped up to the head, in at most
// maxQueries log queries (0: no bound); FeeSync says how far it got. A failed query leaves the
// index where the last good one left it.
func (x *FeeIndex) Sync(ctx context.Context, r LogReader, maxQueries int) (FeeSync, error) {
	x.mu.Lock()
	defer x.mu.Unlock()
	h, err := r.HeaderByNumber(ctx, nil)
	if err != nil {
		return FeeSync{Next: x.next}, fmt.Errorf("paychan: fee index: head: %w", err)
	}
	s := FeeSync{Head: h.Number.Uint64()}
	span, ceiling, streak := x.span, x.span, 0
	var failed error // the last query's, while the range is halved
	for x.next <= s.Head && (maxQueries <= 0 || s.Queries < maxQueries) {
		to := min(x.next+span-1, s.Head)
		s.Queries++
		logs, err := r.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(x.next), ToBlock: new(big.Int).SetUint64(to),
			Addresses: []common.Address{x.addr}, Topics: [][]common.Hash{feeEvents}})
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
		if streak++; streak >= regrowLogSpan {
			ceiling, streak = x.span, 0
		}
		span = min(2*span, ceiling)
		if err := x.apply(logs); err != nil {
			s.Next = x.next
			return s, err
		}
		x.next = to + 1
	}
	s.Next = x.next
	return s, failed
}

// apply takes one range's logs, in chain order, all or none. Only this contract's four fee
// events count (an endpoint may answer more than the query asked); the bound is checked on the
// channels open after each event, so a channel opened, withdrawn and reopened in one range
// counts once.
func (x *FeeIndex) apply(logs []types.Log) error {
	open := map[common.Hash]bool{} // the range's changes to x.chans
	n := len(x.chans)
	for i := range logs {
		l := &logs[i]
		if !x.ours(l) || (l.Topics[0] != evOpened && l.Topics[0] != evWithdrawn) {
			continue
		}
		id := l.Topics[1]
		was, changed := open[id]
		if !changed {
			_, was = x.chans[id]
		}
		now := l.Topics[0] == evOpened
		switch {
		case now && !was:
			n++
		case !now && was:
			n--
		}
		open[id] = now
		if n > x.max {
			return fmt.Errorf("%w: %d kept, more in the blocks from %d", ErrFeeIndexFull, len(x.chans), x.next)
		}
	}
	x.seq++
	for i := range logs {
		l := &logs[i]
		if !x.ours(l) || !slices.Contains(feeEvents, l.Topics[0]) {
			continue
		}
		id := common.Hash(l.Topics[1])
		delete(x.held, id) // its fee may have changed
		switch l.Topics[0] {
		case evOpened:
			ev, err := feeABI.UnpackChannelOpenedEvent(l)
			if err != nil {
				return fmt.Errorf("paychan: fee index: ChannelOpened in block %d: %w", l.BlockNumber, err)
			}
			x.chans[id] = Channel{Payer: ev.Payer, Payee: ev.Payee, Token: ev.Token, Signer: ev.Signer, Salt: ev.Salt}
		case evClaimed:
			if _, ok := x.chans[id]; ok {
				x.due[id] = struct{}{}
			}
		case evFeeCollected: // credited (collectFees, withdraw): nothing held any more
			delete(x.due, id)
		case evWithdrawn: // withdrawn: nothing held; a reopening emits ChannelOpened again
			delete(x.due, id)
			delete(x.chans, id)
		}
	}
	return nil
}

// ours reports whether l is a live log of this contract naming a channel.
func (x *FeeIndex) ours(l *types.Log) bool {
	return !l.Removed && l.Address == x.addr && len(l.Topics) >= 2
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
	return len(x.chans)
}

// Due lists the channels claimed since their fees were last credited, by id.
func (x *FeeIndex) Due() []FeeChannel {
	x.mu.Lock()
	defer x.mu.Unlock()
	out := make([]FeeChannel, 0, len(x.due))
	for id := range x.due {
		out = append(out, FeeChannel{ID: id, Channel: x.chans[id]})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID.Cmp(out[j].ID) < 0 })
	return out
}

// dueRead splits the due channels into the fees known from a read since their last event
// (those holding some) and the channels to read, by id; seq is the ranges applied so far.
func (x *FeeIndex) dueRead() (known []FeeDue, unread []FeeChannel, seq uint64) {
	x.mu.Lock()
	defer x.mu.Unlock()
	seq = x.seq
	for id := range x.due {
		v, ok := x.held[id]
		switch {
		case !ok:
			unread = append(unread, FeeChannel{ID: id, Channel: x.chans[id]})
		case v.Sign() > 0:
			known = append(known, FeeDue{FeeChannel: FeeChannel{ID: id, Channel: x.chans[id]}, Held: v})
		}
	}
	sort.Slice(unread, func(i, j int) bool { return unread[i].ID.Cmp(unread[j].ID) < 0 })
	return known, unread, seq
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
		if _, ok := x.due[ch.ID]; !ok {
			continue
		}
		if v := by[ch.ID]; v != nil {
			x.held[ch.ID] = v
		} else {
			x.held[ch.ID] = new(big.Int)
		}
	}
}
