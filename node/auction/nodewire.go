package auction

import (
	"context"
	"slices"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/node/chainindex"
)

// The node's parts as the requester side uses them: discovery's search (Finder), the chain
// index (Ledger) and the node's call path (Caller).

// SearchFinder finds the nodes to ask through a search of agents (discovery's, active stake
// only) that answers the peer ids of the agents found, best first.
type SearchFinder func(ctx context.Context, skill, query string, limit int) ([]string, error)

// Peers implements Finder: the search's peer ids, decoded, each once.
func (f SearchFinder) Peers(ctx context.Context, skill, query string, limit int) ([]peer.ID, error) {
	res, err := f(ctx, skill, query, limit)
	if err != nil {
		return nil, err
	}
	var out []peer.ID
	for _, s := range res {
		p, err := peer.Decode(s)
		if err == nil && !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	return out, nil
}

// IndexLedger is the chain index as the requester side reads it: stake, activity and the
// paid record, from badger, never from the chain.
type IndexLedger struct{ Index *chainindex.Index }

// Trust implements Ledger.
func (l IndexLedger) Trust(agent common.Address, agentID uint64) (Trust, error) {
	stake, active, err := l.Index.StakeOf(agent, agentID)
	if err != nil || !active {
		return Trust{}, err
	}
	rep, err := l.Index.Reputation(agentID)
	if err != nil {
		return Trust{}, err
	}
	return Trust{Active: true, Stake: stake, Reputation: rep.Reputation, Paid: rep.Paid, Count: rep.Count}, nil
}
