package teamstate

import "encoding/json"

// Usage is language-model tokens: what an llm agent reports with its result ({"usage":
// {"promptTokens", "completionTokens", "totalTokens"}}) and an llm planner with its plan.
type Usage struct {
	PromptTokens     int `json:"promptTokens"`
	CompletionTokens int `json:"completionTokens"`
	TotalTokens      int `json:"totalTokens"`
}

// maxTokens bounds one report (a stranger's result is read, not trusted): past it the report
// is ignored.
const maxTokens = 1 << 40

// UsageOf reads the usage an agent's output reports; nil when it reports none (or nonsense).
func UsageOf(output json.RawMessage) *Usage {
	var r struct {
		Usage *Usage `json:"usage"`
	}
	if json.Unmarshal(output, &r) != nil || r.Usage == nil {
		return nil
	}
	if !r.Usage.sane() {
		return nil
	}
	return r.Usage
}

// sane reports whether every count is within [0, maxTokens].
func (u *Usage) sane() bool {
	for _, v := range []int{u.PromptTokens, u.CompletionTokens, u.TotalTokens} {
		if v < 0 || v > maxTokens {
			return false
		}
	}
	return true
}

// Add adds v (nil: nothing) to u.
func (u *Usage) Add(v *Usage) {
	if v == nil {
		return
	}
	u.PromptTokens += v.PromptTokens
	u.CompletionTokens += v.CompletionTokens
	u.TotalTokens += v.TotalTokens
}

// Tokens adds up the planner's call and every task's reported usage.
func (t *Team) Tokens() Usage {
	var u Usage
	u.Add(t.PlannerUsage)
	for _, ts := range t.Tasks {
		u.Add(ts.Usage)
	}
	return u
}
