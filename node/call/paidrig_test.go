package call

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/contracts/devchain"
	"github.com/agentsite/agentsite/contracts/devchain/devchaintest"
	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/agents"
	"github.com/agentsite/agentsite/node/runtime"
)

// paidRig is a dev chain with PaymentChannels, a serving node whose "echo" agent costs
// testPrice a call ("free" is the same agent, free) and a calling node that pays through a
// Paying client; real libp2p hosts on loopback.
type paidRig struct {
	*rig
	dc                     *devchain.Chain
	cl                     *ethclient.Client
	domain                 paychan.Domain
	payerKey               *identity.Key
	payeeKey               *identity.Key
	thirdKey               *identity.Key // claims for the payee, so the payee's balance moves by the claim only
	treasury               common.Address
	chk                    *paychan.Checker
	payeeCli               *paychan.Client
	payerCli               *paychan.Client
	payerDir               string
	paying                 *Paying
	payeeDir               string
	payerStore, payeeStore *paychan.LogStore
	// prices are the payee's (default: echo at testPrice in ETH); tokens the checker takes
	// (nil: ETH only).
	prices map[string]Price
	tokens map[common.Address]*big.Int
	clock  *testClock
	// unverified, when set, is the checker's bound on calls answered before their voucher's
	// signature is verified (paychan.WithUnverified); nil: the default.
	unverified *int
	policy     PayPolicy
	feeBps     int64
	challenge  uint64
	// payeeKeyECDSA is payeeKey's private key (a payee node in another process uses it).
	payeeKeyECDSA *ecdsa.PrivateKey
}

var testPrice = big.NewInt(1e12) // 0.000001 ETH

func newPaidRig(t testing.TB, scfg, ccfg Config) *paidRig {
	t.Helper()
	dc, cl, keys := devchaintest.Start(t, 4)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	r := &paidRig{dc: dc, cl: cl, payerKey: identity.NewKey(keys[0]), payeeKey: identity.NewKey(keys[1]),
		thirdKey: identity.NewKey(keys[2]), payeeKeyECDSA: keys[1], treasury: devchain.Addresses(keys)[3], clock: &testClock{},
		feeBps: 100, challenge: 3600, payerDir: t.TempDir(), payeeDir: t.TempDir()}
	pc := bindings.NewPaymentChannels()
	rcpt, err := r.sender(t, r.thirdKey).Send(ctx, chain.Tx{Data: append(common.FromHex(bindings.PaymentChannelsMetaData.Bin),
		pc.PackConstructor(r.treasury, uint16(r.feeBps), r.challenge)...)})
	if err != nil {
		t.Fatal(err)
	}
	r.domain = paychan.Domain{ChainID: devchain.ChainID.Uint64(), Contract: rcpt.ContractAddress}
	r.payeeCli = paychan.NewClient(r.sender(t, r.payeeKey), r.domain.Contract)
	r.payerCli = paychan.NewClient(r.sender(t, r.payerKey), r.domain.Contract)

	rt, err := runtime.New(runtime.Config{Agents: []runtime.AgentConfig{
		{Name: "echo", Kind: runtime.KindBuiltin, MaxConcurrent: 128},
		{Name: "free", Kind: runtime.KindBuiltin, Builtin: "echo", MaxConcurrent: 128},
		{Name: "tok-echo", Kind: runtime.KindBuiltin, Builtin: "echo"}, // free unless a test prices it
	}}, runtime.Options{Logger: quiet(), Builtins: agents.Factories()})
	if err != nil {
		t.Fatal(err)
	}
	if err := rt.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	r.rig = &rig{server: newHost(t), client: newHost(t), rt: rt, key: r.payerKey}
	r.startPayee(t)
	if r.srv, err = NewServer(r.server, rt, scfg, Options{Logger: quiet(), Payee: r.payee()}); err != nil {
		t.Fatal(err)
	}
	if err := r.srv.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.srv.Close() })
	if r.cli, err = NewClient(r.client, r.payerKey, ccfg, Options{Logger: quiet()}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.cli.Close() })
	if err := r.client.Connect(context.Background(), peer.AddrInfo{ID: r.server.ID(), Addrs: r.server.Addrs()}); err != nil {
		t.Fatal(err)
	}
	eth := big.NewInt(1e18)
	r.policy = PayPolicy{MaxPrice: new(big.Int).Mul(testPrice, big.NewInt(10)), MaxDeposit: eth, Budget: eth, DepositCalls: 1000, Lanes: 4}
	r.startPayer(t)
	return r
}

func (r *paidRig) sender(t testing.TB, k *identity.Key) *chain.Sender {
	t.Helper()
	cfg := chain.DefaultConfig()
	cfg.PollInterval = 5 * time.Millisecond
	s, err := chain.NewSender(context.Background(), cfg, r.cl, k, deploy.RevertDecoder(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// startPayee (re)loads the payee's checker from its directory, as a restarted node does.
func (r *paidRig) startPayee(t testing.TB) {
	t.Helper()
	if r.payeeStore != nil {
		r.payeeStore.Close()
	}
	store, err := paychan.OpenLogStore(filepath.Join(r.payeeDir, "channels.log"), false)
	if err != nil {
		t.Fatal(err)
	}
	r.payeeStore = store
	t.Cleanup(func() { store.Close() })
	var opts []paychan.CheckerOption
	if r.tokens != nil {
		opts = append(opts, paychan.WithTokens(r.tokens))
	}
	if r.unverified != nil {
		opts = append(opts, paychan.WithUnverified(*r.unverified))
	}
	if r.chk, err = paychan.NewChecker(r.domain, r.payeeKey.Address(), store, r.clock.Now, opts...); err != nil {
		t.Fatal(err)
	}
	if r.srv != nil {
		r.srv.payee = r.payee()
	}
}

func (r *paidRig) payee() *ChannelPayee {
	prices := r.prices
	if prices == nil {
		prices = map[string]Price{"echo": {Amount: testPrice}}
	}
	agents := map[string]PaidAgent{}
	for n, pr := range prices {
		agents[n] = PaidAgent{Price: pr, Payee: r.payeeKey.Address(), Checker: r.chk}
	}
	return NewChannelPayee(r.payeeCli, r.domain, agents)
}

// startPayer (re)loads the paying client from its directory, as a restarted node does.
func (r *paidRig) startPayer(t testing.TB) {
	t.Helper()
	r.newPaying(t)
	if err := r.paying.Reconcile(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// newPaying is startPayer without Reconcile: the payer's log reopened and NewPaying on it.
func (r *paidRig) newPaying(t testing.TB) {
	t.Helper()
	if r.payerStore != nil {
		r.payerStore.Close()
	}
	store, err := paychan.OpenLogStore(filepath.Join(r.payerDir, "channels.log"), false)
	if err != nil {
		t.Fatal(err)
	}
	r.payerStore = store
	t.Cleanup(func() { store.Close() })
	payer, err := paychan.NewPayer(r.domain, r.payerKey, store)
	if err != nil {
		t.Fatal(err)
	}
	if r.paying, err = NewPaying(r.cli, payer, r.payerCli, r.domain, r.payerKey.Address(), r.policy, quiet()); err != nil {
		t.Fatal(err)
	}
}

// owed is what the contract owes a in ETH (the protocol fee is credited there).
func (r *paidRig) owed(t testing.TB, a common.Address) *big.Int {
	t.Helper()
	pc := bindings.NewPaymentChannels()
	v, err := bind.Call(pc.Instance(r.cl, r.domain.Contract), nil, pc.PackOwed(common.Address{}, a), pc.UnpackOwed)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func (r *paidRig) balance(t testing.TB, a common.Address) *big.Int {
	t.Helper()
	b, err := r.cl.BalanceAt(context.Background(), a, nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
