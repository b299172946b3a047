package identity

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/uuid"
	"golang.org/x/crypto/scrypt"
)

// Keyring opens the keystore files that share one passphrase, deriving each scrypt key once.
//
// A keystore file's cost is its scrypt derivation (N=2^18 takes ~256 MiB and most of a second),
// and a node opens one file per hosted agent plus its own. The files a Keyring writes reuse the
// salt and scrypt parameters of a file it has already opened or written (when they match the
// strength), so a node's files share one derived key and start costs one derivation, not one
// per key. This does not make a guess cheaper: every file is locked by the same passphrase, one
// scrypt per guess tests it against any file, and the salt stays random per node (no table
// computed in advance applies). Each file keeps its own random IV and is a standard Web3
// Secret Storage v3 file that geth and clef read. Close wipes the passphrase and derived keys.
// NewKeyringWith adds a cache of derived keys between processes (a start that finds its key
// there derives nothing) and a gate that bounds concurrent derivations.
// A Keyring is for one goroutine (a node opens its keys in sequence at start).
type Keyring struct {
	pass     []byte
	strength KeystoreStrength
	derived  map[kdfParams][]byte
	fresh    *kdfParams            // the salt and cost new files get, once one matching the strength is known
	n        int                   // scrypt derivations so far
	opened   map[string]openedFile // by path, for Reseal
	closed   bool

	opts     KeyringOptions
	hits     int                // derived keys taken from opts.Cache
	stored   map[kdfParams]bool // derived keys the cache holds (taken from it or given to it)
	cacheErr error              // the cache's last Put error
}

// openedFile is a file Load opened: its key and scrypt parameters.
type openedFile struct {
	key *Key
	kdf kdfParams
}

// kdfParams are a keystore file's scrypt parameters: the derived key depends on nothing else.
type kdfParams struct {
	salt        string // hex
	n, r, p, dk int
}

// keyFileJSON is a v3 keystore file (geth's layout).
type keyFileJSON struct {
	Address string `json:"address"`
	Crypto  struct {
		Cipher       string `json:"cipher"`
		CipherText   string `json:"ciphertext"`
		CipherParams struct {
			IV string `json:"iv"`
		} `json:"cipherparams"`
		KDF       string          `json:"kdf"`
		KDFParams json.RawMessage `json:"kdfparams"`
		MAC       string          `json:"mac"`
	} `json:"crypto"`
	ID      string `json:"id"`
	Version int    `json:"version"`
}

type scryptJSON struct {
	DKLen int    `json:"dklen"`
	N     int    `json:"n"`
	P     int    `json:"p"`
	R     int    `json:"r"`
	Salt  string `json:"salt"`
}

const (
	scryptR     = 8  // geth's r for every strength
	scryptDKLen = 32 // 16 bytes of AES key, 16 of MAC key
	saltLen     = 32 // bytes of a new salt, as geth makes them
	// maxScryptN and maxScryptRP bound the cost of a file the keyring opens: geth writes
	// n=2^18, r=8, p=1 (light: 2^12, 8, 6).
	maxScryptN  = 1 << 20
	maxScryptRP = 64
)

// NewKeyring returns a keyring for passphrase; files it creates get strength's scrypt cost.
func NewKeyring(passphrase string, strength KeystoreStrength) *Keyring {
	return &Keyring{pass: []byte(passphrase), strength: strength, derived: map[kdfParams][]byte{}, opened: map[string]openedFile{},
		stored: map[kdfParams]bool{}}
}

// Derivations is how many scrypt keys the keyring has derived.
func (r *Keyring) Derivations() int { return r.n }

// Close wipes the passphrase and the derived keys; the keyring cannot be used afterwards.
func (r *Keyring) Close() {
	clear(r.pass)
	for p, dk := range r.derived {
		clear(dk)
		delete(r.derived, p)
	}
	clear(r.opened)
	clear(r.stored)
	r.pass, r.fresh, r.closed = nil, nil, true
}

// cost is the scrypt N and p of the keyring's strength.
func (r *Keyring) cost() (n, p int) {
	if r.strength == LightStrength {
		return keystore.LightScryptN, keystore.LightScryptP
	}
	return keystore.StandardScryptN, keystore.StandardScryptP
}

// derive returns the derived key of p: the one the keyring holds, else the cache's (unless
// fresh), else one computed (through the gate).
func (r *Keyring) derive(p kdfParams, fresh bool) ([]byte, error) {
	if r.closed {
		return nil, errors.New("identity: keyring closed")
	}
	if dk, ok := r.derived[p]; ok && !fresh {
		return dk, nil
	}
	sp, err := p.scryptParams()
	if err != nil {
		return nil, fmt.Errorf("identity: scrypt salt: %w", err)
	}
	salt := sp.Salt
	var dk []byte
	if c := r.opts.Cache; c != nil && !fresh {
		if got, ok := c.Get(sp, r.pass); ok && len(got) == p.dk {
			dk, r.stored[p] = got, true
			r.hits++
		}
	}
	if dk == nil {
		if dk, err = r.scrypt(sp); err != nil {
			return nil, err
		}
		delete(r.stored, p)
	}
	if old, ok := r.derived[p]; ok {
		clear(old)
	}
	r.derived[p] = dk
	// New files share this salt only if it is as long as the ones we make (a file from
	// elsewhere may carry a short one) and the cost is the keyring's strength.
	if n, pp := r.cost(); r.fresh == nil && len(salt) >= saltLen && p.n == n && p.p == pp && p.r == scryptR && p.dk == scryptDKLen {
		r.fresh = &p
	}
	return dk, nil
}

// scrypt computes a derived key, within the gate if the keyring has one.
func (r *Keyring) scrypt(sp ScryptParams) ([]byte, error) {
	if r.opts.Gate != nil {
		release, err := r.opts.Gate()
		if err != nil {
			return nil, fmt.Errorf("identity: wait to derive: %w", err)
		}
		defer release()
	}
	dk, err := scrypt.Key(r.pass, sp.Salt, sp.N, sp.R, sp.P, sp.DKLen)
	if err != nil {
		return nil, fmt.Errorf("identity: scrypt: %w", err)
	}
	r.n++
	return dk, nil
}

// Load reads and decrypts a keystore file. Files other than v3 scrypt AES-128-CTR (pbkdf2,
// v1) are opened by geth's keystore, without the shared derivation.
func (r *Keyring) Load(path string) (*Key, error) {
	blob, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("identity: load key: %w", err)
	}
	var f keyFileJSON
	if err := json.Unmarshal(blob, &f); err != nil {
		return nil, fmt.Errorf("identity: load key %s: %w", path, err)
	}
	if f.Version != 3 || f.Crypto.KDF != "scrypt" || f.Crypto.Cipher != "aes-128-ctr" {
		return r.loadGeth(path, blob)
	}
	k, p, err := r.decrypt(&f)
	if err == nil {
		r.opened[path] = openedFile{k, p}
	}
	if errors.Is(err, ErrWrongPassphrase) {
		return nil, fmt.Errorf("%w: %s", ErrWrongPassphrase, path)
	}
	if err != nil {
		return nil, fmt.Errorf("identity: load key %s: %w", path, err)
	}
	return k, nil
}

func (r *Keyring) loadGeth(path string, blob []byte) (*Key, error) {
	if r.closed {
		return nil, errors.New("identity: keyring closed")
	}
	kk, err := keystore.DecryptKey(blob, string(r.pass))
	if err != nil {
		if errors.Is(err, keystore.ErrDecrypt) {
			return nil, fmt.Errorf("%w: %s", ErrWrongPassphrase, path)
		}
		return nil, fmt.Errorf("identity: load key %s: %w", path, err)
	}
	return NewKey(kk.PrivateKey), nil
}

// decrypt opens a v3 scrypt file and returns the key and the file's scrypt parameters.
func (r *Keyring) decrypt(f *keyFileJSON) (*Key, kdfParams, error) {
	var sp scryptJSON
	if err := json.Unmarshal(f.Crypto.KDFParams, &sp); err != nil {
		return nil, kdfParams{}, fmt.Errorf("kdfparams: %w", err)
	}
	if sp.DKLen != scryptDKLen {
		return nil, kdfParams{}, fmt.Errorf("unsupported scrypt dklen %d", sp.DKLen)
	}
	// A cost beyond any wallet's would allocate 128·r·N bytes (2^20: 1 GiB at r=8) before the
	// MAC can say the file is bad.
	if sp.N > maxScryptN || sp.R < 1 || sp.P < 1 || sp.R*sp.P > maxScryptRP {
		return nil, kdfParams{}, fmt.Errorf("scrypt n=%d r=%d p=%d beyond what a node opens (n ≤ %d, r·p ≤ %d)", sp.N, sp.R, sp.P, maxScryptN, maxScryptRP)
	}
	ct, err1 := hex.DecodeString(f.Crypto.CipherText)
	iv, err2 := hex.DecodeString(f.Crypto.CipherParams.IV)
	mac, err3 := hex.DecodeString(f.Crypto.MAC)
	if err := errors.Join(err1, err2, err3); err != nil {
		return nil, kdfParams{}, fmt.Errorf("bad hex: %w", err)
	}
	if len(iv) != aes.BlockSize || len(ct) != 32 {
		return nil, kdfParams{}, fmt.Errorf("iv of %d bytes, ciphertext of %d: want 16 and 32", len(iv), len(ct))
	}
	p := kdfParams{salt: strings.ToLower(sp.Salt), n: sp.N, r: sp.R, p: sp.P, dk: sp.DKLen}
	dk, err := r.derive(p, false)
	if err != nil {
		return nil, kdfParams{}, err
	}
	macOK := func() bool { return subtle.ConstantTimeCompare(crypto.Keccak256(dk[16:32], ct), mac) == 1 }
	if !macOK() && r.stored[p] {
		// The cache's key does not open the file (a corrupt entry, or a file rewritten under
		// the same salt with another passphrase): derive for real.
		if dk, err = r.derive(p, true); err != nil {
			return nil, kdfParams{}, err
		}
	}
	if !macOK() {
		return nil, kdfParams{}, ErrWrongPassphrase
	}
	r.remember(p, dk)
	plain := aesCTR(dk[:16], iv, ct)
	defer clear(plain)
	priv, err := crypto.ToECDSA(plain)
	if err != nil {
		return nil, kdfParams{}, fmt.Errorf("invalid key: %w", err)
	}
	k := NewKey(priv)
	if f.Address != "" && !strings.EqualFold(strings.TrimPrefix(f.Address, "0x"), hex.EncodeToString(k.addr[:])) {
		return nil, kdfParams{}, fmt.Errorf("file says address %s, key is %s", f.Address, k.addr.Hex())
	}
	return k, p, nil
}

// Reseal rewrites the keystore file at path, which Load opened, under the keyring's shared
// salt when the file has a salt of its own at the same cost (files written before keyrings,
// or by geth), so that later starts derive once for it too. It reports whether it rewrote the
// file; the file is replaced atomically and stays a standard v3 file of the same key and cost.
func (r *Keyring) Reseal(path string) (bool, error) {
	o, ok := r.opened[path]
	f := r.fresh
	if !ok || f == nil || o.kdf == *f || o.kdf.n != f.n || o.kdf.r != f.r || o.kdf.p != f.p || o.kdf.dk != f.dk {
		return false, nil
	}
	if err := r.Save(path, o.key); err != nil {
		return false, err
	}
	r.opened[path] = openedFile{o.key, *f}
	return true, nil
}

// Save writes k to path as a v3 keystore file (mode 0600, atomically, directory created),
// with the keyring's shared salt when it has one of its strength, else a new random salt.
func (r *Keyring) Save(path string, k *Key) error {
	p := r.fresh
	if p == nil {
		salt := make([]byte, saltLen)
		if _, err := rand.Read(salt); err != nil {
			return fmt.Errorf("identity: save key: %w", err)
		}
		n, pp := r.cost()
		p = &kdfParams{salt: hex.EncodeToString(salt), n: n, r: scryptR, p: pp, dk: scryptDKLen}
	}
	dk, err := r.derive(*p, false)
	if err != nil {
		return fmt.Errorf("identity: encrypt key: %w", err)
	}
	id, err := uuid.NewRandom()
	if err != nil {
		return fmt.Errorf("identity: save key: %w", err)
	}
	iv := make([]byte, aes.BlockSize)
	if _, err := rand.Read(iv); err != nil {
		return fmt.Errorf("identity: save key: %w", err)
	}
	plain := crypto.FromECDSA(k.priv)
	defer clear(plain)
	ct := aesCTR(dk[:16], iv, plain)
	var f keyFileJSON
	f.Address, f.ID, f.Version = hex.EncodeToString(k.addr[:]), id.String(), 3
	f.Crypto.Cipher, f.Crypto.KDF = "aes-128-ctr", "scrypt"
	f.Crypto.CipherText, f.Crypto.CipherParams.IV = hex.EncodeToString(ct), hex.EncodeToString(iv)
	f.Crypto.MAC = hex.EncodeToString(crypto.Keccak256(dk[16:32], ct))
	if f.Crypto.KDFParams, err = json.Marshal(scryptJSON{DKLen: p.dk, N: p.n, P: p.p, R: p.r, Salt: p.salt}); err != nil {
		return fmt.Errorf("identity: save key: %w", err)
	}
	blob, err := json.Marshal(f)
	if err != nil {
		return fmt.Errorf("identity: save key: %w", err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("identity: save key: %w", err)
	}
	if err := writeFileAtomic(path, blob, 0o600); err != nil {
		return err
	}
	r.remember(*p, dk) // the passphrase's key: the file just written opens with it
	return nil
}

// LoadOrCreate loads the key at path, or makes a new one and saves it there when the file
// does not exist. created tells which happened.
func (r *Keyring) LoadOrCreate(path string) (k *Key, created bool, err error) {
	k, err = r.Load(path)
	if err == nil || !errors.Is(err, fs.ErrNotExist) {
		return k, false, err
	}
	if k, err = GenerateKey(); err != nil {
		return nil, false, err
	}
	if err := r.Save(path, k); err != nil {
		return nil, false, err
	}
	return k, true, nil
}

// aesCTR encrypts or decrypts src with AES-128-CTR (the keystore's cipher).
func aesCTR(key, iv, src []byte) []byte {
	block, err := aes.NewCipher(key)
	if err != nil {
		panic(err) // key is always 16 bytes here
	}
	out := make([]byte, len(src))
	cipher.NewCTR(block, iv).XORKeyStream(out, src)
	return out
}
