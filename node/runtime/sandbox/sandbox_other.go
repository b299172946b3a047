//go:build !linux

package sandbox

import (
	"context"
	"os/exec"
	"runtime"
)

// Probe reports that this system offers no confinement: hosted processes run unconfined.
func Probe() Support {
	return Support{Missing: []string{"no confinement on " + runtime.GOOS + ": hosted processes can read the node's data directory and use the network"}}
}

// Command returns a plain command: there is no confinement here (see Probe).
func (s Support) Command(ctx context.Context, p Policy, name string, args ...string) (*exec.Cmd, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return exec.CommandContext(ctx, name, args...), nil
}

// ScrubInitialEnv does nothing here: there is no /proc/<pid>/environ to protect (os.Unsetenv is
// all there is).
func ScrubInitialEnv(string) error { return nil }

// Own does nothing here: programs run as the node's user.
func (s Support) Own(string) error { return nil }
