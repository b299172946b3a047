package chat

import (
	"errors"
	"slices"
	"testing"
	"time"
)

func TestLeases(t *testing.T) {
	clock := &testClock{}
	n := newNode(t, func(c *Config) { c.Clock = clock })
	joined := func(room string) bool { return slices.Contains(n.svc.Rooms(), room) }
	if err := n.svc.Join("api-room"); err != nil {
		t.Fatal(err)
	}
	l := n.svc.NewLeases(2, time.Minute)

	if err := l.Hold("team-a", 1); err != nil {
		t.Fatal(err)
	}
	if err := l.Hold("team-a", 2); err != nil || !joined("team-a") {
		t.Fatalf("second holder: %v, joined %v", err, joined("team-a"))
	}
	if err := l.Hold("api-room", 3); err != nil {
		t.Fatal(err)
	}
	if err := l.Hold("team-b", 4); !errors.Is(err, ErrTooManyLeases) || joined("team-b") {
		t.Fatalf("a third room: %v, joined %v", err, joined("team-b"))
	}
	if err := l.Hold("Bad Room", 5); err == nil {
		t.Fatal("a bad room name was held")
	}

	l.Release("team-a", 1)
	l.Release("team-a", 9) // not a holder: ignored
	if err := l.Sweep(); err != nil || !joined("team-a") {
		t.Fatalf("left with a holder still in: %v", err)
	}
	l.Release("team-a", 2)
	l.Release("api-room", 3)
	if err := l.Sweep(); err != nil || !joined("team-a") || !l.Held("team-a") {
		t.Fatalf("left before the linger: %v", err)
	}
	if err := l.Hold("team-b", 4); !errors.Is(err, ErrTooManyLeases) {
		t.Fatalf("lingering rooms must count against the bound: %v", err)
	}
	clock.Advance(time.Minute)
	if err := l.Sweep(); err != nil {
		t.Fatal(err)
	}
	if joined("team-a") || l.Held("team-a") {
		t.Fatal("the room held for others was not left after the linger")
	}
	if !joined("api-room") {
		t.Fatal("a room joined before it was held was left")
	}
	if err := l.Hold("team-b", 4); err != nil || !joined("team-b") {
		t.Fatalf("after the sweep a new room: %v", err)
	}
	l.Release("team-b", 4)
	if err := l.Hold("team-b", 6); err != nil { // held again while lingering: stays
		t.Fatal(err)
	}
	clock.Advance(time.Hour)
	if err := l.Sweep(); err != nil || !joined("team-b") {
		t.Fatalf("a room held again was left: %v", err)
	}
}
