package sandbox

import (
	"fmt"
	"path/filepath"
	"strings"
)

// HelperArg is the first argument that makes a binary linking this package act as the helper.
const HelperArg = "sandbox-exec"

// ProgramID is the uid and gid hosted programs run as when the node is root (Support.View): an
// id no account normally has (65520–65533 are unassigned by convention), so a program owns
// nothing on the host but its work directory and declared writable paths, which the node hands
// to it (Support.Own). Programs of every node share it; their PID, IPC and mount namespaces keep
// them from reaching one another.
const ProgramID = 65533

// Policy is how one process is confined.
type Policy struct {
	// Hide lists absolute paths the process may neither read nor write (the node's data
	// directory); a declared writable path inside one of them stays writable.
	Hide []string `json:"hide,omitempty"`
	// Writable lists absolute paths the process may create, write and delete files under (its
	// work directory first, then paths the operator declares). Everything else is read-only.
	Writable []string `json:"writable,omitempty"`
	// Readable lists absolute paths the process may read besides the system's directories
	// where it sees only an allow-list of the filesystem (Support.View); they may not contain
	// a hidden path.
	Readable []string `json:"readable,omitempty"`
	// Dir is the absolute directory the process starts in where it sees only an allow-list of
	// the filesystem (it is made visible read-only); empty means its work directory (the
	// first writable path). Elsewhere the command's own Dir applies.
	Dir string `json:"dir,omitempty"`
	// Network keeps the host's network. Without it the process gets a network namespace of its
	// own with only a loopback interface (or, where namespaces are refused, no TCP at all).
	Network bool `json:"network,omitempty"`
}

// Validate checks that every path is absolute and that no writable or readable path uncovers a
// hidden one.
func (p Policy) Validate() error {
	for _, h := range p.Hide {
		if !filepath.IsAbs(h) {
			return fmt.Errorf("sandbox: hidden path %q is not absolute", h)
		}
	}
	for _, r := range p.Readable {
		if !filepath.IsAbs(r) {
			return fmt.Errorf("sandbox: readable path %q is not absolute", r)
		}
		if h, ok := uncovers(r, p.Hide); ok {
			return fmt.Errorf("sandbox: readable path %q contains the hidden path %q", r, h)
		}
	}
	if p.Dir != "" && !filepath.IsAbs(p.Dir) {
		return fmt.Errorf("sandbox: directory %q is not absolute", p.Dir)
	}
	for _, w := range p.Writable {
		if !filepath.IsAbs(w) {
			return fmt.Errorf("sandbox: writable path %q is not absolute", w)
		}
		if h, ok := uncovers(w, p.Hide); ok {
			return fmt.Errorf("sandbox: writable path %q contains the hidden path %q", w, h)
		}
	}
	return nil
}

// uncovers returns a hidden path lying strictly beneath p.
func uncovers(p string, hide []string) (string, bool) {
	for _, h := range hide {
		if within(h, p) && h != p {
			return h, true
		}
	}
	return "", false
}

// Support is the confinement this machine allows, as found by Probe.
type Support struct {
	// Helper says the sandbox helper runs at all; without it processes start unconfined.
	Helper bool `json:"helper"`
	// Landlock is the kernel's Landlock ABI version; 0 means Landlock is unavailable and
	// confined processes can read the node's files.
	Landlock int `json:"landlock"`
	// NetNS says private network namespaces can be made.
	NetNS bool `json:"netns"`
	// UserNS says the network namespace is made inside a user namespace (the node is not root).
	UserNS bool `json:"userns,omitempty"`
	// View says a process sees only an allow-list of the filesystem (a new root: the system's
	// directories and a subset of /etc read-only, its work directory, its declared paths, a
	// private /tmp and /dev/shm) in PID and IPC namespaces of its own. Only a root node builds
	// it, and then runs the process as UID.
	View bool `json:"view,omitempty"`
	// UID is the uid and gid processes run as (ProgramID where View holds); 0 means the node's.
	UID int `json:"uid,omitempty"`
	// Missing says, one entry per gap, what confinement is not available and why.
	Missing []string `json:"missing,omitempty"`
}

// String describes the confinement in force, for the node's log.
func (s Support) String() string {
	var parts []string
	if s.View {
		parts = append(parts, fmt.Sprintf("private filesystem view (system directories, work directory and declared paths only; private /tmp and /dev/shm; own PID and IPC namespaces) as uid %d", s.UID))
	}
	if s.Landlock > 0 {
		parts = append(parts, fmt.Sprintf("landlock ABI %d (data directory hidden, writes only to work dirs)", s.Landlock))
	}
	switch {
	case s.NetNS && s.UserNS:
		parts = append(parts, "network namespaces via user namespaces (loopback only unless declared)")
	case s.NetNS:
		parts = append(parts, "network namespaces (loopback only unless declared)")
	case s.Landlock >= 4:
		parts = append(parts, "no network namespaces: TCP denied by landlock unless declared (UDP not restricted)")
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, "; ")
}

// Gaps lists what the node must warn about at start: what the probe found missing and, for a
// node running as root (euid 0) whose programs would run as root too, what that means and what
// the operator can do.
func (s Support) Gaps(euid int) []string {
	gaps := append([]string(nil), s.Missing...)
	if euid == 0 && s.UID == 0 {
		gaps = append(gaps, "hosted programs run as root (uid 0): they can read every file of the host but the node's "+
			"data directory (other nodes' data directories and keys, /etc/shadow) and write to /dev/shm (anywhere without landlock); "+
			"run the node as an unprivileged user, or let it create mount and PID namespaces "+
			"(in a container: CAP_SYS_ADMIN and a seccomp profile allowing unshare, mount and pivot_root, "+
			fmt.Sprintf("with uid %d mapped)", ProgramID))
	}
	return gaps
}

// within reports whether p is dir or lies beneath it; both are clean absolute paths.
func within(p, dir string) bool {
	if p == dir || dir == "/" {
		return true
	}
	return strings.HasPrefix(p, dir+"/")
}
