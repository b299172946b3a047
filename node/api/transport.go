package api

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/agentsite/agentsite/node/call"
)

// httpServer is the net/http server with every timeout the API needs, reporting connection
// states to the listener's admission (connLimiter). There is no ReadTimeout
// or WriteTimeout: both would cut long calls and streams. Bodies get a deadline of their own
// (readBody) and every write one too (deadlineWriter).
func (s *Server) httpServer() *http.Server {
	l := s.cfg.Limits
	return &http.Server{
		Handler:           s.handler,
		ReadHeaderTimeout: l.HeaderTimeout,
		IdleTimeout:       l.IdleTimeout,
		MaxHeaderBytes:    l.MaxHeaderBytes,
		BaseContext:       func(net.Listener) context.Context { return s.ctx },
		ConnState:         s.conns.state,
		ErrorLog:          slog.NewLogLogger(s.log.Handler(), slog.LevelDebug),
	}
}

// writeDeadlines gives every write of a response WriteTimeout: a refusal or a bodiless answer
// (204), each Write and Flush of the handler (deadlineWriter), and the final flush after it
// returns. net/http clears the deadline between requests of a keep-alive connection.
func (s *Server) writeDeadlines(next http.Handler) http.Handler {
	d := s.cfg.Limits.WriteTimeout
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rc := http.NewResponseController(w)
		_ = rc.SetWriteDeadline(time.Now().Add(d))
		next.ServeHTTP(&deadlineWriter{ResponseWriter: w, rc: rc, d: d}, r)
		_ = rc.SetWriteDeadline(time.Now().Add(d)) // fails harmlessly on a hijacked connection
	})
}

// readBody reads a POST body whole, within MaxBody bytes and BodyTimeout, before any handler
// sees it: a slow or endless body costs a connection for BodyTimeout at most, and no handler
// holds a half-read request. The bodies held at once share Limits.BodyBytes.
func (s *Server) readBody(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost {
			rc := http.NewResponseController(w)
			limit := s.cfg.MaxBody
			if strings.HasPrefix(r.URL.Path, "/agents/") { // a hosted agent's A2A or call route
				limit = min(limit, s.cfg.Limits.A2AMaxBody)
			}
			if r.ContentLength > limit {
				refuse(w, http.StatusRequestEntityTooLarge, call.CodeTooLarge, fmt.Sprintf("body larger than %d bytes", limit))
				return
			}
			need := limit
			if r.ContentLength >= 0 {
				need = r.ContentLength
			}
			if !s.bodies.TryAcquire(need) {
				w.Header().Set("Retry-After", "1")
				refuse(w, http.StatusServiceUnavailable, call.CodeBusy, "too many request bodies in flight: retry")
				return
			}
			defer s.bodies.Release(need)
			_ = rc.SetReadDeadline(time.Now().Add(s.cfg.Limits.BodyTimeout))
			body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
			var mbe *http.MaxBytesError
			switch {
			case errors.As(err, &mbe):
				s.metrics.rpc("", call.CodeTooLarge)
				refuse(w, http.StatusRequestEntityTooLarge, call.CodeTooLarge, fmt.Sprintf("body larger than %d bytes", limit))
				return
			case err != nil:
				// Past the deadline the connection is unusable: net/http closes it.
				refuse(w, http.StatusRequestTimeout, call.CodeParseError, "read body: "+err.Error())
				return
			}
			// No deadline while the handler runs: net/http's background read would cancel
			// the request's context when it expired.
			_ = rc.SetReadDeadline(time.Time{})
			r.Body = io.NopCloser(bytes.NewReader(body))
		}
		next.ServeHTTP(w, r)
	})
}

// deadlineWriter gives every write (and flush) of a response its own deadline, so a stream may
// last as long as it has something to send while a client that stops reading is dropped.
type deadlineWriter struct {
	http.ResponseWriter
	rc *http.ResponseController
	d  time.Duration
}

func (w *deadlineWriter) Write(b []byte) (int, error) {
	_ = w.rc.SetWriteDeadline(time.Now().Add(w.d))
	return w.ResponseWriter.Write(b)
}

func (w *deadlineWriter) Flush() {
	_ = w.rc.SetWriteDeadline(time.Now().Add(w.d))
	_ = w.rc.Flush()
}

// Hijack hands the connection to the WebSocket upgrader (which clears the deadlines).
func (w *deadlineWriter) Hijack() (net.Conn, *bufio.ReadWriter, error) { return w.rc.Hijack() }

// Unwrap lets http.ResponseController reach the connection.
func (w *deadlineWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }
