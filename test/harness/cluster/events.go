package cluster

import (
	"context"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/deploy"
)

// EscrowWatch records when each bounty's escrow events were first seen on chain, by polling
// the escrow's logs (one query per poll, whatever the number of bounties).
type EscrowWatch struct {
	mu   sync.Mutex
	seen map[uint64]map[string]time.Time
	errs int
}

// WatchEscrow polls the escrow's new logs every `every` until ctx ends.
func (n *Network) WatchEscrow(ctx context.Context, every time.Duration) *EscrowWatch {
	w := &EscrowWatch{seen: map[uint64]map[string]time.Time{}}
	a, err := bindings.BountyEscrowMetaData.ParseABI()
	if err != nil {
		n.tb.Fatalf("harness: escrow abi: %v", err)
	}
	names := map[common.Hash]string{}
	for name, ev := range a.Events {
		names[ev.ID] = name
	}
	escrowAddr := n.Dep.Contracts[deploy.NameBountyEscrow]
	go func() {
		next := n.Dep.DeployBlock
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			}
			head, err := n.RPC.BlockNumber(ctx)
			if err != nil || head < next {
				w.fail(err)
				continue
			}
			logs, err := n.RPC.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(next),
				ToBlock: new(big.Int).SetUint64(head), Addresses: []common.Address{escrowAddr}})
			if err != nil {
				w.fail(err)
				continue
			}
			now := time.Now()
			w.mu.Lock()
			for _, l := range logs {
				if len(l.Topics) < 2 || names[l.Topics[0]] == "" {
					continue
				}
				id := new(big.Int).SetBytes(l.Topics[1].Bytes()).Uint64()
				if w.seen[id] == nil {
					w.seen[id] = map[string]time.Time{}
				}
				if _, ok := w.seen[id][names[l.Topics[0]]]; !ok {
					w.seen[id][names[l.Topics[0]]] = now
				}
			}
			w.mu.Unlock()
			next = head + 1
		}
	}()
	return w
}

func (w *EscrowWatch) fail(err error) {
	if err == nil {
		return
	}
	w.mu.Lock()
	w.errs++
	w.mu.Unlock()
}

// Seen is when the watch first saw event (BountyClaimed, BountyAccepted, …) of bounty id.
func (w *EscrowWatch) Seen(id uint64, event string) (time.Time, bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	t, ok := w.seen[id][event]
	return t, ok
}

// Errors counts the polls that failed.
func (w *EscrowWatch) Errors() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.errs
}
