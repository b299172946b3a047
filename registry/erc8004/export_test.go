package erc8004

import "github.com/ethereum/go-ethereum/core/types"

// MintedID exposes mintedID to the package's external tests.
func (c *Client) MintedID(rcpt *types.Receipt) (uint64, error) { return c.mintedID(rcpt) }
