package test

import (
	"math/big"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/apitypes"
)

// TestE2EWorkerRestartResumes: the worker's node is stopped while its agent runs a claimed
// bounty; nothing half-done is recorded or sent. Started again from its data directory, it
// resumes the job from the persisted stage, submits, and its agent is paid.
func TestE2EWorkerRestartResumes(t *testing.T) {
	w := startNet(t, 2, slowAgent)
	alice, bob := w.d.Nodes[0], w.d.Nodes[1]
	slowID, _ := bob.AgentID("slowpoke")
	reward := eth("0.3")
	id := w.post(alice, apitypes.BountyPostParams{Skill: "slow-task", Input: []byte(`{}`), Reward: "0.3", Deadline: "5m", ReviewWindow: "1m"})
	w.waitStatus(id, escrow.StatusClaimed, 30*time.Second)
	w.waitFor("the worker's job on record", 5*time.Second, func() (bool, error) {
		j, ok := bob.Market().Job(id)
		return ok && j.Stage == escrow.StageClaimed, nil
	})
	if err := bob.Close(); err != nil { // the agent takes 2 s: it is mid-run
		t.Logf("closing the worker: %v", err)
	}
	if j, _ := bob.Market().Job(id); j.Stage != escrow.StageClaimed || j.Result != nil {
		t.Fatalf("worker stopped mid-run recorded stage %s with result %s, want claimed and nothing", j.Stage, j.Result)
	}
	if s := w.bounty(id).Status; s != escrow.StatusClaimed {
		t.Fatalf("bounty %s after the worker stopped mid-run, want claimed", s)
	}
	wallet := w.agent(slowID).Wallet
	walletBefore := w.balance(wallet)

	bob2 := w.restart(1)
	if got, _ := bob2.AgentID("slowpoke"); got != slowID {
		t.Fatalf("restarted worker knows slowpoke as agent %d, want %d (registered twice?)", got, slowID)
	}
	b := w.waitStatus(id, escrow.StatusAccepted, 40*time.Second)
	if b.AgentID != slowID {
		t.Fatalf("paid agent %d, want %d", b.AgentID, slowID)
	}
	sameAmount(t, "agent wallet gain", new(big.Int).Sub(w.balance(wallet), walletBefore), new(big.Int).Sub(reward, w.fee(reward)))
	if j := w.waitJob(bob2, id, escrow.StageDone); j.Outcome != "accepted" || !j.Delivered {
		t.Fatalf("restarted worker's job: outcome %q delivered %v", j.Outcome, j.Delivered)
	}
	if j := w.waitJob(alice, id, escrow.StageDone); j.Verdict != "accepted" {
		t.Fatalf("requester verdict %q (%s)", j.Verdict, j.Err)
	}
}
