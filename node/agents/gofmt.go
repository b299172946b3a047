package agents

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"go/format"

	"github.com/agentsite/agentsite/node/runtime"
)

// GofmtInput is the input of gofmt's "format" skill.
type GofmtInput struct {
	Source string `json:"source"`
}

// GofmtOutput is its result.
type GofmtOutput struct {
	Formatted string `json:"formatted"`
	Changed   bool   `json:"changed"`
}

// NewGofmt makes the gofmt agent: "format" formats Go source (a file or a fragment) the way
// gofmt does; a syntax error is a runtime.ErrBadInput naming the position.
func NewGofmt(name string) *Builtin {
	return newBuiltin(name, skillDef{
		skill: runtime.Skill{ID: "format", Name: "Format Go", Description: "Formats Go source code like gofmt.",
			Tags: []string{"go", "golang", "format", "code"}, Examples: []string{`{"source":"package main\nfunc main(){}"}`},
			InputSchema: schema(`{"type":"object","properties":{"source":{"type":"string"}},"required":["source"]}`)},
		run: func(_ context.Context, in json.RawMessage, _ runtime.ProgressFunc) (any, error) {
			var g GofmtInput
			if err := decode(in, &g); err != nil {
				return nil, err
			}
			if g.Source == "" {
				return nil, fmt.Errorf("%w: source is empty", runtime.ErrBadInput)
			}
			out, err := format.Source([]byte(g.Source))
			if err != nil {
				return nil, fmt.Errorf("%w: %v", runtime.ErrBadInput, err)
			}
			return GofmtOutput{Formatted: string(out), Changed: !bytes.Equal(out, []byte(g.Source))}, nil
		},
	})
}
