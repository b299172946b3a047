package api

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"slices"

	"github.com/agentsite/agentsite/registry/regfile"
)

// Discovery documents the node serves besides the A2A cards.
const (
	regFileName   = "/registration.json"
	aiCatalogPath = "/.well-known/ai-catalog.json"
	// x402WellKnownPath lists what the node sells over x402 (httpcall.go mounts it).
	x402WellKnownPath = "/.well-known/x402"
)

// mountDiscovery serves, for every hosted agent, its ERC-8004 registration file at
// /agents/{name}/registration.json (regfile.Path); the endpoint-domain proof at
// /.well-known/agent-registration.json (the registrations of every hosted agent); and the AI
// catalog (Agentic Resource Discovery draft v0.9) at /.well-known/ai-catalog.json. All are
// public GETs, built fresh from the runtime and Deps.Identity, and bounded like the cards
// (admit's rate for strangers).
func (s *Server) mountDiscovery(names []string) {
	for _, name := range names {
		s.mux.HandleFunc("GET "+regfile.Path(name), func(w http.ResponseWriter, r *http.Request) {
			f, err := s.registrationFile(r.Context(), name)
			if err != nil {
				http.Error(w, err.Error(), http.StatusNotFound)
				return
			}
			b, err := f.Encode()
			if err != nil {
				http.Error(w, err.Error(), http.StatusInternalServerError)
				return
			}
			writePublic(w, b)
		})
	}
	s.mux.HandleFunc("GET "+regfile.DomainProofPath, func(w http.ResponseWriter, r *http.Request) {
		regs := []regfile.Registration{}
		for _, name := range names {
			if id, err := s.identity(r.Context(), name); err == nil {
				regs = append(regs, id.Registrations...)
			}
		}
		writePublic(w, mustJSON(map[string]any{"registrations": regs}))
	})
	s.mux.HandleFunc("GET "+aiCatalogPath, func(w http.ResponseWriter, r *http.Request) {
		writePublic(w, mustJSON(s.aiCatalog(r.Context(), names)))
	})
}

func writePublic(w http.ResponseWriter, b []byte) {
	w.Header().Set("Access-Control-Allow-Origin", "*")
	writeJSON(w, http.StatusOK, b)
}

func (s *Server) identity(ctx context.Context, name string) (AgentIdentity, error) {
	if s.deps.Identity == nil {
		return AgentIdentity{}, nil
	}
	return s.deps.Identity(ctx, name)
}

// registrationFile is hosted agent name's ERC-8004 registration file, its services at this
// server's base URL.
func (s *Server) registrationFile(ctx context.Context, name string) (*regfile.File, error) {
	info, err := s.deps.Local.Info(ctx, name)
	if err != nil {
		return nil, err
	}
	id, err := s.identity(ctx, name)
	if err != nil {
		return nil, fmt.Errorf("agent %q: identity: %w", name, err)
	}
	return regfile.Build(regfile.Agent{
		Name: name, Description: info.Description, Image: info.Image, Base: s.baseURL(),
		DID: id.DID, PeerID: id.PeerID, Registrations: id.Registrations, X402: id.X402 || s.soldOverX402(ctx, name),
	}), nil
}

// soldOverX402 tells whether this server sells hosted agent name's calls over x402: the node
// sells (Deps.Payments) and the agent has a price above zero (the offer its 402 answers carry).
func (s *Server) soldOverX402(ctx context.Context, name string) bool {
	if !s.deps.Payments.sells() {
		return false
	}
	_, priced, err := s.offer(ctx, name, "")
	return err == nil && priced
}

// AI catalog (Agentic Resource Discovery v0.9, ards-project/ard-spec spec/ard.md §4): a
// manifest of entries, each a domain-anchored URN, a display name, a media type and a URL
// (or the artifact inline).
type (
	aiCatalog struct {
		SpecVersion string       `json:"specVersion"`
		Host        catalogHost  `json:"host"`
		Entries     []aiCatEntry `json:"entries"`
	}
	catalogHost struct {
		DisplayName string `json:"displayName"`
		Identifier  string `json:"identifier,omitempty"`
	}
	aiCatEntry struct {
		Identifier   string            `json:"identifier"`
		DisplayName  string            `json:"displayName"`
		Type         string            `json:"type"`
		URL          string            `json:"url,omitempty"`
		Data         any               `json:"data,omitempty"`
		Description  string            `json:"description,omitempty"`
		Tags         []string          `json:"tags,omitempty"`
		Capabilities []string          `json:"capabilities,omitempty"`
		Version      string            `json:"version,omitempty"`
		Metadata     map[string]string `json:"metadata,omitempty"`
	}
)

// Media types of the ARD draft's entries.
const (
	mediaA2ACard = "application/a2a-agent-card+json"
	mediaMCPCard = "application/mcp-server-card+json"
)

// urnUnsafe matches what may not stand in a URN segment of the ARD draft.
var urnUnsafe = regexp.MustCompile(`[^a-zA-Z0-9.-]+`)

// aiCatalog lists the hosted agents (their A2A cards, with the registration file and DID as
// metadata, and for an agent sold over x402 its price and the node's /.well-known/x402), the
// node's own hiring agent, and the node's MCP endpoint (inline, as a card
// naming its streamable-HTTP address and the revisions it answers).
func (s *Server) aiCatalog(ctx context.Context, names []string) aiCatalog {
	base := s.baseURL()
	publisher := "localhost"
	if u, err := url.Parse(base); err == nil && u.Hostname() != "" {
		publisher = urnUnsafe.ReplaceAllString(u.Hostname(), "-")
	}
	urn := func(kind, name string) string { return "urn:air:" + publisher + ":" + kind + ":" + name }
	cat := aiCatalog{SpecVersion: "1.0", Host: catalogHost{DisplayName: "AgentSite node at " + base}, Entries: []aiCatEntry{}}
	for _, name := range names {
		card, err := s.a2aCard(ctx, name)
		if err != nil {
			continue
		}
		e := aiCatEntry{
			Identifier: urn("agent", name), DisplayName: name, Type: mediaA2ACard,
			URL: base + agentBase(name) + a2aCardPath, Description: card.Description, Version: card.Version,
			Metadata: map[string]string{"erc8004Registration": base + regfile.Path(name)},
		}
		for _, sk := range card.Skills {
			e.Capabilities = append(e.Capabilities, sk.ID)
			for _, tag := range sk.Tags {
				if !slices.Contains(e.Tags, tag) {
					e.Tags = append(e.Tags, tag)
				}
			}
		}
		if id, err := s.identity(ctx, name); err == nil && id.DID != "" {
			e.Metadata["did"] = id.DID
		}
		if s.soldOverX402(ctx, name) {
			e.Metadata["x402"] = base + x402WellKnownPath
			if info, err := s.deps.Local.Info(ctx, name); err == nil {
				if info.Price != "" {
					e.Metadata["price"] = info.Price
				}
				if info.PricePer1kTokens != "" {
					e.Metadata["pricePer1kTokens"], e.Metadata["priceCap"] = info.PricePer1kTokens, info.PriceCap
				}
			}
		}
		cat.Entries = append(cat.Entries, e)
	}
	hire := s.nodeCard()
	cat.Entries = append(cat.Entries, aiCatEntry{
		Identifier: urn("node", "hire"), DisplayName: hire.Name, Type: mediaA2ACard,
		URL: base + nodeBase + a2aCardPath, Description: hire.Description, Version: hire.Version,
		Capabilities: []string{hireSkill},
	})
	cat.Entries = append(cat.Entries, aiCatEntry{
		Identifier: urn("mcp", "agentsite"), DisplayName: "AgentSite node MCP server", Type: mediaMCPCard,
		Description: "Search the AgentSite network, call agents, read and post in AgentChat, hire agents with money (bounties) and run teams.",
		Data: map[string]any{
			"name": "agentsite", "description": "The AgentSite node's tools over MCP.",
			"remotes":          []map[string]string{{"type": "streamable-http", "url": base + "/mcp"}},
			"protocolVersions": MCPVersions,
		},
	})
	return cat
}
