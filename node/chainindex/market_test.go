package chainindex

import (
	"context"
	"math/big"
	"path/filepath"
	"testing"
	"time"

	"github.com/dgraph-io/badger/v4"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/params"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/registry/onchain"
	"github.com/agentsite/agentsite/reputation"
	"github.com/agentsite/agentsite/test/harness"
)

// market is a deployment on anvil with parties acting through the real Go clients.
type market struct {
	t     testing.TB
	anvil *harness.Anvil
	rpc   *ethclient.Client
	d     *deploy.Deployment
}

// party is one account with its clients.
type party struct {
	key *identity.Key
	s   *chain.Sender
	esc *escrow.Client
	reg *onchain.Client
	rep *reputation.Client
}

func eth(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(params.Ether)) }

func newMarket(t testing.TB) *market {
	t.Helper()
	a := harness.StartAnvilT(t)
	rpc, err := ethclient.Dial(a.URL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(rpc.Close)
	m := &market{t: t, anvil: a, rpc: rpc}
	p := deploy.DefaultParams()
	p.Treasury = common.HexToAddress("0x000000000000000000000000000000000000fee5")
	p.UnbondingPeriod = 600
	p.MaxReviewWindow, p.DisputeWindow, p.DisputeTimeout = 3600, 3600, 3600
	if m.d, err = deploy.Deploy(context.Background(), m.sender(a.Key(0)), p); err != nil {
		t.Fatal(err)
	}
	return m
}

func (m *market) sender(k *identity.Key) *chain.Sender {
	m.t.Helper()
	cfg := chain.DefaultConfig()
	cfg.PollInterval = 2 * time.Millisecond
	s, err := chain.NewSender(context.Background(), cfg, m.rpc, k, deploy.RevertDecoder(), nil)
	if err != nil {
		m.t.Fatal(err)
	}
	return s
}

// party returns fresh clients for dev key i (fresh: a new sender re-reads its nonce, as
// needed after an evm_revert).
func (m *market) party(i int) *party {
	k := m.anvil.Key(i)
	s := m.sender(k)
	return &party{key: k, s: s,
		esc: escrow.New(s, m.d.Contracts[deploy.NameBountyEscrow]),
		reg: onchain.New(s, m.d.Contracts[deploy.NameAgentRegistry]),
		rep: reputation.New(s, m.d.Contracts[deploy.NameReputationRegistry])}
}

// register mints stake tokens and registers an agent for p.
func (m *market) register(p *party, stake int64) uint64 {
	m.t.Helper()
	ctx := context.Background()
	if err := p.reg.Mint(ctx, p.key.Address(), eth(1000)); err != nil {
		m.t.Fatal(err)
	}
	id, err := p.reg.Register(ctx, "ipfs://card-"+p.key.Address().Hex(), map[string][]byte{"skills": []byte("summarize")}, eth(stake))
	if err != nil {
		m.t.Fatal(err)
	}
	return id
}

// post posts an ETH bounty of `gwei` from p.
func (m *market) post(p *party, gwei int64, arbiter common.Address, assignee, parent uint64, deadline time.Duration) uint64 {
	m.t.Helper()
	id, _, err := p.esc.Post(context.Background(), escrow.PostParams{
		Amount: new(big.Int).Mul(big.NewInt(gwei), big.NewInt(params.GWei)), SpecHash: crypto.Keccak256Hash([]byte("spec")),
		Deadline: m.now().Add(deadline), ReviewWindow: 10 * time.Minute, Arbiter: arbiter, Assignee: assignee, ParentID: parent,
		MinStake: eth(150), MinReputation: 0,
	})
	if err != nil {
		m.t.Fatal(err)
	}
	return id
}

// now is the chain's clock (anvil's time moves with evm_increaseTime).
func (m *market) now() time.Time {
	h, err := m.rpc.HeaderByNumber(context.Background(), nil)
	if err != nil {
		m.t.Fatal(err)
	}
	return time.Unix(int64(h.Time), 0)
}

// call is a raw RPC call that must succeed.
func (m *market) call(result any, method string, args ...any) {
	m.t.Helper()
	if err := m.rpc.Client().Call(result, method, args...); err != nil {
		m.t.Fatalf("%s: %v", method, err)
	}
}

// warp moves anvil's clock forward and mines a block.
func (m *market) warp(d time.Duration) {
	m.t.Helper()
	m.call(nil, "evm_increaseTime", int64(d/time.Second))
	m.call(nil, "evm_mine")
}

// did sends a DIDRegistry call from p.
func (m *market) did(p *party, data []byte) {
	m.t.Helper()
	to := m.d.Contracts[deploy.NameDIDRegistry]
	if _, err := p.s.Send(context.Background(), chain.Tx{To: &to, Data: data}); err != nil {
		m.t.Fatal(err)
	}
}

var didABI = bindings.NewDIDRegistry()

// ok fails the test on a transaction error.
func ok(t testing.TB) func(*types.Receipt, error) {
	return func(_ *types.Receipt, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
}

// openIndex opens an index of m on db (in memory when dir is "").
func (m *market) openIndex(dir string, cfg Config) (*Index, *badger.DB) {
	m.t.Helper()
	if dir != "" {
		dir = filepath.Join(dir, "badger")
	}
	db, err := OpenDB(dir)
	if err != nil {
		m.t.Fatal(err)
	}
	ix, err := New(cfg, db, m.rpc, m.d)
	if err != nil {
		db.Close()
		m.t.Fatal(err)
	}
	m.t.Cleanup(func() { ix.Close(); db.Close() })
	return ix, db
}

func testConfig() Config {
	cfg := DefaultConfig()
	cfg.Confirmations = 0
	cfg.PollInterval = 10 * time.Millisecond
	return cfg
}

func (m *market) sync(ix *Index) uint64 {
	m.t.Helper()
	head, err := ix.Sync(context.Background())
	if err != nil {
		m.t.Fatal(err)
	}
	return head
}

func newGwei(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(params.GWei)) }
