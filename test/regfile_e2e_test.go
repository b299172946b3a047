package test

import (
	"encoding/json"
	"io"
	"net/http"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/agentids"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/registry/regfile"
	"github.com/agentsite/agentsite/test/harness"
)

// TestE2ERegistrationFile: a node on anvil registers its agent with the agent's ERC-8004
// registration file as the on-chain URI (a data URI: a devnet node has no public HTTPS
// address), naming the agent's DID and its own registration; the node serves the file with the registration the chain
// gave it, and its domain proof lists it.
func TestE2ERegistrationFile(t *testing.T) {
	w := startNet(t, 2, nil)
	n := w.d.Nodes[1] // node 0 registers none of its agents
	id, ok := n.AgentID("summarize")
	if !ok {
		t.Fatal("summarize is not registered")
	}
	onChain := w.agent(id)
	f, err := regfile.FromDataURI(onChain.URI)
	if err != nil {
		t.Fatalf("on-chain URI %q: %v", onChain.URI, err)
	}
	addr, _ := n.AgentAddress("summarize")
	if did, _ := f.Service(regfile.ServiceDID); f.Name != "summarize" || did.Endpoint != (identity.DID{ChainID: w.d.Deploy.ChainID, Address: addr}).String() {
		t.Fatalf("on-chain file %+v", f)
	}
	t.Logf("on-chain URI: %d bytes", len(onChain.URI))

	get := func(path string, v any) {
		resp, err := http.Get(n.APIURL() + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(io.LimitReader(resp.Body, regfile.MaxSize))
		if resp.StatusCode != http.StatusOK || json.Unmarshal(b, v) != nil {
			t.Fatalf("GET %s: %d %s", path, resp.StatusCode, b)
		}
	}
	want := regfile.Registration{AgentID: id, AgentRegistry: regfile.AgentRegistry(w.d.Deploy.ChainID, w.d.Deploy.Contracts[deploy.NameAgentRegistry])}
	// The file on chain names the token it is the URI of, as the standard's readers check.
	if len(f.Registrations) != 1 || f.Registrations[0] != want {
		t.Fatalf("on-chain file registrations %+v, want %+v", f.Registrations, want)
	}
	var served regfile.File
	get(regfile.Path("summarize"), &served)
	if len(served.Registrations) != 1 || served.Registrations[0] != want {
		t.Fatalf("served registrations %+v, want %+v", served.Registrations, want)
	}
	var proof struct{ Registrations []regfile.Registration }
	get(regfile.DomainProofPath, &proof)
	found := false
	for _, r := range proof.Registrations {
		found = found || r == want
	}
	if !found {
		t.Fatalf("domain proof %+v lacks %+v", proof, want)
	}
}

// TestE2ERegistrationFileGas registers the same agent three ways on anvil and reports the gas
// of each register transaction (ERC-1363 transferAndCall, stake included): with the legacy
// "agentsite:<DID>" URI, with the registration file's https URL (a node with a public
// address), and with the file as a data URI (a node without one). The data URI stores the
// whole file on chain: about 22.1k gas per 32 bytes.
func TestE2ERegistrationFileGas(t *testing.T) {
	w := startNet(t, 2, nil)
	p := w.party(8)
	if err := p.reg.Mint(w.ctx, p.key.Address(), harness.Eth(10000)); err != nil {
		t.Fatal(err)
	}
	min, err := p.reg.MinStake(w.ctx)
	if err != nil {
		t.Fatal(err)
	}
	k, _ := identity.GenerateKey()
	h := agentids.Hosted{Info: runtime.AgentInfo{Name: "summarize", Description: "Summarizes text in a few sentences."},
		DID: k.DID(w.d.Deploy.ChainID), PeerID: w.d.Nodes[1].PeerID().String()}
	urlURI, err := agentids.AgentURI(h, "https://node.example", nil)
	if err != nil {
		t.Fatal(err)
	}
	// As a node writes it: naming the id the agent gets (three registrations come before it).
	total, err := p.reg.TotalAgents(w.ctx)
	if err != nil {
		t.Fatal(err)
	}
	registry := w.d.Deploy.Contracts[deploy.NameAgentRegistry]
	dataURI, err := agentids.AgentURI(h, "", []regfile.Registration{agentids.Registration(w.d.Deploy.ChainID, registry, total+4)})
	if err != nil {
		t.Fatal(err)
	}
	gas := map[string]uint64{}
	for _, c := range []struct{ name, uri string }{
		{"warm-up (first registration of the account, not reported)", agentids.LegacyURI(h.DID.String())},
		{"legacy agentsite:<DID>", agentids.LegacyURI(h.DID.String())},
		{"registration file URL", urlURI},
		{"registration file data URI", dataURI},
	} {
		from := w.head()
		id, err := p.reg.Register(w.ctx, c.uri, map[string][]byte{"name": []byte("summarize")}, min)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := w.agent(id).URI; got != c.uri {
			t.Fatalf("%s: the registry holds %q", c.name, got)
		}
		if f, err := regfile.FromDataURI(c.uri); err == nil && (len(f.Registrations) != 1 || f.Registrations[0].AgentID != id) {
			t.Fatalf("%s: agent %d's file names %+v", c.name, id, f.Registrations)
		}
		gas[c.name] = w.gasOf(p.key.Address(), from, w.head())
		t.Logf("register, %s (%d bytes): %d gas", c.name, len(c.uri), gas[c.name])
	}
	if gas["registration file URL"] > gas["legacy agentsite:<DID>"] {
		t.Fatalf("the URL costs more than the legacy URI: %v", gas)
	}
}

// gasOf sums the gas of account's transactions in blocks (from, to].
func (w *testnet) gasOf(account common.Address, from, to uint64) uint64 {
	w.t.Helper()
	var sum uint64
	for _, r := range w.receiptsOf(account, from, to) {
		sum += r.GasUsed
	}
	return sum
}
