package test

import (
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/test/harness"
)

// BenchmarkMCPHire measures a hire from an MCP client (the go-sdk) on anvil (instant mining),
// a requester node and a worker node hosting echo: one op is post_bounty (review manual),
// follow_bounty until the result waits for review, then accept_bounty. It reports the latency
// from the post to the result in hand (follow_bounty reads the bounty every 300 ms, which bounds
// how late it sees the last step) and of the accept call (a transaction), p50 and p99.
func BenchmarkMCPHire(b *testing.B) {
	n := newNet(b)
	echo := []runtime.AgentConfig{{Name: "echo", Kind: runtime.KindBuiltin}}
	req := n.start(n.config(nodeSpec{name: "requester", agents: echo}))
	n.start(n.config(nodeSpec{name: "worker", agents: echo, bootstrap: req.P2PAddrs(),
		market: []node.MarketPolicy{{Agent: "echo", Stake: escrow.NewBigString(harness.Eth(100)), Skills: []string{"echo"},
			MinReward: escrow.NewBigString(big.NewInt(1))}}}))
	waitMesh(b, req, 1)
	s := openMCP(b, req, req.Token(), nil)
	var review, accept []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		start := time.Now()
		p := toolOK(b, s, &mcp.CallToolParams{Name: "post_bounty", Arguments: map[string]any{
			"skill": "echo", "input": map[string]any{"i": i}, "reward": "0.001 ETH", "deadline": "5m", "reviewWindow": "2m", "review": "manual"}})
		f := toolOK(b, s, &mcp.CallToolParams{Name: "follow_bounty", Arguments: map[string]any{"id": p.BountyID, "timeoutSeconds": 60}})
		if f.Step != "awaiting review" {
			b.Fatalf("bounty %d: follow ended at %q", p.BountyID, f.Step)
		}
		review = append(review, time.Since(start))
		t := time.Now()
		if a := toolOK(b, s, &mcp.CallToolParams{Name: "accept_bounty", Arguments: map[string]any{"id": p.BountyID}}); a.Status != "accepted" {
			b.Fatalf("bounty %d: %s after accept", p.BountyID, a.Status)
		}
		accept = append(accept, time.Since(t))
	}
	b.StopTimer()
	pct := func(d []time.Duration, p float64) float64 {
		slices.Sort(d)
		return float64(d[int(p*float64(len(d)-1)+0.5)].Microseconds()) / 1000
	}
	b.ReportMetric(pct(review, 0.5), "post-to-review-p50-ms")
	b.ReportMetric(pct(review, 0.99), "post-to-review-p99-ms")
	b.ReportMetric(pct(accept, 0.5), "accept-p50-ms")
	b.ReportMetric(pct(accept, 0.99), "accept-p99-ms")
}
