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
	reads := 0
	w := newRV25World(t, &reads, 3, big.NewInt(1000))
	ctx, domain, pcli, payer, held := w.ctx, w.domain, w.pcli, w.payer, w.held
	a := channelsAPI{w.p}
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

// rv25World is a PaymentChannels on a dev chain (fee 2.5 %) whose n ETH channels a stranger
// opened and claimed up to amount, paying itself, and the node's Payments (reads counts its
// feeHeld reads).
type rv25World struct {
	ctx    context.Context
	domain paychan.Domain
	pcli   *paychan.Client // the stranger's
	payer  *identity.Key
	held   []paychan.Held
	p      *Payments
}

func newRV25World(t *testing.T, reads *int, n int, amount *big.Int) *rv25World {
	t.Helper()
	_, cl, keys := devchaintest.Start(t, 4)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	t.Cleanup(cancel)
	payer, node, treasury := identity.NewKey(keys[0]), identity.NewKey(keys[2]), devchain.Addresses(keys)[3]
	sender := func(k *identity.Key) *chain.Sender {
		cfg := chain.DefaultConfig()
		cfg.PollInterval = 5 * time.Millisecond
		s, err := chain.NewSender(ctx, cfg, feeHeldCounter{cl, reads}, k, deploy.RevertDecoder(), nil)
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
	w := &rv25World{ctx: ctx, domain: paychan.Domain{ChainID: devchain.ChainID.Uint64(), Contract: r.ContractAddress}, payer: payer}
	w.pcli = paychan.NewClient(sender(payer), w.domain.Contract)
	sep := w.domain.Separator()
	for i := range n {
		ch := paychan.Channel{Payer: payer.Address(), Payee: payer.Address(), Signer: payer.Address(), Salt: common.Hash{byte(i)}}
		if err := w.pcli.Open(ctx, ch, amount); err != nil {
			t.Fatal(err)
		}
		v, err := paychan.Sign(sep, ch.ID(sep), amount, payer)
		if err != nil {
			t.Fatal(err)
		}
		w.held = append(w.held, paychan.Held{ID: ch.ID(sep), Channel: ch, Voucher: v})
	}
	if err := w.pcli.ClaimBatch(ctx, w.held); err != nil {
		t.Fatal(err)
	}
	w.p = testFeePayments(w.domain, paychan.NewClient(sender(node), w.domain.Contract), cl, common.Address{})
	return w
}

// rv25 finding 4, in part: an index full (a stranger's channels reaching its bound) made every
// channel.fees and channel.collectFees fail, though its error said the node still listed and
// collected the channels it kept. They now do (scan.Full; the fees read afresh each call, since
// the index sees no event past its last block), and the CLI does not call again for more.
func TestRV25FullIndexStillListsAndCollects(t *testing.T) {
	reads := 0
	w := newRV25World(t, &reads, 3, big.NewInt(1e15))
	w.p.fees = paychan.NewFeeIndex(w.domain, 0, 3).WithSpan(1) // a block a query: it fills at the fourth
	// a stranger's fourth channel, never claimed, fills the index
	if err := w.pcli.Open(w.ctx, paychan.Channel{Payer: w.payer.Address(), Payee: w.payer.Address(), Signer: w.payer.Address(), Salt: common.Hash{0xff}}, big.NewInt(1)); err != nil {
		t.Fatal(err)
	}
	a := channelsAPI{w.p}
	fee := paychan.FeeOn(big.NewInt(1e15), 250)
	f, err := a.Fees(w.ctx)
	if err != nil || !f.Full || f.Complete || len(f.Held) != 1 || f.Held[0].Channels != 3 || f.Held[0].Amount != new(big.Int).Mul(fee, big.NewInt(3)).String() {
		t.Fatalf("fees of a full index: %+v, %v", f, err)
	}
	c, err := a.CollectFees(w.ctx, true)
	if err != nil || !c.Full || c.More || len(c.Transactions) != 1 || len(c.Transactions[0].Credited) != 1 || c.Transactions[0].Credited[0].Channels != 3 {
		t.Fatalf("collect of a full index: %+v, %v", c, err)
	}
	// the collect's events are past the index's last block: the fees are read afresh, none left
	if f, err := a.Fees(w.ctx); err != nil || len(f.Held) != 0 {
		t.Fatalf("fees of a full index after its collect: %+v, %v", f, err)
	}
}
