package node

import (
	"bytes"
	"errors"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/runtime"
)

// ramDir is a fresh directory on /dev/shm (the key cache holds keys only in RAM), removed at
// the end; the test is skipped where there is none.
func ramDir(t *testing.T) string {
	t.Helper()
	dir, err := os.MkdirTemp("/dev/shm", "agentsite-keycache-test-")
	if err != nil {
		t.Skipf("no /dev/shm: %v", err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	return filepath.Join(dir, "kc")
}

// `node init` derives the standard-strength key once and leaves it in the key cache: the
// first start and every later one open the node's and agents' keys without a derivation; a
// wrong passphrase is still refused; with noKeyCache every start derives.
func TestStartKeysFromCache(t *testing.T) {
	c := DefaultConfig(filepath.Join(t.TempDir(), "data"))
	c.Passphrase, c.KeyCacheDir = "correct horse", ramDir(t)
	c.Agents = []runtime.AgentConfig{{Name: "echo", Kind: runtime.KindBuiltin}, {Name: "summarize", Kind: runtime.KindBuiltin}}
	if _, err := CreateNodeKey(c); err != nil {
		t.Fatal(err)
	}
	var logs bytes.Buffer
	log := slog.New(slog.NewTextHandler(&logs, nil))
	for i := 0; i < 2; i++ {
		logs.Reset()
		if _, agents, err := c.loadKeys(log); err != nil || len(agents) != 2 {
			t.Fatalf("start %d: %v, %d agent keys", i, err, len(agents))
		}
		if !strings.Contains(logs.String(), `"scrypt derivations"=0 "from key cache"=1`) {
			t.Fatalf("start %d derived:\n%s", i, logs.String())
		}
	}
	wrong := c
	wrong.Passphrase = "wrong"
	if _, _, err := wrong.loadKeys(log); !errors.Is(err, identity.ErrWrongPassphrase) {
		t.Fatalf("wrong passphrase: %v", err)
	}
	off := c
	off.NoKeyCache = true
	logs.Reset()
	if _, _, err := off.loadKeys(log); err != nil || !strings.Contains(logs.String(), `"scrypt derivations"=1 "from key cache"=0`) {
		t.Fatalf("noKeyCache: %v\n%s", err, logs.String())
	}
	// Review finding 2: turning the cache off also takes this data directory's key out of RAM.
	if m, _ := filepath.Glob(filepath.Join(c.KeyCacheDir, "dk-*")); len(m) != 0 {
		t.Fatalf("noKeyCache left the cached key: %v", m)
	}
}
