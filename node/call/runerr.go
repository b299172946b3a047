package call

// runError is the error a run of an agent answers with: ToError's, except that a code the
// protocol speaks about the request itself (its framing, its params, its payment) is the
// agent's failure. A run's error may wrap another node's *Error (an agent's own call failed:
// a Go agent wrapping its call's error; the shipped agents do not: llm tools hand errors to
// the model as text), which would otherwise pass on as this node's: a nested refusal of a
// compact payment read as this node being from before it (the failed call sent again, this
// node paid in full for good), a nested payment's terms learnt for this agent (a channel
// opened to another payee, the call run again on it), a nested hold adopted on this
// agent's channel (review rv20, finding 1). Its message is kept, its data (terms) dropped.
func runError(err error) *Error {
	e := ToError(err)
	switch e.Code {
	case CodeParseError, CodeInvalidRequest, CodeMethodNotFound, CodeInvalidParams, CodePaymentRequired, CodePaymentRefused:
		return &Error{Code: CodeAgentFailed, Message: e.Message}
	}
	return e
}
