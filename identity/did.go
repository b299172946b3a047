package identity

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// ErrBadDID is returned for a string that is not a did:ethr identifier this node understands.
var ErrBadDID = errors.New("identity: bad DID")

// DID is a did:ethr identifier: an Ethereum address on a chain. Its string form is
// did:ethr:0x<chain id in hex>:0x<address>, e.g. did:ethr:0x539:0xb9c5714089478a327f09197987f16f9e5d936e8a.
type DID struct {
	ChainID uint64
	Address common.Address
}

// String formats the DID with the chain id in hex and the address in lower case.
func (d DID) String() string {
	return fmt.Sprintf("did:ethr:0x%x:%s", d.ChainID, strings.ToLower(d.Address.Hex()))
}

// IsZero reports whether d is the zero DID.
func (d DID) IsZero() bool { return d.ChainID == 0 && d.Address == (common.Address{}) }

// MarshalText encodes the DID as its string form.
func (d DID) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText parses the string form.
func (d *DID) UnmarshalText(b []byte) error {
	v, err := ParseDID(string(b))
	if err != nil {
		return err
	}
	*d = v
	return nil
}

// namedNetworks are the did:ethr network names the public resolvers know, by chain id.
var namedNetworks = map[string]uint64{"mainnet": 1, "sepolia": 11155111, "holesky": 17000, "dev": 1337}

// ParseDID parses did:ethr:[network:]0x<address>. The network is a hex chain id (0x539), a
// decimal chain id, or a known name (mainnet, sepolia, holesky, dev); without it, mainnet.
// A public-key form (0x + 66 hex digits) is rejected: AgentSite DIDs are addresses.
func ParseDID(s string) (DID, error) {
	rest, ok := strings.CutPrefix(s, "did:ethr:")
	if !ok {
		return DID{}, fmt.Errorf("%w: %q does not start with did:ethr:", ErrBadDID, s)
	}
	network, addr := "mainnet", rest
	if i := strings.LastIndexByte(rest, ':'); i >= 0 {
		network, addr = rest[:i], rest[i+1:]
	}
	chainID, err := parseNetwork(network)
	if err != nil {
		return DID{}, fmt.Errorf("%w: %q: %v", ErrBadDID, s, err)
	}
	if !common.IsHexAddress(addr) || !strings.HasPrefix(addr, "0x") {
		return DID{}, fmt.Errorf("%w: %q: %q is not a 0x address", ErrBadDID, s, addr)
	}
	return DID{ChainID: chainID, Address: common.HexToAddress(addr)}, nil
}

func parseNetwork(n string) (uint64, error) {
	if id, ok := namedNetworks[n]; ok {
		return id, nil
	}
	var (
		id  uint64
		err error
	)
	if h, ok := strings.CutPrefix(n, "0x"); ok {
		id, err = strconv.ParseUint(h, 16, 64)
	} else {
		id, err = strconv.ParseUint(n, 10, 64)
	}
	if err != nil || id == 0 {
		return 0, fmt.Errorf("unknown network %q", n)
	}
	return id, nil
}
