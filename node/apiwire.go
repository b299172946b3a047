package node

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/chat"
	"github.com/agentsite/agentsite/node/methods"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/web"
	"github.com/agentsite/agentsite/registry"
	"github.com/agentsite/agentsite/registry/discovery"
	"github.com/agentsite/agentsite/registry/index"
)

// startAPI serves the API: node/api's built-in methods over the runtime, the call client,
// discovery and chat, and node/methods' over the node's backend.
func (n *Node) startAPI(ctx context.Context) error {
	ms := methods.New(n.backend())
	deps := api.Deps{
		Local: runtime.Router{Runtime: n.rt, Normalize: registry.NormalizeTag}, Remote: n.caller(), Searcher: searcher{n}, Chat: chatAPI{n.chat},
		Status: ms.Status, Extra: ms.Table(), Identity: n.agentIdentity,
	}
	var err error
	if deps.Payments, err = n.x402Payments(ctx, nil); err != nil {
		return err
	}
	wcfg := web.DefaultConfig(n.token)
	wcfg.Metrics = n.metrics
	if err := wcfg.Validate(); err != nil {
		return err
	}
	deps.Web = func(inv api.Invoker) http.Handler { return web.New(wcfg, inv, n.log.With("component", "web")) }
	srv, err := api.New(n.cfg.apiConfig(n.token), deps, api.Options{Logger: n.log.With("component", "api"), Registry: n.metrics})
	if err != nil {
		return err
	}
	n.api = srv
	n.onClose(srv.Close)
	if err := srv.Start(ctx); err != nil {
		return apiListenError(n.cfg.apiConfig(n.token).Listen, err)
	}
	return n.writeAPIAddr(srv.Addr())
}

// searcher serves agent.search and agent.card from discovery.
type searcher struct{ n *Node }

func (s searcher) Search(ctx context.Context, q apitypes.SearchQuery) ([]apitypes.AgentSummary, error) {
	res, err := s.n.disc.Search(ctx, discovery.Query{Text: q.Query, Skill: q.Skill, Limit: q.Limit})
	if err != nil {
		return nil, err
	}
	out := make([]apitypes.AgentSummary, 0, len(res))
	for _, r := range res {
		// Agents without an active stake (never registered, unstaked, slashed below the
		// minimum) are dropped: cards already in the index may predate the change.
		if ok, err := s.n.oracle.Active(r.Entry.Card.Address()); err != nil || !ok {
			continue
		}
		sum := summary(r.Entry)
		sum.Score, sum.Reputation, sum.LastSeen = r.Score, r.Reputation, r.LastSeen
		sum.PaidBounties = s.n.oracle.PaidBounties(r.Entry.Card.Address())
		if r.Stake != nil {
			sum.Stake = r.Stake.String()
		}
		out = append(out, sum)
	}
	return out, nil
}

func (s searcher) Card(ctx context.Context, did string) (json.RawMessage, apitypes.AgentSummary, error) {
	addr, err := discovery.ParseAgent(did)
	if err != nil {
		return nil, apitypes.AgentSummary{}, api.InvalidParams(err)
	}
	e, err := s.n.disc.Card(ctx, addr)
	if err != nil || e == nil {
		return nil, apitypes.AgentSummary{}, fmt.Errorf("%w: %s (%v)", api.ErrNotFound, did, err)
	}
	b, err := json.Marshal(e.Card)
	sum := summary(*e)
	sum.LastSeen, _ = s.n.disc.LastSeen(e.Card)
	return b, sum, err
}

func summary(e index.Entry) apitypes.AgentSummary {
	c := e.Card
	s := apitypes.AgentSummary{DID: c.DID.String(), Name: c.Name, Description: c.Description, PeerID: c.Node.PeerID, Stake: c.Stake, Source: string(e.Source)}
	for _, sk := range c.Skills {
		s.Skills = append(s.Skills, sk.ID)
		s.Tags = append(s.Tags, sk.Tags...)
	}
	s.Price, s.PriceAmount, s.PriceToken = priceText(c.Price)
	if c.Price != nil {
		s.PricePer1kTokens = c.Price.Per1kTokens
	}
	return s
}

// maxAPIRooms caps the rooms the API joins (chat.read and chat.post join the room they name):
// each joined room is a GossipSub subscription with its goroutines and catch-up traffic.
const maxAPIRooms = 64

// errTooManyRooms: chat.read or chat.post named a new room while maxAPIRooms are joined.
var errTooManyRooms = errors.New("node: too many chat rooms joined")

// chatAPI serves chat.* from the chat service; reading or posting in a room joins it (both
// need the API token).
type chatAPI struct{ s *chat.Service }

func (c chatAPI) Rooms(context.Context) ([]string, error) { return c.s.Rooms(), nil }

func (c chatAPI) Read(_ context.Context, room string, since int64, limit int) ([]json.RawMessage, error) {
	if err := c.join(room); err != nil {
		return nil, err
	}
	envs, err := c.s.History(room, since, limit)
	if err != nil {
		return nil, err
	}
	out := make([]json.RawMessage, 0, len(envs))
	for _, e := range envs {
		b, err := json.Marshal(e)
		if err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	return out, nil
}

func (c chatAPI) Post(ctx context.Context, p apitypes.ChatPost) (json.RawMessage, error) {
	if err := c.join(p.Room); err != nil {
		return nil, err
	}
	e, err := c.s.Post(ctx, p.Room, chat.Draft{State: chat.State(p.State), Type: p.Type, TaskID: p.TaskID, TaskDesc: p.TaskDesc, Content: p.Content})
	if err != nil {
		return nil, api.InvalidParams(err)
	}
	return json.Marshal(e)
}

func (c chatAPI) join(room string) error {
	rooms := c.s.Rooms()
	for _, r := range rooms {
		if r == room {
			return nil
		}
	}
	if len(rooms) >= maxAPIRooms {
		return api.InvalidParams(fmt.Errorf("%w: %d, the limit", errTooManyRooms, len(rooms)))
	}
	if err := c.s.Join(room); err != nil && !strings.Contains(err.Error(), "already") {
		return api.InvalidParams(err)
	}
	return nil
}
