package web

import (
	"sync"
	"time"
)

// dedupe makes an action idempotent by the key its form carries: the first request with a key
// runs, a second one (double click, resent request) waits for it and gets the same answer.
// It keeps at most max keys, forgetting the oldest finished ones first.
type dedupe struct {
	mu    sync.Mutex
	max   int
	m     map[string]*outcome
	order []string
}

type outcome struct {
	done  chan struct{}
	value any
	err   error
	at    time.Time
}

func newDedupe(max int) *dedupe { return &dedupe{max: max, m: map[string]*outcome{}} }

// do runs fn once per key; an empty key always runs.
func (d *dedupe) do(key string, fn func() (any, error)) (any, error) {
	if key == "" {
		return fn()
	}
	d.mu.Lock()
	if o, ok := d.m[key]; ok {
		d.mu.Unlock()
		<-o.done
		return o.value, o.err
	}
	o := &outcome{done: make(chan struct{}), at: time.Now()}
	d.m[key] = o
	d.order = append(d.order, key)
	d.evict()
	d.mu.Unlock()
	o.value, o.err = fn()
	if o.err != nil { // a failed attempt may be corrected and sent again with the same form
		d.mu.Lock()
		delete(d.m, key)
		d.mu.Unlock()
	}
	close(o.done)
	return o.value, o.err
}

// evict drops the oldest finished keys beyond max (with d.mu held).
func (d *dedupe) evict() {
	for len(d.order) > d.max {
		k := d.order[0]
		d.order = d.order[1:]
		if o, ok := d.m[k]; ok {
			select {
			case <-o.done:
				delete(d.m, k)
			default: // still running: keep it, it is dropped when it finishes and ages out
				d.order = append(d.order, k)
				return
			}
		}
	}
}
