package api

import (
	"bufio"
	"context"
	"net/http"
	"os"
	goruntime "runtime"
	"strconv"
	"strings"
	"sync"
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

// TestA2ALimits: a client over its request rate gets 429; executions beyond A2AExecutions
// per agent are refused while the others run.
func TestA2ALimits(t *testing.T) {
	r := newRigWith(t, func(c *Config) {
		c.Limits.A2ARate, c.Limits.A2ABurst = 0.5, 3
		c.Limits.A2AExecutions = 1
	})
	ctx := context.Background()
	c := a2aClient(t, r, "echo")
	slow := a2a.NewMessage(a2a.MessageRoleUser, a2a.NewDataPart(map[string]any{"skill": "slow", "input": map[string]any{"steps": 1, "stepMs": 600}}))
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if i == 1 {
				time.Sleep(150 * time.Millisecond) // the first one is (most likely) running
			}
			_, errs[i] = c.SendMessage(ctx, &a2a.SendMessageRequest{Message: slow})
		}()
	}
	wg.Wait()
	if (errs[0] == nil) == (errs[1] == nil) {
		t.Fatalf("two executions with a limit of one: %v, %v; want one refused", errs[0], errs[1])
	}
	// Two requests of the burst of three are spent.
	if status, _ := r.send(t, "POST", "/agents/echo/a2a", map[string]string{"Content-Type": "application/json"}, `{}`); status == http.StatusTooManyRequests {
		t.Fatal("third request of a burst of three refused")
	}
	status, body := r.send(t, "POST", "/agents/echo/a2a", map[string]string{"Content-Type": "application/json"}, `{}`)
	if status != http.StatusTooManyRequests || !strings.Contains(body, "-32005") {
		t.Fatalf("fourth request: %d %s, want 429", status, body)
	}
	// The card stays readable.
	if status, _ := r.send(t, "GET", "/agents/echo/.well-known/agent-card.json", nil, ""); status != 200 {
		t.Fatalf("card: %d", status)
	}
}
