package team

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
)

// A leader that stopped after its post reached the chain but before it recorded the bounty
// adopts the bounty it finds by the attempt's spec hash; one whose post never reached the chain
// posts again; one that cannot ask the chain waits rather than post blind.
func TestEngineSettlesUnrecordedPost(t *testing.T) {
	stop := func(t *testing.T, r *rig, tm *Team) {
		t.Helper()
		ctx, cancel := context.WithCancel(context.Background())
		r.e.teams[tm.ID] = tm
		if err := r.e.step(ctx, tm); err != nil {
			t.Fatal(err)
		}
		cancel()
		r.e.wg.Wait()
	}
	restart := func(t *testing.T, r *rig, tm *Team) *Team {
		t.Helper()
		again, err := r.store.Get(tm.ID)
		if err != nil {
			t.Fatal(err)
		}
		delete(r.e.inflight, again.Task("a").Last().Tag)
		return again
	}
	t.Run("on chain: adopted", func(t *testing.T) {
		r := newRig(t)
		tm := r.begin(t, 10, Plan{Tasks: []Task{task("a", "echo", "10 wei")}})
		r.chain.lost = true
		stop(t, r, tm) // the post reaches the chain; the leader stops before its outcome comes back
		saved := restart(t, r, tm)
		if a := saved.Task("a").Last(); a.Status != statusPosting || a.SpecHash == (common.Hash{}) || a.Nonce == "" {
			t.Fatalf("intent not recorded before the post: %+v", a)
		}
		r.step(t, saved)
		a := saved.Task("a").Last()
		if len(r.chain.posts) != 1 || a.BountyID != 1 || a.Status != escrow.StatusOpen.String() || len(saved.Task("a").Attempts) != 1 {
			t.Fatalf("after the restart: %d posts, attempt %+v", len(r.chain.posts), a)
		}
		if !r.said("bounty 1") {
			t.Fatal("the adopted bounty's assignment was not told")
		}
	})
	t.Run("not on chain: posted again", func(t *testing.T) {
		r := newRig(t)
		tm := r.begin(t, 10, Plan{Tasks: []Task{task("a", "echo", "10 wei")}})
		r.step(t, tm)
		ts := tm.Task("a") // as if the node died before the post was sent
		ts.Attempts[0].BountyID, ts.Attempts[0].Status, ts.Attempts[0].SpecHash = 0, statusPosting, common.HexToHash("0x01")
		if err := r.store.Put(tm); err != nil {
			t.Fatal(err)
		}
		saved := restart(t, r, tm)
		r.step(t, saved)
		if a := saved.Task("a").Attempts; len(r.chain.posts) != 2 || len(a) != 1 || a[0].BountyID != 2 {
			t.Fatalf("%d posts, attempts %+v", len(r.chain.posts), a)
		}
	})
	t.Run("chain unreachable: waits", func(t *testing.T) {
		r := newRig(t)
		tm := r.begin(t, 10, Plan{Tasks: []Task{task("a", "echo", "10 wei")}})
		r.chain.lost = true
		stop(t, r, tm) // the post reaches the chain; the leader stops before its outcome comes back
		saved := restart(t, r, tm)
		r.chain.failPosted = errors.New("rpc down")
		r.e.teams[saved.ID] = saved
		if err := r.e.step(context.Background(), saved); err == nil || len(r.chain.posts) != 1 {
			t.Fatalf("step %v, %d posts", err, len(r.chain.posts))
		}
		r.chain.failPosted = nil
		r.step(t, saved)
		if a := saved.Task("a").Attempts; len(r.chain.posts) != 1 || len(a) != 1 || a[0].BountyID != 1 {
			t.Fatalf("%d posts, attempts %+v", len(r.chain.posts), a)
		}
	})
	t.Run("failed post that landed: adopted", func(t *testing.T) {
		r := newRig(t)
		tm := r.begin(t, 10, Plan{Tasks: []Task{task("a", "echo", "10 wei")}})
		r.chain.lost = true // the post returns an error although it is on chain
		r.step(t, tm)
		if a := tm.Task("a").Attempts; len(r.chain.posts) != 1 || len(a) != 1 || a[0].BountyID != 1 || a[0].Replaced {
			t.Fatalf("%d posts, attempts %+v", len(r.chain.posts), a)
		}
	})
}

func TestTaskOf(t *testing.T) {
	for desc, want := range map[string]string{
		"[" + fmt.Sprintf(tagFormat, "ab12", "t1", 2) + "] step t1": "t1",
		"[team ab12 task summarize-2 attempt 1]":                    "summarize-2",
		"team ab12 task t1 attempt 1":                               "",
		"[team ab12 task t1 attempt 0] zero":                        "",
		"[team ab12 task t1] no attempt":                            "",
		"[team ab12 task t1 attempt 1":                              "",
		"a plain bounty":                                            "",
	} {
		got, ok := TaskOf(desc)
		if got != want || ok != (want != "") {
			t.Errorf("TaskOf(%q) = %q, %v; want %q", desc, got, ok, want)
		}
	}
}

// FuzzTaskOf: a worker reads the tag from a stranger's bounty description; whatever it holds,
// a task id read back is one the tag format could have written.
func FuzzTaskOf(f *testing.F) {
	f.Add("[team ab12 task t1 attempt 1] step t1")
	f.Add("[team  task  attempt -1]")
	f.Add("[]")
	f.Fuzz(func(t *testing.T, desc string) {
		task, ok := TaskOf(desc)
		if ok && (task == "" || strings.ContainsAny(task, " \t\n]")) {
			t.Fatalf("TaskOf(%q) = %q", desc, task)
		}
	})
}
