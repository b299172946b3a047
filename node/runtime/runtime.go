package runtime

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"sort"
	"sync"
	"time"

	"github.com/agentsite/agentsite/node/runtime/sandbox"
)

// BuiltinFactory makes a built-in agent from its declaration.
type BuiltinFactory func(cfg AgentConfig) (Agent, error)

// Options are the runtime's dependencies.
type Options struct {
	// Logger receives the runtime's and the agents' logs (an MCP server's stderr, a command's
	// stderr); nil means slog.Default().
	Logger *slog.Logger
	// Clock tells the time; nil means SystemClock.
	Clock Clock
	// Builtins maps a built-in agent's name to its factory (see package node/agents).
	Builtins map[string]BuiltinFactory
	// LLM makes the agents of kind "llm" (package node/runtime/llm, given the node's market
	// tools); nil refuses that kind.
	LLM BuiltinFactory
	// Observe, if set, is told about every finished call (for metrics).
	Observe func(agent, skill string, d time.Duration, err error)
	// HealthInterval is the period of the background health checks; 0 means 15s, negative
	// turns them off.
	HealthInterval time.Duration
	// OnHealth, if set, is told when an agent's health changes (err nil: healthy again).
	OnHealth func(agent string, err error)
	// WorkDir holds one work directory per program agent (WorkDir/<agent>: its HOME, TMPDIR
	// beneath); empty means a temporary directory removed at Close. The node uses <data>/work.
	WorkDir string
	// Hide lists paths confined programs may not read or write: the node's data directory.
	Hide []string
	// Sandbox, if set, replaces the confinement sandbox.Probe finds (tests of the fallbacks).
	Sandbox *sandbox.Support
	// Verifier is the environment and confinement of the requester's verifier command
	// (VerifierCommand).
	Verifier Process
}

// AgentInfo describes a hosted agent for cards and status pages.
type AgentInfo struct {
	Name        string `json:"name"`
	Kind        string `json:"kind"`
	Description string `json:"description,omitempty"`
	Version     string `json:"version,omitempty"`
	// Image is the config's image URL (AgentConfig.Image); empty: none.
	Image  string  `json:"image,omitempty"`
	Skills []Skill `json:"skills"`
	// Price is the config's price per call as written ("0.0001 ETH"); empty: free.
	Price string `json:"price,omitempty"`
	// PricePer1kTokens and PriceCap are the config's price by use as written (an llm agent's).
	PricePer1kTokens string `json:"pricePer1kTokens,omitempty"`
	PriceCap         string `json:"priceCap,omitempty"`
	Healthy          bool   `json:"healthy"`
	Error            string `json:"error,omitempty"`
}

// Runtime supervises the hosted agents: it starts them, bounds their calls and stops them.
type Runtime struct {
	log      *slog.Logger
	clock    Clock
	obs      func(string, string, time.Duration, error)
	agents   map[string]*hosted
	names    []string
	conf     *confinement
	verifier *launcher

	healthEvery time.Duration
	onHealth    func(string, error)
	stopHealth  context.CancelFunc
	healthDone  chan struct{}

	mu     sync.Mutex
	closed bool
}

// hosted is one agent with its limits.
type hosted struct {
	cfg   AgentConfig
	agent Agent
	slots chan struct{}
}

// New builds the agents declared in cfg; nothing runs until Start.
func New(cfg Config, opts Options) (*Runtime, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	r := &Runtime{log: opts.Logger, clock: opts.Clock, obs: opts.Observe, agents: map[string]*hosted{},
		healthEvery: opts.HealthInterval, onHealth: opts.OnHealth}
	if r.healthEvery == 0 {
		r.healthEvery = 15 * time.Second
	}
	if r.log == nil {
		r.log = slog.Default()
	}
	if r.clock == nil {
		r.clock = SystemClock
	}
	conf, err := newConfinement(opts, r.log)
	if err != nil {
		return nil, err
	}
	r.conf = conf
	if err := opts.Verifier.Validate(); err != nil {
		return nil, fmt.Errorf("%w: verifier: %v", ErrBadConfig, err)
	}
	if r.verifier, err = conf.launcher("verifier", verifierWork, "/bin/sh", "", opts.Verifier); err != nil {
		return nil, err
	}
	for _, ac := range cfg.Agents {
		ac = ac.withDefaults()
		a, err := r.build(ac, opts)
		if err != nil {
			return nil, fmt.Errorf("runtime: agent %q: %w", ac.Name, err)
		}
		r.agents[ac.Name] = &hosted{cfg: ac, agent: a, slots: make(chan struct{}, ac.MaxConcurrent)}
		r.names = append(r.names, ac.Name)
	}
	sort.Strings(r.names)
	return r, nil
}

func (r *Runtime) build(ac AgentConfig, opts Options) (Agent, error) {
	log := r.log.With("agent", ac.Name)
	var l *launcher
	if ac.isProcess() {
		var err error
		if l, err = r.conf.launcher(fmt.Sprintf("agent %q", ac.Name), ac.Name, ac.Command, ac.Dir, ac.Process); err != nil {
			return nil, err
		}
	}
	switch ac.Kind {
	case KindMCP:
		return newMCPAgent(ac, l, log), nil
	case KindCommand:
		return newCommandAgent(ac, l, log), nil
	case KindHTTP:
		return newHTTPAgent(ac, log), nil
	case KindBuiltin:
		f, ok := opts.Builtins[ac.Builtin]
		if !ok {
			return nil, fmt.Errorf("%w: no built-in agent %q", ErrBadConfig, ac.Builtin)
		}
		return f(ac)
	case KindLLM:
		if opts.LLM == nil {
			return nil, fmt.Errorf("%w: this runtime hosts no llm agents", ErrBadConfig)
		}
		return opts.LLM(ac)
	}
	return nil, fmt.Errorf("%w: kind %q", ErrBadConfig, ac.Kind)
}

// Start starts every agent that needs starting. An MCP server that fails its first start is not
// fatal: it is retried with backoff and reported unhealthy meanwhile. If ctx ends first, Start
// returns its error after undoing what it started.
func (r *Runtime) Start(ctx context.Context) error {
	if err := r.prepareProcesses(); err != nil {
		return errors.Join(err, r.Close())
	}
	for _, n := range r.names {
		if s, ok := r.agents[n].agent.(Starter); ok {
			if err := s.Start(ctx); err != nil {
				return errors.Join(fmt.Errorf("runtime: start %q: %w", n, err), r.Close())
			}
		}
	}
	if r.healthEvery > 0 {
		hctx, cancel := context.WithCancel(context.Background())
		r.stopHealth, r.healthDone = cancel, make(chan struct{})
		go r.healthLoop(hctx)
	}
	return nil
}

// Close stops every agent, returning all errors.
func (r *Runtime) Close() error {
	r.mu.Lock()
	if r.closed {
		r.mu.Unlock()
		return nil
	}
	r.closed = true
	r.mu.Unlock()
	if r.stopHealth != nil {
		r.stopHealth()
		<-r.healthDone
	}
	var errs []error
	for i := len(r.names) - 1; i >= 0; i-- {
		if c, ok := r.agents[r.names[i]].agent.(Closer); ok {
			if err := c.Close(); err != nil {
				errs = append(errs, fmt.Errorf("runtime: close %q: %w", r.names[i], err))
			}
		}
	}
	if err := r.conf.close(); err != nil {
		errs = append(errs, fmt.Errorf("runtime: remove work directories: %w", err))
	}
	return errors.Join(errs...)
}

// Names lists the hosted agents, sorted.
func (r *Runtime) Names() []string { return append([]string(nil), r.names...) }

// Agent returns the hosted agent called name.
func (r *Runtime) Agent(name string) (Agent, bool) {
	h, ok := r.agents[name]
	if !ok {
		return nil, false
	}
	return h.agent, true
}

// MaxConcurrent is how many calls the agent called name may run at once; 0 if there is none.
func (r *Runtime) MaxConcurrent(name string) int {
	if h, ok := r.agents[name]; ok {
		return cap(h.slots)
	}
	return 0
}

// Info describes the agent called name, with a health check bounded by ctx.
func (r *Runtime) Info(ctx context.Context, name string) (AgentInfo, error) {
	h, ok := r.agents[name]
	if !ok {
		return AgentInfo{}, fmt.Errorf("%w: %q", ErrUnknownAgent, name)
	}
	info := AgentInfo{Name: name, Kind: h.cfg.Kind, Description: h.cfg.Description, Version: h.cfg.Version, Image: h.cfg.Image, Skills: h.skills(), Price: h.cfg.Price,
		PricePer1kTokens: h.cfg.PricePer1kTokens, PriceCap: h.cfg.PriceCap}
	if err := h.agent.Health(ctx); err != nil {
		info.Error = err.Error()
	} else {
		info.Healthy = true
	}
	return info, nil
}

// Infos describes every hosted agent.
func (r *Runtime) Infos(ctx context.Context) []AgentInfo {
	out := make([]AgentInfo, 0, len(r.names))
	for _, n := range r.names {
		info, _ := r.Info(ctx, n)
		out = append(out, info)
	}
	return out
}

// skills is the agent's skills with the declared tags added.
func (h *hosted) skills() []Skill {
	sk := h.agent.Skills()
	if len(h.cfg.Tags) == 0 {
		return sk
	}
	out := make([]Skill, len(sk))
	for i, s := range sk {
		s.Tags = append(append([]string(nil), s.Tags...), h.cfg.Tags...)
		out[i] = s
	}
	return out
}

// Call runs skill of agent with input, within the agent's concurrency limit and timeout.
func (r *Runtime) Call(ctx context.Context, agent, skill string, input json.RawMessage, progress ProgressFunc) (json.RawMessage, error) {
	h, ok := r.agents[agent]
	if !ok {
		return nil, fmt.Errorf("%w: %q", ErrUnknownAgent, agent)
	}
	start := r.clock.Now()
	out, err := h.call(ctx, skill, input, progress)
	if r.obs != nil {
		r.obs(agent, skill, r.clock.Now().Sub(start), err)
	}
	return out, err
}

// CallBound is the longest a call of agent runs: the runtime ends it by then, whatever the
// caller's context (a wait for a slot of at most the agent's queueWait, then its timeout; a
// call of an unknown skill checks the agent's health within the timeout). False for an
// unknown agent. A caller with a bound of its own to keep (call.Server's MaxDeadline on a
// paid run) needs no timer for it when this one is shorter.
func (r *Runtime) CallBound(agent string) (time.Duration, bool) {
	h, ok := r.agents[agent]
	if !ok {
		return 0, false
	}
	wait, run := time.Duration(h.cfg.QueueWait), time.Duration(h.cfg.Timeout)
	if wait > math.MaxInt64-run { // (both at least 0: Validate) saturates, never wraps to a short bound
		return math.MaxInt64, true
	}
	return wait + run, true
}

func (h *hosted) call(ctx context.Context, skill string, input json.RawMessage, progress ProgressFunc) (json.RawMessage, error) {
	if len(input) == 0 {
		input = json.RawMessage("{}")
	} else if !json.Valid(input) {
		return nil, fmt.Errorf("%w: input is not valid JSON", ErrBadInput)
	}
	if !hasSkill(h.agent.Skills(), skill) {
		hctx, cancel := context.WithTimeout(ctx, time.Duration(h.cfg.Timeout)) // within CallBound
		defer cancel()
		if err := h.agent.Health(hctx); err != nil {
			return nil, fmt.Errorf("%w: %q: %v", ErrAgentDown, h.cfg.Name, err)
		}
		return nil, fmt.Errorf("%w: agent %q has no skill %q", ErrUnknownSkill, h.cfg.Name, skill)
	}
	select {
	case h.slots <- struct{}{}:
	default:
		t := time.NewTimer(time.Duration(h.cfg.QueueWait))
		select {
		case h.slots <- struct{}{}:
			t.Stop()
		case <-t.C:
			return nil, fmt.Errorf("%w: %q runs %d calls already", ErrAgentBusy, h.cfg.Name, cap(h.slots))
		case <-ctx.Done():
			t.Stop()
			return nil, fmt.Errorf("%w: waiting for a slot: %v", ErrTimeout, ctx.Err())
		}
	}
	defer func() { <-h.slots }()
	cctx, cancel := context.WithTimeout(ctx, time.Duration(h.cfg.Timeout))
	defer cancel()
	out, err := h.agent.Call(cctx, skill, input, progress)
	if err != nil {
		if cctx.Err() != nil && !errors.Is(err, ErrTimeout) {
			return nil, fmt.Errorf("%w: %q/%s after %s: %v", ErrTimeout, h.cfg.Name, skill, time.Duration(h.cfg.Timeout), err)
		}
		return nil, err
	}
	if len(out) == 0 {
		out = json.RawMessage("null")
	}
	return out, nil
}
