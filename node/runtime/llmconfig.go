package runtime

import (
	"fmt"
	"net/url"
	"slices"

	"github.com/agentsite/agentsite/node/units"
)

// KindLLM is the kind of an agent served by a language model behind an OpenAI-compatible
// chat-completions endpoint (package node/runtime/llm); its settings are AgentConfig.LLM.
const KindLLM = "llm"

// The marketplace tools an llm agent may be given (LLMConfig.Tools). post_bounty brings
// bounty_status (a child's status and result), start_team brings team_status; an agent working
// a team's bounty, or leading a team, also gets team_propose. ask_agents runs a swarm auction
// for one call (node/auction), paid from the task's budget like a bounty.
const (
	ToolSearchAgents = "search_agents"
	ToolCallAgent    = "call_agent"
	ToolPostBounty   = "post_bounty"
	ToolStartTeam    = "start_team"
	ToolAskAgents    = "ask_agents"
)

// LLMConfig configures an agent of kind "llm". The API key is never in the config: APIKeyEnv
// names the environment variable of the node's process that holds it.
type LLMConfig struct {
	// BaseURL is the API's base, to which "/chat/completions" is added: https://api.openai.com/v1,
	// http://127.0.0.1:11434/v1 (Ollama), http://127.0.0.1:8000/v1 (vLLM, llama.cpp server).
	BaseURL string `json:"baseURL"`
	// Model is the model name the endpoint serves.
	Model string `json:"model"`
	// APIKeyEnv names the environment variable holding the API key (sent as a bearer token);
	// empty sends none (local servers). A named variable that is empty or unset fails the start.
	APIKeyEnv string `json:"apiKeyEnv,omitempty"`
	// System is the system prompt of every skill without one of its own in Prompts.
	System string `json:"system,omitempty"`
	// Prompts gives a skill (by id, one of the agent's declared skills) its own system prompt
	// and output format.
	Prompts map[string]LLMPrompt `json:"prompts,omitempty"`
	// Tools lists the marketplace tools the model may call: search_agents, call_agent,
	// post_bounty (with bounty_status), start_team (a nested team, with team_status),
	// ask_agents (a swarm auction for one call, paid by voucher). Empty: none (the model only
	// answers); a team's bounty adds team_propose.
	Tools []string `json:"tools,omitempty"`
	// MaxSpend caps, in ETH, what one task may spend on the bounties it posts and the calls it
	// wins by ask_agents (each counted at its winner's bid). Only a task that is a bounty this
	// node claimed may spend: its reward (in the bounty's token), at most MaxSpend when that is
	// ETH. Direct calls (the call protocol, chat) spend nothing: their asks reach free agents only.
	// "0.01", "0.01 ETH" or "10000 wei".
	MaxSpend string `json:"maxSpend,omitempty"`
	// MaxTokens bounds the tokens of one completion; 0 leaves it to the endpoint.
	MaxTokens int `json:"maxTokens,omitempty"`
	// Temperature is the sampling temperature; nil leaves it to the endpoint.
	Temperature *float64 `json:"temperature,omitempty"`
	// NoStream asks for whole answers instead of streamed tokens (no progress while it thinks).
	NoStream bool `json:"noStream,omitempty"`
	// MaxRounds bounds the model → tools → model rounds of one call; 0 means 8.
	MaxRounds int `json:"maxRounds,omitempty"`
	// MaxResponseBytes bounds one answer of the endpoint (a body, or a stream's content, tool
	// arguments and lines); 0 means 1 MiB.
	MaxResponseBytes int `json:"maxResponseBytes,omitempty"`
	// RequestTimeout bounds one request to the endpoint; 0 means 2 minutes. The agent's
	// Timeout bounds the whole call.
	RequestTimeout Duration `json:"requestTimeout,omitempty"`
	// MaxRetries is how many times a rate-limited (429) or unavailable (5xx) request is sent
	// again; 0 means 2, negative none.
	MaxRetries int `json:"maxRetries,omitempty"`
	// MaxRetryWait bounds the wait before a retry: a Retry-After longer than this fails the
	// call at once; 0 means 10 s.
	MaxRetryWait Duration `json:"maxRetryWait,omitempty"`
	// ChildDeadline is the deadline of the bounties the model posts, from now; 0 means 10
	// minutes. A child of a bounty ends no later than its parent's claim.
	ChildDeadline Duration `json:"childDeadline,omitempty"`
}

// LLMPrompt is one skill's prompt.
type LLMPrompt struct {
	// System replaces LLMConfig.System for the skill.
	System string `json:"system,omitempty"`
	// JSON asks the model for a JSON object (response_format json_object) and returns it
	// parsed; an answer that is not a JSON object fails the call.
	JSON bool `json:"json,omitempty"`
}

// Validate checks an llm agent's settings; skills are the agent's declared skill ids.
func (c *LLMConfig) Validate(skills []string) error {
	if c == nil {
		return fmt.Errorf("an llm agent needs llm settings (baseURL, model)")
	}
	u, err := url.Parse(c.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("llm.baseURL %q: want an http(s) URL such as http://127.0.0.1:11434/v1", c.BaseURL)
	}
	if u.User != nil {
		return fmt.Errorf("llm.baseURL must not carry credentials: name the key's environment variable in llm.apiKeyEnv")
	}
	if c.Model == "" {
		return fmt.Errorf("llm.model is required")
	}
	if c.APIKeyEnv != "" && !envNameRE.MatchString(c.APIKeyEnv) {
		return fmt.Errorf("llm.apiKeyEnv %q is not an environment variable name", c.APIKeyEnv)
	}
	if secretEnv[c.APIKeyEnv] {
		return fmt.Errorf("llm.apiKeyEnv %q is the node's own secret; it is never sent to an endpoint", c.APIKeyEnv)
	}
	for id := range c.Prompts {
		if !slices.Contains(skills, id) {
			return fmt.Errorf("llm.prompts names skill %q, which the agent does not declare", id)
		}
	}
	for _, t := range c.Tools {
		if !slices.Contains([]string{ToolSearchAgents, ToolCallAgent, ToolPostBounty, ToolStartTeam, ToolAskAgents}, t) {
			return fmt.Errorf("llm.tools: unknown tool %q (want %s, %s, %s, %s or %s)", t, ToolSearchAgents, ToolCallAgent, ToolPostBounty, ToolStartTeam, ToolAskAgents)
		}
	}
	if c.MaxSpend != "" {
		if _, err := units.ParseETH(c.MaxSpend); err != nil {
			return fmt.Errorf("llm.maxSpend: %w", err)
		}
	}
	if c.MaxTokens < 0 || c.MaxRounds < 0 || c.MaxResponseBytes < 0 || c.RequestTimeout < 0 || c.MaxRetryWait < 0 || c.ChildDeadline < 0 {
		return fmt.Errorf("llm limits must not be negative")
	}
	if c.MaxResponseBytes > MaxOutput/2 {
		return fmt.Errorf("llm.maxResponseBytes %d: at most %d (a result is at most %d bytes)", c.MaxResponseBytes, MaxOutput/2, MaxOutput)
	}
	if c.Temperature != nil && (*c.Temperature < 0 || *c.Temperature > 2) {
		return fmt.Errorf("llm.temperature %v: want 0 to 2", *c.Temperature)
	}
	return nil
}
