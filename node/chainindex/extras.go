package chainindex

import (
	"bytes"
	"context"
	"fmt"
	"sync"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/agentsite/agentsite/contracts/bindings"
)

// readExtras finds what BountyPosted, BountyClaimed and NewFeedback events lack: the post
// parameters of a bounty (arbiter, review window, minimum stake, reputation and paid record),
// the stake a claim reserves, and the weight of a feedback entry. They are stored with the log so that views rebuild without the chain.
//
// Post parameters come from the posting transaction's input when it called the escrow
// directly (one eth_getBlockByHash per block, however many posts it holds); otherwise, and for
// feedback, from a view call at the latest block. Those fields never change once written, so
// the latest state is as good as the log's block and works on nodes without archive state;
// the read is checked against the event, and a mismatch (the id was reassigned by a reorg the
// index has not seen yet) makes the batch retry.
func (ix *Index) readExtras(ctx context.Context, events []Event, stored []storedLog) error {
	esc, rep := bindings.NewBountyEscrow(), bindings.NewReputationRegistry()
	post := esc.GetABI().Methods["post"]
	blocks := map[common.Hash]*types.Block{}
	for _, ev := range events {
		if _, ok := ev.Data.(*bindings.BountyEscrowBountyPosted); ok {
			blocks[ev.BlockHash] = nil
		}
	}
	var mu sync.Mutex
	err := parallel(ix, keysOf(blocks), func(h common.Hash) error {
		b, err := ix.chain.BlockByHash(ctx, h)
		if err != nil {
			return fmt.Errorf("%w: block %s: %v", errRetry, h.Hex(), err)
		}
		mu.Lock()
		blocks[h] = b
		mu.Unlock()
		return nil
	})
	if err != nil {
		return err
	}
	var calls []int
	for i, ev := range events {
		switch d := ev.Data.(type) {
		case *bindings.BountyEscrowBountyPosted:
			if ex := postFromTx(post, blocks[ev.BlockHash], stored[i].Log, ev.Address, d); ex != nil {
				stored[i].Extra = ex
				continue
			}
			calls = append(calls, i)
		case *bindings.ReputationRegistryNewFeedback, *bindings.BountyEscrowBountyClaimed:
			calls = append(calls, i)
		}
	}
	return parallel(ix, calls, func(i int) error {
		ex, err := ix.readExtra(ctx, esc, rep, events[i])
		stored[i].Extra = ex // each goroutine its own slot
		return err
	})
}

func keysOf[K comparable, V any](m map[K]V) []K {
	out := make([]K, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

// parallel runs fn on every item, at most Config.CallConcurrency at a time, and returns the
// first error.
func parallel[T any](ix *Index, items []T, fn func(T) error) error {
	sem := make(chan struct{}, ix.cfg.CallConcurrency)
	var (
		wg    sync.WaitGroup
		mu    sync.Mutex
		first error
	)
	for _, it := range items {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			if err := fn(it); err != nil {
				mu.Lock()
				if first == nil {
					first = err
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return first
}

// postFromTx decodes the post parameters from the transaction that emitted l, if it was a
// direct call of post on the escrow whose arguments match the event; nil otherwise.
func postFromTx(post abi.Method, b *types.Block, l *types.Log, escrow common.Address, d *bindings.BountyEscrowBountyPosted) *extra {
	txs := b.Transactions()
	if int(l.TxIndex) >= len(txs) {
		return nil
	}
	tx := txs[l.TxIndex]
	if tx.Hash() != l.TxHash || tx.To() == nil || *tx.To() != escrow || len(tx.Data()) < 4 || !bytes.Equal(tx.Data()[:4], post.ID) {
		return nil
	}
	vals, err := post.Inputs.Unpack(tx.Data()[4:])
	if err != nil || len(vals) != 1 {
		return nil
	}
	p, ok := abi.ConvertType(vals[0], new(bindings.IBountyEscrowPostParams)).(*bindings.IBountyEscrowPostParams)
	if !ok || p.Amount.Cmp(d.Amount) != 0 || p.SpecHash != d.SpecHash || p.Token != d.Token || p.Deadline != d.Deadline ||
		p.ParentId.Cmp(d.ParentId) != 0 || p.Assignee.Cmp(d.Assignee) != 0 {
		return nil
	}
	return &extra{Arbiter: p.Arbiter, ReviewWindow: p.ReviewWindow, MinReputation: p.MinReputation, MinStake: p.MinStake, MinPaid: p.MinPaid}
}

// readExtra reads one event's extra with a view call at the latest block.
func (ix *Index) readExtra(ctx context.Context, esc *bindings.BountyEscrow, rep *bindings.ReputationRegistry, ev Event) (*extra, error) {
	call := func(data []byte) ([]byte, error) {
		out, err := ix.chain.CallContract(ctx, ethereum.CallMsg{To: &ev.Address, Data: data}, nil)
		if err != nil {
			return nil, fmt.Errorf("chainindex: read for %s at block %d: %w", ev.Name, ev.Block, err)
		}
		return out, nil
	}
	switch d := ev.Data.(type) {
	case *bindings.BountyEscrowBountyPosted:
		out, err := call(esc.PackGetBounty(d.BountyId))
		if err != nil {
			return nil, err
		}
		b, err := esc.UnpackGetBounty(out)
		if err != nil {
			return nil, fmt.Errorf("chainindex: decode bounty %d: %w", ev.BountyID, err)
		}
		if b.Requester != d.Requester || b.Amount.Cmp(d.Amount) != 0 {
			return nil, fmt.Errorf("%w: bounty %d differs from its event", errRetry, ev.BountyID)
		}
		return &extra{Arbiter: b.Arbiter, ReviewWindow: b.ReviewWindow, MinReputation: b.MinReputation, MinStake: b.MinStake, MinPaid: b.MinPaid}, nil
	case *bindings.BountyEscrowBountyClaimed:
		// A pure function of the bounty's immutable terms: the latest state is as good as any.
		out, err := call(esc.PackReservationOf(d.BountyId))
		if err != nil {
			return nil, err
		}
		res, err := esc.UnpackReservationOf(out)
		if err != nil {
			return nil, fmt.Errorf("chainindex: decode reservation of bounty %d: %w", ev.BountyID, err)
		}
		return &extra{Reservation: res}, nil
	case *bindings.ReputationRegistryNewFeedback:
		out, err := call(rep.PackFeedbackSource(d.AgentId, d.ClientAddress, d.FeedbackIndex))
		if err != nil {
			return nil, err
		}
		src, err := rep.UnpackFeedbackSource(out)
		if err != nil {
			return nil, fmt.Errorf("chainindex: decode feedback source: %w", err)
		}
		if !src.BountyId.IsUint64() {
			return nil, fmt.Errorf("chainindex: feedback %d: bounty id %s out of range", d.FeedbackIndex, src.BountyId)
		}
		return &extra{Weight: src.Weight, Bounty: src.BountyId.Uint64()}, nil
	}
	return nil, nil
}
