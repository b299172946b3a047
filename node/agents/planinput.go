package agents

import (
	"encoding/json"
	"fmt"
	"go/format"
	"regexp"
	"strings"
)

// kind is what a skill's input field takes, or what a step's result gives, as far as the rule
// planner needs to know to wire one into the other.
type kind string

const (
	kindText kind = "text"      // words; a field of this kind takes any string
	kindGo   kind = "Go source" // a field of this kind takes only source that parses
	kindJSON kind = "JSON"      // a whole JSON result (an object)
	kindAny  kind = "anything"  // a field that takes anything; a result the planner cannot know
)

// takes reports whether a field of kind k takes a result of kind r (an unknown result is let
// through: only the agent can tell).
func (k kind) takes(r kind) bool {
	switch {
	case k == kindAny || r == kindAny:
		return true
	case k == kindText:
		return r == kindText || r == kindGo
	default:
		return k == r
	}
}

// skillIO is how the planner feeds a known skill: the input field that takes the step's
// content and its kind, the output field a next step reads ("" for the whole output) and its
// kind, and the skill's input schema (nil: not checked).
type skillIO struct {
	in      string
	inKind  kind
	out     string
	outKind kind
	// passes: the result is what the step got (echo).
	passes bool
	schema json.RawMessage
}

// knownIO are the built-in skills by id and by the names and tags the network finds them
// under; any other skill takes {"text": ...} and gives a result the planner cannot know. The
// schemas are the agents' own.
var knownIO = func() map[string]skillIO {
	sum := skillIO{in: "text", inKind: kindText, out: "summary", outKind: kindText, schema: inputSchema(NewSummarize(""), "summarize")}
	gofmt := skillIO{in: "source", inKind: kindGo, out: "formatted", outKind: kindGo, schema: inputSchema(NewGofmt(""), "format")}
	echo := skillIO{in: "text", inKind: kindAny, out: "text", passes: true}
	validate := skillIO{in: "document", inKind: kindAny, outKind: kindJSON, schema: inputSchema(NewJSONSchema(""), "validate")}
	return map[string]skillIO{"summarize": sum, "gofmt": gofmt, "format": gofmt, "echo": echo, "validate": validate, "jsonschema": validate}
}()

// inputSchema is the input schema of a built-in agent's skill.
func inputSchema(b *Builtin, skill string) json.RawMessage {
	for _, s := range b.Skills() {
		if s.ID == skill {
			return s.InputSchema
		}
	}
	return nil
}

// ioOf is how the planner feeds skill.
func ioOf(skill string) (skillIO, bool) {
	io, ok := knownIO[strings.ToLower(skill)]
	if !ok {
		return skillIO{in: "text", inKind: kindAny, outKind: kindAny}, false
	}
	return io, true
}

// product is what a planned step gives the next one: its task id, the output field to read,
// the kind of that value and a stand-in of its JSON type for the schema check (nil: unknown).
type product struct {
	task, path string
	kind       kind
	sample     any
}

// productOf is what a step of skill io gives, having got content of kind got (sample).
func productOf(task string, io skillIO, got kind, sample any) *product {
	p := &product{task: task, path: io.out, kind: io.outKind}
	switch {
	case io.passes:
		p.kind, p.sample = got, sample
	case io.outKind == kindJSON:
		p.sample = map[string]any{}
	case io.outKind != kindAny:
		p.sample = "…"
	}
	return p
}

// fence matches a fenced block (```go ... ```): code inside a goal.
var fence = regexp.MustCompile("(?s)```[a-zA-Z]*\\n?(.*?)```")

// fenced is the first fenced block of s, if any.
func fenced(s string) (string, bool) {
	m := fence.FindStringSubmatch(s)
	if m == nil || strings.TrimSpace(m[1]) == "" {
		return "", false
	}
	return m[1], true
}

// fits reports whether text is content of kind k; for Go source, why not.
func fits(k kind, text string) error {
	if k != kindGo {
		return nil
	}
	if _, err := format.Source([]byte(text)); err != nil {
		return fmt.Errorf("it is not Go source (%v)", err)
	}
	return nil
}

// stepInput builds a step's input: its own content (the text after its colon), else the
// previous step's result when it is of a kind the skill takes, else the goal's (its words, or a
// fenced block of Go source in it). Own content that is a JSON object is the input as given,
// and the previous result fills the skill's input field if the object leaves it out (both). The
// input, with the previous result stood in for by a sample of its type, must pass the skill's
// input schema. It returns the input, whether it reads prev, and the kind (and a sample) of
// what the skill's input field got.
func stepInput(io skillIO, own string, hasOwn bool, prev *product, goal string) (json.RawMessage, bool, kind, any, error) {
	input := map[string]any{}
	var got kind
	var sample any
	usesPrev := false
	takePrev := func() bool {
		if prev == nil || !io.inKind.takes(prev.kind) {
			return false
		}
		from := map[string]any{"$from": prev.task}
		if prev.path != "" {
			from["path"] = prev.path
		}
		input[io.in], got, sample, usesPrev = from, prev.kind, prev.sample, true
		return true
	}
	var obj map[string]any
	switch {
	case hasOwn && json.Unmarshal([]byte(own), &obj) == nil && obj != nil:
		input, got, sample = obj, kindJSON, obj[io.in]
		if _, given := obj[io.in]; !given {
			takePrev()
		}
	case hasOwn:
		if err := fits(io.inKind, own); err != nil {
			return nil, false, "", nil, fmt.Errorf("its input after the colon does not fit: %w", err)
		}
		input[io.in], got, sample = own, kindText, own
		if io.inKind == kindGo {
			got = kindGo
		}
	case takePrev():
	default:
		text, ok := goalContent(io.inKind, goal)
		if !ok {
			why := "the goal gives none"
			if prev != nil {
				why = fmt.Sprintf("%s's result is %s and the goal gives none", prev.task, prev.kind)
			}
			return nil, false, "", nil, fmt.Errorf("it needs %s in %q: %s", io.inKind, io.in, why)
		}
		input[io.in], got, sample = text, kindText, text
		if io.inKind == kindGo {
			got = kindGo
		}
	}
	if err := checkSchema(io, input, prev, usesPrev); err != nil {
		return nil, false, "", nil, err
	}
	raw, err := json.Marshal(input)
	if err != nil {
		return nil, false, "", nil, err
	}
	return raw, usesPrev, got, sample, nil
}

// goalContent is what the goal gives a field of kind k: its words, or a fenced block of Go.
func goalContent(k kind, goal string) (string, bool) {
	if k != kindGo {
		return goal, true
	}
	src, ok := fenced(goal)
	if !ok || fits(kindGo, src) != nil {
		return "", false
	}
	return src, true
}

// checkSchema validates input against the skill's input schema, with the reference to the
// previous result replaced by a sample of its type.
func checkSchema(io skillIO, input map[string]any, prev *product, usesPrev bool) error {
	if io.schema == nil || usesPrev && prev.sample == nil {
		return nil
	}
	doc := make(map[string]any, len(input))
	for k, v := range input {
		doc[k] = v
	}
	if usesPrev {
		doc[io.in] = prev.sample
	}
	raw, err := json.Marshal(doc)
	if err != nil {
		return err
	}
	res, err := Validate(io.schema, raw)
	if err != nil {
		return fmt.Errorf("the skill's input schema: %w", err)
	}
	if !res.Valid {
		return fmt.Errorf("its input does not fit the skill's input schema: %s", strings.Join(res.Errors, "; "))
	}
	return nil
}
