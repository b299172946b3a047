package p2p

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	goruntime "runtime"

	"github.com/libp2p/go-libp2p/core/crypto"
)

// KeyFileName is the peer key's file name inside the data directory.
const KeyFileName = "p2p.key"

// ErrKeyExposed is returned (wrapped) when the peer key file can be read by group or others.
var ErrKeyExposed = errors.New("p2p: peer key readable by others")

// LoadOrCreateKey reads the peer key from dir, creating an Ed25519 key there on first use. An
// empty dir gives a fresh ephemeral key.
func LoadOrCreateKey(dir string) (crypto.PrivKey, error) {
	if dir == "" {
		k, _, err := crypto.GenerateEd25519Key(nil)
		return k, err
	}
	path := filepath.Join(dir, KeyFileName)
	if fi, err := os.Stat(path); err == nil && goruntime.GOOS != "windows" && fi.Mode().Perm()&0o077 != 0 {
		return nil, fmt.Errorf("%w: %s has mode %04o; run `chmod 600 %s`", ErrKeyExposed, path, fi.Mode().Perm(), path)
	}
	b, err := os.ReadFile(path)
	switch {
	case err == nil:
		k, err := crypto.UnmarshalPrivateKey(b)
		if err != nil {
			return nil, fmt.Errorf("p2p: peer key %s: %w", path, err)
		}
		return k, nil
	case !errors.Is(err, fs.ErrNotExist):
		return nil, fmt.Errorf("p2p: peer key: %w", err)
	}
	k, _, err := crypto.GenerateEd25519Key(nil)
	if err != nil {
		return nil, fmt.Errorf("p2p: generate peer key: %w", err)
	}
	b, err = crypto.MarshalPrivateKey(k)
	if err != nil {
		return nil, fmt.Errorf("p2p: encode peer key: %w", err)
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("p2p: peer key: %w", err)
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, b, 0o600); err != nil {
		return nil, fmt.Errorf("p2p: write peer key: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return nil, fmt.Errorf("p2p: write peer key: %w", err)
	}
	return k, nil
}
