package devnet

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"math/big"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow"
)

func TestDevnetDemoBountyPaid(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	var out bytes.Buffer
	cfg := DefaultConfig(t.TempDir())
	cfg.APIPort, cfg.ChainPort, cfg.Out = 0, 0, &out
	if testing.Verbose() {
		cfg.Logger = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	}
	d, err := Start(ctx, cfg)
	if err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	defer d.Close()
	rep, err := d.RunDemo(ctx)
	t.Log("\n" + out.String())
	if err != nil {
		t.Fatal(err)
	}
	if rep.FinalStatus != escrow.StatusAccepted {
		t.Fatalf("demo bounty ended %s", rep.FinalStatus)
	}
	want := new(big.Int).Div(new(big.Int).Mul(rep.Reward, big.NewInt(99)), big.NewInt(100)) // 1% fee
	if rep.Paid == nil || rep.Paid.Cmp(want) != 0 {
		t.Fatalf("agent wallet received %v, want %s", rep.Paid, want)
	}
	if rep.Reputation == 0 || len(rep.Output) == 0 {
		t.Fatalf("report %+v", rep)
	}
	// The devnet tells how a third party pays bob's USDC-priced agent over HTTP.
	out.Reset()
	d.SayX402()
	if said := out.String(); !strings.Contains(said, d.Nodes[1].APIURL()+"/agents/"+USDAgent+"/call") ||
		!strings.Contains(said, d.Deploy.Contracts[deploy.NameAuthToken].Hex()) || !strings.Contains(said, USDPrice) {
		t.Fatalf("the x402 hint says %q", said)
	}
	// Discovery: the requester finds both summarize agents, with verified stake and where each
	// card came from; the agent that was just paid has a reputation.
	var hits []struct {
		DID, Stake, Source string
		Reputation         float64
	}
	paidRep := 0.0 // the requester's chain index sees the payment within its poll interval
	for until := time.Now().Add(10 * time.Second); paidRep == 0 && time.Now().Before(until); time.Sleep(100 * time.Millisecond) {
		rpc(t, d.Nodes[0].APIURL(), d.Nodes[0].Token(), "agent.search", map[string]any{"query": "summarize text", "skill": "summarize"}, &hits)
		if len(hits) != 2 {
			t.Fatalf("search found %d summarize agents, want 2: %+v", len(hits), hits)
		}
		for _, h := range hits {
			if h.Stake != "100000000000000000000" || h.Source == "" {
				t.Fatalf("search hit %+v: want the verified 100 AST and a source", h)
			}
			paidRep = max(paidRep, h.Reputation)
		}
	}
	if paidRep == 0 {
		t.Fatalf("no search hit shows the paid agent's reputation: %+v", hits)
	}
	paid, err := d.RunPaidDemo(ctx)
	t.Log("\n" + out.String())
	if err != nil {
		t.Fatal(err)
	}
	if want := new(big.Int).Mul(big.NewInt(1e14), big.NewInt(int64(paid.Calls))); paid.Spent.Cmp(want) != 0 || paid.Claimed.Cmp(want) != 0 {
		t.Fatalf("paid demo %+v: want %s spent and claimed", paid, want)
	}
	var sum struct{ Sentences []string }
	if err := json.Unmarshal(rep.Output, &sum); err != nil || len(sum.Sentences) != 2 {
		t.Fatalf("summary %s (%v), want two sentences", rep.Output, err)
	}
	for _, s := range sum.Sentences {
		if !strings.Contains(demoText, s) {
			t.Fatalf("summary sentence %q is not from the text", s)
		}
	}
}

// rpc calls the node's JSON-RPC API with its token.
func rpc(t *testing.T, url, token, method string, params, out any) {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": method, "params": params})
	req, _ := http.NewRequest(http.MethodPost, url+"/rpc", bytes.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var r struct {
		Result json.RawMessage
		Error  *struct{ Message string }
	}
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil || r.Error != nil {
		t.Fatalf("%s: %v %+v", method, err, r.Error)
	}
	if out != nil {
		if err := json.Unmarshal(r.Result, out); err != nil {
			t.Fatal(err)
		}
	}
}

// A hosted agent is a member of the devnet room: mention it and it answers, signed by itself.
func TestDevnetChatAgentAnswers(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cfg := DefaultConfig(t.TempDir())
	cfg.APIPort, cfg.ChainPort, cfg.Nodes = 0, 0, 2
	d, err := Start(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	alice := d.Nodes[0]
	rpc(t, alice.APIURL(), alice.Token(), "chat.post", map[string]string{"room": "devnet",
		"content": "@summarize AgentSite hosts agents. They are paid in escrow. Reputation follows paid work."}, nil)
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		var msgs []map[string]any
		rpc(t, alice.APIURL(), alice.Token(), "chat.read", map[string]any{"room": "devnet"}, &msgs)
		for _, m := range msgs {
			if m["type"] == "result" && strings.Contains(fmt.Sprint(m["content"]), "AgentSite") {
				checkMetrics(t, d.Nodes[1].APIURL())
				return
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatal("the summarize agent did not answer in the room")
}

// checkMetrics asserts the node exports the runtime's call histogram and agent health.
func checkMetrics(t *testing.T, url string) {
	t.Helper()
	resp, err := http.Get(url + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var b bytes.Buffer
	_, _ = b.ReadFrom(resp.Body)
	for _, want := range []string{`agentsite_runtime_call_seconds_count{agent="summarize"`} {
		if !strings.Contains(b.String(), want) {
			t.Fatalf("/metrics lacks %s", want)
		}
	}
}

// An operator registers a hosted agent with stake while the node runs: it is on chain with its
// key as wallet, and the other node now finds it (only staked agents are announced).
func TestDevnetRegisterAgent(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cfg := DefaultConfig(t.TempDir())
	cfg.APIPort, cfg.ChainPort, cfg.Nodes = 0, 0, 2
	d, err := Start(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	alice, bob := d.Nodes[0], d.Nodes[1]
	var agent struct {
		AgentID uint64
		Wallet  string
		Stake   json.Number
		Active  bool
	}
	rpc(t, alice.APIURL(), alice.Token(), "agent.register", map[string]string{"agent": "echo", "amount": "150"}, &agent)
	echoAddr, _ := alice.AgentAddress("echo")
	if !agent.Active || agent.Stake.String() != "150000000000000000000" || !strings.EqualFold(agent.Wallet, echoAddr.Hex()) {
		t.Fatalf("registered agent %+v", agent)
	}
	if id, ok := alice.AgentID("echo"); !ok || id != agent.AgentID {
		t.Fatalf("node records agent id %d %v, chain says %d", id, ok, agent.AgentID)
	}
	for until := time.Now().Add(20 * time.Second); time.Now().Before(until); time.Sleep(100 * time.Millisecond) {
		var hits []struct{ Name, Stake string }
		rpc(t, bob.APIURL(), bob.Token(), "agent.search", map[string]any{"skill": "echo"}, &hits)
		for _, h := range hits { // bob hosts an echo of his own (200 AST) and paid ones (100 AST)
			if h.Stake == "150000000000000000000" {
				return
			}
		}
	}
	t.Fatal("bob never found the newly staked echo agent")
}
