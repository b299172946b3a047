package discovery

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"
	"golang.org/x/time/rate"
)

// maxForwarders bounds the forwarding peers whose heartbeat rate is tracked (least recently
// seen dropped first); a node has far fewer gossip peers.
const maxForwarders = 4096

func newForwarders() *lru.Cache[peer.ID, *rate.Limiter] {
	c, _ := lru.New[peer.ID, *rate.Limiter](maxForwarders) // fails only for a size <= 0
	return c
}

// PresenceTopic carries node heartbeats: a node that hosts agents signs the time with its
// libp2p peer key every HeartbeatInterval. Peers that see a node's heartbeat know the node is
// alive and show its agents; a node silent for LiveTTL is hidden from search results.
const PresenceTopic = "/agentsite/presence/1"

// MaxHeartbeatSize bounds a presence message: a peer id (≤ 64 characters for Ed25519 and
// secp256k1 keys), a time and a 64-byte signature in base64 fit in about 200 bytes. Every node
// must agree on it; raising it needs a new topic version.
const MaxHeartbeatSize = 512

// presenceDomain separates heartbeat signatures from everything else the peer key signs.
const presenceDomain = "agentsite/presence/1"

// Presence errors, returned by ValidateHeartbeat. Malformed messages, bad signatures and a
// key that cannot sign for the peer are rejected (the forwarder is penalised); stale, old,
// too frequent heartbeats and a full table are ignored (an honest relay may forward them).
var (
	ErrHeartbeatBad      = errors.New("discovery: malformed heartbeat")
	ErrHeartbeatForged   = errors.New("discovery: heartbeat not signed by its peer")
	ErrHeartbeatStale    = errors.New("discovery: heartbeat not fresh")
	ErrHeartbeatOld      = errors.New("discovery: heartbeat not newer than the last one")
	ErrHeartbeatTooSoon  = errors.New("discovery: heartbeat too soon after the last one")
	ErrPresenceTableFull = errors.New("discovery: presence table full")
)

// Heartbeat is the presence message: Peer says it was alive at TS (unix ms), signed by the
// private key behind Peer over presenceDomain, the chain id, Peer and TS.
type Heartbeat struct {
	Peer string `json:"peer"`
	TS   int64  `json:"ts"`
	Sig  []byte `json:"sig"`
}

// heartbeatBytes is what a heartbeat's signature covers.
func heartbeatBytes(chainID uint64, p peer.ID, ts int64) []byte {
	b := append([]byte(presenceDomain), 0)
	b = binary.BigEndian.AppendUint64(b, chainID)
	b = append(b, p...)
	return binary.BigEndian.AppendUint64(b, uint64(ts))
}

// EncodeHeartbeat signs a heartbeat for the peer of key at ts on chainID's network.
func EncodeHeartbeat(key crypto.PrivKey, chainID uint64, ts time.Time) ([]byte, error) {
	p, err := peer.IDFromPrivateKey(key)
	if err != nil {
		return nil, fmt.Errorf("discovery: heartbeat: %w", err)
	}
	sig, err := key.Sign(heartbeatBytes(chainID, p, ts.UnixMilli()))
	if err != nil {
		return nil, fmt.Errorf("discovery: heartbeat: %w", err)
	}
	return json.Marshal(Heartbeat{Peer: p.String(), TS: ts.UnixMilli(), Sig: sig})
}

// ValidateHeartbeat runs every check of the presence topic on a message: size, shape, the
// signature by the key the peer id names (so no one can vouch for another node), freshness
// (TS within ±HeartbeatWindow of the local clock), then the peer's table entry (a TS newer
// than the last accepted by at least HeartbeatInterval/2, room in the table). On success the
// peer counts as seen now.
func (d *Discovery) ValidateHeartbeat(data []byte) (peer.ID, error) {
	if len(data) > MaxHeartbeatSize {
		return "", fmt.Errorf("%w: %d bytes, limit %d", ErrHeartbeatBad, len(data), MaxHeartbeatSize)
	}
	var hb Heartbeat
	if err := json.Unmarshal(data, &hb); err != nil {
		return "", fmt.Errorf("%w: %v", ErrHeartbeatBad, err)
	}
	p, err := peer.Decode(hb.Peer)
	if err != nil {
		return "", fmt.Errorf("%w: peer: %v", ErrHeartbeatBad, err)
	}
	pub, err := p.ExtractPublicKey()
	if err != nil {
		return "", fmt.Errorf("%w: no public key in peer id %s: %v", ErrHeartbeatForged, p, err)
	}
	if ok, err := pub.Verify(heartbeatBytes(d.cfg.ChainID, p, hb.TS), hb.Sig); err != nil || !ok {
		return "", fmt.Errorf("%w: %s", ErrHeartbeatForged, p)
	}
	now := d.now()
	if age := now.Sub(time.UnixMilli(hb.TS)); age > d.cfg.HeartbeatWindow || age < -d.cfg.HeartbeatWindow {
		return "", fmt.Errorf("%w: %s sent it %v ago, window ±%v", ErrHeartbeatStale, p, age.Round(time.Millisecond), d.cfg.HeartbeatWindow)
	}
	if p == d.host.ID() {
		return p, nil
	}
	if err := d.live.heartbeat(p, hb.TS, now); err != nil {
		return "", err
	}
	return p, nil
}

// presenceValidator is the presence topic's validator: the forwarding peer's rate first
// (before any signature is checked), then ValidateHeartbeat.
func (d *Discovery) presenceValidator(_ context.Context, from peer.ID, msg *pubsub.Message) pubsub.ValidationResult {
	if msg.ReceivedFrom != d.host.ID() && !d.allowForwarder(msg.ReceivedFrom) { // not our own heartbeat
		d.log.Debug("heartbeat dropped: forwarder over its rate", "from", msg.ReceivedFrom)
		return pubsub.ValidationIgnore
	}
	if _, err := d.ValidateHeartbeat(msg.Data); err != nil {
		d.log.Debug("heartbeat dropped", "from", from, "err", err)
		if errors.Is(err, ErrHeartbeatBad) || errors.Is(err, ErrHeartbeatForged) {
			return pubsub.ValidationReject
		}
		return pubsub.ValidationIgnore
	}
	return pubsub.ValidationAccept
}

// allowForwarder takes a token from the bucket of the peer that forwarded a heartbeat.
func (d *Discovery) allowForwarder(p peer.ID) bool {
	l, ok := d.forwarders.Get(p)
	if !ok {
		l = rate.NewLimiter(rate.Limit(d.cfg.HeartbeatRate), d.cfg.HeartbeatBurst)
		d.forwarders.Add(p, l)
	}
	return l.Allow()
}

// drainPresence reads the presence subscription (the validator already did the work); the
// subscription must be read or the router drops messages for it.
func drainPresence(ctx context.Context, sub *pubsub.Subscription) {
	for {
		if _, err := sub.Next(ctx); err != nil {
			return
		}
	}
}

// heartbeat publishes this node's presence if it hosts any agent.
func (d *Discovery) heartbeat(ctx context.Context) {
	d.mu.Lock()
	topic, n := d.presence, len(d.hosted)
	d.mu.Unlock()
	if topic == nil || n == 0 {
		return
	}
	key := d.host.Peerstore().PrivKey(d.host.ID())
	if key == nil {
		d.log.Warn("no peer key in the peerstore: cannot send heartbeats")
		return
	}
	msg, err := EncodeHeartbeat(key, d.cfg.ChainID, d.now())
	if err == nil {
		err = topic.Publish(ctx, msg)
	}
	if err != nil {
		d.log.Debug("heartbeat not sent", "err", err)
	}
}
