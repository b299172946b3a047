package runtime

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"sync"

	"github.com/agentsite/agentsite/node/runtime/sandbox"
)

// launcher starts one agent's program with its declared environment, in its work directory's
// HOME, confined unless the agent opts out.
type launcher struct {
	cfg     AgentConfig
	env     []string
	work    string
	policy  sandbox.Policy
	support func() sandbox.Support
}

// command builds the program's command; ctx ends it (command agents), Background does not.
func (l *launcher) command(ctx context.Context) (*exec.Cmd, error) {
	var cmd *exec.Cmd
	if l.cfg.confined() {
		c, err := l.support().Command(ctx, l.policy, l.cfg.Command, l.cfg.Args...)
		if err != nil {
			return nil, fmt.Errorf("%w: agent %q: %v", ErrBadConfig, l.cfg.Name, err)
		}
		cmd = c
	} else {
		cmd = exec.CommandContext(ctx, l.cfg.Command, l.cfg.Args...)
	}
	cmd.Env, cmd.Dir = l.env, l.cfg.Dir
	return cmd, nil
}

// confinement is the runtime's part of confinement: where work directories live, what is
// hidden, and the machine's Support, probed once and logged.
type confinement struct {
	root     string   // work directories are root/<agent>
	tempRoot bool     // root was made by the runtime and is removed at Close
	hide     []string // absolute paths programs may not read
	support  func() sandbox.Support
}

func newConfinement(opts Options, log *slog.Logger) (*confinement, error) {
	c := &confinement{root: opts.WorkDir}
	if c.root == "" {
		dir, err := os.MkdirTemp("", "agentsite-work-")
		if err != nil {
			return nil, fmt.Errorf("runtime: work directory: %w", err)
		}
		c.root, c.tempRoot = dir, true
	}
	root, err := filepath.Abs(c.root)
	if err != nil {
		return nil, fmt.Errorf("runtime: work directory: %w", err)
	}
	c.root = root
	for _, h := range opts.Hide {
		abs, err := filepath.Abs(h)
		if err != nil {
			return nil, fmt.Errorf("runtime: hidden path: %w", err)
		}
		c.hide = append(c.hide, abs)
	}
	c.hide = append(c.hide, c.root) // other agents' work directories
	c.support = sync.OnceValue(func() sandbox.Support {
		var s sandbox.Support
		if opts.Sandbox != nil {
			s = *opts.Sandbox
		} else {
			s = sandbox.Probe()
		}
		log.Info("agent confinement", "in force", s.String())
		for _, m := range s.Missing {
			log.Warn("agent confinement incomplete", "missing", m)
		}
		return s
	})
	return c, nil
}

// launcher makes the launcher of a process agent.
func (c *confinement) launcher(ac AgentConfig) (*launcher, error) {
	work := filepath.Join(c.root, ac.Name)
	p := sandbox.Policy{Hide: c.hide, Writable: append([]string{work}, ac.Writable...), Network: ac.Network}
	if err := p.Validate(); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadConfig, err)
	}
	return &launcher{cfg: ac, env: programEnv(ac, work, os.LookupEnv), work: work, policy: p, support: c.support}, nil
}

// close removes the work directories the runtime made for itself.
func (c *confinement) close() error {
	if !c.tempRoot {
		return nil
	}
	return os.RemoveAll(c.root)
}

// prepareProcesses makes the program agents' work directories and, when one of them runs
// confined, probes (and logs) the confinement; an agent that opts out is logged as unconfined.
func (r *Runtime) prepareProcesses() error {
	for _, n := range r.names {
		h := r.agents[n]
		if !h.cfg.isProcess() {
			continue
		}
		if err := makeWorkDir(filepath.Join(r.conf.root, n)); err != nil {
			return fmt.Errorf("runtime: work directory of %q: %w", n, err)
		}
		if h.cfg.confined() {
			r.conf.support()
		} else {
			r.log.Warn("agent runs unconfined (confine: false): it can read the node's data directory and use the network", "agent", n)
		}
	}
	return nil
}
