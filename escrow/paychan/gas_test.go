package paychan_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/identity"
)

// TestGasReceipts checks contracts/test/GasChannels.t.sol's figures against real receipts
// (21000 intrinsic and calldata included): open with a deposit <= 110k, a single claim <= 45k
// (the fee is held for the channel, not credited at the claim: see contracts/README.md), a
// batch of ten channels <= 20k a channel. The treasury already holds a fee credit, collected
// from an earlier claim, as in the forge test.
func TestGasReceipts(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	pc := bindings.NewPaymentChannels()
	sep := w.domain.Separator()
	send := func(k *identity.Key, data []byte, value *big.Int) uint64 {
		t.Helper()
		r, err := w.sender(t, k).Send(ctx, chain.Tx{To: &w.addr, Data: data, Value: value})
		if err != nil {
			t.Fatal(err)
		}
		return r.GasUsed
	}
	open := func(k *identity.Key, salt byte) (bindings.IPaymentChannelsChannel, uint64) {
		c := bindings.IPaymentChannelsChannel{Payer: k.Address(), Payee: w.payee.Address(), Signer: k.Address(), Salt: common.Hash{salt}}
		return c, send(k, pc.PackOpen(c, eth(1000)), eth(1000))
	}
	voucher := func(k *identity.Key, c bindings.IPaymentChannelsChannel, amount *big.Int) []byte {
		t.Helper()
		ch := paychan.Channel{Payer: c.Payer, Payee: c.Payee, Token: c.Token, Signer: c.Signer, Salt: c.Salt}
		v, err := paychan.Sign(sep, ch.ID(sep), amount, k)
		if err != nil {
			t.Fatal(err)
		}
		return v.Sig
	}
	first, _ := open(w.payers[0], 0xea)
	send(w.payee, pc.PackClaim(first, eth(1), voucher(w.payers[0], first, eth(1))), nil)
	send(w.payee, pc.PackCollectFees([]bindings.IPaymentChannelsChannel{first}), nil)

	c, openGas := open(w.payers[0], 1)
	claimGas := send(w.payee, pc.PackClaim(c, eth(1), voucher(w.payers[0], c, eth(1))), nil)
	keys := []*identity.Key{w.payers[0], w.payers[1], w.payers[2]}
	var claims []bindings.IPaymentChannelsBatchClaim
	for i := range 10 {
		k := keys[i%3]
		c, _ := open(k, byte(10+i))
		amount := new(big.Int).Add(eth(1), big.NewInt(int64(i)))
		claims = append(claims, bindings.IPaymentChannelsBatchClaim{Payer: c.Payer, Signer: c.Signer, Salt: c.Salt,
			Amount: amount, Signature: voucher(k, c, amount)})
	}
	batchGas := send(w.payee, pc.PackClaimBatch(w.payee.Address(), common.Address{}, claims), nil)
	t.Logf("receipts: open (ETH) %d, claim (ETH) %d, batch of 10 (ETH) %d = %d a channel", openGas, claimGas, batchGas, batchGas/10)
	if openGas > 110_000 {
		t.Errorf("open with deposit: %d gas, over 110k", openGas)
	}
	if claimGas > 45_000 {
		t.Errorf("claim: %d gas, over 45k", claimGas)
	}
	if batchGas/10 > 20_000 {
		t.Errorf("batch of 10: %d gas a channel, over 20k", batchGas/10)
	}
}
