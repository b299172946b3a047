package api

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/agentsite/agentsite/node/call"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/prometheus/client_golang/prometheus"
	"golang.org/x/sync/semaphore"
)

// Options are the server's dependencies besides Deps.
type Options struct {
	// Logger; nil means slog.Default().
	Logger *slog.Logger
	// Registry receives the API's metrics and is served at /metrics; nil means a new one. Give
	// the same registry to NewRuntimeMetrics and the node's other collectors.
	Registry *prometheus.Registry
}

// Server serves /rpc, /mcp, the A2A endpoints and /metrics.
type Server struct {
	cfg     Config
	deps    Deps
	log     *slog.Logger
	metrics *metrics
	mux     *http.ServeMux
	handler http.Handler // mux behind write deadlines, the guard and the body reader
	a2a     *a2aLimits
	bodies  *semaphore.Weighted // Limits.BodyBytes
	anon    *semaphore.Weighted // Limits.AnonRequests
	runs    paidRuns            // detached paid runs, ended by Close
	// anonRefused counts token-less requests refused by admit (rate or budget).
	anonRefused atomic.Int64
	wsAnon      atomic.Int64 // WebSockets open without the token
	mcp         *mcp.Server

	mu    sync.Mutex
	ln    net.Listener
	conns *connLimiter // the listener's admission, once started
	http  *http.Server
	done  chan struct{}
	wsWG  sync.WaitGroup
	ctx   context.Context
	stop  context.CancelFunc
}

// New builds the server; it listens once started.
func New(cfg Config, deps Deps, opts Options) (*Server, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if deps.Local == nil {
		return nil, fmt.Errorf("%w: no local runtime", ErrBadConfig)
	}
	m, err := newMetrics(opts.Registry)
	if err != nil {
		return nil, err
	}
	s := &Server{cfg: cfg, deps: deps, log: opts.Logger, metrics: m, mux: http.NewServeMux(),
		bodies: semaphore.NewWeighted(cfg.Limits.BodyBytes), anon: semaphore.NewWeighted(int64(cfg.Limits.AnonRequests))}
	if s.log == nil {
		s.log = slog.Default()
	}
	s.ctx, s.stop = context.WithCancel(context.Background())
	s.mux.HandleFunc("/rpc", s.serveRPC)
	s.mux.Handle("/mcp", s.mcpHandler())
	s.mux.Handle("/metrics", s.metrics.handler())
	s.mountWeb()
	if err := s.mountA2A(); err != nil {
		return nil, err
	}
	s.mountHTTPCall()
	if err := s.metrics.registerA2A(s.a2a.store); err != nil {
		return nil, err
	}
	if err := s.metrics.registerAdmission(s); err != nil {
		return nil, err
	}
	s.handler = s.writeDeadlines(newGuard(cfg).wrap(s.admit(s.readBody(s.mux))))
	return s, nil
}

// Handler is the server's HTTP handler, guards included (for tests and for embedding in another
// server, which must then bound connections and header reads itself).
func (s *Server) Handler() http.Handler { return s.handler }

// Start listens on Config.Listen and serves in the background.
func (s *Server) Start(ctx context.Context) error {
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp", s.cfg.Listen)
	if err != nil {
		return fmt.Errorf("api: listen: %w", err)
	}
	s.mu.Lock()
	s.conns = newConnLimiter(ln, s.cfg.Limits.MaxConns, s.cfg.Limits.MaxConnsPerClient)
	ln = s.conns
	s.ln = ln
	s.http = s.httpServer()
	s.done = make(chan struct{})
	s.mu.Unlock()
	go func() {
		defer close(s.done)
		if err := s.http.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			s.log.Error("api server stopped", "err", err)
		}
	}()
	s.log.Info("api listening", "addr", ln.Addr().String())
	return nil
}

// Addr is the address the server listens on (after Start).
func (s *Server) Addr() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ln == nil {
		return ""
	}
	return s.ln.Addr().String()
}

// baseURL is the public base URL for A2A cards.
func (s *Server) baseURL() string {
	if s.cfg.PublicURL != "" {
		return s.cfg.PublicURL
	}
	if a := s.Addr(); a != "" {
		return "http://" + a
	}
	return "http://" + s.cfg.Listen
}

// Close stops the server: open requests, WebSocket sessions and detached paid runs see their
// context end (a paid run so ended failed: not charged, its payment released or, settled
// first, refunded); it waits for the paid runs, at most paidRunsGrace.
func (s *Server) Close() error {
	s.stop()
	defer s.endPaidRuns()
	s.mu.Lock()
	hs, done := s.http, s.done
	s.mu.Unlock()
	if hs == nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	var err error
	if serr := hs.Shutdown(ctx); serr != nil {
		// Long-lived streams (MCP SSE, WebSockets) that outlive the grace period are cut.
		s.log.Warn("api: forcing close", "err", serr)
		err = hs.Close()
	}
	<-done
	s.wsWG.Wait()
	if err != nil {
		return fmt.Errorf("api: close: %w", err)
	}
	return nil
}

// serveRPC answers JSON-RPC over POST, or upgrades to WebSocket.
func (s *Server) serveRPC(w http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodGet && isWebSocket(r) {
		s.serveWS(w, r)
		return
	}
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", "POST")
		writeJSON(w, http.StatusMethodNotAllowed, parseErrorWith(call.CodeInvalidRequest, "use POST (or a WebSocket upgrade)"))
		return
	}
	body, err := io.ReadAll(r.Body) // read whole, bounded and timed, by readBody
	if err != nil {
		writeJSON(w, http.StatusBadRequest, parseErrorWith(call.CodeParseError, "read body: "+err.Error()))
		return
	}
	out := s.handleBody(r.Context(), body, rpcCtx{authed: s.authorized(r)})
	if out == nil {
		w.WriteHeader(http.StatusNoContent)
		return
	}
	writeRaw(w, http.StatusOK, out)
}

func parseErrorWith(code int, msg string) []byte {
	return mustJSON(&call.Response{JSONRPC: call.Version, ID: []byte("null"), Error: &call.Error{Code: code, Message: msg}})
}

func writeJSON(w http.ResponseWriter, status int, body []byte) { writeRaw(w, status, body) }

func writeRaw(w http.ResponseWriter, status int, body []byte) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = w.Write(body)
}
