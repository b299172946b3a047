package llm

import (
	"context"
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/runtime/llm/llmtest"
)

// Review rv3, finding 3 (closed): a task run again after a restart (escrow's worker runs a
// claimed bounty's agent again when the node stopped during the run) started from Market.Spent,
// which counted the children it posted on chain but not what its asks paid by voucher: each
// run could ask for the whole budget again. The asks are now recorded per parent bounty in the
// node's badger (askbook) before the auction is sent, and Spent adds them.
func TestRerunTaskCountsItsAsks(t *testing.T) {
	m := newAskMarket(t, eth("0.0009"))
	budget := Budget{Amount: eth("0.001"), Parent: 1}
	paid := new(big.Int)
	var last *llmtest.Server
	for run := range 2 { // the run, then the run again after a restart
		if run > 0 {
			m.restart(t)
		}
		last = llmtest.New(t, llmtest.Sequence(llmtest.Tools(askCall("a", "0.0009")), llmtest.Text("done", 1, 1)))
		a := newAgent(t, last, m, func(c *runtime.LLMConfig) { c.Tools = []string{runtime.ToolAskAgents} })
		before := len(m.asked)
		if _, err := a.Call(WithBudget(context.Background(), budget), "chat", json.RawMessage(`"ask"`), nil); err != nil {
			t.Fatalf("run %d: %v", run, err)
		}
		if len(m.asked) > before {
			paid.Add(paid, m.price)
		}
	}
	if paid.Cmp(budget.Amount) > 0 {
		t.Fatalf("a task and its rerun paid %s at auction, budget %s", paid, budget.Amount)
	}
	if got := last.Requests()[1].ToolResults()["a"]; !strings.Contains(got, "over the task's budget") || !strings.Contains(got, "0.0001 left") {
		t.Fatalf("the rerun's ask: %s", got)
	}
}

// TestRerunAfterCrashCountsReservation: the node stops during an ask, after its reservation was
// recorded and before the outcome was (the database is gone when the auction returns): the
// rerun's budget is reduced by the whole max price, the safe side of an unknown outcome.
func TestRerunAfterCrashCountsReservation(t *testing.T) {
	m := newAskMarket(t, eth("0.0002"))
	m.crashAt = 1
	budget := Budget{Amount: eth("0.001"), Parent: 7}
	crashed := llmtest.New(t, llmtest.Sequence(llmtest.Tools(askCall("a", "0.0006")), llmtest.Text("stopped", 1, 1)))
	a := newAgent(t, crashed, m, func(c *runtime.LLMConfig) { c.Tools = []string{runtime.ToolAskAgents} })
	out, err := a.Call(WithBudget(context.Background(), budget), "chat", json.RawMessage(`"ask"`), nil)
	if err != nil {
		t.Fatal(err)
	}
	if res := decodeResult(t, out); res.Spent != "0.0006" {
		t.Fatalf("the crashed run spent %s, want its unrecorded reservation 0.0006 kept", res.Spent)
	}

	m.restart(t)
	rerun := llmtest.New(t, llmtest.Sequence(llmtest.Tools(askCall("over", "0.0005"), askCall("within", "0.0004")), llmtest.Text("done", 1, 1)))
	a = newAgent(t, rerun, m, func(c *runtime.LLMConfig) { c.Tools = []string{runtime.ToolAskAgents} })
	out, err = a.Call(WithBudget(context.Background(), budget), "chat", json.RawMessage(`"ask"`), nil)
	if err != nil {
		t.Fatal(err)
	}
	got := rerun.Requests()[1].ToolResults()
	if !strings.Contains(got["over"], "over the task's budget") || !strings.Contains(got["over"], "0.0004 left") {
		t.Fatalf("rerun, ask over what the reservation left: %s", got["over"])
	}
	if !strings.Contains(got["within"], `"price":"0.0002"`) || !strings.Contains(got["within"], `"left":"0.0002"`) {
		t.Fatalf("rerun, ask within it: %s", got["within"])
	}
	if res := decodeResult(t, out); res.Spent != "0.0008" || len(m.asked) != 2 {
		t.Fatalf("rerun spent %s in %d auctions, want 0.0008 (0.0006 reserved + 0.0002 paid) in 2", res.Spent, len(m.asked))
	}
	if total, err := m.Spent(context.Background(), 7); err != nil || total.Cmp(eth("0.0008")) != 0 {
		t.Fatalf("recorded for bounty 7: %v %v, want 0.0008", total, err)
	}
}
