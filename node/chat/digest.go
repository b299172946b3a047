package chat

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"hash"

	"github.com/dgraph-io/badger/v4"
)

// A digest summarizes what a room's store holds from a time on, in buckets of equal width:
// bucket i covers ts in [since + i·width, since + (i+1)·width), the last one everything after.
// Each bucket is digestEntry bytes: the number of envelopes (uint32, big-endian) and the first
// 8 bytes of SHA-256 over their ids in store order (ts, then id). Two nodes holding the same
// envelopes in a bucket have the same entry; catch-up with a digest sends only the buckets
// whose entries differ.
const (
	digestEntry = 12
	// digestBuckets is how many buckets this node asks with: a day's window in 45-minute
	// buckets, a 1,024-byte request with room to spare.
	digestBuckets = 32
	// maxDigestBuckets bounds the buckets a request may carry (what a stranger makes us hash
	// is bounded by the room's retention either way; this bounds the request's parsing).
	maxDigestBuckets = 64
)

// digestBucket returns the bucket of ts.
func digestBucket(ts, since, width int64, n int) int {
	i := (ts - since) / width
	return int(min(max(i, 0), int64(n-1)))
}

// Digest returns the digest of room's envelopes with ts >= since in n buckets of width ms. It
// reads keys only.
func (s *Store) Digest(room string, since, width int64, n int) ([]byte, error) {
	if width <= 0 || n <= 0 {
		return nil, fmt.Errorf("chat: store digest: width %d, %d buckets", width, n)
	}
	counts := make([]uint32, n)
	sums := make([]hash.Hash, n)
	err := s.db.View(func(txn *badger.Txn) error {
		prefix := roomPrefix(room)
		it := txn.NewIterator(badger.IteratorOptions{Prefix: prefix})
		defer it.Close()
		for it.Seek(binary.BigEndian.AppendUint64(append([]byte{}, prefix...), uint64(max(since, 0)))); it.Valid(); it.Next() {
			k := it.Item().Key()
			if len(k) != len(prefix)+8+32 {
				continue
			}
			i := digestBucket(int64(binary.BigEndian.Uint64(k[len(prefix):])), since, width, n)
			if sums[i] == nil {
				sums[i] = sha256.New()
			}
			sums[i].Write(k[len(prefix)+8:])
			counts[i]++
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("chat: store digest: %w", err)
	}
	out := make([]byte, 0, n*digestEntry)
	for i := range n {
		out = binary.BigEndian.AppendUint32(out, counts[i])
		if sums[i] == nil {
			out = append(out, make([]byte, 8)...)
			continue
		}
		out = append(out, sums[i].Sum(nil)[:8]...)
	}
	return out, nil
}

// digestCount is the envelope count of bucket i of digest d.
func digestCount(d []byte, i int) uint32 {
	return binary.BigEndian.Uint32(d[i*digestEntry:])
}

// differing reports, per bucket, whether the digests ours and theirs (same since, width and
// length) differ.
func differing(ours, theirs []byte) []bool {
	n := len(ours) / digestEntry
	out := make([]bool, n)
	for i := range n {
		a, b := ours[i*digestEntry:(i+1)*digestEntry], theirs[i*digestEntry:(i+1)*digestEntry]
		out[i] = string(a) != string(b)
	}
	return out
}

// checkDigest validates the digest part of a catch-up request: none at all, or 1 to
// maxDigestBuckets entries with a positive width that cannot overflow.
func checkDigest(req syncRequest) error {
	if req.Digest == nil && req.Width == 0 {
		return nil
	}
	n := len(req.Digest) / digestEntry
	switch {
	case len(req.Digest)%digestEntry != 0 || n == 0 || n > maxDigestBuckets:
		return fmt.Errorf("digest of %d bytes: want 1 to %d entries of %d", len(req.Digest), maxDigestBuckets, digestEntry)
	case req.Width <= 0 || req.Width > 1<<45:
		return fmt.Errorf("digest width %d ms outside [1, 2^45]", req.Width)
	case req.Since < 0:
		return fmt.Errorf("digest since %d is negative", req.Since)
	}
	return nil
}
