package keycache

import (
	"context"
	"log/slog"
	"time"

	"github.com/agentsite/agentsite/identity"
)

// deriveWait bounds how long a start waits for a derivation slot before it derives anyway.
const deriveWait = 2 * time.Minute

// Keyring says how a node's keystore files open (config.json's lightKeys, noKeyCache and the
// key cache's directory).
type Keyring struct {
	Light   bool   // light scrypt (tests and devnets only)
	NoCache bool   // derive at every start, and remove the entry an earlier start left
	Dir     string // the cache's directory; empty: DefaultDir()
}

// Open is the keyring the node's keystore files open with. Light keys derive in milliseconds:
// a plain keyring. Standard keys (scrypt N=2^18) go through the cache: the derived key is
// taken from RAM when an earlier `node init` or start left it there (with NoCache, the entry
// an earlier start left is removed instead), and a derivation waits for one of the machine's
// slots, so nodes started together take turns instead of running eight 256 MiB derivations
// at once on two cores.
func (k Keyring) Open(pass string, log *slog.Logger) *identity.Keyring {
	if k.Light {
		return identity.NewKeyring(pass, identity.LightStrength)
	}
	kc := DefaultConfig()
	if k.Dir != "" {
		kc.Dir = k.Dir
	}
	var o identity.KeyringOptions
	if g, err := NewGate(kc); err != nil {
		log.Warn("no bound on concurrent key derivations", "err", err)
	} else {
		o.Gate = deriveGate(g, log)
	}
	switch cache, err := NewCache(kc); {
	case err != nil:
		log.Info("no key cache: every start derives the keystore key", "err", err)
	case k.NoCache:
		o.Cache = cache.Forgetting() // removes what an earlier start left
	default:
		o.Cache = cache
	}
	return identity.NewKeyringWith(pass, identity.StandardStrength, o)
}

// deriveGate waits for a slot of g (logging that it waits), at most deriveWait, then lets the
// derivation run anyway: a slow neighbour never stops a node from starting.
func deriveGate(g *Gate, log *slog.Logger) func() (func(), error) {
	return func() (func(), error) {
		release, ok, err := g.TryAcquire()
		if err == nil && ok {
			return release, nil
		}
		if err == nil {
			log.Info("waiting for other processes' key derivations to finish", "slots", g.Slots())
			ctx, cancel := context.WithTimeout(context.Background(), deriveWait)
			defer cancel()
			if release, err = g.Acquire(ctx); err == nil {
				return release, nil
			}
		}
		log.Warn("deriving the keystore key without a slot", "err", err)
		return func() {}, nil
	}
}
