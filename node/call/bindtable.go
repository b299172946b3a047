package call

import (
	"sync"

	"github.com/agentsite/agentsite/identity"
	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/network"
)

// MaxBindingsPerConn is how many DIDs one connection may have bound at once: a node calls as
// its own key, a host of several identities as a few; beyond it they sign every request.
const MaxBindingsPerConn = 4

// bound is one DID bound to a connection.
type bound struct {
	did    identity.DID
	digest common.Hash
	until  int64 // unix ms
}

// bindTable holds the server's connection bindings, by connection id. The host's connection
// limits bound it (MaxBindingsPerConn entries each); a connection's entries go when it closes.
type bindTable struct {
	mu    sync.Mutex
	conns map[string][]bound
}

func newBindTable() *bindTable { return &bindTable{conns: map[string][]bound{}} }

// has reports whether the binding with digest is already in force on conn.
func (t *bindTable) has(conn string, digest common.Hash) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, b := range t.conns[conn] {
		if b.digest == digest {
			return true
		}
	}
	return false
}

// put binds b on conn unless this very binding is already there (a caller sends one binding on
// every stream of a connection until one is answered). A binding for a DID already bound
// replaces the older one. first is called, under the table's lock, only for a binding new to
// conn; it records the digest against replays on other connections and may refuse it.
func (t *bindTable) put(conn string, b bound, now int64, first func() error) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	list := t.conns[conn]
	for _, old := range list {
		if old.digest == b.digest {
			return nil
		}
	}
	kept := make([]bound, 0, len(list)+1)
	for _, old := range list {
		if old.until > now && old.did != b.did {
			kept = append(kept, old)
		}
	}
	if len(kept) >= MaxBindingsPerConn {
		return busy("%d DIDs are bound to this connection: sign each request", len(kept))
	}
	if err := first(); err != nil {
		return err
	}
	t.conns[conn] = append(kept, b)
	return nil
}

// lookup returns whether did is bound on conn, and until when (unix ms).
func (t *bindTable) lookup(conn string, did identity.DID) (until int64, ok bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, b := range t.conns[conn] {
		if b.did == did {
			return b.until, true
		}
	}
	return 0, false
}

// drop forgets conn's bindings.
func (t *bindTable) drop(conn string) {
	t.mu.Lock()
	delete(t.conns, conn)
	t.mu.Unlock()
}

// notifiee drops a connection's bindings when it closes.
func (t *bindTable) notifiee() network.Notifiee {
	return &network.NotifyBundle{DisconnectedF: func(_ network.Network, c network.Conn) { t.drop(c.ID()) }}
}
