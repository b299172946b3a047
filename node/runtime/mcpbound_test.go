package runtime

import (
	"bytes"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestBoundedTransport(t *testing.T) {
	cases := []struct {
		name, contentType string
		size              int
		tooLarge          bool
	}{
		{"json at the limit", "application/json", MaxFrame, false},
		{"json past the limit", "application/json; charset=utf-8", MaxFrame + 1, true},
		{"event stream is left to the SDK's event limit", "text/event-stream", MaxFrame + 1, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
				w.Header().Set("Content-Type", tc.contentType)
				w.Write(bytes.Repeat([]byte{' '}, tc.size))
			}))
			defer srv.Close()
			resp, err := (&http.Client{Transport: boundedTransport{http.DefaultTransport}}).Get(srv.URL)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			b, err := io.ReadAll(resp.Body)
			if tc.tooLarge != errors.Is(err, ErrResultTooLarge) || !tc.tooLarge && (err != nil || len(b) != tc.size) {
				t.Fatalf("read %d bytes, err = %v; want too large = %v", len(b), err, tc.tooLarge)
			}
		})
	}
}
