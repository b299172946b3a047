package agents

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/agentsite/agentsite/node/runtime"
	"github.com/google/jsonschema-go/jsonschema"
)

// ValidateInput is the input of jsonschema's "validate" skill.
type ValidateInput struct {
	Schema   json.RawMessage `json:"schema"`
	Document json.RawMessage `json:"document"`
}

// ValidateOutput is its result; Errors explains why the document is invalid.
type ValidateOutput struct {
	Valid  bool     `json:"valid"`
	Errors []string `json:"errors,omitempty"`
}

// NewJSONSchema makes the jsonschema agent: "validate" checks a JSON document against a JSON
// schema (draft 2020-12 or draft-07). A malformed schema is a runtime.ErrBadInput; an invalid
// document is a normal result with valid=false.
func NewJSONSchema(name string) *Builtin {
	return newBuiltin(name, skillDef{
		skill: runtime.Skill{ID: "validate", Name: "Validate JSON", Description: "Validates a JSON document against a JSON schema.",
			Tags:        []string{"json", "schema", "validation"},
			InputSchema: schema(`{"type":"object","properties":{"schema":{"type":"object"},"document":{}},"required":["schema","document"]}`)},
		run: func(_ context.Context, in json.RawMessage, _ runtime.ProgressFunc) (any, error) {
			var v ValidateInput
			if err := decode(in, &v); err != nil {
				return nil, err
			}
			if len(v.Schema) == 0 || len(v.Document) == 0 {
				return nil, fmt.Errorf("%w: need both schema and document", runtime.ErrBadInput)
			}
			return Validate(v.Schema, v.Document)
		},
	})
}

// Validate checks document against schema.
func Validate(schemaJSON, document json.RawMessage) (ValidateOutput, error) {
	var s jsonschema.Schema
	if err := json.Unmarshal(schemaJSON, &s); err != nil {
		return ValidateOutput{}, fmt.Errorf("%w: schema: %v", runtime.ErrBadInput, err)
	}
	rs, err := s.Resolve(nil)
	if err != nil {
		return ValidateOutput{}, fmt.Errorf("%w: schema: %v", runtime.ErrBadInput, err)
	}
	var doc any
	if err := json.Unmarshal(document, &doc); err != nil {
		return ValidateOutput{}, fmt.Errorf("%w: document: %v", runtime.ErrBadInput, err)
	}
	if err := rs.Validate(doc); err != nil {
		return ValidateOutput{Valid: false, Errors: strings.Split(err.Error(), "\n")}, nil
	}
	return ValidateOutput{Valid: true}, nil
}
