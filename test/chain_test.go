package test

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/params"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/registry/onchain"
	"github.com/agentsite/agentsite/reputation"
	"github.com/agentsite/agentsite/test/harness"
)

// market is a deployment on anvil with a requester, a worker agent and an arbiter.
type market struct {
	t                      *testing.T
	anvil                  *harness.Anvil
	rpc                    *ethclient.Client
	d                      *deploy.Deployment
	treasury               common.Address
	requester, worker, arb *party
	agentID                uint64
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

func newMarket(t *testing.T) *market {
	t.Helper()
	ctx := context.Background()
	a := harness.StartAnvilT(t)
	rpc, err := ethclient.Dial(a.URL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(rpc.Close)
	m := &market{t: t, anvil: a, rpc: rpc, treasury: common.HexToAddress("0x000000000000000000000000000000000000fee5")}
	deployer := m.party(a.Key(0), nil)
	p := deploy.DefaultParams()
	p.Treasury = m.treasury
	p.UnbondingPeriod = 600
	p.MaxReviewWindow, p.DisputeWindow, p.DisputeTimeout = 3600, 3600, 3600
	if m.d, err = deploy.Deploy(ctx, deployer.s, p); err != nil {
		t.Fatal(err)
	}
	m.requester, m.worker, m.arb = m.party(a.Key(1), m.d), m.party(a.Key(2), m.d), m.party(a.Key(3), m.d)
	if err := m.worker.reg.Mint(ctx, m.worker.key.Address(), eth(1000)); err != nil {
		t.Fatal(err)
	}
	if m.agentID, err = m.worker.reg.Register(ctx, "ipfs://agent-card", map[string][]byte{"skills": []byte("summarize")}, eth(200)); err != nil {
		t.Fatal(err)
	}
	return m
}

func (m *market) party(k *identity.Key, d *deploy.Deployment) *party {
	m.t.Helper()
	cfg := chain.DefaultConfig()
	cfg.PollInterval = 5 * time.Millisecond
	s, err := chain.NewSender(context.Background(), cfg, m.rpc, k, deploy.RevertDecoder(), nil)
	if err != nil {
		m.t.Fatal(err)
	}
	p := &party{key: k, s: s}
	if d != nil {
		p.esc = escrow.New(s, d.Contracts[deploy.NameBountyEscrow])
		p.reg = onchain.New(s, d.Contracts[deploy.NameAgentRegistry])
		p.rep = reputation.New(s, d.Contracts[deploy.NameReputationRegistry])
	}
	return p
}

func (m *market) balance(a common.Address) *big.Int {
	b, err := m.rpc.BalanceAt(context.Background(), a, nil)
	if err != nil {
		m.t.Fatal(err)
	}
	return b
}

// warp moves anvil's clock forward and mines a block.
func (m *market) warp(d time.Duration) {
	m.t.Helper()
	if err := m.rpc.Client().Call(nil, "evm_increaseTime", int64(d/time.Second)); err != nil {
		m.t.Fatal(err)
	}
	if err := m.rpc.Client().Call(nil, "evm_mine"); err != nil {
		m.t.Fatal(err)
	}
}

func (m *market) post(reward *big.Int, arbiter common.Address) uint64 {
	m.t.Helper()
	id, _, err := m.requester.esc.Post(context.Background(), escrow.PostParams{
		Amount: reward, SpecHash: crypto.Keccak256Hash([]byte("summarize this")), Deadline: time.Now().Add(time.Hour),
		ReviewWindow: 10 * time.Minute, Arbiter: arbiter,
	})
	if err != nil {
		m.t.Fatal(err)
	}
	return id
}

func (m *market) status(id uint64) escrow.Status {
	m.t.Helper()
	b, err := m.requester.esc.Bounty(context.Background(), id)
	if err != nil {
		m.t.Fatal(err)
	}
	return b.Status
}

func TestChainBountyAccepted(t *testing.T) {
	ctx := context.Background()
	m := newMarket(t)
	workerBefore := m.balance(m.worker.key.Address())
	id := m.post(eth(1), common.Address{})
	if _, err := m.worker.esc.Claim(ctx, id, m.agentID); err != nil {
		t.Fatal(err)
	}
	// A requester cannot take the money back once work is under way.
	if _, err := m.requester.esc.Cancel(ctx, id); !errors.Is(err, chain.ErrReverted) {
		t.Fatalf("cancel after claim: %v, want a revert", err)
	}
	rcpt, err := m.worker.esc.Submit(ctx, id, crypto.Keccak256Hash([]byte("the summary")))
	if err != nil {
		t.Fatal(err)
	}
	workerGas := new(big.Int).Mul(new(big.Int).SetUint64(rcpt.GasUsed), rcpt.EffectiveGasPrice)
	if _, err := m.requester.esc.Accept(ctx, id); err != nil {
		t.Fatal(err)
	}
	if s := m.status(id); s != escrow.StatusAccepted {
		t.Fatalf("status %s, want accepted", s)
	}
	// 1% fee to the treasury (credited, pulled by the treasury), the rest to the agent.
	fee := new(big.Int).Div(eth(1), big.NewInt(100))
	owedTreasury, err := m.requester.esc.Owed(ctx, escrow.NativeToken, m.treasury)
	if err != nil {
		t.Fatal(err)
	}
	treasuryGot := new(big.Int).Add(owedTreasury, m.balance(m.treasury))
	if treasuryGot.Cmp(fee) != 0 {
		t.Fatalf("treasury got %s, want fee %s", treasuryGot, fee)
	}
	gained := new(big.Int).Sub(m.balance(m.worker.key.Address()), workerBefore)
	want := new(big.Int).Sub(eth(1), fee)
	if diff := new(big.Int).Sub(want, gained); diff.Sign() < 0 || diff.Cmp(new(big.Int).Mul(workerGas, big.NewInt(3))) > 0 {
		t.Fatalf("worker gained %s, want %s minus its gas", gained, want)
	}
	score, err := m.requester.rep.Score(ctx, m.agentID)
	if err != nil {
		t.Fatal(err)
	}
	if score.Reputation == 0 || score.Count == 0 {
		t.Fatalf("reputation after paid work: %+v", score)
	}
	if err := m.requester.rep.GiveFeedback(ctx, id, 90, "quality"); err != nil {
		t.Fatal(err)
	}
	if err := m.requester.rep.GiveFeedback(ctx, id, 90, "quality"); !errors.Is(err, chain.ErrReverted) {
		t.Fatalf("second feedback for one bounty: %v, want a revert", err)
	}
	if err := m.worker.rep.GiveFeedback(ctx, id, 100, ""); !errors.Is(err, chain.ErrReverted) {
		t.Fatalf("feedback by someone who is not the requester: %v, want a revert", err)
	}
}

func TestChainDisputeSplitAndSlash(t *testing.T) {
	ctx := context.Background()
	m := newMarket(t)
	id := m.post(eth(2), m.arb.key.Address())
	m.ok(m.worker.esc.Claim(ctx, id, m.agentID))
	m.ok(m.worker.esc.Submit(ctx, id, crypto.Keccak256Hash([]byte("poor work"))))
	m.ok(m.requester.esc.Reject(ctx, id, crypto.Keccak256Hash([]byte("incomplete"))))
	m.ok(m.worker.esc.Dispute(ctx, id, crypto.Keccak256Hash([]byte("it is complete"))))
	if _, err := m.worker.esc.Resolve(ctx, id, 5000, nil); !errors.Is(err, chain.ErrReverted) {
		t.Fatalf("ruling by a non-arbiter: %v, want a revert", err)
	}
	before, err := m.worker.reg.Agent(ctx, m.agentID)
	if err != nil {
		t.Fatal(err)
	}
	reqStakeBefore, _ := m.requester.reg.StakeBalance(ctx, m.requester.key.Address())
	m.ok(m.arb.esc.Resolve(ctx, id, 2500, eth(50)))
	if s := m.status(id); s != escrow.StatusResolved {
		t.Fatalf("status %s, want resolved", s)
	}
	after, _ := m.worker.reg.Agent(ctx, m.agentID)
	if slashed := new(big.Int).Sub(before.Stake, after.Stake); slashed.Cmp(eth(50)) != 0 {
		t.Fatalf("slashed %s, want 50 STAKE", slashed)
	}
	reqStakeAfter, _ := m.requester.reg.StakeBalance(ctx, m.requester.key.Address())
	if got := new(big.Int).Sub(reqStakeAfter, reqStakeBefore); got.Cmp(eth(50)) != 0 {
		t.Fatalf("requester received %s of slashed stake, want 50", got)
	}
}

func TestChainExpiryRefundsAndAutoAccept(t *testing.T) {
	ctx := context.Background()
	m := newMarket(t)
	// No submission by the deadline: anyone may expire it and the requester is refunded.
	idle := m.post(eth(1), common.Address{})
	m.ok(m.worker.esc.Claim(ctx, idle, m.agentID))
	if _, err := m.arb.esc.Expire(ctx, idle); !errors.Is(err, chain.ErrReverted) {
		t.Fatalf("expire before the deadline: %v, want a revert", err)
	}
	// Requester silent after a submission: auto-accept once the review window passes.
	silent := m.post(eth(1), common.Address{})
	m.ok(m.worker.esc.Claim(ctx, silent, m.agentID))
	m.ok(m.worker.esc.Submit(ctx, silent, crypto.Keccak256Hash([]byte("done"))))
	reqBefore := m.balance(m.requester.key.Address())
	m.warp(2 * time.Hour)
	m.ok(m.arb.esc.Expire(ctx, idle)) // a third party pays the gas
	if got := new(big.Int).Sub(m.balance(m.requester.key.Address()), reqBefore); got.Cmp(eth(1)) != 0 {
		t.Fatalf("refund %s, want 1 ETH", got)
	}
	m.ok(m.arb.esc.Finalize(ctx, silent))
	if s := m.status(silent); s != escrow.StatusAccepted {
		t.Fatalf("silent requester: status %s, want accepted", s)
	}
	if s := m.status(idle); s != escrow.StatusExpired {
		t.Fatalf("idle bounty: status %s, want expired", s)
	}
}

// ok fails the test on a transaction error.
func (m *market) ok(_ *types.Receipt, err error) {
	m.t.Helper()
	if err != nil {
		m.t.Fatal(err)
	}
}
