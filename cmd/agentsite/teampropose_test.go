package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/team"
)

// proposeAPI answers team.propose and team.vote and records their params.
func proposeAPI(t *testing.T) (*httptest.Server, func() []string) {
	t.Helper()
	var mu sync.Mutex
	var got []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			ID     int64           `json:"id"`
			Method string          `json:"method"`
			Params json.RawMessage `json:"params"`
		}
		if err := json.NewDecoder(io.LimitReader(r.Body, 1<<20)).Decode(&req); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		mu.Lock()
		got = append(got, req.Method+" "+string(req.Params))
		mu.Unlock()
		_ = json.NewEncoder(w).Encode(map[string]any{"jsonrpc": "2.0", "id": req.ID, "result": apitypes.TeamPosted{Room: "team-abc", ID: "p1"}})
	}))
	t.Cleanup(srv.Close)
	return srv, func() []string { mu.Lock(); defer mu.Unlock(); return append([]string(nil), got...) }
}

// Proposals and votes from the command line: `team propose`, `team vote`, and `chat` in a
// team's room with --propose and --vote; states the node refuses are refused before anything
// is sent.
func TestTeamProposeAndVote(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	srv, got := proposeAPI(t)
	api := []string{"--api", srv.URL, "--api-token", "t"}
	for _, c := range []struct {
		argv []string
		want string
	}{
		{[]string{"team", "propose", "abc", "--state", "pause", "--after", "10m", "--reason", "wait"},
			`team.propose {"team":"abc","state":"pause","after":"10m","reason":"wait"}`},
		{[]string{"team", "propose", "team-abc", "--state", "task_assignment", "--assign-task", "t2", "--assign-agent", "did:x", "--as", "writer"},
			`team.propose {"team":"abc","state":"task_assignment","assignTask":"t2","assignAgent":"did:x","as":"writer"}`},
		{[]string{"team", "vote", "abc", "p1", "no"}, `team.vote {"team":"abc","id":"p1","yes":false}`},
		{[]string{"chat", "team-abc", "--propose", "conclusion", "--reason", "enough"}, `team.propose {"team":"abc","state":"conclusion","reason":"enough"}`},
		{[]string{"chat", "team-abc", "--vote", "p1=yes", "--as", "writer"}, `team.vote {"team":"abc","id":"p1","yes":true,"as":"writer"}`},
		{[]string{"chat", "team-abc", "--propose", "pause", "--until-message", "go on"}, `team.propose {"team":"abc","state":"pause","message":"go on"}`},
	} {
		var stdout, stderr bytes.Buffer
		if code := run(ctx, append(c.argv, api...), &stdout, &stderr); code != 0 {
			t.Fatalf("%v: exit %d: %s", c.argv, code, stderr.String())
		}
		if calls := got(); calls[len(calls)-1] != c.want {
			t.Fatalf("%v sent %s, want %s", c.argv, calls[len(calls)-1], c.want)
		}
	}
	n := len(got())
	for _, c := range []struct {
		argv []string
		msg  string
	}{
		{[]string{"chat", "devnet", "--post", "hi", "--state", "task_in_progress"}, "want one of discussion, task_assignment, execution, pause, conclusion"},
		{[]string{"chat", "devnet", "--propose", "conclusion"}, "not a team's room"},
		{[]string{"chat", "team-abc", "--vote", "p1"}, "want <proposal>=yes"},
		{[]string{"team", "vote", "abc", "p1", "maybe"}, "want yes or no"},
	} {
		var stdout, stderr bytes.Buffer
		if code := run(ctx, append(c.argv, api...), &stdout, &stderr); code == 0 || !strings.Contains(stderr.String(), c.msg) {
			t.Errorf("%v: exit %d, stderr %q, want %q", c.argv, code, stderr.String(), c.msg)
		}
	}
	if len(got()) != n {
		t.Fatalf("refused commands sent %v", got()[n:])
	}
}

// team show prints what the engine adds: a direct call, gas, tokens, the hold and proposals.
func TestPrintTeamConversation(t *testing.T) {
	zero := escrow.NewBigString(new(big.Int))
	tm := &team.Team{ID: "abc", State: "pause", Budget: zero,
		Tasks:     []team.TaskState{{Task: team.Task{ID: "t1", Skill: "echo", Share: "0.01"}, Status: team.TaskDone, Attempts: []team.Attempt{{AgentID: 1, Local: true, Reward: zero}}}},
		Pause:     &team.Trigger{Task: "t1"},
		Proposals: []team.Proposal{{ID: "p1", By: "did:x", State: "pause", Decided: true, Accepted: true}, {ID: "p2", By: "did:y", State: "conclusion", Voting: true, Votes: map[string]bool{"did:y": true}}}}
	acc := team.Accounts{Budget: zero, Paid: zero, Fees: zero, Refunded: zero, PendingRefund: zero, Escrowed: zero, Unspent: zero,
		Gas: escrow.NewBigString(big.NewInt(1e12)), Tokens: team.Usage{PromptTokens: 3, CompletionTokens: 2, TotalTokens: 5}, Direct: 1}
	var out bytes.Buffer
	printTeam(&out, apitypes.TeamView{Team: tm, Accounts: acc})
	for _, want := range []string{"direct", "0 (own agent)", "gas of the leader's transactions: 0.000001 ETH", "tokens: 3 prompt + 2 completion = 5",
		"1 tasks done by this node's own agents", "held (pause) until task t1 ends", "proposal p1 by did:x: pause — accepted", "proposal p2 by did:y: conclusion — voting (1 votes)"} {
		if !strings.Contains(out.String(), want) {
			t.Fatalf("team show lacks %q:\n%s", want, out.String())
		}
	}
}
