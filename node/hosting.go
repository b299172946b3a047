package node

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/agentids"
	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/node/chat"
	"github.com/agentsite/agentsite/node/funds"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/runtime/llm"
	"github.com/agentsite/agentsite/registry"
)

// registerAgents registers, with the stake its market policy names, every hosted agent that is
// not registered yet, makes the agent's own key its wallet, and remembers the id. The node's
// account must hold the stake tokens (and ETH for gas).
func (n *Node) registerAgents(ctx context.Context) error {
	n.ids = agentids.New(n.reg, n.index, n.disc, n.db, n.nodeKey.Address(), n.dep.ChainID, n.log).WithURI(n.agentURI)
	n.ids.RetryURIs(ctx) // a data URI's rewrite a failure or a crash left owed
	var todo []MarketPolicy
	need := new(big.Int)
	for _, p := range n.cfg.Market {
		if id, ok := n.ids.Stored(p.Agent); ok {
			n.agentIDs[p.Agent] = id
			continue
		}
		if p.Stake == nil {
			continue
		}
		todo = append(todo, p)
		if _, adopted := n.ids.RegisteredBefore(ctx, p.Agent, n.agentKeys[p.Agent]); !adopted {
			need.Add(need, p.Stake.Int())
		}
	}
	if len(todo) == 0 {
		return nil
	}
	short := func(ctx context.Context) (string, error) { return agentsAPI{n}.FundsShort(ctx, need, len(todo)) }
	if err := funds.Wait(ctx, n.nodeKey.Address(), short, n.log); err != nil {
		return err
	}
	for _, p := range todo {
		if _, err := n.registerAgent(ctx, p.Agent, p.Stake.Int()); err != nil {
			return err
		}
	}
	return nil
}

// registerAgent registers a hosted agent on chain with stake from the node account
// (agentids.Book.Register) and keeps its id.
func (n *Node) registerAgent(ctx context.Context, name string, stake *big.Int) (uint64, error) {
	id, err := n.ids.Register(ctx, name, n.agentKeys[name], stake)
	if err != nil {
		return 0, err
	}
	n.agentIDs[name] = id
	return id, nil
}

// publishCards signs each hosted agent's card with its key and publishes it.
func (n *Node) publishCards(ctx context.Context) error {
	var unregistered []string
	for _, name := range n.rt.Names() {
		card, err := n.card(ctx, name)
		if err != nil {
			return err
		}
		err = n.disc.Publish(ctx, card, n.agentKeys[name])
		switch {
		case err == nil:
		case errors.Is(err, registry.ErrCardInvalid):
			return fmt.Errorf("agent %q: its card is invalid, so no one could find it (fix the agent's config): %w", name, err)
		case card.AgentID == "":
			unregistered = append(unregistered, name)
		default:
			n.log.Warn("card published locally; the network gets it on the next republish", "agent", name, "err", err)
		}
	}
	logUnregistered(ctx, n.log, unregistered, n.cfg.Market)
	return nil
}

// logUnregistered says in one line which hosted agents are not registered on chain. The
// config chose that for an agent without a market policy (it serves calls to this node
// only): info. One with a market policy was meant to take bounties: a warning, its own line.
func logUnregistered(ctx context.Context, log *slog.Logger, names []string, market []MarketPolicy) {
	withPolicy := map[string]bool{}
	for _, p := range market {
		withPolicy[p.Agent] = true
	}
	var local []string
	for _, name := range names {
		if !withPolicy[name] {
			local = append(local, name)
		}
	}
	if len(local) > 0 {
		log.InfoContext(ctx, "agents not registered on chain, by config (no market policy): only this node lists them; "+
			"register one with `agentsite agent register <name> --stake <amount>`", "agents", strings.Join(local, ","))
	}
}

// agentURI is the on-chain URI of hosted agent name at registration (agentids.AgentURI): its
// registration file's URL when api.publicUrl is a public HTTPS address, else the file, naming
// the id the agent is about to get.
func (n *Node) agentURI(ctx context.Context, name string, key *identity.Key) (string, error) {
	info, err := n.rt.Info(ctx, name)
	if err != nil {
		return "", err
	}
	h := agentids.Hosted{Info: info, DID: key.DID(n.dep.ChainID), PeerID: n.host.ID().String()}
	return agentids.AgentURI(h, n.cfg.API.PublicURL, agentids.NextRegistrations(ctx, n.reg, n.dep.ChainID, n.cfg.API.PublicURL))
}

// agentIdentity tells the API hosted agent name's DID, peer id and registration in the
// agent registry, for its registration file and the AI catalog.
func (n *Node) agentIdentity(_ context.Context, name string) (api.AgentIdentity, error) {
	k, ok := n.agentKeys[name]
	if !ok {
		return api.AgentIdentity{}, fmt.Errorf("%w: agent %q", api.ErrNotFound, name)
	}
	id := api.AgentIdentity{DID: k.DID(n.dep.ChainID).String(), PeerID: n.host.ID().String()}
	if n.ids != nil && n.reg != nil {
		if aid, ok := n.ids.Stored(name); ok {
			id.Registrations = append(id.Registrations, agentids.Registration(n.dep.ChainID, n.reg.Address(), aid))
			id.Registrations = append(id.Registrations, agentids.CanonicalRegistration(n.canon, n.index, n.dep.ChainID, aid)...)
		}
	}
	return id, nil
}

// card builds the A2A-shaped card of a hosted agent (agentids.Card), with its stake as the
// registry has it now.
func (n *Node) card(ctx context.Context, name string) (*registry.Card, error) {
	info, err := n.rt.Info(ctx, name)
	if err != nil {
		return nil, err
	}
	h := agentids.Hosted{Info: info, DID: n.agentKeys[name].DID(n.dep.ChainID), PeerID: n.host.ID().String()}
	for _, a := range n.host.Addrs() {
		h.Addrs = append(h.Addrs, a.String())
	}
	if h.AgentID, h.Registered = n.agentIDs[name]; h.Registered {
		if a, err := n.reg.Agent(ctx, h.AgentID); err == nil {
			h.Stake = a.Stake
		}
	}
	c := agentids.Card(h)
	c.Price = n.pay.CardPrice(name)
	return c, nil
}

// policies turns the config's market section into escrow policies for registered agents.
func (n *Node) policies(ctx context.Context) []escrow.Policy {
	var out []escrow.Policy
	for _, p := range n.cfg.Market {
		id, ok := n.agentIDs[p.Agent]
		if !ok {
			n.log.Warn("agent has a market policy but is not registered on chain: it takes no bounties", "agent", p.Agent)
			continue
		}
		skills := p.Skills
		if len(skills) == 0 {
			skills = append(skills, p.Agent)
			if info, err := n.rt.Info(ctx, p.Agent); err == nil {
				for _, s := range info.Skills {
					skills = append(skills, s.ID)
					skills = append(skills, s.Tags...)
				}
			}
		}
		out = append(out, p.Escrow(id, skills))
	}
	return out
}

// runner adapts the agent runtime to the market. progress, if set, receives the reports of an
// agent working a bounty (the node tells the bounty's team room).
type runner struct {
	rt       *runtime.Runtime
	progress func(ctx context.Context, bountyID uint64, p runtime.Progress)
}

func (r runner) Call(ctx context.Context, agent, skill string, input json.RawMessage, progress func(done, total float64, msg string)) (json.RawMessage, error) {
	var pf runtime.ProgressFunc
	if progress != nil {
		pf = func(p runtime.Progress) { progress(p.Progress, p.Total, p.Message) }
	}
	if b, ok := escrow.TaskOf(ctx); ok { // an llm agent may spend the bounty's reward on sub-tasks
		budget := llm.Budget{Amount: b.Amount, Parent: b.ID, Until: b.Until}
		if b.Token != escrow.NativeToken {
			budget.Token = b.Token.Hex()
		}
		ctx = llm.WithBudget(ctx, budget)
		if pf == nil && r.progress != nil {
			id := b.ID
			pf = func(p runtime.Progress) { r.progress(ctx, id, p) }
		}
	}
	return r.rt.Call(ctx, agent, r.skillID(ctx, agent, skill), input, pf)
}

// answer runs an agent's default skill for chat (chat.AgentCall).
func (r runner) answer(ctx context.Context, agent string, input json.RawMessage) (json.RawMessage, error) {
	return r.Call(ctx, agent, "", input, nil)
}

// workProgress tells the team room of a bounty this node's agent works what the agent reports.
func (n *Node) workProgress(ctx context.Context, bountyID uint64, p runtime.Progress) {
	if m := n.market.Load(); m != nil {
		if j, ok := m.Job(bountyID); ok {
			n.work.Progress(ctx, j, p.Progress, p.Total, p.Message)
		}
	}
}

// skillID maps what a bounty asks for (a skill id, a tag, or the agent's name) to the id of
// the agent's skill that serves it, the first skill when nothing matches.
func (r runner) skillID(ctx context.Context, agent, want string) string {
	info, err := r.rt.Info(ctx, agent)
	if err != nil || len(info.Skills) == 0 {
		return want
	}
	if id, ok := runtime.ResolveSkill(info, agent, want, registry.NormalizeTag); ok {
		return id
	}
	return info.Skills[0].ID
}

// chatMembers tells chat's members from strangers (chat.StakedMembers): this node's own keys
// and the registered agents with at least the minimum stake, as the chain index knows them.
func (n *Node) chatMembers() chat.StakedMembers {
	local := map[common.Address]bool{n.nodeKey.Address(): true}
	for _, k := range n.agentKeys {
		local[k.Address()] = true
	}
	return chat.StakedMembers{Local: local, Staked: n.oracle.Active}
}
