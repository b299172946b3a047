package sandbox

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"golang.org/x/sys/unix"
)

// systemDirs are the host's directories every program sees read-only (a symlink among them is
// recreated as the same symlink, as /bin -> usr/bin on merged-/usr systems).
var systemDirs = []string{"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"}

// etcEntries are the entries of /etc a program sees read-only: names and resolver, certificates,
// time zone, the loader's cache, alternatives, locale and MIME data, common tools' settings. Not
// shadow, gshadow, sudoers, ssh, ssl/private or anything else. passwd and group are copies with
// the program's account added. A declared readable path under /etc adds to these.
var etcEntries = []string{
	"hosts", "hostname", "resolv.conf", "nsswitch.conf", "host.conf", "gai.conf", "services",
	"protocols", "networks", "ssl/certs", "ssl/openssl.cnf", "ca-certificates",
	"ca-certificates.conf", "pki/tls/certs", "pki/ca-trust", "crypto-policies", "localtime",
	"timezone", "ld.so.cache", "ld.so.conf", "ld.so.conf.d", "alternatives", "mime.types", "magic",
	"magic.mime", "os-release", "lsb-release", "debian_version", "locale.alias", "locale.conf",
	"default/locale", "inputrc", "terminfo", "bash.bashrc", "profile", "shells", "fonts", "xdg",
	"npmrc", "gitconfig", "pip.conf", "python3", "java-17-openjdk", "java-21-openjdk",
	"environment",
}

// viewDevices are the device nodes bound into the view's /dev (Landlock's devices narrow them).
var viewDevices = []string{"/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom", "/dev/tty"}

// bind is one host path shown in the view.
type bind struct {
	dst, src string // dst in the view, src on the host (resolved)
	rw, dev  bool   // writable; a device node (keeps exec/dev semantics, not read-only)
	fd       int    // O_PATH descriptor of src, opened before anything is mounted
	dir      bool
}

// viewPlan is what buildView mounts: binds, symlinks, and the passwd and group to write.
type viewPlan struct {
	binds    []bind
	links    map[string]string // path in the view -> symlink target
	passwd   []byte
	group    []byte
	hide     []string // the hidden paths, as written and resolved
	writable []string
}

// buildView makes the calling process's new root (it runs in fresh mount and PID namespaces,
// as root) and returns the absolute path to exec prog by: the system's directories, a subset
// of /etc, the writable paths read-write, the readable paths, the program, the PATH
// directories and Dir read-only, private /tmp, /dev and /dev/shm, a /proc of its own.
func buildView(sp spec, prog string) (string, error) {
	pl := &viewPlan{links: map[string]string{}, writable: sp.Writable}
	pl.hide = append(resolveAll(sp.Hide), cleanAll(sp.Hide)...)
	path, err := pl.plan(sp, prog)
	if err != nil {
		return "", err
	}
	defer pl.closeAll()
	if err := pl.open(); err != nil {
		return "", err
	}
	root := "/tmp" // shadowed in this mount namespace only; every source is already open
	if err := unix.Mount("", "/", "", unix.MS_REC|unix.MS_PRIVATE, ""); err != nil {
		return "", fmt.Errorf("private mounts: %w", err)
	}
	if err := mountTmpfs(root, unix.MS_NOSUID|unix.MS_NODEV, baseOptions); err != nil {
		return "", err
	}
	if err := pl.populate(root); err != nil {
		return "", err
	}
	if err := enterRoot(root); err != nil {
		return "", err
	}
	dir := sp.Dir
	if dir == "" && len(sp.Writable) > 0 {
		dir = sp.Writable[0]
	}
	if dir == "" {
		dir = "/"
	}
	if err := os.Chdir(dir); err != nil {
		return "", fmt.Errorf("directory: %w", err)
	}
	return path, nil
}

// plan decides what the view holds; it reads the host (before any mount) and resolves prog.
func (pl *viewPlan) plan(sp spec, prog string) (string, error) {
	for _, d := range systemDirs {
		fi, err := os.Lstat(d)
		switch {
		case err != nil:
		case fi.Mode()&os.ModeSymlink != 0:
			t, err := os.Readlink(d)
			if err != nil {
				return "", fmt.Errorf("system directory %s: %w", d, err)
			}
			pl.links[d] = t
		case fi.IsDir():
			pl.binds = append(pl.binds, bind{dst: d, src: d})
		}
	}
	for _, e := range etcEntries {
		p := "/etc/" + e
		if r, err := filepath.EvalSymlinks(p); err == nil && !pl.hidden(r) {
			pl.binds = append(pl.binds, bind{dst: p, src: r})
		}
	}
	for _, d := range viewDevices {
		if _, err := os.Stat(d); err == nil {
			pl.binds = append(pl.binds, bind{dst: d, src: d, rw: true, dev: true})
		}
	}
	pl.passwd = withAccount("/etc/passwd", fmt.Sprintf("agentsite-program:x:%d:%d:AgentSite hosted program:/:/usr/sbin/nologin", sp.UID, sp.UID), sp.UID)
	pl.group = withAccount("/etc/group", fmt.Sprintf("agentsite-program:x:%d:", sp.UID), sp.UID)
	for _, w := range sp.Writable {
		if err := pl.add(w, true); err != nil {
			return "", fmt.Errorf("writable path %s: %w", w, err)
		}
	}
	for _, r := range sp.Readable {
		if err := pl.add(r, false); err != nil {
			return "", fmt.Errorf("readable path %s: %w", r, err)
		}
	}
	for _, d := range filepath.SplitList(os.Getenv("PATH")) {
		if filepath.IsAbs(d) {
			_ = pl.add(d, false) // a PATH directory that is missing or hidden is left out
		}
	}
	if sp.Dir != "" {
		if err := pl.add(sp.Dir, false); err != nil {
			return "", fmt.Errorf("directory %s: %w", sp.Dir, err)
		}
	}
	if prog == "" { // a probe
		return "", nil
	}
	path, err := lookPath(prog)
	if err != nil {
		return "", err
	}
	if err := pl.add(path, false); err != nil {
		return "", fmt.Errorf("program %s: %w", path, err)
	}
	return path, nil
}

// lookPath makes prog absolute: looked up in PATH when it is a bare name, else relative to the
// working directory.
func lookPath(prog string) (string, error) {
	if !strings.Contains(prog, "/") {
		return exec.LookPath(prog)
	}
	return filepath.Abs(prog)
}

// add shows p (the whole node_modules tree around it, for an npm program and its siblings) at
// its own path in the view and at the path it resolves to; a path the system directories
// already show is left to them, and nothing hidden (or holding something hidden) is shown
// except a writable path inside a hidden one.
func (pl *viewPlan) add(p string, rw bool) error {
	p = filepath.Clean(p)
	if !rw && (underAny(p, systemDirs) || underAny(p, pl.writable)) {
		return nil
	}
	a := area(p)
	if a == "/" || within(a, "/proc") || within(a, "/dev") {
		return errors.New("not a path a program may be given")
	}
	src, err := filepath.EvalSymlinks(a)
	if err != nil {
		return err
	}
	for _, x := range []string{a, src} {
		if _, ok := uncovers(x, pl.hide); ok || !rw && covered(x, pl.hide) {
			return errors.New("it is or holds the node's hidden data")
		}
	}
	pl.put(a, src, rw)
	if src != a { // also where it really is: a symlink to it in another shown tree then resolves
		pl.put(src, src, rw)
	}
	return nil
}

// put plans a bind of src at dst, once per dst (writable if any asks it).
func (pl *viewPlan) put(dst, src string, rw bool) {
	for i, b := range pl.binds {
		if b.dst == dst {
			pl.binds[i].rw = b.rw || rw
			return
		}
	}
	pl.binds = append(pl.binds, bind{dst: dst, src: src, rw: rw})
}

// area is the outermost node_modules directory p lies in (an npm program needs its package and
// its dependencies), or p itself.
func area(p string) string {
	if i := strings.Index(p+"/", "/node_modules/"); i >= 0 {
		return p[:i] + "/node_modules"
	}
	return p
}

func (pl *viewPlan) hidden(p string) bool { return covered(p, pl.hide) }

// withAccount is the host's passwd or group file with line added unless id is listed already
// (the third field); a missing file gives line alone.
func withAccount(file, line string, id int) []byte {
	b, _ := os.ReadFile(file)
	for _, l := range strings.Split(string(b), "\n") {
		if f := strings.Split(l, ":"); len(f) > 2 && f[2] == fmt.Sprint(id) {
			return b
		}
	}
	if len(b) > 0 && b[len(b)-1] != '\n' {
		b = append(b, '\n')
	}
	return append(b, line+"\n"...)
}

func cleanAll(paths []string) []string {
	out := make([]string, 0, len(paths))
	for _, p := range paths {
		out = append(out, filepath.Clean(p))
	}
	return out
}

// underAny reports whether p is one of dirs or lies beneath one.
func underAny(p string, dirs []string) bool {
	for _, d := range dirs {
		if within(p, filepath.Clean(d)) {
			return true
		}
	}
	return false
}
