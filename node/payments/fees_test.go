package payments

import (
	"context"
	"fmt"
	"log/slog"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/contracts/devchain"
	"github.com/agentsite/agentsite/contracts/devchain/devchaintest"
	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/apitypes"
)

// channel.fees and channel.collectFees on a dev chain: a stranger's ETH and stake-token
// channels, claimed by their payee, hold fees; the node (a third account) lists them per token,
// collects them into the treasury's owed, exactly, and a second collect sends nothing: with
// the fee index reading the head (a dev chain) and 2 blocks below it (a public chain's
// confirmations, below the blocks of the node's collects: review rv27 finding 2).
func TestChannelFeesCollected(t *testing.T) {
	for _, confirm := range []uint64{0, 2} {
		t.Run(fmt.Sprint(confirm, " confirmations"), func(t *testing.T) { testChannelFeesCollected(t, confirm) })
	}
}

func testChannelFeesCollected(t *testing.T, confirm uint64) {
	dc, cl, keys := devchaintest.Start(t, 4)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	payer, payee, node, treasury := identity.NewKey(keys[0]), identity.NewKey(keys[1]), identity.NewKey(keys[2]), devchain.Addresses(keys)[3]
	sender := func(k *identity.Key) *chain.Sender {
		cfg := chain.DefaultConfig()
		cfg.PollInterval = 5 * time.Millisecond
		s, err := chain.NewSender(ctx, cfg, cl, k, deploy.RevertDecoder(), nil)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	deployed := func(k *identity.Key, code []byte) common.Address {
		r, err := sender(k).Send(ctx, chain.Tx{Data: code})
		if err != nil {
			t.Fatal(err)
		}
		return r.ContractAddress
	}
	pc, st := bindings.NewPaymentChannels(), bindings.NewStakeToken()
	addr := deployed(payee, append(common.FromHex(bindings.PaymentChannelsMetaData.Bin), pc.PackConstructor(treasury, 250, 3600)...))
	token := deployed(payer, append(common.FromHex(bindings.StakeTokenMetaData.Bin), st.PackConstructor("Stake", "AST")...))
	if _, err := sender(payer).Send(ctx, chain.Tx{To: &token, Data: st.PackMint(payer.Address(), big.NewInt(1e18))}); err != nil {
		t.Fatal(err)
	}
	domain := paychan.Domain{ChainID: devchain.ChainID.Uint64(), Contract: addr}
	sep := domain.Separator()
	pcli := paychan.NewClient(sender(payer), addr)
	want := map[common.Address]*big.Int{{}: new(big.Int), token: new(big.Int)}
	for i, tok := range []common.Address{{}, {}, token, {}} {
		ch := paychan.Channel{Payer: payer.Address(), Payee: payee.Address(), Token: tok, Signer: payer.Address(), Salt: common.Hash{byte(i)}}
		if err := pcli.Open(ctx, ch, big.NewInt(1e9)); err != nil {
			t.Fatal(err)
		}
		if i == 3 {
			break // opened, never claimed
		}
		amount := big.NewInt(10_000_001 * int64(i+1))
		v, err := paychan.Sign(sep, ch.ID(sep), amount, payer)
		if err != nil {
			t.Fatal(err)
		}
		if err := paychan.NewClient(sender(payee), addr).ClaimBatch(ctx, []paychan.Held{{ID: ch.ID(sep), Channel: ch, Voucher: v}}); err != nil {
			t.Fatal(err)
		}
		want[tok].Add(want[tok], paychan.FeeOn(amount, 250))
	}
	owed := func(tok common.Address) *big.Int {
		v, err := bind.Call(pc.Instance(cl, addr), nil, pc.PackOwed(tok, treasury), pc.UnpackOwed)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	owed0 := map[common.Address]*big.Int{{}: owed(common.Address{}), token: owed(token)}
	for range confirm {
		if _, err := dc.Commit(); err != nil {
			t.Fatal(err)
		}
	}
	p := testFeePayments(domain, paychan.NewClient(sender(node), addr), cl, token)
	p.fees.WithConfirmations(confirm)
	a := channelsAPI{p}

	f, err := a.Fees(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !f.Complete || f.Open != 4 || f.Treasury != treasury || len(f.Held) != 2 || f.Confirmations != confirm {
		t.Fatalf("fees: %+v", f)
	}
	for _, h := range f.Held {
		wantN := map[common.Address]int{{}: 2, token: 1}[h.Token]
		if h.Amount != want[h.Token].String() || h.Channels != wantN {
			t.Fatalf("fees in %s: %s in %d channels, want %s in %d", h.Token.Hex(), h.Amount, h.Channels, want[h.Token], wantN)
		}
	}
	if f.Held[1].Symbol != "AST" || f.Held[0].Symbol != "ETH" {
		t.Fatalf("units: %+v", f.Held)
	}
	// By default the ETH fees below what collecting them costs are left (these are a few
	// hundred thousand wei; ~30k gas at the base fee is more), the stake token's collected.
	h, err := cl.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if dust := new(big.Int).Mul(h.BaseFee, big.NewInt(apitypes.ChannelFeeCollectGas)); dust.Cmp(want[common.Address{}]) <= 0 {
		t.Fatalf("base fee %s: the ETH fees %s are not dust here", h.BaseFee, want[common.Address{}])
	}
	c, err := a.CollectFees(ctx, false)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Transactions) != 1 || c.More || len(c.Transactions[0].Credited) != 1 || c.Transactions[0].Credited[0].Token != token ||
		len(c.Left) != 1 || c.Left[0].Token != (common.Address{}) || c.Left[0].Channels != 2 || c.Left[0].Amount != want[common.Address{}].String() {
		t.Fatalf("collect without dust: %+v", c)
	}
	if got := new(big.Int).Sub(owed(common.Address{}), owed0[common.Address{}]); got.Sign() != 0 {
		t.Fatalf("dust collected: the treasury's ETH owed rose %s", got)
	}
	c, err = a.CollectFees(ctx, true)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Transactions) != 1 || c.Transactions[0].Hash == "" || c.More || len(c.Transactions[0].Credited) != 1 || len(c.Left) != 0 {
		t.Fatalf("collect all: %+v", c)
	}
	for tok, w := range want {
		if got := new(big.Int).Sub(owed(tok), owed0[tok]); got.Cmp(w) != 0 {
			t.Fatalf("treasury's owed in %s rose %s, want %s", tok.Hex(), got, w)
		}
	}
	again, err := a.CollectFees(ctx, true)
	if err != nil || len(again.Transactions) != 0 || again.More {
		t.Fatalf("second collect: %+v, %v", again, err)
	}
	if f, err := a.Fees(ctx); err != nil || len(f.Held) != 0 {
		t.Fatalf("fees after the collect: %+v, %v", f, err)
	}
}

// testFeePayments is the part of Payments channel.fees runs on.
func testFeePayments(domain paychan.Domain, cli *paychan.Client, cl *ethclient.Client, stake common.Address) *Payments {
	return &Payments{domain: domain, cli: cli, chain: cl, stake: stake, fees: paychan.NewFeeIndex(domain, 0, 0), log: slog.Default()}
}

// The fee index reads the head at once on the dev chains, 12 blocks below it elsewhere, and
// as deep as the node's chain.confirmations when set.
func TestFeeConfirmations(t *testing.T) {
	for _, c := range []struct{ chain, set, want uint64 }{
		{1337, 0, 0}, {31337, 0, 0}, {1, 0, defaultFeeConfirmations}, {8453, 0, defaultFeeConfirmations},
		{1, 3, 3}, {31337, 5, 5},
	} {
		if got := feeConfirmations(c.chain, c.set); got != c.want {
			t.Errorf("chain %d, chain.confirmations %d: %d confirmations, want %d", c.chain, c.set, got, c.want)
		}
	}
}
