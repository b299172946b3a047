package chat

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/agentsite/agentsite/node/chat/ioa"
)

// Kind is the identity.Statement kind chat envelopes are signed under.
const Kind = "agentsite/chat/1"

// State is the conversation state of the IoA protocol (its leaf package ioa holds it, so the
// API's types name a state without reaching the chat service).
type State = ioa.State

// The conversation states. A room moves between them as its members decide.
const (
	StateDiscussion     = ioa.StateDiscussion
	StateTaskAssignment = ioa.StateTaskAssignment
	StateExecution      = ioa.StateExecution
	StateConclusion     = ioa.StateConclusion
	// StatePause is IoA's pause & trigger: the team waits (nothing new is assigned) until its
	// trigger fires (a time, a task's end, a message) and resumes.
	StatePause = ioa.StatePause
)

// States lists the conversation states, in the order a team goes through them.
var States = ioa.States

// Common message types. The type is open-ended: any lower-case token is accepted and an
// unknown one is shown like text.
const (
	TypeText   = "text"
	TypeTask   = "task"
	TypeResult = "result"
	TypeSystem = "system"
)

// Signature is the sender's signature over an envelope's canonical bytes.
type Signature struct {
	// Signer is the address that signed: the sender DID's address or one of its delegates.
	Signer common.Address `json:"signer"`
	// Sig is the 65-byte [R || S || V] signature of the identity.Statement.
	Sig hexutil.Bytes `json:"sig"`
}

// Envelope is one chat message. Its JSON form uses the snake_case names of the IoA header.
type Envelope struct {
	GroupID  string   // room name
	SenderID string   // sender DID, did:ethr:0x<chain>:0x<address>
	State    State    // conversation state
	Type     string   // message type: text, task, result, system, ...
	TaskID   string   // task this message belongs to, if any
	TaskDesc string   // task description (on task_assignment)
	Content  string   // the message text
	To       []string // DIDs the message is addressed to (optional)
	TS       int64    // unix milliseconds, also the signature's issuedAt
	// Signature is nil on an unsigned draft.
	Signature *Signature
	// Extra holds fields this version does not know, as normalized JSON (keys sorted, no
	// insignificant space). They are signed, kept, re-emitted, and otherwise ignored.
	Extra map[string]json.RawMessage
}

// knownFields are the JSON names the struct owns; everything else goes to Extra.
var knownFields = map[string]bool{
	"group_id": true, "sender_id": true, "state": true, "type": true, "task_id": true,
	"task_desc": true, "content": true, "to": true, "ts": true, "signature": true,
}

// fields returns the envelope's JSON members, empty known fields omitted, signature included
// when withSig is set.
func (e *Envelope) fields(withSig bool) (map[string]json.RawMessage, error) {
	m := make(map[string]json.RawMessage, len(e.Extra)+10)
	for k, v := range e.Extra {
		if knownFields[k] {
			return nil, fmt.Errorf("%w: extra field %q shadows a known field", ErrBadEnvelope, k)
		}
		m[k] = v
	}
	put := func(k, v string) {
		if v != "" {
			m[k] = encodeString(v)
		}
	}
	put("group_id", e.GroupID)
	put("sender_id", e.SenderID)
	put("state", string(e.State))
	put("type", e.Type)
	put("task_id", e.TaskID)
	put("task_desc", e.TaskDesc)
	put("content", e.Content)
	if len(e.To) > 0 {
		var b bytes.Buffer
		b.WriteByte('[')
		for i, d := range e.To {
			if i > 0 {
				b.WriteByte(',')
			}
			b.Write(encodeString(d))
		}
		b.WriteByte(']')
		m["to"] = b.Bytes()
	}
	if e.TS != 0 {
		m["ts"] = fmt.Appendf(nil, "%d", e.TS)
	}
	if withSig && e.Signature != nil {
		b, err := json.Marshal(e.Signature)
		if err != nil {
			return nil, fmt.Errorf("%w: signature: %v", ErrBadEnvelope, err)
		}
		m["signature"] = b
	}
	return m, nil
}

// MarshalJSON encodes the envelope in the same deterministic form as Canonical, plus the
// signature.
func (e Envelope) MarshalJSON() ([]byte, error) {
	m, err := e.fields(true)
	if err != nil {
		return nil, err
	}
	return encodeObject(m), nil
}

// UnmarshalJSON decodes an envelope. Known fields must have the right JSON type; unknown fields
// are normalized and kept in Extra.
func (e *Envelope) UnmarshalJSON(data []byte) error {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return fmt.Errorf("%w: %v", ErrBadEnvelope, err)
	}
	if raw == nil {
		return fmt.Errorf("%w: not a JSON object", ErrBadEnvelope)
	}
	var out Envelope
	for k, v := range raw {
		var err error
		switch k {
		case "group_id":
			err = json.Unmarshal(v, &out.GroupID)
		case "sender_id":
			err = json.Unmarshal(v, &out.SenderID)
		case "state":
			err = json.Unmarshal(v, &out.State)
		case "type":
			err = json.Unmarshal(v, &out.Type)
		case "task_id":
			err = json.Unmarshal(v, &out.TaskID)
		case "task_desc":
			err = json.Unmarshal(v, &out.TaskDesc)
		case "content":
			err = json.Unmarshal(v, &out.Content)
		case "to":
			err = json.Unmarshal(v, &out.To)
		case "ts":
			err = json.Unmarshal(v, &out.TS)
		case "signature":
			if !bytes.Equal(bytes.TrimSpace(v), []byte("null")) {
				out.Signature = new(Signature)
				err = json.Unmarshal(v, out.Signature)
			}
		default:
			var n json.RawMessage
			n, err = normalize(v)
			if err == nil {
				if out.Extra == nil {
					out.Extra = make(map[string]json.RawMessage)
				}
				out.Extra[k] = n
			}
		}
		if err != nil {
			return fmt.Errorf("%w: field %q: %v", ErrBadEnvelope, k, err)
		}
	}
	*e = out
	return nil
}

// Decode parses wire bytes into an envelope, enforcing maxSize first.
func Decode(data []byte, maxSize int) (Envelope, error) {
	if len(data) > maxSize {
		return Envelope{}, fmt.Errorf("%w: %d bytes, limit %d", ErrTooLarge, len(data), maxSize)
	}
	var e Envelope
	if err := json.Unmarshal(data, &e); err != nil {
		if errors.Is(err, ErrBadEnvelope) {
			return Envelope{}, err
		}
		return Envelope{}, fmt.Errorf("%w: %v", ErrBadEnvelope, err)
	}
	return e, nil
}
