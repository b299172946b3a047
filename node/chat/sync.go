package chat

import (
	"bufio"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
)

// SyncProtocol is the catch-up stream protocol. The asking side writes one frame holding a
// syncRequest and closes its write side; the answering side writes one frame per stored
// envelope of that room with ts >= since, oldest first, then an empty frame and a frame holding
// a syncStatus, then closes. A request with a digest (see Store.Digest) is answered only with
// the envelopes of the buckets whose digest differs from the answerer's: nothing at all when
// both hold the same. A frame is a uvarint length followed by that many bytes. The answer is
// bounded by the answerer's SyncMaxMessages and SyncMaxBytes and by its budget for the asking
// peer (Config.SyncPeerRate, SyncTotalRate): an answer cut short says so (more: ask again from
// its newest ts), and a peer over its budget gets no envelope, only when to ask again. The
// asker enforces its own bounds as it reads. Version 2 added the status; a node asks with
// version 1 too, for peers that predate it (their answer ends at the stream's end, and a full
// page means there may be more).
const (
	SyncProtocol   protocol.ID = "/agentsite/chat-sync/2"
	syncProtocolV1 protocol.ID = "/agentsite/chat-sync/1"
)

// syncStatus ends an answer on SyncProtocol.
type syncStatus struct {
	// More: the answer stopped at a bound with more to send; ask again from its newest ts.
	More bool `json:"more,omitempty"`
	// RetryMs: the asker is over its budget; nothing was answered; ask again after this long.
	RetryMs int64 `json:"retry_ms,omitempty"`
}

// maxSyncStatus bounds the status frame.
const maxSyncStatus = 256

// ErrBusy is a peer's answer that this node asked more than its budget: it should ask again
// later (RetryAfter says when).
var ErrBusy = errors.New("chat: peer busy, retry later")

type busyError struct{ retry time.Duration }

func (e busyError) Error() string { return fmt.Sprintf("%v (in %v)", ErrBusy, e.retry) }
func (e busyError) Unwrap() error { return ErrBusy }

// RetryAfter is how long a busy peer asked to wait, for an error wrapping ErrBusy; else 0.
func RetryAfter(err error) time.Duration {
	var b busyError
	if errors.As(err, &b) {
		return b.retry
	}
	return 0
}

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
	// The stream's deadline is the network's wall time, not the service's clock (which tests
	// drive, and may stand still).
	_ = st.SetDeadline(time.Now().Add(s.cfg.SyncTimeout))
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
	// The budget first: a peer over it costs no digest and no read of the store.
	from := st.Conn().RemotePeer()
	var status syncStatus
	var msgs [][]byte
	if grant, wait := s.budget.take(from, s.cfg.Clock.Now(), s.cfg.SyncMaxBytes); grant == 0 {
		s.stats.busy.Add(1)
		status.RetryMs = max(1, wait.Milliseconds())
	} else if msgs, status, err = s.answer(r, from, req, since, limit, grant); err != nil {
		s.log.Error("sync: answer", "room", req.Room, "err", err)
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
	sb, _ := json.Marshal(status)
	if writeFrame(w, nil) != nil || writeFrame(w, sb) != nil || w.Flush() != nil {
		_ = st.Reset()
	}
}

// answer reads the envelopes of the answer to p's req, at most grant bytes of them, and
// gives back to p's budget what they do not use: those since since in the buckets whose
// digest differs (all without a digest), up to limit.
func (s *Service) answer(r *room, p peer.ID, req syncRequest, since int64, limit, grant int) ([][]byte, syncStatus, error) {
	keep, none, more, err := s.digestFilter(req)
	if err != nil {
		s.budget.refund(p, grant)
		return nil, syncStatus{}, fmt.Errorf("digest: %w", err)
	}
	if more { // at most once per joinCooldown, whatever the asker claims
		r.due.add(p, false, true)
	}
	var msgs [][]byte
	var status syncStatus
	if !none { // else the asker holds what this node holds: the answer is empty
		if msgs, status.More, err = s.store.SinceWhere(req.Room, since, limit, grant, keep); err != nil {
			s.budget.refund(p, grant)
			return nil, syncStatus{}, err
		}
	}
	used := 0
	for _, m := range msgs {
		used += len(m)
	}
	s.budget.refund(p, grant-used)
	s.stats.answered.Add(uint64(used))
	return msgs, status, nil
}

// CatchUp asks p for the room's history that this node may lack, verifies every envelope,
// stores the new ones and hands them to subscribers. It returns how many were new. A peer that
// sends an invalid envelope is dropped for this exchange; a peer that answers busy (this node
// asked more than its budget) makes it return what it got so far and an error wrapping ErrBusy
// (RetryAfter: when to ask again, where the next CatchUp goes on from).
//
// What to ask for is kept per room and peer (Store.Cursor): after a complete exchange this
// node holds everything p had when it was asked, so the next exchange with p starts there,
// less SyncOverlap for messages that were still in flight. The first exchange with a peer
// asks for everything, in pages (at most 16 an exchange: the next exchange goes on).
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
		pg, err := s.syncPage(ctx, r, p, req)
		total += pg.added
		if err == nil {
			err = pg.busy()
		}
		if err != nil {
			if page > 0 && errors.Is(err, ErrBusy) { // go on from here next time
				err = errors.Join(err, s.store.SetCursor(room, p.String(), since+s.cfg.SyncOverlap.Milliseconds()))
			}
			return total, fmt.Errorf("chat: catch up %q from %s: %w", room, p, err)
		}
		if !pg.more(s.cfg.SyncMaxMessages) || pg.last <= since {
			return total, s.store.SetCursor(room, p.String(), asked)
		}
		since = pg.last
	}
	// Out of pages: remember how far we got and continue next time.
	return total, s.store.SetCursor(room, p.String(), since+s.cfg.SyncOverlap.Milliseconds())
}

// page is what one exchange brought: how many envelopes were received, the newest ts among
// them, how many were new, and the answer's status (trailer: whether it came with one).
type page struct {
	got, added int
	last       int64
	status     syncStatus
	trailer    bool
}

// maxSyncRetry bounds how long a busy answer may make this node wait before asking that peer
// again (a budget refills far sooner; a peer that wants to be left alone need not answer).
const maxSyncRetry = 10 * time.Minute

// busy is the page's busy answer as an error wrapping ErrBusy, or nil.
func (pg page) busy() error {
	if pg.status.RetryMs <= 0 {
		return nil
	}
	return busyError{time.Duration(min(pg.status.RetryMs, maxSyncRetry.Milliseconds())) * time.Millisecond}
}

// more reports whether the answerer has more to send from the page's newest ts: it said so,
// or (a peer that predates the status) the page is full.
func (pg page) more(limit int) bool {
	if pg.trailer {
		return pg.status.More
	}
	return pg.got >= limit
}

// syncFloor is the oldest ts this node asks peers for: never what it would refuse as older
// than its retention age, with a margin of one SyncTimeout so that what was asked for stays
// acceptable until the exchange ends.
func (s *Service) syncFloor() int64 {
	return s.cfg.Clock.Now().Add(s.cfg.SyncTimeout - s.cfg.RetentionAge).UnixMilli()
}

// syncPage runs one exchange. Envelopes verified before an error are still stored: each
// stands on its own signature.
func (s *Service) syncPage(ctx context.Context, r *room, p peer.ID, req syncRequest) (pg page, err error) {
	ctx, cancel := context.WithTimeout(ctx, s.cfg.SyncTimeout)
	defer cancel()
	// Exchanges are with the room's peers, connected: a peer that left since it was due is
	// served when it comes back, not dialled back (a redial brought a flapping peer back
	// into the topic before its routers had seen it gone).
	ctx = network.WithNoDial(ctx, "chat sync: connected room peers only")
	st, err := s.host.NewStream(ctx, p, SyncProtocol, syncProtocolV1)
	if err != nil {
		return pg, err
	}
	defer st.Close()
	deadline, _ := ctx.Deadline()
	_ = st.SetDeadline(deadline)
	b, _ := json.Marshal(req)
	if err := writeFrame(st, b); err != nil {
		_ = st.Reset()
		return pg, err
	}
	_ = st.CloseWrite()
	var batch []pending
	inPage := make(map[common.Hash]bool)
	defer func() {
		pg.added = s.acceptBatch(r, batch, false)
		s.stats.synced.Add(uint64(pg.added))
	}()
	bound := int64(s.cfg.SyncMaxBytes) + int64(s.cfg.SyncMaxMessages+2)*binary.MaxVarintLen64 + maxSyncStatus
	br := bufio.NewReader(io.LimitReader(st, bound))
	for {
		b, err := readFrame(br, s.cfg.MaxEnvelopeSize)
		switch {
		case errors.Is(err, io.EOF):
			return pg, nil
		case err != nil:
			_ = st.Reset()
			return pg, err
		case len(b) == 0: // the end of the envelopes: the status follows
			pg.trailer = true
			sb, err := readFrame(br, maxSyncStatus)
			if err == nil {
				err = json.Unmarshal(sb, &pg.status)
			}
			if err != nil {
				_ = st.Reset()
				return pg, fmt.Errorf("answer status: %w", err)
			}
			return pg, nil
		case pg.got >= s.cfg.SyncMaxMessages:
			_ = st.Reset() // as many as we asked for: stop reading
			return pg, nil
		}
		pg.got++
		// Only the store counts here: an id accepted from gossip but not yet stored is
		// verified again and de-duplicated by the store.
		v, err := s.ver.verify(ctx, r.name, b, false, s.stored)
		switch {
		case errors.Is(err, ErrReplay):
			pg.last = max(pg.last, v.env.TS) // already stored; the signature was checked then
			continue
		case errors.Is(err, ErrOverQuota), errors.Is(err, ErrNotMember):
			// Not the peer's fault: it may have kept other envelopes of a busy sender's window.
			s.stats.throttled.Add(1)
			pg.last = max(pg.last, v.env.TS)
			continue
		case errors.Is(err, ErrOracle):
			_ = st.Reset()
			return pg, err // our lookup failed, not the peer: try again later
		case err != nil: // including ErrStale: older than asked for, or from the future
			s.stats.rejected.Add(1)
			_ = st.Reset()
			return pg, fmt.Errorf("peer sent an invalid envelope: %w", err)
		}
		pg.last = max(pg.last, v.env.TS)
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
}
