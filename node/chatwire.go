package node

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/chat"
	"github.com/agentsite/agentsite/node/team"
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

// Team rooms a worker joins: the spec of a team's bounty names the team's room; while this
// node's agent works the bounty, the node holds the room (chat.Leases) and the agent tells it
// what it does (claimed, result submitted, settled; the result itself is sealed to the leader
// and stays out of the room).
const (
	// maxWorkRooms bounds the rooms held for bounties at once (lingering ones included): each
	// is a GossipSub subscription with its catch-up traffic. A bounty beyond it is worked
	// without its room.
	maxWorkRooms = 16
	// workRoomLinger is how long a room is kept after its bounty ends, so the agent's last
	// messages reach the members by catch-up; a bounty found already settled longer ago is not
	// followed at all.
	workRoomLinger = time.Minute
)

// workRooms is what the node told the team rooms of the bounties its agents work.
type workRooms struct {
	mu     sync.Mutex
	leases *chat.Leases
	told   map[uint64]*workTold
}

// workTold is what the room of one bounty heard.
type workTold struct {
	room, task        string
	submitted, closed bool
	ended             time.Time
}

// followWork holds the team rooms of the bounties this node's agents work and tells each the
// bounty's progress; it runs on every reconcile tick.
func (n *Node) followWork(ctx context.Context, m *escrow.Market) {
	if n.chat == nil {
		return
	}
	w := &n.work
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.leases == nil {
		w.leases, w.told = n.chat.NewLeases(maxWorkRooms, workRoomLinger), map[uint64]*workTold{}
	}
	now := time.Now()
	for _, j := range m.Jobs() {
		if j.Role != escrow.RoleWorker {
			continue
		}
		told := w.told[j.BountyID]
		if told == nil {
			if j.Stage == escrow.StageDone && now.Sub(j.Updated) > workRoomLinger {
				continue
			}
			var spec escrow.Spec
			if json.Unmarshal(j.Spec, &spec) != nil || !strings.HasPrefix(spec.Room, team.RoomPrefix) || chat.ValidRoom(spec.Room) != nil {
				continue
			}
			if err := w.leases.Hold(spec.Room, j.BountyID); err != nil {
				n.log.Debug("team room of a bounty not joined", "bounty", j.BountyID, "room", spec.Room, "err", err)
				continue
			}
			task, _ := team.TaskOf(spec.Description)
			told = &workTold{room: spec.Room, task: task}
			w.told[j.BountyID] = told
			n.tellWork(ctx, j, told, "progress", fmt.Sprintf("%s claimed bounty %d (%s) and is working on it", j.Agent, j.BountyID, spec.Skill))
		}
		if !told.submitted && j.ResultHash != (common.Hash{}) && (j.Stage == escrow.StageSubmitted || j.Stage == escrow.StageDone) {
			told.submitted = true
			n.tellWork(ctx, j, told, chat.TypeResult, fmt.Sprintf("%s submitted its result for bounty %d (hash %s; sealed to the requester)",
				j.Agent, j.BountyID, j.ResultHash.Hex()))
		}
		if !told.closed && j.Stage == escrow.StageDone {
			told.closed, told.ended = true, now
			outcome := j.Outcome
			if j.Err != "" {
				outcome += ": " + j.Err
			}
			n.tellWork(ctx, j, told, "progress", fmt.Sprintf("bounty %d settled: %s", j.BountyID, outcome))
			w.leases.Release(told.room, j.BountyID)
		}
	}
	for id, told := range w.told {
		if told.closed && now.Sub(told.ended) > workRoomLinger {
			delete(w.told, id)
		}
	}
	if err := w.leases.Sweep(); err != nil {
		n.log.Debug("team room not left", "err", err)
	}
}

// tellWork posts one message about a bounty in its team room, signed by the working agent's
// key (the node's if it has none); a room is a log, so a post that fails is only logged.
func (n *Node) tellWork(ctx context.Context, j escrow.Job, told *workTold, typ, content string) {
	key := n.agentKeys[j.Agent]
	if key == nil {
		key = n.nodeKey
	}
	d := chat.Draft{State: chat.StateExecution, Type: typ, TaskID: told.task, Content: content}
	if _, err := n.chat.PostAs(ctx, key, told.room, d); err != nil {
		n.log.Debug("work message not posted", "bounty", j.BountyID, "room", told.room, "err", err)
	}
}
