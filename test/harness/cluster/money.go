package cluster

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow"
)

// EscrowEvents counts the escrow's logs of the named event (BountyAccepted, …) for bounty id.
func (n *Network) EscrowEvents(ctx context.Context, event string, id uint64) (int, error) {
	a, err := bindings.BountyEscrowMetaData.ParseABI()
	if err != nil {
		return 0, fmt.Errorf("harness: escrow abi: %w", err)
	}
	ev, ok := a.Events[event]
	if !ok {
		return 0, fmt.Errorf("harness: the escrow has no event %q", event)
	}
	q := ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(n.Dep.DeployBlock),
		Addresses: []common.Address{n.Dep.Contracts[deploy.NameBountyEscrow]},
		Topics:    [][]common.Hash{{ev.ID}, {common.BigToHash(new(big.Int).SetUint64(id))}},
	}
	logs, err := n.RPC.FilterLogs(ctx, q)
	if err != nil {
		return 0, fmt.Errorf("harness: escrow events %s of bounty %d: %w", event, id, err)
	}
	return len(logs), nil
}

// Settlement is how one bounty ended, read from the chain.
type Settlement struct {
	ID     uint64
	Status escrow.Status
	// Paid counts the events that paid the agent (accepted or resolved); Refunded those that
	// returned the reward to the requester (expired or cancelled).
	Paid, Refunded int
}

// Settled says the bounty ended with exactly one payment or exactly one refund.
func (s Settlement) Settled() bool {
	return s.Status.Terminal() && s.Paid+s.Refunded == 1
}

// Settle reads bounty id's status and its paying and refunding events.
func (n *Network) Settle(ctx context.Context, id uint64) (Settlement, error) {
	b, err := n.reader.Bounty(ctx, id)
	if err != nil {
		return Settlement{}, fmt.Errorf("harness: bounty %d: %w", id, err)
	}
	s := Settlement{ID: id, Status: b.Status}
	for _, ev := range []struct {
		sig string
		to  *int
	}{{"BountyAccepted", &s.Paid}, {"BountyResolved", &s.Paid}, {"BountyExpired", &s.Refunded}, {"BountyCancelled", &s.Refunded}} {
		k, err := n.EscrowEvents(ctx, ev.sig, id)
		if err != nil {
			return s, err
		}
		*ev.to += k
	}
	return s, nil
}
