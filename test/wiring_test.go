package test

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/node"
)

// TestNodeRefusesUnwiredEscrow: a second escrow deployed on the same registries can never
// claim or settle (the registries point at the first one); a node given a deployment file
// naming it refuses to start and says why.
func TestNodeRefusesUnwiredEscrow(t *testing.T) {
	n := newNet(t)
	ctx := context.Background()
	p := deploy.DefaultParams()
	e := bindings.NewBountyEscrow()
	rcpt, err := n.faucet.Send(ctx, chain.Tx{Data: append(common.FromHex(bindings.BountyEscrowMetaData.Bin),
		e.PackConstructor(n.dep.Contracts[deploy.NameAgentRegistry], n.dep.Contracts[deploy.NameReputationRegistry], treasury,
			p.FeeBps, p.MaxDuration, 3600, 600, 600, p.DefaultDisputeAgentBps)...)})
	if err != nil {
		t.Fatal(err)
	}
	rogue := *n.dep
	rogue.Contracts = map[string]common.Address{}
	for k, v := range n.dep.Contracts {
		rogue.Contracts[k] = v
	}
	rogue.Contracts[deploy.NameBountyEscrow] = rcpt.ContractAddress
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
	if !errors.Is(err, deploy.ErrNotWired) || !strings.Contains(err.Error(), rcpt.ContractAddress.Hex()) {
		t.Fatalf("start on an unwired escrow: %v, want ErrNotWired naming %s", err, rcpt.ContractAddress.Hex())
	}
	t.Log(err)
}
