package reputation

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
)

// Sentinel errors.
var (
	// ErrBadScore: a feedback score outside 0..100.
	ErrBadScore = errors.New("reputation: score must be 0..100")
	// ErrMirror: the feedback is recorded on our registry, its mirror (the canonical ERC-8004
	// registry) failed.
	ErrMirror = errors.New("reputation: feedback recorded here, not on the canonical registry")
)

// Mirror writes a feedback just recorded on our registry somewhere else as well (the canonical
// ERC-8004 registry: erc8004.Client.Mirror); agentID is the agent the bounty paid.
type Mirror func(ctx context.Context, agentID, bountyID uint64, score uint8, tag string) error

// Score is an agent's standing.
type Score struct {
	AgentID uint64 `json:"agentId"`
	// Reputation is paid * 100 / (paid + penalty) in [0, 100] (see the contract's NatSpec for
	// the formula); 0 with no recorded outcome.
	Reputation uint8 `json:"reputation"`
	// Count is the number of outcomes recorded by the escrow.
	Count uint64 `json:"count"`
	// Paid is the value the agent was paid, in gwei-equivalents (the weight of its record).
	Paid *big.Int `json:"paid"`
	// Penalty is the value-weighted failures (refusals at a quarter, rulings' unpaid share, expired claims).
	Penalty *big.Int `json:"penalty"`
	// FeedbackCount and FeedbackAverage summarise requesters' own feedback (ERC-8004 getSummary).
	FeedbackCount   uint64 `json:"feedbackCount"`
	FeedbackAverage uint8  `json:"feedbackAverage"`
	// FeedbackPartial: the summary may leave entries out (more clients than MaxSummaryEntries
	// were listed, or it counted that many, where the registry stops scanning).
	FeedbackPartial bool `json:"feedbackPartial,omitempty"`
}

// Client reads and writes the ReputationRegistry for the sender's account.
type Client struct {
	s      *chain.Sender
	addr   common.Address
	c      *bindings.ReputationRegistry
	mirror Mirror
}

// SetMirror makes GiveFeedback also run m after each feedback it records (nil: none). Call it
// before the client is shared.
func (c *Client) SetMirror(m Mirror) { c.mirror = m }

// New returns a client of the registry at addr.
func New(s *chain.Sender, addr common.Address) *Client {
	return &Client{s: s, addr: addr, c: bindings.NewReputationRegistry()}
}

// Score reads an agent's reputation, aggregate and feedback summary.
func (c *Client) Score(ctx context.Context, agentID uint64) (Score, error) {
	id := new(big.Int).SetUint64(agentID)
	sc := Score{AgentID: agentID}
	var err error
	if sc.Reputation, err = read(ctx, c, c.c.PackReputationOf(id), c.c.UnpackReputationOf); err != nil {
		return Score{}, err
	}
	agg, err := read(ctx, c, c.c.PackAggregateOf(id), c.c.UnpackAggregateOf)
	if err != nil {
		return Score{}, err
	}
	sc.Count, sc.Paid, sc.Penalty = agg.Count, agg.Paid, agg.Penalty
	// The feedback summary is read-side only (the score above does not depend on it): it scans
	// at most MaxSummaryEntries entries on chain, so more clients than that cannot count and
	// are not sent.
	clients, err := read(ctx, c, c.c.PackGetClients(id), c.c.UnpackGetClients)
	if err != nil || len(clients) == 0 {
		return sc, err
	}
	if len(clients) > MaxSummaryEntries {
		clients, sc.FeedbackPartial = clients[:MaxSummaryEntries], true
	}
	sum, err := read(ctx, c, c.c.PackReputationRegistryGetSummary(id, clients, "", ""), c.c.UnpackReputationRegistryGetSummary)
	if err != nil {
		return Score{}, err
	}
	// ERC-8004's shape: an int128 value with its decimals; here a 0..100 score with 0 decimals.
	if sum.SummaryValue == nil || sum.SummaryValueDecimals != 0 || sum.SummaryValue.Sign() < 0 || sum.SummaryValue.Cmp(big.NewInt(100)) > 0 {
		return Score{}, fmt.Errorf("reputation: summary %v (decimals %d) is not a 0..100 score", sum.SummaryValue, sum.SummaryValueDecimals)
	}
	sc.FeedbackCount, sc.FeedbackAverage = sum.Count, uint8(sum.SummaryValue.Uint64())
	sc.FeedbackPartial = sc.FeedbackPartial || sum.Count >= MaxSummaryEntries
	return sc, nil
}

// MaxSummaryEntries is the registry's MAX_SUMMARY_ENTRIES: getSummary scans at most this many
// feedback entries, the later ones are left out of its average.
const MaxSummaryEntries = 1000

// GiveFeedback leaves the requester's score for the agent of a settled bounty (once per bounty).
func (c *Client) GiveFeedback(ctx context.Context, bountyID uint64, score uint8, tag string) error {
	if score > 100 {
		return fmt.Errorf("%w: %d", ErrBadScore, score)
	}
	var tag1 [32]byte
	copy(tag1[:], tag)
	// PackGiveFeedback0 is the bounty-addressed giveFeedback (ERC-8004's agent-addressed one
	// always reverts here: feedback needs a settled bounty).
	data := c.c.PackGiveFeedback0(new(big.Int).SetUint64(bountyID), score, tag1, [32]byte{}, "", [32]byte{})
	rcpt, err := c.s.Send(ctx, chain.Tx{To: &c.addr, Data: data})
	if err != nil {
		return fmt.Errorf("reputation: feedback for bounty %d: %w", bountyID, err)
	}
	if c.mirror == nil {
		return nil
	}
	event := c.c.GetABI().Events["NewFeedback"].ID
	for _, l := range rcpt.Logs {
		if l.Address == c.addr && len(l.Topics) > 1 && l.Topics[0] == event {
			agentID := new(big.Int).SetBytes(l.Topics[1][:]).Uint64()
			if err := c.mirror(ctx, agentID, bountyID, score, tag); err != nil {
				return fmt.Errorf("%w: bounty %d: %w", ErrMirror, bountyID, err)
			}
			return nil
		}
	}
	return fmt.Errorf("%w: bounty %d: no NewFeedback event in tx %s", ErrMirror, bountyID, rcpt.TxHash.Hex())
}

// FeedbackGiven reports whether the bounty already has feedback.
func (c *Client) FeedbackGiven(ctx context.Context, bountyID uint64) (bool, error) {
	return read(ctx, c, c.c.PackFeedbackGiven(new(big.Int).SetUint64(bountyID)), c.c.UnpackFeedbackGiven)
}

func read[T any](ctx context.Context, c *Client, data []byte, unpack func([]byte) (T, error)) (T, error) {
	v, err := chain.Read(ctx, c.s.Backend(), c.s.Decoder(), c.addr, data, unpack)
	if err != nil {
		var zero T
		return zero, fmt.Errorf("reputation: %w", err)
	}
	return v, nil
}

// WeightPerUnit is token's reputation weight per 1e18 base units (0: not listed). The registry
// sets it at deployment only, so a reader may cache it.
func (c *Client) WeightPerUnit(ctx context.Context, token common.Address) (*big.Int, error) {
	return read(ctx, c, c.c.PackWeightPerUnit(token), c.c.UnpackWeightPerUnit)
}
