package erc8004test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/registry/erc8004"
	"github.com/agentsite/agentsite/test/harness"
)

// BenchmarkRegisterReadable: one agent registered per iteration on our registry (one
// transaction: the stake token's transferAndCall) and minted on the stand-in canonical one
// (mint + link + agent wallet), then read by agent0-sdk in a new node process. Reports the gas of each
// transaction (anvil receipts) and the time from sending the registration to the SDK's
// answer (ms-to-readable): the registration's receipt (register-ms), then a new node process
// (sdk-process-ms: start, import of the SDK, reads) whose loadAgent call is sdk-loadAgent-ms.
func BenchmarkRegisterReadable(b *testing.B) {
	entry := sdkEntry(b)
	ctx := context.Background()
	m := harness.NewMarket(b)
	canon, err := erc8004.DeployStandIn(ctx, m.Arbiter.S)
	if err != nil {
		b.Fatal(err)
	}
	c, err := erc8004.New(m.Worker.S, canon, nil)
	if err != nil {
		b.Fatal(err)
	}
	uri := registration("bench")
	stake := harness.Eth(100)
	gasOf := func() uint64 { // the head block's transactions (anvil mines one per block)
		rs, err := m.RPC.BlockReceipts(ctx, rpc.BlockNumberOrHashWithNumber(rpc.LatestBlockNumber))
		if err != nil {
			b.Fatal(err)
		}
		var g uint64
		for _, r := range rs {
			g += r.GasUsed
		}
		return g
	}
	var regGas, mintGas, linkGas, walletGas uint64
	var registered, readable, process, load time.Duration
	for b.Loop() {
		if err := m.Worker.Reg.Mint(ctx, m.Worker.Key.Address(), stake); err != nil {
			b.Fatal(err)
		}
		start := time.Now()
		id, err := m.Worker.Reg.Register(ctx, uri, nil, stake)
		if err != nil {
			b.Fatal(err)
		}
		registered += time.Since(start)
		regGas += gasOf()
		p0 := time.Now()
		ms := sdkAgent(b, entry, m.Anvil.URL, m.D.Contracts[deploy.NameAgentRegistry], id)
		readable += time.Since(start)
		process += time.Since(p0)
		load += time.Duration(ms * float64(time.Millisecond))
		cid, err := c.Mint(ctx, uri)
		if err != nil {
			b.Fatal(err)
		}
		mintGas += gasOf()
		if err := m.Worker.Reg.SetMetadata(ctx, id, erc8004.LinkKey, erc8004.EncodeLink(canon.Identity, cid)); err != nil {
			b.Fatal(err)
		}
		linkGas += gasOf()
		if err := c.SetWallet(ctx, cid, m.Anvil.Key(5)); err != nil {
			b.Fatal(err)
		}
		walletGas += gasOf()
	}
	n := float64(b.N)
	b.ReportMetric(float64(regGas)/n, "register-gas")
	b.ReportMetric(float64(mintGas)/n, "canonical-mint-gas")
	b.ReportMetric(float64(linkGas)/n, "link-gas")
	b.ReportMetric(float64(walletGas)/n, "canonical-wallet-gas")
	b.ReportMetric(float64(registered.Milliseconds())/n, "register-ms")
	b.ReportMetric(float64(readable.Milliseconds())/n, "ms-to-readable")
	b.ReportMetric(float64(process.Milliseconds())/n, "sdk-process-ms")
	b.ReportMetric(float64(load.Milliseconds())/n, "sdk-loadAgent-ms")
	b.ReportMetric(float64(len(uri)), "uri-bytes")
}

// sdkAgent reads agent id with agent0-sdk (no feedback) and returns loadAgent's milliseconds.
func sdkAgent(b *testing.B, entry, url string, identity common.Address, id uint64) float64 {
	b.Helper()
	in, _ := json.Marshal(map[string]any{"rpc": url, "chainId": 31337, "identity": identity.Hex(), "reputation": identity.Hex(),
		"agentId": id, "client": "", "metadataKey": "model"})
	cmd := exec.Command("node", "sdk-reads.mjs", string(in))
	if entry != "" {
		cmd.Env = append(os.Environ(), "AGENT0_SDK_ENTRY="+entry)
	}
	out, err := cmd.Output()
	if err != nil {
		b.Fatalf("sdk-reads.mjs: %v", err)
	}
	var r struct {
		Name   string  `json:"name"`
		LoadMs float64 `json:"loadMs"`
	}
	if err := json.Unmarshal(out, &r); err != nil || r.Name != "bench" {
		b.Fatalf("sdk read %s: %v", out, fmt.Sprint(err))
	}
	return r.LoadMs
}
