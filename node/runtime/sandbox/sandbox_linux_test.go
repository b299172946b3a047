package sandbox

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// run runs a bash script confined by p and returns its combined output and error.
func run(t *testing.T, p Policy, script string) (string, error) {
	t.Helper()
	return runWith(t, Probe(), p, script)
}

// runWith is run with the confinement s instead of what the kernel allows.
func runWith(t *testing.T, s Support, p Policy, script string) (string, error) {
	t.Helper()
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("bash not installed")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cmd, err := s.Command(ctx, p, bash, "-c", script)
	if err != nil {
		t.Fatalf("command: %v", err)
	}
	cmd.Env = []string{"PATH=/usr/local/bin:/usr/bin:/bin"}
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// needs skips unless the kernel gives the confinement a test is about.
func needs(t *testing.T, landlock, netns bool) Support {
	t.Helper()
	s := Probe()
	if landlock && s.Landlock == 0 || netns && !s.NetNS {
		t.Skipf("confinement not available here: %s (missing: %v)", s, s.Missing)
	}
	return s
}

// withoutView is s as a node that is not root gets it: Landlock and namespaces, no view of its
// own, the node's uid.
func withoutView(s Support) Support {
	s.View, s.UID = false, 0
	return s
}

func TestProbe(t *testing.T) {
	s := Probe()
	if !s.Helper {
		t.Fatalf("the helper does not run: %v", s.Missing)
	}
	t.Logf("confinement: %s; missing: %v", s, s.Missing)
}

// TestFilesystem is the confinement of a node that is not root: Landlock hides the data
// directory and keeps writes to the work directory.
func TestFilesystem(t *testing.T) {
	s := withoutView(needs(t, true, false))
	root := t.TempDir()
	data, work, other := filepath.Join(root, "data"), filepath.Join(root, "data", "work", "a"), filepath.Join(root, "other")
	for _, d := range []string{work, other} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	secret := filepath.Join(data, "secret")
	open := filepath.Join(other, "open")
	for _, f := range []string{secret, open} {
		if err := os.WriteFile(f, []byte("content of "+filepath.Base(f)), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	p := Policy{Hide: []string{data}, Writable: []string{work}}
	cases := []struct {
		name, script string
		ok           bool
	}{
		{"read hidden file", "cat " + secret, false},
		{"list hidden dir", "ls " + data, false},
		{"read through a symlink", "ln -s " + data + " " + work + "/link && cat " + work + "/link/secret", false},
		{"read elsewhere", "cat " + open, true},
		{"write work dir", "echo hi > " + work + "/f && cat " + work + "/f", true},
		{"write elsewhere", "echo hi > " + other + "/f", false},
		{"write /tmp", "echo hi > /tmp/agentsite-sandbox-test-" + filepath.Base(root), false},
		{"dev null", "echo hi > /dev/null", true},
		{"raw disk", "for d in /dev/vda /dev/sda /dev/nvme0n1 /dev/mem; do [ -e $d ] && head -c1 $d >/dev/null && exit 0; done; exit 1", false},
		{"parent environment", fmt.Sprintf("cat /proc/%d/environ", os.Getpid()), false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			out, err := runWith(t, s, p, tc.script)
			if (err == nil) != tc.ok {
				t.Fatalf("err = %v, want ok=%v; output: %s", err, tc.ok, out)
			}
			if strings.Contains(out, "content of secret") {
				t.Fatalf("hidden content leaked: %s", out)
			}
		})
	}
}

func TestNetwork(t *testing.T) {
	needs(t, false, true)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			c.Close()
		}
	}()
	port := ln.Addr().(*net.TCPAddr).Port
	connect := fmt.Sprintf("exec 3<>/dev/tcp/127.0.0.1/%d", port)
	if out, err := run(t, Policy{}, connect); err == nil {
		t.Fatalf("connected to the host's loopback without network: %s", out)
	}
	if out, err := run(t, Policy{Network: true}, connect); err != nil {
		t.Fatalf("declared network, connect failed: %v: %s", err, out)
	}
	// Where namespaces are refused, Landlock (ABI 4 and later) refuses TCP instead.
	if s := Probe(); s.Landlock >= 4 {
		noNS := Support{Helper: true, Landlock: s.Landlock}
		if out, err := runWith(t, noNS, Policy{}, connect); err == nil {
			t.Fatalf("landlock fallback: connected without network: %s", out)
		}
		if out, err := runWith(t, noNS, Policy{Network: true}, connect); err != nil {
			t.Fatalf("landlock fallback: declared network, connect failed: %v: %s", err, out)
		}
	}
	// The private namespace has a working loopback of its own.
	own := "python3 -c 'import socket; s=socket.socket(); s.bind((\"127.0.0.1\",0)); s.listen(); c=socket.create_connection(s.getsockname())' || exit 2"
	if _, err := exec.LookPath("python3"); err == nil {
		if out, err := run(t, Policy{}, own); err != nil {
			t.Fatalf("loopback inside the namespace: %v: %s", err, out)
		}
	}
}

func TestPolicyValidate(t *testing.T) {
	cases := []struct {
		name string
		p    Policy
		ok   bool
	}{
		{"empty", Policy{}, true},
		{"relative hide", Policy{Hide: []string{"data"}}, false},
		{"relative writable", Policy{Writable: []string{"work"}}, false},
		{"writable inside hidden", Policy{Hide: []string{"/d"}, Writable: []string{"/d/work"}}, true},
		{"writable uncovers hidden", Policy{Hide: []string{"/d/keys"}, Writable: []string{"/d"}}, false},
		{"writable root", Policy{Hide: []string{"/d"}, Writable: []string{"/"}}, false},
		{"readable", Policy{Hide: []string{"/d"}, Readable: []string{"/opt/model"}, Dir: "/opt/model"}, true},
		{"relative readable", Policy{Readable: []string{"opt"}}, false},
		{"readable uncovers hidden", Policy{Hide: []string{"/srv/node"}, Readable: []string{"/srv"}}, false},
		{"relative dir", Policy{Dir: "work"}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.p.Validate(); (err == nil) != tc.ok {
				t.Fatalf("err = %v, want ok=%v", err, tc.ok)
			}
		})
	}
}

func TestHelperRefusesBadUse(t *testing.T) {
	for name, args := range map[string][]string{
		"no policy":  {HelperArg},
		"bad policy": {HelperArg, "{"},
		"no program": {HelperArg, "{}"},
		"missing":    {HelperArg, "{}", "--", "/nonexistent/program"},
	} {
		t.Run(name, func(t *testing.T) {
			out, err := exec.Command(self, args...).CombinedOutput()
			if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 126 || !strings.Contains(string(out), HelperArg) {
				t.Fatalf("err = %v, output %q: want exit 126 with a reason", err, out)
			}
		})
	}
}
