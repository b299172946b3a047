package sandbox

import (
	"fmt"
	"path/filepath"
	"strings"
)

// HelperArg is the first argument that makes a binary linking this package act as the helper.
const HelperArg = "sandbox-exec"

// Policy is how one process is confined.
type Policy struct {
	// Hide lists absolute paths the process may neither read nor write (the node's data
	// directory); a declared writable path inside one of them stays writable.
	Hide []string `json:"hide,omitempty"`
	// Writable lists absolute paths the process may create, write and delete files under (its
	// work directory, paths the operator declares). Everything else is read-only.
	Writable []string `json:"writable,omitempty"`
	// Network keeps the host's network. Without it the process gets a network namespace of its
	// own with only a loopback interface (or, where namespaces are refused, no TCP at all).
	Network bool `json:"network,omitempty"`
}

// Validate checks that every path is absolute and that no writable path uncovers a hidden one.
func (p Policy) Validate() error {
	for _, h := range p.Hide {
		if !filepath.IsAbs(h) {
			return fmt.Errorf("sandbox: hidden path %q is not absolute", h)
		}
	}
	for _, w := range p.Writable {
		if !filepath.IsAbs(w) {
			return fmt.Errorf("sandbox: writable path %q is not absolute", w)
		}
		for _, h := range p.Hide {
			if within(h, w) && h != w {
				return fmt.Errorf("sandbox: writable path %q contains the hidden path %q", w, h)
			}
		}
	}
	return nil
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
	// Missing says, one entry per gap, what confinement is not available and why.
	Missing []string `json:"missing,omitempty"`
}

// String describes the confinement in force, for the node's log.
func (s Support) String() string {
	var parts []string
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

// within reports whether p is dir or lies beneath it; both are clean absolute paths.
func within(p, dir string) bool {
	if p == dir || dir == "/" {
		return true
	}
	return strings.HasPrefix(p, dir+"/")
}
