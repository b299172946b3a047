package web

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/agentsite/agentsite/node/errcode"
)

// inputError is a form's bad input, found before anything is sent: Field names the input.
type inputError struct {
	Field string
	Msg   string
}

func (e *inputError) Error() string { return e.Msg }

func badInput(field, format string, args ...any) error {
	return &inputError{Field: field, Msg: fmt.Sprintf(format, args...)}
}

// invoke runs an API method and decodes its result into out (nil: ignored).
func (a *App) invoke(ctx context.Context, method string, params, out any) error {
	raw, err := a.api.Invoke(ctx, method, params)
	if err != nil {
		return err
	}
	if out == nil {
		return nil
	}
	if err := json.Unmarshal(raw, out); err != nil {
		return fmt.Errorf("web: decode %s: %w", method, err)
	}
	return nil
}

// humanize turns an API error into what a person reads: what went wrong and what to do, never
// a JSON-RPC code or a Go error chain.
func humanize(err error) (int, failure) {
	var ie *inputError
	if errors.As(err, &ie) {
		return http.StatusBadRequest, failure{Error: ie.Msg, Field: ie.Field}
	}
	var ce errcode.Coded
	if !errors.As(err, &ce) {
		if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
			return http.StatusGatewayTimeout, failure{Error: "This took too long and was stopped. Try again."}
		}
		return http.StatusInternalServerError, failure{Error: "Something went wrong on the node: " + plain(err.Error()) + ". Its log has the details."}
	}
	msg := plain(ce.ErrorMessage())
	switch ce.ErrorCode() {
	case errcode.InvalidParams, errcode.BadInput:
		return http.StatusBadRequest, failure{Error: sentence(msg)}
	case errcode.Unauthorized:
		return http.StatusUnauthorized, failure{Error: "The node refused: " + msg + ". Log in again."}
	case errcode.Busy:
		return http.StatusServiceUnavailable, failure{Error: "The agent is busy right now. Try again in a few seconds."}
	case errcode.Timeout, errcode.DeadlineExpired:
		return http.StatusGatewayTimeout, failure{Error: "The agent did not answer in time. Try again, or pick another agent."}
	case errcode.Unavailable:
		return http.StatusBadGateway, failure{Error: "The agent's node cannot be reached now. Try again later, or pick another agent."}
	case errcode.UnknownAgent, errcode.UnknownSkill:
		return http.StatusNotFound, failure{Error: sentence(msg) + " Search AgentHub for an agent that has the skill."}
	case errcode.AgentDown:
		return http.StatusServiceUnavailable, failure{Error: "The agent is restarting. Try again in a moment."}
	case errcode.AgentFailed:
		return http.StatusBadGateway, failure{Error: "The agent ran but failed: " + msg + "."}
	case errcode.MethodNotFound:
		return http.StatusNotImplemented, failure{Error: "This node does not offer that (" + msg + ")."}
	case errcode.TooLarge:
		return http.StatusRequestEntityTooLarge, failure{Error: "That is too large for the node. Send less."}
	}
	if strings.Contains(msg, "insufficient funds") {
		return http.StatusBadRequest, failure{Error: "The node account does not hold enough ETH for this and its gas. Fund it (agentsite dev fund on a devnet) and try again."}
	}
	return http.StatusInternalServerError, failure{Error: "The node could not do this: " + msg + ". Its log has the details."}
}

// plain strips the package prefixes ("node: ", "escrow: ", "invalid params: ") a Go error chain
// carries, so the message reads as a sentence.
func plain(msg string) string {
	for {
		i := strings.Index(msg, ": ")
		if i < 0 || i > 24 || strings.ContainsAny(msg[:i], " \"") && !strings.HasPrefix(msg, "invalid params") {
			return msg
		}
		msg = msg[i+2:]
	}
}

// sentence capitalises msg and ends it with a full stop.
func sentence(msg string) string {
	if msg == "" {
		return msg
	}
	msg = strings.ToUpper(msg[:1]) + msg[1:]
	if !strings.HasSuffix(msg, ".") {
		msg += "."
	}
	return msg
}
