package sandbox

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"golang.org/x/sys/unix"
)

// needsView skips unless the node runs as root and the private view can be built.
func needsView(t *testing.T) Support {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("the private filesystem view is for nodes running as root")
	}
	s := Probe()
	if !s.View {
		t.Fatalf("root, but no private view: %v", s.Missing)
	}
	return s
}

// otherNode makes a second node's data directory under parent, with its API token and a
// keystore, as the attack of issue 18 found them.
func otherNode(t *testing.T, parent string) string {
	t.Helper()
	dir, err := os.MkdirTemp(parent, "othernode-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	if err := os.MkdirAll(filepath.Join(dir, "keys"), 0o700); err != nil {
		t.Fatal(err)
	}
	for name, body := range map[string]string{"api.token": "other-node-token", "keys/node.json": "other-node-key"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestViewAsRoot is the confinement of a root node: the program runs as ProgramID and sees only
// the system's directories, its work directory and its declared paths, with /tmp and /dev/shm
// of its own.
func TestViewAsRoot(t *testing.T) {
	s := needsView(t)
	root := t.TempDir()
	data, work := filepath.Join(root, "data"), filepath.Join(root, "data", "work", "a")
	shared, out := filepath.Join(root, "shared"), filepath.Join(root, "out")
	for _, d := range []string{work, shared, out} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Chmod(shared, 0o755); err != nil { // readable by the program's uid, as declared paths must be
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(data, "api.token"), []byte("own-node-token"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(shared, "in.txt"), []byte("declared input"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, d := range []string{work, out} {
		if err := s.Own(d); err != nil {
			t.Fatal(err)
		}
	}
	others := []string{otherNode(t, os.TempDir())}
	if fi, err := os.Stat("/root"); err == nil && fi.IsDir() {
		others = append(others, otherNode(t, "/root"))
	}
	marker := "agentsite-view-test-" + filepath.Base(root)
	hostFile, hostShm := filepath.Join(os.TempDir(), marker+"-host"), filepath.Join("/dev/shm", marker+"-host")
	for _, f := range []string{hostFile, hostShm} {
		if err := os.WriteFile(f, []byte("host file"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Cleanup(func() {
		os.Remove(hostFile)
		os.Remove(hostShm)
		os.Remove(filepath.Join("/dev/shm", marker))
		os.Remove(filepath.Join(os.TempDir(), marker))
	})
	p := Policy{Hide: []string{data}, Writable: []string{work, out}, Readable: []string{shared}}
	cases := []struct {
		name, script string
		ok           bool
	}{
		{"uid", `[ "$(id -u)" = 65533 ] && [ "$(id -G)" = 65533 ]`, true},
		{"no capabilities", `grep -q '^CapEff:[[:space:]]*0*$' /proc/self/status`, true},
		{"own node's token", "cat " + filepath.Join(data, "api.token"), false},
		{"shadow", "cat /etc/shadow", false},
		{"shadow absent", "test -e /etc/shadow", false},
		{"host /tmp hidden", "cat " + hostFile, false},
		{"host /dev/shm hidden", "cat " + hostShm + " || ls -A /dev/shm | grep -q .", false},
		{"write /tmp", "echo hi > /tmp/" + marker + " && cat /tmp/" + marker, true},
		{"write /dev/shm", "echo hi > /dev/shm/" + marker + " && cat /dev/shm/" + marker, true},
		{"work dir", `echo kept > f && cat "` + work + `/f"`, true},
		{"declared writable", "echo out > " + out + "/f && cat " + out + "/f", true},
		{"declared readable", "cat " + shared + "/in.txt", true},
		{"declared readable is read-only", "echo x > " + shared + "/in.txt", false},
		{"system", "ls /usr/bin >/dev/null && head -c1 /dev/urandom >/dev/null", true},
		{"other processes", fmt.Sprintf("test -e /proc/%d", os.Getpid()), false},
		{"raw disk", "for d in /dev/vda /dev/sda /dev/nvme0n1 /dev/mem; do [ -e $d ] && exit 0; done; exit 1", false},
	}
	for _, o := range others {
		cases = append(cases,
			struct {
				name, script string
				ok           bool
			}{"other node " + o + " token", "cat " + o + "/api.token", false},
			struct {
				name, script string
				ok           bool
			}{"other node " + o + " keys", "cat " + o + "/keys/node.json", false})
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := runWith(t, s, p, tc.script)
			if (err == nil) != tc.ok {
				t.Fatalf("err = %v, want ok=%v; output: %s", err, tc.ok, got)
			}
			for _, secret := range []string{"own-node-token", "other-node-token", "other-node-key", "root:"} {
				if strings.Contains(got, secret) {
					t.Fatalf("%q leaked: %s", secret, got)
				}
			}
		})
	}
	for _, f := range []string{filepath.Join("/dev/shm", marker), filepath.Join(os.TempDir(), marker)} {
		if _, err := os.Stat(f); !os.IsNotExist(err) {
			t.Errorf("the program wrote the host's %s (stat: %v)", f, err)
		}
	}
	if b, err := os.ReadFile(filepath.Join(work, "f")); err != nil || string(b) != "kept\n" {
		t.Errorf("work dir file on the host: %q %v", b, err)
	}
}

// TestViewRefuses checks the paths a view will not show: a program or directory in the hidden
// data directory, a declared path that is missing.
func TestViewRefuses(t *testing.T) {
	s := needsView(t)
	root := t.TempDir()
	data, work := filepath.Join(root, "data"), filepath.Join(root, "data", "work", "a")
	if err := os.MkdirAll(work, 0o700); err != nil {
		t.Fatal(err)
	}
	tool := filepath.Join(data, "tool.sh")
	if err := os.WriteFile(tool, []byte("#!/bin/sh\necho ran\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	pol := Policy{Hide: []string{data}, Writable: []string{work}}
	cases := []struct {
		name string
		p    Policy
		prog string
	}{
		{"program in the data dir", pol, tool},
		{"dir in the data dir", Policy{Hide: pol.Hide, Writable: pol.Writable, Dir: data}, "/bin/true"},
		{"missing readable", Policy{Hide: pol.Hide, Writable: pol.Writable, Readable: []string{filepath.Join(root, "nope")}}, "/bin/true"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cmd, err := s.Command(context.Background(), tc.p, tc.prog)
			if err != nil {
				t.Fatal(err)
			}
			out, err := cmd.CombinedOutput()
			if err == nil || strings.Contains(string(out), "ran") || !strings.Contains(string(out), HelperArg) {
				t.Fatalf("want the helper's refusal: %v %s", err, out)
			}
		})
	}
}

func TestGaps(t *testing.T) {
	root := Support{Helper: true, Landlock: 4, NetNS: true}
	if g := root.Gaps(0); len(g) != 1 || !strings.Contains(g[0], "run as root") || !strings.Contains(g[0], "unprivileged user") {
		t.Fatalf("root without a view: %q", g)
	}
	if g := root.Gaps(1000); len(g) != 0 {
		t.Fatalf("not root: %q", g)
	}
	viewed := Support{Helper: true, View: true, UID: ProgramID, Missing: []string{"x"}}
	if g := viewed.Gaps(0); len(g) != 1 || g[0] != "x" {
		t.Fatalf("root with a view: %q", g)
	}
}

const probeChildEnv = "AGENTSITE_PROBE_WITHOUT_SYS_ADMIN"

// TestProbeWithoutSysAdmin runs the probe in a root process without CAP_SYS_ADMIN (as in a
// container that does not grant it): it finds no view, falls back to what it can do, and the
// gaps tell the operator that programs run as root and what to do.
func TestProbeWithoutSysAdmin(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("the fallback is for nodes running as root")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestProbeWithoutSysAdminChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), probeChildEnv+"=1")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("child: %v: %s", err, out)
	}
	i := bytes.IndexByte(out, '{')
	var s Support
	if i < 0 || json.NewDecoder(bytes.NewReader(out[i:])).Decode(&s) != nil {
		t.Fatalf("child output: %s", out)
	}
	if s.View || s.UID != 0 || !s.Helper || len(s.Missing) == 0 || !strings.Contains(s.Missing[0], "no private filesystem view") {
		t.Fatalf("probe without CAP_SYS_ADMIN: %+v", s)
	}
	gaps := strings.Join(s.Gaps(0), "\n")
	if !strings.Contains(gaps, "hosted programs run as root") || !strings.Contains(gaps, "CAP_SYS_ADMIN") {
		t.Fatalf("gaps: %s", gaps)
	}
}

func TestProbeWithoutSysAdminChild(t *testing.T) {
	if os.Getenv(probeChildEnv) == "" {
		t.Skip("run by TestProbeWithoutSysAdmin")
	}
	runtime.LockOSThread() // capabilities are per thread; the probe forks from this one
	const capSysAdmin = 21
	if err := unix.Prctl(unix.PR_CAPBSET_DROP, capSysAdmin, 0, 0, 0); err != nil {
		t.Fatal(err)
	}
	hdr := unix.CapUserHeader{Version: unix.LINUX_CAPABILITY_VERSION_3}
	var data [2]unix.CapUserData
	if err := unix.Capget(&hdr, &data[0]); err != nil {
		t.Fatal(err)
	}
	data[0].Effective &^= 1 << capSysAdmin
	data[0].Permitted &^= 1 << capSysAdmin
	if err := unix.Capset(&hdr, &data[0]); err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(probe())
	if err != nil {
		t.Fatal(err)
	}
	os.Stdout.Write(append(b, '\n'))
}

// TestViewProgramPaths: an npm program is shown with its whole node_modules tree, also through
// a symlinked node_modules and from a relative command; a program elsewhere is shown alone.
func TestViewProgramPaths(t *testing.T) {
	s := needsView(t)
	root := t.TempDir()
	shared, app, work := filepath.Join(root, "shared"), filepath.Join(root, "app"), filepath.Join(root, "work")
	files := map[string]string{
		"shared/node_modules/pkg/tool.sh":  "#!/bin/sh\ncat \"$(dirname \"$(readlink -f \"$0\")\")/data.txt\"\n",
		"shared/node_modules/pkg/data.txt": "npm sibling\n",
		"bin/alone.sh":                     "#!/bin/sh\ncat " + filepath.Join(root, "bin", "sibling.txt") + " 2>/dev/null || echo alone\n",
		"bin/sibling.txt":                  "sibling leaked\n",
	}
	for name, body := range files {
		p := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, d := range []string{filepath.Join(shared, "node_modules", ".bin"), app, work} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink("../pkg/tool.sh", filepath.Join(shared, "node_modules", ".bin", "tool")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(shared, "node_modules"), filepath.Join(app, "node_modules")); err != nil {
		t.Fatal(err)
	}
	if err := s.Own(work); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, prog, dir, want string
	}{
		{"npm program through a symlinked node_modules", filepath.Join(app, "node_modules", ".bin", "tool"), "", "npm sibling\n"},
		{"relative npm program", "node_modules/.bin/tool", app, "npm sibling\n"},
		{"program alone", filepath.Join(root, "bin", "alone.sh"), "", "alone\n"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cmd, err := s.Command(context.Background(), Policy{Writable: []string{work}, Dir: tc.dir}, tc.prog)
			if err != nil {
				t.Fatal(err)
			}
			cmd.Dir, cmd.Env = tc.dir, []string{"PATH=/usr/bin:/bin"}
			out, err := cmd.CombinedOutput()
			if err != nil || string(out) != tc.want {
				t.Fatalf("got %q %v, want %q", out, err, tc.want)
			}
		})
	}
}
