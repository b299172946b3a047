package api

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"time"

	"github.com/agentsite/agentsite/node/runtime"
)

// ErrBadConfig is returned (wrapped) by Validate.
var ErrBadConfig = errors.New("api: bad config")

// Config configures the API server.
type Config struct {
	// Listen is the TCP address to serve on; loopback by default. Port 0 picks a free port.
	Listen string `json:"listen"`
	// Token is the API token required (as "Authorization: Bearer <token>") by every operation
	// that signs or spends. It must not be empty.
	Token string `json:"-"`
	// AllowPublic permits a non-loopback Listen address.
	AllowPublic bool `json:"allowPublic,omitempty"`
	// MaxBody bounds a request body or WebSocket message, in bytes.
	MaxBody int64 `json:"maxBody"`
	// CallTimeout bounds agent.call when the caller gives no timeout ("60s").
	CallTimeout runtime.Duration `json:"callTimeout"`
	// DefaultAgent is the hosted agent whose A2A card is served at /.well-known/agent-card.json;
	// empty means the first hosted agent by name.
	DefaultAgent string `json:"defaultAgent,omitempty"`
	// PublicURL is the base URL put in A2A cards; empty means http://<listen address>. Its host
	// is an allowed Host name.
	PublicURL string `json:"publicUrl,omitempty"`
	// AllowedHosts are further names the server answers to in the Host header, besides the
	// listen address, localhost and the loopback addresses (a DNS-rebinding page sends its own).
	AllowedHosts []string `json:"allowedHosts,omitempty"`
	// AllowedOrigins are the browser origins ("https://app.example") allowed besides the
	// server's own; matched exactly.
	AllowedOrigins []string `json:"allowedOrigins,omitempty"`
	// Limits bound connections, bodies, sessions and the A2A task store.
	Limits Limits `json:"limits"`
}

// DefaultConfig serves on 127.0.0.1:7420 with the given token.
func DefaultConfig(token string) Config {
	return Config{Listen: "127.0.0.1:7420", Token: token, MaxBody: 1 << 20, CallTimeout: runtime.Duration(60 * time.Second), Limits: DefaultLimits()}
}

// Validate checks the config.
func (c Config) Validate() error {
	host, _, err := net.SplitHostPort(c.Listen)
	if err != nil {
		return fmt.Errorf("%w: listen %q: %v", ErrBadConfig, c.Listen, err)
	}
	if ip := net.ParseIP(host); !c.AllowPublic && host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return fmt.Errorf("%w: listen %q is not loopback (set allowPublic to serve beyond this machine)", ErrBadConfig, c.Listen)
	}
	if len(c.Token) < 16 {
		return fmt.Errorf("%w: the API token must have at least 16 characters", ErrBadConfig)
	}
	if c.MaxBody < 1024 || c.CallTimeout <= 0 {
		return fmt.Errorf("%w: maxBody must be >= 1024 and callTimeout positive", ErrBadConfig)
	}
	for _, o := range c.AllowedOrigins {
		if u, err := url.Parse(o); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.Path != "" {
			return fmt.Errorf("%w: allowed origin %q is not scheme://host[:port]", ErrBadConfig, o)
		}
	}
	if c.PublicURL != "" {
		if u, err := url.Parse(c.PublicURL); err != nil || u.Host == "" {
			return fmt.Errorf("%w: publicUrl %q is not an absolute URL", ErrBadConfig, c.PublicURL)
		}
	}
	return c.Limits.Validate()
}
