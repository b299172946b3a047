package test

import (
	"sync"
	"testing"
	"time"
)

// thinking is a model that keeps thinking in a task's first run, so that the test can stop the
// node during the task, and counts the task's runs.
type thinking struct {
	mu      sync.Mutex
	runs    int
	once    sync.Once
	reached chan struct{} // closed once the first run thinks
	release chan struct{} // closed when the test ends
}

func newThinking() *thinking {
	return &thinking{reached: make(chan struct{}), release: make(chan struct{})}
}

// startRun counts a run (the model's first round in it) and says whether it is the first.
func (th *thinking) startRun() (first bool) {
	th.mu.Lock()
	defer th.mu.Unlock()
	th.runs++
	return th.runs == 1
}

// firstRun says whether only one run has started.
func (th *thinking) firstRun() bool {
	th.mu.Lock()
	defer th.mu.Unlock()
	return th.runs == 1
}

// count is the runs started.
func (th *thinking) count() int {
	th.mu.Lock()
	defer th.mu.Unlock()
	return th.runs
}

// think holds the model's answer until the test ends (a minute at most).
func (th *thinking) think() {
	th.once.Do(func() { close(th.reached) })
	select {
	case <-th.release:
	case <-time.After(time.Minute):
	}
}

// waitThinking waits until the first run thinks.
func (th *thinking) waitThinking(t *testing.T, what string) {
	t.Helper()
	select {
	case <-th.reached:
	case <-time.After(time.Minute):
		t.Fatalf("the model never saw %s", what)
	}
}

// releaseAtEnd lets the model answer when the test ends; called after the model's server
// started, so that it runs before the server closes.
func (th *thinking) releaseAtEnd(t *testing.T) {
	t.Cleanup(func() { close(th.release) })
}
