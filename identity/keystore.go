package identity

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/google/uuid"
)

// ErrWrongPassphrase is returned when a keystore file does not open with the passphrase given.
var ErrWrongPassphrase = errors.New("identity: wrong passphrase for keystore file")

// KeystoreStrength chooses the scrypt cost of a keystore file.
type KeystoreStrength int

const (
	// StandardStrength is geth's default (scrypt N=2^18): for keys that hold money.
	StandardStrength KeystoreStrength = iota
	// LightStrength (scrypt N=2^12) is for tests and throw-away devnet keys.
	LightStrength
)

// SaveKeyFile writes k to path as a go-ethereum (Web3 Secret Storage v3) keystore file, the
// format geth and clef read, encrypted with passphrase. The file is written atomically with
// mode 0600; the directory is created if needed.
func SaveKeyFile(path string, k *Key, passphrase string, strength KeystoreStrength) error {
	n, p := keystore.StandardScryptN, keystore.StandardScryptP
	if strength == LightStrength {
		n, p = keystore.LightScryptN, keystore.LightScryptP
	}
	id, err := uuid.NewRandom()
	if err != nil {
		return fmt.Errorf("identity: save key: %w", err)
	}
	blob, err := keystore.EncryptKey(&keystore.Key{Id: id, Address: k.addr, PrivateKey: k.priv}, passphrase, n, p)
	if err != nil {
		return fmt.Errorf("identity: encrypt key: %w", err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("identity: save key: %w", err)
	}
	return writeFileAtomic(path, blob, 0o600)
}

// LoadKeyFile reads and decrypts a keystore file.
func LoadKeyFile(path, passphrase string) (*Key, error) {
	blob, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("identity: load key: %w", err)
	}
	kk, err := keystore.DecryptKey(blob, passphrase)
	if err != nil {
		if errors.Is(err, keystore.ErrDecrypt) {
			return nil, fmt.Errorf("%w: %s", ErrWrongPassphrase, path)
		}
		return nil, fmt.Errorf("identity: load key %s: %w", path, err)
	}
	return NewKey(kk.PrivateKey), nil
}

// LoadOrCreateKeyFile loads the key at path, or makes a new one and saves it there when the
// file does not exist. created tells which happened.
func LoadOrCreateKeyFile(path, passphrase string, strength KeystoreStrength) (k *Key, created bool, err error) {
	k, err = LoadKeyFile(path, passphrase)
	if err == nil || !errors.Is(err, fs.ErrNotExist) {
		return k, false, err
	}
	if k, err = GenerateKey(); err != nil {
		return nil, false, err
	}
	if err := SaveKeyFile(path, k, passphrase, strength); err != nil {
		return nil, false, err
	}
	return k, true, nil
}

// writeFileAtomic writes data to a temporary file in the same directory, syncs it and renames
// it over path, so a crash leaves either the old file or the new one.
func writeFileAtomic(path string, data []byte, mode os.FileMode) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return fmt.Errorf("identity: write %s: %w", path, err)
	}
	tmp := f.Name()
	_, werr := f.Write(data)
	if werr == nil {
		werr = f.Sync()
	}
	cerr := f.Close()
	if err := errors.Join(werr, cerr, os.Chmod(tmp, mode)); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("identity: write %s: %w", path, err)
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("identity: write %s: %w", path, err)
	}
	return nil
}
