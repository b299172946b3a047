package main

import (
	"context"
	"testing"
	"time"
)

// releaseIdle releases once per tick and returns when its context ends.
func TestReleaseIdle(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	tick := make(chan time.Time)
	released := make(chan struct{})
	done := make(chan struct{})
	go func() {
		releaseIdle(ctx, tick, func() { released <- struct{}{} })
		close(done)
	}()
	for range 3 {
		tick <- time.Time{}
		<-released
	}
	cancel()
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatal("releaseIdle did not return when its context ended")
	}
}
