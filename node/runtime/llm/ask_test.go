package llm

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"testing"

	"github.com/dgraph-io/badger/v4"
	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/node/auction"
	"github.com/agentsite/agentsite/node/llmmarket/askbook"
	"github.com/agentsite/agentsite/node/nodedb"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/runtime/llm/llmtest"
)

// askMarket is a bookMarket whose auctions are won at a fixed price, but for the failAt-th
// (from 1), which finds no bid, and the crashAt-th, during which the node stops (its database
// closes before the outcome is recorded). Its asks are recorded in the node's ask book on a
// real badger, which Spent reads, as the node's Market does; the end-to-end test in test/ runs
// the node's auction service on anvil with paid calls.
type askMarket struct {
	bookMarket
	mu      sync.Mutex
	asked   []auction.Request
	price   *big.Int
	failAt  int
	crashAt int
	dir     string
	db      *badger.DB
	book    *askbook.Book
}

func newAskMarket(t *testing.T, price *big.Int) *askMarket {
	t.Helper()
	m := &askMarket{price: price, dir: t.TempDir()}
	m.restart(t)
	return m
}

// restart opens the node's database again, as a node does when it starts after a stop or a
// crash (a crash closed it already: closing it again only says so).
func (m *askMarket) restart(t *testing.T) {
	t.Helper()
	if m.db != nil {
		_ = m.db.Close()
	}
	db, err := badger.Open(nodedb.Options(m.dir))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	m.db, m.book = db, askbook.New(db)
}

func (m *askMarket) Reserve(_ context.Context, parent uint64, amount *big.Int) (func(*big.Int) error, error) {
	r, err := m.book.Reserve(parent, amount)
	if err != nil {
		return nil, err
	}
	return r.Settle, nil
}

func (m *askMarket) Spent(_ context.Context, parent uint64) (*big.Int, error) {
	return m.book.Total(parent)
}

func (m *askMarket) Ask(_ context.Context, r auction.Request) (auction.Result, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.asked = append(m.asked, r)
	res := auction.Result{Asked: 3, Bids: 2}
	if len(m.asked) == m.failAt {
		return res, fmt.Errorf("%w (asked 3 nodes)", auction.ErrNoBids)
	}
	if len(m.asked) == m.crashAt {
		if err := m.db.Close(); err != nil {
			return res, err
		}
		return res, context.Canceled
	}
	res.Output, res.Price = json.RawMessage(`{"echo":true}`), m.price
	res.Winner = auction.Bid{Agent: "did:ethr:0x7a69:0x00000000000000000000000000000000000000aa", Name: "echo"}
	return res, nil
}

func askCall(id, maxPrice string) llmtest.Call {
	return llmtest.Call{ID: id, Name: runtime.ToolAskAgents, Arguments: `{"skill":"echo","input":{"text":"hi"},"maxPrice":"` + maxPrice + `"}`}
}

// TestAskAgentsBudget: ask_agents reserves its max price in the task's ledger and keeps what
// the winner bid; an ask the budget cannot cover is refused before any auction; a failed
// auction gives its reservation back; an ERC-20 budget asks in its token.
func TestAskAgentsBudget(t *testing.T) {
	token := "0x00000000000000000000000000000000000000cc"
	s := llmtest.New(t, llmtest.Sequence(
		llmtest.Tools(askCall("a", "0.0006"), askCall("b", "0.0007"), askCall("c", "0.0005")),
		llmtest.Text("done", 1, 1)))
	m := newAskMarket(t, eth("0.0004"))
	m.failAt = 2 // the third ask is the second auction run
	a := newAgent(t, s, m, func(c *runtime.LLMConfig) { c.Tools = []string{runtime.ToolAskAgents} })
	ctx := WithBudget(context.Background(), Budget{Amount: eth("0.001"), Token: token, Parent: 1})
	out, err := a.Call(ctx, "chat", json.RawMessage(`"ask"`), nil)
	if err != nil {
		t.Fatal(err)
	}
	res := decodeResult(t, out)
	if res.Spent != "0.0004" || res.Budget != "0.001" {
		t.Fatalf("spent %s of %s, want 0.0004 of 0.001", res.Spent, res.Budget)
	}
	got := s.Requests()[1].ToolResults()
	if !strings.Contains(got["a"], `"price":"0.0004"`) || !strings.Contains(got["a"], `"left":"0.0006"`) || !strings.Contains(got["a"], `"echo":true`) {
		t.Fatalf("first ask: %s", got["a"])
	}
	if !strings.Contains(got["b"], "over the task's budget") {
		t.Fatalf("second ask (0.0004 + 0.0007 > 0.001): %s", got["b"])
	}
	if !strings.Contains(got["c"], auction.ErrNoBids.Error()) || !strings.Contains(got["c"], `"spent":"0.0004"`) {
		t.Fatalf("third ask (no bids): %s", got["c"])
	}
	if len(m.asked) != 2 {
		t.Fatalf("%d auctions run, want 2 (the one over budget is refused first)", len(m.asked))
	}
	r := m.asked[0]
	if r.Skill != "echo" || r.MaxPrice.Cmp(eth("0.0006")) != 0 || r.Token != common.HexToAddress(token) ||
		r.Deadline != DefaultAskDeadline || string(r.Input) != `{"text":"hi"}` {
		t.Fatalf("auction request %+v", r)
	}
}

// TestAskAgentsWithoutBudget: a direct call (no bounty, no budget) may ask free agents only;
// a model given ask_agents on a market without auctions is not offered it; bad arguments are
// the model's errors.
func TestAskAgentsWithoutBudget(t *testing.T) {
	s := llmtest.New(t, llmtest.Sequence(
		llmtest.Tools(askCall("paid", "0.0001"), askCall("free", "0"),
			llmtest.Call{ID: "late", Name: runtime.ToolAskAgents, Arguments: `{"skill":"echo","input":{},"maxPrice":"0","deadlineMs":600000}`},
			llmtest.Call{ID: "none", Name: runtime.ToolAskAgents, Arguments: `{"input":{},"maxPrice":"0"}`}),
		llmtest.Text("done", 1, 1)))
	m := newAskMarket(t, new(big.Int))
	a := newAgent(t, s, m, func(c *runtime.LLMConfig) { c.Tools = []string{runtime.ToolAskAgents} })
	if _, err := a.Call(context.Background(), "chat", json.RawMessage(`"ask"`), nil); err != nil {
		t.Fatal(err)
	}
	got := s.Requests()[1].ToolResults()
	if !strings.Contains(got["paid"], "no budget") || strings.Contains(got["free"], `"error"`) || !strings.Contains(got["free"], `"price":"0"`) {
		t.Fatalf("paid: %s; free: %s", got["paid"], got["free"])
	}
	if !strings.Contains(got["late"], "deadlineMs") || !strings.Contains(got["none"], "skill or a query") {
		t.Fatalf("late: %s; none: %s", got["late"], got["none"])
	}
	if len(m.asked) != 1 || m.asked[0].MaxPrice.Sign() != 0 {
		t.Fatalf("auctions %+v, want the free one only", m.asked)
	}

	plain := newAgent(t, s, &bookMarket{}, func(c *runtime.LLMConfig) { c.Tools = []string{runtime.ToolAskAgents, runtime.ToolSearchAgents} })
	if len(plain.tools) != 1 || plain.tools[0].Function.Name != runtime.ToolSearchAgents {
		t.Fatalf("tools offered without auctions: %+v", plain.tools)
	}
}
