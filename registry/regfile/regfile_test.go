package regfile

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

var testRegistry = common.HexToAddress("0x5FbDB2315678afecb367f032d93F642f64180aa3")

func sample() *File {
	return Build(Agent{
		Name: "summarize", Description: "Summarizes text.", Base: "https://node.example",
		DID: "did:agentsite:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8", PeerID: "12D3KooWExample",
		Registrations: []Registration{{AgentID: 7, AgentRegistry: AgentRegistry(31337, testRegistry)}},
	})
}

// TestBuildShape: the file has the standard's members, in its shape.
func TestBuildShape(t *testing.T) {
	b, err := sample().Encode()
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"type", "name", "description", "services", "x402Support", "active", "registrations", "supportedTrust"} {
		if _, ok := m[k]; !ok {
			t.Fatalf("no %q in %s", k, b)
		}
	}
	reg := m["registrations"].([]any)[0].(map[string]any)
	if reg["agentId"] != 7.0 || reg["agentRegistry"] != "eip155:31337:"+testRegistry.Hex() {
		t.Fatalf("registration %v", reg)
	}
	f, err := Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		ServiceWeb: "https://node.example/", ServiceA2A: "https://node.example/agents/summarize/.well-known/agent-card.json",
		ServiceMCP: "https://node.example/mcp", ServiceDID: "did:agentsite:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
		ServiceAgentSite: "libp2p://12D3KooWExample/summarize",
	}
	for name, ep := range want {
		if s, ok := f.Service(name); !ok || s.Endpoint != ep {
			t.Fatalf("service %s: %+v", name, s)
		}
	}
	if s, _ := f.Service(ServiceMCP); s.Version != "2026-07-28" {
		t.Fatalf("MCP version %q", s.Version)
	}
	if !f.Active || f.X402Support || strings.Join(f.SupportedTrust, ",") != "reputation,crypto-economic" {
		t.Fatalf("%+v", f)
	}
	t.Logf("registration file: %d bytes", len(b))
}

func TestAgentURI(t *testing.T) {
	f := sample()
	cases := []struct {
		base string
		url  bool
	}{
		{"https://node.example", true},
		{"https://node.example/", true},
		{"http://node.example", false},
		{"https://127.0.0.1:7420", false},
		{"https://localhost", false},
		{"https://10.0.0.3", false},
		{"", false},
	}
	for _, tc := range cases {
		uri, err := AgentURI(tc.base, "summarize", f)
		if err != nil {
			t.Fatal(err)
		}
		if tc.url {
			if uri != "https://node.example/agents/summarize/registration.json" {
				t.Fatalf("%q: %s", tc.base, uri)
			}
			continue
		}
		got, err := FromDataURI(uri)
		if err != nil || !IsDataURI(uri) || got.Name != "summarize" || len(got.Registrations) != 1 {
			t.Fatalf("%q: %s -> %+v %v", tc.base, uri, got, err)
		}
	}
}

// TestBounds: a file too big is refused when written (before it could go on chain) and when
// read; a file without what the standard requires is refused.
func TestBounds(t *testing.T) {
	big := sample()
	big.Description = strings.Repeat("x", MaxSize)
	if _, err := AgentURI("", "summarize", big); !errors.Is(err, ErrTooBig) || !strings.Contains(err.Error(), "limit") {
		t.Fatalf("too big: %v", err)
	}
	if _, err := Decode([]byte(`{"type":"` + TypeV1 + `","name":"` + strings.Repeat("x", MaxSize) + `"}`)); !errors.Is(err, ErrTooBig) {
		t.Fatalf("decode too big: %v", err)
	}
	if _, err := FromDataURI(DataURI([]byte(strings.Repeat(" ", 2*MaxSize)))); !errors.Is(err, ErrTooBig) {
		t.Fatalf("data URI too big: %v", err)
	}
	bad := []string{
		`{"type":"x","name":"a"}`,
		`{"type":"` + TypeV1 + `","name":""}`,
		`{"type":"` + TypeV1 + `","name":"a","services":[{"name":"A2A"}]}`,
		`{"type":"` + TypeV1 + `","name":"a","registrations":[{"agentId":1,"agentRegistry":"1:0x00"}]}`,
		`not json`,
	}
	for _, b := range bad {
		if _, err := Decode([]byte(b)); !errors.Is(err, ErrInvalid) {
			t.Fatalf("%s: %v", b, err)
		}
	}
}

func FuzzDecode(f *testing.F) {
	b, _ := sample().Encode()
	f.Add(b)
	f.Add([]byte(`{}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		file, err := Decode(b)
		if err != nil {
			return
		}
		if _, err := file.Encode(); err != nil && !errors.Is(err, ErrTooBig) {
			t.Fatalf("a decoded file does not encode: %v", err)
		}
	})
}

// BenchmarkRegistrationFileBytes reports the bytes of a typical registration file and of its
// data URI (what goes on chain where the node has no public address).
func BenchmarkRegistrationFileBytes(b *testing.B) {
	f := sample()
	var n int
	for b.Loop() {
		enc, err := f.Encode()
		if err != nil {
			b.Fatal(err)
		}
		n = len(enc)
	}
	b.ReportMetric(float64(n), "file-bytes")
	noHTTP := sample()
	noHTTP.Services = Build(Agent{Name: "summarize", DID: "did:agentsite:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8", PeerID: "12D3KooWExample"}).Services
	uri, _ := AgentURI("", "summarize", noHTTP)
	b.ReportMetric(float64(len(uri)), "datauri-bytes")
}
