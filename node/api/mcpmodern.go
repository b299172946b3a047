package api

import (
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// MCP protocol revisions. The 2026-07-28 revision ("modern") is stateless: no initialize, no
// Mcp-Session-Id; every request carries its version and the client's capabilities in _meta
// (and its version in the MCP-Protocol-Version header), servers answer server/discover, and
// every result carries resultType. Earlier revisions ("legacy") open a session with initialize.
const (
	MCPModern = "2026-07-28"
	MCPLegacy = "2025-11-25"
)

// MCPVersions are the revisions /mcp answers, newest first (server/discover lists them; an
// UnsupportedProtocolVersionError names them). The older legacy revisions stay for clients
// that still send them in initialize.
var MCPVersions = []string{MCPModern, MCPLegacy, "2025-06-18", "2025-03-26", "2024-11-05"}

// isModernMCP tells a request of the stateless era: its MCP-Protocol-Version header names
// 2026-07-28 or later (revisions are dates, so they sort as strings). A later revision this
// server does not speak goes the same way, to be refused with UnsupportedProtocolVersionError
// (code -32022, the supported list in its data), which a dual-era client reads as "modern
// server, retry with one of these" rather than falling back to initialize.
func isModernMCP(r *http.Request) bool {
	return r.Header.Get("MCP-Protocol-Version") >= MCPModern
}

// mcpModernHandler serves stateless requests with the same server and tools as the sessions:
// each POST is its own ephemeral exchange (no session is minted or counted against
// Limits.MCPSessions; admit's per-client rate bounds strangers instead); GET and DELETE answer
// 405; closing the response stream cancels the call (PropagateRequestCancellation).
func (s *Server) mcpModernHandler(srv *mcp.Server) http.Handler {
	return mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv }, &mcp.StreamableHTTPOptions{
		Stateless: true, Logger: s.log, MaxRequestBodyBytes: s.cfg.MaxBody,
		DisableLocalhostProtection: true, PropagateRequestCancellation: true,
	})
}
