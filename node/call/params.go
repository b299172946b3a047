package call

import (
	"bytes"
	"encoding/json"
	"fmt"
	"time"

	"github.com/agentsite/agentsite/identity"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
)

// Protocol names.
const (
	ProtocolID = "/agentsite/call/1"
	// ServiceName is the resource-manager service the server's streams join; the host's
	// limits for it bound the memory of requests being read and handled (node/p2p).
	ServiceName    = "agentsite.call"
	MethodCall     = "agent.call"
	MethodProgress = "progress"
	// MethodSettle is the notification (no answer) by which a payer hands the payee its
	// settlement of an upto call right after the answer (SettleParams).
	MethodSettle = "payment.settle"
	// StatementKind is the identity.Statement kind of a signed call request.
	StatementKind = "agentsite/call/1"
)

// Params are the params of a call protocol request ("agent.call" from one node to another).
type Params struct {
	// Agent is the hosted agent's name on the serving node.
	Agent string `json:"agent"`
	// Skill is the skill to run.
	Skill string `json:"skill"`
	// Input is the skill's input, a JSON value.
	Input json.RawMessage `json:"input,omitempty"`
	// Deadline is when the caller stops waiting, in unix milliseconds.
	Deadline int64 `json:"deadline"`
	// Caller is the caller's DID; its chain id must be the serving node's. A signed request is
	// signed by it; an unsigned one names the DID a binding of the connection authenticates.
	Caller string `json:"caller,omitempty"`
	// Callee is the serving node's peer id, so a request cannot be replayed to another node.
	Callee string `json:"callee,omitempty"`
	// Nonce makes each request unique (hex, 16 random bytes).
	Nonce string `json:"nonce,omitempty"`
	// IssuedAt is the signature's timestamp, in unix milliseconds.
	IssuedAt uint64 `json:"issuedAt,omitempty"`
	// Signature is the caller's 65-byte EIP-712 signature of the Statement, 0x-hex.
	Signature string `json:"signature,omitempty"`
	// Binding, in an unsigned request, binds the caller's DID to the connection the request
	// arrives on (see Binding): this request and later unsigned ones on any stream of that
	// connection are the DID's. Caller, if set, must be the binding's.
	Binding *Binding `json:"binding,omitempty"`
	// Payment pays a call to a paid agent (a voucher on a channel to its payee). It is not
	// part of the signed request: the voucher is signed by the channel's signer on its own.
	Payment *Payment `json:"payment,omitempty"`
}

// SettleParams are the params of a MethodSettle notification: the agent called and, as its
// Payment, the channel and the voucher for exactly what the channel owes.
type SettleParams struct {
	Agent   string  `json:"agent"`
	Payment Payment `json:"payment"`
}

// ProgressParams are the params of a "progress" notification; ID is the call's request id.
type ProgressParams struct {
	ID       json.RawMessage `json:"id"`
	Progress float64         `json:"progress"`
	Total    float64         `json:"total,omitempty"`
	Message  string          `json:"message,omitempty"`
}

// canonical is the signed payload: a JSON array of the request's fields with the input as the
// keccak256 of its compact form, so any re-encoding of the input keeps the signature valid.
func (p *Params) canonical() ([]byte, error) {
	var in bytes.Buffer
	if len(p.Input) > 0 {
		if err := json.Compact(&in, p.Input); err != nil {
			return nil, fmt.Errorf("input: %w", err)
		}
	}
	h := identity.ContentHash(in.Bytes())
	return json.Marshal([]any{StatementKind, p.Agent, p.Skill, p.Deadline, p.Caller, p.Callee, p.Nonce, h.Hex()})
}

// Sign fills Caller, Nonce, IssuedAt and Signature with key on chainID.
func (p *Params) Sign(key *identity.Key, chainID uint64, now time.Time) error {
	nonce, err := newNonce()
	if err != nil {
		return err
	}
	p.Nonce = nonce
	p.Caller = key.DID(chainID).String()
	payload, err := p.canonical()
	if err != nil {
		return fmt.Errorf("call: sign: %w", err)
	}
	st, sig, err := key.SignStatement(chainID, StatementKind, payload, now)
	if err != nil {
		return fmt.Errorf("call: sign: %w", err)
	}
	p.IssuedAt = st.IssuedAt
	p.Signature = hexutil.Encode(sig)
	return nil
}

// Verify checks that p is signed by its Caller on chainID; it returns the caller's DID and the
// EIP-712 digest of the signed statement. The signature is decoded to bytes before it is
// checked (any hex case, 0x or 0X) and must be canonical: 65 bytes, v in {0, 1, 27, 28}, low s
// (identity.RecoverHash). The digest, not the signature's spelling, identifies the request:
// the replay cache keys on it.
func (p *Params) Verify(chainID uint64) (identity.DID, common.Hash, error) {
	did, digest, err := statementDigest(chainID, StatementKind, p.Caller, p.IssuedAt, p.canonical)
	if err != nil {
		return identity.DID{}, common.Hash{}, err
	}
	if err := checkSigner(digest, p.Signature, did); err != nil {
		return identity.DID{}, common.Hash{}, err
	}
	return did, digest, nil
}

// statementDigest is the caller's DID on chainID and the EIP-712 digest of the statement of
// kind that caller signed over canonical's bytes at issuedAt (ms).
func statementDigest(chainID uint64, kind, caller string, issuedAt uint64, canonical func() ([]byte, error)) (identity.DID, common.Hash, error) {
	did, err := callerDID(caller, chainID)
	if err != nil {
		return identity.DID{}, common.Hash{}, err
	}
	payload, err := canonical()
	if err != nil {
		return identity.DID{}, common.Hash{}, fmt.Errorf("%w: %v", identity.ErrBadSignature, err)
	}
	st := identity.Statement{Kind: kind, Signer: common.Address(did.Address), ContentHash: identity.ContentHash(payload), IssuedAt: issuedAt}
	return did, st.Digest(chainID), nil
}
