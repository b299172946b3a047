package agentids

import (
	"math/big"
	"slices"
	"strconv"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/registry"
)

// Hosted is what a hosted agent's card is made of: the agent as the runtime describes it, its
// DID, its node's peer id and addresses, and its on-chain id and stake once registered.
type Hosted struct {
	Info   runtime.AgentInfo
	DID    identity.DID
	PeerID string
	Addrs  []string
	// AgentID is the agent's on-chain id when Registered; Stake its stake, if read.
	AgentID    uint64
	Registered bool
	Stake      *big.Int
}

// Card builds the A2A-shaped card of a hosted agent (unsigned): reached over the call
// protocol on its node, its skills as Skills makes them, and its id and stake once registered.
func Card(h Hosted) *registry.Card {
	name := h.Info.Name
	c := &registry.Card{
		Name: name, Description: h.Info.Description, Version: h.Info.Version,
		DefaultInputModes: []string{"application/json"}, DefaultOutputModes: []string{"application/json"},
		DID:        h.DID,
		Node:       registry.NodeInfo{PeerID: h.PeerID, Addrs: h.Addrs},
		Interfaces: []registry.Interface{{URL: "libp2p://" + h.PeerID + "/" + name, Transport: "agentsite/call/1"}},
		Skills:     Skills(name, h.Info.Skills),
	}
	if c.Description == "" {
		c.Description = "AgentSite agent " + name
	}
	if h.Registered {
		c.AgentID = registry.AgentID(strconv.FormatUint(h.AgentID, 10))
		if h.Stake != nil {
			c.Stake = h.Stake.String()
		}
	}
	return c
}

// Skills turns a hosted agent's skills into card skills. A skill without a name is named by
// its id (cards require a name; the agent config says an empty name means the id); the agent's
// name and the skill id are tags too, so `--skill gofmt` finds the gofmt agent.
func Skills(agent string, skills []runtime.Skill) []registry.Skill {
	out := make([]registry.Skill, 0, len(skills))
	for _, s := range skills {
		tags := slices.Clone(s.Tags)
		tags = append(tags, s.ID, agent)
		for i := range tags {
			tags[i] = registry.NormalizeTag(tags[i])
		}
		slices.Sort(tags)
		name := s.Name
		if name == "" {
			name = s.ID
		}
		out = append(out, registry.Skill{ID: s.ID, Name: name, Description: s.Description, Tags: slices.Compact(tags)})
	}
	return out
}
