package identity

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/agentsite/agentsite/contracts/bindings"
)

// didRegistryABI packs calls and unpacks events of the ERC-1056 registry.
var didRegistryABI = bindings.NewDIDRegistry()

var (
	topicOwnerChanged     = didRegistryABI.GetABI().Events["DIDOwnerChanged"].ID
	topicDelegateChanged  = didRegistryABI.GetABI().Events["DIDDelegateChanged"].ID
	topicAttributeChanged = didRegistryABI.GetABI().Events["DIDAttributeChanged"].ID
)

// changed reads changed(identity) at block.
func (r *Resolver) changed(ctx context.Context, identity common.Address, block *big.Int) (uint64, error) {
	out, err := r.backend.CallContract(ctx, ethereum.CallMsg{To: &r.cfg.Registry, Data: didRegistryABI.PackChanged(identity)}, block)
	if err != nil {
		return 0, fmt.Errorf("changed(%s): %w", identity, err)
	}
	if len(out) == 0 {
		return 0, fmt.Errorf("%w at %s", ErrNoRegistry, r.cfg.Registry)
	}
	n, err := didRegistryABI.UnpackChanged(out)
	if err != nil {
		return 0, fmt.Errorf("changed(%s): %w", identity, err)
	}
	if !n.IsUint64() {
		return 0, fmt.Errorf("%w: changed(%s) = %s", ErrHistoryUnavailable, identity, n)
	}
	return n.Uint64(), nil
}

// history returns the registry events of identity up to block, oldest first, by following
// previousChange from changed(identity) back to 0.
func (r *Resolver) history(ctx context.Context, identity common.Address, block *big.Int) ([]registryEvent, error) {
	prev, err := r.changed(ctx, identity, block)
	if err != nil {
		return nil, err
	}
	var blocks [][]registryEvent // newest block first
	total := 0
	for prev != 0 {
		if prev > block.Uint64() {
			return nil, fmt.Errorf("%w: change at block %d after block %s", ErrHistoryUnavailable, prev, block)
		}
		events, next, err := r.eventsAt(ctx, identity, prev)
		if err != nil {
			return nil, err
		}
		total += len(events)
		if total > r.cfg.MaxEvents {
			return nil, fmt.Errorf("%w: more than %d events", ErrHistoryTooLong, r.cfg.MaxEvents)
		}
		blocks = append(blocks, events)
		prev = next
	}
	out := make([]registryEvent, 0, total)
	for i := len(blocks) - 1; i >= 0; i-- {
		out = append(out, blocks[i]...)
	}
	return out, nil
}

// eventsAt returns identity's events in block, in log order, and the block of the change
// before them (the previousChange that points below this block; 0 when none).
func (r *Resolver) eventsAt(ctx context.Context, identity common.Address, block uint64) ([]registryEvent, uint64, error) {
	n := new(big.Int).SetUint64(block)
	logs, err := r.backend.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: n,
		ToBlock:   n,
		Addresses: []common.Address{r.cfg.Registry},
		Topics: [][]common.Hash{
			{topicOwnerChanged, topicDelegateChanged, topicAttributeChanged},
			{common.BytesToHash(identity.Bytes())},
		},
	})
	if err != nil {
		return nil, 0, fmt.Errorf("logs of block %d: %w", block, err)
	}
	var (
		events []registryEvent
		next   uint64
	)
	for i := range logs {
		if logs[i].Removed {
			continue
		}
		ev, err := decodeRegistryLog(&logs[i])
		if err != nil {
			return nil, 0, fmt.Errorf("%w: block %d log %d: %v", ErrHistoryUnavailable, block, logs[i].Index, err)
		}
		if ev.previousChange < block {
			next = ev.previousChange
		} else if ev.previousChange > block {
			return nil, 0, fmt.Errorf("%w: block %d: previousChange %d points forward", ErrHistoryUnavailable, block, ev.previousChange)
		}
		events = append(events, ev)
	}
	if len(events) == 0 {
		return nil, 0, fmt.Errorf("%w: no registry logs in block %d, which the history points to (a node without old logs?)", ErrHistoryUnavailable, block)
	}
	return events, next, nil
}

var errUnknownEvent = errors.New("not an ERC-1056 event")

// decodeRegistryLog decodes one DIDOwnerChanged, DIDDelegateChanged or DIDAttributeChanged log.
func decodeRegistryLog(l *types.Log) (registryEvent, error) {
	if len(l.Topics) == 0 {
		return registryEvent{}, errUnknownEvent
	}
	ev := registryEvent{block: l.BlockNumber}
	var prev *big.Int
	switch l.Topics[0] {
	case topicOwnerChanged:
		e, err := didRegistryABI.UnpackDIDOwnerChangedEvent(l)
		if err != nil {
			return ev, err
		}
		ev.kind, ev.owner, prev = ownerChanged, e.Owner, e.PreviousChange
	case topicDelegateChanged:
		e, err := didRegistryABI.UnpackDIDDelegateChangedEvent(l)
		if err != nil {
			return ev, err
		}
		ev.kind, ev.delegateType, ev.delegate, ev.validTo, prev = delegateChanged, e.DelegateType, e.Delegate, e.ValidTo, e.PreviousChange
	case topicAttributeChanged:
		e, err := didRegistryABI.UnpackDIDAttributeChangedEvent(l)
		if err != nil {
			return ev, err
		}
		ev.kind, ev.name, ev.value, ev.validTo, prev = attributeChanged, e.Name, e.Value, e.ValidTo, e.PreviousChange
	default:
		return ev, errUnknownEvent
	}
	if !prev.IsUint64() {
		return ev, fmt.Errorf("previousChange %s out of range", prev)
	}
	ev.previousChange = prev.Uint64()
	return ev, nil
}
