package team

import (
	"context"
	"encoding/json"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/auction"
	"github.com/agentsite/agentsite/node/chainindex"
	"github.com/agentsite/agentsite/node/chat"
)

// Market posts the team's bounties and holds their jobs (decrypted results); *escrow.Market.
type Market interface {
	Post(ctx context.Context, r escrow.PostRequest) (uint64, error)
	// SpecFor is the spec a post of r publishes and its hash (the same for the same nonce).
	SpecFor(r escrow.PostRequest) ([]byte, common.Hash, error)
	// Posted is the bounty this node posted with that spec hash (0: none on chain), recorded
	// by the market if it was not.
	Posted(ctx context.Context, specHash common.Hash) (uint64, error)
	Job(id uint64) (escrow.Job, bool)
}

// Ledger is the chain as the node's index has it: a bounty's status and payouts;
// *chainindex.Index.
type Ledger interface {
	Sync(ctx context.Context) (uint64, error)
	Bounty(id uint64) (chainindex.Bounty, error)
	// Children are the sub-task bounties of a bounty (a nested team's budget is capped by what
	// its parent's reward has left).
	Children(parentID uint64) ([]chainindex.Bounty, error)
	// Subscribe delivers the indexed events; the engine moves its teams on each one about a
	// bounty instead of waiting for its tick.
	Subscribe() (<-chan chainindex.Event, func())
}

// Canceller cancels an open bounty (refunding it at once); *escrow.Client.
type Canceller interface {
	Cancel(ctx context.Context, id uint64) (*types.Receipt, error)
}

// Room is the team's AgentChat room; *chat.Service.
type Room interface {
	Join(room string) error
	Post(ctx context.Context, room string, d chat.Draft) (chat.Envelope, error)
	Subscribe(room string) (<-chan chat.Envelope, func(), error)
}

// Local runs this node's own agents. A leader does not hire its own agent by a bounty (it would
// pay itself, and a node never claims the bounties it posts): it calls the agent directly, for
// nothing.
type Local interface {
	// Hosted returns the name of the agent this node hosts with that DID (ok false: another
	// node's agent).
	Hosted(did string) (name string, ok bool)
	// Call runs skill of the hosted agent on input.
	Call(ctx context.Context, agent, skill string, input json.RawMessage) (json.RawMessage, error)
}

// Asker runs swarm auctions (the node's auction service) for the tasks a plan settles by
// auction (Task.Ask); *auction.Service.
type Asker interface {
	Ask(ctx context.Context, r auction.Request) (auction.Result, error)
}

// GasMeter tells what a transaction cost the leader's account in gas (receipt gas used ×
// effective price, in wei), and zero for a transaction another account sent (a worker's claim).
type GasMeter interface {
	Gas(ctx context.Context, tx common.Hash) (*big.Int, error)
}

// Candidate is an agent that offers a skill, as discovery ranks it.
type Candidate struct {
	AgentID    uint64  `json:"agentId"`
	DID        string  `json:"did"`
	Name       string  `json:"name,omitempty"`
	Reputation float64 `json:"reputation,omitempty"`
	Stake      string  `json:"stake,omitempty"`
}

// Finder finds the candidates for a skill, best first (reputation, stake), and the skills the
// network offers that a goal's words find (for planners).
type Finder interface {
	Candidates(ctx context.Context, skill string) ([]Candidate, error)
	Skills(ctx context.Context, goal string) ([]string, error)
}

// Planner asks an agent offering the skill "plan" (hosted or remote) for a plan; it returns
// the plan's JSON and who made it, and with an error who refused (empty: no planner found).
type Planner interface {
	Plan(ctx context.Context, r PlanRequest) (json.RawMessage, string, error)
}

// Clock is the engine's time; tests may drive it.
type Clock interface{ Now() time.Time }

type wallClock struct{}

func (wallClock) Now() time.Time { return time.Now() }

var (
	_ Market    = (*escrow.Market)(nil)
	_ Ledger    = (*chainindex.Index)(nil)
	_ Canceller = (*escrow.Client)(nil)
	_ Room      = (*chat.Service)(nil)
	_ Asker     = (*auction.Service)(nil)
)
