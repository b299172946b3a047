package regfile

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestFetch reads files from data URIs and over HTTP, and says clearly when a URI does not
// answer, answers too much, is not a file or has a scheme it does not fetch.
func TestFetch(t *testing.T) {
	good, _ := sample().Encode()
	release := make(chan struct{})
	mux := http.NewServeMux()
	mux.HandleFunc("/good.json", func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write(good) })
	mux.HandleFunc("/big.json", func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write([]byte(strings.Repeat(" ", 2*MaxSize))) })
	mux.HandleFunc("/bad.json", func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write([]byte(`{"type":"x"}`)) })
	mux.HandleFunc("/silent.json", func(_ http.ResponseWriter, r *http.Request) {
		select { // never answers before the reader gives up
		case <-r.Context().Done():
		case <-release:
		}
	})
	ts := httptest.NewServer(mux)
	t.Cleanup(func() { close(release); ts.Close() })
	f := Fetcher{AllowHTTP: true, AllowPrivate: true, Timeout: 200 * time.Millisecond}
	ctx := context.Background()
	cases := []struct {
		name, uri string
		err       error
	}{
		{"data URI", DataURI(good), nil},
		{"https-like URL", ts.URL + "/good.json", nil},
		{"not found", ts.URL + "/nothing.json", ErrUnreachable},
		{"does not answer", ts.URL + "/silent.json", ErrUnreachable},
		{"too big", ts.URL + "/big.json", ErrTooBig},
		{"not a registration file", ts.URL + "/bad.json", ErrInvalid},
		{"ipfs", "ipfs://bafy", ErrUnsupported},
		{"http when not allowed", "http://example.invalid/a.json", ErrUnsupported},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			fe := f
			if tc.name == "http when not allowed" {
				fe.AllowHTTP = false
			}
			got, err := fe.Fetch(ctx, tc.uri)
			if tc.err == nil {
				if err != nil || got.Name != "summarize" {
					t.Fatalf("%+v %v", got, err)
				}
				return
			}
			if !errors.Is(err, tc.err) {
				t.Fatalf("err %v, want %v", err, tc.err)
			}
		})
	}
	if _, err := (Fetcher{}).Fetch(ctx, "agentsite:did:x"); !errors.Is(err, ErrUnsupported) {
		t.Fatalf("legacy URI: %v", err)
	}
}
