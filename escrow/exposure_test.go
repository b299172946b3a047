package escrow_test

import (
	"context"
	"math/big"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/test/harness"
)

// callCounter is a chain connection counting its eth_calls.
type callCounter struct {
	chain.Backend
	calls atomic.Int64
}

func (c *callCounter) CallContract(ctx context.Context, call ethereum.CallMsg, block *big.Int) ([]byte, error) {
	c.calls.Add(1)
	return c.Backend.CallContract(ctx, call, block)
}

// countedSender is a sender whose reads go through a callCounter.
type countedSender struct {
	*chain.Sender
	b *callCounter
}

func (s countedSender) Backend() chain.Backend { return s.b }

// TestStakeTokenReadOnce: the escrow's stake token, immutable in the contract, costs one
// eth_call for the client's life (bounty.show reads it on every call, with or without the token).
func TestStakeTokenReadOnce(t *testing.T) {
	m := harness.NewMarket(t)
	cc := &callCounter{Backend: m.RPC}
	c := escrow.New(countedSender{Sender: m.Requester.S, b: cc}, m.D.Contracts[deploy.NameBountyEscrow])
	for range 3 {
		a, err := c.StakeToken(context.Background())
		if err != nil || a != m.D.Contracts[deploy.NameStakeToken] {
			t.Fatalf("stake token %s, %v; want %s", a.Hex(), err, m.D.Contracts[deploy.NameStakeToken].Hex())
		}
	}
	if n := cc.calls.Load(); n != 1 {
		t.Fatalf("%d eth_calls for three reads of an immutable address, want 1", n)
	}
}
