package identity

import (
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// ErrInvalidDID is returned for a string that is not a did:ethr DID this package resolves.
var ErrInvalidDID = errors.New("identity: invalid did:ethr")

// ethrDID is a parsed did:ethr identifier.
type ethrDID struct {
	chainID *big.Int
	address common.Address
}

// mainnetChainID is the chain of a did:ethr without a network part.
var mainnetChainID = big.NewInt(1)

// parseEthrDID parses did:ethr:0x<chainId hex>:0x<40 hex address>, or did:ethr:0x<address>
// (Ethereum mainnet, chain 1). Named networks ("did:ethr:sepolia:..."), public-key identifiers,
// paths, queries and fragments are rejected. A mixed-case address must carry a valid EIP-55
// checksum.
func parseEthrDID(s string) (ethrDID, error) {
	bad := func(format string, args ...any) (ethrDID, error) {
		return ethrDID{}, fmt.Errorf("%w: %q: %s", ErrInvalidDID, s, fmt.Sprintf(format, args...))
	}
	if len(s) > 128 {
		return bad("too long")
	}
	rest, ok := strings.CutPrefix(s, "did:ethr:")
	if !ok {
		return bad("does not start with did:ethr:")
	}
	if i := strings.IndexAny(rest, "/?#"); i >= 0 {
		return bad("DID URLs (path, query, fragment) are not DIDs")
	}
	parts := strings.Split(rest, ":")
	var network, addr string
	switch len(parts) {
	case 1:
		addr = parts[0]
	case 2:
		network, addr = parts[0], parts[1]
	default:
		return bad("too many ':' separated parts")
	}
	chainID := mainnetChainID
	if network != "" || len(parts) == 2 {
		hexID, ok := strings.CutPrefix(network, "0x")
		if !ok || hexID == "" || len(hexID) > 16 {
			return bad("network %q is not a 0x-prefixed hex chain id", network)
		}
		id, ok := new(big.Int).SetString(hexID, 16)
		if !ok {
			return bad("network %q is not a 0x-prefixed hex chain id", network)
		}
		if id.Sign() == 0 {
			return bad("chain id 0")
		}
		chainID = id
	}
	hexAddr, ok := strings.CutPrefix(addr, "0x")
	if !ok || len(hexAddr) != 40 {
		if ok && len(hexAddr) == 66 {
			return bad("public-key identifiers are not supported, use the address")
		}
		return bad("identifier %q is not a 0x-prefixed 20-byte address", addr)
	}
	if !common.IsHexAddress(addr) {
		return bad("identifier %q is not hex", addr)
	}
	a := common.HexToAddress(addr)
	if hexAddr != strings.ToLower(hexAddr) && hexAddr != strings.ToUpper(hexAddr) && a.Hex() != addr {
		return bad("bad EIP-55 checksum in %q", addr)
	}
	return ethrDID{chainID: new(big.Int).Set(chainID), address: a}, nil
}

// formatEthrDID is the canonical DID of address on chain: did:ethr:0x<chain id hex>:0x<EIP-55 address>.
func formatEthrDID(chainID *big.Int, address common.Address) string {
	return "did:ethr:0x" + chainID.Text(16) + ":" + address.Hex()
}
