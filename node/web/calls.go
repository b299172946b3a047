package web

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/agentsite/agentsite/node/runtime"
)

// The "try it" calls the app runs in the background so that their page can follow them.
const (
	// maxCalls bounds the calls held at once, running or finished and not yet read: each is a
	// goroutine and an agent's work.
	maxCalls = 16
	// maxCallNotes bounds the progress lines kept per call (the newest are kept).
	maxCallNotes = 50
	// maxNoteLen bounds one progress line, in bytes.
	maxNoteLen = 300
	// callTimeout ends a call nobody waits for any more.
	callTimeout = 5 * time.Minute
	// callKeep is how long a finished call waits for its page to read it.
	callKeep = 2 * time.Minute
)

// tryCall is one call in flight: its progress lines, then its output or failure.
type tryCall struct {
	mu       sync.Mutex
	notes    []string
	dropped  int // notes dropped from the front when over maxCallNotes
	done     bool
	output   string
	failure  string
	finished time.Time
}

func (c *tryCall) note(p runtime.Progress) {
	msg := p.Message
	switch {
	case msg == "" && p.Total > 0:
		msg = fmt.Sprintf("%g of %g", p.Progress, p.Total)
	case msg == "":
		msg = fmt.Sprintf("%g", p.Progress)
	}
	if len(msg) > maxNoteLen {
		msg = truncate(msg, maxNoteLen) + "…"
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.notes) == maxCallNotes {
		c.notes, c.dropped = c.notes[1:], c.dropped+1
	}
	c.notes = append(c.notes, msg)
}

// truncate cuts s to at most n bytes without splitting a UTF-8 character.
func truncate(s string, n int) string {
	for n > 0 && n < len(s) && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// calls holds the app's tryCalls by id.
type calls struct {
	mu sync.Mutex
	m  map[string]*tryCall
}

var callIDRe = regexp.MustCompile(`^[A-Za-z0-9_-]{43}$`) // randomID's form

// add registers a new call, first dropping finished calls nobody read within callKeep; it
// refuses when maxCalls are held.
func (cs *calls) add(now time.Time) (string, *tryCall, error) {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	for id, c := range cs.m {
		c.mu.Lock()
		stale := c.done && now.Sub(c.finished) > callKeep
		c.mu.Unlock()
		if stale {
			delete(cs.m, id)
		}
	}
	if len(cs.m) >= maxCalls {
		return "", nil, badInput("", "%d calls are running on this node, the limit. Wait for one to finish and try again.", maxCalls)
	}
	id, c := randomID(), &tryCall{}
	cs.m[id] = c
	return id, c, nil
}

func (cs *calls) get(id string) *tryCall {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	return cs.m[id]
}

func (cs *calls) remove(id string) {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	delete(cs.m, id)
}

// startCall runs agent.call in the background with its progress recorded; the page follows
// it on /live/call?id=….
func (a *App) startCall(inv ProgressInvoker, params map[string]any) (any, error) {
	id, c, err := a.calls.add(time.Now())
	if err != nil {
		return nil, err
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), callTimeout)
		defer cancel()
		raw, err := inv.InvokeProgress(ctx, "agent.call", params, c.note)
		var out, failure string
		if err != nil {
			_, f := humanize(err)
			failure = f.Error
		} else {
			var v any
			out = string(raw)
			if json.Unmarshal(raw, &v) == nil {
				if p, err := json.MarshalIndent(v, "", "  "); err == nil {
					out = string(p)
				}
			}
		}
		c.mu.Lock()
		c.done, c.output, c.failure, c.finished = true, out, failure, time.Now()
		c.mu.Unlock()
	}()
	return map[string]string{"call": id}, nil
}

// liveCall streams a "try it" call: each progress line, then its output or a failure to read.
func (a *App) liveCall(w http.ResponseWriter, r *http.Request) {
	id := r.URL.Query().Get("id")
	c := a.calls.get(id)
	if !callIDRe.MatchString(id) || c == nil {
		a.fail(w, http.StatusNotFound, "This call is over or was never made here. Call the agent again.")
		return
	}
	s := startSSE(w)
	sent := 0 // notes sent, counting those dropped
	a.follow(r, func() error {
		c.mu.Lock()
		var fresh []string
		if from := sent - c.dropped; from < len(c.notes) {
			fresh = append(fresh, c.notes[max(from, 0):]...)
		}
		sent = c.dropped + len(c.notes)
		done, out, failure := c.done, c.output, c.failure
		c.mu.Unlock()
		for _, n := range fresh {
			if err := s.send("progress", n); err != nil {
				return err
			}
		}
		if !done {
			return nil
		}
		a.calls.remove(id)
		ev, data := "result", out
		if failure != "" {
			ev, data = "failure", failure
		}
		if err := s.send(ev, data); err != nil {
			return err
		}
		_ = s.send("done", "")
		return errSettled
	})
}
