// Package devchaintest starts a go-ethereum dev chain for a test: n funded dev keys, the chain
// and a client on its JSON-RPC, both closed by the test's cleanup.
package devchaintest

import (
	"context"
	"crypto/ecdsa"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/agentsite/agentsite/contracts/devchain"
)

// Start starts a dev chain whose first n dev keys are funded, and dials it. The chain and the
// client close when t ends; a chain that does not start within a minute fails t.
func Start(t testing.TB, n int) (*devchain.Chain, *ethclient.Client, []*ecdsa.PrivateKey) {
	t.Helper()
	keys := devchain.DevKeys(n)
	cfg := devchain.DefaultConfig()
	cfg.Accounts = devchain.Addresses(keys)
	dc, err := devchain.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := dc.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { dc.Close() })
	cl, err := ethclient.DialContext(ctx, dc.HTTPURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(cl.Close)
	return dc, cl, keys
}
