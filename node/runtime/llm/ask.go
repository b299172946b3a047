package llm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/auction"
	"github.com/agentsite/agentsite/node/runtime"
)

// Asker runs swarm auctions (the node's auction service); a Market that implements it gives
// the model ask_agents.
type Asker interface {
	Ask(ctx context.Context, r auction.Request) (auction.Result, error)
	// Reserve records durably, before a paid ask of the task working on bounty parent is
	// sent, that it may pay up to amount, so that Spent(parent) counts it when the task runs
	// again after a restart; settle records what the ask paid (zero: nothing) once its auction
	// returned. A reservation never settled counts in full (the outcome is unknown).
	Reserve(ctx context.Context, parent uint64, amount *big.Int) (settle func(paid *big.Int) error, err error)
}

// Bounds of an ask_agents call: an auction is for one call at call speed.
const (
	// DefaultAskDeadline is an ask's deadline when the model names none.
	DefaultAskDeadline = 2 * time.Second
	// MaxAskDeadline bounds the deadline the model may give (a longer job is a bounty's).
	MaxAskDeadline = time.Minute
)

var askDef = FunctionDef{Name: runtime.ToolAskAgents,
	Description: "Auction one call among the network's agents: those offering the skill (or matching the query) bid in milliseconds, " +
		"the best staked and reputable bid within maxPrice answers, and only the accepted answer is paid, from this task's budget. " +
		"Without a budget (a direct call) only free agents answer: maxPrice \"0\". Returns the answer, the winner, its price and the budget left.",
	Parameters: json.RawMessage(`{"type":"object","required":["input","maxPrice"],"properties":{` +
		`"skill":{"type":"string","description":"a skill id or tag"},` +
		`"query":{"type":"string","description":"free text, instead of a skill"},` +
		`"input":{"type":"object","description":"the call's input, sent to the winner only"},` +
		`"maxPrice":{"type":"string","description":"the most the answer may cost, in ETH (or the task's token), e.g. \"0.0001\""},` +
		`"deadlineMs":{"type":"integer","minimum":100,"maximum":60000,"description":"how long the answer may take (default 2000)"}}}`)}

// AskOutcome is what ask_agents returns to the model.
type AskOutcome struct {
	Output json.RawMessage `json:"output,omitempty"`
	// Agent (DID) and Name are the winner's; Price what it bid (the most it was paid).
	Agent string `json:"agent,omitempty"`
	Name  string `json:"name,omitempty"`
	Price string `json:"price,omitempty"`
	// Asked nodes and valid Bids.
	Asked int `json:"asked"`
	Bids  int `json:"bids"`
	// Spent and Left are the task's budget after the ask (none: a call without a budget).
	Spent string `json:"spent,omitempty"`
	Left  string `json:"left,omitempty"`
	Error string `json:"error,omitempty"`
}

// ask runs ask_agents: the max price is reserved in the task's ledger before the auction and
// what the winner bid is kept after it (the rest is given back); the check is here, in Go,
// whatever the prompt says. A call without a budget may only ask free agents. A task working
// on a bounty records the reservation and then the price through the Asker, so that its run
// after a restart starts from what its asks paid.
func (ts *toolset) ask(ctx context.Context, args json.RawMessage) (json.RawMessage, error) {
	asker, ok := ts.market.(Asker)
	if !ok {
		return nil, errors.New("auctions are not available on this node")
	}
	var a struct {
		Skill      string          `json:"skill"`
		Query      string          `json:"query"`
		Input      json.RawMessage `json:"input"`
		MaxPrice   json.RawMessage `json:"maxPrice"`
		DeadlineMs int64           `json:"deadlineMs"`
	}
	if err := strictArgs(args, &a); err != nil {
		return nil, err
	}
	if a.Skill == "" && a.Query == "" {
		return nil, errors.New("ask_agents needs a skill or a query")
	}
	maxPrice, err := escrow.ParseAmount(jsonText(a.MaxPrice))
	if err != nil || maxPrice.Sign() < 0 {
		return nil, fmt.Errorf("maxPrice %s: want an amount such as \"0.0001\" (\"0\": free agents only)", clip(string(a.MaxPrice), 64))
	}
	deadline := DefaultAskDeadline
	if a.DeadlineMs != 0 {
		deadline = time.Duration(a.DeadlineMs) * time.Millisecond
	}
	if deadline < 100*time.Millisecond || deadline > MaxAskDeadline {
		return nil, fmt.Errorf("deadlineMs %d: want 100 to %d", a.DeadlineMs, MaxAskDeadline.Milliseconds())
	}
	token := common.Address{}
	var settle func(*big.Int) error // nil: the ask is not recorded (free, or no parent bounty)
	if maxPrice.Sign() > 0 {
		if ts.ledger == nil {
			return nil, fmt.Errorf("%w: this task has no budget: only free agents may be asked (maxPrice \"0\")", ErrOverBudget)
		}
		if t := ts.ledger.budget.Token; t != "" {
			token = common.HexToAddress(t)
		}
		if err := ts.ledger.reserve(maxPrice); err != nil {
			return nil, err
		}
		if p := ts.ledger.budget.Parent; p != 0 { // a rerun of the task counts this ask (Spent)
			if settle, err = asker.Reserve(ctx, p, maxPrice); err != nil {
				ts.ledger.release(maxPrice)
				return nil, fmt.Errorf("ask: record the reservation: %w", err)
			}
		}
	}
	if len(a.Input) == 0 {
		a.Input = json.RawMessage("{}")
	}
	res, err := asker.Ask(ctx, auction.Request{Skill: a.Skill, Query: a.Query, Input: a.Input, MaxPrice: maxPrice, Token: token, Deadline: deadline})
	out := AskOutcome{Asked: res.Asked, Bids: res.Bids}
	paid := new(big.Int)
	if err == nil {
		paid.Set(res.Price)
		out.Output, out.Agent, out.Name, out.Price = res.Output, res.Winner.Agent, res.Winner.Name, escrow.FormatAmount(res.Price)
	}
	if maxPrice.Sign() > 0 {
		var serr error
		if settle != nil {
			serr = settle(paid)
		}
		if serr != nil { // the record keeps the whole reservation, and so does this run
			ts.log.Warn("llm ask: record what the ask paid", "agent", ts.agent, "parent", ts.ledger.budget.Parent, "err", serr)
		} else {
			ts.ledger.release(new(big.Int).Sub(maxPrice, paid))
		}
		spent, left := ts.ledger.totals()
		out.Spent, out.Left = escrow.FormatAmount(spent), escrow.FormatAmount(left)
	}
	if err != nil {
		if errors.Is(err, auction.ErrBadConfig) {
			return nil, fmt.Errorf("ask: %w", err)
		}
		out.Error = err.Error()
	}
	return json.Marshal(out)
}
