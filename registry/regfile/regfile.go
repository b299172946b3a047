package regfile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// Protocol constants: every reader of a registration file shares them.
const (
	// TypeV1 is the "type" of an ERC-8004 registration file, version 1.
	TypeV1 = "https://eips.ethereum.org/EIPS/eip-8004#registration-v1"
	// MaxSize bounds a registration file written or read, in bytes. The files the standard
	// shows are 1-2 KiB; 16 KiB leaves room for long descriptions and many services while a
	// data URI of it stays a reasonable on-chain string (about 22 KiB base64).
	MaxSize = 16 << 10
)

// Service names of the standard's examples that AgentSite fills in.
const (
	ServiceWeb = "web"
	ServiceA2A = "A2A"
	ServiceMCP = "MCP"
	ServiceDID = "DID"
	// ServiceAgentSite is AgentSite's own call protocol (libp2p://<peer>/<agent>), which
	// reaches the agent where no HTTP address does.
	ServiceAgentSite = "agentsite"
)

// Trust models of supportedTrust that AgentSite agents offer: feedback on settled paid work
// (reputation) and a stake that can be slashed (crypto-economic).
const (
	TrustReputation     = "reputation"
	TrustCryptoEconomic = "crypto-economic"
)

// Errors of Encode, Decode and AgentURI.
var (
	// ErrTooBig: the file is over MaxSize bytes.
	ErrTooBig = errors.New("regfile: registration file too big")
	// ErrInvalid: the file lacks what the standard requires or is not JSON.
	ErrInvalid = errors.New("regfile: invalid registration file")
)

// File is an ERC-8004 registration file.
type File struct {
	Type        string `json:"type"`
	Name        string `json:"name"`
	Description string `json:"description"`
	// Image is an image URL (ERC-721 apps show it); empty when the agent has none.
	Image          string         `json:"image,omitempty"`
	Services       []Service      `json:"services"`
	X402Support    bool           `json:"x402Support"`
	Active         bool           `json:"active"`
	Registrations  []Registration `json:"registrations"`
	SupportedTrust []string       `json:"supportedTrust,omitempty"`
}

// Service is one way to reach or name the agent.
type Service struct {
	Name     string `json:"name"`
	Endpoint string `json:"endpoint"`
	// Version is the protocol version the endpoint speaks (a SHOULD of the standard).
	Version string   `json:"version,omitempty"`
	Skills  []string `json:"skills,omitempty"`
	Domains []string `json:"domains,omitempty"`
}

// Registration names the agent in one identity registry.
type Registration struct {
	AgentID uint64 `json:"agentId"`
	// AgentRegistry is "eip155:<chainId>:<registry address>" (AgentRegistry).
	AgentRegistry string `json:"agentRegistry"`
}

// AgentRegistry is the standard's name of an identity registry on an EVM chain.
func AgentRegistry(chainID uint64, registry common.Address) string {
	return "eip155:" + strconv.FormatUint(chainID, 10) + ":" + registry.Hex()
}

// ParseAgentRegistry splits "eip155:<chainId>:<address>".
func ParseAgentRegistry(s string) (uint64, common.Address, error) {
	parts := strings.Split(s, ":")
	if len(parts) != 3 || parts[0] != "eip155" || !common.IsHexAddress(parts[2]) {
		return 0, common.Address{}, fmt.Errorf("%w: agentRegistry %q is not eip155:<chainId>:<address>", ErrInvalid, s)
	}
	id, err := strconv.ParseUint(parts[1], 10, 64)
	if err != nil {
		return 0, common.Address{}, fmt.Errorf("%w: agentRegistry %q: chain id: %v", ErrInvalid, s, err)
	}
	return id, common.HexToAddress(parts[2]), nil
}

// Validate checks what the standard requires: the type, a name, every service named with an
// endpoint, every registration complete.
func (f *File) Validate() error {
	switch {
	case f.Type != TypeV1:
		return fmt.Errorf("%w: type %q, want %q", ErrInvalid, f.Type, TypeV1)
	case strings.TrimSpace(f.Name) == "":
		return fmt.Errorf("%w: no name", ErrInvalid)
	}
	for i, s := range f.Services {
		if s.Name == "" || s.Endpoint == "" {
			return fmt.Errorf("%w: service %d needs a name and an endpoint", ErrInvalid, i)
		}
	}
	for _, r := range f.Registrations {
		if _, _, err := ParseAgentRegistry(r.AgentRegistry); err != nil {
			return err
		}
	}
	return nil
}

// Service returns the first service named name.
func (f *File) Service(name string) (Service, bool) {
	for _, s := range f.Services {
		if s.Name == name {
			return s, true
		}
	}
	return Service{}, false
}

// Encode validates f and writes it as compact JSON (HTML characters unescaped: URLs stay
// readable); a file over MaxSize is refused with ErrTooBig.
func (f *File) Encode() ([]byte, error) {
	if err := f.Validate(); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(f); err != nil {
		return nil, fmt.Errorf("regfile: encode: %w", err)
	}
	out := bytes.TrimSuffix(b.Bytes(), []byte("\n"))
	if len(out) > MaxSize {
		return nil, fmt.Errorf("%w: %d bytes, the limit is %d (shorten the description or drop services)", ErrTooBig, len(out), MaxSize)
	}
	return out, nil
}

// Decode reads a registration file of at most MaxSize bytes and validates it. Unknown members
// are ignored (other writers add their own).
func Decode(b []byte) (*File, error) {
	if len(b) > MaxSize {
		return nil, fmt.Errorf("%w: %d bytes, the limit is %d", ErrTooBig, len(b), MaxSize)
	}
	var f File
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrInvalid, err)
	}
	if err := f.Validate(); err != nil {
		return nil, err
	}
	return &f, nil
}
