package marketnet

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/multiformats/go-multihash"

	"github.com/agentsite/agentsite/escrow"
)

// BlobStore keeps content-addressed blobs (task specs); the node's badger store.
type BlobStore interface {
	PutBlob(b []byte) (common.Hash, error)
	// Blob returns the blob, or an error when this node does not have it.
	Blob(h common.Hash) ([]byte, error)
}

// ErrNoBlob: no blob with that hash, here or at the peers asked.
var ErrNoBlob = errors.New("marketnet: blob not found")

// Receiver takes deliveries: the requester side of escrow.Market.
type Receiver interface {
	CheckDelivery(ctx context.Context, d escrow.Delivery) error
	Deliver(ctx context.Context, d escrow.Delivery, sealed []byte) error
}

// Providers finds and announces blob providers: the DHT, or nil to use direct peers only.
type Providers interface {
	Provide(ctx context.Context, key cid.Cid, broadcast bool) error
	FindProvidersAsync(ctx context.Context, key cid.Cid, count int) <-chan peer.AddrInfo
}

// Deps are the parts a Service works through.
type Deps struct {
	Host      host.Host
	Store     BlobStore
	Providers Providers // may be nil
	// Receiver returns the market once it exists (nil before: deliveries are refused unavailable).
	Receiver func() Receiver
	// Topic is the joined BountyTopic, for Announce.
	Topic  *pubsub.Topic
	Logger *slog.Logger
}

// Service is the market's transport (escrow.Transport, escrow.Announcer) and the server side
// of BlobProtocol.
type Service struct {
	cfg Config
	d   Deps
	log *slog.Logger

	mu       sync.Mutex
	inflight map[peer.ID]int // unfinished deliveries per peer
	total    int
	stats    deliveryStats
}

var (
	_ escrow.Transport = (*Service)(nil)
	_ escrow.Announcer = (*Service)(nil)
)

// New checks the config; Start registers the protocol handler.
func New(cfg Config, d Deps) (*Service, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if d.Host == nil || d.Store == nil || d.Receiver == nil {
		return nil, errors.New("marketnet: a service needs a host, a blob store and a receiver")
	}
	log := d.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Service{cfg: cfg, d: d, log: log, inflight: map[peer.ID]int{}}, nil
}

// Start serves BlobProtocol.
func (s *Service) Start() { s.d.Host.SetStreamHandler(BlobProtocol, s.serve) }

// Close stops serving BlobProtocol.
func (s *Service) Close() error { s.d.Host.RemoveStreamHandler(BlobProtocol); return nil }

// serve answers one BlobProtocol stream.
func (s *Service) serve(st network.Stream) {
	defer st.Close()
	_ = st.SetDeadline(time.Now().Add(s.cfg.Timeout))
	br := bufio.NewReaderSize(st, MaxHeader)
	resp, payload := s.answer(st.Conn().RemotePeer(), br)
	if resp.Code != "" {
		s.stats.refused(resp.Code)
	}
	if err := writeFrame(st, resp, payload); err != nil {
		_ = st.Reset()
	}
}

func (s *Service) answer(from peer.ID, br *bufio.Reader) (response, []byte) {
	line, err := readLine(br)
	var req request
	var h common.Hash
	if err == nil {
		req, h, err = decodeRequest(line)
	}
	if errors.Is(err, errTooLarge) {
		return refuse(CodeTooLarge, err), nil
	}
	if err != nil {
		return refuse(CodeBadRequest, err), nil
	}
	if req.Op == "get" {
		b, err := s.d.Store.Blob(h)
		if err != nil {
			return refuse(CodeNotFound, err), nil
		}
		return response{Size: len(b)}, b
	}
	return s.deliver(from, *req.Delivery, br), nil
}

// deliver takes one delivery: the header and its signature are checked against the claim
// before the sealed bytes are read, so only the claiming worker gets them read, and only so
// many at once, per peer and in all.
func (s *Service) deliver(from peer.ID, d escrow.Delivery, br *bufio.Reader) response {
	m := s.d.Receiver()
	if m == nil {
		return refuse(CodeUnavailable, errors.New("market not running"))
	}
	ctx, cancel := context.WithTimeout(context.Background(), s.cfg.Timeout)
	defer cancel()
	if err := m.CheckDelivery(ctx, d); err != nil {
		return refuse(code(err), err)
	}
	if !s.acquire(from) {
		return refuse(CodeBusy, fmt.Errorf("more than %d unfinished deliveries from this peer or %d in all", s.cfg.PeerDeliveries, s.cfg.Deliveries))
	}
	defer s.release(from)
	sealed := make([]byte, d.Size)
	if _, err := io.ReadFull(br, sealed); err != nil {
		return refuse(CodeBadRequest, fmt.Errorf("read %d bytes of sealed result: %w", d.Size, err))
	}
	if err := m.Deliver(ctx, d, sealed); err != nil {
		return refuse(code(err), err)
	}
	s.stats.accepted.Add(1)
	return response{}
}

func (s *Service) acquire(p peer.ID) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.inflight[p] >= s.cfg.PeerDeliveries || s.total >= s.cfg.Deliveries {
		return false
	}
	s.inflight[p]++
	s.total++
	return true
}

func (s *Service) release(p peer.ID) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.total--
	if s.inflight[p]--; s.inflight[p] <= 0 {
		delete(s.inflight, p)
	}
}

func refuse(code string, err error) response { return response{Code: code, Error: err.Error()} }

// blobCID is the DHT key of a content-addressed blob: its keccak256 as a raw multihash CID.
func blobCID(h [32]byte) cid.Cid {
	mh, _ := multihash.Encode(h[:], multihash.KECCAK_256)
	return cid.NewCidV1(cid.Raw, mh)
}
