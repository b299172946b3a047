package datadir

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// APIAddrFile is where a running node records its API's address (http://host:port), so the
// CLI given --data finds the node without --api.
func APIAddrFile(dir string) string { return filepath.Join(dir, "api.addr") }

// maxAPIAddr bounds what ReadAPIAddr takes from the file: an address, not a document.
const maxAPIAddr = 256

// WriteAPIAddr records url in dir's api.addr and returns the function that removes it again,
// unless another node has written its own address there meanwhile.
func WriteAPIAddr(dir, url string) (remove func() error, err error) {
	path := APIAddrFile(dir)
	if err := os.WriteFile(path, []byte(url+"\n"), 0o600); err != nil {
		return nil, fmt.Errorf("datadir: write %s: %w", path, err)
	}
	return func() error {
		if got, ok := ReadAPIAddr(dir); !ok || got != url {
			return nil
		}
		if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("datadir: remove %s: %w", path, err)
		}
		return nil
	}, nil
}

// ReadAPIAddr is the address a node recorded in dir's api.addr, if there is one.
func ReadAPIAddr(dir string) (string, bool) {
	b, err := os.ReadFile(APIAddrFile(dir))
	if err != nil {
		return "", false
	}
	a := strings.TrimSpace(string(b))
	if a == "" || len(a) >= maxAPIAddr {
		return "", false
	}
	return a, true
}
