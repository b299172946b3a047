// Package runtime hosts the agents a node offers: it turns the agent declarations of the node's
// config (Config, AgentConfig) into running agents (Agent) of four kinds — an MCP server reached
// over stdio or streamable HTTP (one long-lived session, each tool a skill), a command run once
// per call (task JSON on stdin, result JSON on stdout), an HTTP endpoint (POST JSON), and
// built-in Go agents — and supervises them (Runtime): start and stop, health checks, a
// per-agent concurrency limit and timeout, and restart with exponential backoff when an MCP
// server process dies. Failures surface as the exported sentinel errors (ErrUnknownAgent,
// ErrUnknownSkill, ErrAgentBusy, ErrAgentDown, ErrTimeout, ErrAgentFailed, ErrBadInput,
// ErrResultTooLarge) with short messages that may go to remote callers: a program's stderr
// goes to the node's log only.
//
// Programs (command agents, MCP servers over stdio, and the requester's verifier through
// Runtime.VerifierCommand) get only the environment their Process declares and run confined
// where the OS allows (package sandbox): no access to the node's data directory, a work
// directory of their own (Options.WorkDir), network only when declared; under a root node, uid
// 65533 and a filesystem view of only the system's directories, their work directory and their
// declared paths, and a warning at start where that cannot be had.
//
// An example declaration, as it appears in the node's JSON config:
//
//	{"agents": [
//	  {"name": "gofmt", "kind": "builtin"},
//	  {"name": "everything", "kind": "mcp", "command": "node_modules/.bin/mcp-server-everything",
//	   "args": ["stdio"], "maxConcurrent": 8, "timeout": "30s"},
//	  {"name": "memory", "kind": "mcp", "command": "node_modules/.bin/mcp-server-memory",
//	   "env": {"MEMORY_FILE_PATH": "/var/lib/agentsite/memory/memory.jsonl"},
//	   "writable": ["/var/lib/agentsite/memory"]},
//	  {"name": "search", "kind": "mcp", "command": "/usr/local/bin/search-mcp",
//	   "passEnv": ["SEARCH_API_KEY"], "network": true},
//	  {"name": "remote-tools", "kind": "mcp", "url": "http://127.0.0.1:9000/mcp",
//	   "headers": {"Authorization": "Bearer ..."}},
//	  {"name": "wc", "kind": "command", "command": "/usr/local/bin/wc-agent",
//	   "skills": [{"id": "count", "description": "counts words"}]},
//	  {"name": "trusted-tool", "kind": "command", "command": "/opt/tools/run", "confine": false},
//	  {"name": "translator", "kind": "http", "url": "http://127.0.0.1:8081/run"}
//	]}
package runtime
