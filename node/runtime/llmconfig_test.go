package runtime

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"
)

func TestLLMConfigValidate(t *testing.T) {
	temp := 3.0
	good := func() AgentConfig {
		return AgentConfig{Name: "writer", Kind: KindLLM, Skills: []Skill{{ID: "write"}, {ID: "plan"}},
			LLM: &LLMConfig{BaseURL: "http://127.0.0.1:11434/v1", Model: "qwen", APIKeyEnv: "OPENAI_API_KEY",
				Prompts: map[string]LLMPrompt{"plan": {JSON: true}}, Tools: []string{ToolSearchAgents, ToolPostBounty}, MaxSpend: "0.01 ETH"}}
	}
	if err := good().Validate(); err != nil {
		t.Fatalf("a good llm agent: %v", err)
	}
	tests := []struct {
		name string
		edit func(*AgentConfig)
		want string
	}{
		{"no settings", func(a *AgentConfig) { a.LLM = nil }, "needs llm settings"},
		{"no base URL", func(a *AgentConfig) { a.LLM.BaseURL = "" }, "baseURL"},
		{"not http", func(a *AgentConfig) { a.LLM.BaseURL = "file:///etc/passwd" }, "baseURL"},
		{"credentials in the URL", func(a *AgentConfig) { a.LLM.BaseURL = "https://u:sk-secret@api.example/v1" }, "must not carry credentials"},
		{"no model", func(a *AgentConfig) { a.LLM.Model = "" }, "model is required"},
		{"bad env name", func(a *AgentConfig) { a.LLM.APIKeyEnv = "sk-live-123" }, "not an environment variable name"},
		{"the node's secret", func(a *AgentConfig) { a.LLM.APIKeyEnv = "AGENTSITE_PASSPHRASE" }, "node's own secret"},
		{"prompt of an undeclared skill", func(a *AgentConfig) { a.LLM.Prompts["translate"] = LLMPrompt{} }, `skill "translate"`},
		{"unknown tool", func(a *AgentConfig) { a.LLM.Tools = append(a.LLM.Tools, "send_eth") }, `unknown tool "send_eth"`},
		{"bad maxSpend", func(a *AgentConfig) { a.LLM.MaxSpend = "all of it" }, "maxSpend"},
		{"negative rounds", func(a *AgentConfig) { a.LLM.MaxRounds = -1 }, "must not be negative"},
		{"response bound too large", func(a *AgentConfig) { a.LLM.MaxResponseBytes = MaxOutput }, "maxResponseBytes"},
		{"hot temperature", func(a *AgentConfig) { a.LLM.Temperature = &temp }, "temperature"},
		{"url on an llm agent", func(a *AgentConfig) { a.URL = "http://127.0.0.1:1" }, "llm.baseURL"},
		{"llm settings on another kind", func(a *AgentConfig) { a.Kind = KindHTTP; a.URL = "http://127.0.0.1:1" }, "kind llm only"},
		{"price by use without a cap", func(a *AgentConfig) { a.PricePer1kTokens = "0.00002 ETH" }, "needs priceCap"},
		{"a cap without a price by use", func(a *AgentConfig) { a.PriceCap = "0.001 ETH" }, "needs priceCap"},
		{"both prices", func(a *AgentConfig) { a.PricePer1kTokens, a.PriceCap, a.Price = "1 wei", "1000 wei", "5 wei" }, "exclude each other"},
		{"price by use on another kind", func(a *AgentConfig) {
			a.Kind, a.LLM, a.Builtin, a.PricePer1kTokens, a.PriceCap = KindBuiltin, nil, "echo", "1 wei", "1000 wei"
		}, "kind llm only"},
	}
	priced := good()
	priced.PricePer1kTokens, priced.PriceCap = "0.00002 ETH", "0.001 ETH"
	if err := priced.Validate(); err != nil || !priced.UsePriced() {
		t.Fatalf("an llm agent priced by use: %v", err)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := good()
			tt.edit(&a)
			err := a.Validate()
			if !errors.Is(err, ErrBadConfig) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error %v, want ErrBadConfig with %q", err, tt.want)
			}
		})
	}
}

// TestLLMKindNeedsFactory: a runtime without an llm factory refuses the kind; with one, an llm
// agent without declared skills offers "chat".
func TestLLMKindNeedsFactory(t *testing.T) {
	cfg := Config{Agents: []AgentConfig{{Name: "w", Kind: KindLLM, LLM: &LLMConfig{BaseURL: "http://127.0.0.1:1/v1", Model: "m"}}}}
	if _, err := New(cfg, Options{Logger: quietLog()}); !errors.Is(err, ErrBadConfig) {
		t.Fatalf("no factory: %v", err)
	}
	var got AgentConfig
	factory := func(ac AgentConfig) (Agent, error) { got = ac; return &blocker{}, nil }
	rt := newRTWith(t, cfg, Options{Logger: quietLog(), LLM: factory})
	if rt.MaxConcurrent("w") == 0 || len(got.Skills) != 1 || got.Skills[0].ID != "chat" || time.Duration(got.Timeout) != DefaultLLMTimeout {
		t.Fatalf("factory got skills %+v, timeout %s", got.Skills, time.Duration(got.Timeout))
	}
	var back AgentConfig
	b, _ := json.Marshal(cfg.Agents[0])
	if err := json.Unmarshal(b, &back); err != nil || back.LLM == nil || back.LLM.Model != "m" {
		t.Fatalf("round trip %s: %+v %v", b, back.LLM, err)
	}
}
