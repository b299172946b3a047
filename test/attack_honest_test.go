package test

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/hiring"
)

// The honest traffic the market attacks of issue 18 must leave working: hires by bids in both
// directions between the victim and the worker node, the victim's claims (its intents) and chat
// from the worker to the victim.

// victimSelf reads the victim's account and its summarize agent's id (node.status).
func (r *attackRig) victimSelf() error {
	var st struct {
		Node apitypes.Status `json:"node"`
	}
	if err := r.v.rpc("node.status", nil, &st); err != nil {
		return err
	}
	r.victimAccount = common.HexToAddress(st.Node.Account)
	for _, a := range st.Node.Agents {
		if a.Name == "summarize" {
			r.victimAgent = a.AgentID
		}
	}
	if r.victimAgent == 0 {
		return fmt.Errorf("the victim's summarize agent is not registered: %+v", st.Node.Agents)
	}
	return nil
}

// workerAPI is the worker node's API, reached as the victim's is.
func (r *attackRig) workerAPI() *victim {
	return &victim{victimInfo: victimInfo{API: r.worker.APIURL(), Token: r.worker.Token()}}
}

// workerHires is the worker node's hire by bids of a summarize task: its call for bids goes out
// over gossip, the victim bids, the hire goes to the victim's agent, which claims it; it
// returns how long the hire took (call to claim) once the bounty is paid.
func (r *attackRig) workerHires() (time.Duration, error) {
	ctx, cancel := context.WithTimeout(r.ctx, 90*time.Second)
	defer cancel()
	start := time.Now()
	h, err := r.worker.Hiring().HireByBids(ctx, hiring.Request{PostRequest: escrow.PostRequest{Skill: "summarize", Input: summarizeInput(),
		Reward: escrow.NewBigString(eth("0.01")), Deadline: time.Now().Add(10 * time.Minute), ReviewWindow: 10 * time.Minute},
		Window: 2 * time.Second, ClaimWait: 20 * time.Second})
	if err != nil {
		return 0, fmt.Errorf("the worker's hire by bids: %w", err)
	}
	took := time.Since(start)
	if h.Open || h.Bid.AgentID != r.victimAgent {
		return took, fmt.Errorf("the worker's hire went to agent %d (open %v), want the victim's %d", h.Bid.AgentID, h.Open, r.victimAgent)
	}
	return took, r.waitBounty(h.BountyID, escrow.StatusAccepted, 60*time.Second)
}

// victimHires is the victim's bounty.hire of an echo task: its call goes out over gossip to
// the worker node, which bids; the hire must go to the worker's agent and be paid. claimWait is
// how long a hired agent that does not claim is waited for before the next bid is hired.
func (r *attackRig) victimHires(claimWait time.Duration) (time.Duration, error) {
	start := time.Now()
	in, _ := json.Marshal(map[string]int64{"hire": time.Now().UnixNano()})
	var h hireResult
	p := apitypes.BountyHireParams{BountyPostParams: apitypes.BountyPostParams{Skill: "echo", Input: in, Reward: "0.01", Deadline: "10m",
		ReviewWindow: "10m"}, BidWindow: "2s", ClaimWait: claimWait.String()}
	if err := r.v.rpcWithin(claimWait+30*time.Second, "bounty.hire", p, &h); err != nil {
		return 0, fmt.Errorf("the victim's hire by bids: %w", err)
	}
	took := time.Since(start)
	if h.Open || h.AgentID != r.agentID {
		return took, fmt.Errorf("the victim's hire %+v, want the worker's agent %d", h, r.agentID)
	}
	return took, r.waitBounty(h.BountyID, escrow.StatusAccepted, 60*time.Second)
}

// hiresBothWays are a hire from the victim to the worker, then one from the worker to the
// victim: gossip flows both ways between the two honest nodes.
func (r *attackRig) hiresBothWays() (string, error) {
	byVictim, err := r.victimHires(10 * time.Second)
	if err != nil {
		return "", err
	}
	byWorker, err := r.workerHires()
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("honest hires: victim→worker %s, worker→victim %s", byVictim.Round(time.Millisecond), byWorker.Round(time.Millisecond)), nil
}

// workerChats posts a message into the victim's room from the worker node and waits until the
// victim has it.
func (r *attackRig) workerChats(room string) (time.Duration, error) {
	start := time.Now()
	text := fmt.Sprintf("honest %d", time.Now().UnixNano())
	if err := r.workerAPI().rpc("chat.post", map[string]string{"room": room, "content": text, "state": "discussion"}, nil); err != nil {
		return 0, err
	}
	end := time.Now().Add(30 * time.Second)
	for {
		var msgs []struct {
			Content string `json:"content"`
		}
		if err := r.v.rpc("chat.read", map[string]any{"room": room, "since": start.Add(-time.Minute).UnixMilli(), "limit": 1000}, &msgs); err != nil {
			return 0, err
		}
		for _, m := range msgs {
			if m.Content == text {
				return time.Since(start), nil
			}
		}
		if time.Now().After(end) {
			return 0, fmt.Errorf("the worker's chat message did not reach the victim in 30 s")
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// posted is a summarize bounty the worker node posts through its API, which the victim takes.
func (r *attackRig) workerPosts() (uint64, error) {
	var res struct {
		BountyID uint64 `json:"bountyId"`
	}
	err := r.workerAPI().rpc("bounty.post", apitypes.BountyPostParams{Skill: "summarize", Input: summarizeInput(), Reward: "0.01",
		Deadline: "10m", ReviewWindow: "10m"}, &res)
	if err == nil && res.BountyID == 0 {
		err = fmt.Errorf("bounty.post returned no id")
	}
	return res.BountyID, err
}

// waitTaken waits until bounty id is no longer open (claimed, or further on).
func (r *attackRig) waitTaken(id uint64, d time.Duration) (escrow.Bounty, error) {
	end := time.Now().Add(d)
	for {
		b, err := r.worker.Escrow().Bounty(r.ctx, id)
		if err == nil && b.Status != escrow.StatusOpen {
			if b.Status.Terminal() && b.Status != escrow.StatusAccepted {
				return b, fmt.Errorf("bounty %d ended %s", id, b.Status)
			}
			return b, nil
		}
		if time.Now().After(end) {
			return b, fmt.Errorf("bounty %d still open after %s (%v)", id, d, err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
