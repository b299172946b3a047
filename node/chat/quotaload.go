package chat

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"time"

	"github.com/dgraph-io/badger/v4"
	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/identity"
)

// Quotas and restarts. The quota tracker lives in memory, and the stored history is the record
// of what it charged: every envelope stored was charged once, on gossip, catch-up or Post. So
// a room's quotas are derived from its history when the room is opened (loadQuotas), before
// its validator runs: a sender that used its window before a restart finds it used after it,
// for live gossip and catch-up alike (which accepts windows back to the retention age).

// quotaLoadTimeout bounds the membership lookups of one room's load; a sender the oracle
// cannot tell in time is counted as a member (its own quota, not the strangers' shared one).
const quotaLoadTimeout = 10 * time.Second

// loadQuotas charges every stored envelope of room within the retention age to its sender,
// in place of what the tracker held for room (a room left and joined again is not counted
// twice: leaving drained its queue into the store).
func (s *Service) loadQuotas(room string) error {
	s.quota.forget(room)
	ctx, cancel := context.WithTimeout(s.ctx, quotaLoadTimeout)
	defer cancel()
	members := map[common.Address]bool{}
	since := s.cfg.Clock.Now().Add(-s.cfg.RetentionAge).UnixMilli()
	return s.store.Scan(room, since, func(ts int64, data []byte) error {
		var head struct {
			SenderID string `json:"sender_id"`
		}
		if json.Unmarshal(data, &head) != nil {
			return nil // stored after its checks; nothing to count if it no longer parses
		}
		did, err := identity.ParseDID(head.SenderID)
		if err != nil {
			return nil
		}
		member, ok := members[did.Address]
		if !ok {
			member = true
			if s.cfg.Membership != nil && ctx.Err() == nil {
				if m, err := s.cfg.Membership.IsMember(ctx, room, did); err == nil {
					member = m
				}
			}
			members[did.Address] = member
		}
		s.quota.count(room, did.Address, member, ts, len(data))
		return nil
	})
}

// Scan calls fn with the ts and wire bytes of every envelope of room with ts >= since, oldest
// first, until fn returns an error.
func (s *Store) Scan(room string, since int64, fn func(ts int64, data []byte) error) error {
	err := s.db.View(func(txn *badger.Txn) error {
		prefix := roomPrefix(room)
		it := txn.NewIterator(badger.IteratorOptions{Prefix: prefix, PrefetchValues: true, PrefetchSize: 64})
		defer it.Close()
		for it.Seek(binary.BigEndian.AppendUint64(append([]byte{}, prefix...), uint64(max(since, 0)))); it.Valid(); it.Next() {
			k := it.Item().Key()
			if len(k) < len(prefix)+8 {
				continue
			}
			ts := int64(binary.BigEndian.Uint64(k[len(prefix):]))
			if err := it.Item().Value(func(v []byte) error { return fn(ts, v) }); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("chat: store scan: %w", err)
	}
	return nil
}
