package llm

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// MaxToolCalls bounds the tool calls of one answer: a stream that opens more fails.
const MaxToolCalls = 16

// readStream reads a server-sent event stream of chat-completion chunks up to "data: [DONE]":
// text deltas are appended (and passed to onText), tool calls are assembled from fragments by
// their index (the first fragment carries the id and the name, the others pieces of the
// arguments), usage comes from the chunk that carries it. Lines, and the text and arguments
// together, are bounded by max bytes. A stream that ends without [DONE] is accepted only when
// a finish reason came.
func readStream(r io.Reader, max int, onText func(string)) (Completion, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), max)
	var (
		comp  Completion
		text  strings.Builder
		calls []ToolCall
		args  []strings.Builder
		size  int
	)
	grow := func(n int) error {
		if size += n; size > max {
			return fmt.Errorf("%w: streamed text and arguments past %d bytes", ErrTooLarge, max)
		}
		return nil
	}
	done := false
	for !done && sc.Scan() {
		line := sc.Bytes()
		data, ok := bytes.CutPrefix(line, []byte("data:"))
		if !ok { // blank lines, comments (": ping"), event:, id:, retry: fields
			continue
		}
		data = bytes.TrimSpace(data)
		if string(data) == "[DONE]" {
			done = true
			break
		}
		var ch chunk
		if err := json.Unmarshal(data, &ch); err != nil {
			return comp, fmt.Errorf("%w: stream chunk: %v", ErrMalformed, err)
		}
		if ch.Error != nil {
			return comp, bodyError(200, ch.Error)
		}
		if ch.Model != "" {
			comp.Model = ch.Model
		}
		if ch.Usage != nil {
			comp.Usage = *ch.Usage
		}
		for _, c := range ch.Choices {
			if c.Index != 0 { // only the first choice is asked for (n = 1)
				continue
			}
			if c.FinishReason != nil && *c.FinishReason != "" {
				comp.FinishReason = *c.FinishReason
			}
			if d := c.Delta.Content; d != nil && *d != "" {
				if err := grow(len(*d)); err != nil {
					return comp, err
				}
				text.WriteString(*d)
				if onText != nil {
					onText(*d)
				}
			}
			for _, tc := range c.Delta.ToolCalls {
				if tc.Index < 0 || tc.Index >= MaxToolCalls {
					return comp, fmt.Errorf("%w: tool call index %d (at most %d calls)", ErrMalformed, tc.Index, MaxToolCalls)
				}
				for len(calls) <= tc.Index {
					calls, args = append(calls, ToolCall{Type: "function"}), append(args, strings.Builder{})
				}
				call := &calls[tc.Index]
				if tc.ID != "" {
					call.ID = tc.ID
				}
				if tc.Type != "" {
					call.Type = tc.Type
				}
				call.Function.Name += tc.Function.Name
				if err := grow(len(tc.Function.Name) + len(tc.Function.Arguments)); err != nil {
					return comp, err
				}
				args[tc.Index].WriteString(tc.Function.Arguments)
			}
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return comp, fmt.Errorf("%w: a stream line past %d bytes", ErrTooLarge, max)
		}
		return comp, fmt.Errorf("llm: read stream: %w", err)
	}
	if !done && comp.FinishReason == "" {
		return comp, fmt.Errorf("%w: stream ended before [DONE]", ErrMalformed)
	}
	comp.Content = text.String()
	for i := range calls {
		calls[i].Function.Arguments = args[i].String()
	}
	comp.ToolCalls = calls
	return comp, checkCalls(calls)
}
