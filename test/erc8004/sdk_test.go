package erc8004test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/registry/erc8004"
	"github.com/agentsite/agentsite/registry/regfile"
	"github.com/agentsite/agentsite/test/harness"
)

// sdkEntry finds agent0-sdk: "" to import it by name (the repository's node_modules has it),
// or the path of its entry file under $AGENT0_SDK_DIR.
func sdkEntry(tb testing.TB) string {
	tb.Helper()
	if _, err := exec.LookPath("node"); err != nil {
		tb.Skip("node is not installed")
	}
	if _, err := os.Stat(filepath.Join("..", "..", "node_modules", "agent0-sdk", "package.json")); err == nil {
		return ""
	}
	if dir := os.Getenv("AGENT0_SDK_DIR"); dir != "" {
		entry := filepath.Join(dir, "node_modules", "agent0-sdk", "dist", "index.js")
		if _, err := os.Stat(entry); err == nil {
			return entry
		}
	}
	tb.Skip("agent0-sdk is not installed (npm devDependency agent0-sdk, or AGENT0_SDK_DIR=<dir with node_modules/agent0-sdk>)")
	return ""
}

// registration is the registration file a node builds (regfile.Build) for a priced agent of a
// node at https://agents.example, as a base64 data URI.
func registration(name string) string {
	f := regfile.Build(regfile.Agent{Name: name, Description: "summarizes text for a fee", Base: "https://agents.example",
		DID: "did:ethr:0x7a69:0x00000000000000000000000000000000000000aa", PeerID: "12D3KooWQ6KTy1sCTUdm7iP2sEf4yZz8fHYGuj7fKJX9TPNnRZK1", X402: true})
	b, err := f.Encode()
	if err != nil {
		panic(err)
	}
	return regfile.DataURI(b)
}

// read is what sdk-reads.mjs prints.
type read struct {
	AgentURI    string         `json:"agentURI"`
	Name        string         `json:"name"`
	Description string         `json:"description"`
	Active      bool           `json:"active"`
	Trust       []string       `json:"trust"`
	X402        bool           `json:"x402"`
	MCP         string         `json:"mcp"`
	A2A         string         `json:"a2a"`
	Wallet      string         `json:"wallet"`
	Owner       string         `json:"owner"`
	Metadata    string         `json:"metadata"`
	Feedback    map[string]any `json:"feedback"`
	Summary     map[string]any `json:"summary"`
	Starred     map[string]any `json:"starred"`
	LoadMs      float64        `json:"loadMs"`
}

// sdkRead runs sdk-reads.mjs for agent id on the registries given.
func sdkRead(tb testing.TB, entry, rpc string, identity, reputation common.Address, id uint64, client common.Address) read {
	tb.Helper()
	in, _ := json.Marshal(map[string]any{"rpc": rpc, "chainId": 31337, "identity": identity.Hex(), "reputation": reputation.Hex(),
		"agentId": id, "client": client.Hex(), "metadataKey": "model"})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "node", "sdk-reads.mjs", string(in))
	if entry != "" {
		cmd.Env = append(os.Environ(), "AGENT0_SDK_ENTRY="+entry)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		tb.Fatalf("sdk-reads.mjs: %v\n%s", err, stderr.String())
	}
	var r read
	if err := json.Unmarshal(out, &r); err != nil {
		tb.Fatalf("sdk-reads.mjs output %q: %v", out, err)
	}
	return r
}

// world is a market on anvil, the stand-in canonical registries, and one agent registered on
// both with the same registration file, with the requester's feedback for one settled bounty
// on both.
type world struct {
	m         *harness.Market
	canon     erc8004.Config
	ours, cid uint64
	uri       string
}

func newWorld(t *testing.T) *world {
	t.Helper()
	ctx := context.Background()
	m := harness.NewMarket(t)
	canon, err := erc8004.DeployStandIn(ctx, m.Arbiter.S)
	if err != nil {
		t.Fatal(err)
	}
	w := &world{m: m, canon: canon, uri: registration("summarizer")}
	stake := harness.Eth(100)
	if err := m.Worker.Reg.Mint(ctx, m.Worker.Key.Address(), stake); err != nil {
		t.Fatal(err)
	}
	if w.ours, err = m.Worker.Reg.Register(ctx, w.uri, map[string][]byte{"model": []byte("m-1")}, stake); err != nil {
		t.Fatal(err)
	}
	c, err := erc8004.New(m.Worker.S, canon, nil)
	if err != nil {
		t.Fatal(err)
	}
	if w.cid, err = c.Register(ctx, m.Worker.Reg, w.ours, w.uri); err != nil {
		t.Fatal(err)
	}
	// The agent is paid at its own key on both registries, as the node sets it up.
	if err := m.Worker.Reg.SetAgentWallet(ctx, w.ours, m.Anvil.Key(5), time.Hour); err != nil {
		t.Fatal(err)
	}
	if err := c.SetWallet(ctx, w.cid, m.Anvil.Key(5)); err != nil {
		t.Fatal(err)
	}
	id := new(big.Int).SetUint64(w.cid)
	if _, err := m.Worker.S.Send(ctx, chain.Tx{To: &canon.Identity, Data: bindings.NewERC8004IdentityRegistry().PackSetMetadata(id, "model", []byte("m-1"))}); err != nil {
		t.Fatal(err)
	}
	// One settled bounty, the requester's feedback on both registries (tag1 "starred", tag2
	// "result", the same file URI).
	bounty, _, err := m.Requester.Esc.Post(ctx, escrow.PostParams{Amount: harness.Eth(1), SpecHash: crypto.Keccak256Hash([]byte("spec")),
		Deadline: time.Now().Add(time.Hour), ReviewWindow: 10 * time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	m.OK(m.Worker.Esc.Claim(ctx, bounty, w.ours))
	m.OK(m.Worker.Esc.Submit(ctx, bounty, crypto.Keccak256Hash([]byte("result"))))
	m.OK(m.Requester.Esc.Accept(ctx, bounty))
	rep := m.D.Contracts[deploy.NameReputationRegistry]
	var starred, result [32]byte
	copy(starred[:], "starred")
	copy(result[:], "result")
	if _, err := m.Requester.S.Send(ctx, chain.Tx{To: &rep, Data: bindings.NewReputationRegistry().PackGiveFeedback0(
		new(big.Int).SetUint64(bounty), 90, starred, result, "https://feedback.example/1", [32]byte{})}); err != nil {
		t.Fatal(err)
	}
	rc, err := erc8004.New(m.Requester.S, canon, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := rc.GiveFeedback(ctx, w.cid, 90, "result", "https://feedback.example/1"); err != nil {
		t.Fatal(err)
	}
	return w
}

// TestSDKReadsOursAsCanonical: every read agent0-sdk makes of an agent (URI and registration
// file, owner, wallet, on-chain metadata, one feedback entry with its file URI from the
// NewFeedback event, summaries with and without a tag) answers the same on our registries as
// on the stand-in canonical ones.
func TestSDKReadsOursAsCanonical(t *testing.T) {
	entry := sdkEntry(t)
	w := newWorld(t)
	req := w.m.Requester.Key.Address()
	ours := sdkRead(t, entry, w.m.Anvil.URL, w.m.D.Contracts[deploy.NameAgentRegistry], w.m.D.Contracts[deploy.NameReputationRegistry], w.ours, req)
	canon := sdkRead(t, entry, w.m.Anvil.URL, w.canon.Identity, w.canon.Reputation, w.cid, req)
	ours.LoadMs, canon.LoadMs = 0, 0
	if !reflect.DeepEqual(ours, canon) {
		t.Fatalf("the SDK reads differ:\nours:      %+v\ncanonical: %+v", ours, canon)
	}
	worker := strings.ToLower(w.m.Worker.Key.Address().Hex())
	wallet := strings.ToLower(w.m.Anvil.Key(5).Address().Hex())
	want := read{AgentURI: w.uri, Name: "summarizer", Description: "summarizes text for a fee", Active: true,
		Trust: []string{"reputation", "crypto-economic"}, Wallet: wallet, Owner: worker, Metadata: "0x" + fmt.Sprintf("%x", "m-1")}
	if ours.AgentURI != want.AgentURI || ours.Name != want.Name || ours.Description != want.Description || !ours.Active ||
		!reflect.DeepEqual(ours.Trust, want.Trust) || ours.Wallet != want.Wallet || ours.Owner != want.Owner || ours.Metadata != want.Metadata {
		t.Fatalf("agent read %+v, want %+v", ours, want)
	}
	// The services and x402Support of the file our node writes, as the SDK reads them.
	if !ours.X402 || ours.MCP != "https://agents.example/mcp" || ours.A2A != "https://agents.example/agents/summarizer/.well-known/agent-card.json" {
		t.Fatalf("registration file read: x402 %v, MCP %q, A2A %q", ours.X402, ours.MCP, ours.A2A)
	}
	if ours.Feedback["value"] != 90.0 || ours.Feedback["fileURI"] != "https://feedback.example/1" || ours.Feedback["revoked"] != false ||
		!reflect.DeepEqual(ours.Feedback["tags"], []any{"starred", "result"}) {
		t.Fatalf("feedback read %+v", ours.Feedback)
	}
	for _, s := range []map[string]any{ours.Summary, ours.Starred} {
		if s["count"] != 1.0 || s["averageValue"] != 90.0 {
			t.Fatalf("summary read %+v", s)
		}
	}
}
