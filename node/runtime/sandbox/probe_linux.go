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

// Probe finds, once per process, what confinement the kernel allows: for a root node, the
// private filesystem view and uid; then a new network namespace, or none if that is refused;
// and Landlock.
func Probe() Support { return probeOnce() }

func probe() Support {
	var s Support
	if os.Geteuid() == 0 {
		rep, err := runProbe(spec{View: true, UID: ProgramID, Loopback: true})
		if err == nil && rep.UID == ProgramID {
			s.Helper, s.View, s.UID, s.NetNS, s.Landlock = true, true, ProgramID, true, rep.Landlock
			s.Missing = landlockGaps(s, rep)
			return s
		}
		if err == nil {
			err = fmt.Errorf("still uid %d after the switch", rep.UID)
		}
		s.Missing = append(s.Missing, fmt.Sprintf("no private filesystem view or unprivileged uid for hosted programs (%v)", err))
	}
	rep, err := runProbe(spec{Loopback: true})
	if err == nil {
		s.NetNS, s.UserNS = true, os.Geteuid() != 0
	} else {
		s.Missing = append(s.Missing, fmt.Sprintf("network namespaces refused (%v)", err))
		if rep, err = runProbe(spec{}); err != nil {
			s.Missing = append(s.Missing, fmt.Sprintf("the sandbox helper does not run (%v)", err))
			return s
		}
	}
	s.Helper, s.Landlock = true, rep.Landlock
	s.Missing = append(s.Missing, landlockGaps(s, rep)...)
	return s
}

// landlockGaps says what is missing for want of Landlock.
func landlockGaps(s Support, rep probeReport) []string {
	var gaps []string
	if s.Landlock == 0 {
		what := "hosted processes can read the node's data directory"
		if s.View {
			what = "signals and abstract sockets are not scoped"
		}
		gaps = append(gaps, fmt.Sprintf("landlock unavailable (%s): %s", rep.LandlockErr, what))
	}
	if !s.NetNS && s.Landlock < 4 {
		gaps = append(gaps, "no way to cut the network: hosted processes keep the host's network")
	}
	return gaps
}

// runProbe runs the helper in probe mode with the namespaces sp asks for.
func runProbe(sp spec) (probeReport, error) {
	var rep probeReport
	sp.Probe = true
	b, err := json.Marshal(sp)
	if err != nil {
		return rep, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, self, HelperArg, string(b))
	cmd.SysProcAttr = nsAttr(sp)
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

// nsAttr starts the helper in the namespaces sp needs: a network namespace for Loopback (inside
// a new user namespace mapping the node's ids to root when the node is not root, which is what
// lets it bring loopback up), mount, PID and IPC namespaces for View.
func nsAttr(sp spec) *syscall.SysProcAttr {
	var flags uintptr
	if sp.Loopback {
		flags |= syscall.CLONE_NEWNET
	}
	if sp.View {
		flags |= syscall.CLONE_NEWNS | syscall.CLONE_NEWPID | syscall.CLONE_NEWIPC
	}
	if flags == 0 {
		return nil
	}
	a := &syscall.SysProcAttr{Cloneflags: flags}
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
	sp := spec{Policy: p, Loopback: !p.Network && s.NetNS, DenyTCP: !p.Network && !s.NetNS, Landlock: s.Landlock,
		View: s.View, UID: s.UID}
	b, err := json.Marshal(sp)
	if err != nil {
		return nil, fmt.Errorf("sandbox: encode policy: %w", err)
	}
	cmd := exec.CommandContext(ctx, self, append([]string{HelperArg, string(b), "--", name}, args...)...)
	cmd.SysProcAttr = nsAttr(sp)
	return cmd, nil
}
