package paychan

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
)

// The protocol fee of PaymentChannels is due per channel and epoch on the cumulative claimed
// amount: after claims up to C the treasury is due FeeOn(C, feeBps), and a claim raising C0
// to C1 pays the payee (C1-C0) - (FeeOn(C1) - FeeOn(C0)). A claim writes no fee: the fee stays
// in the contract, held for the channel (FeeHeld), until CollectFees (anyone) or the channel's
// withdrawal credits it to the treasury's owed.

// FeeOn is the fee due on a channel whose cumulative claimed amount is claimed: feeBps of it,
// rounded up, as the contract computes it.
func FeeOn(claimed *big.Int, feeBps uint16) *big.Int {
	f := new(big.Int).Mul(claimed, big.NewInt(int64(feeBps)))
	f.Add(f, big.NewInt(9999))
	return f.Quo(f, big.NewInt(10_000))
}

// CollectFees credits the fees held for each channel of chs to the treasury's owed, in one
// collectFees transaction (anyone may send it; it fails when none of them holds a fee).
func (c *Client) CollectFees(ctx context.Context, chs []Channel) error {
	if len(chs) == 0 {
		return nil
	}
	list := make([]bindings.IPaymentChannelsChannel, len(chs))
	for i, ch := range chs {
		list[i] = settings(ch)
	}
	if _, err := c.s.Send(ctx, chain.Tx{To: &c.addr, Data: c.pc.PackCollectFees(list)}); err != nil {
		return fmt.Errorf("paychan: collect fees of %d channels: %w", len(chs), err)
	}
	return nil
}

// FeeHeld reads the fees channel id holds for the treasury, not yet credited to its owed.
func (c *Client) FeeHeld(ctx context.Context, id common.Hash) (*big.Int, error) {
	v, err := chain.Read(ctx, c.s.Backend(), c.s.Decoder(), c.addr, c.pc.PackFeeHeld(id), c.pc.UnpackFeeHeld)
	if err != nil {
		return nil, fmt.Errorf("paychan: fee held by %s: %w", id.Hex(), err)
	}
	return v, nil
}
