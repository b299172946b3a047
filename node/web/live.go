package web

import (
	"bytes"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/agentsite/agentsite/escrow/bounty"
	"github.com/agentsite/agentsite/node/apitypes"
)

// maxStreamAge ends a live view after half an hour; the page's EventSource reconnects.
const maxStreamAge = 30 * time.Minute

// sse writes server-sent events.
type sse struct {
	w  http.ResponseWriter
	rc *http.ResponseController
}

func startSSE(w http.ResponseWriter) *sse {
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	s := &sse{w: w, rc: http.NewResponseController(w)}
	_ = s.rc.Flush()
	return s
}

// send writes one event whose data is html (one data line per line).
func (s *sse) send(event, html string) error {
	var b strings.Builder
	fmt.Fprintf(&b, "event: %s\n", event)
	for _, line := range strings.Split(html, "\n") {
		fmt.Fprintf(&b, "data: %s\n", line)
	}
	b.WriteString("\n")
	if _, err := s.w.Write([]byte(b.String())); err != nil {
		return err
	}
	return s.rc.Flush()
}

// follow calls poll every Poll until the client leaves, the stream's age is up or poll fails.
func (a *App) follow(r *http.Request, poll func() error) {
	tick := time.NewTicker(a.cfg.Poll)
	defer tick.Stop()
	end := time.After(maxStreamAge)
	for {
		if err := poll(); err != nil {
			return
		}
		select {
		case <-r.Context().Done():
			return
		case <-end:
			return
		case <-tick.C:
		}
	}
}

// errSettled ends a live view once what it shows can no longer change.
var errSettled = errors.New("web: bounty settled")

// settled: the bounty is final on chain and this node's job about it, if any, is done.
func settled(b apitypes.BountyView) bool {
	return b.Status.Terminal() && (b.Job == nil || b.Job.Stage == bounty.StageDone)
}

// liveBounty streams the live part of a bounty page each time it changes.
func (a *App) liveBounty(w http.ResponseWriter, r *http.Request) {
	id := r.URL.Query().Get("id")
	a.streamView(w, r, "bounty", "bounty-live", func() (any, bool, error) {
		d, err := a.bountyData(r, id)
		return d, err == nil && settled(d.B), err
	})
}

// streamView streams template tmpl of page, drawn from load's data, each time it changes, until
// load reports the view final (nothing will change: the page stops listening). A first load that
// fails answers with the error; later failures (the chain busy) wait for the next poll.
func (a *App) streamView(w http.ResponseWriter, r *http.Request, page, tmpl string, load func() (data any, final bool, err error)) {
	if _, _, err := load(); err != nil {
		status, f := humanize(err)
		a.fail(w, status, f.Error)
		return
	}
	s := startSSE(w)
	var last []byte
	a.follow(r, func() error {
		d, final, err := load()
		if err != nil {
			return nil
		}
		var buf bytes.Buffer
		if err := a.pages[page].ExecuteTemplate(&buf, tmpl, d); err != nil {
			return err
		}
		if bytes.Equal(buf.Bytes(), last) {
			return nil
		}
		last = buf.Bytes()
		if err := s.send("update", buf.String()); err != nil {
			return err
		}
		if final {
			_ = s.send("done", "")
			return errSettled
		}
		return nil
	})
}

// liveChat streams a room's new messages, each drawn as the page draws it.
func (a *App) liveChat(w http.ResponseWriter, r *http.Request) {
	room := r.URL.Query().Get("room")
	var since int64
	if _, err := fmt.Sscan(r.URL.Query().Get("since"), &since); err != nil || since < 0 {
		since = 0
	}
	if !roomRe.MatchString(room) {
		a.fail(w, http.StatusBadRequest, "A room name is lower-case letters, digits, . _ - (at most 64).")
		return
	}
	names := a.names(r.Context())
	s := startSSE(w)
	seen := map[string]bool{} // sender+ts of the messages at the newest ts already sent
	a.follow(r, func() error {
		msgs, err := a.readRoom(r.Context(), room, since)
		if err != nil {
			return nil
		}
		for _, m := range msgs {
			k := fmt.Sprint(m.Sender, m.TS, len(m.Content))
			if m.TS < since || seen[k] {
				continue
			}
			if m.TS > since {
				since, seen = m.TS, map[string]bool{}
			}
			seen[k] = true
			var buf bytes.Buffer
			if err := a.pages["chat"].ExecuteTemplate(&buf, "msg", viewOf(m, names)); err != nil {
				return err
			}
			if err := s.send("msg", buf.String()); err != nil {
				return err
			}
		}
		return nil
	})
}
