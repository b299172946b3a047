package runtime

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"time"

	"github.com/agentsite/agentsite/registry/regfile"
)

// Agent kinds accepted in AgentConfig.Kind.
const (
	KindMCP     = "mcp"
	KindCommand = "command"
	KindHTTP    = "http"
	KindBuiltin = "builtin"
)

// ErrBadConfig is returned (wrapped) by Validate.
var ErrBadConfig = errors.New("runtime: bad config")

// Duration is a time.Duration that reads and writes JSON as a string such as "30s".
type Duration time.Duration

// MarshalJSON writes d as a Go duration string.
func (d Duration) MarshalJSON() ([]byte, error) { return json.Marshal(time.Duration(d).String()) }

// UnmarshalJSON reads a duration string ("1.5s") or a number of nanoseconds.
func (d *Duration) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err == nil {
		v, err := time.ParseDuration(s)
		if err != nil {
			return fmt.Errorf("runtime: duration %q: %w", s, err)
		}
		*d = Duration(v)
		return nil
	}
	var n int64
	if err := json.Unmarshal(b, &n); err != nil {
		return fmt.Errorf("runtime: duration: want a string like \"30s\": %w", err)
	}
	*d = Duration(n)
	return nil
}

// Config declares the agents a node hosts.
type Config struct {
	// Agents lists the hosted agents; names must be unique.
	Agents []AgentConfig `json:"agents"`
}

// AgentConfig declares one hosted agent.
type AgentConfig struct {
	// Name is the agent's name on this node: letters, digits, '-', '_' and '.'; unique.
	Name string `json:"name"`
	// Kind is one of "mcp", "command", "http", "builtin", "llm".
	Kind string `json:"kind"`
	// Description says what the agent does (shown on its card).
	Description string `json:"description,omitempty"`
	// Version is the agent's version string (shown on its card).
	Version string `json:"version,omitempty"`
	// Image is the agent's picture: an https:// or ipfs:// URL of at most MaxImageURL bytes,
	// the "image" of its ERC-8004 registration file (explorers show it) and the iconUrl of its
	// A2A card. Empty: none.
	Image string `json:"image,omitempty"`
	// Tags are search keywords added to every skill of the agent.
	Tags []string `json:"tags,omitempty"`
	// Price is what one call costs its caller, paid through a payment channel: "0.0001 ETH",
	// "1000 wei" (ETH), or an amount of the stake token ("0.5 AST"). Empty: free. The node
	// reads it (node/units) and puts it on the agent's signed card.
	Price string `json:"price,omitempty"`
	// PricePer1kTokens prices an llm agent's calls by use instead of Price: what 1,000 tokens
	// of its model cost ("0.00002 ETH", or in the stake token), charged on the tokens each call
	// used, at most PriceCap a call. The caller's voucher authorises PriceCap and the node
	// charges the use (x402's upto; docs/ARCHITECTURE.md, "Calls priced by use").
	PricePer1kTokens string `json:"pricePer1kTokens,omitempty"`
	// PriceCap is the most one call of an agent priced per 1k tokens costs, in the same token;
	// required with PricePer1kTokens.
	PriceCap string `json:"priceCap,omitempty"`

	// Command is the program to run (kind "command", and kind "mcp" over stdio).
	Command string `json:"command,omitempty"`
	// Args are the program's arguments.
	Args []string `json:"args,omitempty"`
	// Dir is the working directory of the program; empty means the node's.
	Dir string `json:"dir,omitempty"`

	// Process declares the program's environment and confinement (kind "command", and kind
	// "mcp" over stdio); its fields sit at the agent's level in JSON.
	Process

	// URL is the endpoint of kind "http", or of kind "mcp" over streamable HTTP (then Command
	// must be empty).
	URL string `json:"url,omitempty"`
	// Headers are extra HTTP headers sent to URL (e.g. an authorization header).
	Headers map[string]string `json:"headers,omitempty"`

	// Builtin names the built-in Go agent (kind "builtin"); empty means Name.
	Builtin string `json:"builtin,omitempty"`

	// LLM configures an agent of kind "llm" (a language model behind an OpenAI-compatible
	// endpoint).
	LLM *LLMConfig `json:"llm,omitempty"`

	// Skills declares the skills of "command", "http" and "llm" agents (MCP agents list their
	// tools, built-ins know theirs). A command or HTTP agent with no declared skill gets one
	// skill named "run", an llm agent one named "chat".
	Skills []Skill `json:"skills,omitempty"`

	// MaxConcurrent bounds the calls running at once; 0 means DefaultMaxConcurrent.
	MaxConcurrent int `json:"maxConcurrent,omitempty"`
	// QueueWait is how long a call waits for a free slot before failing with ErrAgentBusy;
	// 0 means DefaultQueueWait.
	QueueWait Duration `json:"queueWait,omitempty"`
	// Timeout bounds one call; 0 means DefaultTimeout (DefaultLLMTimeout for kind llm: a model
	// takes several rounds).
	Timeout Duration `json:"timeout,omitempty"`
	// RestartMin is the first backoff delay before restarting a dead MCP server; 0 means
	// DefaultRestartMin. The delay doubles up to RestartMax and resets after a healthy minute.
	RestartMin Duration `json:"restartMin,omitempty"`
	// RestartMax caps the restart backoff; 0 means DefaultRestartMax.
	RestartMax Duration `json:"restartMax,omitempty"`
}

// Defaults applied to zero fields of AgentConfig.
const (
	DefaultMaxConcurrent = 64
	DefaultQueueWait     = 2 * time.Second
	DefaultTimeout       = 60 * time.Second
	DefaultLLMTimeout    = 5 * time.Minute
	DefaultRestartMin    = 200 * time.Millisecond
	DefaultRestartMax    = 30 * time.Second
)

// DefaultConfig hosts the built-in agents shipped with AgentSite.
func DefaultConfig() Config {
	var c Config
	for _, n := range []string{"echo", "gofmt", "summarize", "jsonschema"} {
		c.Agents = append(c.Agents, AgentConfig{Name: n, Kind: KindBuiltin})
	}
	return c
}

var nameRE = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$`)

// Validate checks every declaration and that names are unique.
func (c Config) Validate() error {
	seen := map[string]bool{}
	for i, a := range c.Agents {
		if err := a.Validate(); err != nil {
			return fmt.Errorf("agents[%d]: %w", i, err)
		}
		if seen[a.Name] {
			return fmt.Errorf("%w: agents[%d]: duplicate name %q", ErrBadConfig, i, a.Name)
		}
		seen[a.Name] = true
	}
	return nil
}

// Validate checks one declaration.
func (a AgentConfig) Validate() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: agent %q: %s", ErrBadConfig, a.Name, fmt.Sprintf(format, args...))
	}
	if !nameRE.MatchString(a.Name) {
		return bad("name must match %s", nameRE)
	}
	switch a.Kind {
	case KindMCP:
		if (a.Command == "") == (a.URL == "") {
			return bad("an mcp agent needs exactly one of command (stdio) or url (streamable HTTP)")
		}
	case KindCommand:
		if a.Command == "" {
			return bad("a command agent needs command")
		}
	case KindHTTP:
		if a.URL == "" {
			return bad("an http agent needs url")
		}
	case KindBuiltin:
	case KindLLM:
		ids := []string{"chat"}
		if len(a.Skills) > 0 {
			ids = ids[:0]
			for _, s := range a.Skills {
				ids = append(ids, s.ID)
			}
		}
		if err := a.LLM.Validate(ids); err != nil {
			return bad("%v", err)
		}
		if a.URL != "" || a.Command != "" || len(a.Headers) > 0 {
			return bad("an llm agent takes its endpoint in llm.baseURL (url, headers and command are for other kinds)")
		}
	default:
		return bad("unknown kind %q (want mcp, command, http, builtin or llm)", a.Kind)
	}
	if a.LLM != nil && a.Kind != KindLLM {
		return bad("llm settings apply to kind llm only")
	}
	if err := a.validateUsePrice(); err != nil {
		return bad("%v", err)
	}
	if err := validateImage(a.Image); err != nil {
		return bad("%v", err)
	}
	if a.MaxConcurrent < 0 || a.QueueWait < 0 || a.Timeout < 0 || a.RestartMin < 0 || a.RestartMax < 0 {
		return bad("limits must not be negative")
	}
	for _, s := range a.Skills {
		if s.ID == "" {
			return bad("a declared skill has no id")
		}
	}
	if !a.isProcess() {
		if !a.Process.empty() {
			return bad("env, passEnv, confine, network, writable and readable apply to processes (kind command, or mcp with command)")
		}
		return nil
	}
	if err := a.Process.Validate(); err != nil {
		return bad("%v", err)
	}
	return nil
}

// MaxImageURL bounds AgentConfig.Image: the URL goes into the registration file, which may be
// stored on chain (about 22k gas per 32 bytes).
const MaxImageURL = 512

// validateImage accepts an empty image or an https:// or ipfs:// URL of at most MaxImageURL
// bytes that any reader can fetch and no renderer can misread (review rv22, finding 5): it is
// published verbatim in the registration file (maybe on chain, for good) and the A2A card.
// Refused: characters outside printable ASCII or that break out of an HTML attribute (write
// them percent-encoded; a host in punycode), credentials, and an https host that is localhost
// or a loopback, private, link-local or unspecified IP (a reader would fetch its own network).
func validateImage(image string) error {
	if image == "" {
		return nil
	}
	if len(image) > MaxImageURL {
		return fmt.Errorf("image URL is %d bytes, at most %d", len(image), MaxImageURL)
	}
	if i := strings.IndexFunc(image, func(c rune) bool { return c <= ' ' || c >= 0x7f || strings.ContainsRune("\"'<>\\^`{|}", c) }); i >= 0 {
		return fmt.Errorf("image URL: character %q at byte %d: write it percent-encoded (a host in punycode)", []rune(image[i:])[0], i)
	}
	u, err := url.Parse(image)
	if err != nil || (u.Scheme != "https" && u.Scheme != "ipfs") || u.Host == "" {
		return fmt.Errorf("image %q: want an https:// or ipfs:// URL", image)
	}
	if u.User != nil {
		return fmt.Errorf("image URL carries credentials, which would be published: remove them")
	}
	if h := u.Hostname(); u.Scheme == "https" && !regfile.PublicHost(h) {
		return fmt.Errorf("image URL host %q is local or private: readers could not fetch it", h)
	}
	return nil
}

// isProcess reports whether the agent is a program the node starts.
func (a AgentConfig) isProcess() bool {
	return a.Kind == KindCommand || a.Kind == KindMCP && a.Command != ""
}

// withDefaults fills the zero limits.
func (a AgentConfig) withDefaults() AgentConfig {
	if a.MaxConcurrent == 0 {
		a.MaxConcurrent = DefaultMaxConcurrent
	}
	if a.QueueWait == 0 {
		a.QueueWait = Duration(DefaultQueueWait)
	}
	if a.Timeout == 0 && a.Kind == KindLLM {
		a.Timeout = Duration(DefaultLLMTimeout)
	}
	if a.Timeout == 0 {
		a.Timeout = Duration(DefaultTimeout)
	}
	if a.RestartMin == 0 {
		a.RestartMin = Duration(DefaultRestartMin)
	}
	if a.RestartMax == 0 {
		a.RestartMax = Duration(DefaultRestartMax)
	}
	if a.Builtin == "" {
		a.Builtin = a.Name
	}
	if (a.Kind == KindCommand || a.Kind == KindHTTP) && len(a.Skills) == 0 {
		a.Skills = []Skill{{ID: "run", Description: a.Description}}
	}
	if a.Kind == KindLLM && len(a.Skills) == 0 {
		a.Skills = []Skill{{ID: "chat", Description: a.Description}}
	}
	return a
}
