package identity

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/google/uuid"
)

// keyFileSalt reads the scrypt salt of a keystore file.
func keyFileSalt(t *testing.T, path string) string {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var f keyFileJSON
	var sp scryptJSON
	if err := json.Unmarshal(raw, &f); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(f.Crypto.KDFParams, &sp); err != nil {
		t.Fatal(err)
	}
	return sp.Salt
}

// gethKeyFile writes a keystore file with geth's own encryption (its own random salt).
func gethKeyFile(t *testing.T, path, pass string, n, p int) *Key {
	t.Helper()
	k, err := GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	blob, err := keystore.EncryptKey(&keystore.Key{Id: uuid.New(), Address: k.Address(), PrivateKey: k.PrivateKey()}, pass, n, p)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, blob, 0o600); err != nil {
		t.Fatal(err)
	}
	return k
}

// A node's keys cost one scrypt derivation, when they are created and every time they are
// opened again, and geth reads every file.
func TestKeyringDerivesOnce(t *testing.T) {
	dir := t.TempDir()
	names := []string{"node", "agent-a", "agent-b", "agent-c"}
	r := NewKeyring("pw", LightStrength)
	keys := map[string]*Key{}
	for _, n := range names {
		k, created, err := r.LoadOrCreate(filepath.Join(dir, n+".json"))
		if err != nil || !created {
			t.Fatalf("create %s: %v created=%v", n, err, created)
		}
		keys[n] = k
	}
	if d := r.Derivations(); d != 1 {
		t.Fatalf("creating %d keys took %d derivations, want 1", len(names), d)
	}
	r.Close()

	again := NewKeyring("pw", LightStrength)
	defer again.Close()
	for _, n := range names {
		path := filepath.Join(dir, n+".json")
		k, created, err := again.LoadOrCreate(path)
		if err != nil || created || k.Address() != keys[n].Address() {
			t.Fatalf("reopen %s: %v created=%v address %s, want %s", n, err, created, k.Address(), keys[n].Address())
		}
		raw, _ := os.ReadFile(path)
		gk, err := keystore.DecryptKey(raw, "pw")
		if err != nil || gk.Address != k.Address() || gk.PrivateKey.D.Cmp(k.PrivateKey().D) != 0 {
			t.Fatalf("geth reads %s as %v (%v), want %s", n, gk, err, k.Address())
		}
	}
	if d := again.Derivations(); d != 1 {
		t.Fatalf("opening %d keys took %d derivations, want 1", len(names), d)
	}
}

// A file geth wrote opens, and files created after it share its salt when its cost is the
// keyring's strength; with another cost they get a salt of their own.
func TestKeyringSharesLoadedSalt(t *testing.T) {
	dir := t.TempDir()
	n, p := keystore.LightScryptN, keystore.LightScryptP
	node := filepath.Join(dir, "node.json")
	want := gethKeyFile(t, node, "pw", n, p)
	r := NewKeyring("pw", LightStrength)
	defer r.Close()
	k, err := r.Load(node)
	if err != nil || k.Address() != want.Address() {
		t.Fatalf("load geth's file: %v %v", k, err)
	}
	agent := filepath.Join(dir, "agent.json")
	if _, _, err := r.LoadOrCreate(agent); err != nil {
		t.Fatal(err)
	}
	if r.Derivations() != 1 || keyFileSalt(t, agent) != keyFileSalt(t, node) {
		t.Fatalf("derivations %d, salts %s and %s: want 1 and the same", r.Derivations(), keyFileSalt(t, agent), keyFileSalt(t, node))
	}

	other := filepath.Join(dir, "other.json")
	gethKeyFile(t, other, "pw", n*2, 1)
	r2 := NewKeyring("pw", LightStrength)
	defer r2.Close()
	if _, err := r2.Load(other); err != nil {
		t.Fatal(err)
	}
	fresh := filepath.Join(dir, "fresh.json")
	if _, _, err := r2.LoadOrCreate(fresh); err != nil {
		t.Fatal(err)
	}
	if r2.Derivations() != 2 || keyFileSalt(t, fresh) == keyFileSalt(t, other) {
		t.Fatalf("a file of another cost lent its salt (derivations %d)", r2.Derivations())
	}

	// A file with a short salt is opened but lends it to no other file.
	short := filepath.Join(dir, "short.json")
	w := NewKeyring("pw", LightStrength)
	w.fresh = &kdfParams{salt: "00", n: n, r: scryptR, p: p, dk: scryptDKLen}
	k3, _, err := w.LoadOrCreate(short)
	w.Close()
	if err != nil || keyFileSalt(t, short) != "00" {
		t.Fatalf("write a file with salt 00: %v", err)
	}
	r3 := NewKeyring("pw", LightStrength)
	defer r3.Close()
	if got, err := r3.Load(short); err != nil || got.Address() != k3.Address() {
		t.Fatalf("load a file with a short salt: %v %v", got, err)
	}
	if _, _, err := r3.LoadOrCreate(filepath.Join(dir, "after-short.json")); err != nil {
		t.Fatal(err)
	}
	if s := keyFileSalt(t, filepath.Join(dir, "after-short.json")); len(s) != 2*saltLen {
		t.Fatalf("a new file got salt %q", s)
	}
}

// Every bad file or passphrase is refused with an error, never a wrong key.
func TestKeyringRefusesBadFiles(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.json")
	r := NewKeyring("pw", LightStrength)
	if _, _, err := r.LoadOrCreate(good); err != nil {
		t.Fatal(err)
	}
	r.Close()
	raw, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	edit := func(f func(m map[string]any, c map[string]any, kdf map[string]any)) []byte {
		var m map[string]any
		if err := json.Unmarshal(raw, &m); err != nil {
			t.Fatal(err)
		}
		c := m["crypto"].(map[string]any)
		f(m, c, c["kdfparams"].(map[string]any))
		b, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	flip := func(s string) string {
		if s[0] == '0' {
			return "1" + s[1:]
		}
		return "0" + s[1:]
	}
	for _, tc := range []struct {
		name  string
		file  []byte
		pass  string
		wrong bool // ErrWrongPassphrase
	}{
		{"wrong passphrase", raw, "not-pw", true},
		{"mac changed", edit(func(_, c, _ map[string]any) { c["mac"] = flip(c["mac"].(string)) }), "pw", true},
		{"ciphertext changed", edit(func(_, c, _ map[string]any) { c["ciphertext"] = flip(c["ciphertext"].(string)) }), "pw", true},
		{"salt changed", edit(func(_, _, k map[string]any) { k["salt"] = flip(k["salt"].(string)) }), "pw", true},
		{"address of another key", edit(func(m, _, _ map[string]any) { m["address"] = strings.Repeat("ab", 20) }), "pw", false},
		{"ciphertext not hex", edit(func(_, c, _ map[string]any) { c["ciphertext"] = "zz" }), "pw", false},
		{"short iv", edit(func(_, c, _ map[string]any) { c["cipherparams"] = map[string]any{"iv": "00"} }), "pw", false},
		{"short ciphertext", edit(func(_, c, _ map[string]any) { c["ciphertext"] = "00" }), "pw", false},
		{"dklen 16", edit(func(_, _, k map[string]any) { k["dklen"] = 16 }), "pw", false},
		{"n beyond 2^20 (memory)", edit(func(_, _, k map[string]any) { k["n"] = 1 << 30 }), "pw", false},
		{"r×p beyond 64", edit(func(_, _, k map[string]any) { k["p"] = 1 << 20 }), "pw", false},
		{"n not a power of two", edit(func(_, _, k map[string]any) { k["n"] = 1000 }), "pw", false},
		{"kdfparams not an object", edit(func(_, c, _ map[string]any) { c["kdfparams"] = "x" }), "pw", false},
		{"unknown kdf", edit(func(_, c, _ map[string]any) { c["kdf"] = "argon2" }), "pw", false},
		{"not json", []byte("{not json"), "pw", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "key.json")
			if err := os.WriteFile(path, tc.file, 0o600); err != nil {
				t.Fatal(err)
			}
			r := NewKeyring(tc.pass, LightStrength)
			defer r.Close()
			got, err := r.Load(path)
			if err == nil {
				t.Fatalf("loaded %s, want an error", got.Address())
			}
			if tc.wrong != errors.Is(err, ErrWrongPassphrase) {
				t.Fatalf("error %v: wrong passphrase %v, want %v", err, errors.Is(err, ErrWrongPassphrase), tc.wrong)
			}
		})
	}
	r = NewKeyring("pw", LightStrength)
	if _, err := r.Load(filepath.Join(dir, "missing.json")); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("missing file: %v", err)
	}
	r.Close()
	if got, err := r.Load(good); err == nil {
		t.Fatalf("a closed keyring opened %s (key %s)", good, got.Address())
	}
}

// Files with salts of their own (written one by one, or by geth) open with one derivation
// each once; Reseal moves them to the shared salt, after which they open with one in all, and
// geth still reads them. A file of another cost is left alone.
func TestKeyringReseal(t *testing.T) {
	dir := t.TempDir()
	n, p := keystore.LightScryptN, keystore.LightScryptP
	paths := []string{filepath.Join(dir, "node.json"), filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")}
	want := map[string]*Key{}
	for _, path := range paths {
		want[path] = gethKeyFile(t, path, "pw", n, p)
	}
	other := filepath.Join(dir, "other.json")
	gethKeyFile(t, other, "pw", n*2, 1)
	otherSalt := keyFileSalt(t, other)

	r := NewKeyring("pw", LightStrength)
	for _, path := range append(paths, other) {
		if _, err := r.Load(path); err != nil {
			t.Fatal(err)
		}
	}
	if r.Derivations() != 4 {
		t.Fatalf("%d derivations for 4 salts", r.Derivations())
	}
	for i, path := range append(paths, other, filepath.Join(dir, "never-opened.json")) {
		done, err := r.Reseal(path)
		if err != nil {
			t.Fatal(err)
		}
		if wantDone := i == 1 || i == 2; done != wantDone {
			t.Fatalf("reseal %s: %v, want %v", path, done, wantDone)
		}
	}
	r.Close()
	if keyFileSalt(t, other) != otherSalt {
		t.Fatal("a file of another cost was rewritten")
	}

	again := NewKeyring("pw", LightStrength)
	defer again.Close()
	for _, path := range paths {
		k, err := again.Load(path)
		if err != nil || k.Address() != want[path].Address() {
			t.Fatalf("after reseal %s opens as %v (%v), want %s", path, k, err, want[path].Address())
		}
		raw, _ := os.ReadFile(path)
		if gk, err := keystore.DecryptKey(raw, "pw"); err != nil || gk.Address != want[path].Address() {
			t.Fatalf("geth reads the resealed %s as %v (%v)", path, gk, err)
		}
		if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o600 {
			t.Fatalf("resealed %s: mode %v (%v)", path, fi.Mode(), err)
		}
	}
	if again.Derivations() != 1 {
		t.Fatalf("resealed files took %d derivations, want 1", again.Derivations())
	}
}

// memCache is a DerivedKeyCache in memory, keyed by salt and passphrase as node/keycache is
// (that one checks the passphrase with an HMAC of it under the derived key).
type memCache struct {
	m    map[string][]byte
	puts int
}

func (c *memCache) key(p ScryptParams, pass []byte) string {
	return string(p.Salt) + "|" + string(pass)
}

func (c *memCache) Get(p ScryptParams, pass []byte) ([]byte, bool) {
	dk, ok := c.m[c.key(p, pass)]
	return append([]byte(nil), dk...), ok
}

func (c *memCache) Put(p ScryptParams, pass, dk []byte) error {
	c.puts++
	c.m[c.key(p, pass)] = append([]byte(nil), dk...)
	return nil
}

// With a cache, keys created once open again without a derivation; a wrong passphrase is
// still refused and leaves nothing in the cache; a corrupt entry costs one derivation and is
// replaced; the gate is passed once per derivation and never for a key from the cache.
func TestKeyringCache(t *testing.T) {
	dir := t.TempDir()
	cache := &memCache{m: map[string][]byte{}}
	gated := 0
	opts := KeyringOptions{Cache: cache, Gate: func() (func(), error) { gated++; return func() {}, nil }}
	names := []string{"node", "agent-a", "agent-b"}
	paths := make([]string, len(names))
	for i, n := range names {
		paths[i] = filepath.Join(dir, n+".json")
	}
	open := func(pass string) (*Keyring, error) {
		r := NewKeyringWith(pass, LightStrength, opts)
		for _, p := range paths {
			if _, _, err := r.LoadOrCreate(p); err != nil {
				return r, err
			}
		}
		return r, nil
	}
	r, err := open("pw")
	if err != nil {
		t.Fatal(err)
	}
	if r.Derivations() != 1 || r.Cached() != 0 || cache.puts != 1 || gated != 1 {
		t.Fatalf("create: %d derivations, %d cached, %d puts, %d gated; want 1, 0, 1, 1", r.Derivations(), r.Cached(), cache.puts, gated)
	}
	r.Close()

	t.Run("reopen from the cache", func(t *testing.T) {
		r, err := open("pw")
		defer r.Close()
		if err != nil || r.Derivations() != 0 || r.Cached() != 1 || cache.puts != 1 || gated != 1 {
			t.Fatalf("reopen: %v, %d derivations, %d cached, %d puts, %d gated; want 0, 1, 1, 1", err, r.Derivations(), r.Cached(), cache.puts, gated)
		}
	})
	t.Run("wrong passphrase", func(t *testing.T) {
		r, err := open("not-pw")
		defer r.Close()
		if !errors.Is(err, ErrWrongPassphrase) || r.Derivations() != 1 || cache.puts != 1 {
			t.Fatalf("wrong passphrase: %v, %d derivations, %d puts; want ErrWrongPassphrase, 1, 1", err, r.Derivations(), cache.puts)
		}
	})
	t.Run("corrupt entry", func(t *testing.T) {
		for k := range cache.m {
			cache.m[k] = make([]byte, 32)
		}
		r, err := open("pw")
		defer r.Close()
		if err != nil || r.Derivations() != 1 || cache.puts != 2 {
			t.Fatalf("corrupt entry: %v, %d derivations, %d puts; want nil, 1, 2", err, r.Derivations(), cache.puts)
		}
		again, err := open("pw")
		defer again.Close()
		if err != nil || again.Derivations() != 0 || again.Cached() != 1 {
			t.Fatalf("after repair: %v, %d derivations, %d cached; want nil, 0, 1", err, again.Derivations(), again.Cached())
		}
	})
}
