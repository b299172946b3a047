package node

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"os"
	"path/filepath"
	"strings"
)

// APIAddrFile is where a running node records its API's address (http://host:port), so the
// CLI given --data finds the node without --api; it is removed when the node closes.
func APIAddrFile(dataDir string) string { return filepath.Join(dataDir, "api.addr") }

// checkAPIPort fails early, before the keys are unlocked, when api.listen is taken: the API
// is the last part to start, and an operator should not wait for the rest to learn it.
func (n *Node) checkAPIPort(ctx context.Context) error {
	addr := n.cfg.apiConfig("").Listen
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp", addr)
	if err != nil {
		return apiListenError(addr, err)
	}
	return ln.Close()
}

// apiListenError names the setting to change when the API's address cannot be listened on.
func apiListenError(addr string, err error) error {
	return fmt.Errorf("api.listen %s: %w (another node or program uses it: set api.listen in config.json to a free address, e.g. 127.0.0.1:7421)",
		addr, err)
}

// writeAPIAddr records the API's address (host:port) in the data directory and removes it at
// close, if it is still this node's.
func (n *Node) writeAPIAddr(addr string) error {
	url := "http://" + addr
	path := APIAddrFile(n.cfg.DataDir)
	if err := os.WriteFile(path, []byte(url+"\n"), 0o600); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	n.onClose(func() error {
		b, err := os.ReadFile(path)
		if errors.Is(err, fs.ErrNotExist) || (err == nil && strings.TrimSpace(string(b)) != url) {
			return nil
		}
		if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("remove %s: %w", path, err)
		}
		return nil
	})
	return nil
}
