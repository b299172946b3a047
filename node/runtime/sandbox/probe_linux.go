package sandbox

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"time"
)

// self is the running binary; executing it with HelperArg runs the helper.
const self = "/proc/self/exe"

var probeOnce = sync.OnceValue(probe)

// Probe finds, once per process, what confinement the kernel allows: it starts the helper in a
// new network namespace, and without one if that is refused, and asks it for Landlock.
func Probe() Support { return probeOnce() }

func probe() Support {
	var s Support
	rep, err := runProbe(true)
	if err == nil {
		s.NetNS, s.UserNS = true, os.Geteuid() != 0
	} else {
		s.Missing = append(s.Missing, fmt.Sprintf("network namespaces refused (%v)", err))
		if rep, err = runProbe(false); err != nil {
			s.Missing = append(s.Missing, fmt.Sprintf("the sandbox helper does not run (%v)", err))
			return s
		}
	}
	s.Helper, s.Landlock = true, rep.Landlock
	if s.Landlock == 0 {
		s.Missing = append(s.Missing, fmt.Sprintf("landlock unavailable (%s): hosted processes can read the node's data directory", rep.LandlockErr))
	}
	if !s.NetNS && s.Landlock < 4 {
		s.Missing = append(s.Missing, "no way to cut the network: hosted processes keep the host's network")
	}
	return s
}

// runProbe runs the helper in probe mode, in a new network namespace when netns is set.
func runProbe(netns bool) (probeReport, error) {
	var rep probeReport
	b, err := json.Marshal(spec{Probe: true, Loopback: netns})
	if err != nil {
		return rep, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, self, HelperArg, string(b))
	cmd.SysProcAttr = nsAttr(netns)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		if msg := strings.TrimSpace(stderr.String()); msg != "" {
			return rep, fmt.Errorf("%w: %s", err, msg)
		}
		return rep, err
	}
	if err := json.Unmarshal(out, &rep); err != nil {
		return rep, fmt.Errorf("probe answer %q: %w", out, err)
	}
	if rep.LoopbackErr != "" {
		return rep, errors.New("loopback: " + rep.LoopbackErr)
	}
	return rep, nil
}

// nsAttr starts a process in a new network namespace (inside a new user namespace mapping the
// node's ids to root when the node is not root, which is what lets it bring loopback up).
func nsAttr(netns bool) *syscall.SysProcAttr {
	if !netns {
		return nil
	}
	a := &syscall.SysProcAttr{Cloneflags: syscall.CLONE_NEWNET}
	if uid := os.Geteuid(); uid != 0 {
		a.Cloneflags |= syscall.CLONE_NEWUSER
		a.UidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: uid, Size: 1}}
		a.GidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: os.Getegid(), Size: 1}}
	}
	return a
}

// Command returns a command that runs name with args confined by p, as far as s allows (a plain
// command when the helper does not run). Set its Env, Dir and streams as for any command; the
// helper passes the environment on unchanged and looks name up in the command's PATH.
func (s Support) Command(ctx context.Context, p Policy, name string, args ...string) (*exec.Cmd, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if !s.Helper {
		return exec.CommandContext(ctx, name, args...), nil
	}
	sp := spec{Policy: p, Loopback: !p.Network && s.NetNS, DenyTCP: !p.Network && !s.NetNS, Landlock: s.Landlock}
	b, err := json.Marshal(sp)
	if err != nil {
		return nil, fmt.Errorf("sandbox: encode policy: %w", err)
	}
	cmd := exec.CommandContext(ctx, self, append([]string{HelperArg, string(b), "--", name}, args...)...)
	cmd.SysProcAttr = nsAttr(sp.Loopback)
	return cmd, nil
}
