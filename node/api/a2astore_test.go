package api

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2asrv/taskstore"
)

func task(id string, state a2a.TaskState, text string) *a2a.Task {
	return &a2a.Task{ID: a2a.TaskID(id), ContextID: "c", Status: a2a.TaskStatus{State: state},
		History: []*a2a.Message{a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart(text))}}
}

// TestTaskStore: the store keeps at most maxTasks tasks and maxBytes bytes by evicting finished
// tasks, least recently updated first; running tasks stay; a task that does not fit beside
// running ones is refused with ErrTaskStoreFull; readers get copies; versions are checked.
func TestTaskStore(t *testing.T) {
	ctx := context.Background()
	s := newTaskStore(3, 4000)
	mustCreate := func(tk *a2a.Task) {
		t.Helper()
		if _, err := s.Create(ctx, tk); err != nil {
			t.Fatal(err)
		}
	}
	mustCreate(task("run1", a2a.TaskStateWorking, "a"))
	mustCreate(task("done1", a2a.TaskStateCompleted, "b"))
	mustCreate(task("done2", a2a.TaskStateFailed, "c"))
	if _, err := s.Create(ctx, task("done2", a2a.TaskStateWorking, "x")); !errors.Is(err, taskstore.ErrTaskAlreadyExists) {
		t.Fatalf("duplicate id: %v", err)
	}
	mustCreate(task("new1", a2a.TaskStateSubmitted, "d")) // over the count: done1 goes
	if _, err := s.Get(ctx, "done1"); !errors.Is(err, a2a.ErrTaskNotFound) {
		t.Fatalf("the oldest finished task was not evicted: %v", err)
	}
	for _, id := range []a2a.TaskID{"run1", "done2", "new1"} {
		if _, err := s.Get(ctx, id); err != nil {
			t.Fatalf("%s: %v", id, err)
		}
	}
	// Bytes: a large task evicts finished ones; beside running ones only, it is refused.
	mustCreate(task("big1", a2a.TaskStateWorking, strings.Repeat("x", 2500))) // done2 goes
	if _, err := s.Create(ctx, task("big2", a2a.TaskStateWorking, strings.Repeat("y", 2500))); !errors.Is(err, ErrTaskStoreFull) {
		t.Fatalf("a task beside running ones only: %v, want ErrTaskStoreFull", err)
	}
	st := s.stats()
	if st.Tasks != 3 || st.Bytes > 4000 || st.Evicted != 2 {
		t.Fatalf("stats %+v", st)
	}
	// Update: versions, and a finished task becomes evictable.
	got, err := s.Get(ctx, "new1")
	if err != nil {
		t.Fatal(err)
	}
	got.Task.History = nil // a copy: the store is unchanged
	if again, _ := s.Get(ctx, "new1"); len(again.Task.History) != 1 {
		t.Fatal("Get returned the stored task itself")
	}
	upd := task("new1", a2a.TaskStateCompleted, "d")
	if _, err := s.Update(ctx, &taskstore.UpdateRequest{Task: upd, PrevVersion: got.Version + 5}); !errors.Is(err, taskstore.ErrConcurrentModification) {
		t.Fatalf("stale version: %v", err)
	}
	if v, err := s.Update(ctx, &taskstore.UpdateRequest{Task: upd, PrevVersion: got.Version}); err != nil || v != got.Version+1 {
		t.Fatalf("update: %v %v", v, err)
	}
	if _, err := s.Update(ctx, &taskstore.UpdateRequest{Task: task("ghost", a2a.TaskStateCompleted, "")}); !errors.Is(err, a2a.ErrTaskNotFound) {
		t.Fatalf("update of an unknown task: %v", err)
	}
	mustCreate(task("new2", a2a.TaskStateSubmitted, "e")) // new1 is finished now: it goes
	if _, err := s.Get(ctx, "new1"); !errors.Is(err, a2a.ErrTaskNotFound) {
		t.Fatalf("finished new1 kept: %v", err)
	}
	if _, err := s.List(ctx, &a2a.ListTasksRequest{}); !errors.Is(err, a2a.ErrUnauthenticated) {
		t.Fatalf("list: %v", err)
	}
	if _, err := s.Create(ctx, &a2a.Task{}); err == nil {
		t.Fatal("a task without id was stored")
	}
	if _, err := s.Create(ctx, task("run2", a2a.TaskStateWorking, "f")); !errors.Is(err, ErrTaskStoreFull) {
		t.Fatalf("a fourth running task: %v, want ErrTaskStoreFull", err)
	}
	s = newTaskStore(2, 4000) // a task waiting for its client's input makes room too
	mustCreate(task("waiting", a2a.TaskStateInputRequired, "g"))
	mustCreate(task("run3", a2a.TaskStateWorking, "h"))
	mustCreate(task("run4", a2a.TaskStateWorking, "i"))
	if _, err := s.Get(ctx, "waiting"); !errors.Is(err, a2a.ErrTaskNotFound) {
		t.Fatalf("the task waiting for input was kept over a running one: %v", err)
	}
	s = newTaskStore(3, 4000)
	for i := range 100 { // many finished tasks: the count stays bounded
		mustCreate(task(fmt.Sprint("f", i), a2a.TaskStateCompleted, "z"))
	}
	if st := s.stats(); st.Tasks > 3 {
		t.Fatalf("stats %+v", st)
	}
}

// A null result is stored as a part the store can read back (a data part holding null is not).
func TestTaskStoreKeepsNullResult(t *testing.T) {
	s := newTaskStore(4, 1<<20)
	task := &a2a.Task{ID: "t-null", Status: a2a.TaskStatus{State: a2a.TaskStateCompleted},
		Artifacts: []*a2a.Artifact{{ID: "a", Parts: []*a2a.Part{valuePart(nil), valuePart(map[string]any{"k": 1.0})}}}}
	if _, err := s.Create(context.Background(), task); err != nil {
		t.Fatal(err)
	}
	got, err := s.Get(context.Background(), "t-null")
	if err != nil {
		t.Fatalf("read back: %v", err)
	}
	if parts := got.Task.Artifacts[0].Parts; parts[0].Text() != "null" || parts[1].Data() == nil {
		t.Fatalf("parts read back: %+v %+v", parts[0], parts[1])
	}
}
