package api

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/registry/regfile"
)

// ErrNotFound is what a Searcher returns for an unknown agent (mapped to CodeUnknownAgent).
var ErrNotFound = errors.New("api: not found")

// Local is the node's agent runtime; *runtime.Runtime satisfies it.
type Local interface {
	Call(ctx context.Context, agent, skill string, input json.RawMessage, progress runtime.ProgressFunc) (json.RawMessage, error)
	Names() []string
	Info(ctx context.Context, name string) (runtime.AgentInfo, error)
}

// Remote calls agents hosted on other nodes; *call.Client satisfies it.
type Remote interface {
	Call(ctx context.Context, p peer.ID, agent, skill string, input json.RawMessage, onProgress runtime.ProgressFunc) (json.RawMessage, error)
}

var (
	_ Local  = (*runtime.Runtime)(nil)
	_ Remote = (*call.Client)(nil)
)

// Searcher finds agents on the network (implemented over the registry by the node assembler).
type Searcher interface {
	// Search returns matching agents, best first.
	Search(ctx context.Context, q apitypes.SearchQuery) ([]apitypes.AgentSummary, error)
	// Card returns the signed agent card of did as JSON, with its summary; ErrNotFound if unknown.
	Card(ctx context.Context, did string) (json.RawMessage, apitypes.AgentSummary, error)
}

// ChatService is AgentChat as the API needs it (implemented by node/chat via the assembler).
// Messages travel as JSON (the chat envelope) so the API does not depend on its Go type.
type ChatService interface {
	Rooms(ctx context.Context) ([]string, error)
	// Read returns up to limit messages of room with ts >= sinceMs (unix ms), oldest first.
	Read(ctx context.Context, room string, sinceMs int64, limit int) ([]json.RawMessage, error)
	// Post signs and publishes a message; it returns the envelope as sent.
	Post(ctx context.Context, p apitypes.ChatPost) (json.RawMessage, error)
}

// StatusFunc reports the node's status (peer id, DID, addresses, peers, chain...) as a JSON-able
// value.
type StatusFunc func(ctx context.Context) any

// Deps are the parts of the node the API serves. Local is required; the others may be nil,
// and then their methods answer CodeMethodNotFound ("not available on this node").
type Deps struct {
	Local    Local
	Remote   Remote
	Searcher Searcher
	Chat     ChatService
	Status   StatusFunc
	// Extra are further methods of /rpc (bounties, stake, DIDs) registered by the node.
	Extra map[string]Method
	// Identity tells a hosted agent's identity for its ERC-8004 registration file and the AI
	// catalog; nil leaves the DID and registrations out of them.
	Identity func(ctx context.Context, name string) (AgentIdentity, error)
	// Web builds the web app served at "/" (behind the same guard and limits) from the
	// server's in-process Invoker; nil serves none.
	Web func(Invoker) http.Handler
	// Payments sells priced hosted agents' calls over x402 (x402.go); nil: every agent is free.
	Payments *Payments
}

// Method is an extra JSON-RPC method. Auth: it signs or spends, so it needs the API token.
// Run returns the result, an error made with InvalidParams for bad input, or another error
// (mapped like the built-in methods' errors).
type Method struct {
	Auth bool
	Run  func(ctx context.Context, params json.RawMessage) (any, error)
}

// AgentIdentity is who a hosted agent is beyond what the runtime knows.
type AgentIdentity struct {
	// DID is the agent's DID; PeerID its node's libp2p peer id.
	DID, PeerID string
	// Registrations are the registries the agent is registered in (none before it is).
	Registrations []regfile.Registration
	// X402 tells whether the agent takes x402 payments over HTTP.
	X402 bool
}
