package teamstate

import (
	"bytes"
	"encoding/json"
	"math/big"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/bounty"
	"github.com/agentsite/agentsite/node/chat/ioa"
)

// wireValues are a team, its accounts, a plan and a proposal body with every field set: what
// team.show, team.start and the room carry.
func wireValues() map[string]any {
	at := time.Date(2026, 11, 27, 21, 0, 0, 0, time.UTC)
	wei := func(v int64) *bounty.BigString { return bounty.NewBigString(big.NewInt(v)) }
	usage := &Usage{PromptTokens: 10, CompletionTokens: 20, TotalTokens: 30}
	plan := Plan{
		Goal: "write and check a summary",
		Tasks: []Task{
			{ID: "t1", Skill: "summarize", Description: "sum it up", Input: json.RawMessage(`{"text":"hello"}`), Share: "0.01 ETH"},
			{ID: "t2", Skill: "check", Input: json.RawMessage(`{"$from":"t1"}`), Deps: []string{"t1"}, Mode: ModeSync, Share: "10000 wei"},
			{ID: "t3", Skill: "notify", Mode: ModeAsync, Share: "1 wei", Ask: &AskTerms{MaxPrice: "1 wei", DeadlineMs: 2000}},
		},
		Final: "t2",
		Usage: usage,
	}
	trigger := &Trigger{At: at.Add(time.Hour), Task: "t1", Message: "go on", Resume: ioa.StateExecution}
	assign := &Assignment{Task: "t2", Agent: "did:ethr:0x7a69:0x0000000000000000000000000000000000000002"}
	team := Team{
		ID: "abc", Goal: plan.Goal, Budget: wei(1e16), ParentID: 7, Nesting: 1, Room: "team-abc",
		Owner: "did:ethr:0x7a69:0x0000000000000000000000000000000000000001", State: ioa.StatePause,
		Plan: plan, Planner: "file",
		Tasks: []TaskState{
			{Task: plan.Tasks[0], Status: TaskDone, Output: json.RawMessage(`{"summary":"hi"}`), Started: at, Finished: at.Add(time.Minute), Usage: usage,
				Attempts: []Attempt{
					{AgentID: 3, AgentDID: "did:ethr:0x7a69:0x0000000000000000000000000000000000000003", Tag: "t1#1", Nonce: "n1",
						SpecHash: common.HexToHash("0x01"), BountyID: 11, Reward: wei(1e15), Posted: at, Status: "cancelled", Replaced: true, Err: "no claim"},
					{AgentID: 4, Tag: "t1#2", BountyID: 12, Reward: wei(1e15), Posted: at, Status: "accepted"},
				}},
			{Task: plan.Tasks[1], Status: TaskFailed, Err: "rejected", Prefer: assign.Agent,
				Attempts: []Attempt{{Tag: "t2#1", Reward: wei(0), Posted: at, Status: "done", Local: true, Err: "bad"}}},
			{Task: plan.Tasks[2], Status: TaskSkipped,
				Attempts: []Attempt{{Tag: "t3#1", Reward: wei(0), Posted: at, Status: "failed", Auction: true, Err: "no bids"}}},
		},
		Deadline: at.Add(24 * time.Hour), Created: at, Concluded: at.Add(2 * time.Hour),
		Answer: json.RawMessage(`{"t2":"ok"}`), Reason: "done",
		Proposals: []Proposal{
			{ID: "p1", By: assign.Agent, State: ioa.StateTaskAssignment, Assign: assign, Reason: "faster", Voting: true, Votes: map[string]bool{assign.Agent: true, "did:x": false}},
			{ID: "p2", By: "did:x", Plan: &plan, Decided: true, Accepted: true},
			{ID: "p3", By: "did:x", State: ioa.StatePause, Trigger: trigger},
		},
		Limits:       Limits{ClaimTimeout: time.Minute, TaskTimeout: time.Hour, MaxAttempts: 3},
		Leader:       "did:leader",
		Pause:        trigger,
		PlannerUsage: usage,
	}
	accounts := Accounts{Budget: wei(1e16), Paid: wei(9e14), Fees: wei(1e14), Refunded: wei(1e15), PendingRefund: wei(2),
		Escrowed: wei(3), Unspent: wei(4), Balanced: true, Gas: wei(5), Tokens: *usage, Direct: 1,
		Calls: wei(6), Auctions: 1}
	body := ProposalBody{ID: "p4", State: ioa.StatePause, Plan: &plan, Trigger: trigger, Assign: assign, Reason: "wait", Yes: true}
	return map[string]any{"team": team, "accounts": accounts, "plan": plan, "proposal": body, "empty": Team{}}
}

// TestWireJSON: the JSON of a team, its accounts, a plan and a proposal body is the recorded
// one, byte for byte (testdata/wire.json), whichever package the types live in.
func TestWireJSON(t *testing.T) {
	got, err := json.MarshalIndent(wireValues(), "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	golden := filepath.Join("testdata", "wire.json")
	if os.Getenv("UPDATE_GOLDEN") != "" {
		if err := os.WriteFile(golden, append(got, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(append(got, '\n'), want) {
		t.Fatalf("the wire JSON changed:\n%s\nwant:\n%s", got, want)
	}
	var back Team
	if err := json.Unmarshal(want, &struct {
		Team *Team `json:"team"`
	}{&back}); err != nil || back.Tasks[0].Attempts[0].SpecHash != common.HexToHash("0x01") {
		t.Fatalf("decode the recorded team: %v", err)
	}
}
