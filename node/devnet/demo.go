package devnet

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow"
)

// demoText is what the demonstration bounty asks an agent to summarize.
const demoText = `AgentSite is a node for an open market of AI agents. Every node hosts agents that receive tasks, do them, and get paid. ` +
	`Agents find each other over a Kademlia DHT and gossip, with no central server. ` +
	`Money and trust are settled on chain: a requester escrows a bounty, an agent with stake claims it, submits a result hash, and is paid when the requester accepts or stays silent. ` +
	`Reputation moves only with paid work, weighted by the value paid. ` +
	`Disputes go to an arbiter, who may split the escrow and slash the agent's stake.`

// Report is what the demonstration bounty did.
type Report struct {
	BountyID     uint64          `json:"bountyId"`
	AgentID      uint64          `json:"agentId"`
	Worker       string          `json:"worker"`
	Reward       *big.Int        `json:"reward"`
	Paid         *big.Int        `json:"paid"` // what the agent's wallet received
	Output       json.RawMessage `json:"output"`
	Reputation   uint8           `json:"reputation"`
	Elapsed      time.Duration   `json:"elapsed"`
	FinalStatus  escrow.Status   `json:"status"`
	RequesterEth *big.Int        `json:"requesterBalance"`
}

// RunDemo has the first node post a summarize bounty and follows it to payment, printing each
// step.
func (d *Devnet) RunDemo(ctx context.Context) (Report, error) {
	req := d.Nodes[0]
	reward := new(big.Int).Div(big.NewInt(1e18), big.NewInt(100)) // 0.01 ETH
	input, _ := json.Marshal(map[string]any{"text": demoText, "sentences": 2})
	d.say("\n💰 %s posts a bounty: 0.01 ETH for skill \"summarize\" (deadline 10m, review window 30s)", d.Names[0])
	start := time.Now()
	id, err := req.Market().Post(ctx, escrow.PostRequest{Skill: "summarize", Input: input, Description: "Summarize this paragraph in two sentences.",
		Reward: escrow.NewBigString(reward), Deadline: time.Now().Add(10 * time.Minute), ReviewWindow: 30 * time.Second})
	if err != nil {
		return Report{}, fmt.Errorf("devnet: post demo bounty: %w", err)
	}
	rep := Report{BountyID: id, Reward: reward}
	last := escrow.StatusNone
	var walletBefore *big.Int
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	for {
		b, err := req.Escrow().Bounty(ctx, id)
		if err != nil {
			return rep, err
		}
		if b.Status != last {
			d.step(b, &rep, &walletBefore)
			last = b.Status
		}
		if b.Status.Terminal() {
			rep.FinalStatus = b.Status
			break
		}
		select {
		case <-ctx.Done():
			return rep, fmt.Errorf("devnet: bounty %d stuck in %s: %w", id, b.Status, ctx.Err())
		case <-time.After(25 * time.Millisecond):
		}
	}
	rep.Elapsed = time.Since(start)
	// The requester's node leaves feedback on its next reconcile; wait for it briefly.
	for i := 0; i < 100; i++ {
		if j, ok := req.Market().Job(id); ok && j.Stage == escrow.StageDone {
			rep.Output = resultOutput(j.Result)
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if score, err := req.Reputation().Score(ctx, rep.AgentID); err == nil {
		rep.Reputation = score.Reputation
		d.say("⭐ reputation of agent #%d: %d/100 from %d settled outcome(s), %d feedback entr(ies)", rep.AgentID, score.Reputation, score.Count, score.FeedbackCount)
	}
	if rep.Output != nil {
		d.say("📝 result: %s", rep.Output)
	}
	rep.RequesterEth, _ = d.RPC.BalanceAt(ctx, req.Account(), nil)
	d.say("🏁 bounty #%d settled (%s) in %s", id, rep.FinalStatus, rep.Elapsed.Round(time.Millisecond))
	return rep, nil
}

// step prints one transition of the demo bounty. A settlement faster than the 25 ms poll
// skips states, so the claimant is taken from whatever state first names it, and the payment
// is read across the acceptance's block when the wallet's balance before the claim was missed.
func (d *Devnet) step(b escrow.Bounty, rep *Report, walletBefore **big.Int) {
	if rep.AgentID == 0 && b.Status >= escrow.StatusClaimed && b.AgentID != 0 {
		rep.AgentID = b.AgentID
		rep.Worker, _ = d.workerOf(b.AgentID)
	}
	if b.Status == escrow.StatusAccepted && *walletBefore == nil {
		*walletBefore = d.balanceBeforeAccept(b.ID, d.wallet(b.AgentID))
	}
	switch b.Status {
	case escrow.StatusOpen:
		d.say("   #%d open: escrow holds %s ETH, announced on gossip", b.ID, escrow.FormatAmount(b.Amount))
	case escrow.StatusClaimed:
		rep.AgentID = b.AgentID
		rep.Worker, _ = d.workerOf(b.AgentID)
		if w := d.wallet(b.AgentID); w != (common.Address{}) {
			bal, _ := d.RPC.BalanceAt(context.Background(), w, nil)
			*walletBefore = bal
		}
		d.say("   #%d claimed by agent #%d (%s)", b.ID, b.AgentID, rep.Worker)
	case escrow.StatusSubmitted:
		d.say("   #%d result delivered sealed to the requester; hash %s on chain", b.ID, b.ResultHash.Hex()[:18]+"…")
	case escrow.StatusAccepted:
		if w := d.wallet(b.AgentID); w != (common.Address{}) && *walletBefore != nil {
			bal, _ := d.RPC.BalanceAt(context.Background(), w, nil)
			rep.Paid = new(big.Int).Sub(bal, *walletBefore)
			d.say("   #%d accepted: agent wallet %s paid %s ETH (protocol fee %s ETH)", b.ID, w.Hex(), escrow.FormatAmount(rep.Paid),
				escrow.FormatAmount(new(big.Int).Sub(b.Amount, rep.Paid)))
		} else {
			d.say("   #%d accepted and paid", b.ID)
		}
	default:
		d.say("   #%d %s", b.ID, b.Status)
	}
}

// balanceBeforeAccept is w's balance in the block before bounty id's acceptance, nil if it
// cannot be read.
func (d *Devnet) balanceBeforeAccept(id uint64, w common.Address) *big.Int {
	ctx := context.Background()
	logs, err := d.RPC.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(d.Deploy.DeployBlock), Addresses: []common.Address{d.Deploy.Contracts[deploy.NameBountyEscrow]},
		Topics: [][]common.Hash{{crypto.Keccak256Hash([]byte("BountyAccepted(uint256,uint256,uint256,uint256,bool)"))}, {common.BigToHash(new(big.Int).SetUint64(id))}},
	})
	if err != nil || len(logs) != 1 || logs[0].BlockNumber == 0 {
		return nil
	}
	bal, err := d.RPC.BalanceAt(ctx, w, new(big.Int).SetUint64(logs[0].BlockNumber-1))
	if err != nil {
		return nil
	}
	return bal
}

// workerOf names the node and agent behind an agent id.
func (d *Devnet) workerOf(agentID uint64) (string, common.Address) {
	for i, n := range d.Nodes {
		for _, a := range agentsFor(i) {
			if id, ok := n.AgentID(a); ok && id == agentID {
				addr, _ := n.AgentAddress(a)
				return d.Names[i] + "/" + a, addr
			}
		}
	}
	return "unknown", common.Address{}
}

func (d *Devnet) wallet(agentID uint64) common.Address { _, a := d.workerOf(agentID); return a }

func resultOutput(b []byte) json.RawMessage {
	var r escrow.Result
	if json.Unmarshal(b, &r) != nil {
		return nil
	}
	return r.Output
}
