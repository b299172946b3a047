package escrow

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/identity"
)

// Statement kinds of the bidding messages.
const (
	CallKind = "agentsite/bid-call/1"
	BidKind  = "agentsite/bid/1"
)

// MaxBidMessageSize bounds a call for bids or a bid on the wire.
const MaxBidMessageSize = 4 << 10

// MaxCallWindow bounds a call's bid window (BidsUntil after IssuedAt); every peer refuses a
// longer one (DecodeCall), and node/marketnet names it as a protocol constant. A call makes
// workers sign and store bids that stay valid for the window and after it, so the window is
// what a stranger's free message costs them: an automatic hire collects bids for seconds and a
// person choosing among bids (bounty.call) for minutes, so ten minutes covers both.
const MaxCallWindow = 10 * time.Minute

// MinNativeBounty is the least bounty the escrow takes in ETH: MIN_BOUNTY_WEIGHT (1,000 weight
// units) at 1e9 wei each. A bid below it could never be hired (the post reverts with
// EscrowBountyTooSmall), so it is dropped when it arrives; a token's minimum follows its
// reputation weight (Market.MinBounty).
var MinNativeBounty = big.NewInt(1e12)

var (
	// ErrBadCall: a call for bids does not decode, is stale, or its signature is wrong.
	ErrBadCall = errors.New("escrow: bad call for bids")
	// ErrBadBid: a bid does not decode, is not for the call, over its maximum, expired, or its
	// signature is wrong.
	ErrBadBid = errors.New("escrow: bad bid")
	// ErrHireMismatch: a direct hire names a call for bids, but its terms on chain are not the
	// ones this worker's bid signed (another amount, token or deadline), or the worker never bid.
	ErrHireMismatch = errors.New("escrow: hire does not match the bid")
)

// CallForBids asks fitting workers for bids before anything is funded: no transaction, only a
// signed message on gossip. Nothing in it is trusted beyond its signature: a bid commits to the
// call's id, and the worker claims only a bounty that matches its bid.
type CallForBids struct {
	ChainID     uint64         `json:"chainId"`
	Escrow      common.Address `json:"escrow"`
	Skill       string         `json:"skill"`
	InputHash   common.Hash    `json:"inputHash"` // keccak256 of the task input
	Description string         `json:"description,omitempty"`
	MaxReward   *BigString     `json:"maxReward"`
	Token       common.Address `json:"token"`
	BidsUntil   uint64         `json:"bidsUntil"` // unix ms: the end of the bid window
	Deadline    int64          `json:"deadline"`  // unix s: the bounty's deadline
	Peer        string         `json:"peer"`      // the requester's node, which takes the bids
	Requester   common.Address `json:"requester"`
	IssuedAt    uint64         `json:"issuedAt"` // unix ms
	Sig         string         `json:"sig,omitempty"`
}

func (c CallForBids) statement() (identity.Statement, []byte, error) {
	c.Sig = ""
	return statementOver(CallKind, c.Requester, c.IssuedAt, c)
}

// ID is the call's id: the hash of its signed content.
func (c CallForBids) ID() common.Hash { return contentID(c) }

// Sign fills Requester, IssuedAt and Sig with k's statement over the call.
func (c *CallForBids) Sign(k *identity.Key, now time.Time) error {
	c.Requester, c.IssuedAt, c.Sig = k.Address(), uint64(now.UnixMilli()), ""
	var err error
	c.Sig, err = signMessage(k, c.ChainID, *c, "call for bids")
	return err
}

// DecodeCall parses and verifies a call for bids: size, fields, signature on chainID, issued
// within maxAge of now, and its window not over.
func DecodeCall(b []byte, chainID uint64, now time.Time, maxAge time.Duration) (CallForBids, error) {
	var c CallForBids
	if len(b) > MaxBidMessageSize {
		return c, fmt.Errorf("%w: %d bytes", ErrBadCall, len(b))
	}
	if err := json.Unmarshal(b, &c); err != nil {
		return c, fmt.Errorf("%w: %v", ErrBadCall, err)
	}
	if c.ChainID != chainID {
		return c, fmt.Errorf("%w: for chain %d, this node is on %d", ErrBadCall, c.ChainID, chainID)
	}
	if c.Skill == "" || c.MaxReward == nil || c.MaxReward.Int().Sign() == 0 || c.Peer == "" || c.BidsUntil <= c.IssuedAt ||
		c.Deadline*1000 <= int64(c.BidsUntil) {
		return c, fmt.Errorf("%w: missing fields or a window past the deadline", ErrBadCall)
	}
	if w := time.Duration(c.BidsUntil-c.IssuedAt) * time.Millisecond; w > MaxCallWindow {
		return c, fmt.Errorf("%w: a bid window of %s, at most %s", ErrBadCall, w, MaxCallWindow)
	}
	issued := time.UnixMilli(int64(c.IssuedAt))
	if d := now.Sub(issued); d > maxAge || d < -maxAge {
		return c, fmt.Errorf("%w: issued %s, %s away from now", ErrBadCall, issued.Format(time.RFC3339), d.Round(time.Millisecond))
	}
	if !now.Before(time.UnixMilli(int64(c.BidsUntil))) {
		return c, fmt.Errorf("%w: bid window closed", ErrBadCall)
	}
	st, p, err := c.statement()
	if err != nil {
		return c, fmt.Errorf("%w: %v", ErrBadCall, err)
	}
	if err := identity.VerifyStatement(chainID, st, p, common.FromHex(c.Sig)); err != nil {
		return c, fmt.Errorf("%w: %v", ErrBadCall, err)
	}
	return c, nil
}

// Bid is a worker's signed offer to do a call's task for Price by the call's deadline. The
// worker claims the direct hire that follows only if its amount, token and deadline on chain
// are these (CheckHire): a requester cannot change the budget after the bid.
type Bid struct {
	ChainID  uint64         `json:"chainId"`
	Escrow   common.Address `json:"escrow"`
	CallID   common.Hash    `json:"callId"`
	AgentID  uint64         `json:"agentId"`
	Price    *BigString     `json:"price"`
	Token    common.Address `json:"token"`
	Deadline int64          `json:"deadline"` // unix s: the call's deadline, which the bid accepts
	// PromisedSecs is how long after the claim the worker promises the result.
	PromisedSecs uint32         `json:"promisedSecs"`
	Expiry       uint64         `json:"expiry"` // unix ms: the requester must hire before this
	Worker       common.Address `json:"worker"` // the node account that will claim, the agent's owner
	IssuedAt     uint64         `json:"issuedAt"`
	Sig          string         `json:"sig,omitempty"`
}

func (b Bid) statement() (identity.Statement, []byte, error) {
	b.Sig = ""
	return statementOver(BidKind, b.Worker, b.IssuedAt, b)
}

// Sign fills Worker, IssuedAt and Sig with k's statement over the bid.
func (b *Bid) Sign(k *identity.Key, now time.Time) error {
	b.Worker, b.IssuedAt, b.Sig = k.Address(), uint64(now.UnixMilli()), ""
	var err error
	b.Sig, err = signMessage(k, b.ChainID, *b, "bid")
	return err
}

// DecodeBid parses a bid and checks it against the call it answers: size, chain, escrow, the
// call's id, token and deadline, a price from 1 to the call's maximum, a bid sent within the
// window and valid past it, and the worker's signature. Whether the worker owns the agent is
// the caller's check (the chain index).
func DecodeBid(raw []byte, call CallForBids, now time.Time) (Bid, error) {
	var b Bid
	if len(raw) > MaxBidMessageSize {
		return b, fmt.Errorf("%w: %d bytes", ErrBadBid, len(raw))
	}
	if err := json.Unmarshal(raw, &b); err != nil {
		return b, fmt.Errorf("%w: %v", ErrBadBid, err)
	}
	switch {
	case b.ChainID != call.ChainID || b.Escrow != call.Escrow || b.CallID != call.ID():
		return b, fmt.Errorf("%w: for another call", ErrBadBid)
	case b.AgentID == 0 || b.Worker == (common.Address{}):
		return b, fmt.Errorf("%w: missing fields", ErrBadBid)
	case b.Token != call.Token || b.Deadline != call.Deadline:
		return b, fmt.Errorf("%w: token or deadline differ from the call's", ErrBadBid)
	case b.Price == nil || b.Price.Int().Sign() <= 0 || b.Price.Int().Cmp(call.MaxReward.Int()) > 0:
		return b, fmt.Errorf("%w: price %s, the call pays 1 to %s", ErrBadBid, b.Price.Int(), call.MaxReward.Int())
	case !now.Before(time.UnixMilli(int64(call.BidsUntil))):
		return b, fmt.Errorf("%w: bid window closed", ErrBadBid)
	case b.Expiry <= call.BidsUntil:
		return b, fmt.Errorf("%w: expires before the window ends", ErrBadBid)
	case b.IssuedAt < call.IssuedAt || b.IssuedAt > uint64(now.Add(time.Minute).UnixMilli()):
		return b, fmt.Errorf("%w: issued outside the call's window", ErrBadBid)
	}
	st, p, err := b.statement()
	if err != nil {
		return b, fmt.Errorf("%w: %v", ErrBadBid, err)
	}
	if err := identity.VerifyStatement(b.ChainID, st, p, common.FromHex(b.Sig)); err != nil {
		return b, fmt.Errorf("%w: %v", ErrBadBid, err)
	}
	return b, nil
}

// CheckHire says whether bounty on chain is the hire bid asked for: assigned to its agent, for
// its price and token, with its deadline (an open bounty's Until). nil when it is;
// ErrHireMismatch with what differs.
func CheckHire(on Bounty, bid Bid) error {
	switch {
	case on.AgentID != bid.AgentID:
		return fmt.Errorf("%w: assigned to agent %d, the bid is agent %d's", ErrHireMismatch, on.AgentID, bid.AgentID)
	case on.Token != bid.Token:
		return fmt.Errorf("%w: token %s, the bid is in %s", ErrHireMismatch, on.Token.Hex(), bid.Token.Hex())
	case on.Amount.Cmp(bid.Price.Int()) != 0:
		return fmt.Errorf("%w: amount %s, the bid is %s", ErrHireMismatch, on.Amount, bid.Price.Int())
	case on.Until.Unix() != bid.Deadline:
		return fmt.Errorf("%w: deadline %s, the bid accepted %s", ErrHireMismatch, on.Until.UTC().Format(time.RFC3339),
			time.Unix(bid.Deadline, 0).UTC().Format(time.RFC3339))
	}
	return nil
}
