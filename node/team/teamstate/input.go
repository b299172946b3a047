package teamstate

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
)

// maxInputSize bounds a task's input after its references are filled in (the spec limit is
// 1 MiB; the rest of the spec needs room).
const maxInputSize = 768 << 10

// template matches "{{t1}}" or "{{t1.field}}" inside a string.
var template = regexp.MustCompile(`\{\{([a-z0-9_-]{1,32})(?:\.([A-Za-z0-9_]{1,64}))?\}\}`)

// ref is a {"$from": id, "path": field} object.
type ref struct {
	From string `json:"$from"`
	Path string `json:"path,omitempty"`
}

// isRef reports whether m is exactly a reference object.
func isRef(m map[string]any) (ref, bool) {
	from, ok := m["$from"].(string)
	if !ok || len(m) > 2 {
		return ref{}, false
	}
	path, hasPath := m["path"]
	if len(m) == 2 && !hasPath {
		return ref{}, false
	}
	r := ref{From: from}
	if hasPath {
		s, ok := path.(string)
		if !ok {
			return ref{}, false
		}
		r.Path = s
	}
	return r, true
}

// References lists the task ids an input refers to, sorted, without repeats. An input that is
// not JSON is an error.
func References(input json.RawMessage) ([]string, error) {
	if len(input) == 0 {
		return nil, nil
	}
	var v any
	if err := json.Unmarshal(input, &v); err != nil {
		return nil, fmt.Errorf("input is not JSON: %v", err)
	}
	set := map[string]bool{}
	walk(v, func(r ref) { set[r.From] = true }, func(s string) {
		for _, m := range template.FindAllStringSubmatch(s, -1) {
			set[m[1]] = true
		}
	})
	out := make([]string, 0, len(set))
	for id := range set {
		out = append(out, id)
	}
	sort.Strings(out)
	return out, nil
}

// walk calls onRef for each reference object and onString for each other string in v.
func walk(v any, onRef func(ref), onString func(string)) {
	switch x := v.(type) {
	case map[string]any:
		if r, ok := isRef(x); ok {
			onRef(r)
			return
		}
		for _, e := range x {
			walk(e, onRef, onString)
		}
	case []any:
		for _, e := range x {
			walk(e, onRef, onString)
		}
	case string:
		onString(x)
	}
}

// Resolve returns input with every reference replaced by the outputs of earlier tasks (id →
// the agent's output JSON). A missing output or path is an error; an empty input is {}.
func Resolve(input json.RawMessage, outputs map[string]json.RawMessage) (json.RawMessage, error) {
	if len(input) == 0 {
		return json.RawMessage("{}"), nil
	}
	var v any
	if err := json.Unmarshal(input, &v); err != nil {
		return nil, fmt.Errorf("team: input is not JSON: %w", err)
	}
	out, err := fill(v, outputs)
	if err != nil {
		return nil, err
	}
	b, err := json.Marshal(out)
	if err != nil {
		return nil, fmt.Errorf("team: encode input: %w", err)
	}
	if len(b) > maxInputSize {
		return nil, fmt.Errorf("team: input of %d bytes after filling in results, limit %d", len(b), maxInputSize)
	}
	return b, nil
}

func fill(v any, outputs map[string]json.RawMessage) (any, error) {
	switch x := v.(type) {
	case map[string]any:
		if r, ok := isRef(x); ok {
			return lookup(r, outputs)
		}
		for k, e := range x {
			f, err := fill(e, outputs)
			if err != nil {
				return nil, err
			}
			x[k] = f
		}
		return x, nil
	case []any:
		for i, e := range x {
			f, err := fill(e, outputs)
			if err != nil {
				return nil, err
			}
			x[i] = f
		}
		return x, nil
	case string:
		var ferr error
		s := template.ReplaceAllStringFunc(x, func(m string) string {
			g := template.FindStringSubmatch(m)
			val, err := lookup(ref{From: g[1], Path: g[2]}, outputs)
			if err != nil {
				ferr = err
				return m
			}
			return text(val)
		})
		return s, ferr
	}
	return v, nil
}

// lookup is the output of r.From, or one field of it.
func lookup(r ref, outputs map[string]json.RawMessage) (any, error) {
	raw, ok := outputs[r.From]
	if !ok {
		return nil, fmt.Errorf("team: no output of task %q yet", r.From)
	}
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return nil, fmt.Errorf("team: output of task %q is not JSON: %w", r.From, err)
	}
	if r.Path == "" {
		return v, nil
	}
	m, ok := v.(map[string]any)
	if !ok {
		return nil, fmt.Errorf("team: output of task %q has no field %q (not an object)", r.From, r.Path)
	}
	f, ok := m[r.Path]
	if !ok {
		return nil, fmt.Errorf("team: output of task %q has no field %q", r.From, r.Path)
	}
	return f, nil
}

// text is a value as it reads in a sentence: a string as is, anything else as compact JSON.
func text(v any) string {
	if s, ok := v.(string); ok {
		return s
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
	return string(bytes.TrimSpace(b.Bytes()))
}
