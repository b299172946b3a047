package node

import (
	"context"
	"fmt"
	"net"

	"github.com/agentsite/agentsite/node/datadir"
)

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

// writeAPIAddr records the API's address (host:port) in the data directory (datadir.WriteAPIAddr)
// and removes it at close, if it is still this node's.
func (n *Node) writeAPIAddr(addr string) error {
	remove, err := datadir.WriteAPIAddr(n.cfg.DataDir, "http://"+addr)
	if err != nil {
		return err
	}
	n.onClose(remove)
	return nil
}
