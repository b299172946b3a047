package test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/devnet"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/runtime/llm"
	"github.com/agentsite/agentsite/node/runtime/llm/llmtest"
)

// TestE2ELLMAgentRestartAsksOnce (review rv3, finding 3): carol's llm agent, working on alice's
// bounty with a budget of 0.0003 (maxSpend), auctions an echo call that bob's paid echo wins at
// 0.0001, paid by voucher; carol's node is stopped while the model still thinks. Restarted on
// the same data, the node runs the task again, and the model's ask of at most 0.00025 is
// refused: the 0.0001 the first run paid is in the node's ask book, which Spent reads, so the
// task never pays more than its budget at auction.
func TestE2ELLMAgentRestartAsksOnce(t *testing.T) {
	th := newThinking()
	model := llmtest.New(t, func(req llmtest.ChatRequest) llmtest.Reply {
		results := req.ToolResults()
		switch {
		case len(results) == 0 && th.startRun():
			return llmtest.Tools(llmtest.Call{ID: "ask", Name: runtime.ToolAskAgents,
				Arguments: `{"skill":"echo","input":{"text":"paid once"},"maxPrice":"0.0002","deadlineMs":30000}`})
		case len(results) == 0:
			return llmtest.Tools(llmtest.Call{ID: "ask-again", Name: runtime.ToolAskAgents,
				Arguments: `{"skill":"echo","input":{"text":"paid twice"},"maxPrice":"0.00025","deadlineMs":30000}`})
		case results["ask"] != "": // think until the node is stopped
			th.think()
			return llmtest.Text("stopped", 1, 1)
		}
		return llmtest.Text("asked again", 20, 5)
	})
	th.releaseAtEnd(t)
	w := askerNet(t, model)
	alice, bob, carol := w.d.Nodes[0], w.d.Nodes[1], w.d.Nodes[2]
	asker, _ := carol.AgentID("asker")
	payee, _ := bob.AgentAddress(devnet.PaidAgent)
	w.waitPaidEcho(carol)

	parent := w.post(alice, apitypes.BountyPostParams{Skill: "research", Input: json.RawMessage(`{"prompt":"ask the network"}`),
		Reward: "0.01", Deadline: "10m", ReviewWindow: "2m", Assignee: fmt.Sprint(asker)})
	th.waitThinking(t, "its ask answered")
	sameAmount(t, "carol's payments before the stop", w.spentTo(carol, payee), eth("0.0001"))
	if err := carol.Close(); err != nil {
		t.Fatal(err)
	}
	carol = w.restart(2)
	w.waitStatus(parent, escrow.StatusAccepted, 90*time.Second)

	j := w.waitJob(alice, parent, escrow.StageDone)
	var res escrow.Result
	var out llm.Result
	if err := json.Unmarshal(j.Result, &res); err != nil || json.Unmarshal(res.Output, &out) != nil {
		t.Fatalf("parent result %s: %v", j.Result, err)
	}
	if out.Spent != "0.0001" || out.Budget != "0.0003" || string(out.Output) != `"asked again"` {
		t.Fatalf("second run's result %+v", out)
	}
	reqs := model.Requests()
	r := reqs[len(reqs)-1].ToolResults()["ask-again"]
	if th.count() != 2 || !strings.Contains(r, "over the task's budget") || !strings.Contains(r, "0.0002 left") {
		t.Fatalf("%d runs; the second run's ask_agents: %s", th.count(), r)
	}
	sameAmount(t, "carol's payments to bob's paid echo", w.spentTo(carol, payee), eth("0.0001"))
}
