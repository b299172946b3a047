package node

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"time"

	"github.com/ethereum/go-ethereum/common"
	dht "github.com/libp2p/go-libp2p-kad-dht"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"

	"github.com/agentsite/agentsite/escrow"
)

// Market wire protocols.
const (
	// BlobProtocol serves task specs (get) and takes sealed results (deliver).
	BlobProtocol = protocol.ID("/agentsite/blob/1")
	// BountyTopic carries signed bounty announcements.
	BountyTopic = "/agentsite/bounty/1"

	maxBlobFrame       = escrow.MaxResultSize + 64<<10
	blobTimeout        = 30 * time.Second
	announcementMaxAge = 5 * time.Minute
)

// blobRequest is one request on BlobProtocol: {"op":"get","hash":…} or
// {"op":"deliver","bountyId":…,"data":…}.
type blobRequest struct {
	Op       string `json:"op"`
	Hash     string `json:"hash,omitempty"`
	BountyID uint64 `json:"bountyId,omitempty"`
	Data     []byte `json:"data,omitempty"`
}

type blobResponse struct {
	Data  []byte `json:"data,omitempty"`
	Error string `json:"error,omitempty"`
}

// marketNet is the market's transport and announcer over libp2p.
type marketNet struct {
	h      host.Host
	dht    *dht.IpfsDHT // specs are provided under blobCID(hash)
	store  stateStore
	market func() *escrow.Market // set once the market exists
	topic  *pubsub.Topic
	log    *slog.Logger
}

var (
	_ escrow.Transport = (*marketNet)(nil)
	_ escrow.Announcer = (*marketNet)(nil)
)

func (n *marketNet) Self() string { return n.h.ID().String() }

// PublishSpec stores the blob and provides it on the DHT, so workers that learn of the bounty
// from the chain alone can find the node serving it.
func (n *marketNet) PublishSpec(ctx context.Context, blob []byte) error {
	h, err := n.store.PutBlob(blob)
	if err != nil {
		return err
	}
	if n.dht != nil {
		pctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		defer cancel()
		if err := n.dht.Provide(pctx, blobCID(h), true); err != nil {
			n.log.Debug("spec not provided on the DHT; gossip and direct fetches still work", "hash", h.Hex(), "err", err)
		}
	}
	return nil
}

// FetchSpec gets a spec from the given peer, or, without one, from the DHT's providers. The
// caller checks the bytes against the on-chain hash, so any provider will do.
func (n *marketNet) FetchSpec(ctx context.Context, p string, h [32]byte) ([]byte, error) {
	if b, err := n.store.Blob(h); err == nil {
		return b, nil
	}
	req := blobRequest{Op: "get", Hash: hex.EncodeToString(h[:])}
	if p != "" {
		return n.request(ctx, p, req)
	}
	if n.dht == nil {
		return nil, errNoBlob
	}
	fctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	var errs []error
	for prov := range n.dht.FindProvidersAsync(fctx, blobCID(h), 5) {
		if prov.ID == n.h.ID() {
			continue
		}
		n.h.Peerstore().AddAddrs(prov.ID, prov.Addrs, time.Minute)
		b, err := n.request(ctx, prov.ID.String(), req)
		if err == nil {
			return b, nil
		}
		errs = append(errs, err)
	}
	return nil, fmt.Errorf("%w: %x on the DHT (%v)", errNoBlob, h, errors.Join(errs...))
}

func (n *marketNet) Deliver(ctx context.Context, p string, id uint64, sealed []byte) error {
	_, err := n.request(ctx, p, blobRequest{Op: "deliver", BountyID: id, Data: sealed})
	return err
}

func (n *marketNet) Announce(ctx context.Context, a escrow.Announcement) error {
	b, err := json.Marshal(a)
	if err != nil {
		return err
	}
	return n.topic.Publish(ctx, b)
}

// request sends one request to peer p and reads the answer.
func (n *marketNet) request(ctx context.Context, p string, req blobRequest) ([]byte, error) {
	pid, err := peer.Decode(p)
	if err != nil {
		return nil, fmt.Errorf("node: bad peer id %q: %w", p, err)
	}
	ctx, cancel := context.WithTimeout(ctx, blobTimeout)
	defer cancel()
	s, err := n.h.NewStream(ctx, pid, BlobProtocol)
	if err != nil {
		return nil, fmt.Errorf("node: open %s to %s: %w", BlobProtocol, pid, err)
	}
	defer s.Close()
	if dl, ok := ctx.Deadline(); ok {
		_ = s.SetDeadline(dl)
	}
	if err := json.NewEncoder(s).Encode(req); err != nil {
		s.Reset()
		return nil, fmt.Errorf("node: send to %s: %w", pid, err)
	}
	_ = s.CloseWrite()
	var resp blobResponse
	if err := json.NewDecoder(io.LimitReader(s, maxBlobFrame)).Decode(&resp); err != nil {
		return nil, fmt.Errorf("node: answer from %s: %w", pid, err)
	}
	if resp.Error != "" {
		return nil, fmt.Errorf("node: %s answered: %s", pid, resp.Error)
	}
	return resp.Data, nil
}

// serve answers BlobProtocol streams.
func (n *marketNet) serve(s network.Stream) {
	defer s.Close()
	_ = s.SetDeadline(time.Now().Add(blobTimeout))
	var req blobRequest
	var resp blobResponse
	if err := json.NewDecoder(io.LimitReader(s, maxBlobFrame)).Decode(&req); err != nil {
		resp.Error = "bad request: " + err.Error()
	} else {
		resp = n.answer(req)
	}
	_ = json.NewEncoder(s).Encode(resp)
}

func (n *marketNet) answer(req blobRequest) blobResponse {
	switch req.Op {
	case "get":
		raw, err := hex.DecodeString(req.Hash)
		if err != nil || len(raw) != 32 {
			return blobResponse{Error: "bad hash: want 64 hex digits"}
		}
		b, err := n.store.Blob(common.BytesToHash(raw))
		if err != nil {
			return blobResponse{Error: err.Error()}
		}
		return blobResponse{Data: b}
	case "deliver":
		m := n.market()
		if m == nil {
			return blobResponse{Error: "market not running"}
		}
		ctx, cancel := context.WithTimeout(context.Background(), blobTimeout)
		defer cancel()
		if err := m.Deliver(ctx, req.BountyID, req.Data); err != nil {
			return blobResponse{Error: err.Error()}
		}
		return blobResponse{}
	}
	return blobResponse{Error: fmt.Sprintf("unknown op %q", req.Op)}
}

// validateAnnouncement is the bounty topic's validator: signature, chain, freshness, size.
func validateAnnouncement(chainID uint64) pubsub.ValidatorEx {
	return func(_ context.Context, _ peer.ID, msg *pubsub.Message) pubsub.ValidationResult {
		if _, err := escrow.DecodeAnnouncement(msg.Data, chainID, time.Now(), announcementMaxAge); err != nil {
			return pubsub.ValidationReject
		}
		return pubsub.ValidationAccept
	}
}

// watchAnnouncements offers every announced bounty to the market until ctx ends.
func (n *marketNet) watchAnnouncements(ctx context.Context, sub *pubsub.Subscription, chainID uint64, onOffer func(context.Context, escrow.Announcement)) {
	for {
		msg, err := sub.Next(ctx)
		if err != nil {
			return
		}
		a, err := escrow.DecodeAnnouncement(msg.Data, chainID, time.Now(), announcementMaxAge)
		if err != nil {
			continue
		}
		onOffer(ctx, a) // returns at once: the offer runs in its own goroutine
	}
}
