// Package x402test gives tests of x402 payments a dev chain with the EIP-3009 token deployed:
// go-ethereum's dev mode in process, the node's account (deployer, seller and facilitator), a
// payer holding the token and an account holding none; Channels deploys PaymentChannels and
// gives the node's voucher book over them.
package x402test

import (
	"context"
	"math/big"
	"path/filepath"
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
	"github.com/agentsite/agentsite/escrow/x402"
	"github.com/agentsite/agentsite/identity"
)

// World is a running dev chain with the AuthToken.
type World struct {
	Client *ethclient.Client
	Node   *chain.Sender  // deployed the token; the seller
	Payer  *identity.Key  // holds Minted of the token and ETH
	Poor   *identity.Key  // holds ETH only
	Token  common.Address // the AuthToken (domain "USD Coin" / "2")
}

// New starts the chain (closed by t's cleanup), deploys the AuthToken and mints minted to the
// payer.
func New(t testing.TB, minted *big.Int) *World {
	t.Helper()
	_, cl, keys := devchaintest.Start(t, 3)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	w := &World{Client: cl, Payer: identity.NewKey(keys[1]), Poor: identity.NewKey(keys[2])}
	w.Node = w.Sender(t, identity.NewKey(keys[0]))
	at := bindings.NewAuthToken()
	rcpt, err := w.Node.Send(ctx, chain.Tx{Data: append(common.FromHex(bindings.AuthTokenMetaData.Bin),
		at.PackConstructor(deploy.AuthTokenName, deploy.AuthTokenSymbol, deploy.AuthTokenVersion)...)})
	if err != nil {
		t.Fatal(err)
	}
	w.Token = rcpt.ContractAddress
	if _, err := w.Node.Send(ctx, chain.Tx{To: &w.Token, Data: at.PackMint(w.Payer.Address(), minted)}); err != nil {
		t.Fatal(err)
	}
	return w
}

// Sender is a chain sender for k, polling receipts every 5 ms.
func (w *World) Sender(t testing.TB, k *identity.Key) *chain.Sender {
	t.Helper()
	cfg := chain.DefaultConfig()
	cfg.PollInterval = 5 * time.Millisecond
	s, err := chain.NewSender(context.Background(), cfg, w.Client, k, deploy.RevertDecoder(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Balance is a's balance of the token.
func (w *World) Balance(t testing.TB, a common.Address) *big.Int {
	t.Helper()
	b, err := chain.TokenBalance(context.Background(), w.Client, w.Token, a)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Channels is PaymentChannels deployed on the world's chain with the node's voucher book: the
// node is the payee, its checker keeps vouchers in a log (not synced per voucher:
// payments.sync off, the default) in the test's temporary directory.
type Channels struct {
	Domain  paychan.Domain
	Checker *paychan.Checker
	Client  *paychan.Client // the node's
	Book    *x402.Book
}

// Channels deploys PaymentChannels (the node its treasury, no fee, a one-hour challenge
// period) and opens the node's voucher book over it.
func (w *World) Channels(t testing.TB) *Channels {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	pc := bindings.NewPaymentChannels()
	rcpt, err := w.Node.Send(ctx, chain.Tx{Data: append(common.FromHex(bindings.PaymentChannelsMetaData.Bin),
		pc.PackConstructor(w.Node.Address(), 0, 3600)...)})
	if err != nil {
		t.Fatal(err)
	}
	c := &Channels{Domain: paychan.Domain{ChainID: devchain.ChainID.Uint64(), Contract: rcpt.ContractAddress}}
	store, err := paychan.OpenLogStore(filepath.Join(t.TempDir(), "channels.log"), false)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = store.Close() })
	if c.Checker, err = paychan.NewChecker(c.Domain, w.Node.Address(), store, time.Now); err != nil {
		t.Fatal(err)
	}
	c.Client = paychan.NewClient(w.Node, c.Domain.Contract)
	if c.Book, err = x402.NewBook(c.Client, map[common.Address]*paychan.Checker{w.Node.Address(): c.Checker}); err != nil {
		t.Fatal(err)
	}
	return c
}
