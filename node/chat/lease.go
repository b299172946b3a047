package chat

import (
	"errors"
	"fmt"
	"sync"
	"time"
)

// ErrTooManyLeases: a room would be joined for a holder beyond the leases' bound.
var ErrTooManyLeases = errors.New("chat: too many rooms held for others")

// Leases joins rooms on behalf of holders outside chat (a bounty a hosted agent works for a
// team) and leaves a room once no holder is left and the linger has passed, so late messages
// and the peers' catch-up still reach it. At most max rooms are held this way, lingering ones
// included; a room that was joined before it was held (the API, a team this node leads) is
// never left by Leases.
type Leases struct {
	s      *Service
	max    int
	linger time.Duration

	mu    sync.Mutex
	rooms map[string]*lease
}

type lease struct {
	holders map[uint64]bool
	own     bool      // joined by Leases, so left by it
	idle    time.Time // when the last holder let go
}

// NewLeases holds at most max rooms, each left linger after its last holder let go.
func (s *Service) NewLeases(max int, linger time.Duration) *Leases {
	return &Leases{s: s, max: max, linger: linger, rooms: map[string]*lease{}}
}

// Hold joins room for holder; holding it again is a no-op. Beyond the bound it refuses with
// ErrTooManyLeases and joins nothing.
func (l *Leases) Hold(room string, holder uint64) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if r, ok := l.rooms[room]; ok {
		r.holders[holder], r.idle = true, time.Time{}
		return nil
	}
	if len(l.rooms) >= l.max {
		return fmt.Errorf("%w: %d held, the limit", ErrTooManyLeases, len(l.rooms))
	}
	_, err := l.s.room(room)
	own := errors.Is(err, ErrNotJoined)
	if own {
		if err := l.s.Join(room); err != nil {
			return err
		}
	} else if err != nil {
		return err
	}
	l.rooms[room] = &lease{holders: map[uint64]bool{holder: true}, own: own}
	return nil
}

// Release lets holder go; Sweep leaves the room once it has had no holder for the linger.
func (l *Leases) Release(room string, holder uint64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	r, ok := l.rooms[room]
	if !ok || !r.holders[holder] {
		return
	}
	delete(r.holders, holder)
	if len(r.holders) == 0 {
		r.idle = l.s.cfg.Clock.Now()
	}
}

// Held reports whether room is held (lingering included).
func (l *Leases) Held(room string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	_, ok := l.rooms[room]
	return ok
}

// Sweep leaves the rooms nobody has held for the linger.
func (l *Leases) Sweep() error {
	now := l.s.cfg.Clock.Now()
	l.mu.Lock()
	var leave []string
	for name, r := range l.rooms {
		if len(r.holders) == 0 && now.Sub(r.idle) >= l.linger {
			delete(l.rooms, name)
			if r.own {
				leave = append(leave, name)
			}
		}
	}
	l.mu.Unlock()
	var errs []error
	for _, name := range leave {
		if err := l.s.Leave(name); err != nil && !errors.Is(err, ErrNotJoined) {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}
