package escrow

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/identity"
)

// IntentKind is the statement kind claim intents are signed as.
const IntentKind = "agentsite/claim-intent/1"

// MaxIntentSize bounds a claim intent on the wire (a signed intent is about 330 bytes).
const MaxIntentSize = 1 << 10

var (
	// ErrBadIntent: a claim intent does not decode, is stale, or its signature is wrong.
	ErrBadIntent = errors.New("escrow: bad claim intent")
	// ErrTaken: another worker claimed the bounty while this one waited its turn.
	ErrTaken = errors.New("escrow: bounty taken by another worker")
)

// Intent is a worker's signed statement that it means to claim an open bounty, sent before any
// transaction so the workers that want the same bounty agree on one of them (see Coordinator).
// Worker is the node account that would send the claim (the agent's owner) and signs the
// intent; AgentID is an agent it owns, which the receivers check against the chain index. A
// Withdraw intent says the worker will not claim after all (its checks refused the bounty).
type Intent struct {
	ChainID  uint64         `json:"chainId"`
	Escrow   common.Address `json:"escrow"`
	BountyID uint64         `json:"bountyId"`
	AgentID  uint64         `json:"agentId"`
	Worker   common.Address `json:"worker"`
	Withdraw bool           `json:"withdraw,omitempty"`
	IssuedAt uint64         `json:"issuedAt"` // unix ms
	Sig      string         `json:"sig,omitempty"`
}

func (i Intent) statement() (identity.Statement, []byte, error) {
	i.Sig = ""
	return statementOver(IntentKind, i.Worker, i.IssuedAt, i)
}

// Sign fills Worker, IssuedAt and Sig with k's statement over the intent.
func (i *Intent) Sign(k *identity.Key, now time.Time) error {
	i.Worker, i.IssuedAt, i.Sig = k.Address(), uint64(now.UnixMilli()), ""
	st, _, err := i.statement()
	if err != nil {
		return err
	}
	i.Sig, err = signStatement(k, i.ChainID, st, "claim intent")
	return err
}

// Encode is the intent's wire form.
func (i Intent) Encode() ([]byte, error) { return json.Marshal(i) }

// DecodeIntent parses and verifies a claim intent: size, fields, signature on chainID, and
// freshness within maxAge of now. Who may sign for the agent is the caller's check.
func DecodeIntent(b []byte, chainID uint64, now time.Time, maxAge time.Duration) (Intent, error) {
	var i Intent
	if len(b) > MaxIntentSize {
		return i, fmt.Errorf("%w: %d bytes", ErrBadIntent, len(b))
	}
	if err := json.Unmarshal(b, &i); err != nil {
		return i, fmt.Errorf("%w: %v", ErrBadIntent, err)
	}
	if i.ChainID != chainID {
		return i, fmt.Errorf("%w: for chain %d, this node is on %d", ErrBadIntent, i.ChainID, chainID)
	}
	if i.BountyID == 0 || i.AgentID == 0 || i.Worker == (common.Address{}) {
		return i, fmt.Errorf("%w: missing fields", ErrBadIntent)
	}
	if d := now.Sub(i.Issued()); d > maxAge || d < -maxAge {
		return i, fmt.Errorf("%w: issued %s, %s away from now", ErrBadIntent, i.Issued().Format(time.RFC3339), d.Round(time.Millisecond))
	}
	st, p, err := i.statement()
	if err != nil {
		return i, fmt.Errorf("%w: %v", ErrBadIntent, err)
	}
	if err := identity.VerifyStatement(chainID, st, p, common.FromHex(i.Sig)); err != nil {
		return i, fmt.Errorf("%w: %v", ErrBadIntent, err)
	}
	return i, nil
}

// Issued is IssuedAt as a time.
func (i Intent) Issued() time.Time { return time.UnixMilli(int64(i.IssuedAt)) }

// Rank is the worker's draw for the bounty (Draw).
func (i Intent) Rank() common.Hash { return Draw(i.BountyID, i.Worker) }

// Draw is worker's draw for bounty id: keccak256(bountyId, worker), lower first. Every node
// computes the same draw for the same pair, a worker cannot choose it (its account is fixed
// before the bounty exists), and it spreads the bounties over the workers.
func Draw(bountyID uint64, worker common.Address) common.Hash {
	var b [8 + common.AddressLength]byte
	binary.BigEndian.PutUint64(b[:8], bountyID)
	copy(b[8:], worker[:])
	return crypto.Keccak256Hash(b[:])
}

// DrawnFirst reports whether worker's draw for bounty id is lower than that of every other
// account in rivals (worker itself may be among them): the rendezvous order over the workers
// that could want the bounty. A worker drawn first among all of them can claim without waiting
// for intents, since no intent can rank before its own (escrow.Before orders the window's
// intents by the same draw); an account missing from rivals can make two workers claim.
func DrawnFirst(bountyID uint64, worker common.Address, rivals []common.Address) bool {
	mine := Draw(bountyID, worker)
	for _, r := range rivals {
		if r == worker {
			continue
		}
		if d := Draw(bountyID, r); bytes.Compare(d[:], mine[:]) <= 0 {
			return false
		}
	}
	return true
}

// Before orders intents for one bounty as every worker orders them: the intents issued within
// window of the earliest one (anchor) come first, by Rank; later ones follow by issue time, then
// Rank. Intents in the window are judged by their draw alone, so a worker that reads the chain a
// few milliseconds faster does not win for it.
func Before(a, b Intent, anchor uint64, window time.Duration) bool {
	end := anchor + uint64(window.Milliseconds())
	aIn, bIn := a.IssuedAt <= end, b.IssuedAt <= end
	if aIn != bIn {
		return aIn
	}
	if !aIn && a.IssuedAt != b.IssuedAt {
		return a.IssuedAt < b.IssuedAt
	}
	ra, rb := a.Rank(), b.Rank()
	return bytes.Compare(ra[:], rb[:]) < 0
}

// Coordinator orders the workers that want the same open bounty so that one claims and the
// others claim only if it does not (node/marketnet implements it over gossip). A worker says
// Intend as soon as bounty b, as it read it from the chain, fits one of its policies, then Wait
// once its checks pass, or Withdraw when they refuse.
type Coordinator interface {
	Intend(ctx context.Context, b Bounty, agentID uint64) (Turn, error)
}

// Turn is one worker's place in a bounty's queue.
type Turn interface {
	// Wait returns nil when it is this worker's turn to claim (it is first, or those before it
	// have not claimed in time) and an error wrapping ErrTaken when the bounty was claimed.
	// skill is the one the bounty's spec asks for (the chain holds only the spec's hash).
	Wait(ctx context.Context, skill string) error
	// Behind reports whether an intent this worker has seen so far ranks before its own: the
	// worker then waits before its money checks, since it most likely yields.
	Behind() bool
	// Withdraw tells the others this worker will not claim.
	Withdraw()
}
