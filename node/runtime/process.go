package runtime

import (
	"fmt"
	"path/filepath"
	"regexp"
)

// Process is the environment and confinement of a program the node starts: a hosted agent's
// (command, MCP over stdio) or the requester's verifier.
type Process struct {
	// Env sets environment variables of the program. A program sees only these, the variables
	// PassEnv names, and a default set: PATH, LANG, LC_ALL and TZ from the node, HOME (its work
	// directory, <data>/work/<name>) and TMPDIR (HOME/tmp). Nothing else of the node's
	// environment reaches it.
	Env map[string]string `json:"env,omitempty"`
	// PassEnv names variables of the node's environment the program gets too (an API key the
	// operator exported for it). AGENTSITE_PASSPHRASE and AGENTSITE_TOKEN are refused.
	PassEnv []string `json:"passEnv,omitempty"`
	// Confine, true when absent, runs the program confined where the OS allows (Linux: Landlock
	// and namespaces, see package node/runtime/sandbox): it cannot read the node's data
	// directory (keys, database, API token), writes only to its work directory and Writable,
	// holds no capabilities and, unless Network is set, has a network namespace of its own with
	// loopback only. When the node runs as root the program runs as uid 65533 and sees only the
	// system's directories (/usr, /bin, /lib…, part of /etc), its work directory, Writable,
	// Readable, Dir, the PATH directories and the program (with its whole node_modules tree),
	// with its own /tmp, /dev/shm and processes; without Dir it starts in its work directory.
	// false runs it as the node's user with the node's network: only for programs the operator
	// trusts. The node logs at start what confinement the kernel gives.
	Confine *bool `json:"confine,omitempty"`
	// Network lets a confined program use the host's network (an MCP server that calls an API).
	Network bool `json:"network,omitempty"`
	// Writable lists absolute paths a confined program may write besides its work directory
	// (a memory file's directory); they may not contain the data directory. A root node hands
	// them (and the work directory) to the program's uid at start.
	Writable []string `json:"writable,omitempty"`
	// Readable lists absolute paths a confined program of a root node may read besides the
	// system's directories (a model, a virtualenv, scripts); they must be readable by uid 65533
	// and may not contain the data directory. Elsewhere programs read everything but the data
	// directory anyway.
	Readable []string `json:"readable,omitempty"`
}

// envNameRE is what an environment variable's name may look like.
var envNameRE = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// secretEnv are the node's own secrets, never passed to a program.
var secretEnv = map[string]bool{"AGENTSITE_PASSPHRASE": true, "AGENTSITE_TOKEN": true}

// Validate checks variable names and paths; the node's secrets may not be passed.
func (p Process) Validate() error {
	for k := range p.Env {
		if !envNameRE.MatchString(k) {
			return fmt.Errorf("env: bad variable name %q", k)
		}
	}
	for _, k := range p.PassEnv {
		if !envNameRE.MatchString(k) {
			return fmt.Errorf("passEnv: bad variable name %q", k)
		}
		if secretEnv[k] {
			return fmt.Errorf("passEnv: %s is the node's secret and is never passed to a program", k)
		}
	}
	for _, w := range p.Writable {
		if !filepath.IsAbs(w) {
			return fmt.Errorf("writable: %q is not an absolute path", w)
		}
	}
	for _, r := range p.Readable {
		if !filepath.IsAbs(r) {
			return fmt.Errorf("readable: %q is not an absolute path", r)
		}
	}
	return nil
}

// empty reports whether nothing is declared.
func (p Process) empty() bool {
	return len(p.Env) == 0 && len(p.PassEnv) == 0 && p.Confine == nil && !p.Network && len(p.Writable) == 0 &&
		len(p.Readable) == 0
}

// confined reports whether the program runs confined (the default).
func (p Process) confined() bool { return p.Confine == nil || *p.Confine }
