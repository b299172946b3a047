package keycache

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/agentsite/agentsite/identity"
)

// maxEntry bounds what Get reads of an entry file.
const maxEntry = 4 << 10

// entryVersion is the entry format; an entry of another version is a miss.
const entryVersion = 1

// checkLabel is the HMAC message prefix of an entry's passphrase check.
const checkLabel = "agentsite keycache v1\x00"

// Cache is an identity.DerivedKeyCache in a private RAM-backed directory.
type Cache struct{ cfg Config }

var _ identity.DerivedKeyCache = (*Cache)(nil)

// entry is a cached derived key, one JSON file.
type entry struct {
	V       int    `json:"v"`
	Salt    string `json:"salt"`
	N       int    `json:"n"`
	R       int    `json:"r"`
	P       int    `json:"p"`
	DKLen   int    `json:"dklen"`
	DK      string `json:"dk"`
	Check   string `json:"check"` // HMAC-SHA256(dk, checkLabel || passphrase)
	Created int64  `json:"created"`
}

// NewCache returns the cache in cfg.Dir, refusing a directory that is not private
// (ErrUnsafeDir) or not RAM-backed (ErrNotRAM), and removes its expired entries.
func NewCache(cfg Config) (*Cache, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if err := privateDir(cfg.Dir); err != nil {
		return nil, err
	}
	if ram, err := onRAM(cfg.Dir); err != nil || (!ram && !cfg.anyFS) {
		return nil, errors.Join(fmt.Errorf("%w: %s", ErrNotRAM, cfg.Dir), err)
	}
	c := &Cache{cfg: cfg}
	c.sweep() // every start: an entry whose data directory is gone does not wait for a reboot
	return c, nil
}

// path is where the entry of p lives: named by a hash of the salt and the cost.
func (c *Cache) path(p identity.ScryptParams) string {
	h := sha256.New()
	h.Write(p.Salt)
	for _, v := range []int{p.N, p.R, p.P, p.DKLen} {
		h.Write(binary.BigEndian.AppendUint64(nil, uint64(v)))
	}
	return filepath.Join(c.cfg.Dir, "dk-"+hex.EncodeToString(h.Sum(nil)[:16])+".json")
}

func check(dk, pass []byte) []byte {
	m := hmac.New(sha256.New, dk)
	m.Write([]byte(checkLabel))
	m.Write(pass)
	return m.Sum(nil)
}

// Get returns the derived key of p stored for pass, if a private, unexpired entry holds it.
// An expired or unreadable entry is removed.
func (c *Cache) Get(p identity.ScryptParams, pass []byte) ([]byte, bool) {
	path := c.path(p)
	e, err := c.read(path)
	if err != nil {
		return nil, false
	}
	age := c.cfg.now().Sub(time.Unix(e.Created, 0))
	if e.V != entryVersion || age < -time.Minute || age > c.cfg.MaxAge {
		_ = os.Remove(path)
		return nil, false
	}
	salt, err1 := hex.DecodeString(e.Salt)
	dk, err2 := hex.DecodeString(e.DK)
	sum, err3 := hex.DecodeString(e.Check)
	if errors.Join(err1, err2, err3) != nil || len(dk) != p.DKLen || string(salt) != string(p.Salt) ||
		e.N != p.N || e.R != p.R || e.P != p.P || e.DKLen != p.DKLen {
		_ = os.Remove(path)
		return nil, false
	}
	if !hmac.Equal(check(dk, pass), sum) {
		clear(dk)
		return nil, false // another passphrase: the keyring derives and finds out
	}
	return dk, true
}

// read opens an entry without following a symbolic link and checks it is private.
func (c *Cache) read(path string) (entry, error) {
	var e entry
	f, err := os.OpenFile(path, os.O_RDONLY|noFollow, 0)
	if err != nil {
		return e, err
	}
	defer f.Close()
	if err := privateFile(f); err != nil {
		return e, err
	}
	raw, err := io.ReadAll(io.LimitReader(f, maxEntry+1))
	if err != nil {
		return e, err
	}
	if len(raw) > maxEntry {
		return e, fmt.Errorf("keycache: %s larger than %d bytes", path, maxEntry)
	}
	err = json.Unmarshal(raw, &e)
	clear(raw)
	return e, err
}

// Put stores dk for p and pass: written to a temporary file (mode 0600) and renamed over the
// entry, so a crash leaves the old entry, the new one, or a temporary file the next Put
// removes. It also removes expired entries and stale temporary files.
func (c *Cache) Put(p identity.ScryptParams, pass, dk []byte) error {
	if err := privateDir(c.cfg.Dir); err != nil {
		return err
	}
	c.sweep()
	e := entry{V: entryVersion, Salt: hex.EncodeToString(p.Salt), N: p.N, R: p.R, P: p.P, DKLen: p.DKLen,
		DK: hex.EncodeToString(dk), Check: hex.EncodeToString(check(dk, pass)), Created: c.cfg.now().Unix()}
	raw, err := json.Marshal(e)
	if err != nil {
		return fmt.Errorf("keycache: %w", err)
	}
	defer clear(raw)
	f, err := os.CreateTemp(c.cfg.Dir, ".dk-*.tmp") // mode 0600
	if err != nil {
		return fmt.Errorf("keycache: %w", err)
	}
	tmp := f.Name()
	_, werr := f.Write(raw)
	if err := errors.Join(werr, f.Close()); err != nil {
		_ = os.Remove(tmp)
		return fmt.Errorf("keycache: write %s: %w", tmp, err)
	}
	if err := os.Rename(tmp, c.path(p)); err != nil {
		_ = os.Remove(tmp)
		return fmt.Errorf("keycache: %w", err)
	}
	return nil
}

// staleTemp is how old a temporary file must be before a Put removes it (a writer that
// crashed; a live one renames its file within milliseconds).
const staleTemp = time.Minute

// sweep removes expired entries and stale temporary files.
func (c *Cache) sweep() {
	ents, err := os.ReadDir(c.cfg.Dir)
	if err != nil {
		return
	}
	now := c.cfg.now()
	for _, d := range ents {
		name := d.Name()
		limit := time.Duration(0)
		switch {
		case strings.HasPrefix(name, "dk-") && strings.HasSuffix(name, ".json"):
			limit = c.cfg.MaxAge
		case strings.HasPrefix(name, ".dk-") && strings.HasSuffix(name, ".tmp"):
			limit = staleTemp
		default:
			continue
		}
		if fi, err := d.Info(); err == nil && now.Sub(fi.ModTime()) > limit {
			_ = os.Remove(filepath.Join(c.cfg.Dir, name))
		}
	}
}

// Forgetting is the cache of a node whose operator turned the key cache off (noKeyCache): it
// gives no key, keeps none, and removes the entry an earlier start left for each key file it
// is asked about, so turning the cache off also takes that data directory's key out of RAM.
type Forgetting struct{ c *Cache }

var _ identity.DerivedKeyCache = Forgetting{}

// Forgetting returns the forgetting view of c.
func (c *Cache) Forgetting() Forgetting { return Forgetting{c} }

// Get removes the entry of p, if any, and gives nothing.
func (f Forgetting) Get(p identity.ScryptParams, _ []byte) ([]byte, bool) {
	_ = os.Remove(f.c.path(p))
	return nil, false
}

// Put keeps nothing.
func (Forgetting) Put(identity.ScryptParams, []byte, []byte) error { return nil }
