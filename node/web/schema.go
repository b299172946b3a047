package web

import (
	"encoding/json"
	"sort"
)

// field is one input of a form built from a JSON schema's top-level properties.
type field struct {
	Name        string
	Kind        string // "string", "number", "integer", "boolean" or "json" (anything else)
	Description string
	Required    bool
}

// maxFields bounds the inputs drawn from one schema.
const maxFields = 32

// schemaFields reads an object schema's properties; nil when the schema is absent or not an
// object with properties (the form then takes raw JSON).
func schemaFields(raw json.RawMessage) []field {
	var s struct {
		Type       string `json:"type"`
		Properties map[string]struct {
			Type        any    `json:"type"`
			Description string `json:"description"`
		} `json:"properties"`
		Required []string `json:"required"`
	}
	if len(raw) == 0 || json.Unmarshal(raw, &s) != nil || s.Type != "object" || len(s.Properties) == 0 || len(s.Properties) > maxFields {
		return nil
	}
	req := map[string]bool{}
	for _, r := range s.Required {
		req[r] = true
	}
	var out []field
	for name, p := range s.Properties {
		kind := "json"
		if t, ok := p.Type.(string); ok && (t == "string" || t == "number" || t == "integer" || t == "boolean") {
			kind = t
		}
		out = append(out, field{Name: name, Kind: kind, Description: p.Description, Required: req[name]})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Required != out[j].Required {
			return out[i].Required
		}
		return out[i].Name < out[j].Name
	})
	return out
}
