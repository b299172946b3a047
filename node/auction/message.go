package auction

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/agentsite/agentsite/identity"
)

// Errors a bad ask or bid is dropped with (wrapped; test with errors.Is).
var (
	// ErrBadMessage: malformed, out of bounds, or not for this auction.
	ErrBadMessage = errors.New("auction: bad message")
	// ErrExpired: the ask's bid-by time or the bid's expiry has passed.
	ErrExpired = errors.New("auction: expired")
)

// Ask is a requester's signed call for bids.
type Ask struct {
	// ChainID is the chain the requester's DID and the agents' stakes live on.
	ChainID uint64 `json:"chainId"`
	// Requester is the requester's DID (it signs the ask); Peer is its node's libp2p peer id:
	// the ask is only taken on a stream from that peer.
	Requester string `json:"requester"`
	Peer      string `json:"peer"`
	// Skill (an id or tag) or Query (free text) says what is asked; at least one is set.
	Skill string `json:"skill,omitempty"`
	Query string `json:"query,omitempty"`
	// MaxPrice is the most the requester pays for one answer, in Token base units (decimal);
	// Reserve is the least it takes a bid at (a price under it is not credible: a lure or a
	// flood), "0" for none.
	MaxPrice string `json:"maxPrice"`
	Reserve  string `json:"reserve"`
	// Token is the payment token (hex address; the zero address is the native coin).
	Token string `json:"token"`
	// BidBy is when bids must be in, Deadline when the answer must be, in unix milliseconds.
	BidBy    int64 `json:"bidBy"`
	Deadline int64 `json:"deadline"`
	// K is best-of-k: how many bidders the requester calls at once (it pays one answer).
	K int `json:"k"`
	// Nonce makes each ask unique (hex, 16 random bytes).
	Nonce string `json:"nonce"`
	// IssuedAt is the signature's timestamp (unix ms); Signature the requester's EIP-712
	// signature of the Statement over the canonical ask, 0x-hex.
	IssuedAt  uint64 `json:"issuedAt"`
	Signature string `json:"signature"`
}

func (a *Ask) canonical() ([]byte, error) {
	return json.Marshal([]any{AskKind, a.ChainID, a.Requester, a.Peer, a.Skill, a.Query, a.MaxPrice, a.Reserve,
		a.Token, a.BidBy, a.Deadline, a.K, a.Nonce})
}

// Sign fills the nonce (when empty), the timestamp and the signature with key.
func (a *Ask) Sign(key *identity.Key, now time.Time) error {
	if a.Nonce == "" {
		var b [16]byte
		if _, err := rand.Read(b[:]); err != nil {
			return fmt.Errorf("auction: ask nonce: %w", err)
		}
		a.Nonce = hex.EncodeToString(b[:])
	}
	a.Requester = key.DID(a.ChainID).String()
	sig, issued, err := sign(key, a.ChainID, AskKind, a.canonical, now)
	a.Signature, a.IssuedAt = sig, issued
	return err
}

// Digest identifies the ask: the EIP-712 digest of its statement (what its signature signs).
func (a *Ask) Digest() (common.Hash, error) {
	_, d, err := digest(a.ChainID, AskKind, a.Requester, a.IssuedAt, a.canonical)
	return d, err
}

// Verify checks the requester's signature and returns the ask's digest.
func (a *Ask) Verify() (common.Hash, error) {
	return verify(a.ChainID, AskKind, a.Requester, a.IssuedAt, a.Signature, a.canonical)
}

// Terms are an ask's parsed numbers.
type Terms struct {
	MaxPrice, Reserve *big.Int
	Token             common.Address
	BidBy, Deadline   time.Time
}

// Check checks the ask's fields on chainID at now (not its signature) and parses its terms.
func (a *Ask) Check(chainID uint64, now time.Time) (Terms, error) {
	var t Terms
	switch {
	case a.ChainID != chainID:
		return t, fmt.Errorf("%w: ask on chain %d, want %d", ErrBadMessage, a.ChainID, chainID)
	case a.Skill == "" && a.Query == "":
		return t, fmt.Errorf("%w: ask names no skill and no query", ErrBadMessage)
	case len(a.Skill)+len(a.Query) > MaxQuery:
		return t, fmt.Errorf("%w: skill and query of %d bytes, limit %d", ErrBadMessage, len(a.Skill)+len(a.Query), MaxQuery)
	case a.K < 1 || a.K > MaxK:
		return t, fmt.Errorf("%w: k %d outside 1..%d", ErrBadMessage, a.K, MaxK)
	case !common.IsHexAddress(a.Token):
		return t, fmt.Errorf("%w: token %q", ErrBadMessage, a.Token)
	}
	var err error
	if t.MaxPrice, err = amount(a.MaxPrice); err != nil {
		return t, err
	}
	if t.Reserve, err = amount(a.Reserve); err != nil {
		return t, err
	}
	if t.Reserve.Cmp(t.MaxPrice) > 0 {
		return t, fmt.Errorf("%w: reserve %s over max price %s", ErrBadMessage, t.Reserve, t.MaxPrice)
	}
	t.Token = common.HexToAddress(a.Token)
	t.BidBy, t.Deadline = time.UnixMilli(a.BidBy), time.UnixMilli(a.Deadline)
	issued := time.UnixMilli(int64(min(a.IssuedAt, 1<<62)))
	switch {
	case t.BidBy.After(t.Deadline) || t.Deadline.Sub(issued) > MaxDeadline:
		return t, fmt.Errorf("%w: bid-by %d, deadline %d, issued %d", ErrBadMessage, a.BidBy, a.Deadline, a.IssuedAt)
	case issued.After(now.Add(MaxSkew)):
		return t, fmt.Errorf("%w: ask issued in the future", ErrBadMessage)
	case !now.Before(t.BidBy):
		return t, fmt.Errorf("%w: bids were due at %d", ErrExpired, a.BidBy)
	}
	return t, nil
}

// Bid is an agent's signed standing offer: price, promised latency and expiry for one skill in
// one token, through one worker node. It is not bound to an ask: a worker signs it once and
// sends the same bid to every ask it fits until it is half expired (Book), so that answering an
// ask costs no signature. What binds it to an ask is the stream: the requester takes a bid only
// on the stream of its own ask, from the worker peer the bid names, for the ask's skill and
// token, within the ask's prices and time.
type Bid struct {
	// Agent is the agent's DID (it signs the bid), AgentID its on-chain id, Name the name the
	// worker node hosts it under (what the requester calls).
	Agent   string `json:"agent"`
	AgentID uint64 `json:"agentId"`
	Name    string `json:"name"`
	// Worker is the peer id of the node that hosts the agent and sends the bid.
	Worker string `json:"worker"`
	// Skill is the skill the requester is to call (the ask's, or the one its query named).
	Skill string `json:"skill"`
	// Token is the token of the price (hex address; the zero address is the native coin).
	Token string `json:"token"`
	// Price is what the agent asks for the answer, in Token (decimal base units).
	Price string `json:"price"`
	// LatencyMs is the agent's promised time to answer a call.
	LatencyMs uint32 `json:"latencyMs"`
	// Expires is when the offer ends (unix ms).
	Expires int64 `json:"expires"`
	// IssuedAt and Signature as for Ask, by the agent's key.
	IssuedAt  uint64 `json:"issuedAt"`
	Signature string `json:"signature"`
}

func (b *Bid) canonical() ([]byte, error) {
	return json.Marshal([]any{BidKind, b.Agent, b.AgentID, b.Name, b.Worker, b.Skill, b.Token, b.Price, b.LatencyMs, b.Expires})
}

// Sign fills the agent's DID, the timestamp and the signature with the agent's key.
func (b *Bid) Sign(key *identity.Key, chainID uint64, now time.Time) error {
	b.Agent = key.DID(chainID).String()
	sig, issued, err := sign(key, chainID, BidKind, b.canonical, now)
	b.Signature, b.IssuedAt = sig, issued
	return err
}

// Digest is the EIP-712 digest of the bid's statement (what its signature signs).
func (b *Bid) Digest(chainID uint64) (common.Hash, error) {
	_, d, err := digest(chainID, BidKind, b.Agent, b.IssuedAt, b.canonical)
	return d, err
}

// Verify checks the agent's signature on chainID and returns the bid's digest.
func (b *Bid) Verify(chainID uint64) (common.Hash, error) {
	return verify(chainID, BidKind, b.Agent, b.IssuedAt, b.Signature, b.canonical)
}

// amount parses a non-negative decimal amount of at most 78 digits (uint256).
func amount(s string) (*big.Int, error) {
	if len(s) == 0 || len(s) > 78 {
		return nil, fmt.Errorf("%w: amount %q", ErrBadMessage, s)
	}
	v, ok := new(big.Int).SetString(s, 10)
	if !ok || v.Sign() < 0 {
		return nil, fmt.Errorf("%w: amount %q", ErrBadMessage, s)
	}
	return v, nil
}

func sign(key *identity.Key, chainID uint64, kind string, canonical func() ([]byte, error), now time.Time) (string, uint64, error) {
	payload, err := canonical()
	if err != nil {
		return "", 0, fmt.Errorf("auction: sign %s: %w", kind, err)
	}
	st, sig, err := key.SignStatement(chainID, kind, payload, now)
	if err != nil {
		return "", 0, fmt.Errorf("auction: sign %s: %w", kind, err)
	}
	return hexutil.Encode(sig), st.IssuedAt, nil
}

// digest is the EIP-712 digest of a statement of kind by the DID signer over canonical.
func digest(chainID uint64, kind, signer string, issued uint64, canonical func() ([]byte, error)) (identity.DID, common.Hash, error) {
	did, err := identity.ParseDID(signer)
	if err != nil {
		return identity.DID{}, common.Hash{}, fmt.Errorf("%w: %v", ErrBadMessage, err)
	}
	if did.ChainID != chainID {
		return identity.DID{}, common.Hash{}, fmt.Errorf("%w: signer on chain %d, want %d", ErrBadMessage, did.ChainID, chainID)
	}
	payload, err := canonical()
	if err != nil {
		return identity.DID{}, common.Hash{}, fmt.Errorf("%w: %v", ErrBadMessage, err)
	}
	st := identity.Statement{Kind: kind, Signer: did.Address, ContentHash: identity.ContentHash(payload), IssuedAt: issued}
	return did, st.Digest(chainID), nil
}

func verify(chainID uint64, kind, signer string, issued uint64, sigHex string, canonical func() ([]byte, error)) (common.Hash, error) {
	did, d, err := digest(chainID, kind, signer, issued, canonical)
	if err != nil {
		return common.Hash{}, err
	}
	sig, err := hexutil.Decode(sigHex)
	if err != nil {
		return common.Hash{}, fmt.Errorf("%w: signature is not 0x-hex", identity.ErrBadSignature)
	}
	got, err := identity.RecoverHash(d, sig)
	if err != nil {
		return common.Hash{}, err
	}
	if got != did.Address {
		return common.Hash{}, fmt.Errorf("%w: signed by %s, claimed %s", identity.ErrBadSignature, got.Hex(), did.Address.Hex())
	}
	return d, nil
}

var (
	errWrongPeer = fmt.Errorf("%w: ask or bid from another peer than it names", ErrBadMessage)
	errReplay    = fmt.Errorf("%w: replayed", ErrBadMessage)
)
