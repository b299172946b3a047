package node

import (
	"context"
	"errors"

	"github.com/agentsite/agentsite/node/auction"
	"github.com/agentsite/agentsite/node/runtime/llm"
)

var _ llm.Asker = llmMarket{}

// Ask runs an llm agent's ask_agents through the node's auction service (started after the
// runtime, so it is looked up at the call); the agent has checked the max price against its
// task's budget.
func (m llmMarket) Ask(ctx context.Context, r auction.Request) (auction.Result, error) {
	if m.n.auction == nil {
		return auction.Result{}, errors.New("auctions are not running on this node")
	}
	return m.n.auction.Ask(ctx, r)
}
