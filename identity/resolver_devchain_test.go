package identity

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/devchain"
)

// TestResolverOverDevchainRPC runs the whole path a node uses: the in-process dev chain,
// the Go deployer, writes over HTTP JSON-RPC, and resolution through eth_getLogs.
func TestResolverOverDevchainRPC(t *testing.T) {
	keys := devchain.DevKeys(2)
	cfg := devchain.DefaultConfig()
	cfg.Accounts = devchain.Addresses(keys)
	cfg.WS = false
	chain, err := devchain.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := chain.Start(ctx); err != nil {
		t.Fatal(err)
	}
	defer chain.Close()
	cl, err := ethclient.DialContext(ctx, chain.HTTPURL())
	if err != nil {
		t.Fatal(err)
	}
	defer cl.Close()

	// Deployed directly: the Go deployer (contracts/deploy) depends on this package.
	opts := bind.NewKeyedTransactor(keys[0], chain.ChainID())
	registry, tx, err := bind.DeployContract(opts, common.FromHex(bindings.DIDRegistryMetaData.Bin), cl, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := bind.WaitMined(ctx, cl, tx.Hash()); err != nil {
		t.Fatal(err)
	}
	inst := didRegistryABI.Instance(cl, registry)
	id, delegate := cfg.Accounts[1], cfg.Accounts[0]

	write := func(data []byte) {
		t.Helper()
		gas, err := cl.EstimateGasAtBlock(ctx, ethereum.CallMsg{From: id, To: &registry, Data: data}, big.NewInt(int64(rpc.PendingBlockNumber)))
		if err != nil {
			t.Fatal(err)
		}
		opts := bind.NewKeyedTransactor(keys[1], chain.ChainID())
		opts.Context, opts.GasLimit = ctx, gas
		tx, err := bind.Transact(inst, opts, data)
		if err != nil {
			t.Fatal(err)
		}
		rcpt, err := bind.WaitMined(ctx, cl, tx.Hash())
		if err != nil || rcpt.Status != types.ReceiptStatusSuccessful {
			t.Fatalf("write: %+v, %v", rcpt, err)
		}
		// The dev chain answers a receipt before its head reaches the receipt's block: the
		// resolver reads at the head (the delegate was missing once under load).
		for {
			head, err := cl.BlockNumber(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if head >= rcpt.BlockNumber.Uint64() {
				break
			}
			select {
			case <-ctx.Done():
				t.Fatalf("the head never reached block %d", rcpt.BlockNumber)
			case <-time.After(10 * time.Millisecond):
			}
		}
	}
	svc := []byte(`{"peerId":"12D3KooWdev","addrs":["/ip4/127.0.0.1/tcp/4001"]}`)
	write(didRegistryABI.PackSetAttribute(id, b32("did/svc/AgentSite"), svc, big.NewInt(3600)))
	write(didRegistryABI.PackAddDelegate(id, b32("sigAuth"), delegate, big.NewInt(3600)))

	r, err := NewResolver(cl, DefaultResolverConfig(chain.ChainID(), registry))
	if err != nil {
		t.Fatal(err)
	}
	res, err := r.Resolve(ctx, formatEthrDID(chain.ChainID(), id))
	if err != nil {
		t.Fatal(err)
	}
	if s := res.Document.ServicesByType("AgentSite"); len(s) != 1 || string(s[0].ServiceEndpoint) != string(svc) {
		t.Fatalf("service %+v", res.Document.Service)
	}
	if !res.Document.IsSigner(delegate, true) || res.Metadata.VersionID == 0 {
		t.Fatalf("document %+v metadata %+v", res.Document, res.Metadata)
	}
}
