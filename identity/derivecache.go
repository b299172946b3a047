package identity

import "encoding/hex"

// ScryptParams are the inputs of a keystore file's scrypt derivation besides the passphrase.
type ScryptParams struct {
	Salt           []byte
	N, R, P, DKLen int
}

// DerivedKeyCache keeps scrypt derived keys between processes, so that a data directory's
// files cost one derivation once rather than one at every start. The keyring asks it before
// deriving and gives it a derived key only after a file's MAC proved it right; Get must return
// a key only for the passphrase it was stored with. How the cached keys are protected is the
// implementation's to say (node/keycache keeps them in RAM only).
type DerivedKeyCache interface {
	// Get returns the derived key of p and pass, if the cache holds it.
	Get(p ScryptParams, pass []byte) (dk []byte, ok bool)
	// Put stores the derived key of p and pass.
	Put(p ScryptParams, pass, dk []byte) error
}

// KeyringOptions are what a keyring may use besides the passphrase; the zero value uses none.
type KeyringOptions struct {
	// Cache, if set, is asked before each scrypt derivation and given each key a file proved.
	Cache DerivedKeyCache
	// Gate, if set, is called before each scrypt derivation and its release after it: it
	// bounds how many derivations (each ~256 MiB and most of a second of a core at geth's
	// standard cost) run at once, across processes too.
	Gate func() (release func(), err error)
}

// NewKeyringWith is NewKeyring with a derived-key cache and a derivation gate.
func NewKeyringWith(passphrase string, strength KeystoreStrength, o KeyringOptions) *Keyring {
	r := NewKeyring(passphrase, strength)
	r.opts = o
	return r
}

// Cached is how many derived keys the keyring took from its cache instead of deriving them.
func (r *Keyring) Cached() int { return r.hits }

// CacheErr is the last error the cache returned on Put (nil if none): the start goes on
// without it, the next start derives again.
func (r *Keyring) CacheErr() error { return r.cacheErr }

// scryptParams turns a file's parameters into the cache's.
func (p kdfParams) scryptParams() (ScryptParams, error) {
	salt, err := hex.DecodeString(p.salt)
	if err != nil {
		return ScryptParams{}, err
	}
	return ScryptParams{Salt: salt, N: p.n, R: p.r, P: p.p, DKLen: p.dk}, nil
}

// remember gives the cache a derived key that a file's MAC (or a file just written) proved.
func (r *Keyring) remember(p kdfParams, dk []byte) {
	if r.opts.Cache == nil || r.stored[p] {
		return
	}
	sp, err := p.scryptParams()
	if err == nil {
		err = r.opts.Cache.Put(sp, r.pass, dk)
	}
	if err != nil {
		r.cacheErr = err
		return
	}
	r.stored[p] = true
}
