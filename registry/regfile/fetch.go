package regfile

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"syscall"
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
// bounded GET (at most MaxSize bytes, Timeout, no more than 3 redirects, none to a scheme it
// would not fetch). An agent URI is written by whoever registers the agent, so its own client
// connects to public addresses only: not loopback, private, shared (100.64/10), link-local
// (cloud metadata), multicast or unspecified ones, checked on the address dialled (a name that
// resolves to one is refused too).
type Fetcher struct {
	// Client makes the requests; nil means a client of its own. A Client given dials as it
	// does (the public-address check is the own client's); redirects are checked either way.
	Client *http.Client
	// Timeout bounds one fetch; 0 means 10 s (a file is a few KiB: a server that takes longer
	// is not one to list).
	Timeout time.Duration
	// AllowHTTP also fetches http:// URLs (tests, a local node); the standard's files are https.
	AllowHTTP bool
	// AllowPrivate lets the own client connect to non-public addresses (tests, a local node).
	AllowPrivate bool
}

// errPrivate: the address dialled is not a public one.
var errPrivate = errors.New("not a public address")

func (f Fetcher) client() *http.Client {
	var c http.Client
	if f.Client != nil {
		c = *f.Client
	} else {
		d := &net.Dialer{Timeout: 5 * time.Second}
		if !f.AllowPrivate {
			d.Control = func(_, address string, _ syscall.RawConn) error {
				host, _, err := net.SplitHostPort(address)
				if ip := net.ParseIP(host); err != nil || ip == nil || !publicIP(ip) {
					return fmt.Errorf("%w: %s", errPrivate, address)
				}
				return nil
			}
		}
		c.Transport = &http.Transport{DialContext: d.DialContext, TLSHandshakeTimeout: 5 * time.Second,
			MaxResponseHeaderBytes: 16 << 10, DisableKeepAlives: true}
	}
	c.CheckRedirect = func(req *http.Request, via []*http.Request) error {
		if len(via) >= 3 {
			return errors.New("more than 3 redirects")
		}
		if !f.scheme(req.URL) {
			return fmt.Errorf("%w: redirect to %q", ErrUnsupported, clip(req.URL.String()))
		}
		return nil
	}
	return &c
}

// scheme reports whether u is a URL this reader fetches.
func (f Fetcher) scheme(u *url.URL) bool {
	return (u.Scheme == "https" || (f.AllowHTTP && u.Scheme == "http")) && u.Host != ""
}

// sharedSpace is 100.64.0.0/10 (RFC 6598, carrier-grade NAT): not routable on the Internet.
var sharedSpace = &net.IPNet{IP: net.IPv4(100, 64, 0, 0), Mask: net.CIDRMask(10, 32)}

// publicIP reports whether ip is an address the Internet routes to anyone.
func publicIP(ip net.IP) bool {
	return !(ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast() || ip.IsLinkLocalMulticast() ||
		ip.IsInterfaceLocalMulticast() || ip.IsMulticast() || ip.IsUnspecified() || sharedSpace.Contains(ip))
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
	if err != nil || !f.scheme(u) {
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
	if errors.Is(err, errPrivate) || errors.Is(err, ErrUnsupported) {
		return nil, fmt.Errorf("%w: %s: %v", ErrUnsupported, clip(uri), err)
	}
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
