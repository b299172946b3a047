package marketnet

import (
	"encoding/json"
	"math"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
)

// Validation verdicts. Rejecting a gossip message scores down the peer that forwarded it
// (discovery.TopicScoreParams: -20 × count², graylisted from the fourth), so a validator
// rejects only what is invalid on every node whatever its clock, its chain index or its
// deployment: over the size limit, malformed, missing fields, a bad signature. Whatever two
// honest nodes may judge differently is ignored (dropped, not forwarded, no penalty):
//
//   - time: freshness of issuedAt, a bid window that closed, judged by each node's clock; a
//     message one node forwarded a millisecond before its edge reaches the next after it
//     (clock skew, propagation delay), which a stranger can aim at on purpose;
//   - the chain index: a bounty or agent not indexed yet, its requester or owner as this
//     node's index reads it, its status;
//   - the deployment: a message for another chain or escrow, valid for the nodes of that one.
//
// The forwarding peer's rate limit (forwarderLimits) bounds what ignored messages cost.

// verdict is the result for a message that failed to decode at this node's time on its chain:
// ignored when it decodes at its own issue time on its own chain (its fault is only when, or
// where, it arrived), rejected otherwise (invalid everywhere). maxSize bounds what is parsed
// again; decodeAt decodes data as a node at now on chainID would.
func verdict(data []byte, maxSize int, decodeAt func(now time.Time, chainID uint64) error) pubsub.ValidationResult {
	if untimely(data, maxSize, decodeAt) {
		return pubsub.ValidationIgnore
	}
	return pubsub.ValidationReject
}

// untimely reports whether data, which failed to decode here and now, decodes at the time it
// says it was issued, on the chain it names.
func untimely(data []byte, maxSize int, decodeAt func(now time.Time, chainID uint64) error) bool {
	if len(data) > maxSize {
		return false
	}
	var head struct {
		ChainID  uint64 `json:"chainId"`
		IssuedAt uint64 `json:"issuedAt"`
	}
	if json.Unmarshal(data, &head) != nil || head.IssuedAt > math.MaxInt64 {
		return false
	}
	return decodeAt(time.UnixMilli(int64(head.IssuedAt)), head.ChainID) == nil
}

// now is the validators' clock: Config.Clock, or the system clock.
func (c Config) now() time.Time {
	if c.Clock != nil {
		return c.Clock()
	}
	return time.Now()
}
