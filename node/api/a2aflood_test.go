package api

import (
	"bufio"
	"context"
	"net/http"
	"os"
	goruntime "runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2aclient"
)

// floodLimits: a small task store, and no rate limit to speak of (the flood is one client).
func floodLimits(c *Config) {
	c.MaxBody = 1 << 20 // the default; A2AMaxBody (256 KiB) bounds A2A
	c.Limits.A2ATasks = 40
	c.Limits.A2ATaskBytes = 2 << 20
	c.Limits.A2ARate, c.Limits.A2ABurst = 1e6, 1e6
}

func a2aClient(t testing.TB, r *rig, agent string) *a2aclient.Client {
	t.Helper()
	card, err := r.srv.a2aCard(context.Background(), agent)
	if err != nil {
		t.Fatal(err)
	}
	c, err := a2aclient.NewFromCard(context.Background(), card)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// heapMB is the live heap after a collection, in MiB.
func heapMB() float64 {
	goruntime.GC()
	var m goruntime.MemStats
	goruntime.ReadMemStats(&m)
	return float64(m.HeapAlloc) / (1 << 20)
}

// rssMB is the process's resident set in MiB (Linux; 0 elsewhere).
func rssMB() float64 {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmRSS:"); ok {
			kb, _ := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 64)
			return kb / 1024
		}
	}
	return 0
}

// TestA2AFlood: a stranger sends 60 messages of 200 KB (12 MB) without a token. The task store
// stays within its byte bound by evicting the oldest finished tasks (the first task is gone, the
// last is there), the heap does not keep the flood, and a 900 KB message is refused before it
// is read whole.
func TestA2AFlood(t *testing.T) {
	r := newRigWith(t, floodLimits)
	ctx := context.Background()
	c := a2aClient(t, r, "echo")
	before := heapMB()
	big := strings.Repeat("x", 200<<10)
	var first, last a2a.TaskID
	for i := range 60 {
		res, err := c.SendMessage(ctx, &a2a.SendMessageRequest{Message: a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart(big))})
		if err != nil {
			t.Fatalf("message %d: %v", i, err)
		}
		task, ok := res.(*a2a.Task)
		if !ok || task.Status.State != a2a.TaskStateCompleted {
			t.Fatalf("message %d: %T %+v", i, res, res)
		}
		if i == 0 {
			first = task.ID
		}
		last = task.ID
	}
	st := r.srv.a2a.store.stats()
	if st.Bytes > 2<<20 || st.Tasks > 40 || st.Evicted < 40 {
		t.Fatalf("task store after the flood: %+v", st)
	}
	if _, err := c.GetTask(ctx, &a2a.GetTaskRequest{ID: first}); err == nil {
		t.Fatal("the first task was not evicted")
	}
	if got, err := c.GetTask(ctx, &a2a.GetTaskRequest{ID: last}); err != nil || got.Status.State != a2a.TaskStateCompleted {
		t.Fatalf("the last task: %v", err)
	}
	if grown := heapMB() - before; grown > 16 {
		t.Fatalf("heap grew %.1f MiB after a 12 MB flood (store holds %.1f MiB)", grown, float64(st.Bytes)/(1<<20))
	}
	if _, m := r.send(t, "GET", "/metrics", nil, ""); !strings.Contains(m, "agentsite_api_a2a_tasks_evicted_total "+strconv.FormatInt(st.Evicted, 10)) {
		t.Fatalf("metrics do not show the %d evictions", st.Evicted)
	}
	status, body := r.send(t, "POST", "/agents/echo/a2a", map[string]string{"Content-Type": "application/json"},
		`{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":{"messageId":"m","role":"ROLE_USER","parts":[{"text":"`+strings.Repeat("y", 900<<10)+`"}]}}}`)
	if status != http.StatusRequestEntityTooLarge || !strings.Contains(body, "-32007") {
		t.Fatalf("900 KB message: %d %.200s", status, body)
	}
}

// TestA2ALimits: executions beyond A2AExecutions per agent are refused while the others run,
// and there is room again once they end; a client over its request rate gets 429.
func TestA2ALimits(t *testing.T) {
	ctx := context.Background()
	t.Run("executions", func(t *testing.T) {
		r := newRigWith(t, func(c *Config) { c.Limits.A2AExecutions, c.Limits.A2ARate, c.Limits.A2ABurst = 1, 1e6, 1e6 }) // polled
		c := a2aClient(t, r, "echo")
		// The first task is sent back at once and runs on; the second message goes once the
		// first is seen working, well within its 2 s step.
		slow := a2a.NewMessage(a2a.MessageRoleUser, a2a.NewDataPart(map[string]any{"skill": "slow", "input": map[string]any{"steps": 1, "stepMs": 2000}}))
		res, err := c.SendMessage(ctx, &a2a.SendMessageRequest{Message: slow, Config: &a2a.SendMessageConfig{ReturnImmediately: true}})
		task, ok := res.(*a2a.Task)
		if err != nil || !ok {
			t.Fatalf("first message: %v %v", res, err)
		}
		waitTaskState(t, c, task.ID, a2a.TaskStateWorking)
		quick := func() *a2a.SendMessageRequest {
			return &a2a.SendMessageRequest{Message: a2a.NewMessage(a2a.MessageRoleUser, a2a.NewDataPart(map[string]any{"skill": "echo", "input": 1}))}
		}
		if _, err := c.SendMessage(ctx, quick()); err == nil {
			t.Fatal("a second execution ran while the first one did, with a limit of one")
		}
		waitTaskState(t, c, task.ID, a2a.TaskStateCompleted)
		// a2a-go frees the slot just after it stores the completed task.
		for end := time.Now().Add(30 * time.Second); ; time.Sleep(10 * time.Millisecond) {
			_, err := c.SendMessage(ctx, quick())
			if err == nil {
				break
			}
			if time.Now().After(end) {
				t.Fatalf("30 s after the first one ended: %v", err)
			}
		}
	})
	t.Run("rate", func(t *testing.T) {
		// A token every 1000 s: none comes back while the test runs.
		r := newRigWith(t, func(c *Config) { c.Limits.A2ARate, c.Limits.A2ABurst = 1e-3, 3 })
		for i := 1; i <= 3; i++ {
			if status, _ := r.send(t, "POST", "/agents/echo/a2a", map[string]string{"Content-Type": "application/json"}, `{}`); status == http.StatusTooManyRequests {
				t.Fatalf("request %d of a burst of three refused", i)
			}
		}
		status, body := r.send(t, "POST", "/agents/echo/a2a", map[string]string{"Content-Type": "application/json"}, `{}`)
		if status != http.StatusTooManyRequests || !strings.Contains(body, "-32005") {
			t.Fatalf("fourth request: %d %s, want 429", status, body)
		}
		// The card stays readable.
		if status, _ := r.send(t, "GET", "/agents/echo/.well-known/agent-card.json", nil, ""); status != 200 {
			t.Fatalf("card: %d", status)
		}
	})
}

// waitTaskState polls the task until it reaches state (30 s at most).
func waitTaskState(t *testing.T, c *a2aclient.Client, id a2a.TaskID, state a2a.TaskState) {
	t.Helper()
	var last a2a.TaskState
	for end := time.Now().Add(30 * time.Second); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
		task, err := c.GetTask(context.Background(), &a2a.GetTaskRequest{ID: id})
		if err != nil {
			t.Fatalf("get task: %v", err)
		}
		if last = task.Status.State; last == state {
			return
		}
	}
	t.Fatalf("task %s is %s, want %s", id, last, state)
}
