package runtime

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// A stateless (2026-07-28) session has no connection whose end tells that the server went
// away: its requests are independent POSTs. So the supervisor watches it: it lists the tools
// every statelessProbe (or at once when a call could not reach the server) and ends the
// session when that fails, which marks the agent down and reconnects it with backoff.
const (
	// statelessProbe: as often as the runtime's health loop looks (15 s by default), so a
	// vanished server shows as unhealthy about as soon as a stdio one would.
	statelessProbe = 15 * time.Second
	// probeTimeout bounds one probe; the health loop's own bound is 5 s.
	probeTimeout = 5 * time.Second
	mcpModern    = "2026-07-28"
)

// stateless tells a session of the 2026-07-28 era.
func stateless(protocol string) bool { return protocol >= mcpModern }

// watch returns when sess ends: for a legacy session when its connection ends (sess.Wait);
// for a stateless one also when a probe fails (it closes sess first).
func (a *mcpAgent) watch(ctx context.Context, sess *mcp.ClientSession, protocol string) error {
	if !stateless(protocol) {
		return sess.Wait()
	}
	done := make(chan error, 1)
	go func() { done <- sess.Wait() }()
	t := time.NewTicker(statelessProbe)
	defer t.Stop()
	for {
		select {
		case err := <-done:
			return err
		case <-t.C:
		case <-a.kick:
		}
		pctx, cancel := context.WithTimeout(ctx, probeTimeout)
		_, err := sess.ListTools(pctx, nil)
		cancel()
		if err != nil && ctx.Err() == nil {
			_ = sess.Close()
			<-done
			return fmt.Errorf("the stateless server stopped answering: %w", err)
		}
	}
}

// unreachable tells a call error of a stateless session whose request did not reach the server
// (the HTTP client's own error: refused, reset, no answer; the SDK wraps it) and kicks the
// watch. An answer of the server, even an error, is not that.
func (a *mcpAgent) unreachable(err error, protocol string) bool {
	var uerr *url.Error
	if !stateless(protocol) || !errors.As(err, &uerr) {
		return false
	}
	select {
	case a.kick <- struct{}{}:
	default: // a probe is already due
	}
	return true
}
