package chat

import (
	"context"
	"encoding/json"
	"strings"
	"sync/atomic"
	"testing"
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
	for _, n := range []*node{host, person} {
		if err := n.svc.Join(room); err != nil {
			t.Fatal(err)
		}
	}
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
	if host.svc.Stats().Responses != 3 {
		t.Fatalf("responses = %d, want 3", host.svc.Stats().Responses)
	}
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
		{Envelope{Content: "ask " + strings.ToUpper(did)}, true},
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
