package team

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/chat"
)

// The worker's side of a team room: the spec of a team's bounty names the team's room; while
// one of this node's agents works the bounty, the node holds the room (chat.Leases) and the
// agent tells it what it does (claimed, result submitted, settled; the result itself is
// sealed to the leader and stays out of the room).
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

// WorkRooms tells the team rooms of the bounties this node's agents work how the work goes.
type WorkRooms struct {
	chat *chat.Service
	key  func(agent string) *identity.Key // the working agent's key; nil: the node's
	node *identity.Key
	log  *slog.Logger
	now  func() time.Time

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

// NewWorkRooms reports into rooms of c, signed by the working agent's key (key) or else the
// node's; now is the clock (nil: time.Now).
func NewWorkRooms(c *chat.Service, key func(agent string) *identity.Key, node *identity.Key, log *slog.Logger, now func() time.Time) *WorkRooms {
	if now == nil {
		now = time.Now
	}
	if log == nil {
		log = slog.Default()
	}
	return &WorkRooms{chat: c, key: key, node: node, log: log, now: now}
}

// ready makes the leases and the record on first use; the caller holds w.mu.
func (w *WorkRooms) ready() {
	if w.leases == nil {
		w.leases, w.told = w.chat.NewLeases(maxWorkRooms, workRoomLinger), map[uint64]*workTold{}
	}
}

// Follow holds the team rooms of the bounties of jobs (the market's) this node's agents work
// and tells each the bounty's progress; the node runs it on every reconcile tick.
func (w *WorkRooms) Follow(ctx context.Context, jobs []escrow.Job) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.ready()
	now := w.now()
	for _, j := range jobs {
		if j.Role != escrow.RoleWorker {
			continue
		}
		told := w.follow(ctx, j, now)
		if told == nil {
			continue
		}
		if !told.submitted && j.ResultHash != (common.Hash{}) && (j.Stage == escrow.StageSubmitted || j.Stage == escrow.StageDone) {
			told.submitted = true
			w.tell(ctx, j, told, chat.TypeResult, fmt.Sprintf("%s submitted its result for bounty %d (hash %s; sealed to the requester)",
				j.Agent, j.BountyID, j.ResultHash.Hex()))
		}
		if !told.closed && j.Stage == escrow.StageDone {
			told.closed, told.ended = true, now
			outcome := j.Outcome
			if j.Err != "" {
				outcome += ": " + j.Err
			}
			w.tell(ctx, j, told, "progress", fmt.Sprintf("bounty %d settled: %s", j.BountyID, outcome))
			w.leases.Release(told.room, j.BountyID)
		}
	}
	for id, told := range w.told {
		if told.closed && now.Sub(told.ended) > workRoomLinger {
			delete(w.told, id)
		}
	}
	if err := w.leases.Sweep(); err != nil {
		w.log.Debug("team room not left", "err", err)
	}
}

// follow returns what the room of job j heard, holding the room and telling it of the claim
// the first time; nil for a bounty without a team room, settled before it was seen, or beyond
// maxWorkRooms. The caller holds w.mu.
func (w *WorkRooms) follow(ctx context.Context, j escrow.Job, now time.Time) *workTold {
	if told := w.told[j.BountyID]; told != nil {
		return told
	}
	if j.Stage == escrow.StageDone && now.Sub(j.Updated) > workRoomLinger {
		return nil
	}
	var spec escrow.Spec
	if json.Unmarshal(j.Spec, &spec) != nil || !strings.HasPrefix(spec.Room, RoomPrefix) || chat.ValidRoom(spec.Room) != nil {
		return nil
	}
	if err := w.leases.Hold(spec.Room, j.BountyID); err != nil {
		w.log.Debug("team room of a bounty not joined", "bounty", j.BountyID, "room", spec.Room, "err", err)
		return nil
	}
	task, _ := TaskOf(spec.Description)
	told := &workTold{room: spec.Room, task: task}
	w.told[j.BountyID] = told
	w.tell(ctx, j, told, "progress", fmt.Sprintf("%s claimed bounty %d (%s) and is working on it", j.Agent, j.BountyID, spec.Skill))
	return told
}

// Progress tells job j's team room what the working agent reports (done of total, or msg), at
// most once per workProgressEvery (the last report always).
func (w *WorkRooms) Progress(ctx context.Context, j escrow.Job, done, total float64, msg string) {
	if j.Role != escrow.RoleWorker {
		return
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	w.ready()
	now := w.now()
	told := w.follow(ctx, j, now)
	last := total > 0 && done >= total
	if told == nil || told.closed || (!last && now.Sub(told.progressed) < workProgressEvery) {
		return
	}
	told.progressed = now
	text := fmt.Sprintf("%s: %g", j.Agent, done)
	switch {
	case msg != "":
		text = j.Agent + ": " + clipText(msg, maxProgressText)
	case total > 0:
		text += fmt.Sprintf(" of %g", total)
	}
	w.tell(ctx, j, told, "progress", text)
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

// tell posts one message about a bounty in its team room, signed by the working agent's key
// (the node's if it has none); a room is a log, so a post that fails is only logged.
func (w *WorkRooms) tell(ctx context.Context, j escrow.Job, told *workTold, typ, content string) {
	key := w.key(j.Agent)
	if key == nil {
		key = w.node
	}
	// A room orders its messages by their millisecond timestamps: two in the same millisecond
	// could be read in either order.
	if wait := time.Millisecond - w.now().Sub(told.said); wait > 0 {
		time.Sleep(wait)
	}
	told.said = w.now()
	d := chat.Draft{State: chat.StateExecution, Type: typ, TaskID: told.task, Content: content}
	if _, err := w.chat.PostAs(ctx, key, told.room, d); err != nil {
		w.log.Debug("work message not posted", "bounty", j.BountyID, "room", told.room, "err", err)
	}
}
