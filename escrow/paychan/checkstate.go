package paychan

import (
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Stale reports whether channel id's synced state is older than the checker's bound (or the
// channel is unknown): Client.Accept syncs it then.
func (c *Checker) Stale(id common.Hash) bool { return c.olderThan(id, c.maxStale) }

// staleSoon is Stale a tenth of the bound early: a call's check looks at the state's age, then
// checks it again, and a state about to pass the bound is synced first rather than refused
// between the two.
func (c *Checker) staleSoon(id common.Hash) bool {
	return c.olderAt(c.entry(id, Channel{}, false), c.maxStale-c.maxStale/10, c.now())
}

// staleSoonAt is staleSoon for entry e (nil: unknown) at now.
func (c *Checker) staleSoonAt(e *entry, now time.Time) bool {
	return c.olderAt(e, c.maxStale-c.maxStale/10, now)
}

// olderThan reports whether channel id is unknown or its state was synced longer than bound ago.
func (c *Checker) olderThan(id common.Hash, bound time.Duration) bool {
	return c.olderAt(c.entry(id, Channel{}, false), bound, c.now())
}

// olderAt is olderThan for entry e (nil: unknown) at now.
func (c *Checker) olderAt(e *entry, bound time.Duration, now time.Time) bool {
	if e == nil {
		return true
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.h.Deposited == nil || now.Sub(e.h.SyncedAt) > bound
}

// Known reports whether the checker has a record of channel id.
func (c *Checker) Known(id common.Hash) bool {
	return c.entry(id, Channel{}, false) != nil
}

// admissible checks ch's payee and token.
func (c *Checker) admissible(ch Channel) error {
	if ch.Payee != c.payee {
		return fmt.Errorf("%w: %s", ErrWrongPayee, ch.Payee.Hex())
	}
	if _, ok := c.tokens[ch.Token]; !ok {
		return fmt.Errorf("%w: %s", ErrWrongToken, ch.Token.Hex())
	}
	return nil
}

// Held returns a copy of every channel's record, as a claim takes it: each channel's newest
// voucher answered before its signature was verified is verified first (one verification a
// channel, however many calls it covers), and a channel whose voucher fails falls back to its
// last verified one.
func (c *Checker) Held() []Held {
	entries := c.verifyPending()
	out := make([]Held, 0, len(entries))
	for _, e := range entries {
		e.mu.Lock()
		if e.h.Deposited != nil {
			out = append(out, e.claimable())
		}
		e.mu.Unlock()
	}
	return out
}
