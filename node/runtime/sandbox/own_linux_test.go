package sandbox

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestOwn hands a work tree to ProgramID without following its symlinks or taking over a file
// hard-linked from elsewhere.
func TestOwn(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("handing files to another uid needs root")
	}
	root := t.TempDir()
	work, outside := filepath.Join(root, "work"), filepath.Join(root, "outside")
	for _, d := range []string{filepath.Join(work, "sub"), outside} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{filepath.Join(work, "sub", "f"), filepath.Join(outside, "target"), filepath.Join(outside, "linked")} {
		if err := os.WriteFile(f, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(filepath.Join(outside, "target"), filepath.Join(work, "link")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(work, "dirlink")); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(filepath.Join(outside, "linked"), filepath.Join(work, "hard")); err != nil {
		t.Fatal(err)
	}
	if err := (Support{UID: ProgramID}).Own(work); err != nil {
		t.Fatal(err)
	}
	owner := func(p string) int {
		var st syscall.Stat_t
		if err := syscall.Lstat(p, &st); err != nil {
			t.Fatal(err)
		}
		return int(st.Uid)
	}
	for p, want := range map[string]int{
		work: ProgramID, filepath.Join(work, "sub"): ProgramID, filepath.Join(work, "sub", "f"): ProgramID,
		filepath.Join(work, "link"): ProgramID, filepath.Join(work, "dirlink"): ProgramID,
		filepath.Join(outside, "target"): 0, outside: 0, filepath.Join(outside, "linked"): 0,
	} {
		if got := owner(p); got != want {
			t.Errorf("%s owned by %d, want %d", p, got, want)
		}
	}
	if err := (Support{UID: ProgramID}).Own(filepath.Join(root, "missing")); err != nil {
		t.Fatalf("a missing path: %v", err)
	}
}
