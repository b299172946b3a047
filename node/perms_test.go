package node

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/datadir"
	"github.com/agentsite/agentsite/node/runtime"
)

func testConfig(t *testing.T) Config {
	t.Helper()
	c := DefaultConfig(filepath.Join(t.TempDir(), "data"))
	c.LightKeys = true
	c.Agents = []runtime.AgentConfig{{Name: "echo", Kind: runtime.KindBuiltin}}
	if err := os.MkdirAll(filepath.Join(c.DataDir, "keys"), 0o700); err != nil {
		t.Fatal(err)
	}
	return c
}

func mode(t *testing.T, path string) os.FileMode {
	t.Helper()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	return fi.Mode().Perm()
}

func TestCheckPermissions(t *testing.T) {
	cases := []struct {
		name    string
		file    func(c Config) string // the file or directory made too open
		mode    os.FileMode
		refused bool
		want    os.FileMode // mode afterwards when not refused
	}{
		{"config.json 0644 is tightened", func(c Config) string { return ConfigFile(c.DataDir) }, 0o644, false, 0o600},
		{"data dir 0755 is tightened", func(c Config) string { return c.DataDir }, 0o755, false, 0o700},
		{"node key 0644 is refused", func(c Config) string { return NodeKeyFile(c.DataDir) }, 0o644, true, 0},
		{"agent key 0640 is refused", func(c Config) string { return AgentKeyFile(c.DataDir, "echo") }, 0o640, true, 0},
		{"api token 0604 is refused", func(c Config) string { return TokenFile(c.DataDir) }, 0o604, true, 0},
		{"peer key 0644 is refused", func(c Config) string { return filepath.Join(c.DataDir, "p2p", "p2p.key") }, 0o644, true, 0},
		{"private files pass", func(c Config) string { return NodeKeyFile(c.DataDir) }, 0o600, false, 0o600},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := testConfig(t)
			path := tc.file(c)
			if path != c.DataDir {
				if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte("x"), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			if err := os.Chmod(path, tc.mode); err != nil {
				t.Fatal(err)
			}
			var logs bytes.Buffer
			err := checkPermissions(c, slog.New(slog.NewTextHandler(&logs, nil)))
			if tc.refused {
				if !errors.Is(err, datadir.ErrExposedSecret) || !strings.Contains(err.Error(), "chmod 600 "+path) {
					t.Fatalf("err = %v, want datadir.ErrExposedSecret naming the fix", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := mode(t, path); got != tc.want {
				t.Fatalf("mode %04o, want %04o", got, tc.want)
			}
			if (tc.mode != tc.want) != strings.Contains(logs.String(), "tightening permissions") {
				t.Fatalf("warning logged = %v, want %v: %s", !strings.Contains(logs.String(), "tightening"), tc.mode != tc.want, logs.String())
			}
		})
	}
}

func TestSaveTightensConfig(t *testing.T) {
	c := testConfig(t)
	if err := os.WriteFile(ConfigFile(c.DataDir), []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := c.Save(); err != nil {
		t.Fatal(err)
	}
	if got := mode(t, ConfigFile(c.DataDir)); got != 0o600 {
		t.Fatalf("config.json mode %04o after Save, want 0600", got)
	}
	if _, err := LoadConfig(c.DataDir); err != nil {
		t.Fatalf("load what Save wrote: %v", err)
	}
}

func TestPassphraseLeavesTheEnvironment(t *testing.T) {
	for _, ok := range []bool{true, false} {
		name := map[bool]string{true: "keys open", false: "wrong passphrase"}[ok]
		t.Run(name, func(t *testing.T) {
			c := testConfig(t)
			if !ok { // a key made with another passphrase
				c.Passphrase = "another"
				if _, _, err := c.loadKeys(slog.New(slog.DiscardHandler)); err != nil {
					t.Fatal(err)
				}
				c.Passphrase = ""
			}
			t.Setenv(PassphraseEnv, "the-passphrase")
			n, err := New(c, slog.New(slog.NewTextHandler(&bytes.Buffer{}, nil)))
			if err != nil {
				t.Fatal(err)
			}
			err = n.startKeys(context.Background())
			if (err == nil) != ok {
				t.Fatalf("start keys: %v, want ok=%v", err, ok)
			}
			if v, set := os.LookupEnv(PassphraseEnv); set {
				t.Fatalf("%s still set (%q) after the keys were opened", PassphraseEnv, v)
			}
		})
	}
}

// A node's keys are opened through one keyring: once they share its salt, opening them costs
// one scrypt derivation, and the start log says so.
func TestKeysUnlockWithOneDerivation(t *testing.T) {
	c := testConfig(t)
	c.Passphrase = "pw"
	c.Agents = append(c.Agents, runtime.AgentConfig{Name: "gofmt", Kind: runtime.KindBuiltin},
		runtime.AgentConfig{Name: "summarize", Kind: runtime.KindBuiltin})
	// Keys written one by one (as before keyrings) each have their own salt: the first start
	// derives once per file and moves them to the node key's salt, the next once in all.
	for _, a := range c.Agents[1:] {
		if _, _, err := identity.LoadOrCreateKeyFile(AgentKeyFile(c.DataDir, a.Name), c.Passphrase, identity.LightStrength); err != nil {
			t.Fatal(err)
		}
	}
	derivations := map[string]int{"create": 3, "reopen": 1}
	var first map[string]common.Address
	for _, round := range []string{"create", "reopen"} {
		var logs bytes.Buffer
		nodeKey, agents, err := c.loadKeys(slog.New(slog.NewJSONHandler(&logs, nil)))
		if err != nil {
			t.Fatalf("%s: %v", round, err)
		}
		got := map[string]common.Address{"node": nodeKey.Address()}
		for name, k := range agents {
			got[name] = k.Address()
		}
		if len(got) != 4 || (first != nil && !maps.Equal(got, first)) {
			t.Fatalf("%s: keys %v, want 4 and the same as at creation %v", round, got, first)
		}
		first = got
		var unlocked struct {
			Keys        int `json:"keys"`
			Derivations int `json:"scrypt derivations"`
		}
		for _, line := range strings.Split(strings.TrimSpace(logs.String()), "\n") {
			if strings.Contains(line, `"msg":"keys unlocked"`) {
				if err := json.Unmarshal([]byte(line), &unlocked); err != nil {
					t.Fatal(err)
				}
			}
		}
		if !strings.Contains(logs.String(), `"msg":"unlocking keys"`) || unlocked.Keys != 4 || unlocked.Derivations != derivations[round] {
			t.Fatalf("%s: log %s\nwant \"unlocking keys\", then \"keys unlocked\" with 4 keys and %d derivations", round, logs.String(), derivations[round])
		}
		if n, want := strings.Count(logs.String(), "key file rewritten under the node's shared salt"), map[string]int{"create": 2}[round]; n != want {
			t.Fatalf("%s: %d key files rewritten, want %d:\n%s", round, n, want, logs.String())
		}
	}
}
