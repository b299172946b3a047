package test

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/node"
)

// TestNodeRefusesUnwiredEscrow: an escrow of other registries can never claim or settle this
// deployment's agents (a second escrow on the same registries cannot even be deployed: they
// name theirs at construction); a node given a deployment file naming one refuses to start and
// says why.
func TestNodeRefusesUnwiredEscrow(t *testing.T) {
	n := newNet(t)
	ctx := context.Background()
	p := deploy.DefaultParams()
	p.Treasury = treasury
	other, err := deploy.Deploy(ctx, n.faucet, p)
	if err != nil {
		t.Fatal(err)
	}
	escrowAt := other.Contracts[deploy.NameBountyEscrow]
	rogue := *n.dep
	rogue.Contracts = map[string]common.Address{}
	for k, v := range n.dep.Contracts {
		rogue.Contracts[k] = v
	}
	rogue.Contracts[deploy.NameBountyEscrow] = escrowAt
	cfg := n.config(nodeSpec{name: "rogue"})
	cfg.Chain.Deployment = filepath.Join(n.dir, "rogue.json")
	if err := rogue.Save(cfg.Chain.Deployment); err != nil {
		t.Fatal(err)
	}
	nd, err := node.New(cfg, n.log)
	if err != nil {
		t.Fatal(err)
	}
	sctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	err = nd.Start(sctx)
	t.Cleanup(func() { _ = nd.Close() })
	if !errors.Is(err, deploy.ErrNotWired) || !strings.Contains(err.Error(), escrowAt.Hex()) {
		t.Fatalf("start on an unwired escrow: %v, want ErrNotWired naming %s", err, escrowAt.Hex())
	}
	t.Log(err)
}
