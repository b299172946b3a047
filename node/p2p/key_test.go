package p2p

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestLoadOrCreateKeyPermissions(t *testing.T) {
	dir := t.TempDir()
	k, err := LoadOrCreateKey(dir)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, KeyFileName)
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("new key file: %v %v, want mode 0600", fi, err)
	}
	again, err := LoadOrCreateKey(dir)
	if err != nil || !again.Equals(k) {
		t.Fatalf("reload: %v", err)
	}
	if err := os.Chmod(path, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadOrCreateKey(dir); !errors.Is(err, ErrKeyExposed) {
		t.Fatalf("err = %v, want ErrKeyExposed for a world-readable key", err)
	}
}
