package web

import (
	"errors"
	"fmt"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/agentsite/agentsite/node/units"
)

// ErrBadConfig is returned (wrapped) by Validate.
var ErrBadConfig = errors.New("web: bad config")

// Config configures the web app.
type Config struct {
	// Token is the API token a person exchanges once for a session.
	Token string
	// CookiePrefix starts the session cookie's name, which ends with the port the page was
	// served on: browsers scope cookies by host, not port, so two nodes on one machine would
	// otherwise log each other out.
	CookiePrefix string
	// Secure marks the cookie Secure (the node is served over https behind a proxy); a
	// request that came over TLS gets a Secure cookie anyway.
	Secure bool
	// SessionTTL is how long a session lasts after login; a day: a person logs in again
	// each day, with the token or the address `agentsite devnet` prints.
	SessionTTL time.Duration
	// MaxSessions bounds the sessions held; the oldest is dropped past it. 64: one person
	// with many browsers, while a flood of logins (each needs the token) cannot grow memory.
	MaxSessions int
	// Poll is how often a live view re-reads what it shows; 150 ms keeps a chain event's
	// way to the screen under the 500 ms goal with the chain index's own polling.
	Poll time.Duration
	// MaxStreams bounds the live views open at once (each holds a connection and a poller).
	MaxStreams int
	// Metrics is the node's Prometheus registry: My agents shows the calls each hosted agent
	// served (agentsite_runtime_call_seconds, from every door); nil shows none.
	Metrics prometheus.Gatherer
	// Tokens are the tokens whose prices are shown by symbol with their decimals (the
	// deployment's stake and EIP-3009 tokens); others in base units with their address.
	Tokens units.Tokens
}

// DefaultConfig is the web app of a node with this API token.
func DefaultConfig(token string) Config {
	return Config{Token: token, CookiePrefix: "agentsite_session_", SessionTTL: 24 * time.Hour,
		MaxSessions: 64, Poll: 150 * time.Millisecond, MaxStreams: 32}
}

// Validate checks the config.
func (c Config) Validate() error {
	switch {
	case len(c.Token) < 16:
		return fmt.Errorf("%w: the API token must have at least 16 characters", ErrBadConfig)
	case c.CookiePrefix == "":
		return fmt.Errorf("%w: a cookie prefix is required", ErrBadConfig)
	case c.SessionTTL <= 0 || c.MaxSessions <= 0 || c.Poll <= 0 || c.MaxStreams <= 0:
		return fmt.Errorf("%w: sessionTTL, maxSessions, poll and maxStreams must be positive", ErrBadConfig)
	}
	return nil
}
