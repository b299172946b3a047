package node

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/datadir"
	"github.com/agentsite/agentsite/node/keycache"
	"github.com/agentsite/agentsite/node/p2p"
	"github.com/agentsite/agentsite/node/runtime/sandbox"
)

// PassphraseEnv is the environment variable the keystore passphrase is read from.
const PassphraseEnv = "AGENTSITE_PASSPHRASE"

// passphrase is the keystore passphrase: the config's, else the PassphraseEnv variable.
func (c Config) passphrase() (string, error) {
	if c.Passphrase != "" {
		return c.Passphrase, nil
	}
	if p := os.Getenv(PassphraseEnv); p != "" {
		return p, nil
	}
	return "", fmt.Errorf("%w: no keystore passphrase: set %s", ErrConfig, PassphraseEnv)
}

// forgetPassphrase removes the passphrase from the node's environment once the keys are open
// (whether or not they opened), so no process the node starts later can inherit it, and erases
// it from the process's initial environment block (/proc/<pid>/environ) where the OS allows.
func forgetPassphrase(log *slog.Logger) {
	if _, ok := os.LookupEnv(PassphraseEnv); !ok {
		return
	}
	if err := os.Unsetenv(PassphraseEnv); err != nil {
		log.Warn("could not remove the passphrase from the environment", "err", err)
	}
	if err := sandbox.ScrubInitialEnv(PassphraseEnv); err != nil {
		log.Warn("the passphrase stays readable in /proc/<pid>/environ to processes of the node's user", "err", err)
	}
}

// keyring says how the node's keystore files open (node/keycache).
func (c Config) keyring() keycache.Keyring {
	return keycache.Keyring{Light: c.LightKeys, NoCache: c.NoKeyCache, Dir: c.KeyCacheDir}
}

// NodeKeyFile is where the node's account key lives: it pays gas, posts bounties and owns the
// hosted agents on chain.
func NodeKeyFile(dataDir string) string { return filepath.Join(dataDir, "keys", "node.json") }

// AgentKeyFile is where a hosted agent's key lives: its DID, its card signatures, its wallet.
func AgentKeyFile(dataDir, agent string) string {
	return filepath.Join(dataDir, "keys", "agent-"+agent+".json")
}

// CreateNodeKey creates (or opens) the node account's keystore file in cfg's data directory
// and returns its address: `node init` prints it so the account can be funded before the
// node first starts.
func CreateNodeKey(cfg Config) (common.Address, error) {
	pass, err := cfg.passphrase()
	if err != nil {
		return common.Address{}, err
	}
	ring := cfg.keyring().Open(pass, slog.Default())
	defer ring.Close()
	k, _, err := ring.LoadOrCreate(NodeKeyFile(cfg.DataDir))
	if err != nil {
		return common.Address{}, err
	}
	return k.Address(), nil
}

// loadKeys opens (or creates) the node key and one key per hosted agent through one keyring:
// the files share a salt, so the scrypt key (N=2^18: ~256 MiB, most of a second) is derived
// once for all of them (files from before are moved to the shared salt on their first open),
// and not at all when the key cache holds it (see keycache.Keyring). It logs what it does and how long
// it took, since on a small machine a derivation is the slowest step of a start, then wipes the
// keyring and returns scrypt's memory to the OS at once (the runtime would otherwise keep it
// for minutes).
func (c Config) loadKeys(log *slog.Logger) (*identity.Key, map[string]*identity.Key, error) {
	pass, err := c.passphrase()
	if err != nil {
		return nil, nil, err
	}
	ring := c.keyring().Open(pass, log)
	defer func() {
		ring.Close()
		debug.FreeOSMemory()
	}()
	began := time.Now()
	log.Info("unlocking keys", "keys", 1+len(c.Agents), "dir", filepath.Dir(NodeKeyFile(c.DataDir)))
	open := func(what, path string) (*identity.Key, error) {
		t := time.Now()
		k, created, err := ring.LoadOrCreate(path)
		if err != nil {
			return nil, err
		}
		log.Debug("key unlocked", "key", what, "address", k.Address().Hex(), "created", created, "took", time.Since(t).Round(time.Millisecond))
		// A file with a salt of its own (written before keyrings) moves to the shared one once.
		if resealed, err := ring.Reseal(path); err != nil {
			log.Warn("could not rewrite the key file under the node's shared salt; it keeps costing its own scrypt derivation at start", "key", what, "err", err)
		} else if resealed {
			log.Info("key file rewritten under the node's shared salt (same key and cost): later starts derive once for it", "key", what)
		}
		return k, nil
	}
	nodeKey, err := open("node", NodeKeyFile(c.DataDir))
	if err != nil {
		return nil, nil, err
	}
	agents := make(map[string]*identity.Key, len(c.Agents))
	for _, a := range c.Agents {
		if agents[a.Name], err = open("agent "+a.Name, AgentKeyFile(c.DataDir, a.Name)); err != nil {
			return nil, nil, err
		}
	}
	if err := ring.CacheErr(); err != nil {
		log.Warn("could not keep the derived key in the key cache: the next start derives it again", "err", err)
	}
	log.Info("keys unlocked", "keys", 1+len(c.Agents), "scrypt derivations", ring.Derivations(), "from key cache", ring.Cached(),
		"took", time.Since(began).Round(time.Millisecond))
	return nodeKey, agents, nil
}

// WorkDir holds the hosted programs' work directories (WorkDir/<agent>: HOME and TMPDIR). It is
// the only part of the data directory a confined program can reach, and only its own part.
func WorkDir(dataDir string) string { return filepath.Join(dataDir, "work") }

// TokenFile holds the API token; the CLI reads it from the data directory.
func TokenFile(dataDir string) string { return filepath.Join(dataDir, "api.token") }

// loadToken reads the API token or makes a new random one.
func loadToken(dataDir string) (string, error) {
	b, err := os.ReadFile(TokenFile(dataDir))
	if err == nil && len(strings.TrimSpace(string(b))) >= 16 {
		return strings.TrimSpace(string(b)), nil
	}
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return "", fmt.Errorf("node: read API token: %w", err)
	}
	raw := make([]byte, 24)
	if _, err := rand.Read(raw); err != nil {
		return "", err
	}
	tok := hex.EncodeToString(raw)
	if err := os.WriteFile(TokenFile(dataDir), []byte(tok+"\n"), 0o600); err != nil {
		return "", fmt.Errorf("node: write API token: %w", err)
	}
	return tok, nil
}

// checkPermissions runs at start, before any key is read (see datadir.Check): the data
// directory and config.json are made private; the node key, the agents' keys, the peer key and
// the API token are refused if others can read them.
func checkPermissions(c Config, log *slog.Logger) error {
	secrets := []string{NodeKeyFile(c.DataDir), TokenFile(c.DataDir), filepath.Join(c.p2pConfig().DataDir, p2p.KeyFileName)}
	for _, a := range c.Agents {
		secrets = append(secrets, AgentKeyFile(c.DataDir, a.Name))
	}
	return datadir.Check(c.DataDir, []string{ConfigFile(c.DataDir)}, secrets, log)
}
