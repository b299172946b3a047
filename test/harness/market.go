package harness

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/params"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/registry/onchain"
	"github.com/agentsite/agentsite/reputation"
)

// Market is the contracts deployed on a fresh anvil, with a requester, a worker that
// registered one agent with 200 AST, and an arbiter, each with their clients.
type Market struct {
	T        testing.TB
	Anvil    *Anvil
	RPC      *ethclient.Client
	D        *deploy.Deployment
	Treasury common.Address

	Requester, Worker, Arbiter *Party
	AgentID                    uint64
}

// Party is one funded account with its clients.
type Party struct {
	Key *identity.Key
	S   *chain.Sender
	Esc *escrow.Client
	Reg *onchain.Client
	Rep *reputation.Client
}

// Eth is n whole tokens in base units (18 decimals).
func Eth(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(params.Ether)) }

// NewMarket deploys with one-hour dispute windows and a ten-minute unbonding period.
func NewMarket(t testing.TB) *Market {
	t.Helper()
	ctx := context.Background()
	a := StartAnvilT(t)
	rpc, err := ethclient.Dial(a.URL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(rpc.Close)
	m := &Market{T: t, Anvil: a, RPC: rpc, Treasury: common.HexToAddress("0x000000000000000000000000000000000000fee5")}
	p := deploy.DefaultParams()
	p.Treasury = m.Treasury
	p.UnbondingPeriod = 600
	p.MaxReviewWindow, p.DisputeWindow, p.DisputeTimeout = 3600, 3600, 3600
	if m.D, err = deploy.Deploy(ctx, m.NewParty(a.Key(0)).S, p); err != nil {
		t.Fatal(err)
	}
	m.Requester, m.Worker, m.Arbiter = m.NewParty(a.Key(1)), m.NewParty(a.Key(2)), m.NewParty(a.Key(3))
	m.AgentID = m.RegisterAgent(m.Worker, Eth(200))
	return m
}

// RegisterAgent mints stake for p and registers an agent with it.
func (m *Market) RegisterAgent(p *Party, stake *big.Int) uint64 {
	m.T.Helper()
	ctx := context.Background()
	if err := p.Reg.Mint(ctx, p.Key.Address(), stake); err != nil {
		m.T.Fatal(err)
	}
	id, err := p.Reg.Register(ctx, "agentsite://"+p.Key.Address().Hex(), nil, stake)
	if err != nil {
		m.T.Fatal(err)
	}
	return id
}

// NewParty makes clients for k (contract clients once the deployment exists).
func (m *Market) NewParty(k *identity.Key) *Party {
	m.T.Helper()
	cfg := chain.DefaultConfig()
	cfg.PollInterval = 5 * time.Millisecond
	s, err := chain.NewSender(context.Background(), cfg, m.RPC, k, deploy.RevertDecoder(), nil)
	if err != nil {
		m.T.Fatal(err)
	}
	p := &Party{Key: k, S: s}
	if m.D != nil {
		p.Esc = escrow.New(s, m.D.Contracts[deploy.NameBountyEscrow])
		p.Reg = onchain.New(s, m.D.Contracts[deploy.NameAgentRegistry])
		p.Rep = reputation.New(s, m.D.Contracts[deploy.NameReputationRegistry])
	}
	return p
}

// Balance is a's native balance.
func (m *Market) Balance(a common.Address) *big.Int {
	m.T.Helper()
	b, err := m.RPC.BalanceAt(context.Background(), a, nil)
	if err != nil {
		m.T.Fatal(err)
	}
	return b
}

// Warp moves anvil's clock forward and mines a block.
func (m *Market) Warp(d time.Duration) {
	m.T.Helper()
	if err := m.RPC.Client().Call(nil, "evm_increaseTime", int64(d/time.Second)); err != nil {
		m.T.Fatal(err)
	}
	if err := m.RPC.Client().Call(nil, "evm_mine"); err != nil {
		m.T.Fatal(err)
	}
}

// Status reads a bounty's status.
func (m *Market) Status(id uint64) escrow.Status {
	m.T.Helper()
	b, err := m.Requester.Esc.Bounty(context.Background(), id)
	if err != nil {
		m.T.Fatal(err)
	}
	return b.Status
}

// OK fails the test on a transaction error.
func (m *Market) OK(_ *types.Receipt, err error) {
	m.T.Helper()
	if err != nil {
		m.T.Fatal(err)
	}
}
