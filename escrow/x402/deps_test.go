package x402_test

import (
	"go/build"
	"strings"
	"testing"
)

// TestNoNodeImports: the x402 package stays free of libp2p, badger and the node.
func TestNoNodeImports(t *testing.T) {
	pkg, err := build.Import("github.com/agentsite/agentsite/escrow/x402", ".", 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, imp := range pkg.Imports {
		if strings.Contains(imp, "libp2p") || strings.Contains(imp, "badger") || strings.HasPrefix(imp, "github.com/agentsite/agentsite/node") {
			t.Fatalf("escrow/x402 imports %s", imp)
		}
	}
}
