package erc8004

import (
	"context"
	"fmt"

	"github.com/agentsite/agentsite/registry/onchain"
)

// Ours is our AgentRegistry as the canonical registration needs it; *onchain.Client.
type Ours interface {
	Agent(ctx context.Context, agentID uint64) (onchain.Agent, error)
	Metadata(ctx context.Context, agentID uint64, key string) ([]byte, error)
	SetMetadata(ctx context.Context, agentID uint64, key string, value []byte) error
}

var _ Ours = (*onchain.Client)(nil)

// Register mints our agent ourID on the canonical registry with uri and links it (LinkKey in
// our registry's metadata), after our registration: that one stands whatever happens here.
// It is safe to run again after any failure, and does only what is missing:
//   - a link already there to a token the agent's owner owns: nothing to do;
//   - a token this account minted with uri in the last LookbackBlocks blocks but never linked
//     (the link transaction failed, or the process died in between): linked, not minted again;
//   - otherwise: minted, then linked.
//
// A URI over MaxURIBytes is refused before any transaction (ErrURITooBig); a canonical
// registry that reverts gives ErrMint with its reason; a link that fails gives ErrLink with
// the canonical id (the next run links it).
func (c *Client) Register(ctx context.Context, ours Ours, ourID uint64, uri string) (uint64, error) {
	if !c.cfg.Enabled() {
		return 0, ErrNoCanonical
	}
	if len(uri) > c.cfg.maxURI() {
		return 0, fmt.Errorf("%w: %d bytes, at most %d", ErrURITooBig, len(uri), c.cfg.maxURI())
	}
	if id, ok, err := c.Linked(ctx, ours, ourID); err != nil || ok {
		return id, err
	}
	id, found, err := c.FindMint(ctx, uri)
	if err != nil {
		return 0, err
	}
	if !found {
		if id, err = c.Mint(ctx, uri); err != nil {
			return 0, fmt.Errorf("agent %d stays registered on our registry: %w", ourID, err)
		}
		if err := c.held(ctx, id, uri); err != nil {
			return 0, fmt.Errorf("agent %d stays registered on our registry: %w", ourID, err)
		}
		c.log.Info("minted agent on the canonical ERC-8004 registry", "agent_id", ourID, "canonical_id", id, "registry", c.cfg.Identity.Hex())
	}
	if err := ours.SetMetadata(ctx, ourID, LinkKey, EncodeLink(c.cfg.Identity, id)); err != nil {
		return id, fmt.Errorf("%w: canonical agent %d for agent %d (run again to link it): %w", ErrLink, id, ourID, err)
	}
	return id, nil
}

// Linked reads our agent's link and checks it: ok when it names a token of the configured
// canonical registry that the agent's owner owns. A link to another registry is not ours to
// judge (ok false); one to a token of someone else is ErrForeignLink.
func (c *Client) Linked(ctx context.Context, ours Ours, ourID uint64) (uint64, bool, error) {
	v, err := ours.Metadata(ctx, ourID, LinkKey)
	if err != nil {
		return 0, false, fmt.Errorf("erc8004: read link of agent %d: %w", ourID, err)
	}
	reg, id, ok, err := DecodeLink(v)
	if err != nil || !ok || reg != c.cfg.Identity {
		return 0, false, err
	}
	a, err := ours.Agent(ctx, ourID)
	if err != nil {
		return 0, false, err
	}
	t, err := c.Token(ctx, id)
	if err != nil {
		return 0, false, fmt.Errorf("erc8004: linked canonical agent %d: %w", id, err)
	}
	if t.Owner != a.Owner {
		return 0, false, fmt.Errorf("%w: canonical agent %d is owned by %s, agent %d by %s", ErrForeignLink, id, t.Owner.Hex(), ourID, a.Owner.Hex())
	}
	return id, true, nil
}
