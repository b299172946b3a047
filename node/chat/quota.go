package chat

import (
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// quotas counts what each sender has posted per room and window of envelope time (ts), for
// live gossip, catch-up and the node's own posts alike. Counting by ts rather than arrival
// time makes every node judge a sender the same way, and lets a node that was away accept a
// member's backlog from catch-up in one go: each message was within quota when it was posted.
//
// Members and strangers are kept apart, each bounded by Config.QuotaEntries, so keys nobody
// vouches for cannot crowd members out. All strangers of a room together also share one
// budget (StrangersQuota), kept under the zero address.
type quotas struct {
	window                      int64 // ms
	member, stranger, strangers Quota
	maxEntries                  int

	mu       sync.Mutex
	members  map[quotaKey]quotaUse
	outsider map[quotaKey]quotaUse
}

type quotaKey struct {
	room   string
	sender common.Address
	bucket int64
}

type quotaUse struct{ msgs, bytes int }

// allStrangers is the sender under which a room's strangers are counted together.
var allStrangers = common.Address{}

func newQuotas(cfg Config) *quotas {
	return &quotas{
		window:     cfg.QuotaWindow.Milliseconds(),
		member:     cfg.MemberQuota,
		stranger:   cfg.StrangerQuota,
		strangers:  cfg.StrangersQuota,
		maxEntries: cfg.QuotaEntries,
		members:    make(map[quotaKey]quotaUse),
		outsider:   make(map[quotaKey]quotaUse),
	}
}

// allows reports whether sender may post one more envelope of size bytes dated ts in room.
func (q *quotas) allows(room string, sender common.Address, member bool, ts int64, size int) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.check(room, sender, member, ts, size)
}

// charge counts the envelope if the quota allows it and reports whether it did. room should be
// the joined room's own name string, which the tracker keeps.
func (q *quotas) charge(room string, sender common.Address, member bool, ts int64, size int) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	if !q.check(room, sender, member, ts, size) {
		return false
	}
	k := quotaKey{room, sender, ts / q.window}
	if member {
		q.members[k] = add(q.members[k], size)
		return true
	}
	q.outsider[k] = add(q.outsider[k], size)
	all := quotaKey{room, allStrangers, k.bucket}
	q.outsider[all] = add(q.outsider[all], size)
	return true
}

// count adds an envelope already accepted (read back from the store) to its sender's use,
// over the quota or not: what was accepted stays counted. It keeps to the entries bound.
func (q *quotas) count(room string, sender common.Address, member bool, ts int64, size int) {
	q.mu.Lock()
	defer q.mu.Unlock()
	k := quotaKey{room, sender, ts / q.window}
	m, need := q.outsider, 2
	if member {
		m, need = q.members, 1
	}
	if _, ok := m[k]; !ok && len(m)+need > q.maxEntries {
		return
	}
	m[k] = add(m[k], size)
	if !member {
		all := quotaKey{room, allStrangers, k.bucket}
		m[all] = add(m[all], size)
	}
}

// forget drops room's counts (before they are counted again from the store).
func (q *quotas) forget(room string) {
	q.mu.Lock()
	defer q.mu.Unlock()
	for _, m := range []map[quotaKey]quotaUse{q.members, q.outsider} {
		for k := range m {
			if k.room == room {
				delete(m, k)
			}
		}
	}
}

// refund takes back a charge for an envelope that turned out to be a copy of one already
// accepted, so that the seen set and the charges stay in step: an id is in the seen set if
// and only if it was charged.
func (q *quotas) refund(room string, sender common.Address, member bool, ts int64, size int) {
	q.mu.Lock()
	defer q.mu.Unlock()
	k := quotaKey{room, sender, ts / q.window}
	if member {
		sub(q.members, k, size)
		return
	}
	sub(q.outsider, k, size)
	sub(q.outsider, quotaKey{room, allStrangers, k.bucket}, size)
}

func add(u quotaUse, size int) quotaUse { return quotaUse{u.msgs + 1, u.bytes + size} }

func sub(m map[quotaKey]quotaUse, k quotaKey, size int) {
	u, ok := m[k]
	if !ok {
		return
	}
	if u.msgs <= 1 {
		delete(m, k)
		return
	}
	m[k] = quotaUse{u.msgs - 1, max(0, u.bytes-size)}
}

func (q *quotas) check(room string, sender common.Address, member bool, ts int64, size int) bool {
	k := quotaKey{room, sender, ts / q.window}
	if member {
		return q.fits(q.members, k, q.member, size, 1)
	}
	if sender == allStrangers { // the zero address is the strangers' shared counter
		return false
	}
	all := quotaKey{room, allStrangers, k.bucket}
	return q.fits(q.outsider, k, q.stranger, size, 2) && q.fits(q.outsider, all, q.strangers, size, 2)
}

// fits reports whether m[k] has room for one more envelope of size under lim. A new entry
// must leave room for `need` new entries in m (an envelope may open two).
func (q *quotas) fits(m map[quotaKey]quotaUse, k quotaKey, lim Quota, size, need int) bool {
	u, ok := m[k]
	if !ok && len(m)+need > q.maxEntries {
		return false
	}
	return u.msgs+1 <= lim.Messages && u.bytes+size <= lim.Bytes
}

// sweep forgets the windows that end before cutoff: envelopes dated there are refused anyway.
func (q *quotas) sweep(cutoff time.Time) {
	last := cutoff.UnixMilli()/q.window - 1
	q.mu.Lock()
	defer q.mu.Unlock()
	for _, m := range []map[quotaKey]quotaUse{q.members, q.outsider} {
		for k := range m {
			if k.bucket <= last {
				delete(m, k)
			}
		}
	}
}
