package regfile

import (
	"encoding/base64"
	"fmt"
	"net"
	"net/url"
	"strings"
)

// Paths the node serves.
const (
	// DomainProofPath is the standard's endpoint-domain verification file: the registrations
	// of the agents the domain serves.
	DomainProofPath = "/.well-known/agent-registration.json"
	dataPrefix      = "data:application/json;base64,"
)

// Path is where a node serves hosted agent name's registration file.
func Path(name string) string { return "/agents/" + url.PathEscape(name) + "/registration.json" }

// PublicBase returns base (trailing slash dropped) when it is a public HTTPS address that others
// can fetch the file from: scheme https, a host that is not localhost nor a loopback, private,
// link-local or unspecified IP. Otherwise it returns "".
func PublicBase(base string) string {
	u, err := url.Parse(base)
	if err != nil || u.Scheme != "https" || u.Host == "" || u.User != nil || u.RawQuery != "" || u.Fragment != "" {
		return ""
	}
	if !PublicHost(u.Hostname()) {
		return ""
	}
	return strings.TrimSuffix(base, "/")
}

// PublicHost reports whether host (a URL's hostname) is neither localhost nor a loopback,
// private, link-local or unspecified IP: a host others may fetch from.
func PublicHost(host string) bool {
	if host == "localhost" || strings.HasSuffix(host, ".localhost") {
		return false
	}
	ip := net.ParseIP(host)
	return ip == nil || !(ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast() || ip.IsUnspecified())
}

// AgentURI is the on-chain agent URI of hosted agent name whose registration file is f: the
// URL of the file its node serves when base (the node's public URL) is a public HTTPS address
// (PublicBase), else f itself as a data URI. Either way f must encode within MaxSize: a file
// too big is refused (ErrTooBig) before anything goes on chain.
func AgentURI(base, name string, f *File) (string, error) {
	b, err := f.Encode()
	if err != nil {
		return "", fmt.Errorf("agent %q: %w", name, err)
	}
	if pub := PublicBase(base); pub != "" {
		return pub + Path(name), nil
	}
	return DataURI(b), nil
}

// DataURI carries an encoded file as "data:application/json;base64,…".
func DataURI(b []byte) string { return dataPrefix + base64.StdEncoding.EncodeToString(b) }

// IsDataURI tells a URI that carries its file.
func IsDataURI(uri string) bool { return strings.HasPrefix(uri, dataPrefix) }

// FromDataURI decodes the file a data URI carries, bounded by MaxSize before decoding.
func FromDataURI(uri string) (*File, error) {
	enc, ok := strings.CutPrefix(uri, dataPrefix)
	if !ok {
		return nil, fmt.Errorf("%w: not a %s URI", ErrInvalid, strings.TrimSuffix(dataPrefix, ","))
	}
	if base64.StdEncoding.DecodedLen(len(enc)) > MaxSize+2 {
		return nil, fmt.Errorf("%w: the data URI holds about %d bytes, the limit is %d", ErrTooBig, base64.StdEncoding.DecodedLen(len(enc)), MaxSize)
	}
	b, err := base64.StdEncoding.DecodeString(enc)
	if err != nil {
		return nil, fmt.Errorf("%w: base64: %v", ErrInvalid, err)
	}
	return Decode(b)
}
