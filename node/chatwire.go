package node

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/chat"
	"github.com/agentsite/agentsite/node/runtime"
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
	// workProgressEvery spaces an agent's progress reports in its room (chat's quotas would
	// otherwise drop them); maxProgressText bounds one report's text.
	workProgressEvery = 2 * time.Second
	maxProgressText   = 500
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
	room, task              string
	submitted, closed       bool
	ended, progressed, said time.Time
}

// ready makes the leases and the record on first use; the caller holds w.mu.
func (w *workRooms) ready(s *chat.Service) {
	if w.leases == nil {
		w.leases, w.told = s.NewLeases(maxWorkRooms, workRoomLinger), map[uint64]*workTold{}
	}
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
	w.ready(n.chat)
	now := time.Now()
	for _, j := range m.Jobs() {
		if j.Role != escrow.RoleWorker {
			continue
		}
		told := n.follow(ctx, j, now)
		if told == nil {
			continue
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

// follow returns what the room of job j heard, holding the room and telling it of the claim
// the first time; nil for a bounty without a team room, settled before it was seen, or beyond
// maxWorkRooms. The caller holds n.work.mu.
func (n *Node) follow(ctx context.Context, j escrow.Job, now time.Time) *workTold {
	w := &n.work
	if told := w.told[j.BountyID]; told != nil {
		return told
	}
	if j.Stage == escrow.StageDone && now.Sub(j.Updated) > workRoomLinger {
		return nil
	}
	var spec escrow.Spec
	if json.Unmarshal(j.Spec, &spec) != nil || !strings.HasPrefix(spec.Room, team.RoomPrefix) || chat.ValidRoom(spec.Room) != nil {
		return nil
	}
	if err := w.leases.Hold(spec.Room, j.BountyID); err != nil {
		n.log.Debug("team room of a bounty not joined", "bounty", j.BountyID, "room", spec.Room, "err", err)
		return nil
	}
	task, _ := team.TaskOf(spec.Description)
	told := &workTold{room: spec.Room, task: task}
	w.told[j.BountyID] = told
	n.tellWork(ctx, j, told, "progress", fmt.Sprintf("%s claimed bounty %d (%s) and is working on it", j.Agent, j.BountyID, spec.Skill))
	return told
}

// workProgress tells a bounty's team room what the working agent reports, at most once per
// workProgressEvery (the last report always).
func (n *Node) workProgress(ctx context.Context, bountyID uint64, p runtime.Progress) {
	m := n.market.Load()
	if m == nil || n.chat == nil {
		return
	}
	j, ok := m.Job(bountyID)
	if !ok || j.Role != escrow.RoleWorker {
		return
	}
	w := &n.work
	w.mu.Lock()
	defer w.mu.Unlock()
	w.ready(n.chat)
	now := time.Now()
	told := n.follow(ctx, j, now)
	last := p.Total > 0 && p.Progress >= p.Total
	if told == nil || told.closed || (!last && now.Sub(told.progressed) < workProgressEvery) {
		return
	}
	told.progressed = now
	msg := fmt.Sprintf("%s: %g", j.Agent, p.Progress)
	switch {
	case p.Message != "":
		msg = j.Agent + ": " + clipText(p.Message, maxProgressText)
	case p.Total > 0:
		msg += fmt.Sprintf(" of %g", p.Total)
	}
	n.tellWork(ctx, j, told, "progress", msg)
}

// clipText cuts s to at most max bytes on a rune boundary.
func clipText(s string, max int) string {
	if len(s) <= max {
		return s
	}
	for max > 0 && !utf8.RuneStart(s[max]) {
		max--
	}
	return s[:max] + "…"
}

// tellWork posts one message about a bounty in its team room, signed by the working agent's
// key (the node's if it has none); a room is a log, so a post that fails is only logged.
func (n *Node) tellWork(ctx context.Context, j escrow.Job, told *workTold, typ, content string) {
	key := n.agentKeys[j.Agent]
	if key == nil {
		key = n.nodeKey
	}
	// A room orders its messages by their millisecond timestamps: two in the same millisecond
	// could be read in either order.
	if wait := time.Millisecond - time.Since(told.said); wait > 0 {
		time.Sleep(wait)
	}
	told.said = time.Now()
	d := chat.Draft{State: chat.StateExecution, Type: typ, TaskID: told.task, Content: content}
	if _, err := n.chat.PostAs(ctx, key, told.room, d); err != nil {
		n.log.Debug("work message not posted", "bounty", j.BountyID, "room", told.room, "err", err)
	}
}
