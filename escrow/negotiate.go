package escrow

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/identity"
)

// TermsKind is the statement kind of a negotiation message.
const TermsKind = "agentsite/terms/1"

// MaxRounds bounds the messages of one negotiation after the bid: the requester counters, the
// worker accepts, declines or counters back, and the requester's last message accepts or
// declines (a counter in the last round is refused).
const MaxRounds = 3

// TermsMaxAge is how far a negotiation message's IssuedAt may be from the reader's clock.
const TermsMaxAge = time.Minute

// Actions of a negotiation message.
const (
	ActionCounter = "counter" // new terms; the other side answers
	ActionAccept  = "accept"  // the previous counter's terms, agreed: the requester hires on them
	ActionDecline = "decline" // no agreement; the negotiation ends
)

var (
	// ErrBadTerms: a negotiation message does not decode, is not the next one of its
	// negotiation (call, agent, round, previous hash, signer), is stale or expired, or its
	// signature is wrong.
	ErrBadTerms = errors.New("escrow: bad negotiation message")
	// ErrNegotiationOver: the negotiation already ended (accepted or declined) or used its rounds.
	ErrNegotiationOver = errors.New("escrow: negotiation over")
)

// Terms is one signed message of a negotiation over a bid. Each message names its call, its
// agent and the hash of the message before it (the bid for the first), so it cannot be
// replayed in its own negotiation nor reused in another. Price, Deadline and ReviewSecs are the
// terms it proposes (a counter) or agrees to (an accept: the previous counter's, unchanged).
type Terms struct {
	ChainID    uint64         `json:"chainId"`
	Escrow     common.Address `json:"escrow"`
	CallID     common.Hash    `json:"callId"`
	AgentID    uint64         `json:"agentId"`
	Round      uint8          `json:"round"` // 1 for the requester's answer to the bid
	Prev       common.Hash    `json:"prev"`  // Hash of the previous message; the bid's for round 1
	Action     string         `json:"action"`
	Price      *BigString     `json:"price,omitempty"`
	Deadline   int64          `json:"deadline,omitempty"`   // unix s: the bounty's deadline
	ReviewSecs uint32         `json:"reviewSecs,omitempty"` // the bounty's review window
	Expiry     uint64         `json:"expiry"`               // unix ms: the answer must come before
	From       common.Address `json:"from"`
	IssuedAt   uint64         `json:"issuedAt"` // unix ms
	Sig        string         `json:"sig,omitempty"`
}

func (t Terms) statement() (identity.Statement, []byte, error) {
	t.Sig = ""
	return statementOver(TermsKind, t.From, t.IssuedAt, t)
}

// Hash is the message's id, the hash of its signed content: the next message's Prev.
func (t Terms) Hash() common.Hash { return contentID(t) }

// Sign fills From, IssuedAt and Sig with k's statement over the message.
func (t *Terms) Sign(k *identity.Key, now time.Time) error {
	t.From, t.IssuedAt, t.Sig = k.Address(), uint64(now.UnixMilli()), ""
	var err error
	t.Sig, err = signMessage(k, t.ChainID, *t, "negotiation message")
	return err
}

// BidHash is the hash of a bid's signed content: the first negotiation message's Prev.
func BidHash(b Bid) common.Hash { return contentID(b) }

// Negotiation is one bid's chain of signed messages between the call's requester (odd
// rounds) and the bid's worker (even rounds). It is not safe for concurrent use.
type Negotiation struct {
	bid       Bid
	requester common.Address
	msgs      []Terms
}

// NewNegotiation starts the negotiation over bid, answered by requester.
func NewNegotiation(bid Bid, requester common.Address) *Negotiation {
	return &Negotiation{bid: bid, requester: requester}
}

// Bid is the bid the negotiation is over.
func (n *Negotiation) Bid() Bid { return n.bid }

// Messages are the messages taken so far, in order.
func (n *Negotiation) Messages() []Terms { return append([]Terms(nil), n.msgs...) }

// Agreed returns the agreed terms (the accepted counter) once a side accepted.
func (n *Negotiation) Agreed() (Terms, bool) {
	if k := len(n.msgs); k >= 2 && n.msgs[k-1].Action == ActionAccept {
		return n.msgs[k-2], true
	}
	return Terms{}, false
}

func (n *Negotiation) over() bool {
	k := len(n.msgs)
	return k >= MaxRounds || (k > 0 && n.msgs[k-1].Action != ActionCounter)
}

// signerOf is who signs round r: the requester on odd rounds, the worker on even ones.
func (n *Negotiation) signerOf(r int) common.Address {
	if r%2 == 1 {
		return n.requester
	}
	return n.bid.Worker
}

// Next builds and signs, with k, the next message (its round, previous hash, call and agent
// filled in), checks it as the other side will, takes it and returns its wire bytes. For an
// accept, price, deadline and review are the previous counter's whatever is passed.
func (n *Negotiation) Next(k *identity.Key, action string, price *BigString, deadline time.Time, review time.Duration,
	validFor time.Duration, now time.Time) ([]byte, error) {
	t := Terms{ChainID: n.bid.ChainID, Escrow: n.bid.Escrow, CallID: n.bid.CallID, AgentID: n.bid.AgentID,
		Round: uint8(len(n.msgs) + 1), Prev: n.prevHash(), Action: action, Expiry: uint64(now.Add(validFor).UnixMilli())}
	switch {
	case action == ActionAccept && len(n.msgs) > 0:
		last := n.msgs[len(n.msgs)-1]
		t.Price, t.Deadline, t.ReviewSecs = last.Price, last.Deadline, last.ReviewSecs
	case action == ActionCounter:
		t.Price, t.Deadline, t.ReviewSecs = price, deadline.Unix(), uint32(review/time.Second)
	}
	if err := t.Sign(k, now); err != nil {
		return nil, err
	}
	raw, err := json.Marshal(t)
	if err != nil {
		return nil, err
	}
	if _, err := n.Add(raw, now); err != nil {
		return nil, err
	}
	return raw, nil
}

func (n *Negotiation) prevHash() common.Hash {
	if len(n.msgs) == 0 {
		return BidHash(n.bid)
	}
	return n.msgs[len(n.msgs)-1].Hash()
}

// Add checks raw as the next message of the negotiation and takes it: size, the bid's chain,
// escrow, call and agent, the next round and the previous message's hash (a replayed or
// reordered message fails here), the round's signer, an answer before the previous message
// expired, freshness, terms that make sense (a counter's price from 1 wei, its deadline in the
// future; an accept repeating the counter it accepts; no counter in the last round) and the
// signature. ErrNegotiationOver once accepted, declined or out of rounds.
func (n *Negotiation) Add(raw []byte, now time.Time) (Terms, error) {
	var t Terms
	if n.over() {
		return t, fmt.Errorf("%w: %d messages, the last %q", ErrNegotiationOver, len(n.msgs), n.msgs[len(n.msgs)-1].Action)
	}
	if len(raw) > MaxBidMessageSize {
		return t, fmt.Errorf("%w: %d bytes", ErrBadTerms, len(raw))
	}
	if err := json.Unmarshal(raw, &t); err != nil {
		return t, fmt.Errorf("%w: %v", ErrBadTerms, err)
	}
	round := len(n.msgs) + 1
	issued := time.UnixMilli(int64(t.IssuedAt))
	switch {
	case t.ChainID != n.bid.ChainID || t.Escrow != n.bid.Escrow || t.CallID != n.bid.CallID || t.AgentID != n.bid.AgentID:
		return t, fmt.Errorf("%w: for another call or agent", ErrBadTerms)
	case int(t.Round) != round:
		return t, fmt.Errorf("%w: round %d, expected %d", ErrBadTerms, t.Round, round)
	case t.Prev != n.prevHash():
		return t, fmt.Errorf("%w: previous hash %s does not match", ErrBadTerms, t.Prev.Hex())
	case t.From != n.signerOf(round):
		return t, fmt.Errorf("%w: round %d from %s, expected %s", ErrBadTerms, round, t.From.Hex(), n.signerOf(round).Hex())
	case now.Sub(issued) > TermsMaxAge || issued.Sub(now) > TermsMaxAge:
		return t, fmt.Errorf("%w: issued %s, stale", ErrBadTerms, issued.UTC().Format(time.RFC3339))
	case round > 1 && now.After(time.UnixMilli(int64(n.msgs[round-2].Expiry))):
		return t, fmt.Errorf("%w: the previous message expired", ErrBadTerms)
	case round == 1 && now.After(time.UnixMilli(int64(n.bid.Expiry))):
		return t, fmt.Errorf("%w: the bid expired", ErrBadTerms)
	case !now.Before(time.UnixMilli(int64(t.Expiry))):
		return t, fmt.Errorf("%w: expires before it is read", ErrBadTerms)
	}
	if err := n.checkAction(t, round, now); err != nil {
		return t, err
	}
	st, p, err := t.statement()
	if err != nil {
		return t, fmt.Errorf("%w: %v", ErrBadTerms, err)
	}
	if err := identity.VerifyStatement(t.ChainID, st, p, common.FromHex(t.Sig)); err != nil {
		return t, fmt.Errorf("%w: %v", ErrBadTerms, err)
	}
	n.msgs = append(n.msgs, t)
	return t, nil
}

func (n *Negotiation) checkAction(t Terms, round int, now time.Time) error {
	switch t.Action {
	case ActionCounter:
		if round >= MaxRounds {
			return fmt.Errorf("%w: a counter in the last round (%d)", ErrBadTerms, MaxRounds)
		}
		if t.Price == nil || t.Price.Int().Sign() <= 0 || t.Deadline <= now.Unix() || t.ReviewSecs == 0 {
			return fmt.Errorf("%w: a counter needs a price, a future deadline and a review window", ErrBadTerms)
		}
	case ActionAccept:
		if round == 1 {
			return fmt.Errorf("%w: nothing to accept (hire the bid as it is)", ErrBadTerms)
		}
		c := n.msgs[round-2]
		if t.Price == nil || t.Price.Int().Cmp(c.Price.Int()) != 0 || t.Deadline != c.Deadline || t.ReviewSecs != c.ReviewSecs {
			return fmt.Errorf("%w: an accept must repeat the counter's terms", ErrBadTerms)
		}
	case ActionDecline:
	default:
		return fmt.Errorf("%w: action %q", ErrBadTerms, t.Action)
	}
	return nil
}

// CheckAgreed says whether bounty on chain is the hire agreed in terms: the bid's checks with
// the agreed price and deadline, and the agreed review window.
func CheckAgreed(on Bounty, bid Bid, agreed Terms) error {
	bid.Price, bid.Deadline = agreed.Price, agreed.Deadline
	if err := CheckHire(on, bid); err != nil {
		return err
	}
	if on.ReviewWindow != time.Duration(agreed.ReviewSecs)*time.Second {
		return fmt.Errorf("%w: review window %s, agreed %ds", ErrHireMismatch, on.ReviewWindow, agreed.ReviewSecs)
	}
	return nil
}
