package main

import (
	"bytes"
	"context"
	"io"
	"math/big"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/node/devnet"
)

// TestDevFundOnDevnetChain: `dev fund` without --faucet-key on agentsite devnet's own chain
// (1337) pays from the devnet's public dev key, as the waiting node's log tells its operator to
// run it (it asked for --faucet-key, which nobody is shown).
func TestDevFundOnDevnetChain(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dir := t.TempDir()
	d, err := devnet.Start(ctx, devnet.Config{Dir: dir, Nodes: 2, Out: io.Discard})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	to := common.HexToAddress("0x00000000000000000000000000000000000f00d1")
	var stdout, stderr bytes.Buffer
	argv := []string{"dev", "fund", to.Hex(), "--rpc", d.RPCURL, "--deployment", filepath.Join(dir, "deployment.json"), "--eth", "0.5", "--stake", "0"}
	if code := run(ctx, argv, &stdout, &stderr); code != 0 {
		t.Fatalf("dev fund: exit %d: %s", code, stderr.String())
	}
	got, err := d.RPC.BalanceAt(ctx, to, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := big.NewInt(5e17); got.Cmp(want) != 0 {
		t.Fatalf("balance %s wei after dev fund --eth 0.5, want %s", got, want)
	}
}
