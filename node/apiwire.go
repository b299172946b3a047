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
	"github.com/agentsite/agentsite/node/payments"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/web"
	"github.com/agentsite/agentsite/registry"
)

// startAPI serves the API: node/api's built-in methods over the runtime, the call client,
// discovery and chat, and node/methods' over the node's backend.
func (n *Node) startAPI(ctx context.Context) error {
	ms := methods.New(n.backend())
	deps := api.Deps{
		Local: runtime.Router{Runtime: n.rt, Normalize: registry.NormalizeTag}, Remote: n.caller(), Searcher: n.search, Chat: chatAPI{n.chat},
		Status: ms.Status, Extra: ms.Table(), Identity: n.agentIdentity,
	}
	var err error
	if deps.Payments, err = payments.X402(ctx, n.dep, n.sender, payments.CardPrices{Runtime: n.rt}, nil, n.log.With("component", "x402")); err != nil {
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
