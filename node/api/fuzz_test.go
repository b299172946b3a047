package api

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/agentsite/agentsite/node/agents"
	"github.com/agentsite/agentsite/node/runtime"
)

// FuzzHandleBody feeds arbitrary bodies to the JSON-RPC dispatcher (with the token, so every
// method is reachable): it must never panic, and whatever it answers is valid JSON.
func FuzzHandleBody(f *testing.F) {
	for _, s := range []string{
		`{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"agent":"echo","skill":"echo","input":[1]}}`,
		`[{"jsonrpc":"2.0","id":1,"method":"agent.list"},{"jsonrpc":"2.0","method":"x"}]`,
		`{"jsonrpc":"2.0","id":"a","method":"agent.search","params":{"query":"go","limit":3}}`,
		`{"jsonrpc":"2.0","id":1,"method":"chat.read","params":{"room":"r"}}`,
		`[]`, `{`, `null`,
	} {
		f.Add([]byte(s))
	}
	rt, err := runtime.New(runtime.Config{Agents: []runtime.AgentConfig{{Name: "echo", Kind: runtime.KindBuiltin}}},
		runtime.Options{Logger: quiet(), Builtins: agents.Factories()})
	if err != nil {
		f.Fatal(err)
	}
	cfg := DefaultConfig(testToken)
	cfg.Listen = "127.0.0.1:0"
	s, err := New(cfg, Deps{Local: rt}, Options{Logger: quiet()})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		out := s.handleBody(context.Background(), body, rpcCtx{authed: true})
		if out != nil && !json.Valid(out) {
			t.Fatalf("answer to %q is not JSON: %q", body, out)
		}
	})
}
