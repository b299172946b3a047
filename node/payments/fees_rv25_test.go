package payments

import (
	"bytes"
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/contracts/devchain"
	"github.com/agentsite/agentsite/contracts/devchain/devchaintest"
	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/identity"
)

// feeHeldCounter is a chain endpoint without JSON-RPC batches that counts its feeHeld reads.
type feeHeldCounter struct {
	chain.Backend
	reads *int
}

func (c feeHeldCounter) Client() *rpc.Client { return nil } // reads go one by one, counted

func (c feeHeldCounter) CallContract(ctx context.Context, call ethereum.CallMsg, block *big.Int) ([]byte, error) {
	if bytes.HasPrefix(call.Data, bindings.NewPaymentChannels().PackFeeHeld(common.Hash{})[:4]) {
		*c.reads++
	}
	return c.Backend.CallContract(ctx, call, block)
}

// rv25 finding 6: the fees left on purpose (ETH dust, tokens the node does not know)
// stay due in the index for good, and every channel.fees / channel.collectFees reads each of
// them again (feeHeld), though no event of theirs came since: a stranger's claimed channels
// (up to the index's 250,000) cost every call that many reads, 2,500 batch requests, or
// 250,000 single calls over an endpoint refusing batches (or rate-limiting one: the fallback
// starts again from the first channel), past the CLI's 5-minute wait: the command fails for
// every caller. The index sees every event that changes a fee (ChannelClaimed carries the
// cumulative amount, ChannelFeeCollected the fee): it now keeps what it read until the
// channel's next event (paychan.Client.IndexedFees).
func TestRV25LeftFeesReadAgainEveryCall(t *testing.T) {
	_, cl, keys := devchaintest.Start(t, 4)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	payer, node, treasury := identity.NewKey(keys[0]), identity.NewKey(keys[2]), devchain.Addresses(keys)[3]
	reads := 0
	sender := func(k *identity.Key) *chain.Sender {
		cfg := chain.DefaultConfig()
		cfg.PollInterval = 5 * time.Millisecond
		s, err := chain.NewSender(ctx, cfg, feeHeldCounter{cl, &reads}, k, deploy.RevertDecoder(), nil)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	pc := bindings.NewPaymentChannels()
	r, err := sender(payer).Send(ctx, chain.Tx{Data: append(common.FromHex(bindings.PaymentChannelsMetaData.Bin), pc.PackConstructor(treasury, 250, 3600)...)})
	if err != nil {
		t.Fatal(err)
	}
	domain := paychan.Domain{ChainID: devchain.ChainID.Uint64(), Contract: r.ContractAddress}
	pcli := paychan.NewClient(sender(payer), domain.Contract)
	var held []paychan.Held
	for i := range 3 { // the stranger pays itself: ETH dust fees
		ch := paychan.Channel{Payer: payer.Address(), Payee: payer.Address(), Signer: payer.Address(), Salt: common.Hash{byte(i)}}
		if err := pcli.Open(ctx, ch, big.NewInt(1000)); err != nil {
			t.Fatal(err)
		}
		v, err := paychan.Sign(domain.Separator(), ch.ID(domain.Separator()), big.NewInt(1000), payer)
		if err != nil {
			t.Fatal(err)
		}
		held = append(held, paychan.Held{ID: ch.ID(domain.Separator()), Channel: ch, Voucher: v})
	}
	if err := pcli.ClaimBatch(ctx, held); err != nil {
		t.Fatal(err)
	}
	a := channelsAPI{testFeePayments(domain, paychan.NewClient(sender(node), domain.Contract), cl, common.Address{})}
	if c, err := a.CollectFees(ctx, false); err != nil || len(c.Left) != 1 || c.Left[0].Channels != 3 {
		t.Fatalf("first collect: %+v, %v", c, err)
	}
	reads = 0
	if c, err := a.CollectFees(ctx, false); err != nil || len(c.Left) != 1 {
		t.Fatalf("second collect: %+v, %v", c, err)
	}
	if reads != 0 {
		t.Fatalf("the second call read %d fees again, none of which changed", reads)
	}
	// channel 0 claimed again (its deposit topped up): its fee alone is read again, and listed new
	if err := pcli.TopUp(ctx, held[0].Channel, big.NewInt(1000)); err != nil {
		t.Fatal(err)
	}
	v, err := paychan.Sign(domain.Separator(), held[0].ID, big.NewInt(2000), payer)
	if err != nil {
		t.Fatal(err)
	}
	if err := pcli.ClaimBatch(ctx, []paychan.Held{{ID: held[0].ID, Channel: held[0].Channel, Voucher: v}}); err != nil {
		t.Fatal(err)
	}
	reads = 0
	f, err := a.Fees(ctx)
	want := new(big.Int).Add(paychan.FeeOn(big.NewInt(2000), 250), new(big.Int).Mul(big.NewInt(2), paychan.FeeOn(big.NewInt(1000), 250)))
	if err != nil || reads != 1 || len(f.Held) != 1 || f.Held[0].Amount != want.String() || f.Held[0].Channels != 3 {
		t.Fatalf("after a new claim: %+v, %v, %d reads; want %s in 3 channels, 1 read", f, err, reads, want)
	}
}
