package auction

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"
)

// ErrBadConfig is wrapped by Config.Validate and by a bad Request.
var ErrBadConfig = errors.New("auction: bad config")

// Finder finds the nodes to ask: those hosting agents that offer a skill or match a query
// (the node's discovery: registry search over the card index, active stake only).
type Finder interface {
	Peers(ctx context.Context, skill, query string, limit int) ([]peer.ID, error)
}

// Ledger is the chain index as the requester reads it: what it knows of an agent, local and
// without a chain call. agent is the address the bid was signed by.
type Ledger interface {
	Trust(agent common.Address, agentID uint64) (Trust, error)
}

// Target is a winning bid as the Caller calls it.
type Target struct {
	Peer     peer.ID
	Agent    string // the agent's name on its node
	AgentDID string
	AgentID  uint64
	Skill    string
	// Price is the bid's price in Token: the most the call may be charged.
	Price *big.Int
	Token common.Address
}

// Caller calls a winner: the node's ordinary call path (/agentsite/call/1), paid by voucher
// when the agent has a price. A call whose context is cancelled before it answers must not be
// charged (paid calls charge answered calls only).
type Caller interface {
	Call(ctx context.Context, t Target, input json.RawMessage) (json.RawMessage, error)
}

// Answer is one winner's answer, as a Verifier sees it.
type Answer struct {
	Bid    Bid
	Output json.RawMessage
}

// Verifier picks the accepted answer of best-of-k among those in (an index into answers), or
// fails to accept any.
type Verifier func(ctx context.Context, answers []Answer) (int, error)

// Config configures a Service.
type Config struct {
	// ChainID is the chain of the DIDs and stakes.
	ChainID uint64
	// MaxPeers is the most nodes one ask goes to (discovery's best first).
	MaxPeers int
	// Fanout is how many streams an ask opens at once.
	Fanout int
	// Enough closes bidding once this many valid bids are in (0: only when every asked node
	// has answered or the bid window ends).
	Enough int
	// Weights rank the bids (trust gradient and exploration); their ask-value amounts are for an
	// 18-decimal token, scaled (Weights.In) for an ask in a token of Decimals.
	Weights Weights
	// Decimals are the decimals of the ask tokens that do not have 18 (the deployment's USDC);
	// an ask in any other token is weighed as 18-decimal.
	Decimals map[common.Address]uint8
	// Limits bound strangers' asks on the bidder side.
	Limits Limits
	// History is how many agents' observed calls are remembered.
	History int
	// CallGrace is added to twice a winner's promised latency to make the time it is given
	// to answer before it is cut and the next bid tried.
	CallGrace time.Duration
}

// DefaultConfig: asks go to at most 256 nodes, 256 streams at once (the default outbound
// stream limit per peer is far above 1, and one stream per node is what an ask needs); no
// early close; the weights of DefaultWeights; a winner gets twice its promised latency and
// half a second (round trips, a busy moment) to answer.
func DefaultConfig(chainID uint64) Config {
	return Config{ChainID: chainID, MaxPeers: 256, Fanout: 256, Weights: DefaultWeights(), Limits: DefaultLimits(), History: 4096,
		CallGrace: 500 * time.Millisecond}
}

// DefaultWeights: stake's half point 100 stake tokens (1e20 base units), the record's 1 ether
// of paid work (the ReputationRegistry's weight, which the index's Paid is: 1e9 per ether,
// listed tokens weighed likewise; review finding 7: a half point of 1e18 made the record weigh
// nothing), an ask worth 0.01 token (1e16) weighs trust and price equally, latency at
// most takes half a point, and 10% of asks worth at most 0.001 token go to newcomers until
// they have answered 20 of ours.
func DefaultWeights() Weights {
	e := func(x int64, exp int) *big.Int {
		return new(big.Int).Mul(big.NewInt(x), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(exp)), nil))
	}
	return Weights{StakeHalf: e(100, 18), PaidHalf: e(1, 9), ValueHalf: e(1, 16), Latency: 0.5, Explore: 0.1, ExploreMaxValue: e(1, 15), ExploreCalls: 20}
}

// Validate checks the config.
func (c Config) Validate() error {
	switch {
	case c.ChainID == 0:
		return fmt.Errorf("%w: chain id 0", ErrBadConfig)
	case c.MaxPeers < 1 || c.Fanout < 1 || c.Enough < 0 || c.History < 1 || c.CallGrace <= 0:
		return fmt.Errorf("%w: maxPeers %d, fanout %d, enough %d, history %d", ErrBadConfig, c.MaxPeers, c.Fanout, c.Enough, c.History)
	case c.Weights.Explore < 0 || c.Weights.Explore > 1 || c.Weights.Latency < 0:
		return fmt.Errorf("%w: explore %v, latency %v", ErrBadConfig, c.Weights.Explore, c.Weights.Latency)
	case c.Limits.PerPeerRate <= 0 || c.Limits.PerPeerBurst < 1 || c.Limits.TotalRate <= 0 || c.Limits.TotalBurst < 1 ||
		c.Limits.InFlight < 1 || c.Limits.Peers < 1 || c.Limits.Replays < 1:
		return fmt.Errorf("%w: limits %+v", ErrBadConfig, c.Limits)
	}
	return nil
}
