package marketnet

import (
	"strconv"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
)

// SkilledAgents lists the agent ids written on the cards that offer skill, at most max of
// them (the card index's search). An id is as the card has it: one that is not a number names
// no registered agent.
type SkilledAgents func(skill string, max int) (agentIDs []string, err error)

// CardRivals is the Rivals of the claim intents' draw read from this node's indexes: the
// owners (owner, the chain index) of the agents whose cards (cards) offer the skill, the
// requester excluded. More than limit cards makes the list incomplete. A card whose agent id
// is not a number, or whose agent the chain index does not know, is skipped: an unregistered
// agent cannot claim.
func CardRivals(cards SkilledAgents, owner AgentOwner) Rivals {
	return func(b escrow.Bounty, skill string, limit int) ([]common.Address, bool, error) {
		ids, err := cards(skill, limit+1)
		if err != nil || len(ids) > limit {
			return nil, false, err
		}
		out := make([]common.Address, 0, len(ids))
		for _, s := range ids {
			id, err := strconv.ParseUint(s, 10, 64)
			if err != nil {
				continue // no agent id: not registered
			}
			a, found, err := owner(id)
			if err != nil {
				return nil, false, err
			}
			if found && a != b.Requester {
				out = append(out, a)
			}
		}
		return out, true, nil
	}
}
