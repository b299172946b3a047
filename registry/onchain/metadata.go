package onchain

import (
	"context"
)

// Metadata reads the agent's on-chain metadata value for key (empty when unset).
func (c *Client) Metadata(ctx context.Context, agentID uint64, key string) ([]byte, error) {
	return read(ctx, c, "metadata "+key, c.c.PackGetMetadata(u(agentID), key), c.c.UnpackGetMetadata)
}

// SetMetadata writes the agent's metadata value for key (the owner or an approved operator).
func (c *Client) SetMetadata(ctx context.Context, agentID uint64, key string, value []byte) error {
	_, err := c.send(ctx, "set metadata "+key, c.c.PackSetMetadata(u(agentID), key, value))
	return err
}
