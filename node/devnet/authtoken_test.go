package devnet

import (
	"context"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
)

// TestDevnetFundsTheX402Token: the devnet deploys the EIP-3009 dev token, every node holds
// usdPerNode of it, and each node serves /.well-known/x402 (empty until an agent has a price).
func TestDevnetFundsTheX402Token(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cfg := DefaultConfig(t.TempDir())
	cfg.APIPort, cfg.ChainPort, cfg.Nodes = 0, 0, 2
	d, err := Start(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	token, ok := d.Deploy.Contracts[deploy.NameAuthToken]
	if !ok {
		t.Fatal("no AuthToken in the devnet's deployment")
	}
	for _, n := range d.Nodes {
		bal, err := chain.TokenBalance(ctx, d.RPC, token, n.Account())
		if err != nil || bal.Cmp(usdPerNode) != 0 {
			t.Fatalf("node %s holds %v AuthToken (%v), want %s", n.Account().Hex(), bal, err, usdPerNode)
		}
		resp, err := http.Get(n.APIURL() + "/.well-known/x402")
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), `"x402Version":2`) {
			t.Fatalf("/.well-known/x402: %d %s", resp.StatusCode, body)
		}
	}
}
