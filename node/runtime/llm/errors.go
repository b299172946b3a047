package llm

import (
	"errors"
	"fmt"
	"strings"
)

// Sentinel errors of the model endpoint and the tool loop; callers test them with errors.Is.
var (
	// ErrUnauthorized: the endpoint refused the API key (HTTP 401 or 403).
	ErrUnauthorized = errors.New("llm: endpoint refused the API key")
	// ErrNotFound: no such model or path (HTTP 404).
	ErrNotFound = errors.New("llm: model or endpoint not found")
	// ErrRateLimited: HTTP 429 after the retries, or a Retry-After past the bound.
	ErrRateLimited = errors.New("llm: rate limited")
	// ErrServer: HTTP 5xx after the retries.
	ErrServer = errors.New("llm: endpoint failed")
	// ErrRequest: the endpoint refused the request (another 4xx).
	ErrRequest = errors.New("llm: endpoint refused the request")
	// ErrMalformed: an answer or a stream chunk that does not follow the wire format.
	ErrMalformed = errors.New("llm: malformed answer")
	// ErrTooLarge: an answer past the configured size bound.
	ErrTooLarge = errors.New("llm: answer too large")
	// ErrTooManyRounds: the model still called tools after the last allowed round.
	ErrTooManyRounds = errors.New("llm: too many tool rounds")
	// ErrNoKey: the environment variable named for the API key is empty or unset.
	ErrNoKey = errors.New("llm: no API key")
	// ErrOverBudget: a bounty would spend more than the task's budget (a tool error: the model
	// is told and may go on).
	ErrOverBudget = errors.New("llm: over the task's budget")
	// ErrNotPosted: Market.PostBounty returns it (wrapped) for a bounty that never reached the
	// chain (refused parameters, no market), so its reservation is given back; after any other
	// error the reservation stays, since the bounty may be escrowed.
	ErrNotPosted = errors.New("llm: bounty not posted")
	// ErrTooDeep: llm agents of one node called each other through call_agent past
	// MaxCallDepth.
	ErrTooDeep = errors.New("llm: calls nested too deep")
	// ErrBadOutput: a JSON skill's answer is not a JSON object.
	ErrBadOutput = errors.New("llm: answer is not the JSON object the skill returns")
)

// APIError is an error answer of the endpoint, with what its body said.
type APIError struct {
	// Status is the HTTP status.
	Status int
	// Message, Type and Code are the body's error object (empty when the body had none).
	Message, Type, Code string
	kind                error
}

func (e *APIError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%v (HTTP %d)", e.kind, e.Status)
	if e.Type != "" || e.Code != "" {
		fmt.Fprintf(&b, " [%s]", strings.Trim(e.Type+" "+e.Code, " "))
	}
	if e.Message != "" {
		b.WriteString(": " + e.Message)
	}
	return b.String()
}

// Unwrap returns the sentinel of the status (ErrUnauthorized, ErrNotFound, ...).
func (e *APIError) Unwrap() error { return e.kind }

// maxErrorMessage bounds the part of an endpoint's error message kept in an error.
const maxErrorMessage = 512

// statusKind maps an HTTP status to its sentinel.
func statusKind(status int) error {
	switch {
	case status == 401 || status == 403:
		return ErrUnauthorized
	case status == 404:
		return ErrNotFound
	case status == 429:
		return ErrRateLimited
	case status >= 500:
		return ErrServer
	default:
		return ErrRequest
	}
}

// retryable reports whether a request that failed with status may be sent again.
func retryable(status int) bool { return status == 429 || status >= 500 }

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
