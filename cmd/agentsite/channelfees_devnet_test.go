package main

import (
	"context"
	"encoding/json"
	"io"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/devnet"
	"github.com/agentsite/agentsite/test/harness"
)

// TestChannelFeesOnDevnet: strangers' channels on a devnet's PaymentChannels (anvil), claimed
// by their payee, hold fees; `agentsite channel fees` on a node lists them, `--collect` credits
// them to the treasury's owed (the node's account pays the gas), exactly, and a second
// `--collect` has nothing to collect.
func TestChannelFeesOnDevnet(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	a := harness.StartAnvilT(t)
	d, err := devnet.Start(ctx, devnet.Config{Dir: t.TempDir(), RPC: a.URL, FaucetKey: harness.AnvilKeys[0], Nodes: 2, Out: io.Discard})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	n := d.Nodes[0]
	addr := d.Deploy.Contracts[deploy.NamePaymentChannels]
	cl, err := ethclient.DialContext(ctx, a.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer cl.Close()
	pc := bindings.NewPaymentChannels()
	inst := pc.Instance(cl, addr)
	feeBps, err := bind.Call(inst, nil, pc.PackFeeBps(), pc.UnpackFeeBps)
	if err != nil {
		t.Fatal(err)
	}
	treasury, err := bind.Call(inst, nil, pc.PackTreasury(), pc.UnpackTreasury)
	if err != nil {
		t.Fatal(err)
	}
	payer, payee := a.Key(7), a.Key(8)
	client := func(i int) *paychan.Client {
		cfg := chain.DefaultConfig()
		cfg.PollInterval = 10 * time.Millisecond
		s, err := chain.NewSender(ctx, cfg, cl, a.Key(i), deploy.RevertDecoder(), nil)
		if err != nil {
			t.Fatal(err)
		}
		return paychan.NewClient(s, addr)
	}
	sep := paychan.Domain{ChainID: d.Deploy.ChainID, Contract: addr}.Separator()
	want := new(big.Int)
	for i := range 3 {
		ch := paychan.Channel{Payer: payer.Address(), Payee: payee.Address(), Signer: payer.Address(), Salt: common.Hash{0xfe, byte(i)}}
		if err := client(7).Open(ctx, ch, big.NewInt(1e15)); err != nil {
			t.Fatal(err)
		}
		amount := big.NewInt(1e12 + int64(i)*7)
		v, err := paychan.Sign(sep, ch.ID(sep), amount, payer)
		if err != nil {
			t.Fatal(err)
		}
		if err := client(8).ClaimBatch(ctx, []paychan.Held{{ID: ch.ID(sep), Channel: ch, Voucher: v}}); err != nil {
			t.Fatal(err)
		}
		want.Add(want, paychan.FeeOn(amount, feeBps))
	}
	owed := func() *big.Int {
		v, err := bind.Call(inst, nil, pc.PackOwed(common.Address{}, treasury), pc.UnpackOwed)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	cli := func(argv ...string) string {
		srv := []string{"--api", n.APIURL(), "--api-token", n.Token()}
		var stdout, stderr strings.Builder
		if code := run(ctx, append(argv, srv...), &stdout, &stderr); code != 0 {
			t.Fatalf("%v: exit %d: %s", argv, code, stderr.String())
		}
		return stdout.String()
	}
	var f apitypes.ChannelFees
	if err := json.Unmarshal([]byte(cli("channel", "fees", "--json")), &f); err != nil {
		t.Fatal(err)
	}
	if !f.Complete || f.Treasury != treasury || len(f.Held) != 1 || f.Held[0].Amount != want.String() || f.Held[0].Channels != 3 {
		t.Fatalf("channel fees: %+v, want %s ETH held by 3 channels for %s", f, want, treasury.Hex())
	}
	owed0 := owed()
	// These fees (30 gwei) are below what collecting them costs: left unless --all.
	if out := cli("channel", "fees", "--collect"); !strings.Contains(out, "left: 0.000000030000000002 ETH in 3 channels") || !strings.Contains(out, "nothing collected") {
		t.Fatalf("channel fees --collect of dust:\n%s", out)
	}
	if got := new(big.Int).Sub(owed(), owed0); got.Sign() != 0 {
		t.Fatalf("dust collected: treasury's owed rose %s", got)
	}
	var stdout, stderr strings.Builder
	if code := run(ctx, []string{"channel", "fees", "--all", "--api", n.APIURL(), "--api-token", n.Token()}, &stdout, &stderr); code == 0 || !strings.Contains(stderr.String(), "--all goes with --collect") {
		t.Fatalf("channel fees --all alone: exit %d, %s", code, stderr.String())
	}
	if out := cli("channel", "fees", "--collect", "--all"); !strings.Contains(out, "3 channels, credited") || !strings.Contains(out, "1 transactions credited treasury") {
		t.Fatalf("channel fees --collect:\n%s", out)
	}
	if got := new(big.Int).Sub(owed(), owed0); got.Cmp(want) != 0 {
		t.Fatalf("treasury's owed rose %s, want %s", got, want)
	}
	if out := cli("channel", "fees", "--collect", "--all"); !strings.Contains(out, "nothing to collect") {
		t.Fatalf("second collect:\n%s", out)
	}
	if out := cli("channel", "fees"); !strings.Contains(out, "no fees held") {
		t.Fatalf("channel fees after the collect:\n%s", out)
	}
}
