package test

import (
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node"
)

// bearer adds the API token to every request of an SDK client.
type bearer struct{ token string }

func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	if b.token != "" {
		r.Header.Set("Authorization", "Bearer "+b.token)
	}
	return http.DefaultTransport.RoundTrip(r)
}

// mcpClient opens an MCP session with node n through the official go-sdk client; progress
// notifications go to onProgress.
func (w *testnet) mcpClient(n *node.Node, token string, onProgress func(*mcp.ProgressNotificationClientRequest)) *mcp.ClientSession {
	w.t.Helper()
	return openMCP(w.t, n, token, onProgress)
}

func openMCP(tb testing.TB, n *node.Node, token string, onProgress func(*mcp.ProgressNotificationClientRequest)) *mcp.ClientSession {
	tb.Helper()
	opts := &mcp.ClientOptions{}
	if onProgress != nil {
		opts.ProgressNotificationHandler = func(_ context.Context, req *mcp.ProgressNotificationClientRequest) { onProgress(req) }
	}
	c := mcp.NewClient(&mcp.Implementation{Name: "e2e", Version: "1"}, opts)
	s, err := c.Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: n.APIURL() + "/mcp", HTTPClient: &http.Client{Transport: bearer{token}}}, nil)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { s.Close() })
	return s
}

// tool calls an MCP tool and returns its text and whether it is a tool error.
func tool(t testing.TB, s *mcp.ClientSession, p *mcp.CallToolParams) (string, bool) {
	t.Helper()
	res, err := s.CallTool(context.Background(), p)
	if err != nil {
		t.Fatalf("%s: %v", p.Name, err)
	}
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String(), res.IsError
}

type toolBounty struct {
	ID       uint64          `json:"id"`
	BountyID uint64          `json:"bountyId"`
	Status   string          `json:"status"`
	Step     string          `json:"step"`
	Next     string          `json:"next"`
	Review   string          `json:"review"`
	Result   json.RawMessage `json:"result"`
	Verdict  string          `json:"verdict"`
	Reason   string          `json:"reason"`
	Timeline []struct {
		Status string `json:"status"`
	} `json:"timeline"`
}

// toolOK calls a tool that must succeed and decodes its answer.
func toolOK(t testing.TB, s *mcp.ClientSession, p *mcp.CallToolParams) toolBounty {
	t.Helper()
	text, isErr := tool(t, s, p)
	if isErr {
		t.Fatalf("tool error: %s", text)
	}
	var v toolBounty
	if err := json.Unmarshal([]byte(text), &v); err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	return v
}

// TestE2EMCPHire: an MCP client (the official go-sdk) hires with money on anvil, requester
// alice and worker bob: post_bounty for a person's review, follow_bounty with progress
// notifications through posted → claimed → delivered → submitted to the result waiting for
// review, get_bounty with the decrypted result, accept_bounty (the agent is paid on chain),
// list_bounties; a second bounty refused with reject_bounty; and every bad input a tool error
// a person can act on, with nothing spent.
func TestE2EMCPHire(t *testing.T) {
	w := startNet(t, 2, nil)
	alice := w.d.Nodes[0]
	var mu sync.Mutex
	var progress []string
	s := w.mcpClient(alice, alice.Token(), func(req *mcp.ProgressNotificationClientRequest) {
		mu.Lock()
		progress = append(progress, req.Params.Message)
		mu.Unlock()
	})
	post := func() uint64 {
		t.Helper()
		v := toolOK(t, s, &mcp.CallToolParams{Name: "post_bounty", Arguments: map[string]any{
			"skill": "summarize", "input": json.RawMessage(summarizeInput()), "reward": "0.01 ETH",
			"deadline": "5m", "reviewWindow": "2m", "review": "manual"}})
		if v.BountyID == 0 {
			t.Fatal("post_bounty returned no id")
		}
		return v.BountyID
	}
	follow := func(id uint64) toolBounty {
		t.Helper()
		p := &mcp.CallToolParams{Name: "follow_bounty", Arguments: map[string]any{"id": id, "timeoutSeconds": 60}}
		p.SetProgressToken("follow")
		return toolOK(t, s, p)
	}

	before := w.head()
	id := post()
	v := follow(id)
	if v.Step != "awaiting review" || v.Status != "submitted" || v.Review != "manual" || !contains(string(v.Result), "They are paid on chain.") {
		t.Fatalf("follow_bounty ended with %+v", v)
	}
	// The client hands notifications to its handler asynchronously: the last may land just
	// after the result.
	w.waitFor("progress up to the review", 2*time.Second, func() (bool, error) {
		mu.Lock()
		defer mu.Unlock()
		return len(progress) > 0 && contains(progress[len(progress)-1], "awaiting review"), nil
	})
	mu.Lock()
	got := strings.Join(progress, " | ")
	mu.Unlock()
	for _, step := range []string{"posted", "claimed by agent", "delivered", "submitted", "awaiting review"} {
		if !contains(got, step) {
			t.Fatalf("progress %q lacks %q", got, step)
		}
	}
	if b := w.bounty(id); b.Status != escrow.StatusSubmitted {
		t.Fatalf("the node decided by itself: %s", b.Status)
	}
	g := toolOK(t, s, &mcp.CallToolParams{Name: "get_bounty", Arguments: map[string]any{"id": id}})
	if g.Step != "awaiting review" || !contains(string(g.Result), "They are paid on chain.") || !contains(g.Next, "accept_bounty") || len(g.Timeline) < 3 {
		t.Fatalf("get_bounty: %+v", g)
	}
	a := toolOK(t, s, &mcp.CallToolParams{Name: "accept_bounty", Arguments: map[string]any{"id": id}})
	if a.Status != "accepted" || a.Verdict != "accepted" {
		t.Fatalf("accept_bounty: %+v", a)
	}
	b := w.waitStatus(id, escrow.StatusAccepted, 10*time.Second)
	w.waitJob(alice, id, escrow.StageDone) // the feedback is sent
	t.Logf("gas of the MCP hire, post to accepted with feedback: %d (all receipts of the blocks)", w.gasUsed(before, w.head()))
	if paid := w.show(alice, id).Paid; paid == nil || paid.Sign() <= 0 {
		t.Fatalf("agent %d not paid: %v", b.AgentID, paid)
	}
	var list []toolBounty
	text, isErr := tool(t, s, &mcp.CallToolParams{Name: "list_bounties", Arguments: map[string]any{"status": "accepted"}})
	if err := json.Unmarshal([]byte(text), &list); isErr || err != nil || len(list) != 1 || list[0].ID != id || list[0].Result != nil {
		t.Fatalf("list_bounties: %s %v", text, err)
	}

	// A second result refused: the reason's hash goes on chain and, without an arbiter, the
	// rejection settles at once (refund): nobody could rule on a dispute.
	id2 := post()
	if v := follow(id2); v.Step != "awaiting review" {
		t.Fatalf("follow_bounty: %+v", v)
	}
	r := toolOK(t, s, &mcp.CallToolParams{Name: "reject_bounty", Arguments: map[string]any{"id": id2, "reason": "too short"}})
	if r.Status != "resolved" || r.Verdict != "rejected" || r.Reason != "too short" {
		t.Fatalf("reject_bounty: %+v", r)
	}
	if st := w.bounty(id2).Status; st != escrow.StatusResolved {
		t.Fatalf("bounty %d is %s on chain, want resolved", id2, st)
	}

	head := w.head()
	anon := w.mcpClient(alice, "", nil)
	for _, tc := range []struct {
		name string
		s    *mcp.ClientSession
		tool string
		args map[string]any
		want string
	}{
		{"post without the token", anon, "post_bounty", map[string]any{"skill": "summarize", "input": 1, "reward": "0.01 ETH"}, "-32011"},
		{"accept without the token", anon, "accept_bounty", map[string]any{"id": id2}, "-32011"},
		{"list without the token", anon, "list_bounties", map[string]any{}, "-32011"},
		{"reward in the wrong unit", s, "post_bounty", map[string]any{"skill": "summarize", "input": 1, "reward": "0.01 BTC"}, "0.01 ETH, 0.01 (whole ETH)"},
		{"zero reward", s, "post_bounty", map[string]any{"skill": "summarize", "input": 1, "reward": "0"}, "more than zero"},
		{"no input", s, "post_bounty", map[string]any{"skill": "summarize", "reward": "0.01 ETH"}, "input is required"},
		{"deadline not a duration", s, "post_bounty", map[string]any{"skill": "summarize", "input": 1, "reward": "0.01 ETH", "deadline": "soon"}, "90s, 10m or 2h"},
		{"unknown review", s, "post_bounty", map[string]any{"skill": "summarize", "input": 1, "reward": "0.01 ETH", "review": "later"}, `neither \"auto\" nor \"manual\"`},
		{"manual with a verifier", s, "post_bounty", map[string]any{"skill": "summarize", "input": 1, "reward": "0.01 ETH", "review": "manual", "verifier": "true"}, "runs no verifier"},
		{"accept twice", s, "accept_bounty", map[string]any{"id": id}, "decided already"},
		{"accept a rejected bounty", s, "accept_bounty", map[string]any{"id": id2}, "decided already"},
		{"reject without a reason", s, "reject_bounty", map[string]any{"id": id2}, `missing properties: ["reason"]`},
		{"reject with an empty reason", s, "reject_bounty", map[string]any{"id": id2, "reason": ""}, "reason is required"},
		{"unknown bounty", s, "get_bounty", map[string]any{"id": 999}, "no such bounty"},
		{"follow an unknown bounty", s, "follow_bounty", map[string]any{"id": 999}, "no such bounty"},
		{"follow too long", s, "follow_bounty", map[string]any{"id": id, "timeoutSeconds": 100000}, "timeoutSeconds must be"},
		{"list too many", s, "list_bounties", map[string]any{"limit": 1000}, "limit must be"},
		{"list by an unknown status", s, "list_bounties", map[string]any{"status": "paid"}, "unknown bounty status"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text, isErr := tool(t, tc.s, &mcp.CallToolParams{Name: tc.tool, Arguments: tc.args})
			if !isErr || !strings.Contains(text, tc.want) {
				t.Fatalf("got isError=%v %s, want an error containing %q", isErr, text, tc.want)
			}
		})
	}
	if spent := w.gasSpent(alice.Account(), head, w.head()); spent.Sign() != 0 {
		t.Fatalf("refused calls spent %s wei of gas", spent)
	}
}

// gasUsed sums the gas of every transaction in blocks (from, to], logging each.
func (w *testnet) gasUsed(from, to uint64) uint64 {
	w.t.Helper()
	var sum uint64
	for n := from + 1; n <= to; n++ {
		blk, err := w.d.RPC.BlockByNumber(w.ctx, new(big.Int).SetUint64(n))
		if err != nil {
			w.t.Fatal(err)
		}
		for _, tx := range blk.Transactions() {
			r, err := w.d.RPC.TransactionReceipt(w.ctx, tx.Hash())
			if err != nil {
				w.t.Fatal(err)
			}
			sum += r.GasUsed
			w.t.Logf("block %d: to %s, selector %x, gas %d", n, tx.To(), tx.Data()[:min(4, len(tx.Data()))], r.GasUsed)
		}
	}
	return sum
}
