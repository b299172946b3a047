package test

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/test/harness"
)

func post(m *harness.Market, reward *big.Int, arbiter common.Address) uint64 {
	m.T.Helper()
	id, _, err := m.Requester.Esc.Post(context.Background(), escrow.PostParams{
		Amount: reward, SpecHash: crypto.Keccak256Hash([]byte("summarize this")), Deadline: time.Now().Add(time.Hour),
		ReviewWindow: 10 * time.Minute, Arbiter: arbiter,
	})
	if err != nil {
		m.T.Fatal(err)
	}
	return id
}

func TestChainBountyAccepted(t *testing.T) {
	ctx := context.Background()
	m := harness.NewMarket(t)
	workerBefore := m.Balance(m.Worker.Key.Address())
	id := post(m, harness.Eth(1), common.Address{})
	if _, err := m.Worker.Esc.Claim(ctx, id, m.AgentID); err != nil {
		t.Fatal(err)
	}
	// A requester cannot take the money back once work is under way.
	if _, err := m.Requester.Esc.Cancel(ctx, id); !errors.Is(err, chain.ErrReverted) {
		t.Fatalf("cancel after claim: %v, want a revert", err)
	}
	rcpt, err := m.Worker.Esc.Submit(ctx, id, crypto.Keccak256Hash([]byte("the summary")))
	if err != nil {
		t.Fatal(err)
	}
	workerGas := new(big.Int).Mul(new(big.Int).SetUint64(rcpt.GasUsed), rcpt.EffectiveGasPrice)
	if _, err := m.Requester.Esc.Accept(ctx, id); err != nil {
		t.Fatal(err)
	}
	if s := m.Status(id); s != escrow.StatusAccepted {
		t.Fatalf("status %s, want accepted", s)
	}
	// 1% fee to the treasury (credited, pulled by the treasury), the rest to the agent.
	fee := new(big.Int).Div(harness.Eth(1), big.NewInt(100))
	owedTreasury, err := m.Requester.Esc.Owed(ctx, escrow.NativeToken, m.Treasury)
	if err != nil {
		t.Fatal(err)
	}
	treasuryGot := new(big.Int).Add(owedTreasury, m.Balance(m.Treasury))
	if treasuryGot.Cmp(fee) != 0 {
		t.Fatalf("treasury got %s, want fee %s", treasuryGot, fee)
	}
	gained := new(big.Int).Sub(m.Balance(m.Worker.Key.Address()), workerBefore)
	want := new(big.Int).Sub(harness.Eth(1), fee)
	if diff := new(big.Int).Sub(want, gained); diff.Sign() < 0 || diff.Cmp(new(big.Int).Mul(workerGas, big.NewInt(3))) > 0 {
		t.Fatalf("worker gained %s, want %s minus its gas", gained, want)
	}
	score, err := m.Requester.Rep.Score(ctx, m.AgentID)
	if err != nil {
		t.Fatal(err)
	}
	if score.Reputation == 0 || score.Count == 0 {
		t.Fatalf("reputation after paid work: %+v", score)
	}
	if err := m.Requester.Rep.GiveFeedback(ctx, id, 90, "quality"); err != nil {
		t.Fatal(err)
	}
	if err := m.Requester.Rep.GiveFeedback(ctx, id, 90, "quality"); !errors.Is(err, chain.ErrReverted) {
		t.Fatalf("second feedback for one bounty: %v, want a revert", err)
	}
	if err := m.Worker.Rep.GiveFeedback(ctx, id, 100, ""); !errors.Is(err, chain.ErrReverted) {
		t.Fatalf("feedback by someone who is not the requester: %v, want a revert", err)
	}
}

func TestChainDisputeSplitAndSlash(t *testing.T) {
	ctx := context.Background()
	m := harness.NewMarket(t)
	id := post(m, harness.Eth(2), m.Arbiter.Key.Address())
	m.OK(m.Worker.Esc.Claim(ctx, id, m.AgentID))
	m.OK(m.Worker.Esc.Submit(ctx, id, crypto.Keccak256Hash([]byte("poor work"))))
	m.OK(m.Requester.Esc.Reject(ctx, id, crypto.Keccak256Hash([]byte("incomplete"))))
	m.OK(m.Worker.Esc.Dispute(ctx, id, crypto.Keccak256Hash([]byte("it is complete"))))
	if _, err := m.Worker.Esc.Resolve(ctx, id, 5000, nil); !errors.Is(err, chain.ErrReverted) {
		t.Fatalf("ruling by a non-arbiter: %v, want a revert", err)
	}
	before, err := m.Worker.Reg.Agent(ctx, m.AgentID)
	if err != nil {
		t.Fatal(err)
	}
	reqStakeBefore, _ := m.Requester.Reg.StakeBalance(ctx, m.Requester.Key.Address())
	// The slash is bounded by the bounty's value in stake (the dev token weighs like ether).
	if _, err := m.Arbiter.Esc.Resolve(ctx, id, 2500, harness.Eth(3)); !errors.Is(err, chain.ErrReverted) {
		t.Fatalf("slash above the bounty's value: %v, want a revert", err)
	}
	m.OK(m.Arbiter.Esc.Resolve(ctx, id, 2500, harness.Eth(2)))
	if s := m.Status(id); s != escrow.StatusResolved {
		t.Fatalf("status %s, want resolved", s)
	}
	after, _ := m.Worker.Reg.Agent(ctx, m.AgentID)
	if slashed := new(big.Int).Sub(before.Stake, after.Stake); slashed.Cmp(harness.Eth(2)) != 0 {
		t.Fatalf("slashed %s, want 2 AST", slashed)
	}
	// Slashed stake goes to the treasury, never to the requester.
	reqStakeAfter, _ := m.Requester.Reg.StakeBalance(ctx, m.Requester.Key.Address())
	if got := new(big.Int).Sub(reqStakeAfter, reqStakeBefore); got.Sign() != 0 {
		t.Fatalf("requester received %s of slashed stake, want none", got)
	}
	if got, _ := m.Requester.Reg.StakeBalance(ctx, m.Treasury); got.Cmp(harness.Eth(2)) != 0 {
		t.Fatalf("treasury holds %s of slashed stake, want 2", got)
	}
}

func TestChainExpiryRefundsAndAutoAccept(t *testing.T) {
	ctx := context.Background()
	m := harness.NewMarket(t)
	// No submission by the deadline: anyone may expire it and the requester is refunded.
	idle := post(m, harness.Eth(1), common.Address{})
	m.OK(m.Worker.Esc.Claim(ctx, idle, m.AgentID))
	if _, err := m.Arbiter.Esc.Expire(ctx, idle); !errors.Is(err, chain.ErrReverted) {
		t.Fatalf("expire before the deadline: %v, want a revert", err)
	}
	// Requester silent after a submission: auto-accept once the review window passes.
	silent := post(m, harness.Eth(1), common.Address{})
	m.OK(m.Worker.Esc.Claim(ctx, silent, m.AgentID))
	m.OK(m.Worker.Esc.Submit(ctx, silent, crypto.Keccak256Hash([]byte("done"))))
	reqBefore := m.Balance(m.Requester.Key.Address())
	m.Warp(2 * time.Hour)
	m.OK(m.Arbiter.Esc.Expire(ctx, idle)) // a third party pays the gas
	if got := new(big.Int).Sub(m.Balance(m.Requester.Key.Address()), reqBefore); got.Cmp(harness.Eth(1)) != 0 {
		t.Fatalf("refund %s, want 1 ETH", got)
	}
	m.OK(m.Arbiter.Esc.Finalize(ctx, silent))
	if s := m.Status(silent); s != escrow.StatusAccepted {
		t.Fatalf("silent requester: status %s, want accepted", s)
	}
	if s := m.Status(idle); s != escrow.StatusExpired {
		t.Fatalf("idle bounty: status %s, want expired", s)
	}
}

func TestChainAgentWallet(t *testing.T) {
	ctx := context.Background()
	m := harness.NewMarket(t)
	agentKey, _ := identity.GenerateKey()
	if err := m.Worker.Reg.SetAgentWallet(ctx, m.AgentID, agentKey, time.Hour); err != nil {
		t.Fatal(err)
	}
	a, err := m.Worker.Reg.Agent(ctx, m.AgentID)
	if err != nil || a.Wallet != agentKey.Address() || a.Owner != m.Worker.Key.Address() || !a.Active {
		t.Fatalf("agent %+v (%v), want wallet %s", a, err, agentKey.Address())
	}
	// Only the owner may set it, and only with the wallet's signature.
	if err := m.Requester.Reg.SetAgentWallet(ctx, m.AgentID, agentKey, time.Hour); !errors.Is(err, chain.ErrReverted) {
		t.Fatalf("set by a stranger: %v, want a revert", err)
	}
}
