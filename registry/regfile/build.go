package regfile

import "strings"

// Versions of the protocols a node's services speak, put in each service's "version".
const (
	// A2AVersion is the A2A protocol of the agents' cards and JSON-RPC endpoints (a2a-go v2).
	A2AVersion = "1.0"
	// MCPVersion is the newest MCP revision the node's /mcp answers (2025-11-25 clients are
	// answered too).
	MCPVersion = "2026-07-28"
	// DIDVersion is the DID method's version (did:agentsite is version 1).
	DIDVersion = "v1"
	// CallVersion is AgentSite's call protocol.
	CallVersion = "agentsite/call/1"
)

// Agent is what a hosted agent's registration file is made of.
type Agent struct {
	Name        string
	Description string
	Image       string
	// Base is the node's HTTP base URL ("https://node.example"): it gives the web, A2A and MCP
	// services. Empty leaves them out (a node others cannot reach over HTTP).
	Base string
	// DID is the agent's DID; PeerID its node's libp2p peer id (the agentsite service).
	DID, PeerID string
	// Registrations are the registries the agent is registered in, as known now.
	Registrations []Registration
	// X402 tells whether the agent takes x402 payments over HTTP.
	X402 bool
	// Inactive marks an agent that takes no work (unstaked, or not served any more).
	Inactive bool
}

// Build makes the registration file of a hosted agent: its web page, A2A card and MCP endpoint
// on its node (when Base is set), its DID and its libp2p address; reputation and stake as its
// trust models.
func Build(a Agent) *File {
	f := &File{
		Type: TypeV1, Name: a.Name, Description: a.Description, Image: a.Image,
		X402Support: a.X402, Active: !a.Inactive,
		Registrations:  append([]Registration{}, a.Registrations...),
		SupportedTrust: []string{TrustReputation, TrustCryptoEconomic},
	}
	if f.Description == "" {
		f.Description = "AgentSite agent " + a.Name
	}
	if base := strings.TrimSuffix(a.Base, "/"); base != "" {
		agent := base + "/agents/" + a.Name
		f.Services = append(f.Services,
			Service{Name: ServiceWeb, Endpoint: base + "/"},
			Service{Name: ServiceA2A, Endpoint: agent + "/.well-known/agent-card.json", Version: A2AVersion},
			Service{Name: ServiceMCP, Endpoint: base + "/mcp", Version: MCPVersion})
	}
	if a.DID != "" {
		f.Services = append(f.Services, Service{Name: ServiceDID, Endpoint: a.DID, Version: DIDVersion})
	}
	if a.PeerID != "" {
		f.Services = append(f.Services, Service{Name: ServiceAgentSite, Endpoint: "libp2p://" + a.PeerID + "/" + a.Name, Version: CallVersion})
	}
	return f
}
