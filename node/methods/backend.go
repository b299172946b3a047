package methods

import (
	"context"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/chainindex"
	"github.com/agentsite/agentsite/node/hiring"
	"github.com/agentsite/agentsite/node/team"
	"github.com/agentsite/agentsite/registry/onchain"
	"github.com/agentsite/agentsite/reputation"
)

// Backend is what the methods need of the node, one part per area. Index, Registry,
// Reputation and Teams are the node's parts as they are; Market, Bids, Agents, Wallet and Node
// are the node's adapters.
type Backend struct {
	Index      Index      // *chainindex.Index
	Registry   Registry   // *onchain.Client
	Reputation Reputation // *reputation.Client
	Teams      Teams      // *team.Engine
	Market     Market
	Bids       Bids
	Agents     Agents
	Wallet     Wallet
	Node       Node
	// Canonical mints hosted agents on the chain's canonical ERC-8004 registry; nil when the
	// chain has none (the config names none).
	Canonical Canonical
	Asker     Asker // swarm auctions (agent.ask); nil when not running
	// Channels are the payment channels; nil when the node runs without payments.
	Channels Channels
	// Now is the clock deadlines are read against; nil is time.Now.
	Now func() time.Time
}

// Canonical is the chain's canonical ERC-8004 registry for the node's agents.
type Canonical interface {
	// Register mints agent agentID (registered on our registry) there with the same agent
	// URI and links it; it does only what is missing, so it retries a failed attempt.
	Register(ctx context.Context, agentID uint64) (canonicalID uint64, err error)
}

// Index is the chain index: bounties as the chain has them.
type Index interface {
	// Sync reads the chain up to its head, so that an answer has what the chain has now.
	Sync(ctx context.Context) (uint64, error)
	Head() (chainindex.Head, error)
	Bounty(id uint64) (chainindex.Bounty, error)
	Bounties(f chainindex.Filter) ([]chainindex.Bounty, error)
	Children(parentID uint64) ([]chainindex.Bounty, error)
}

// Registry is the agent registry for the node's account.
type Registry interface {
	Agent(ctx context.Context, agentID uint64) (onchain.Agent, error)
	MinStake(ctx context.Context) (*big.Int, error)
	IncreaseStake(ctx context.Context, agentID uint64, amount *big.Int) error
	RequestUnstake(ctx context.Context, agentID uint64, amount *big.Int) error
	WithdrawStake(ctx context.Context, agentID uint64) error
}

// Reputation reads agents' reputation.
type Reputation interface {
	Score(ctx context.Context, agentID uint64) (reputation.Score, error)
}

// Teams is the team engine: the teams this node leads.
type Teams interface {
	Begin(ctx context.Context, r team.StartRequest) (*team.Team, error)
	Show(id string) (*team.Team, error)
	List() ([]*team.Team, error)
	Accounts(t *team.Team) team.Accounts
	// Post posts a proposal, vote call or vote (typ) in team teamID's room, signed by the node
	// or by its hosted agent as; it returns the room.
	Post(ctx context.Context, as, teamID, typ string, body team.ProposalBody) (string, error)
}

// Market is the bounty market as this node's account acts in it, and this node's part in the
// bounties it knows.
type Market interface {
	// Job is this node's job on bounty id; Refusal why its agents did not claim it or dispute
	// its rejection; Skill the bounty's skill as its requester announced it ("" if unheard).
	Job(id uint64) (escrow.Job, bool)
	Refusal(id uint64) (escrow.Refusal, bool)
	Skill(id uint64, requester common.Address) string
	// Exposure is what claiming b puts at stake, and whether this node accepts its arbiter.
	Exposure(ctx context.Context, b escrow.Bounty) (*apitypes.ExposureView, error)
	// ResolveAgent turns "7" or an agent's DID into its on-chain id.
	ResolveAgent(ctx context.Context, s string) (uint64, error)
	// Arbiter reads an arbiter (an address or a DID) this node may name on a bounty it posts.
	Arbiter(s string) (common.Address, error)
	Post(ctx context.Context, r escrow.PostRequest) (uint64, error)
	// Decide gives a person's verdict on a result (escrow.ErrNotReviewable without a market).
	Decide(ctx context.Context, id uint64, accept bool, reason string) error
	Cancel(ctx context.Context, id uint64) (common.Hash, error)
	Dispute(ctx context.Context, id uint64, reasonHash common.Hash) (common.Hash, error)
}

// Bids are this node's calls for bids: hired at once (HireByBids) or chosen by a person.
type Bids interface {
	HireByBids(ctx context.Context, r hiring.Request) (escrow.Hired, error)
	CallForBids(ctx context.Context, r hiring.Request) (escrow.CallForBids, error)
	CallBids(ctx context.Context, id common.Hash) ([]escrow.Bidder, error)
	OpenCall(id common.Hash) (*escrow.OpenCall, error)
	Choose(ctx context.Context, id common.Hash, agentID uint64) (escrow.Hired, error)
	Negotiate(ctx context.Context, id common.Hash, agentID uint64, price *escrow.BigString, deadline time.Time,
		review time.Duration) (escrow.Terms, bool, error)
}

// Agents are the agents this node hosts, as the registry knows them.
type Agents interface {
	// Hosted finds a hosted agent by name or DID (ErrUnknownAgent) and its on-chain id, if
	// registered.
	Hosted(nameOrDID string) (name string, id uint64, registered bool, err error)
	// Register registers a hosted agent on chain with stake and lets it take bounties.
	Register(ctx context.Context, name string, stake *big.Int) (uint64, error)
	// FundsShort says what the node account lacks to register agents with stake in total.
	FundsShort(ctx context.Context, stake *big.Int, agents int) (string, error)
	// StakeSymbol is the stake token's symbol.
	StakeSymbol(ctx context.Context) (string, error)
	// DIDs are the node's DID ("node") and each hosted agent's, by name.
	DIDs() map[string]string
	// ChainID is the chain the node's DIDs are on.
	ChainID() uint64
	// ResolveDID resolves a did:ethr DID of this chain.
	ResolveDID(ctx context.Context, did string) (any, error)
}

// Wallet is the node's and its hosted agents' money.
type Wallet interface {
	Show(ctx context.Context) (apitypes.Wallet, error)
	// Names are the hosted agents.
	Names() []string
	// Withdraw moves what agent earned, but the gas, to to; nil when there is nothing worth
	// moving.
	Withdraw(ctx context.Context, agent string, to common.Address) (*apitypes.Withdrawal, error)
}

// Node is the node itself: its status and the chain it is on.
type Node interface {
	// Status is node.status's node part; the balance only with wallet.
	Status(ctx context.Context, wallet bool) apitypes.Status
	// ChainHead is the chain's head block and the gas price the node's transactions pay now.
	ChainHead(ctx context.Context) (uint64, *big.Int, error)
}
