package api

import (
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/gorilla/websocket"
)

// WebSocket subprotocols. A browser cannot set Authorization on a WebSocket, and the token never
// goes in the URL: a page offers wsProtocol and wsTokenPrefix+token, and the server answers with
// wsProtocol.
const (
	wsProtocol    = "agentsite.jsonrpc"
	wsTokenPrefix = "agentsite.token."
)

func isWebSocket(r *http.Request) bool {
	return strings.EqualFold(r.Header.Get("Upgrade"), "websocket")
}

var upgrader = websocket.Upgrader{
	ReadBufferSize:   4096,
	WriteBufferSize:  4096,
	HandshakeTimeout: 10 * time.Second,
	Subprotocols:     []string{wsProtocol},
	// The guard has checked Origin exactly before the upgrade is reached.
	CheckOrigin: func(*http.Request) bool { return true },
}

// wsAuthorized: the token came in the Authorization header or as a subprotocol.
func (s *Server) wsAuthorized(r *http.Request) bool {
	if s.authorized(r) {
		return true
	}
	for _, p := range websocket.Subprotocols(r) {
		if tok, ok := strings.CutPrefix(p, wsTokenPrefix); ok && s.tokenOK(tok) {
			return true
		}
	}
	return false
}

// serveWS runs a JSON-RPC session over one WebSocket: each text message is a request or a batch;
// requests run concurrently; agent.call streams "progress" notifications. The token is checked
// once, at the upgrade; at most Limits.WSAnon sessions are open without it. The server pings every Limits.WSPing and drops a peer silent for two
// intervals, and closes a session with nothing in flight and no request for Limits.WSIdle.
func (s *Server) serveWS(w http.ResponseWriter, r *http.Request) {
	authed := s.wsAuthorized(r)
	if !authed {
		if s.wsAnon.Add(1) > int64(s.cfg.Limits.WSAnon) {
			s.wsAnon.Add(-1)
			refuse(w, http.StatusServiceUnavailable, call.CodeBusy, "too many WebSockets without the token are open")
			return
		}
		defer s.wsAnon.Add(-1)
	}
	conn, err := upgrader.Upgrade(w, r, nil)
	if err != nil {
		return // the upgrader answered already
	}
	s.wsWG.Add(1)
	defer s.wsWG.Done()
	lim := s.cfg.Limits
	conn.SetReadLimit(s.cfg.MaxBody)
	alive := func() { _ = conn.SetReadDeadline(time.Now().Add(2 * lim.WSPing)) }
	alive()
	conn.SetPongHandler(func(string) error { alive(); return nil })
	ctx := r.Context()
	var wmu sync.Mutex
	send := func(b []byte) {
		wmu.Lock()
		defer wmu.Unlock()
		_ = conn.SetWriteDeadline(time.Now().Add(lim.WriteTimeout))
		_ = conn.WriteMessage(websocket.TextMessage, b)
	}
	progress := func(id json.RawMessage, p runtime.Progress) {
		params := mustJSON(call.ProgressParams{ID: id, Progress: p.Progress, Total: p.Total, Message: p.Message})
		send(mustJSON(call.Request{JSONRPC: call.Version, Method: call.MethodProgress, Params: params}))
	}
	var busy atomic.Int64    // requests in flight
	var lastReq atomic.Int64 // unix nanos of the last request
	lastReq.Store(time.Now().UnixNano())
	stop := make(chan struct{})
	defer close(stop)
	go func() { // ping; end the read loop when idle or when the server closes
		t := time.NewTicker(lim.WSPing)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
			case <-s.ctx.Done():
			case <-stop:
				return
			case <-t.C:
				if busy.Load() == 0 && time.Since(time.Unix(0, lastReq.Load())) > lim.WSIdle {
					wmu.Lock()
					_ = conn.WriteControl(websocket.CloseMessage, websocket.FormatCloseMessage(websocket.CloseGoingAway, "idle"), time.Now().Add(time.Second))
					wmu.Unlock()
					break
				}
				wmu.Lock()
				err := conn.WriteControl(websocket.PingMessage, nil, time.Now().Add(lim.WriteTimeout))
				wmu.Unlock()
				if err == nil {
					continue
				}
			}
			_ = conn.Close()
			return
		}
	}()
	var inflight sync.WaitGroup
	defer inflight.Wait()
	defer conn.Close()
	sem := make(chan struct{}, 64)
	for {
		typ, msg, err := conn.ReadMessage()
		if err != nil {
			return // includes a message over the limit (1009) and a silent peer (deadline)
		}
		alive()
		lastReq.Store(time.Now().UnixNano())
		if typ != websocket.TextMessage {
			send(parseErrorWith(call.CodeParseError, "send JSON-RPC as text messages"))
			continue
		}
		sem <- struct{}{}
		inflight.Add(1)
		busy.Add(1)
		go func() {
			defer func() { busy.Add(-1); <-sem; inflight.Done() }()
			if out := s.handleBody(ctx, msg, rpcCtx{authed: authed, progress: progress}); out != nil {
				send(out)
			}
		}()
	}
}
