package runtime

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestMCPAgentToolListBounded (finding 11): the node lists a hosted server's tools page by page
// until the server stops giving a next cursor, keeping every one: a server that pages on
// without end held the connection for its whole 30 s and grew the node's memory with each page.
// The node now keeps at most MaxTools tools and stops listing there.
func TestMCPAgentToolListBounded(t *testing.T) {
	srv := mcp.NewServer(&mcp.Implementation{Name: "many", Version: "1"}, &mcp.ServerOptions{PageSize: 16})
	for i := range MaxTools + 40 {
		mcp.AddTool(srv, &mcp.Tool{Name: fmt.Sprintf("tool%03d", i)}, func(context.Context, *mcp.CallToolRequest, struct{}) (*mcp.CallToolResult, any, error) {
			return &mcp.CallToolResult{}, nil, nil
		})
	}
	ts := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv }, &mcp.StreamableHTTPOptions{Stateless: true}))
	t.Cleanup(ts.Close)
	cfg := AgentConfig{Name: "many", Kind: KindMCP, URL: ts.URL, RestartMin: Duration(50 * time.Millisecond), RestartMax: Duration(time.Second)}
	r := newRT(t, Config{Agents: []AgentConfig{cfg}}, nil)
	info, err := r.Info(context.Background(), "many")
	if err != nil || !info.Healthy {
		t.Fatalf("info %+v %v", info, err)
	}
	if len(info.Skills) != MaxTools {
		t.Fatalf("%d tools kept, want the first %d", len(info.Skills), MaxTools)
	}
}
