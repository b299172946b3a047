package api

import (
	"fmt"
	"time"
)

// Limits bound what a client, honest or not, can hold on the server: connections, slow bodies,
// idle sockets and sessions, and the A2A task store. These are local settings, not protocol
// constants: each default says why it was chosen.
type Limits struct {
	// HeaderTimeout bounds reading a request's headers. 3s: a local client sends them at once,
	// a remote one within a round trip or two; net/http has no default (a slow-loris holds the
	// connection forever). When the server is full such connections are closed first anyway.
	HeaderTimeout time.Duration `json:"headerTimeout"`
	// BodyTimeout bounds reading a request's body (MaxBody at most). 10s: a 1 MiB body over
	// loopback takes milliseconds; a slow body is a client holding a connection.
	BodyTimeout time.Duration `json:"bodyTimeout"`
	// WriteTimeout bounds each write of a response (every event of a stream gets its own
	// deadline, so long calls and MCP/A2A streams still work). 10s: a reader that takes longer
	// to accept a chunk is not reading.
	WriteTimeout time.Duration `json:"writeTimeout"`
	// IdleTimeout closes keep-alive connections with no request. 30s: a client that comes back
	// later dials again; when the server is full idle ones are closed first anyway.
	IdleTimeout time.Duration `json:"idleTimeout"`
	// BodyBytes bounds the request bodies held at once (while read and while their request is
	// served); a POST beyond it is refused (503). 64 MiB: 64 bodies of the largest size, where
	// MaxConns × MaxBody would be 256 MiB.
	BodyBytes int64 `json:"bodyBytes"`
	// MaxHeaderBytes bounds request headers. 64 KiB: net/http's default is 1 MiB; our clients
	// send a bearer token and a few standard headers.
	MaxHeaderBytes int `json:"maxHeaderBytes"`
	// MaxConns caps open connections (WebSockets and streams included). A new connection
	// beyond it closes the oldest one serving no request (headers unfinished, or an idle
	// keep-alive) of the client holding the most, and waits only when all are serving requests.
	// 256: the CLI, a web app and a few MCP or A2A clients use a handful.
	MaxConns int `json:"maxConns"`
	// MaxConnsPerClient caps the connections of one client: one IPv4 address, one IPv6 /64,
	// and every loopback address together (the operator's own clients among them). A new one
	// beyond it closes that client's oldest connection serving no request, as MaxConns does.
	// 192: above WSAnon + MCPSessions + AnonRequests (what strangers may hold open for long),
	// so that the operator's next connection always finds a place or one to take.
	MaxConnsPerClient int `json:"maxConnsPerClient"`
	// AnonRequests caps the token-less requests to /rpc, /mcp and A2A served at once (their
	// bodies read included); one more is refused (503) before its body is read. Requests with
	// the token are not counted: strangers cannot delay the operator or the node's own market
	// work. 4: a stranger's request is a quick read or one agent task, mostly CPU (a 200 KiB A2A
	// message is parsed, stored and answered); 4 at once already keep 2 cores busy, and more
	// only slow every request in the process (BenchmarkOwnerUnderFlood: the operator's call
	// waited p50 ~1.1 s under a flood with 16, ~0.15 s with 4). A2A tasks that run on after
	// their request are bounded by A2AExecutions.
	AnonRequests int `json:"anonRequests"`
	// WSPing is the WebSocket ping interval; a peer that sends nothing, not even a pong, for
	// twice this long is dropped. 30s.
	WSPing time.Duration `json:"wsPing"`
	// WSIdle closes a WebSocket with no request in flight and none received for this long.
	// 10m: a web app reconnects; an idle socket must not live forever.
	WSIdle time.Duration `json:"wsIdle"`
	// WSAnon caps the WebSockets open without the token; one more is refused (503), so that
	// strangers cannot take every connection from the operator. 64.
	WSAnon int `json:"wsAnon"`
	// MCPSessions caps open MCP sessions; a new session beyond it is refused (503) unless it
	// comes with the token (the operator's clients are never locked out). 64.
	MCPSessions int `json:"mcpSessions"`
	// MCPSessionIdle closes an MCP session that sent no request for this long. 10m.
	MCPSessionIdle time.Duration `json:"mcpSessionIdle"`
	// A2AMaxBody bounds an A2A request body (a message), and a body of a hosted agent's plain
	// call route, in bytes; at most MaxBody. 256 KiB:
	// A2A is open to strangers, and an agent's input is rarely larger.
	A2AMaxBody int64 `json:"a2aMaxBody"`
	// A2ATasks caps the tasks the A2A task store keeps; the oldest finished tasks are evicted
	// first, and a new task is refused when all are still running. 1000.
	A2ATasks int `json:"a2aTasks"`
	// A2ATaskBytes caps the encoded size of all stored A2A tasks, with the same eviction.
	// 32 MiB: the store is the only A2A state that outlives a request.
	A2ATaskBytes int64 `json:"a2aTaskBytes"`
	// A2AExecutions caps the A2A tasks running at once per hosted agent. 8.
	A2AExecutions int `json:"a2aExecutions"`
	// A2ARate is the sustained token-less requests per second allowed per client to the hosted
	// agents' A2A and call routes and to stateless MCP (clientKey:
	// all loopback addresses are one client, IPv6 counts by /64), with bursts of A2ABurst.
	// 20/s, burst 40: an agent calling another one does not need more.
	A2ARate  float64 `json:"a2aRate"`
	A2ABurst int     `json:"a2aBurst"`
}

// DefaultLimits are the limits explained on each field of Limits.
func DefaultLimits() Limits {
	return Limits{
		HeaderTimeout: 3 * time.Second, BodyTimeout: 10 * time.Second, WriteTimeout: 10 * time.Second,
		IdleTimeout: 30 * time.Second, BodyBytes: 64 << 20, MaxHeaderBytes: 64 << 10,
		MaxConns: 256, MaxConnsPerClient: 192, AnonRequests: 4,
		WSPing: 30 * time.Second, WSIdle: 10 * time.Minute, WSAnon: 64,
		MCPSessions: 64, MCPSessionIdle: 10 * time.Minute,
		A2AMaxBody: 256 << 10, A2ATasks: 1000, A2ATaskBytes: 32 << 20, A2AExecutions: 8, A2ARate: 20, A2ABurst: 40,
	}
}

// Validate checks that every limit is set.
func (l Limits) Validate() error {
	for name, d := range map[string]time.Duration{
		"headerTimeout": l.HeaderTimeout, "bodyTimeout": l.BodyTimeout, "writeTimeout": l.WriteTimeout,
		"idleTimeout": l.IdleTimeout, "wsPing": l.WSPing, "wsIdle": l.WSIdle, "mcpSessionIdle": l.MCPSessionIdle,
	} {
		if d <= 0 {
			return fmt.Errorf("%w: limits.%s must be positive", ErrBadConfig, name)
		}
	}
	if l.MaxHeaderBytes < 4096 || l.BodyBytes < l.A2AMaxBody || l.MaxConns < 1 || l.WSAnon < 1 || l.MCPSessions < 1 || l.A2AMaxBody < 1024 ||
		l.A2ATasks < 1 || l.A2ATaskBytes < l.A2AMaxBody || l.A2AExecutions < 1 || l.A2ARate <= 0 || l.A2ABurst < 1 {
		return fmt.Errorf("%w: limits: maxHeaderBytes >= 4096, a2aMaxBody >= 1024, bodyBytes >= a2aMaxBody, a2aTaskBytes >= a2aMaxBody, and every cap and rate positive", ErrBadConfig)
	}
	if l.AnonRequests < 1 || l.MaxConnsPerClient > l.MaxConns || l.WSAnon+l.MCPSessions+l.AnonRequests >= l.MaxConnsPerClient {
		return fmt.Errorf("%w: limits: anonRequests >= 1 and wsAnon + mcpSessions + anonRequests < maxConnsPerClient <= maxConns (strangers must not fill the operator's share of connections)", ErrBadConfig)
	}
	return nil
}
