package chat

import (
	"bufio"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
)

// SyncProtocol is the catch-up stream protocol. The asking side writes one frame holding a
// syncRequest and closes its write side; the answering side writes one frame per stored
// envelope of that room with ts >= since, oldest first, then closes. A request with a digest
// (see Store.Digest) is answered only with the envelopes of the buckets whose digest differs
// from the answerer's: nothing at all when both hold the same. A frame is a uvarint length
// followed by that many bytes. The answer is bounded by the answerer's SyncMaxMessages and
// SyncMaxBytes, and the asker enforces its own bounds as it reads. An answerer that predates
// digests ignores them and answers everything since since, which is correct, only larger.
const SyncProtocol protocol.ID = "/agentsite/chat-sync/1"

// syncRequest asks for a room's history since a time.
type syncRequest struct {
	Room  string `json:"room"`
	Since int64  `json:"since"` // unix ms, inclusive
	Limit int    `json:"limit"`
	// Width (ms) and Digest, when set, ask only for the buckets whose digest differs.
	Width  int64  `json:"width,omitempty"`
	Digest []byte `json:"digest,omitempty"`
}

const (
	maxSyncRequest = 1024
	maxSyncPages   = 16
)

var errFrameTooLarge = errors.New("frame too large")

func writeFrame(w io.Writer, b []byte) error {
	var hdr [binary.MaxVarintLen64]byte
	n := binary.PutUvarint(hdr[:], uint64(len(b)))
	if _, err := w.Write(hdr[:n]); err != nil {
		return err
	}
	_, err := w.Write(b)
	return err
}

func readFrame(r *bufio.Reader, max int) ([]byte, error) {
	n, err := binary.ReadUvarint(r)
	if err != nil {
		return nil, err
	}
	if n > uint64(max) {
		return nil, fmt.Errorf("%w: %d bytes, limit %d", errFrameTooLarge, n, max)
	}
	b := make([]byte, n)
	if _, err := io.ReadFull(r, b); err != nil {
		return nil, err
	}
	return b, nil
}

// decodeSyncRequest parses a catch-up request (at most maxSyncRequest bytes, checked by the
// frame reader): a JSON object with a valid room and a positive limit.
func decodeSyncRequest(b []byte) (syncRequest, error) {
	var req syncRequest
	if err := json.Unmarshal(b, &req); err != nil {
		return syncRequest{}, fmt.Errorf("%w: sync request: %v", ErrBadRequest, err)
	}
	if err := ValidRoom(req.Room); err != nil {
		return syncRequest{}, fmt.Errorf("%w: sync request: %v", ErrBadRequest, err)
	}
	if req.Limit <= 0 {
		return syncRequest{}, fmt.Errorf("%w: sync request: limit %d", ErrBadRequest, req.Limit)
	}
	if err := checkDigest(req); err != nil {
		return syncRequest{}, fmt.Errorf("%w: sync request: %v", ErrBadRequest, err)
	}
	return req, nil
}

// handleSync answers a catch-up request for a joined room.
func (s *Service) handleSync(st network.Stream) {
	select {
	case s.syncSem <- struct{}{}:
		defer func() { <-s.syncSem }()
	default:
		s.log.Debug("sync: busy, refusing", "peer", st.Conn().RemotePeer())
		_ = st.Reset()
		return
	}
	defer st.Close()
	_ = st.SetDeadline(s.cfg.Clock.Now().Add(s.cfg.SyncTimeout))
	b, err := readFrame(bufio.NewReader(st), maxSyncRequest)
	if err != nil {
		s.log.Debug("bad sync request", "peer", st.Conn().RemotePeer(), "err", err)
		_ = st.Reset()
		return
	}
	req, err := decodeSyncRequest(b)
	if err != nil {
		s.log.Debug("bad sync request", "peer", st.Conn().RemotePeer(), "err", err)
		_ = st.Reset()
		return
	}
	r, err := s.room(req.Room)
	if err != nil {
		return // only joined rooms are served; the answer is empty
	}
	// Nothing older than the retention age: the asker would refuse it (and it is being pruned).
	since := max(req.Since, s.cfg.Clock.Now().Add(-s.cfg.RetentionAge).UnixMilli())
	limit := min(req.Limit, s.cfg.SyncMaxMessages)
	keep, none, more, err := s.digestFilter(req)
	if err != nil {
		s.log.Error("sync: digest", "room", req.Room, "err", err)
		_ = st.Reset()
		return
	}
	if more { // at most once per joinCooldown, whatever the asker claims
		r.due.add(st.Conn().RemotePeer(), false, true)
	}
	if none {
		return // the asker holds what this node holds: the answer is empty
	}
	msgs, err := s.store.SinceWhere(req.Room, since, limit, s.cfg.SyncMaxBytes, keep)
	if err != nil {
		s.log.Error("sync: read history", "room", req.Room, "err", err)
		_ = st.Reset()
		return
	}
	w := bufio.NewWriter(st)
	for _, m := range msgs {
		if err := writeFrame(w, m); err != nil {
			_ = st.Reset()
			return
		}
	}
	if err := w.Flush(); err != nil {
		_ = st.Reset()
	}
}

// CatchUp asks p for the room's history that this node may lack, verifies every envelope,
// stores the new ones and hands them to subscribers. It returns how many were new. A peer that
// sends an invalid envelope is dropped for this exchange.
//
// What to ask for is kept per room and peer (Store.Cursor): after a complete exchange this
// node holds everything p had when it was asked, so the next exchange with p starts there,
// less SyncOverlap for messages that were still in flight. The first exchange with a peer
// asks for everything, bounded by SyncMaxMessages × 16 pages.
func (s *Service) CatchUp(ctx context.Context, room string, p peer.ID) (int, error) {
	r, err := s.room(room)
	if err != nil {
		return 0, err
	}
	cursor, ok, err := s.store.Cursor(room, p.String())
	if err != nil {
		return 0, err
	}
	var since int64
	if ok {
		since = max(0, cursor-s.cfg.SyncOverlap.Milliseconds())
	}
	asked := s.cfg.Clock.Now().UnixMilli()
	total := 0
	for page := 0; page < maxSyncPages; page++ {
		since = max(since, s.syncFloor())
		req := syncRequest{Room: room, Since: since, Limit: s.cfg.SyncMaxMessages}
		got, last, n, err := s.syncPage(ctx, r, p, req)
		total += n
		if err != nil {
			return total, fmt.Errorf("chat: catch up %q from %s: %w", room, p, err)
		}
		if got < s.cfg.SyncMaxMessages || last <= since {
			return total, s.store.SetCursor(room, p.String(), asked)
		}
		since = last
	}
	// Out of pages: remember how far we got and continue next time.
	return total, s.store.SetCursor(room, p.String(), since+s.cfg.SyncOverlap.Milliseconds())
}

// syncFloor is the oldest ts this node asks peers for: never what it would refuse as older
// than its retention age, with a margin of one SyncTimeout so that what was asked for stays
// acceptable until the exchange ends.
func (s *Service) syncFloor() int64 {
	return s.cfg.Clock.Now().Add(s.cfg.SyncTimeout - s.cfg.RetentionAge).UnixMilli()
}

// syncPage runs one exchange. It returns how many envelopes were received, the newest ts
// among them, and how many were new. Envelopes verified before an error are still stored:
// each stands on its own signature.
func (s *Service) syncPage(ctx context.Context, r *room, p peer.ID, req syncRequest) (got int, last int64, added int, err error) {
	ctx, cancel := context.WithTimeout(ctx, s.cfg.SyncTimeout)
	defer cancel()
	st, err := s.host.NewStream(ctx, p, SyncProtocol)
	if err != nil {
		return 0, 0, 0, err
	}
	defer st.Close()
	deadline, _ := ctx.Deadline()
	_ = st.SetDeadline(deadline)
	b, _ := json.Marshal(req)
	if err := writeFrame(st, b); err != nil {
		_ = st.Reset()
		return 0, 0, 0, err
	}
	_ = st.CloseWrite()
	var batch []pending
	inPage := make(map[common.Hash]bool)
	defer func() {
		added = s.acceptBatch(r, batch, false)
		s.stats.synced.Add(uint64(added))
	}()
	br := bufio.NewReader(io.LimitReader(st, int64(s.cfg.SyncMaxBytes)+int64(s.cfg.SyncMaxMessages)*binary.MaxVarintLen64))
	for got < s.cfg.SyncMaxMessages {
		b, err := readFrame(br, s.cfg.MaxEnvelopeSize)
		if errors.Is(err, io.EOF) {
			return got, last, 0, nil
		}
		if err != nil {
			_ = st.Reset()
			return got, last, 0, err
		}
		got++
		// Only the store counts here: an id accepted from gossip but not yet stored is
		// verified again and de-duplicated by the store.
		v, err := s.ver.verify(ctx, r.name, b, false, s.stored)
		switch {
		case errors.Is(err, ErrReplay):
			last = max(last, v.env.TS) // already stored; the signature was checked then
			continue
		case errors.Is(err, ErrOverQuota), errors.Is(err, ErrNotMember):
			// Not the peer's fault: it may have kept other envelopes of a busy sender's window.
			s.stats.throttled.Add(1)
			last = max(last, v.env.TS)
			continue
		case errors.Is(err, ErrOracle):
			_ = st.Reset()
			return got, last, 0, err // our lookup failed, not the peer: try again later
		case err != nil: // including ErrStale: older than asked for, or from the future
			s.stats.rejected.Add(1)
			_ = st.Reset()
			return got, last, 0, fmt.Errorf("peer sent an invalid envelope: %w", err)
		}
		last = max(last, v.env.TS)
		if inPage[v.id] {
			continue // a peer repeating itself must not use up the sender's quota
		}
		// An id in the seen set was charged when it was accepted (gossip it is still
		// storing, or an earlier page); everything else is charged now.
		if !s.seen.has(v.id) && !s.quota.charge(r.name, v.sender, v.member, v.env.TS, v.size) {
			s.stats.throttled.Add(1)
			continue
		}
		inPage[v.id] = true
		batch = append(batch, pending{env: v.env, id: v.id, data: b})
	}
	_ = st.Reset() // as many as we asked for: stop reading
	return got, last, 0, nil
}
