package erc8004

import (
	"context"
	"fmt"
)

// Mirror returns the hook reputation.Client runs after the requester's feedback for a settled
// bounty is recorded on our registry: the same score, on the canonical reputation registry,
// for the worker agent's linked canonical token. An agent without a (valid) link is skipped:
// it is not on the canonical registry. Nothing happens without a canonical reputation registry.
func (c *Client) Mirror(ours Ours) func(ctx context.Context, agentID, bountyID uint64, score uint8, tag string) error {
	return func(ctx context.Context, agentID, bountyID uint64, score uint8, tag string) error {
		if !c.cfg.Enabled() || c.cfg.Reputation == ([20]byte{}) {
			return nil
		}
		id, ok, err := c.Linked(ctx, ours, agentID)
		if err != nil {
			return err
		}
		if !ok {
			c.log.Debug("agent not on the canonical registry: no canonical feedback", "agent_id", agentID, "bounty", bountyID)
			return nil
		}
		if _, err := c.GiveFeedback(ctx, id, score, tag, ""); err != nil {
			return fmt.Errorf("bounty %d: %w", bountyID, err)
		}
		c.log.Info("feedback written on the canonical ERC-8004 registry", "agent_id", agentID, "canonical_id", id, "bounty", bountyID, "score", score)
		return nil
	}
}
