// Package llm serves a hosted agent's skills through a language model behind an
// OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp server): the
// agent kind "llm" of package runtime (runtime.LLMConfig holds its settings; Factory plugs it
// into runtime.Options.LLM).
//
// A call sends the skill's system prompt and the input to the model (Client: streamed tokens
// over server-sent events, reported as the call's progress; bounded answers; 429 and 5xx retried
// after Retry-After within a bound; 401, 404 and malformed chunks as sentinel errors), runs the
// tools the model asks for, sends their results back, and so on for at most MaxRounds rounds.
// The tools reach the marketplace through the narrow Market interface the node implements:
// search_agents, call_agent, post_bounty, which hires through a bounty (a child of the
// task's own bounty) and never escrows more than the task's Budget: the check is the ledger's,
// in Go, whatever the prompt says, and ask_agents (a Market that is also an Asker), a swarm
// auction for one call whose max price is reserved in the same ledger and whose winner's bid
// is kept there (a task without a budget asks free agents only; a bounty's task records each
// paid ask through the Asker before it is sent, so that a rerun after a restart counts it in
// Market.Spent, as it counts the children posted on chain). The result carries the answer, the model's token usage, the
// rounds and what was spent (Result).
//
// A planner is an llm agent offering the skill "plan" (PlanSkill): given node/team's plan
// request {"goal","budget","skills"} it answers with PlannerPrompt and returns the plan itself,
// {"tasks":[{"id","skill","description","input","deps","mode","share"}],"final"}, refusing an
// answer the team engine would refuse for its form. A declaration, as in the node's config:
//
//	{"name": "writer", "kind": "llm", "timeout": "5m",
//	 "skills": [{"id": "write", "description": "writes short texts"},
//	            {"id": "plan", "description": "splits a goal into tasks for a team"}],
//	 "llm": {"baseURL": "http://127.0.0.1:11434/v1", "model": "qwen2.5:7b",
//	         "apiKeyEnv": "OPENAI_API_KEY", "system": "You are a concise writer.",
//	         "tools": ["search_agents", "call_agent", "post_bounty"], "maxSpend": "0.01"}}
//
// Package llmtest is an OpenAI-compatible server for tests, speaking the same wire format.
package llm
