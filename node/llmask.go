package node

import (
	"context"
	"errors"

	"github.com/agentsite/agentsite/node/auction"
	"github.com/agentsite/agentsite/node/runtime/llm"
	"github.com/agentsite/agentsite/node/team"
)

var (
	_ llm.Asker  = llmMarket{}
	_ team.Asker = nodeAsker{}
)

// nodeAsker runs auctions through the node's auction service for the llm agents' ask_agents
// and the team tasks a plan settles by auction. The service starts after the runtime and the
// team engine, so it is looked up at each ask; the caller has checked the max price against
// its budget.
type nodeAsker struct{ n *Node }

func (a nodeAsker) Ask(ctx context.Context, r auction.Request) (auction.Result, error) {
	if a.n.auction == nil {
		return auction.Result{}, errors.New("auctions are not running on this node")
	}
	return a.n.auction.Ask(ctx, r)
}

// Ask runs an llm agent's ask_agents (llm.Asker).
func (m llmMarket) Ask(ctx context.Context, r auction.Request) (auction.Result, error) {
	return nodeAsker{m.n}.Ask(ctx, r)
}
