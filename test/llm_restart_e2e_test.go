package test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/runtime/llm"
	"github.com/agentsite/agentsite/node/runtime/llm/llmtest"
)

// TestE2ELLMAgentRestartSpendsOnce: bob's llm agent, working on alice's bounty of 0.05 ETH,
// hires carol's gofmt with a child of 0.03; bob's node is stopped while the model still
// thinks. Restarted on the same data, the node runs the task again, and the model, asking for
// the same child again, is refused: the 0.03 already on chain under the parent counts, so the
// task never escrows more than its 0.05.
func TestE2ELLMAgentRestartSpendsOnce(t *testing.T) {
	th := newThinking()
	model := llmtest.New(t, func(req llmtest.ChatRequest) llmtest.Reply {
		results := req.ToolResults()
		switch {
		case len(results) == 0:
			th.startRun()
			return llmtest.Tools(llmtest.Call{ID: "find", Name: runtime.ToolSearchAgents, Arguments: `{"skill":"gofmt"}`})
		case results["hire"] == "":
			var found struct{ Agents []llm.AgentHit }
			if err := json.Unmarshal([]byte(results["find"]), &found); err != nil || len(found.Agents) == 0 {
				t.Errorf("search_agents gave %s (%v)", results["find"], err)
				return llmtest.Text("nobody found", 1, 1)
			}
			return llmtest.Tools(llmtest.Call{ID: "hire", Name: runtime.ToolPostBounty,
				Arguments: fmt.Sprintf(`{"skill":"gofmt","input":{"source":"package a"},"reward":"0.03","assignee":%q}`, found.Agents[0].DID)})
		}
		if th.firstRun() { // think until the node is stopped
			th.think()
		}
		return llmtest.Text("hired a formatter", 20, 5)
	})
	th.releaseAtEnd(t)
	w, thinker, _ := thinkerNet(t, model)
	alice := w.d.Nodes[0]
	parent := w.post(alice, apitypes.BountyPostParams{Skill: "research", Input: json.RawMessage(`{"prompt":"format my Go program"}`),
		Reward: "0.05", Deadline: "10m", ReviewWindow: "2m", Assignee: fmt.Sprint(thinker)})
	th.waitThinking(t, "its child posted")
	if err := w.d.Nodes[1].Close(); err != nil {
		t.Fatal(err)
	}
	if b := w.bounty(parent); b.Status != escrow.StatusClaimed {
		t.Fatalf("after the stop the parent is %s, want claimed", b.Status)
	}
	w.restart(1)
	w.waitStatus(parent, escrow.StatusAccepted, 90*time.Second)

	j := w.waitJob(alice, parent, escrow.StageDone)
	var res escrow.Result
	var out llm.Result
	if err := json.Unmarshal(j.Result, &res); err != nil || json.Unmarshal(res.Output, &out) != nil {
		t.Fatalf("parent result %s: %v", j.Result, err)
	}
	if out.Spent != "0.03" || out.Budget != "0.05" || string(out.Output) != `"hired a formatter"` {
		t.Fatalf("second run's result %+v", out)
	}
	if v := w.show(alice, parent); len(v.Children) != 1 || v.Children[0].Amount.Cmp(eth("0.03")) != 0 {
		t.Fatalf("parent has %d children, want the one of 0.03 posted before the stop", len(v.Children))
	}
	reqs := model.Requests()
	if r := reqs[len(reqs)-1].ToolResults()["hire"]; th.count() != 2 || !strings.Contains(r, "over the task's budget") {
		t.Fatalf("%d runs; the second run's post_bounty: %s", th.count(), r)
	}
}
