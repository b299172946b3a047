package keycache

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/agentsite/agentsite/identity"
)

// testConfig is a cache in a fresh private directory with a clock the test moves.
func testConfig(t *testing.T, now *time.Time) Config {
	t.Helper()
	c := DefaultConfig()
	c.Dir = filepath.Join(t.TempDir(), "kc")
	c.Now = func() time.Time { return *now }
	c.anyFS = true
	return c
}

var params = identity.ScryptParams{Salt: bytes.Repeat([]byte{7}, 32), N: 1 << 18, R: 8, P: 1, DKLen: 32}

func newCache(t *testing.T, c Config) *Cache {
	t.Helper()
	kc, err := NewCache(c)
	if err != nil {
		t.Fatal(err)
	}
	return kc
}

// A key stored for a passphrase comes back for it only, in a private directory and file, and
// not once it is older than MaxAge (the expired entry is removed).
func TestCacheGetPut(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	c := testConfig(t, &now)
	kc := newCache(t, c)
	dk := bytes.Repeat([]byte{0xd1}, 32)
	if _, ok := kc.Get(params, []byte("pw")); ok {
		t.Fatal("an empty cache gave a key")
	}
	if err := kc.Put(params, []byte("pw"), dk); err != nil {
		t.Fatal(err)
	}
	got, ok := kc.Get(params, []byte("pw"))
	if !ok || !bytes.Equal(got, dk) {
		t.Fatalf("get: %x %v, want %x", got, ok, dk)
	}
	if _, ok := kc.Get(params, []byte("other")); ok {
		t.Fatal("the key came back for another passphrase")
	}
	other := params
	other.N = 1 << 12
	if _, ok := kc.Get(other, []byte("pw")); ok {
		t.Fatal("the key came back for another cost")
	}
	for path, want := range map[string]os.FileMode{c.Dir: 0o700, kc.path(params): 0o600} {
		fi, err := os.Stat(path)
		if err != nil || fi.Mode().Perm() != want {
			t.Fatalf("%s: mode %v (%v), want %v", path, fi.Mode().Perm(), err, want)
		}
	}
	now = now.Add(c.MaxAge + time.Second)
	if _, ok := kc.Get(params, []byte("pw")); ok {
		t.Fatal("an expired key came back")
	}
	if _, err := os.Stat(kc.path(params)); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("the expired entry stays: %v", err)
	}
}

// What another user could plant or loosen is refused: a directory others can open, a
// symbolic link for the directory or an entry, an entry others can read.
func TestCacheRefusesWhatIsNotPrivate(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	c := testConfig(t, &now)
	if err := os.Mkdir(c.Dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(c.Dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := NewCache(c); !errors.Is(err, ErrUnsafeDir) {
		t.Fatalf("open in a 0755 directory: %v, want ErrUnsafeDir", err)
	}
	if _, err := NewGate(c); !errors.Is(err, ErrUnsafeDir) {
		t.Fatalf("gate in a 0755 directory: %v, want ErrUnsafeDir", err)
	}
	link := testConfig(t, &now)
	if err := os.Symlink(c.Dir, link.Dir); err != nil {
		t.Fatal(err)
	}
	if _, err := NewCache(link); !errors.Is(err, ErrUnsafeDir) {
		t.Fatalf("open through a symbolic link: %v, want ErrUnsafeDir", err)
	}

	ok := testConfig(t, &now)
	kc := newCache(t, ok)
	dk := bytes.Repeat([]byte{0xd2}, 32)
	if err := kc.Put(params, []byte("pw"), dk); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(kc.path(params), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, hit := kc.Get(params, []byte("pw")); hit {
		t.Fatal("an entry others can read was used")
	}
	real := filepath.Join(t.TempDir(), "planted.json")
	if err := os.Rename(kc.path(params), real); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(real, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(real, kc.path(params)); err != nil {
		t.Fatal(err)
	}
	if _, hit := kc.Get(params, []byte("pw")); hit {
		t.Fatal("an entry behind a symbolic link was used")
	}
}

// A crash while writing leaves a temporary file or a torn entry: neither gives a key, the
// next Put removes a stale temporary file and replaces the torn entry.
func TestCacheCrashLeftovers(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	c := testConfig(t, &now)
	kc := newCache(t, c)
	tmp := filepath.Join(c.Dir, ".dk-123.tmp")
	if err := os.WriteFile(tmp, []byte(`{"v":1,"dk":"`), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(tmp, now.Add(-2*staleTemp), now.Add(-2*staleTemp)); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(kc.path(params), []byte(`{"v":1,"salt":"07`), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, ok := kc.Get(params, []byte("pw")); ok {
		t.Fatal("a torn entry gave a key")
	}
	dk := bytes.Repeat([]byte{0xd3}, 32)
	if err := kc.Put(params, []byte("pw"), dk); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(tmp); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("the stale temporary file stays: %v", err)
	}
	if got, ok := kc.Get(params, []byte("pw")); !ok || !bytes.Equal(got, dk) {
		t.Fatalf("after a Put: %x %v", got, ok)
	}
}

// A directory on a file system that keeps files on disk holds no cache (the gate still works).
func TestCacheRefusesDisk(t *testing.T) {
	dir := t.TempDir()
	if ram, err := onRAM(dir); err != nil || ram {
		t.Skipf("the temporary directory is RAM-backed here (%v)", err)
	}
	c := DefaultConfig()
	c.Dir = filepath.Join(dir, "kc")
	if _, err := NewCache(c); !errors.Is(err, ErrNotRAM) {
		t.Fatalf("a cache on disk: %v, want ErrNotRAM", err)
	}
	if _, err := NewGate(c); err != nil {
		t.Fatalf("a gate on disk: %v", err)
	}
}

// With the real keyring: keys created through the cache open again without a derivation.
func TestCacheWithKeyring(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	kc := newCache(t, testConfig(t, &now))
	path := filepath.Join(t.TempDir(), "node.json")
	first := identity.NewKeyringWith("pw", identity.LightStrength, identity.KeyringOptions{Cache: kc})
	k, _, err := first.LoadOrCreate(path)
	first.Close()
	if err != nil {
		t.Fatal(err)
	}
	again := identity.NewKeyringWith("pw", identity.LightStrength, identity.KeyringOptions{Cache: kc})
	defer again.Close()
	k2, err := again.Load(path)
	if err != nil || k2.Address() != k.Address() || again.Derivations() != 0 || again.Cached() != 1 {
		t.Fatalf("reopen: %v, %d derivations, %d cached", err, again.Derivations(), again.Cached())
	}
}
