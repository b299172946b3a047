package node

import (
	"context"
	"fmt"
	"net"
	"net/http"

	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/node/datadir"
	"github.com/agentsite/agentsite/node/methods"
	"github.com/agentsite/agentsite/node/payments"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/web"
	"github.com/agentsite/agentsite/registry"
)

// startAPI serves the API: node/api's built-in methods over the runtime, the call client,
// discovery and chat, and node/methods' over the node's backend.
func (n *Node) startAPI(ctx context.Context) error {
	ms := methods.New(n.backend())
	deps := api.Deps{
		Local: runtime.Router{Runtime: n.rt, Normalize: registry.NormalizeTag}, Remote: n.caller(), Searcher: n.search, Chat: api.ChatRooms{Service: n.chat},
		Status: ms.Status, Extra: ms.Table(), Identity: n.agentIdentity,
	}
	var err error
	if deps.Payments, err = payments.X402(ctx, n.dep, n.sender, n.pay, n.log.With("component", "x402")); err != nil {
		return err
	}
	wcfg := web.DefaultConfig(n.token)
	wcfg.Metrics, wcfg.Tokens = n.metrics, n.pay.Tokens()
	if err := wcfg.Validate(); err != nil {
		return err
	}
	deps.Web = func(inv api.Invoker) http.Handler { return web.New(wcfg, inv, n.log.With("component", "web")) }
	srv, err := api.New(n.cfg.apiConfig(n.token), deps, api.Options{Logger: n.log.With("component", "api"), Registry: n.metrics})
	if err != nil {
		return err
	}
	n.api = srv
	n.onClose(srv.Close)
	if err := srv.Start(ctx); err != nil {
		return apiListenError(n.cfg.apiConfig(n.token).Listen, err)
	}
	return n.writeAPIAddr(srv.Addr())
}

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
