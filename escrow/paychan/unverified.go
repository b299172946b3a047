package paychan

// DefaultUnverified is how many calls a channel's known caller may have answered on vouchers
// whose signature is not verified yet (WithUnverified) when the node sets no bound.
const DefaultUnverified = 8

// WithUnverified lets a channel's known caller (the one that presented its last voucher
// committed, Begin's by) have up to k calls answered before their vouchers' signatures are
// verified: Commit saves such a voucher and returns at once, and the channel's newest
// voucher is verified in the background. Vouchers are cumulative: one newest voucher that
// verifies covers every call answered before it, so a channel verifies once however many of
// its calls came in meanwhile. A voucher that fails retires the channel for that caller
// (ErrRetired from then on; every other voucher of the channel is verified before its call),
// and the channel's claim falls back to its last verified voucher: the payee loses at most k
// calls' price per channel, and a payer cheating that way pays a channel's opening and one
// verified call for each k calls (docs/ARCHITECTURE.md). k = 0 verifies every voucher before
// its call is answered (beside the run for a known caller).
func WithUnverified(k int) CheckerOption {
	return func(c *Checker) {
		if k < 0 {
			k = 0
		}
		c.unverified = k
	}
}

// verifyAt is how many calls a channel answers unverified before their newest voucher is
// verified in the background: half the bound (at least 1), so that the verification, one for
// that many calls, is over before the bound makes a call wait for its own. Held (claims, the
// node's listings, Refresh) verifies what is pending below it.
func (c *Checker) verifyAt() int { return max(1, c.unverified/2) }

// verifyLoop verifies a channel's newest voucher answered unverified until none is left (e
// has verifying set, and clears it when it returns).
func (c *Checker) verifyLoop(e *entry) {
	for {
		for c.verifyNewest(e) {
		}
		e.mu.Lock()
		if e.unverified == 0 { // else a commit came between the last look and the lock
			e.verifying = false
			e.mu.Unlock()
			return
		}
		e.mu.Unlock()
	}
}

// verifyNewest verifies a channel's newest voucher if calls were answered on it unverified,
// and reports whether it verified one.
func (c *Checker) verifyNewest(e *entry) bool {
	e.mu.Lock()
	if e.unverified == 0 {
		e.mu.Unlock()
		return false
	}
	v, n, signer := e.h.Voucher, e.unverified, e.h.Channel.Signer
	e.mu.Unlock()
	err := verifySig(c.sep, v, signer)
	e.mu.Lock()
	defer e.mu.Unlock()
	switch {
	case e.h.Voucher.Amount != v.Amount || e.unverified < n:
		// another voucher took its place meanwhile (verified first, another verification
		// covered it, a new epoch): look again
	case err == nil:
		e.verified, e.unverified = v, e.unverified-n
		e.verifiedSig(v)
		if e.unverified == 0 {
			e.h.Verified = nil
		}
	default:
		c.retire(e)
	}
	return true
}

// VerifyPending verifies now every channel's newest voucher answered before its signature was
// verified (WithUnverified), as the background does soon after each call: a claim then takes
// the newest vouchers (ClaimDue calls it), and a test knows the outcome.
func (c *Checker) VerifyPending() { c.verifyPending() }

// verifyPending is VerifyPending; it returns every channel's entry.
func (c *Checker) verifyPending() []*entry {
	c.mu.Lock()
	es := make([]*entry, 0, len(c.held))
	for _, e := range c.held {
		es = append(es, e)
	}
	c.mu.Unlock()
	for _, e := range es {
		for c.verifyNewest(e) {
		}
	}
	return es
}

// retire falls a channel back to its last verified voucher after its caller's newest one
// failed its signature (e.mu held): the caller is refused on the channel from then on, and
// any other caller's voucher is verified before its call runs.
func (c *Checker) retire(e *entry) {
	e.retiredBy, e.checkFirst, e.unverified = e.by, true, 0
	n := e.h
	n.Voucher, n.Verified, n.CheckFirst = e.verified, nil, true
	// On a failed save the log keeps the bad voucher with the verified one beside it
	// (Held.Verified): a restart falls back the same way.
	_ = c.store.SaveHeld(n)
	e.h = n
}

// claimable is the channel's record as a claim takes it (e.mu held): its last verified
// voucher in place of any answered before its signature was verified.
func (e *entry) claimable() Held {
	h := e.h
	if e.unverified > 0 {
		h.Voucher, h.Verified = e.verified, nil
	}
	return h
}
