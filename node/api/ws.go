package api

import (
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/gorilla/websocket"
)

func isWebSocket(r *http.Request) bool {
	return strings.EqualFold(r.Header.Get("Upgrade"), "websocket")
}

var upgrader = websocket.Upgrader{
	ReadBufferSize:  4096,
	WriteBufferSize: 4096,
	// Browsers send Origin; only pages served from loopback may open the socket (the web app).
	CheckOrigin: func(r *http.Request) bool {
		o := r.Header.Get("Origin")
		return o == "" || strings.HasPrefix(o, "http://127.0.0.1") || strings.HasPrefix(o, "http://localhost") || strings.HasPrefix(o, "http://[::1]")
	},
}

// serveWS runs a JSON-RPC session over one WebSocket: each text message is a request or a batch;
// requests run concurrently; agent.call streams "progress" notifications. The token is checked
// once, at the upgrade (header, or ?token=).
func (s *Server) serveWS(w http.ResponseWriter, r *http.Request) {
	authed := s.authorized(r, true)
	conn, err := upgrader.Upgrade(w, r, nil)
	if err != nil {
		return // the upgrader answered already
	}
	s.wsWG.Add(1)
	defer s.wsWG.Done()
	conn.SetReadLimit(s.cfg.MaxBody)
	ctx := r.Context()
	var wmu sync.Mutex
	send := func(b []byte) {
		wmu.Lock()
		defer wmu.Unlock()
		_ = conn.SetWriteDeadline(time.Now().Add(10 * time.Second))
		_ = conn.WriteMessage(websocket.TextMessage, b)
	}
	progress := func(id json.RawMessage, p runtime.Progress) {
		params := mustJSON(call.ProgressParams{ID: id, Progress: p.Progress, Total: p.Total, Message: p.Message})
		send(mustJSON(call.Request{JSONRPC: call.Version, Method: call.MethodProgress, Params: params}))
	}
	stop := make(chan struct{})
	defer close(stop)
	go func() { // end the read loop when the server closes
		select {
		case <-ctx.Done():
		case <-s.ctx.Done():
		case <-stop:
			return
		}
		_ = conn.Close()
	}()
	var inflight sync.WaitGroup
	defer inflight.Wait()
	defer conn.Close()
	sem := make(chan struct{}, 64)
	for {
		typ, msg, err := conn.ReadMessage()
		if err != nil {
			return // includes a message over the limit: gorilla closes with 1009 (message too big)
		}
		if typ != websocket.TextMessage {
			send(parseErrorWith(call.CodeParseError, "send JSON-RPC as text messages"))
			continue
		}
		sem <- struct{}{}
		inflight.Add(1)
		go func() {
			defer func() { <-sem; inflight.Done() }()
			if out := s.handleBody(ctx, msg, rpcCtx{authed: authed, progress: progress}); out != nil {
				send(out)
			}
		}()
	}
}
