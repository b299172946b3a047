package web

import (
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/agentsite/agentsite/node/runtime"
)

type sseEvent struct{ event, data string }

// parseSSE splits a finished event stream into its events.
func parseSSE(body string) []sseEvent {
	var out []sseEvent
	for _, block := range strings.Split(body, "\n\n") {
		var ev sseEvent
		var data []string
		for _, line := range strings.Split(block, "\n") {
			switch {
			case strings.HasPrefix(line, "event: "):
				ev.event = strings.TrimPrefix(line, "event: ")
			case strings.HasPrefix(line, "data: "):
				data = append(data, strings.TrimPrefix(line, "data: "))
			}
		}
		if ev.event != "" && ev.event != "done" {
			ev.data = strings.Join(data, "\n")
			out = append(out, ev)
		}
	}
	return out
}

// tryIt sends a "try it" form and follows its call to the end, as the page does.
func (r *rig) tryIt(t *testing.T, c *http.Client, csrf, form string) []sseEvent {
	t.Helper()
	a := r.act(t, c, csrf, "call", form)
	var started struct{ Call string }
	if a.status != http.StatusOK || json.Unmarshal([]byte(a.body), &started) != nil || started.Call == "" {
		t.Fatalf("call did not start: %d %s", a.status, a.body)
	}
	live := r.do(t, c, "GET", "/live/call?id="+started.Call, "", nil)
	if live.status != http.StatusOK || live.header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("live call: %d %s", live.status, live.body)
	}
	events := parseSSE(live.body)
	if len(events) == 0 {
		t.Fatal("the call's stream ended without a result")
	}
	// A call is read once: its page has it, nobody else can follow it again.
	if again := r.do(t, c, "GET", "/live/call?id="+started.Call, "", nil); again.status != http.StatusNotFound {
		t.Fatalf("a finished call streamed twice: %d", again.status)
	}
	return events
}

func TestTryItStreamsProgress(t *testing.T) {
	r := newRig(t)
	c, csrf := r.login(t)
	events := r.tryIt(t, c, csrf, `{"agent":"echo","skill":"slow","input":{"steps":3,"stepMs":20}}`)
	want := []sseEvent{{"progress", "step 1 of 3"}, {"progress", "step 2 of 3"}, {"progress", "step 3 of 3"}}
	if len(events) != 4 || events[3].event != "result" || !strings.Contains(events[3].data, `"steps": 3`) {
		t.Fatalf("events %+v, want three steps and the result", events)
	}
	for i, w := range want {
		if events[i] != w {
			t.Fatalf("event %d is %+v, want %+v", i, events[i], w)
		}
	}
	// The agent's own refusal reads as a sentence at the end of the stream.
	events = r.tryIt(t, c, csrf, `{"agent":"echo","skill":"slow","input":{"steps":0}}`)
	if f := events[len(events)-1]; f.event != "failure" || !strings.Contains(f.data, "steps must be") {
		t.Fatalf("bad input for the agent: %+v", events)
	}
}

func TestLiveCallGuards(t *testing.T) {
	r := newRig(t)
	c, _ := r.login(t)
	cases := []struct {
		name    string
		client  *http.Client
		path    string
		headers map[string]string
		status  int
	}{
		{"no session", browser(), "/live/call?id=" + randomID(), nil, http.StatusUnauthorized},
		{"cross-site", c, "/live/call?id=" + randomID(), map[string]string{"Sec-Fetch-Site": "cross-site"}, http.StatusForbidden},
		{"other origin", c, "/live/call?id=" + randomID(), map[string]string{"Origin": "http://evil.example"}, http.StatusForbidden},
		{"bad id", c, "/live/call?id=%3Cscript%3E", nil, http.StatusNotFound},
		{"no id", c, "/live/call", nil, http.StatusNotFound},
		{"unknown id", c, "/live/call?id=" + randomID(), nil, http.StatusNotFound},
	}
	for _, cs := range cases {
		t.Run(cs.name, func(t *testing.T) {
			if a := r.do(t, cs.client, "GET", cs.path, "", cs.headers); a.status != cs.status {
				t.Fatalf("status %d (%s), want %d", a.status, a.body, cs.status)
			}
		})
	}
}

// TestTryItCallsAreBounded: at most maxCalls are held; the next is refused with a sentence and
// reaches no agent.
func TestTryItCallsAreBounded(t *testing.T) {
	r := newRig(t)
	c, csrf := r.login(t)
	var wg sync.WaitGroup
	for range maxCalls {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if a := r.act(t, c, csrf, "call", `{"agent":"echo","skill":"echo","input":{}}`); a.status != http.StatusOK {
				t.Errorf("call %d %s", a.status, a.body)
			}
		}()
	}
	wg.Wait()
	// Each accepted call reaches the agent from a goroutine of its own: wait until all have,
	// so that a late one of this batch is not taken for the refused call below.
	deadline := time.Now().Add(30 * time.Second)
	for r.calls.count("agent.call") < maxCalls {
		if time.Now().After(deadline) {
			t.Fatalf("%d of %d accepted calls reached the agent", r.calls.count("agent.call"), maxCalls)
		}
		time.Sleep(5 * time.Millisecond)
	}
	before := r.calls.count("agent.call")
	a := r.act(t, c, csrf, "call", `{"agent":"echo","skill":"echo","input":{}}`)
	if f := errorOf(t, a); !strings.Contains(f.Error, "Wait for one to finish") {
		t.Fatalf("call beyond the limit: %d %+v", a.status, f)
	}
	if r.calls.count("agent.call") != before {
		t.Fatal("a refused call reached the agent")
	}
}

func TestCallNotesAreBounded(t *testing.T) {
	var c tryCall
	for i := range maxCallNotes + 10 {
		c.note(runtime.Progress{Progress: float64(i), Total: 100})
	}
	c.note(runtime.Progress{Message: strings.Repeat("é", maxNoteLen)})
	if len(c.notes) != maxCallNotes || c.dropped != 11 || c.notes[0] != "11 of 100" {
		t.Fatalf("%d notes, %d dropped, first %q", len(c.notes), c.dropped, c.notes[0])
	}
	last := c.notes[len(c.notes)-1]
	if len(last) > maxNoteLen+len("…") || !strings.HasSuffix(last, "é…") {
		t.Fatalf("long note kept as %d bytes: %q", len(last), last)
	}
}
