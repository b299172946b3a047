package llm

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/agentsite/agentsite/escrow"
)

// Market is the marketplace as the model's tools reach it. The node implements it with its
// discovery, call client and bounty market; the agent decides what may be spent (Budget), the
// Market only carries out.
type Market interface {
	// SearchAgents finds agents on the network.
	SearchAgents(ctx context.Context, q Search) ([]AgentHit, error)
	// CallAgent calls skill of the agent with this DID, wherever it is hosted.
	CallAgent(ctx context.Context, did, skill string, input json.RawMessage) (json.RawMessage, error)
	// PostBounty funds and announces a bounty and returns its id. An error wrapping
	// ErrNotPosted says nothing reached the chain.
	PostBounty(ctx context.Context, b BountyRequest) (uint64, error)
	// Spent is what this node has escrowed on children of bounty parent, in parent's token,
	// and, when the Market is an Asker, what the task's asks paid or reserved (a task run
	// again after a restart counts what it posted and asked before).
	Spent(ctx context.Context, parent uint64) (*big.Int, error)
}

// Search is a search_agents query.
type Search struct {
	Query string `json:"query,omitempty"`
	Skill string `json:"skill,omitempty"`
	Limit int    `json:"limit,omitempty"`
}

// AgentHit is one agent found, as the model sees it.
type AgentHit struct {
	DID         string   `json:"did"`
	Name        string   `json:"name"`
	Description string   `json:"description,omitempty"`
	Skills      []string `json:"skills,omitempty"`
	Stake       string   `json:"stake,omitempty"`
	Reputation  float64  `json:"reputation,omitempty"`
}

// BountyRequest is a bounty the model asked for, checked against the budget.
type BountyRequest struct {
	Skill       string
	Input       json.RawMessage
	Description string
	// Reward is in base units of Token.
	Reward *big.Int
	// Token is the ERC-20 of the reward, "" for ETH (the parent's token).
	Token string
	// Assignee is an agent id or DID for a direct hire; empty for an open bounty.
	Assignee string
	// ParentID links the bounty under the task's own bounty (0: none).
	ParentID uint64
	// Deadline is when results are due.
	Deadline time.Time
}

// Budget is what one task may spend on the bounties its model posts.
type Budget struct {
	// Amount is the most the task may escrow, in base units of Token.
	Amount *big.Int
	// Token is the ERC-20 address of the amount, "" for ETH.
	Token string
	// Parent is the bounty the task works on (its children are posted under it); 0 posts
	// bounties of their own.
	Parent uint64
	// Until is the latest deadline a child may have (the parent's claim deadline); zero: none.
	Until time.Time
}

type budgetKey struct{}

// WithBudget returns ctx carrying the budget of the task it runs: the node sets it when its
// market runs an agent for a bounty it claimed. A Budget without an Amount carries none.
func WithBudget(ctx context.Context, b Budget) context.Context {
	return context.WithValue(ctx, budgetKey{}, b)
}

// BudgetFrom returns the budget WithBudget put in ctx.
func BudgetFrom(ctx context.Context) (Budget, bool) {
	b, ok := ctx.Value(budgetKey{}).(Budget)
	return b, ok && b.Amount != nil
}

// ledger holds one task's budget and what its tools have spent, so no sequence of tool calls
// escrows more than the budget.
type ledger struct {
	mu     sync.Mutex
	budget Budget
	spent  *big.Int
	// bounties and teams are what the task started, which its status tools may read.
	bounties []uint64
	teams    []string
}

func newLedger(b Budget, spent *big.Int) *ledger {
	if spent == nil {
		spent = new(big.Int)
	}
	return &ledger{budget: b, spent: new(big.Int).Set(spent)}
}

// reserve takes amount from what is left, or refuses with ErrOverBudget.
func (l *ledger) reserve(amount *big.Int) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	after := new(big.Int).Add(l.spent, amount)
	if after.Cmp(l.budget.Amount) > 0 {
		return fmt.Errorf("%w: %s more would make %s of the %s this task may spend (%s left)", ErrOverBudget,
			escrow.FormatAmount(amount), escrow.FormatAmount(after), escrow.FormatAmount(l.budget.Amount), escrow.FormatAmount(l.leftLocked()))
	}
	l.spent = after
	return nil
}

// release gives back a reservation whose bounty was not posted.
func (l *ledger) release(amount *big.Int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.spent.Sub(l.spent, amount)
}

// Spent and left, for the result and the model.
func (l *ledger) totals() (spent, left *big.Int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return new(big.Int).Set(l.spent), l.leftLocked()
}

func (l *ledger) leftLocked() *big.Int {
	left := new(big.Int).Sub(l.budget.Amount, l.spent)
	if left.Sign() < 0 {
		left.SetInt64(0)
	}
	return left
}
