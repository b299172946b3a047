// Package llmtest is an OpenAI-compatible chat-completions server for tests (Server, on
// loopback through httptest), written from the wire format and not from the client in package
// llm: whole answers and server-sent event streams with choices[].delta, tool calls whose index,
// id, name and arguments arrive in separate fragments, usage (in its own chunk when the request
// asks with stream_options.include_usage), error bodies {"error":{"message","type","code"}}
// with any status, Retry-After on rate limits, a bearer key, and raw bodies for malformed
// streams. A Responder picks each reply; Sequence plays a script.
package llmtest
