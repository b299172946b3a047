package payments

import (
	"context"
	"errors"
	"log/slog"
	"math/big"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/contracts/devchain"
	"github.com/agentsite/agentsite/contracts/devchain/devchaintest"
	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/identity"
)

// headFails is a chain endpoint whose first head reads fail (an RPC endpoint down as the node
// starts), then answers.
type headFails struct {
	Chain
	fails atomic.Int32
}

func (h *headFails) BlockNumber(ctx context.Context) (uint64, error) {
	if h.fails.Add(-1) >= 0 {
		return 0, errors.New("endpoint down")
	}
	return h.Chain.BlockNumber(ctx)
}

// Finding 3 (rv28b, low): when the head could not be read as the claim loop started (the RPC
// endpoint down, as after the outage that stopped the node), the loop watched withdrawals from
// block 0, 5,000 blocks a round: on a chain at block 30M, ~6,000 rounds (25 hours at 15 s) before
// it read the blocks of the present, so a withdrawal requested after the start was learnt only
// by staleness (MaxStale after the channel's last read, the margin left): the margin was all the
// payee had where it should have had the challenge period. The first round whose head read
// succeeds now watches from that head.
func TestRV28bFailedHeadAtStartWatchesFromTheHead(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	rig := newRV28bRig(t, ctx, 3600)
	dc, cl, payer, payee, sender, domain := rig.dc, rig.cl, rig.payer, rig.payee, rig.sender, rig.domain
	sep := domain.Separator()
	ch := paychan.Channel{Payer: payer.Address(), Payee: payee.Address(), Signer: payer.Address(), Salt: common.Hash{0x28}}
	payerCli := paychan.NewClient(sender(payer), domain.Contract)
	if err := payerCli.Open(ctx, ch, big.NewInt(1e15)); err != nil {
		t.Fatal(err)
	}
	store, err := paychan.OpenLogStore(LogPath(t.TempDir()), false)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	chk, err := paychan.NewChecker(domain, payee.Address(), payeeStore{store, payee.Address()}, time.Now)
	if err != nil {
		t.Fatal(err)
	}
	payeeCli := paychan.NewClient(sender(payee), domain.Contract)
	if err := payeeCli.Sync(ctx, chk, ch); err != nil {
		t.Fatal(err)
	}
	v, err := paychan.Sign(sep, ch.ID(sep), big.NewInt(1e12), payer)
	if err != nil {
		t.Fatal(err)
	}
	if err := chk.Accept(ch, v, big.NewInt(1e12)); err != nil {
		t.Fatal(err)
	}
	for range maxLogRange + 1 { // a chain past one log query's range
		if _, err := dc.Commit(); err != nil {
			t.Fatal(err)
		}
	}
	flaky := &headFails{Chain: cl}
	flaky.fails.Store(1)
	p := &Payments{domain: domain, cli: payeeCli, chain: flaky, chks: map[common.Address]*paychan.Checker{payee.Address(): chk},
		claim: paychan.DefaultPolicy(), log: slog.New(slog.DiscardHandler)}
	if _, err := p.chain.BlockNumber(ctx); err == nil { // Run's first read: from stays 0
		t.Fatal("the endpoint answered")
	}
	if err := payerCli.RequestWithdrawal(ctx, ch); err != nil {
		t.Fatal(err)
	}
	p.round(ctx, 0)
	if h := chk.Held(); len(h) != 1 || h[0].WithdrawableAt == 0 {
		t.Fatalf("the withdrawal requested after the start is not learnt by the first round (%d held)", len(h))
	}
}

// rv28bRig is a dev chain with PaymentChannels deployed (challenge in seconds, no fee), a payer
// and a payee.
type rv28bRig struct {
	dc           *devchain.Chain
	cl           *ethclient.Client
	payer, payee *identity.Key
	sender       func(*identity.Key) *chain.Sender
	domain       paychan.Domain
}

func newRV28bRig(t *testing.T, ctx context.Context, challenge uint64) rv28bRig {
	t.Helper()
	dc, cl, keys := devchaintest.Start(t, 3)
	r := rv28bRig{dc: dc, cl: cl, payer: identity.NewKey(keys[0]), payee: identity.NewKey(keys[1])}
	r.sender = func(k *identity.Key) *chain.Sender {
		cfg := chain.DefaultConfig()
		cfg.PollInterval = 5 * time.Millisecond
		s, err := chain.NewSender(ctx, cfg, cl, k, deploy.RevertDecoder(), nil)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	pc := bindings.NewPaymentChannels()
	rcpt, err := r.sender(r.payee).Send(ctx, chain.Tx{Data: append(common.FromHex(bindings.PaymentChannelsMetaData.Bin),
		pc.PackConstructor(devchain.Addresses(keys)[2], 0, challenge)...)})
	if err != nil {
		t.Fatal(err)
	}
	r.domain = paychan.Domain{ChainID: devchain.ChainID.Uint64(), Contract: rcpt.ContractAddress}
	return r
}
