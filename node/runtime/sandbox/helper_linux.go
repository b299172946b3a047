package sandbox

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"syscall"

	"golang.org/x/sys/unix"
)

// init turns any binary linking this package into the helper when its first argument is
// HelperArg: the helper confines itself and execs the program (it never returns), or exits 126
// with the reason on stderr, which the node logs.
func init() {
	if len(os.Args) > 1 && os.Args[1] == HelperArg {
		err := helperMain(os.Args[2:])
		fmt.Fprintf(os.Stderr, "agentsite %s: %v\n", HelperArg, err)
		os.Exit(126)
	}
}

// helperMain builds the view when asked, confines the calling thread (Landlock, no_new_privs and
// the capability sets are per thread, and execve and fork keep the caller's; it is the main
// thread, as init functions run there) and execs the program, or in a view starts it as its
// child (initMain).
func helperMain(args []string) error {
	runtime.LockOSThread()
	if len(args) == 0 {
		return errors.New("no policy")
	}
	var sp spec
	if err := json.Unmarshal([]byte(args[0]), &sp); err != nil {
		return fmt.Errorf("policy: %w", err)
	}
	if sp.Probe {
		return probeMain(sp)
	}
	if len(args) < 3 || args[1] != "--" {
		return errors.New("usage: sandbox-exec <policy> -- <program> [args...]")
	}
	prog, argv := args[2], args[2:]
	if sp.Loopback {
		if err := loopbackUp(); err != nil {
			return fmt.Errorf("loopback: %w", err)
		}
	}
	path, err := programPath(sp, prog)
	if err != nil {
		return err
	}
	if err := confine(sp); err != nil {
		return err
	}
	if sp.View {
		return initMain(path, argv)
	}
	return unix.Exec(path, argv, os.Environ())
}

// programPath builds the view when asked (and resolves prog in the host's view before) or
// finds prog in PATH.
func programPath(sp spec, prog string) (string, error) {
	if sp.View {
		path, err := buildView(sp, prog)
		if err != nil {
			return "", fmt.Errorf("filesystem view: %w", err)
		}
		return path, nil
	}
	if strings.Contains(prog, "/") {
		return prog, nil
	}
	return exec.LookPath(prog)
}

// confine sets no_new_privs, applies Landlock, empties the capability sets and switches to
// sp.UID: what every program gets after its view (if any) is in place.
func confine(sp spec) error {
	if err := unix.Prctl(unix.PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0); err != nil {
		return fmt.Errorf("no_new_privs: %w", err)
	}
	if sp.Landlock > 0 {
		if sp.View { // the private /tmp is the program's to write
			sp.Writable = append(append([]string(nil), sp.Writable...), "/tmp")
		}
		if err := restrict(sp.Landlock, sp); err != nil {
			return fmt.Errorf("landlock: %w", err)
		}
	}
	if err := dropCaps(); err != nil {
		return fmt.Errorf("capabilities: %w", err)
	}
	if sp.UID != 0 {
		if err := switchUser(sp.UID); err != nil {
			return fmt.Errorf("switch to uid %d: %w", sp.UID, err)
		}
	}
	return nil
}

// switchUser drops the supplementary groups and sets every uid and gid of every thread of the
// helper to id (the helper stays as the program's init, so no thread may keep root). Changing
// uid from 0 clears the permitted and effective capabilities and makes the helper undumpable.
func switchUser(id int) error {
	if err := syscall.Setgroups(nil); err != nil {
		return fmt.Errorf("setgroups: %w", err)
	}
	if err := syscall.Setresgid(id, id, id); err != nil {
		return fmt.Errorf("setresgid: %w", err)
	}
	if err := syscall.Setresuid(id, id, id); err != nil {
		return fmt.Errorf("setresuid: %w", err)
	}
	return nil
}

// probeMain answers a probe on stdout: the Landlock ABI once a restriction was really applied,
// and whether loopback came up when asked.
func probeMain(sp spec) error {
	var rep probeReport
	if sp.Loopback {
		if err := loopbackUp(); err != nil {
			rep.LoopbackErr = err.Error()
		}
	}
	if sp.View {
		if _, err := buildView(sp, ""); err != nil {
			return fmt.Errorf("filesystem view: %w", err)
		}
		if err := dropCaps(); err != nil {
			return fmt.Errorf("capabilities: %w", err)
		}
		if err := switchUser(sp.UID); err != nil {
			return fmt.Errorf("switch to uid %d: %w", sp.UID, err)
		}
		rep.UID = unix.Geteuid()
	}
	abi, err := landlockABI()
	if err == nil {
		err = tryRestrict()
	}
	if err != nil {
		rep.LandlockErr = err.Error()
	} else {
		rep.Landlock = abi
	}
	b, err := json.Marshal(rep)
	if err != nil {
		return err
	}
	if _, err := os.Stdout.Write(b); err != nil {
		return err
	}
	os.Exit(0)
	return nil
}

// loopbackUp brings the network namespace's loopback interface up.
func loopbackUp() error {
	fd, err := unix.Socket(unix.AF_INET, unix.SOCK_DGRAM|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		return err
	}
	defer unix.Close(fd)
	ifr, err := unix.NewIfreq("lo")
	if err != nil {
		return err
	}
	if err := unix.IoctlIfreq(fd, unix.SIOCGIFFLAGS, ifr); err != nil {
		return err
	}
	ifr.SetUint16(ifr.Uint16() | unix.IFF_UP)
	return unix.IoctlIfreq(fd, unix.SIOCSIFFLAGS, ifr)
}

// dropCaps empties the bounding, ambient and inheritable sets, so the program starts with no
// capabilities even when it runs as root. Without CAP_SETPCAP (an unprivileged node) there are
// none to drop.
func dropCaps() error {
	for c := 0; c < 64; c++ {
		err := unix.Prctl(unix.PR_CAPBSET_DROP, uintptr(c), 0, 0, 0)
		if errors.Is(err, unix.EINVAL) {
			break // past the last capability
		}
		if errors.Is(err, unix.EPERM) {
			return nil
		}
		if err != nil {
			return err
		}
	}
	if err := unix.Prctl(unix.PR_CAP_AMBIENT, unix.PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0); err != nil {
		return err
	}
	hdr := unix.CapUserHeader{Version: unix.LINUX_CAPABILITY_VERSION_3}
	var data [2]unix.CapUserData
	if err := unix.Capget(&hdr, &data[0]); err != nil {
		return err
	}
	data[0].Inheritable, data[1].Inheritable = 0, 0
	return unix.Capset(&hdr, &data[0])
}
