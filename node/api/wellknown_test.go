package api

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"slices"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/x402"
	"github.com/agentsite/agentsite/node/agents"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/registry/regfile"
)

// rigRegistry is the identity registry of the rig's agents: gofmt is registered as agent 7.
var rigRegistry = regfile.AgentRegistry(31337, common.HexToAddress("0x5FbDB2315678afecb367f032d93F642f64180aa3"))

func rigIdentity(peerID string) func(context.Context, string) (AgentIdentity, error) {
	return func(_ context.Context, name string) (AgentIdentity, error) {
		id := AgentIdentity{DID: fmt.Sprintf("did:agentsite:31337:0x%040x", len(name)), PeerID: peerID}
		if name == "gofmt" {
			id.Registrations = []regfile.Registration{{AgentID: 7, AgentRegistry: rigRegistry}}
		}
		return id, nil
	}
}

// getPublic GETs url as a page of another origin would, and checks it may read it.
func getPublic(t *testing.T, url string) []byte {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	req.Header.Set("Origin", "https://explorer.example")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if resp.StatusCode != http.StatusOK || resp.Header.Get("Access-Control-Allow-Origin") != "*" {
		t.Fatalf("GET %s: %d %q %s", url, resp.StatusCode, resp.Header.Get("Access-Control-Allow-Origin"), b)
	}
	return b
}

// TestRegistrationFile: a hosted agent's ERC-8004 registration file is served, in the
// standard's shape; its A2A service leads to the agent's card and its MCP service to /mcp at
// 2026-07-28; the domain proof lists the registrations of the node's agents.
func TestRegistrationFile(t *testing.T) {
	r := newRig(t)
	f, err := regfile.Decode(getPublic(t, r.url+regfile.Path("gofmt")))
	if err != nil {
		t.Fatal(err)
	}
	if f.Name != "gofmt" || !f.Active || len(f.Registrations) != 1 || f.Registrations[0] != (regfile.Registration{AgentID: 7, AgentRegistry: rigRegistry}) {
		t.Fatalf("file %+v", f)
	}
	a2aSvc, _ := f.Service(regfile.ServiceA2A)
	if card := getCard(t, a2aSvc.Endpoint); card.Name != "gofmt" || len(card.SupportedInterfaces) == 0 || a2aSvc.Version != string(a2a.Version) {
		t.Fatalf("A2A service %+v leads to %+v", a2aSvc, card)
	}
	if mcpSvc, _ := f.Service(regfile.ServiceMCP); mcpSvc.Endpoint != r.url+"/mcp" || mcpSvc.Version != MCPModern {
		t.Fatalf("MCP service %+v", mcpSvc)
	}
	if did, _ := f.Service(regfile.ServiceDID); did.Endpoint == "" {
		t.Fatalf("no DID service: %+v", f.Services)
	}
	if resp, _ := http.Get(r.url + regfile.Path("nobody")); resp.StatusCode != http.StatusNotFound {
		t.Fatalf("unknown agent: %d", resp.StatusCode)
	}
	var proof struct{ Registrations []regfile.Registration }
	if err := json.Unmarshal(getPublic(t, r.url+regfile.DomainProofPath), &proof); err != nil {
		t.Fatal(err)
	}
	if len(proof.Registrations) != 1 || proof.Registrations[0].AgentID != 7 {
		t.Fatalf("domain proof %+v", proof)
	}
	// A reader of the standard (regfile.Fetcher) loads the file and verifies the domain of the
	// agent's endpoints.
	rd := regfile.Fetcher{AllowHTTP: true, AllowPrivate: true}
	if got, err := rd.Fetch(context.Background(), r.url+regfile.Path("gofmt")); err != nil || got.Name != "gofmt" {
		t.Fatalf("fetch: %+v %v", got, err)
	}
	if err := rd.VerifyDomain(context.Background(), a2aSvc.Endpoint, f.Registrations[0]); err != nil {
		t.Fatalf("domain of %s: %v", a2aSvc.Endpoint, err)
	}
	if err := rd.VerifyDomain(context.Background(), a2aSvc.Endpoint, regfile.Registration{AgentID: 8, AgentRegistry: rigRegistry}); !errors.Is(err, regfile.ErrNotVerified) {
		t.Fatalf("another agent's registration: %v", err)
	}
}

// TestAICatalog: /.well-known/ai-catalog.json is an ARD v0.9 manifest listing every hosted
// agent's A2A card (each of which has supportedInterfaces and is readable by any page), the
// node's hiring card and the MCP endpoint; identifiers are domain-anchored URNs and each entry has a url or inline data.
func TestAICatalog(t *testing.T) {
	r := newRig(t)
	var cat aiCatalog
	if err := json.Unmarshal(getPublic(t, r.url+aiCatalogPath), &cat); err != nil {
		t.Fatal(err)
	}
	urn := regexp.MustCompile(`^urn:air:[a-zA-Z0-9.-]+(:[a-zA-Z0-9._-]+)+$`) // the draft's schema
	byID := map[string]aiCatEntry{}
	for _, e := range cat.Entries {
		if !urn.MatchString(e.Identifier) || e.DisplayName == "" || (e.URL == "") == (e.Data == nil) {
			t.Fatalf("entry %+v", e)
		}
		byID[e.Identifier] = e
		if e.Type == mediaA2ACard {
			if card := getCard(t, e.URL); len(card.SupportedInterfaces) == 0 {
				t.Fatalf("card at %s has no supportedInterfaces", e.URL)
			}
			getPublic(t, e.URL) // a page of another origin reads every card listed (the hire card was refused)
		}
	}
	if cat.SpecVersion != "1.0" || cat.Host.DisplayName == "" {
		t.Fatalf("catalog %+v", cat)
	}
	for _, name := range r.srv.deps.Local.Names() {
		e, ok := byID["urn:air:127.0.0.1:agent:"+name]
		if !ok || e.Metadata["erc8004Registration"] != r.url+regfile.Path(name) {
			t.Fatalf("agent %s: %+v", name, e)
		}
	}
	if e := byID["urn:air:127.0.0.1:node:hire"]; e.URL != r.url+"/node/.well-known/agent-card.json" {
		t.Fatalf("hire entry %+v", e)
	}
	mcpEntry := byID["urn:air:127.0.0.1:mcp:agentsite"]
	remotes, _ := mcpEntry.Data.(map[string]any)["remotes"].([]any)
	if mcpEntry.Type != mediaMCPCard || len(remotes) != 1 || remotes[0].(map[string]any)["url"] != r.url+"/mcp" {
		t.Fatalf("mcp entry %+v", mcpEntry)
	}
}

// TestPricedAgentListedAsSold: an agent the node sells over x402 says so where the field looks:
// its registration file has x402Support true, its catalog entry names its price and the node's
// /.well-known/x402, and /.well-known/x402 lists it; a free agent on the same node says none of
// it. (The registration file said x402Support false for every agent, priced or not.) An image
// in the agent's config is its file's image and its card's icon.
func TestPricedAgentListedAsSold(t *testing.T) {
	cfg := runtime.DefaultConfig()
	cfg.Agents = append(cfg.Agents, runtime.AgentConfig{Name: "paid-echo", Kind: runtime.KindBuiltin, Builtin: "echo", Price: "0.0001 ETH",
		Image: "https://img.example/paid-echo.png"})
	rt, err := runtime.New(cfg, runtime.Options{Logger: quiet(), Builtins: agents.Factories()})
	if err != nil {
		t.Fatal(err)
	}
	if err := rt.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	acfg := DefaultConfig(testToken)
	acfg.Listen = "127.0.0.1:0"
	payee := common.HexToAddress("0x00000000000000000000000000000000000000b0")
	srv, err := New(acfg, Deps{Local: rt, Status: func(context.Context) any { return map[string]string{} }, Identity: rigIdentity("peer"),
		Payments: &Payments{Facilitator: x402.NewFacilitator(nil, nil, nil), Prices: rv2Priced{"paid-echo": "100000000000000"}, PayTo: payee}},
		Options{Logger: quiet()})
	if err != nil {
		t.Fatal(err)
	}
	if err := srv.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = srv.Close() })
	url := "http://" + srv.Addr()

	for name, sold := range map[string]bool{"paid-echo": true, "echo": false} {
		f, err := regfile.Decode(getPublic(t, url+regfile.Path(name)))
		if err != nil || f.X402Support != sold {
			t.Fatalf("%s: registration file %+v %v, want x402Support %v", name, f, err, sold)
		}
	}
	// The configured image is the file's image and the A2A card's icon.
	f, _ := regfile.Decode(getPublic(t, url+regfile.Path("paid-echo")))
	card := getCard(t, url+"/agents/paid-echo/.well-known/agent-card.json")
	if f.Image != "https://img.example/paid-echo.png" || card.IconURL != f.Image {
		t.Fatalf("image %q, card icon %q", f.Image, card.IconURL)
	}
	// The card's price extension says the A2A endpoint takes x402 too.
	if ext := card.Capabilities.Extensions; len(ext) != 1 || ext[0].Params["price"] != "0.0001 ETH" || ext[0].Params["x402"] != url+x402WellKnownPath {
		t.Fatalf("price extension %+v", ext)
	}
	var cat aiCatalog
	if err := json.Unmarshal(getPublic(t, url+aiCatalogPath), &cat); err != nil {
		t.Fatal(err)
	}
	entries := map[string]aiCatEntry{}
	for _, e := range cat.Entries {
		entries[e.DisplayName] = e
	}
	if m := entries["paid-echo"].Metadata; m["price"] != "0.0001 ETH" || m["x402"] != url+x402WellKnownPath {
		t.Fatalf("priced agent's catalog entry: %+v", entries["paid-echo"])
	}
	if m := entries["echo"].Metadata; m["price"] != "" || m["x402"] != "" {
		t.Fatalf("free agent's catalog entry: %+v", entries["echo"])
	}
	if tags := entries["echo"].Tags; len(tags) != len(slices.Compact(slices.Sorted(slices.Values(tags)))) {
		t.Fatalf("tags repeated: %v", tags)
	}
	var sold struct {
		Items []struct {
			Resource string
			Accepts  []any
		}
	}
	if err := json.Unmarshal(getPublic(t, url+x402WellKnownPath), &sold); err != nil {
		t.Fatal(err)
	}
	if len(sold.Items) != 2 || sold.Items[0].Resource != url+"/agents/paid-echo/call" || sold.Items[1].Resource != url+"/agents/paid-echo/a2a" {
		t.Fatalf("/.well-known/x402: %+v", sold)
	}
}
