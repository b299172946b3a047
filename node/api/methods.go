package api

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/escrow/x402"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/runtime"
)

// Method names of /rpc.
var methods = map[string]method{
	"node.status":  {run: nodeStatus},
	"agent.list":   {run: agentList},
	"agent.search": {run: agentSearch},
	"agent.card":   {run: agentCard},
	"agent.call":   {auth: true, run: agentCall},
	"chat.rooms":   {run: chatRooms},
	"chat.read":    {auth: true, run: chatRead}, // reading joins the room: not for strangers
	"chat.post":    {auth: true, run: chatPost},
}

var errNotAvailable = call.Errorf(call.CodeMethodNotFound, "not available on this node")

func nodeStatus(ctx context.Context, s *Server, params json.RawMessage, _ *rpcCtx) (any, error) {
	if err := decodeParams(params, &struct{}{}); err != nil {
		return nil, err
	}
	out := map[string]any{"agents": s.infos(ctx)}
	if s.deps.Status != nil {
		out["node"] = s.deps.Status(ctx)
	}
	return out, nil
}

func agentList(ctx context.Context, s *Server, params json.RawMessage, _ *rpcCtx) (any, error) {
	if err := decodeParams(params, &struct{}{}); err != nil {
		return nil, err
	}
	return s.infos(ctx), nil
}

func (s *Server) infos(ctx context.Context) []runtime.AgentInfo {
	var out []runtime.AgentInfo
	for _, n := range s.deps.Local.Names() {
		if info, err := s.deps.Local.Info(ctx, n); err == nil {
			out = append(out, info)
		}
	}
	return out
}

func agentSearch(ctx context.Context, s *Server, params json.RawMessage, _ *rpcCtx) (any, error) {
	var q apitypes.SearchQuery
	if err := decodeParams(params, &q); err != nil {
		return nil, err
	}
	return s.search(ctx, q)
}

// search asks the Searcher, or, on a node without one, matches the local agents.
func (s *Server) search(ctx context.Context, q apitypes.SearchQuery) ([]apitypes.AgentSummary, error) {
	if q.Limit < 0 || q.Limit > 1000 {
		return nil, paramsError{fmt.Errorf("limit must be 0..1000")}
	}
	if q.Limit == 0 {
		q.Limit = 20
	}
	if s.deps.Searcher != nil {
		return s.deps.Searcher.Search(ctx, q)
	}
	out := []apitypes.AgentSummary{}
	for _, info := range s.infos(ctx) {
		sum := apitypes.AgentSummary{Name: info.Name, Description: info.Description, Local: true}
		text := strings.ToLower(info.Name + " " + info.Description)
		for _, sk := range info.Skills {
			sum.Skills = append(sum.Skills, sk.ID)
			sum.Tags = append(sum.Tags, sk.Tags...)
			text += " " + strings.ToLower(sk.ID+" "+sk.Name+" "+sk.Description+" "+strings.Join(sk.Tags, " "))
		}
		if q.Skill != "" && !slices.Contains(sum.Skills, q.Skill) && !slices.Contains(sum.Tags, q.Skill) {
			continue
		}
		if q.Query != "" && !strings.Contains(text, strings.ToLower(q.Query)) {
			continue
		}
		out = append(out, sum)
		if len(out) == q.Limit {
			break
		}
	}
	return out, nil
}

type cardParams struct {
	DID  string `json:"did,omitempty"`
	Name string `json:"name,omitempty"`
}

func agentCard(ctx context.Context, s *Server, params json.RawMessage, _ *rpcCtx) (any, error) {
	var p cardParams
	if err := decodeParams(params, &p); err != nil {
		return nil, err
	}
	switch {
	case (p.DID == "") == (p.Name == ""):
		return nil, paramsError{fmt.Errorf("give exactly one of did (any agent) or name (a local agent)")}
	case p.Name != "":
		return s.a2aCard(ctx, p.Name)
	case s.deps.Searcher == nil:
		return nil, errNotAvailable
	}
	card, _, err := s.deps.Searcher.Card(ctx, p.DID)
	if err != nil {
		return nil, err
	}
	return card, nil
}

func agentCall(ctx context.Context, s *Server, params json.RawMessage, rc *rpcCtx) (any, error) {
	var p apitypes.AgentCallParams
	if err := decodeParams(params, &p); err != nil {
		return nil, err
	}
	var progress runtime.ProgressFunc
	if rc.progress != nil {
		id := rc.id
		progress = func(pr runtime.Progress) { rc.progress(id, pr) }
	}
	out, err := s.call(ctx, p, progress)
	if err != nil {
		return nil, err
	}
	return out, nil
}

// call routes a call to the local runtime or to a remote node.
func (s *Server) call(ctx context.Context, p apitypes.AgentCallParams, progress runtime.ProgressFunc) (json.RawMessage, error) {
	if p.Skill == "" || p.TimeoutMs < 0 {
		return nil, paramsError{fmt.Errorf("skill is required and timeoutMs must not be negative")}
	}
	if len(p.Input) > 0 && !json.Valid(p.Input) {
		return nil, paramsError{fmt.Errorf("input is not JSON")}
	}
	if p.MaxPrice != "" {
		max, ok := new(big.Int).SetString(p.MaxPrice, 10)
		if !ok || max.Sign() < 0 {
			return nil, paramsError{fmt.Errorf("maxPrice %q is not a decimal amount of base units", p.MaxPrice)}
		}
		switch tok := p.MaxPriceToken; {
		case tok == "":
			ctx = call.WithMaxPrice(ctx, max)
		case tok == "ETH":
			ctx = call.WithMaxPriceIn(ctx, max, common.Address{})
		case common.IsHexAddress(tok):
			ctx = call.WithMaxPriceIn(ctx, max, common.HexToAddress(tok))
		default:
			return nil, paramsError{fmt.Errorf("maxPriceToken %.50q is neither ETH nor an address", tok)}
		}
	}
	timeout := time.Duration(s.cfg.CallTimeout)
	if asked := time.Duration(p.TimeoutMs) * time.Millisecond; p.TimeoutMs > 0 && (asked > timeout || !x402.PaidRun(ctx)) {
		// A paid run's payer may lengthen its bound, not shorten it (review rv4b, finding 3).
		timeout = asked
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	start := time.Now()
	route := "local"
	var out json.RawMessage
	var err error
	switch {
	case p.Peer == "" && p.DID == "":
		if p.Agent == "" {
			return nil, paramsError{fmt.Errorf("agent is required for a local call")}
		}
		out, err = s.deps.Local.Call(ctx, p.Agent, p.Skill, p.Input, progress)
	default:
		route = "remote"
		out, err = s.callRemote(ctx, p, progress)
	}
	s.metrics.call(route, time.Since(start), err)
	return out, err
}

func (s *Server) callRemote(ctx context.Context, p apitypes.AgentCallParams, progress runtime.ProgressFunc) (json.RawMessage, error) {
	if s.deps.Remote == nil {
		return nil, errNotAvailable
	}
	target, agent := p.Peer, p.Agent
	var card *apitypes.AgentSummary // the agent's signed card, which bounds the price
	if p.DID != "" {
		if s.deps.Searcher == nil {
			return nil, errNotAvailable
		}
		_, sum, err := s.deps.Searcher.Card(ctx, p.DID)
		if err != nil {
			return nil, err
		}
		card = &sum
		if target == "" {
			target = sum.PeerID
		}
		if agent == "" {
			agent = sum.Name
		}
	}
	pid, err := peer.Decode(target)
	if err != nil {
		return nil, paramsError{fmt.Errorf("peer %q: %v", target, err)}
	}
	if agent == "" {
		return nil, paramsError{fmt.Errorf("agent is required")}
	}
	if _, capped := call.MaxPriceFrom(ctx); card == nil && !capped {
		if card, err = s.heldCard(ctx, target, agent); err != nil {
			return nil, err
		}
	}
	ctx, bound := capByCard(ctx, card)
	out, err := s.deps.Remote.Call(ctx, pid, agent, p.Skill, p.Input, progress)
	if bound {
		err = cardPriceError(card, err)
	}
	return out, err
}

func chatRooms(ctx context.Context, s *Server, params json.RawMessage, _ *rpcCtx) (any, error) {
	if err := decodeParams(params, &struct{}{}); err != nil {
		return nil, err
	}
	if s.deps.Chat == nil {
		return nil, errNotAvailable
	}
	return s.deps.Chat.Rooms(ctx)
}

func chatRead(ctx context.Context, s *Server, params json.RawMessage, _ *rpcCtx) (any, error) {
	var p apitypes.ChatReadParams
	if err := decodeParams(params, &p); err != nil {
		return nil, err
	}
	return s.chatRead(ctx, p)
}

func (s *Server) chatRead(ctx context.Context, p apitypes.ChatReadParams) ([]json.RawMessage, error) {
	if p.Room == "" || p.Limit < 0 || p.Limit > 1000 || p.SinceMs < 0 {
		return nil, paramsError{fmt.Errorf("room is required, limit 0..1000, since >= 0")}
	}
	if s.deps.Chat == nil {
		return nil, errNotAvailable
	}
	if p.Limit == 0 {
		p.Limit = 100
	}
	msgs, err := s.deps.Chat.Read(ctx, p.Room, p.SinceMs, p.Limit)
	if msgs == nil && err == nil {
		msgs = []json.RawMessage{}
	}
	return msgs, err
}

func chatPost(ctx context.Context, s *Server, params json.RawMessage, _ *rpcCtx) (any, error) {
	var p apitypes.ChatPost
	if err := decodeParams(params, &p); err != nil {
		return nil, err
	}
	return s.chatPost(ctx, p)
}

func (s *Server) chatPost(ctx context.Context, p apitypes.ChatPost) (json.RawMessage, error) {
	if p.Room == "" || p.Content == "" {
		return nil, paramsError{fmt.Errorf("room and content are required")}
	}
	if s.deps.Chat == nil {
		return nil, errNotAvailable
	}
	return s.deps.Chat.Post(ctx, p)
}
