package test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2aclient"

	"github.com/agentsite/agentsite/escrow"
)

// TestE2EA2AHire: an A2A client (the official a2a-go client, its AuthInterceptor sending the
// token the card asks for) hires through the requester node's own card on anvil, with bob as
// the worker: a streamed task posts a bounty, stays working with a status update per step,
// asks for input with the result, and completes with it when the client replies "accept"
// (the agent paid on chain); a task with a verifier completes by itself; a reply "reject:
// <reason>" fails the task and rejects the bounty; bad tasks are rejected with the reason and
// a task left undecided completes once the contract accepts by timeout; a task without the
// token is refused.
func TestE2EA2AHire(t *testing.T) {
	w := startNet(t, 2, nil)
	alice := w.d.Nodes[0]
	card, client, ctx := w.nodeA2A(alice)
	if len(card.Skills) != 2 || card.Skills[0].ID != "hire" || card.Skills[1].ID != "ask" || !card.Capabilities.Streaming || len(card.SecurityRequirements) != 1 {
		t.Fatalf("node card %+v", card)
	}
	hire := func(extra map[string]any) *a2a.Message {
		d := map[string]any{"skill": "summarize", "input": summarizeInput(), "budget": "0.01 ETH", "deadline": "5m", "reviewWindow": "2m"}
		for k, v := range extra {
			d[k] = v
		}
		return a2a.NewMessage(a2a.MessageRoleUser, a2a.NewDataPart(d))
	}
	bountyOf := func(task *a2a.Task) uint64 {
		t.Helper()
		f, ok := task.Metadata["bountyId"].(float64)
		if !ok || f <= 0 {
			t.Fatalf("task %s names no bounty: %+v", task.ID, task.Metadata)
		}
		return uint64(f)
	}
	reply := func(task *a2a.Task, text string) *a2a.Task {
		t.Helper()
		m := a2a.NewMessageForTask(a2a.MessageRoleUser, a2a.TaskInfo{TaskID: task.ID, ContextID: task.ContextID}, a2a.NewTextPart(text))
		res, err := client.SendMessage(ctx, &a2a.SendMessageRequest{Message: m})
		if err != nil {
			t.Fatal(err)
		}
		got, ok := res.(*a2a.Task)
		if !ok {
			t.Fatalf("reply %q: result %T", text, res)
		}
		return got
	}

	// Streamed: one status update per step, then the result waits for the client.
	var taskID a2a.TaskID
	var updates []string
	var last a2a.TaskState
	for ev, err := range client.SendStreamingMessage(ctx, &a2a.SendMessageRequest{Message: hire(nil)}) {
		if err != nil {
			t.Fatal(err)
		}
		switch e := ev.(type) {
		case *a2a.Task:
			taskID, last = e.ID, e.Status.State
		case *a2a.TaskStatusUpdateEvent:
			last = e.Status.State
			if e.Status.Message != nil {
				for _, p := range e.Status.Message.Parts {
					if p.Text() != "" {
						updates = append(updates, string(last)+": "+p.Text())
					}
				}
			}
		}
	}
	t.Logf("status updates: %s", strings.Join(updates, " | "))
	if last != a2a.TaskStateInputRequired {
		t.Fatalf("stream ended %s, want input-required: %v", last, updates)
	}
	all := strings.Join(updates, " | ")
	for _, want := range []string{"posted", "claimed by agent", "delivered", "submitted", "reply \"accept\""} {
		if !strings.Contains(all, want) {
			t.Fatalf("updates %q lack %q", all, want)
		}
	}
	task, err := client.GetTask(ctx, &a2a.GetTaskRequest{ID: taskID})
	if err != nil {
		t.Fatal(err)
	}
	id := bountyOf(task)
	if b, _ := json.Marshal(task.Status.Message); !strings.Contains(string(b), "They are paid on chain.") {
		t.Fatalf("the input request lacks the result: %s", b)
	}
	if st := w.bounty(id).Status; st != escrow.StatusSubmitted {
		t.Fatalf("bounty %d is %s before the client decided", id, st)
	}
	if again := reply(task, "maybe"); again.Status.State != a2a.TaskStateInputRequired {
		t.Fatalf("an unclear reply: %s", again.Status.State)
	}
	done := reply(task, "accept")
	if done.Status.State != a2a.TaskStateCompleted || len(done.Artifacts) != 1 {
		t.Fatalf("after accept: %s with %d artifacts", done.Status.State, len(done.Artifacts))
	}
	if b, _ := json.Marshal(done.Artifacts[0]); !strings.Contains(string(b), "They are paid on chain.") {
		t.Fatalf("artifact %s", b)
	}
	w.waitStatus(id, escrow.StatusAccepted, 10*time.Second)

	// With a verifier the node judges: the task completes without a reply.
	res, err := client.SendMessage(ctx, &a2a.SendMessageRequest{Message: hire(map[string]any{"verifier": `grep -q '"summary"'`})})
	if err != nil {
		t.Fatal(err)
	}
	if task, ok := res.(*a2a.Task); !ok || task.Status.State != a2a.TaskStateCompleted || len(task.Artifacts) != 1 {
		t.Fatalf("hire with a verifier: %+v", res)
	} else {
		w.waitStatus(bountyOf(task), escrow.StatusAccepted, 10*time.Second)
	}

	// A rejection: the task fails, the bounty is rejected on chain.
	res, err = client.SendMessage(ctx, &a2a.SendMessageRequest{Message: hire(nil)})
	if err != nil {
		t.Fatal(err)
	}
	task, ok := res.(*a2a.Task)
	if !ok || task.Status.State != a2a.TaskStateInputRequired {
		t.Fatalf("hire: %+v", res)
	}
	if got := reply(task, "reject: not what I asked"); got.Status.State != a2a.TaskStateFailed {
		t.Fatalf("after reject: %s", got.Status.State)
	}
	// no arbiter: the rejection settles at once (refund), nobody could rule on a dispute
	if st := w.bounty(bountyOf(task)).Status; st != escrow.StatusResolved {
		t.Fatalf("bounty is %s, want resolved", st)
	}

	for _, tc := range []struct {
		name string
		msg  *a2a.Message
		want string
	}{
		{"no data part", a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart("summarize this")), "send one data part"},
		{"no budget", hire(map[string]any{"budget": ""}), "a budget is required"},
		{"budget in the wrong unit", hire(map[string]any{"budget": "3 apples"}), "-32602"},
		{"unknown field", hire(map[string]any{"price": "1"}), `unknown field \"price\"`},
		{"no skill", hire(map[string]any{"skill": ""}), "a skill is required"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := client.SendMessage(ctx, &a2a.SendMessageRequest{Message: tc.msg})
			if err != nil {
				t.Fatal(err)
			}
			task, ok := res.(*a2a.Task)
			if !ok || task.Status.State != a2a.TaskStateRejected {
				t.Fatalf("got %+v, want a rejected task", res)
			}
			if b, _ := json.Marshal(task.Status.Message); !strings.Contains(string(b), tc.want) {
				t.Fatalf("rejection %s lacks %q", b, tc.want)
			}
		})
	}
	// Undecided until the review window ends: the worker takes the acceptance by timeout, and
	// the client's next reply finds the bounty paid and completes the task with the result.
	res, err = client.SendMessage(ctx, &a2a.SendMessageRequest{Message: hire(map[string]any{"reviewWindow": "10s"})})
	if err != nil {
		t.Fatal(err)
	}
	if task, ok = res.(*a2a.Task); !ok || task.Status.State != a2a.TaskStateInputRequired {
		t.Fatalf("hire: %+v", res)
	}
	w.warp(time.Minute)
	w.waitStatus(bountyOf(task), escrow.StatusAccepted, 20*time.Second)
	if got := reply(task, "reject: too late"); got.Status.State != a2a.TaskStateCompleted || len(got.Artifacts) != 1 {
		t.Fatalf("a reply after the acceptance by timeout: %s with %d artifacts", got.Status.State, len(got.Artifacts))
	}

	anon, err := a2aclient.NewFromCard(w.ctx, &card)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := anon.SendMessage(w.ctx, &a2a.SendMessageRequest{Message: hire(nil)}); err == nil || !strings.Contains(err.Error(), "401") && !strings.Contains(err.Error(), "API token") {
		t.Fatalf("a hire without the token: %v", err)
	}
}
