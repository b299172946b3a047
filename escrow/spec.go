package escrow

import (
	"bytes"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// MaxSpecSize bounds a task spec blob; MaxResultSize a result.
const (
	MaxSpecSize   = 1 << 20
	MaxResultSize = 4 << 20
)

// ErrBadSpec: a spec blob does not decode, is too large, or does not match its bounty.
var ErrBadSpec = errors.New("escrow: bad task spec")

// Spec is the task a bounty pays for. Its canonical JSON is stored as a content-addressed blob;
// keccak256 of those bytes is the bounty's specHash on chain, so a worker that fetched the blob
// from anywhere can check it is the one the requester paid for.
type Spec struct {
	// Skill is the skill id or tag an agent needs.
	Skill string `json:"skill"`
	// Input is the task's input, handed to the agent as is.
	Input json.RawMessage `json:"input"`
	// Description says what is wanted, for people and for agents that read it.
	Description string `json:"description,omitempty"`
	// RequesterKey is the requester's uncompressed public key (hex): results are sealed to it.
	// It must belong to the bounty's requester address.
	RequesterKey string `json:"requesterKey"`
	// RequesterPeer is the libp2p peer id of the requester's node, where results are delivered.
	RequesterPeer string `json:"requesterPeer"`
	// Nonce makes two identical tasks distinct blobs.
	Nonce string `json:"nonce,omitempty"`
	// CallID names the call for bids a direct hire follows: the hired worker claims only if
	// the bounty on chain matches the bid it signed for that call.
	CallID common.Hash `json:"callId,omitzero"`
	// Room is the AgentChat room the requester follows the task in (a team's room); the
	// worker's node joins it while its agent works. Empty: none.
	Room string `json:"room,omitempty"`
}

// Encode returns the canonical bytes (compact JSON, fields in declaration order, input compacted).
func (s Spec) Encode() ([]byte, error) {
	if len(s.Input) > 0 {
		var buf bytes.Buffer
		if err := json.Compact(&buf, s.Input); err != nil {
			return nil, fmt.Errorf("%w: input is not JSON: %v", ErrBadSpec, err)
		}
		s.Input = buf.Bytes()
	} else {
		s.Input = json.RawMessage("null")
	}
	b, err := json.Marshal(s)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadSpec, err)
	}
	if len(b) > MaxSpecSize {
		return nil, fmt.Errorf("%w: %d bytes, limit %d", ErrBadSpec, len(b), MaxSpecSize)
	}
	return b, nil
}

// Hash is keccak256 of the bytes: the on-chain specHash or resultHash.
func Hash(b []byte) common.Hash { return crypto.Keccak256Hash(b) }

// DecodeSpec checks blob against the bounty's specHash and requester and decodes it.
func DecodeSpec(blob []byte, specHash common.Hash, requester common.Address) (Spec, *ecdsa.PublicKey, error) {
	if len(blob) > MaxSpecSize {
		return Spec{}, nil, fmt.Errorf("%w: %d bytes, limit %d", ErrBadSpec, len(blob), MaxSpecSize)
	}
	if Hash(blob) != specHash {
		return Spec{}, nil, fmt.Errorf("%w: blob hashes to %s, bounty says %s", ErrBadSpec, Hash(blob).Hex(), specHash.Hex())
	}
	var s Spec
	if err := json.Unmarshal(blob, &s); err != nil {
		return Spec{}, nil, fmt.Errorf("%w: %v", ErrBadSpec, err)
	}
	if s.Skill == "" {
		return Spec{}, nil, fmt.Errorf("%w: no skill", ErrBadSpec)
	}
	pub, err := crypto.UnmarshalPubkey(common.FromHex(s.RequesterKey))
	if err != nil {
		return Spec{}, nil, fmt.Errorf("%w: requester key: %v", ErrBadSpec, err)
	}
	if got := crypto.PubkeyToAddress(*pub); got != requester {
		return Spec{}, nil, fmt.Errorf("%w: requester key is %s's, bounty was posted by %s", ErrBadSpec, got.Hex(), requester.Hex())
	}
	return s, pub, nil
}

// Result is what a worker delivers: the agent's output for a bounty. Its canonical JSON hashes
// to the resultHash submitted on chain; it travels sealed to the requester's key.
type Result struct {
	BountyID uint64          `json:"bountyId"`
	AgentID  uint64          `json:"agentId"`
	Output   json.RawMessage `json:"output,omitempty"`
	Error    string          `json:"error,omitempty"`
}

// Encode returns the canonical bytes.
func (r Result) Encode() ([]byte, error) {
	if len(r.Output) > 0 {
		var buf bytes.Buffer
		if err := json.Compact(&buf, r.Output); err != nil {
			return nil, fmt.Errorf("escrow: result output is not JSON: %w", err)
		}
		r.Output = buf.Bytes()
	}
	b, err := json.Marshal(r)
	if err != nil {
		return nil, err
	}
	if len(b) > MaxResultSize {
		return nil, fmt.Errorf("escrow: result of %d bytes above the %d limit", len(b), MaxResultSize)
	}
	return b, nil
}
