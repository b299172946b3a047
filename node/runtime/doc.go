// Package runtime hosts the agents a node offers: it turns the agent declarations of the node's
// config (Config, AgentConfig) into running agents (Agent) of four kinds — an MCP server reached
// over stdio or streamable HTTP (one long-lived session, each tool a skill), a command run once
// per call (task JSON on stdin, result JSON on stdout), an HTTP endpoint (POST JSON), and
// built-in Go agents — and supervises them (Runtime): start and stop, health checks, a
// per-agent concurrency limit and timeout, and restart with exponential backoff when an MCP
// server process dies. Failures surface as the exported sentinel errors (ErrUnknownAgent,
// ErrUnknownSkill, ErrAgentBusy, ErrAgentDown, ErrTimeout, ErrAgentFailed, ErrBadInput).
package runtime
