package regfile

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

// TestFetchRefusesPrivateAddresses (finding 6): an agent URI is written by whoever registers
// the agent, so a reader that fetches it must not become a way into the reader's own network.
// The Fetcher fetched any address: loopback, private ranges, link-local (cloud metadata at
// 169.254.169.254), and followed an https URL's redirect down to plain http. It now refuses
// to connect to any but public addresses (unless AllowPrivate: tests, a local node) and refuses
// a redirect to a scheme it would not fetch itself.
func TestFetchRefusesPrivateAddresses(t *testing.T) {
	good, _ := sample().Encode()
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write(good) }))
	t.Cleanup(ts.Close)
	ctx := context.Background()
	if _, err := (Fetcher{AllowHTTP: true}).Fetch(ctx, ts.URL+"/good.json"); !errors.Is(err, ErrUnsupported) {
		t.Fatalf("loopback fetched without AllowPrivate: %v", err)
	}
	if err := (Fetcher{AllowHTTP: true}).VerifyDomain(ctx, ts.URL+"/a2a", Registration{AgentID: 1}); !errors.Is(err, ErrUnsupported) {
		t.Fatalf("loopback domain proof fetched without AllowPrivate: %v", err)
	}
	for _, uri := range []string{"http://169.254.169.254/latest/meta-data", "http://10.0.0.1/a.json", "http://[::1]:1/a.json", "http://0.0.0.0:1/a.json"} {
		if _, err := (Fetcher{AllowHTTP: true}).Fetch(ctx, uri); !errors.Is(err, ErrUnsupported) {
			t.Fatalf("%s: %v, want ErrUnsupported", uri, err)
		}
	}
	if _, err := (Fetcher{AllowHTTP: true, AllowPrivate: true}).Fetch(ctx, ts.URL+"/good.json"); err != nil {
		t.Fatalf("AllowPrivate: %v", err)
	}
	// https redirecting to http: refused even when the address is allowed.
	tls := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, ts.URL+"/good.json", http.StatusFound)
	}))
	t.Cleanup(tls.Close)
	f := Fetcher{Client: tls.Client(), AllowPrivate: true}
	if _, err := f.Fetch(ctx, tls.URL+"/reg.json"); !errors.Is(err, ErrUnsupported) {
		t.Fatalf("https redirected to http: %v, want ErrUnsupported", err)
	}
}
