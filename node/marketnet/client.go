package marketnet

import (
	"bufio"
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/escrow"
)

// Self is this node's peer id.
func (s *Service) Self() string { return s.d.Host.ID().String() }

// PublishSpec stores the blob and provides it on the DHT, so workers that learn of the bounty
// from the chain alone can find the node serving it.
func (s *Service) PublishSpec(ctx context.Context, blob []byte) error {
	h, err := s.d.Store.PutBlob(blob)
	if err != nil {
		return err
	}
	if s.d.Providers != nil {
		pctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		defer cancel()
		if err := s.d.Providers.Provide(pctx, blobCID(h), true); err != nil {
			s.log.Debug("spec not provided on the DHT; gossip and direct fetches still work", "hash", h.Hex(), "err", err)
		}
	}
	return nil
}

// FetchSpec gets a spec from the given peer, or, without one, from the DHT's providers. The
// caller checks the bytes against the on-chain hash, so any provider will do.
func (s *Service) FetchSpec(ctx context.Context, p string, h [32]byte) ([]byte, error) {
	if b, err := s.d.Store.Blob(h); err == nil {
		return b, nil
	}
	req := request{Op: "get", Hash: hex.EncodeToString(h[:])}
	if p != "" {
		return s.request(ctx, p, req, nil, escrow.MaxSpecSize)
	}
	if s.d.Providers == nil {
		return nil, ErrNoBlob
	}
	fctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	var errs []error
	for prov := range s.d.Providers.FindProvidersAsync(fctx, blobCID(h), 5) {
		if prov.ID == s.d.Host.ID() {
			continue
		}
		s.d.Host.Peerstore().AddAddrs(prov.ID, prov.Addrs, time.Minute)
		b, err := s.request(ctx, prov.ID.String(), req, nil, escrow.MaxSpecSize)
		if err == nil {
			return b, nil
		}
		errs = append(errs, err)
	}
	return nil, fmt.Errorf("%w: %x on the DHT (%v)", ErrNoBlob, h, errors.Join(errs...))
}

// Deliver hands a sealed result and its signed header to the requester's node.
func (s *Service) Deliver(ctx context.Context, p string, d escrow.Delivery, sealed []byte) error {
	_, err := s.request(ctx, p, request{Op: "deliver", Delivery: &d}, sealed, 0)
	return err
}

// Announce publishes a signed bounty announcement.
func (s *Service) Announce(ctx context.Context, a escrow.Announcement) error {
	if s.d.Topic == nil {
		return errors.New("marketnet: no bounty topic")
	}
	b, err := json.Marshal(a)
	if err != nil {
		return err
	}
	return s.d.Topic.Publish(ctx, b)
}

// request sends one request with its payload to peer p and reads an answer of at most max
// payload bytes.
func (s *Service) request(ctx context.Context, p string, req request, payload []byte, max int) ([]byte, error) {
	pid, err := peer.Decode(p)
	if err != nil {
		return nil, fmt.Errorf("marketnet: bad peer id %q: %w", p, err)
	}
	ctx, cancel := context.WithTimeout(ctx, s.cfg.Timeout)
	defer cancel()
	st, err := s.d.Host.NewStream(ctx, pid, BlobProtocol)
	if err != nil {
		return nil, fmt.Errorf("marketnet: open %s to %s: %w", BlobProtocol, pid, err)
	}
	defer st.Close()
	if dl, ok := ctx.Deadline(); ok {
		_ = st.SetDeadline(dl)
	}
	// Send while reading the answer: a server refuses a delivery by its header without
	// reading the payload, and a writer waiting for flow control would not see the refusal.
	sent := make(chan error, 1)
	go func() {
		err := writeFrame(st, req, payload)
		if err == nil {
			err = st.CloseWrite()
		}
		sent <- err
	}()
	br := bufio.NewReaderSize(st, MaxHeader)
	line, err := readLine(br)
	if err != nil {
		_ = st.Reset()
		if serr := <-sent; serr != nil {
			err = errors.Join(err, serr)
		}
		return nil, fmt.Errorf("marketnet: answer from %s: %w", pid, err)
	}
	var resp response
	if err := json.Unmarshal(line, &resp); err != nil {
		return nil, fmt.Errorf("marketnet: answer from %s: %w", pid, err)
	}
	if resp.Code != "" {
		_ = st.Reset() // stop sending a payload the server will not read
		<-sent
		return nil, fmt.Errorf("marketnet: %s: %w", pid, &RefusedError{Code: resp.Code, Msg: resp.Error})
	}
	if err := <-sent; err != nil {
		return nil, fmt.Errorf("marketnet: send to %s: %w", pid, err)
	}
	if resp.Size < 0 || resp.Size > max {
		return nil, fmt.Errorf("marketnet: answer from %s of %d bytes, limit %d", pid, resp.Size, max)
	}
	out := make([]byte, resp.Size)
	if _, err := io.ReadFull(br, out); err != nil {
		return nil, fmt.Errorf("marketnet: answer from %s: %w", pid, err)
	}
	return out, nil
}
