// Package x402test gives tests of x402 payments a dev chain with the EIP-3009 token deployed:
// go-ethereum's dev mode in process, the node's account (deployer, seller and facilitator), a
// payer holding the token and an account holding none.
package x402test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/contracts/devchain/devchaintest"
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
