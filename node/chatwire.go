package node

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/chat"
)

// chatMembers tells chat's members from strangers: this node's own keys (the node key and its
// hosted agents') and the owners and wallets of registered agents with at least the minimum
// stake, as the chain index knows them. Strangers may still post, under chat's stricter
// quotas. The index is read as is, without asking the chain: a stranger's message must not
// cost an RPC call, and an agent registered a moment ago is a member once the index polls.
type chatMembers struct {
	local  map[common.Address]bool
	staked func(common.Address) (bool, error)
}

var _ chat.MembershipOracle = chatMembers{}

// IsMember implements chat.MembershipOracle.
func (m chatMembers) IsMember(_ context.Context, _ string, sender identity.DID) (bool, error) {
	if m.local[sender.Address] {
		return true, nil
	}
	return m.staked(sender.Address)
}

func (n *Node) chatMembers() chatMembers {
	local := map[common.Address]bool{n.nodeKey.Address(): true}
	for _, k := range n.agentKeys {
		local[k.Address()] = true
	}
	return chatMembers{local: local, staked: n.oracle.active}
}

// chatResponder lets a hosted agent answer in AgentChat: the message's text (without the
// mention) goes to the agent's first skill as {"text": …}, or as is when it is JSON, and the
// answer comes back as the reply, in the conversation state of the question.
type chatResponder struct {
	rt    runner
	agent string
}

func (c chatResponder) Respond(ctx context.Context, _ string, msg chat.Envelope) ([]chat.Draft, error) {
	text := strings.TrimSpace(strings.ReplaceAll(msg.Content, "@"+c.agent, ""))
	input := json.RawMessage(text)
	if !json.Valid(input) {
		input, _ = json.Marshal(map[string]string{"text": text, "source": text})
	}
	out, err := c.rt.Call(ctx, c.agent, "", input, nil)
	reply := chat.Draft{State: msg.State, Type: "result", TaskID: msg.TaskID}
	switch {
	case err != nil:
		reply.Type, reply.Content = "error", c.agent+" could not do that: "+err.Error()
	default:
		reply.Content = readable(out)
	}
	return []chat.Draft{reply}, nil
}

// readable turns an agent's JSON answer into chat text: a lone string field is shown as is.
func readable(out json.RawMessage) string {
	var m map[string]json.RawMessage
	if json.Unmarshal(out, &m) == nil {
		for _, k := range []string{"summary", "formatted", "text", "result"} {
			var s string
			if v, ok := m[k]; ok && json.Unmarshal(v, &s) == nil {
				return s
			}
		}
	}
	return string(out)
}
