package regfile

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// Errors of Fetch and VerifyDomain.
var (
	// ErrUnreachable: the URI did not answer (refused, timed out, not 200).
	ErrUnreachable = errors.New("regfile: registration file unreachable")
	// ErrUnsupported: a URI scheme this reader does not fetch (ipfs:, …).
	ErrUnsupported = errors.New("regfile: unsupported agent URI")
	// ErrNotVerified: the domain's proof does not list the registration.
	ErrNotVerified = errors.New("regfile: endpoint domain not verified")
)

// Fetcher reads registration files from agent URIs: data URIs in place, https URLs with one
// bounded GET (at most MaxSize bytes, Timeout, no more than 3 redirects).
type Fetcher struct {
	// Client makes the requests; nil means a client of its own.
	Client *http.Client
	// Timeout bounds one fetch; 0 means 10 s (a file is a few KiB: a server that takes longer
	// is not one to list).
	Timeout time.Duration
	// AllowHTTP also fetches http:// URLs (tests, a local node); the standard's files are https.
	AllowHTTP bool
}

func (f Fetcher) client() *http.Client {
	if f.Client != nil {
		return f.Client
	}
	return &http.Client{CheckRedirect: func(_ *http.Request, via []*http.Request) error {
		if len(via) >= 3 {
			return errors.New("more than 3 redirects")
		}
		return nil
	}}
}

// Fetch reads and validates the registration file agent URI uri names.
func (f Fetcher) Fetch(ctx context.Context, uri string) (*File, error) {
	if IsDataURI(uri) {
		return FromDataURI(uri)
	}
	b, err := f.get(ctx, uri)
	if err != nil {
		return nil, err
	}
	return Decode(b)
}

// VerifyDomain checks the standard's endpoint-domain proof: the domain of endpoint (an https
// URL) serves DomainProofPath listing reg (agentRegistry and agentId both match).
func (f Fetcher) VerifyDomain(ctx context.Context, endpoint string, reg Registration) error {
	u, err := url.Parse(endpoint)
	if err != nil || u.Host == "" {
		return fmt.Errorf("%w: endpoint %q is not a URL", ErrUnsupported, endpoint)
	}
	b, err := f.get(ctx, u.Scheme+"://"+u.Host+DomainProofPath)
	if err != nil {
		return err
	}
	var proof struct {
		Registrations []Registration `json:"registrations"`
	}
	if err := json.Unmarshal(b, &proof); err != nil {
		return fmt.Errorf("%w: %s: %v", ErrInvalid, DomainProofPath, err)
	}
	for _, r := range proof.Registrations {
		if r.AgentID == reg.AgentID && strings.EqualFold(r.AgentRegistry, reg.AgentRegistry) {
			return nil
		}
	}
	return fmt.Errorf("%w: %s lists no agent %d of %s", ErrNotVerified, u.Host, reg.AgentID, reg.AgentRegistry)
}

// get fetches uri (https, or http when allowed), at most MaxSize bytes.
func (f Fetcher) get(ctx context.Context, uri string) ([]byte, error) {
	u, err := url.Parse(uri)
	if err != nil || !(u.Scheme == "https" || (f.AllowHTTP && u.Scheme == "http")) || u.Host == "" {
		return nil, fmt.Errorf("%w: %q (this reader fetches data: and https: URIs)", ErrUnsupported, clip(uri))
	}
	timeout := f.Timeout
	if timeout <= 0 {
		timeout = 10 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, uri, nil)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrUnsupported, err)
	}
	req.Header.Set("Accept", "application/json")
	resp, err := f.client().Do(req)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrUnreachable, clip(uri), err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%w: %s: HTTP %d", ErrUnreachable, clip(uri), resp.StatusCode)
	}
	b, err := io.ReadAll(io.LimitReader(resp.Body, MaxSize+1))
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrUnreachable, clip(uri), err)
	}
	if len(b) > MaxSize {
		return nil, fmt.Errorf("%w: %s: over %d bytes", ErrTooBig, clip(uri), MaxSize)
	}
	return b, nil
}

// clip shortens a URI for an error message (a data URI can be long).
func clip(s string) string {
	if len(s) <= 128 {
		return s
	}
	return s[:128] + "…"
}
