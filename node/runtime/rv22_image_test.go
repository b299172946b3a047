package runtime

import "testing"

// TestRV22ImageURLPublishable (review rv22, finding 5): an agent's image goes verbatim into its
// registration file (on chain as a data URI on a node without a public address, immutable
// once mined) and its A2A card's iconUrl, which explorers and other clients render. Only a URL
// every reader can fetch and that no renderer can misread is taken: no credentials (they would
// be published), no loopback, private or localhost host (a reader's browser would fetch its
// own network), nothing outside printable ASCII (quotes and angle brackets break out of an
// HTML attribute; bidi controls and look-alike letters disguise the URL; NUL truncates).
func TestRV22ImageURLPublishable(t *testing.T) {
	for name, image := range map[string]string{
		"credentials":         "https://user:secret@img.example/a.png",
		"loopback":            "https://127.0.0.1/a.png",
		"loopback v6":         "https://[::1]/a.png",
		"private":             "https://10.0.0.5/admin.png",
		"link-local":          "https://169.254.169.254/latest/meta-data",
		"localhost":           "https://localhost/a.png",
		"quotes and brackets": `https://img.example/a"><script>alert(1)</script>.png`,
		"space":               "https://img.example/a b.png",
		"bidi override":       "https://img.example/\u202egnp.exe",
		"look-alike host":     "https://ex\u0430mple.com/a.png",
		"NUL in fragment":     "https://img.example/a.png#\x00",
		"javascript":          "javascript:alert(1)",
		"data":                "data:image/svg+xml;base64,PHN2Zy8+",
	} {
		a := AgentConfig{Name: "a", Kind: KindBuiltin, Image: image}
		if err := a.Validate(); err == nil {
			t.Errorf("%s: image %q taken", name, image)
		}
	}
	for _, image := range []string{"https://img.example/a.png?v=2", "https://cdn.example.org/agents/a%20b.png", "ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/a.png"} {
		if err := (AgentConfig{Name: "a", Kind: KindBuiltin, Image: image}).Validate(); err != nil {
			t.Errorf("image %q refused: %v", image, err)
		}
	}
}
