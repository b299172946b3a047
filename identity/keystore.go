package identity

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
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
// mode 0600; the directory is created if needed. To write or open several files with one
// passphrase, use a Keyring: it derives the scrypt key once.
func SaveKeyFile(path string, k *Key, passphrase string, strength KeystoreStrength) error {
	r := NewKeyring(passphrase, strength)
	defer r.Close()
	return r.Save(path, k)
}

// LoadKeyFile reads and decrypts a keystore file.
func LoadKeyFile(path, passphrase string) (*Key, error) {
	r := NewKeyring(passphrase, StandardStrength)
	defer r.Close()
	return r.Load(path)
}

// LoadOrCreateKeyFile loads the key at path, or makes a new one and saves it there when the
// file does not exist. created tells which happened.
func LoadOrCreateKeyFile(path, passphrase string, strength KeystoreStrength) (k *Key, created bool, err error) {
	r := NewKeyring(passphrase, strength)
	defer r.Close()
	return r.LoadOrCreate(path)
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
