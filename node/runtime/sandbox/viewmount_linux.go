package sandbox

import (
	"errors"
	"fmt"
	"os"
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
