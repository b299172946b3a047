package test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/agents"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/test/harness"
)

// Issue 5, end-to-end test 5: a worker node is stopped while its agent works on a bounty it
// claimed; a new node started on the same data directory resumes the job from its database
// (claimed → compute → deliver → submit) and the agent is paid. Nothing is lost or done twice.
func TestWorkerKilledMidTaskResumesAndIsPaid(t *testing.T) {
	r := newCrashRig(t)
	// 30 steps of 100 ms: the node is stopped in the middle of the run.
	id := r.post(30, 100)
	waitFor(t, 20*time.Second, "the worker's claim", func() bool {
		j, ok := r.worker.Market().Job(id)
		return ok && j.Stage == escrow.StageClaimed
	})
	time.Sleep(800 * time.Millisecond) // the agent is on its 8th step or so
	if err := r.worker.Close(); err != nil {
		t.Fatalf("close worker: %v", err)
	}
	// Stopped mid-task: the chain still says claimed, nothing was submitted.
	if s := r.n.status(r.req.Escrow(), id); s != escrow.StatusClaimed {
		t.Fatalf("after the stop the bounty is %s, want claimed", s)
	}
	restarted := r.restart()
	if j, ok := restarted.Market().Job(id); !ok || j.Stage != escrow.StageClaimed {
		t.Fatalf("restarted node's job record %+v (found %v), want the claimed job", j, ok)
	}
	r.checkPaidOnce(restarted, id, 30)
}

// The harder window: the node's claim transaction is mined but the node dies before it writes
// the job. The restarted node finds the claim on chain (its index) and resumes the work.
func TestWorkerKilledAfterClaimBeforeRecordResumes(t *testing.T) {
	ctx := context.Background()
	r := newCrashRig(t)
	if err := r.worker.Close(); err != nil {
		t.Fatal(err)
	}
	id := r.post(3, 50)
	// What the node would have sent just before dying: a claim from its account for its agent.
	key, _, err := identity.LoadOrCreateKeyFile(node.NodeKeyFile(r.workCfg.DataDir), nodePassphrase, identity.LightStrength)
	if err != nil {
		t.Fatal(err)
	}
	sc := chain.DefaultConfig()
	sc.PollInterval = 5 * time.Millisecond
	s, err := chain.NewSender(ctx, sc, r.n.rpc, key, deploy.RevertDecoder(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := escrow.New(s, r.n.dep.Contracts[deploy.NameBountyEscrow]).Claim(ctx, id, r.agentID); err != nil {
		t.Fatal(err)
	}
	restarted := r.restart()
	r.checkPaidOnce(restarted, id, 3)
}

// crashRig is a requester node and a worker node whose echo agent takes "slow" bounties.
type crashRig struct {
	t       *testing.T
	n       *net
	req     *node.Node
	worker  *node.Node
	workCfg node.Config
	agentID uint64
	wallet  common.Address
	before  *big.Int // the agent wallet's balance before any bounty
	reward  *big.Int
}

func newCrashRig(t *testing.T) *crashRig {
	t.Helper()
	n := newNet(t)
	r := &crashRig{t: t, n: n, reward: big.NewInt(1e16)} // 0.01 ETH
	r.req = n.start(n.config(nodeSpec{name: "requester", agents: []runtime.AgentConfig{{Name: "echo", Kind: runtime.KindBuiltin}}}))
	r.workCfg = n.config(nodeSpec{name: "worker", bootstrap: r.req.P2PAddrs(),
		agents: []runtime.AgentConfig{{Name: "echo", Kind: runtime.KindBuiltin}},
		market: []node.MarketPolicy{{Agent: "echo", Stake: escrow.NewBigString(harness.Eth(100)),
			Skills: []string{"slow"}, MinReward: escrow.NewBigString(big.NewInt(1))}}})
	r.worker = n.start(r.workCfg)
	var ok bool
	if r.agentID, ok = r.worker.AgentID("echo"); !ok {
		t.Fatal("worker's echo agent is not registered")
	}
	r.wallet, _ = r.worker.AgentAddress("echo")
	r.before = n.balance(r.wallet)
	waitMesh(t, r.req, 1)
	return r
}

// post has the requester post a "slow" bounty of steps × stepMs.
func (r *crashRig) post(steps, stepMs int) uint64 {
	r.t.Helper()
	input, _ := json.Marshal(agents.SlowInput{Steps: steps, StepMs: stepMs})
	id, err := r.req.Market().Post(context.Background(), escrow.PostRequest{Skill: "slow", Input: input, Reward: escrow.NewBigString(r.reward),
		Deadline: time.Now().Add(10 * time.Minute), ReviewWindow: 10 * time.Minute})
	if err != nil {
		r.t.Fatal(err)
	}
	return id
}

// restart starts a new node on the worker's data directory and configuration, as a new
// process would after a kill.
func (r *crashRig) restart() *node.Node {
	r.t.Helper()
	nd := r.n.start(r.workCfg)
	if got, ok := nd.AgentID("echo"); !ok || got != r.agentID {
		r.t.Fatalf("restarted node's agent id %d (%v), want %d", got, ok, r.agentID)
	}
	return nd
}

// checkPaidOnce waits for the bounty to be accepted and checks the money and the history on
// chain: paid exactly the reward minus the 1% fee, one claim, one submission, the full output.
func (r *crashRig) checkPaidOnce(worker *node.Node, id uint64, steps int) {
	t, n := r.t, r.n
	t.Helper()
	waitFor(t, 40*time.Second, "acceptance after the restart", func() bool {
		return n.status(r.req.Escrow(), id) == escrow.StatusAccepted
	})
	// The agent wallet pays no gas: it gains exactly the reward minus the fee.
	want := new(big.Int).Sub(r.reward, new(big.Int).Div(r.reward, big.NewInt(100)))
	if got := new(big.Int).Sub(n.balance(r.wallet), r.before); got.Cmp(want) != 0 {
		t.Fatalf("agent wallet received %s, want %s", got, want)
	}
	b, err := r.req.Escrow().Bounty(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	if b.AgentID != r.agentID {
		t.Fatalf("bounty taken by agent %d, want %d", b.AgentID, r.agentID)
	}
	if c := n.escrowEvents("BountyClaimed(uint256,uint256,address)", id); c != 1 {
		t.Fatalf("%d claim events, want 1", c)
	}
	if c := n.escrowEvents("BountySubmitted(uint256,uint256,bytes32,uint64)", id); c != 1 {
		t.Fatalf("%d submit events, want 1", c)
	}
	// Not even a reverted second attempt: every escrow transaction from the worker's account.
	if calls := n.escrowCalls(worker.Account()); calls["claim"] != 1 || calls["submit"] != 1 || len(calls) != 2 {
		t.Fatalf("worker sent escrow transactions %v, want one claim and one submit", calls)
	}
	// The requester judged the full run's output, not an error from the interrupted one.
	waitFor(t, 10*time.Second, "the requester's record", func() bool {
		j, ok := r.req.Market().Job(id)
		return ok && j.Stage == escrow.StageDone
	})
	j, _ := r.req.Market().Job(id)
	var res escrow.Result
	if err := json.Unmarshal(j.Result, &res); err != nil || res.Error != "" || string(res.Output) != fmt.Sprintf(`{"steps":%d}`, steps) {
		t.Fatalf("requester's result %s (%v), want output {\"steps\":%d}", j.Result, err, steps)
	}
	waitFor(t, 10*time.Second, "the worker's record", func() bool {
		j, ok := worker.Market().Job(id)
		return ok && j.Stage == escrow.StageDone && j.Outcome == escrow.StatusAccepted.String()
	})
}

// ethFilter selects an address's logs from block `from` with the given topics.
func ethFilter(addr common.Address, from uint64, topics ...common.Hash) ethereum.FilterQuery {
	q := ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(from), Addresses: []common.Address{addr}}
	for _, t := range topics {
		q.Topics = append(q.Topics, []common.Hash{t})
	}
	return q
}

// escrowCalls counts, by method name, the transactions from `from` to the escrow in every
// block since the deployment, reverted ones included.
func (n *net) escrowCalls(from common.Address) map[string]int {
	n.tb.Helper()
	ctx := context.Background()
	a, err := bindings.BountyEscrowMetaData.ParseABI()
	if err != nil {
		n.tb.Fatal(err)
	}
	head, err := n.rpc.BlockNumber(ctx)
	if err != nil {
		n.tb.Fatal(err)
	}
	esc := n.dep.Contracts[deploy.NameBountyEscrow]
	signer := types.LatestSignerForChainID(new(big.Int).SetUint64(n.dep.ChainID))
	out := map[string]int{}
	for h := n.dep.DeployBlock; h <= head; h++ {
		blk, err := n.rpc.BlockByNumber(ctx, new(big.Int).SetUint64(h))
		if err != nil {
			n.tb.Fatal(err)
		}
		for _, tx := range blk.Transactions() {
			if tx.To() == nil || *tx.To() != esc || len(tx.Data()) < 4 {
				continue
			}
			if s, err := types.Sender(signer, tx); err != nil || s != from {
				continue
			}
			if m, err := a.MethodById(tx.Data()[:4]); err == nil {
				out[m.Name]++
			}
		}
	}
	return out
}
