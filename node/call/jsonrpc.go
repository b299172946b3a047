package call

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/errcode"
	"github.com/agentsite/agentsite/node/runtime"
)

// Version is the JSON-RPC version string.
const Version = "2.0"

// Request is a JSON-RPC 2.0 request or, without ID, a notification.
type Request struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id,omitempty"`
	Method  string          `json:"method"`
	Params  json.RawMessage `json:"params,omitempty"`
}

// Response is a JSON-RPC 2.0 response: Result or Error.
type Response struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  json.RawMessage `json:"result,omitempty"`
	Error   *Error          `json:"error,omitempty"`
	// Receipt, on the call protocol's answer to an upto call, is what the call was charged.
	Receipt *Receipt `json:"receipt,omitempty"`
}

// Stable error codes (node/errcode). The first five are JSON-RPC 2.0's; the others are
// AgentSite's and never change meaning.
const (
	CodeParseError     = errcode.ParseError
	CodeInvalidRequest = errcode.InvalidRequest
	CodeMethodNotFound = errcode.MethodNotFound
	CodeInvalidParams  = errcode.InvalidParams
	CodeInternal       = errcode.Internal

	CodeBadSignature    = errcode.BadSignature
	CodeDeadlineExpired = errcode.DeadlineExpired
	CodeUnknownAgent    = errcode.UnknownAgent
	CodeUnknownSkill    = errcode.UnknownSkill
	CodeBusy            = errcode.Busy
	CodeTimeout         = errcode.Timeout
	CodeTooLarge        = errcode.TooLarge
	CodeAgentDown       = errcode.AgentDown
	CodeAgentFailed     = errcode.AgentFailed
	CodeReplay          = errcode.Replay
	CodeUnauthorized    = errcode.Unauthorized
	CodeBadInput        = errcode.BadInput
	CodeUnavailable     = errcode.Unavailable
	CodeStale           = errcode.Stale
	// CodePaymentRequired: the agent is paid and the call carried no voucher, or one raising
	// the channel by less than the price; data: the agent's Terms.
	CodePaymentRequired = errcode.PaymentRequired
	// CodePaymentRefused: the voucher is not acceptable (another channel, chain or payee, not
	// above the last one, over the deposit, badly signed, a channel withdrawn or unknown); the
	// call did not run and costs nothing; data: the agent's Terms (Held for "not above").
	CodePaymentRefused = errcode.PaymentRefused
)

// Sentinel errors of this package.
var (
	ErrDeadlineExpired = errors.New("call: deadline expired")
	ErrTooLarge        = errors.New("call: message too large")
	ErrReplay          = errors.New("call: replayed request")
	ErrUnauthorized    = errors.New("call: unauthorized")
	ErrUnavailable     = errors.New("call: remote unavailable")
	ErrProtocol        = errors.New("call: protocol error")
	ErrStale           = errors.New("call: stale request")
)

// Error is a JSON-RPC error object. errors.Is matches it against the sentinel of its code
// (runtime.ErrAgentBusy for CodeBusy, identity.ErrBadSignature for CodeBadSignature, ...).
type Error struct {
	Code    int             `json:"code"`
	Message string          `json:"message"`
	Data    json.RawMessage `json:"data,omitempty"`
}

func (e *Error) Error() string { return fmt.Sprintf("call: remote error %d: %s", e.Code, e.Message) }

// ErrorCode is e's code (errcode.Coded).
func (e *Error) ErrorCode() int { return e.Code }

// ErrorMessage is e's message without the code (errcode.Coded).
func (e *Error) ErrorMessage() string { return e.Message }

var _ errcode.Coded = (*Error)(nil)

// Is reports whether target is the sentinel for e's code.
func (e *Error) Is(target error) bool {
	s, ok := codeSentinel[e.Code]
	return ok && s == target
}

// Errorf makes an Error.
func Errorf(code int, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

var codeSentinel = map[int]error{
	CodeBadSignature:    identity.ErrBadSignature,
	CodeDeadlineExpired: ErrDeadlineExpired,
	CodeUnknownAgent:    runtime.ErrUnknownAgent,
	CodeUnknownSkill:    runtime.ErrUnknownSkill,
	CodeBusy:            runtime.ErrAgentBusy,
	CodeTimeout:         runtime.ErrTimeout,
	CodeTooLarge:        ErrTooLarge,
	CodeAgentDown:       runtime.ErrAgentDown,
	CodeAgentFailed:     runtime.ErrAgentFailed,
	CodeReplay:          ErrReplay,
	CodeUnauthorized:    ErrUnauthorized,
	CodeBadInput:        runtime.ErrBadInput,
	CodeUnavailable:     ErrUnavailable,
	CodeStale:           ErrStale,
	CodePaymentRequired: ErrPaymentRequired,
	CodePaymentRefused:  ErrPaymentRefused,
}

// sentinel order matters only for errors wrapping several; the first match wins.
var sentinelCodes = []struct {
	err  error
	code int
}{
	{identity.ErrBadSignature, CodeBadSignature},
	{identity.ErrBadDID, CodeInvalidParams},
	{ErrDeadlineExpired, CodeDeadlineExpired},
	{ErrTooLarge, CodeTooLarge},
	{runtime.ErrResultTooLarge, CodeTooLarge},
	{ErrReplay, CodeReplay},
	{ErrStale, CodeStale},
	{ErrUnauthorized, CodeUnauthorized},
	{ErrUnavailable, CodeUnavailable},
	{runtime.ErrUnknownAgent, CodeUnknownAgent},
	{runtime.ErrUnknownSkill, CodeUnknownSkill},
	{runtime.ErrAgentBusy, CodeBusy},
	{runtime.ErrTimeout, CodeTimeout},
	{runtime.ErrAgentDown, CodeAgentDown},
	{runtime.ErrBadInput, CodeBadInput},
	{runtime.ErrAgentFailed, CodeAgentFailed},
}

// ToError turns any error into an Error with the code of the sentinel it wraps (CodeInternal
// if none). An *Error passes through unchanged.
func ToError(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	for _, s := range sentinelCodes {
		if errors.Is(err, s.err) {
			return &Error{Code: s.code, Message: err.Error()}
		}
	}
	return &Error{Code: CodeInternal, Message: err.Error()}
}
