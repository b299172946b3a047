package chat

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// upper is a small hosted agent: it answers a mention with the text upper-cased and a task
// assignment with an execution report and a conclusion.
type upper struct{ calls atomic.Int32 }

func (u *upper) Respond(_ context.Context, _ string, msg Envelope) ([]Draft, error) {
	u.calls.Add(1)
	if msg.State == StateTaskAssignment {
		return []Draft{
			{State: StateExecution, Type: TypeText, Content: "working on " + msg.TaskID},
			{State: StateConclusion, Type: TypeResult, Content: strings.ToUpper(msg.TaskDesc)},
		}, nil
	}
	return []Draft{{Content: strings.ToUpper(msg.Content)}}, nil
}

func TestHostedAgentAnswers(t *testing.T) {
	const room = "team"
	host, person := newNode(t, nil), newNode(t, nil)
	connect(t, host.h, person.h)
	agentKey := mustKey(t)
	agent := &upper{}
	if err := host.svc.AddMember(Member{Key: agentKey, Name: "shouter", Responder: agent}); err != nil {
		t.Fatal(err)
	}
	joinAll(t, room, host, person)
	waitPeers(t, room, 1, host, person)
	meshSettle()
	ch, cancel, _ := person.svc.Subscribe(room)
	defer cancel()
	ctx := context.Background()
	agentDID := agentKey.DID(testChain).String()

	// Not addressed: no answer. "@shouters" is a different name.
	if _, err := person.svc.Post(ctx, room, Draft{Content: "hello everyone, @shouters"}); err != nil {
		t.Fatal(err)
	}
	collect(t, ch, 1)
	// Mentioned by name.
	q, err := person.svc.Post(ctx, room, Draft{Content: "@Shouter say hi"})
	if err != nil {
		t.Fatal(err)
	}
	got := collect(t, ch, 2)
	reply := got[1]
	if reply.SenderID != agentDID || reply.Content != "@SHOUTER SAY HI" {
		t.Fatalf("reply = %s: %q", reply.SenderID, reply.Content)
	}
	qid, _ := q.ID()
	var replyTo string
	_ = json.Unmarshal(reply.Extra["reply_to"], &replyTo)
	if replyTo != qid.Hex() {
		t.Fatalf("reply_to = %q, want %s", replyTo, qid.Hex())
	}
	// Task assignment addressed by DID.
	if _, err := person.svc.Post(ctx, room, Draft{State: StateTaskAssignment, Type: TypeTask, TaskID: "t1",
		TaskDesc: "split the report", Content: "please", To: []string{agentDID}}); err != nil {
		t.Fatal(err)
	}
	got = collect(t, ch, 3)
	states := map[State]Envelope{}
	for _, e := range got[1:] {
		if e.SenderID != agentDID || e.TaskID != "t1" {
			t.Fatalf("unexpected %+v", e)
		}
		states[e.State] = e
	}
	if states[StateConclusion].Content != "SPLIT THE REPORT" || states[StateExecution].Type != TypeText {
		t.Fatalf("task replies = %+v", states)
	}
	if n := agent.calls.Load(); n != 2 {
		t.Fatalf("responder called %d times, want 2 (its own messages must not trigger it)", n)
	}
	// The reply can reach the person before the host's PostAs returns and counts it.
	waitFor(t, "3 responses counted", func() bool { return host.svc.Stats().Responses == 3 })
}

func TestAddressed(t *testing.T) {
	did := "did:ethr:0x539:0x00000000000000000000000000000000000000aa"
	for _, tc := range []struct {
		msg  Envelope
		want bool
	}{
		{Envelope{Content: "hi @bot"}, true},
		{Envelope{Content: "@BOT, go"}, true},
		{Envelope{Content: "@bot2 go"}, false},
		{Envelope{Content: "@botty @bot"}, true},
		{Envelope{Content: "robot"}, false},
		{Envelope{Content: "ask @" + strings.ToUpper(did)}, true},
		{Envelope{Content: "t1 claimed by agent #3 " + did + " (bounty 7)"}, false}, // a DID in passing
		{Envelope{Type: TypeTask, Content: "@bot t2 is yours", To: []string{did}, Extra: map[string]json.RawMessage{ExtraHired: []byte(`{"bounty":7}`)}}, false}, // the bounty pays for it
		{Envelope{Type: TypeTask, Content: "t2 is yours", To: []string{did}}, true},
		{Envelope{Type: "progress", Content: "@bot claimed"}, false},
		{Envelope{Type: TypeText, Content: "@bot?"}, true},
		{Envelope{To: []string{did}}, true},
		{Envelope{To: []string{"did:ethr:0x539:0x00000000000000000000000000000000000000bb"}}, false},
	} {
		if got := Addressed(tc.msg, did, "bot"); got != tc.want {
			t.Errorf("Addressed(%+v) = %v, want %v", tc.msg, got, tc.want)
		}
	}
	if Addressed(Envelope{Content: "@ anything"}, did, "") {
		t.Error("a nameless member matched a bare @")
	}
}

func TestAddMemberErrors(t *testing.T) {
	n := newNode(t, nil)
	if err := n.svc.AddMember(Member{Name: "x"}); err == nil {
		t.Fatal("member without key")
	}
	if err := n.svc.AddMember(Member{Key: mustKey(t), Responder: &upper{}, Rooms: []string{"Bad Room"}}); err == nil {
		t.Fatal("member with a bad room")
	}
}

// Two agents that address each other on every message stop at the rate limit.
func TestRespondersCannotLoopForever(t *testing.T) {
	const room = "team"
	n := newNode(t, func(c *Config) { c.ResponderPerMinute = 3 })
	a, b := mustKey(t), mustKey(t)
	var calls atomic.Int32
	pingPong := func(to string) Responder {
		return ResponderFunc(func(context.Context, string, Envelope) ([]Draft, error) {
			calls.Add(1)
			return []Draft{{Content: "your turn", To: []string{to}}}, nil
		})
	}
	if err := n.svc.AddMember(Member{Key: a, Name: "ping", Responder: pingPong(b.DID(testChain).String())}); err != nil {
		t.Fatal(err)
	}
	if err := n.svc.AddMember(Member{Key: b, Name: "pong", Responder: pingPong(a.DID(testChain).String())}); err != nil {
		t.Fatal(err)
	}
	if err := n.svc.Join(room); err != nil {
		t.Fatal(err)
	}
	if _, err := n.svc.Post(context.Background(), room, Draft{Content: "@ping start"}); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "both agents to hit the limit", func() bool { return calls.Load() == 6 })
	time.Sleep(300 * time.Millisecond)
	if c := calls.Load(); c != 6 {
		t.Fatalf("responders called %d times, want 6 (3 per minute each)", c)
	}
}

func TestRecent(t *testing.T) {
	n := newNode(t, nil)
	if err := n.svc.Join("team"); err != nil {
		t.Fatal(err)
	}
	ch, cancel, _ := n.svc.Subscribe("team")
	defer cancel()
	postN(t, n, "team", 6, "m")
	collect(t, ch, 6)
	got, err := n.svc.Recent("team", 3)
	if err != nil {
		t.Fatal(err)
	}
	all, err := n.svc.History("team", 0, 100)
	if err != nil || len(all) != 6 {
		t.Fatalf("history = %d, %v", len(all), err)
	}
	if len(got) != 3 {
		t.Fatalf("recent returned %d", len(got))
	}
	for i := range got { // same order as the tail of History (ts, then id within one ms)
		a, _ := got[i].ID()
		b, _ := all[3+i].ID()
		if a != b {
			t.Fatalf("recent[%d] = %q, want %q", i, got[i].Content, all[3+i].Content)
		}
	}
	if _, err := n.svc.Recent("team", 0); !errors.Is(err, ErrBadRequest) {
		t.Fatalf("limit 0: %v", err)
	}
}
