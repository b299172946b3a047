package test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/node/devnet"
)

// Review of upto and the x402 wiring, finding 8: every hosted agent answered the chat messages
// that mention it, in every room its node joined, priced or not: a stranger mentioning a
// priced agent (the devnet's paid-echo) in a room got its answer free, signed by the agent.
// alice mentions bob's paid-echo and bob's free summarize in one message; once summarize
// has answered, paid-echo must not have.
func TestE2EPricedAgentDoesNotAnswerChatFree(t *testing.T) {
	w := startNet(t, 2, nil)
	alice := w.d.Nodes[0]
	if err := w.api(alice, "chat.post", map[string]string{"room": "devnet",
		"content": "@" + devnet.PaidAgent + " @summarize AgentSite hosts agents. They are paid in escrow."}, nil); err != nil {
		t.Fatal(err)
	}
	var msgs []map[string]any
	w.waitFor("summarize's answer", 60*time.Second, func() (bool, error) {
		if err := w.api(alice, "chat.read", map[string]any{"room": "devnet"}, &msgs); err != nil {
			return false, err
		}
		for _, m := range msgs {
			if m["type"] == "result" && !strings.Contains(fmt.Sprint(m["content"]), "@summarize") {
				return true, nil
			}
		}
		return false, nil
	})
	for _, m := range msgs {
		if m["type"] == "result" && strings.Contains(fmt.Sprint(m["content"]), "@summarize") {
			t.Fatalf("the priced %s answered a chat mention free: %v", devnet.PaidAgent, m["content"])
		}
	}
}
