package p2p

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"

	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/p2p/net/connmgr"
	quic "github.com/libp2p/go-libp2p/p2p/transport/quic"
	"github.com/libp2p/go-libp2p/p2p/transport/tcp"
)

// ErrNoBootstrap is returned by Start when bootstrap peers are configured and none answered.
var ErrNoBootstrap = errors.New("p2p: no bootstrap peer reachable")

// Host is the node's libp2p host.
type Host struct {
	host.Host
	cfg       Config
	log       *slog.Logger
	bootstrap []peer.AddrInfo
	closeOnce sync.Once
}

// New builds and starts listening; call Start to dial bootstrap peers.
func New(cfg Config, logger *slog.Logger) (*Host, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	boot, _ := cfg.bootstrap()
	key, err := LoadOrCreateKey(cfg.DataDir)
	if err != nil {
		return nil, err
	}
	rm, err := newResourceManager(cfg)
	if err != nil {
		return nil, fmt.Errorf("p2p: resource manager: %w", err)
	}
	cm, err := connmgr.NewConnManager(cfg.ConnLow, cfg.ConnHigh, connmgr.WithGracePeriod(cfg.ConnGrace))
	if err != nil {
		rm.Close()
		return nil, fmt.Errorf("p2p: connection manager: %w", err)
	}
	h, err := libp2p.New(
		libp2p.Identity(key),
		libp2p.ListenAddrStrings(cfg.ListenAddrs...),
		libp2p.Transport(tcp.NewTCPTransport),
		libp2p.Transport(quic.NewTransport),
		libp2p.ResourceManager(rm),
		libp2p.ConnectionManager(cm),
		libp2p.DisableRelay(),
		libp2p.Ping(true),
	)
	if err != nil {
		rm.Close()
		cm.Close()
		return nil, fmt.Errorf("p2p: new host: %w", err)
	}
	logger.Info("libp2p host listening", "peer", h.ID(), "addrs", h.Addrs())
	return &Host{Host: h, cfg: cfg, log: logger, bootstrap: boot}, nil
}

// Bootstrap returns the configured bootstrap peers.
func (h *Host) Bootstrap() []peer.AddrInfo { return h.bootstrap }

// Start dials the bootstrap peers in parallel and protects their connections from trimming.
// With bootstrap peers configured it fails only if none could be reached.
func (h *Host) Start(ctx context.Context) error {
	if len(h.bootstrap) == 0 {
		return nil
	}
	var (
		wg sync.WaitGroup
		mu sync.Mutex
		ok int
	)
	for _, ai := range h.bootstrap {
		if ai.ID == h.ID() {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			dctx, cancel := context.WithTimeout(ctx, h.cfg.DialTimeout)
			defer cancel()
			if err := h.Connect(dctx, ai); err != nil {
				h.log.Warn("bootstrap dial failed", "peer", ai.ID, "err", err)
				return
			}
			h.ConnManager().Protect(ai.ID, "bootstrap")
			mu.Lock()
			ok++
			mu.Unlock()
		}()
	}
	wg.Wait()
	if ok == 0 {
		return fmt.Errorf("%w (%d configured)", ErrNoBootstrap, len(h.bootstrap))
	}
	return nil
}

// Close shuts the host down.
func (h *Host) Close() error {
	var err error
	h.closeOnce.Do(func() {
		if e := h.Host.Close(); e != nil {
			err = fmt.Errorf("p2p: close: %w", e)
		}
	})
	return err
}
