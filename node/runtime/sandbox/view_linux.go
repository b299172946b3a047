package sandbox

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"

	"golang.org/x/sys/unix"
)

// The view's private file systems: sizes bound what a program can hold in memory through them
// (TMPDIR is in its work directory, on disk; /dev/shm as Docker's default).
const (
	tmpOptions  = "mode=1777,size=256m"
	shmOptions  = "mode=1777,size=64m"
	baseOptions = "mode=0755,size=16m" // the new root, /dev: directories, passwd and group only
)

// systemDirs are the host's directories every program sees read-only (a symlink among them is
// recreated as the same symlink, as /bin -> usr/bin on merged-/usr systems).
var systemDirs = []string{"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"}

// etcEntries are the entries of /etc a program sees read-only: names and resolver, certificates,
// time zone, the loader's cache, alternatives, locale and MIME data. Not shadow, gshadow,
// sudoers, ssh, ssl private keys' siblings elsewhere, or anything else. passwd and group are
// copies with the program's account added. A declared readable path under /etc adds to these.
var etcEntries = []string{
	"hosts", "hostname", "resolv.conf", "nsswitch.conf", "host.conf", "gai.conf", "services",
	"protocols", "networks", "ssl/certs", "ca-certificates", "ca-certificates.conf", "pki/tls/certs",
	"pki/ca-trust", "crypto-policies", "localtime", "timezone", "ld.so.cache", "ld.so.conf",
	"ld.so.conf.d", "alternatives", "mime.types", "magic", "magic.mime", "os-release", "lsb-release",
	"debian_version", "locale.alias", "locale.conf", "default/locale", "inputrc", "terminfo",
	"bash.bashrc", "profile", "shells", "fonts", "xdg", "npmrc", "gitconfig", "pip.conf", "python3",
	"java-17-openjdk", "java-21-openjdk", "environment",
}

// devices are the device nodes bound into the view's /dev (Landlock's devices narrow them).
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

// open takes an O_PATH descriptor on every source, so binds work after /tmp is shadowed.
func (pl *viewPlan) open() error {
	for i := range pl.binds {
		b := &pl.binds[i]
		fd, err := unix.Open(b.src, unix.O_PATH|unix.O_CLOEXEC, 0)
		if err != nil {
			b.fd = -1
			return fmt.Errorf("open %s: %w", b.src, err)
		}
		b.fd = fd
		var st unix.Stat_t
		if err := unix.Fstat(fd, &st); err != nil {
			return fmt.Errorf("stat %s: %w", b.src, err)
		}
		b.dir = st.Mode&unix.S_IFMT == unix.S_IFDIR
	}
	return nil
}

func (pl *viewPlan) closeAll() {
	for _, b := range pl.binds {
		if b.fd > 0 {
			unix.Close(b.fd)
		}
	}
}

// populate fills the new root: private /tmp, /dev and /dev/shm, the symlinks, passwd and group,
// the binds (parents before what lies beneath them), a /proc of the PID namespace and a devpts.
func (pl *viewPlan) populate(root string) error {
	for _, d := range []string{"/proc", "/tmp", "/dev", "/etc"} {
		if err := os.Mkdir(root+d, 0o755); err != nil {
			return err
		}
	}
	if err := mountTmpfs(root+"/tmp", unix.MS_NOSUID|unix.MS_NODEV, tmpOptions); err != nil {
		return err
	}
	if err := mountTmpfs(root+"/dev", unix.MS_NOSUID|unix.MS_NOEXEC, baseOptions); err != nil {
		return err
	}
	for _, d := range []string{"/dev/shm", "/dev/pts"} {
		if err := os.Mkdir(root+d, 0o755); err != nil {
			return err
		}
	}
	if err := mountTmpfs(root+"/dev/shm", unix.MS_NOSUID|unix.MS_NODEV, shmOptions); err != nil {
		return err
	}
	devLinks := map[string]string{"/dev/fd": "/proc/self/fd", "/dev/stdin": "/proc/self/fd/0",
		"/dev/stdout": "/proc/self/fd/1", "/dev/stderr": "/proc/self/fd/2", "/dev/ptmx": "pts/ptmx"}
	for _, links := range []map[string]string{pl.links, devLinks} {
		for p, t := range links {
			if err := os.Symlink(t, root+p); err != nil {
				return err
			}
		}
	}
	if err := os.WriteFile(root+"/etc/passwd", pl.passwd, 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(root+"/etc/group", pl.group, 0o644); err != nil {
		return err
	}
	sort.SliceStable(pl.binds, func(i, j int) bool {
		return strings.Count(pl.binds[i].dst, "/") < strings.Count(pl.binds[j].dst, "/")
	})
	for _, b := range pl.binds {
		if err := b.mount(root); err != nil {
			return err
		}
	}
	if err := unix.Mount("proc", root+"/proc", "proc", unix.MS_NOSUID|unix.MS_NODEV|unix.MS_NOEXEC, ""); err != nil {
		return fmt.Errorf("mount /proc: %w", err)
	}
	// Ptys are optional: a kernel without devpts instances leaves /dev/ptmx dangling.
	_ = unix.Mount("devpts", root+"/dev/pts", "devpts", unix.MS_NOSUID|unix.MS_NOEXEC, "newinstance,ptmxmode=0666,mode=0620")
	return nil
}

// mount binds b at root+dst and makes it read-only (unless writable or a device), nosuid and
// (unless a device) nodev, beneath too.
func (b bind) mount(root string) error {
	dst := root + b.dst
	if throughSymlink(root, b.dst) {
		return nil // a bind above shows the host's symlink here, and its target is bound too
	}
	if _, err := os.Lstat(dst); errors.Is(err, os.ErrNotExist) {
		if b.dir {
			err = os.MkdirAll(dst, 0o755)
		} else if err = os.MkdirAll(filepath.Dir(dst), 0o755); err == nil {
			err = os.WriteFile(dst, nil, 0o644)
		}
		if err != nil {
			return fmt.Errorf("mount point %s: %w", b.dst, err)
		}
	}
	if err := unix.Mount(fmt.Sprintf("/proc/self/fd/%d", b.fd), dst, "", unix.MS_BIND|unix.MS_REC, ""); err != nil {
		return fmt.Errorf("bind %s: %w", b.dst, err)
	}
	var attr uint64 = unix.MOUNT_ATTR_NOSUID
	flags := uintptr(unix.MS_NOSUID)
	if !b.rw {
		attr |= unix.MOUNT_ATTR_RDONLY
		flags |= unix.MS_RDONLY
	}
	if !b.dev {
		attr |= unix.MOUNT_ATTR_NODEV
		flags |= unix.MS_NODEV
	}
	err := unix.MountSetattr(unix.AT_FDCWD, dst, unix.AT_RECURSIVE, &unix.MountAttr{Attr_set: attr})
	if errors.Is(err, unix.ENOSYS) { // before Linux 5.12: the top mount only
		err = unix.Mount("", dst, "", unix.MS_REMOUNT|unix.MS_BIND|flags, "")
	}
	if err != nil {
		return fmt.Errorf("restrict %s: %w", b.dst, err)
	}
	return nil
}

// throughSymlink reports whether p, or a directory on the way to it, is a symlink in the view
// being built at root: following it now would resolve against the host's root.
func throughSymlink(root, p string) bool {
	for q := p; q != "/" && q != "."; q = filepath.Dir(q) {
		if fi, err := os.Lstat(root + q); err == nil && fi.Mode()&os.ModeSymlink != 0 {
			return true
		}
	}
	return false
}

// enterRoot makes root the process's root and drops the host's tree from its namespace.
func enterRoot(root string) error {
	if err := os.Chdir(root); err != nil {
		return err
	}
	if err := unix.PivotRoot(".", "."); err != nil {
		return fmt.Errorf("pivot_root: %w", err)
	}
	if err := unix.Unmount(".", unix.MNT_DETACH); err != nil {
		return fmt.Errorf("detach the host's root: %w", err)
	}
	return os.Chdir("/")
}

func mountTmpfs(dir string, flags uintptr, opts string) error {
	if err := unix.Mount("tmpfs", dir, "tmpfs", flags, opts); err != nil {
		return fmt.Errorf("mount tmpfs on %s: %w", dir, err)
	}
	return nil
}

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
