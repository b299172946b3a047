package sandbox

import (
	"fmt"
	"os"
	"path/filepath"
	"unsafe"

	"golang.org/x/sys/unix"
)

// Landlock access rights, by the ABI version that introduced them.
const (
	fsABI1 = unix.LANDLOCK_ACCESS_FS_EXECUTE | unix.LANDLOCK_ACCESS_FS_WRITE_FILE | unix.LANDLOCK_ACCESS_FS_READ_FILE |
		unix.LANDLOCK_ACCESS_FS_READ_DIR | unix.LANDLOCK_ACCESS_FS_REMOVE_DIR | unix.LANDLOCK_ACCESS_FS_REMOVE_FILE |
		unix.LANDLOCK_ACCESS_FS_MAKE_CHAR | unix.LANDLOCK_ACCESS_FS_MAKE_DIR | unix.LANDLOCK_ACCESS_FS_MAKE_REG |
		unix.LANDLOCK_ACCESS_FS_MAKE_SOCK | unix.LANDLOCK_ACCESS_FS_MAKE_FIFO | unix.LANDLOCK_ACCESS_FS_MAKE_BLOCK |
		unix.LANDLOCK_ACCESS_FS_MAKE_SYM
	// fileRights are the only rights a rule on a non-directory may carry.
	fileRights = unix.LANDLOCK_ACCESS_FS_EXECUTE | unix.LANDLOCK_ACCESS_FS_WRITE_FILE | unix.LANDLOCK_ACCESS_FS_READ_FILE |
		unix.LANDLOCK_ACCESS_FS_TRUNCATE | unix.LANDLOCK_ACCESS_FS_IOCTL_DEV
	readRights = unix.LANDLOCK_ACCESS_FS_EXECUTE | unix.LANDLOCK_ACCESS_FS_READ_FILE | unix.LANDLOCK_ACCESS_FS_READ_DIR
	rwDevice   = unix.LANDLOCK_ACCESS_FS_READ_FILE | unix.LANDLOCK_ACCESS_FS_WRITE_FILE | unix.LANDLOCK_ACCESS_FS_IOCTL_DEV |
		unix.LANDLOCK_ACCESS_FS_READ_DIR
)

// devices are the entries of /dev a confined process may use; the rest of /dev (disks, memory)
// stays closed, which matters when the node runs as root.
var devices = []struct {
	path   string
	rights uint64
}{
	{"/dev/null", rwDevice}, {"/dev/zero", rwDevice}, {"/dev/full", rwDevice}, {"/dev/tty", rwDevice},
	{"/dev/ptmx", rwDevice}, {"/dev/pts", rwDevice},
	{"/dev/random", unix.LANDLOCK_ACCESS_FS_READ_FILE}, {"/dev/urandom", unix.LANDLOCK_ACCESS_FS_READ_FILE},
	{"/dev/shm", ^uint64(0)},
}

// landlockABI is the kernel's Landlock ABI version.
func landlockABI() (int, error) {
	v, _, errno := unix.Syscall(unix.SYS_LANDLOCK_CREATE_RULESET, 0, 0, unix.LANDLOCK_CREATE_RULESET_VERSION)
	if errno != 0 {
		return 0, errno
	}
	return int(v), nil
}

// fsRights are the filesystem rights the kernel knows at abi.
func fsRights(abi int) uint64 {
	r := uint64(fsABI1)
	if abi >= 2 {
		r |= unix.LANDLOCK_ACCESS_FS_REFER
	}
	if abi >= 3 {
		r |= unix.LANDLOCK_ACCESS_FS_TRUNCATE
	}
	if abi >= 5 {
		r |= unix.LANDLOCK_ACCESS_FS_IOCTL_DEV
	}
	return r
}

// restrict confines the calling thread (and what it execs): read and execute everywhere (in a
// view) or everywhere but the hidden paths and /dev, the listed devices, full access beneath the
// writable paths; TCP denied when asked; signals and abstract unix sockets scoped to the sandbox
// where the kernel can.
func restrict(abi int, sp spec) error {
	all := fsRights(abi)
	attr := unix.LandlockRulesetAttr{Access_fs: all}
	if sp.DenyTCP && abi >= 4 {
		attr.Access_net = unix.LANDLOCK_ACCESS_NET_BIND_TCP | unix.LANDLOCK_ACCESS_NET_CONNECT_TCP
	}
	if abi >= 6 {
		attr.Scoped = unix.LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET | unix.LANDLOCK_SCOPE_SIGNAL
	}
	rfd, err := createRuleset(&attr)
	if err != nil {
		return err
	}
	defer unix.Close(rfd)
	readable := []string{"/"} // a view holds only what the program may read
	if !sp.View {
		readable = readable[:0]
		if err := visible("/", resolveAll(sp.Hide), &readable); err != nil {
			return err
		}
	}
	// An entry or device that cannot be opened (gone, not permitted) is left out: that only
	// grants less.
	for _, p := range readable {
		_ = addRule(rfd, p, readRights)
	}
	for _, d := range devices {
		_ = addRule(rfd, d.path, d.rights&all)
	}
	for _, w := range sp.Writable {
		if err := addRule(rfd, w, all); err != nil {
			return fmt.Errorf("writable path %s: %w", w, err)
		}
	}
	if _, _, errno := unix.Syscall(unix.SYS_LANDLOCK_RESTRICT_SELF, uintptr(rfd), 0, 0); errno != 0 {
		return fmt.Errorf("restrict self: %w", errno)
	}
	return nil
}

// tryRestrict applies a harmless ruleset, to learn whether restricting works at all here (a
// seccomp filter or an LSM setting may refuse it although the ABI answers).
func tryRestrict() error {
	if err := unix.Prctl(unix.PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0); err != nil {
		return fmt.Errorf("no_new_privs: %w", err)
	}
	attr := unix.LandlockRulesetAttr{Access_fs: unix.LANDLOCK_ACCESS_FS_MAKE_BLOCK}
	rfd, err := createRuleset(&attr)
	if err != nil {
		return err
	}
	defer unix.Close(rfd)
	if _, _, errno := unix.Syscall(unix.SYS_LANDLOCK_RESTRICT_SELF, uintptr(rfd), 0, 0); errno != 0 {
		return fmt.Errorf("restrict self: %w", errno)
	}
	return nil
}

func createRuleset(attr *unix.LandlockRulesetAttr) (int, error) {
	fd, _, errno := unix.Syscall(unix.SYS_LANDLOCK_CREATE_RULESET, uintptr(unsafe.Pointer(attr)), unsafe.Sizeof(*attr), 0)
	if errno != 0 {
		return -1, fmt.Errorf("create ruleset: %w", errno)
	}
	return int(fd), nil
}

// addRule grants rights beneath path (following symlinks); a non-directory gets only the rights
// that apply to files.
func addRule(rfd int, path string, rights uint64) error {
	fd, err := unix.Open(path, unix.O_PATH|unix.O_CLOEXEC, 0)
	if err != nil {
		return err
	}
	defer unix.Close(fd)
	var st unix.Stat_t
	if err := unix.Fstat(fd, &st); err != nil {
		return err
	}
	if st.Mode&unix.S_IFMT != unix.S_IFDIR {
		rights &= fileRights
	}
	pb := unix.LandlockPathBeneathAttr{Allowed_access: rights, Parent_fd: int32(fd)}
	if _, _, errno := unix.Syscall6(unix.SYS_LANDLOCK_ADD_RULE, uintptr(rfd), unix.LANDLOCK_RULE_PATH_BENEATH,
		uintptr(unsafe.Pointer(&pb)), 0, 0, 0); errno != 0 {
		return errno
	}
	return nil
}

// resolveAll makes the hidden paths absolute and resolves their symlinks (a path that does not
// exist yet is kept as written).
func resolveAll(paths []string) []string {
	out := make([]string, 0, len(paths))
	for _, p := range paths {
		p = filepath.Clean(p)
		if r, err := filepath.EvalSymlinks(p); err == nil {
			p = r
		}
		out = append(out, p)
	}
	return out
}

// visible collects the entries beneath dir that may be opened for reading: every entry except
// /dev (devices are listed one by one), the hidden paths, and anything that resolves into a hidden
// path or to one of its ancestors; an ancestor of a hidden path is descended into instead. The
// ancestors themselves get no rule, so they cannot be listed, only walked through.
func visible(dir string, hide []string, out *[]string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		if dir == "/" {
			return err
		}
		return nil // an unreadable ancestor: nothing beneath it is granted
	}
	for _, e := range entries {
		p := filepath.Join(dir, e.Name())
		if p == "/dev" || covered(p, hide) {
			continue
		}
		if ancestor(p, hide) {
			if err := visible(p, hide, out); err != nil {
				return err
			}
			continue
		}
		r, err := filepath.EvalSymlinks(p)
		if err != nil || covered(r, hide) || ancestor(r, hide) {
			continue
		}
		*out = append(*out, p)
	}
	return nil
}

// covered reports whether p is one of the hidden paths or beneath one.
func covered(p string, hide []string) bool {
	for _, h := range hide {
		if within(p, h) {
			return true
		}
	}
	return false
}

// ancestor reports whether a hidden path lies strictly beneath p.
func ancestor(p string, hide []string) bool {
	for _, h := range hide {
		if h != p && within(h, p) {
			return true
		}
	}
	return false
}
