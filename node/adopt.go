package node

import (
	"context"
	"errors"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/chainindex"
)

// adoptClaims looks, once the index has caught up with the chain, for bounties this node's
// agents claimed on chain that the market has no job for (the node stopped between sending a
// claim and recording it) and has the market resume them.
func (n *Node) adoptClaims(ctx context.Context) {
	m := n.market.Load()
	if m == nil || len(n.cfg.Market) == 0 {
		return
	}
	if _, err := n.index.Sync(ctx); err != nil {
		n.log.Warn("chain index not synced; claims without a job record are looked for on the next claim event", "err", err)
	}
	for _, agentID := range m.AgentIDs() {
		bs, err := n.index.Bounties(chainindex.Filter{AgentID: agentID, Status: escrow.StatusClaimed})
		if err != nil {
			n.log.Warn("could not list the agent's claimed bounties", "agent_id", agentID, "err", err)
			continue
		}
		for _, b := range bs {
			n.adopt(ctx, b.ID, b.AgentID)
		}
	}
}

// adopt has the market resume bounty id if one of this node's agents holds it and the market
// has no record of it.
func (n *Node) adopt(ctx context.Context, id, agentID uint64) {
	m := n.market.Load()
	if m == nil {
		return
	}
	if _, known := m.Job(id); known || !ownAgent(m, agentID) {
		return
	}
	err := m.Adopt(ctx, id, "")
	n.pendingMu.Lock()
	defer n.pendingMu.Unlock()
	if err == nil || errors.Is(err, escrow.ErrNotForUs) || ctx.Err() != nil {
		delete(n.adoptPending, id)
		return
	}
	if _, again := n.adoptPending[id]; !again {
		n.log.Warn("could not resume a claimed bounty yet; will retry", "bounty", id, "err", err)
	}
	n.adoptPending[id] = agentID
}

// retryAdoptions tries the adoptions that failed (the spec not found yet) again.
func (n *Node) retryAdoptions(ctx context.Context) {
	n.pendingMu.Lock()
	list := make(map[uint64]uint64, len(n.adoptPending))
	for id, agentID := range n.adoptPending {
		list[id] = agentID
	}
	n.pendingMu.Unlock()
	for id, agentID := range list {
		n.adopt(ctx, id, agentID)
	}
}

func ownAgent(m *escrow.Market, agentID uint64) bool {
	for _, id := range m.AgentIDs() {
		if id == agentID {
			return true
		}
	}
	return false
}
