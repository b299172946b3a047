package p2p

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/p2p/net/connmgr"
	quic "github.com/libp2p/go-libp2p/p2p/transport/quic"
	"github.com/libp2p/go-libp2p/p2p/transport/quicreuse"
	"github.com/libp2p/go-libp2p/p2p/transport/tcp"
)

// ErrListen is returned by New when an address of ListenAddrs cannot be listened on.
var ErrListen = errors.New("p2p: cannot listen")

// Host is the node's libp2p host.
type Host struct {
	host.Host
	cfg       Config
	log       *slog.Logger
	bootstrap []peer.AddrInfo
	closeOnce sync.Once

	stop   context.CancelFunc // ends the bootstrap loop
	wg     sync.WaitGroup
	mu     sync.Mutex
	onJoin func()
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
		announceOption(cfg),
		libp2p.Transport(tcp.NewTCPTransport, tcpOptions(cfg)...),
		libp2p.Transport(quic.NewTransport),
		libp2p.QUICReuse(quicreuse.NewConnManager, quicreuse.DisableReuseport()),
		libp2p.ResourceManager(rm),
		libp2p.ConnectionManager(cm),
		libp2p.DisableRelay(),
		libp2p.Ping(true),
	)
	if err != nil {
		rm.Close()
		cm.Close()
		return nil, fmt.Errorf("p2p: new host (is another node listening on %v? change p2p.listen): %w", cfg.ListenAddrs, err)
	}
	// libp2p starts when at least one address listens; a node needs all it was given.
	if got := h.Network().ListenAddresses(); len(got) < len(cfg.ListenAddrs) {
		h.Close()
		return nil, fmt.Errorf("%w: listening on %v of %v: a port is taken (is another node running? change p2p.listen)", ErrListen, got, cfg.ListenAddrs)
	}
	logger.Info("libp2p host listening", "peer", h.ID(), "addrs", h.Addrs())
	return &Host{Host: h, cfg: cfg, log: logger, bootstrap: boot}, nil
}

// Bootstrap returns the configured bootstrap peers.
func (h *Host) Bootstrap() []peer.AddrInfo { return h.bootstrap }

// Start dials the bootstrap peers once, in parallel, and then keeps dialling in the background
// until Close: while no seed is connected it retries every unconnected seed with exponential
// backoff (RetryMin doubling to RetryMax, with jitter), forever; once one is connected it looks
// again every RetryMax. A node whose seeds are all down starts alone and joins when one
// appears; nodes that list each other and start together all come up. Seed connections are
// protected from trimming.
func (h *Host) Start(ctx context.Context) error {
	if len(h.seeds()) == 0 {
		return nil
	}
	if n := h.dialSeeds(ctx); n == 0 {
		h.log.Warn("no bootstrap peer reachable yet: running alone, retrying in the background", "seeds", len(h.seeds()))
	}
	runCtx, cancel := context.WithCancel(context.Background())
	h.stop = cancel
	// Losing the last seed wakes the loop at once, rather than at its next check (RetryMax):
	// after a partition heals, the node is back within the backoff, not within a minute.
	lost := make(chan struct{}, 1)
	seeds := map[peer.ID]bool{}
	for _, ai := range h.seeds() {
		seeds[ai.ID] = true
	}
	h.Network().Notify(&network.NotifyBundle{DisconnectedF: func(_ network.Network, c network.Conn) {
		if seeds[c.RemotePeer()] && h.connectedSeeds() == 0 {
			select {
			case lost <- struct{}{}:
			default:
			}
		}
	}})
	h.wg.Add(1)
	go h.keepBootstrapped(runCtx, lost)
	return nil
}

// OnJoin sets f to run (in its own goroutine) each time the host connects to a seed after
// having none, e.g. to republish what it announced while it was alone.
func (h *Host) OnJoin(f func()) {
	h.mu.Lock()
	h.onJoin = f
	h.mu.Unlock()
}

// seeds are the bootstrap peers other than this host.
func (h *Host) seeds() []peer.AddrInfo {
	out := make([]peer.AddrInfo, 0, len(h.bootstrap))
	for _, ai := range h.bootstrap {
		if ai.ID != h.ID() {
			out = append(out, ai)
		}
	}
	return out
}

// connectedSeeds counts the seeds the host has a connection to.
func (h *Host) connectedSeeds() int {
	n := 0
	for _, ai := range h.seeds() {
		if h.Network().Connectedness(ai.ID) == network.Connected {
			n++
		}
	}
	return n
}

// dialSeeds dials every unconnected seed in parallel and returns how many seeds are connected.
func (h *Host) dialSeeds(ctx context.Context) int {
	var wg sync.WaitGroup
	for _, ai := range h.seeds() {
		if h.Network().Connectedness(ai.ID) == network.Connected {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			dctx, cancel := context.WithTimeout(ctx, h.cfg.DialTimeout)
			defer cancel()
			// Seeds follow this loop's backoff, not the swarm's (5 s growing to 5 min per
			// failed address), so a seed that comes back is dialled within RetryMax.
			dctx = network.WithForceDirectDial(dctx, "bootstrap")
			if err := h.Connect(dctx, ai); err != nil {
				h.log.Debug("bootstrap dial failed", "peer", ai.ID, "err", err)
				return
			}
			h.ConnManager().Protect(ai.ID, "bootstrap")
			h.log.Info("connected to bootstrap peer", "peer", ai.ID)
		}()
	}
	wg.Wait()
	return h.connectedSeeds()
}

// keepBootstrapped is Start's background loop; lost says the last seed disconnected.
func (h *Host) keepBootstrapped(ctx context.Context, lost <-chan struct{}) {
	defer h.wg.Done()
	wait := h.cfg.RetryMin
	joined := h.connectedSeeds() > 0
	for {
		delay := h.cfg.RetryMax
		if !joined {
			// ±20% jitter, so nodes started together do not dial in lockstep.
			delay = wait - wait/5 + rand.N(wait/5*2+1)
			wait = min(2*wait, h.cfg.RetryMax)
		}
		if !h.sleep(ctx, delay, joined, lost) {
			return
		}
		n := h.dialSeeds(ctx)
		switch {
		case n > 0 && !joined:
			joined, wait = true, h.cfg.RetryMin
			h.mu.Lock()
			f := h.onJoin
			h.mu.Unlock()
			if f != nil {
				go f()
			}
		case n == 0 && joined:
			joined = false
			h.log.Warn("lost every bootstrap peer: retrying", "seeds", len(h.seeds()))
		case n == 0 && ctx.Err() == nil:
			h.log.Debug("no bootstrap peer reachable yet", "next_in", wait)
		}
	}
}

// sleep waits delay, or only RetryMin once the last seed is lost while joined; false when ctx
// ends.
func (h *Host) sleep(ctx context.Context, delay time.Duration, joined bool, lost <-chan struct{}) bool {
	t := time.NewTimer(delay)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return false
		case <-t.C:
			return true
		case <-lost:
			if joined && delay > h.cfg.RetryMin {
				delay = h.cfg.RetryMin
				t.Reset(delay)
			}
		}
	}
}

// Close shuts the host down.
func (h *Host) Close() error {
	var err error
	h.closeOnce.Do(func() {
		if h.stop != nil {
			h.stop()
			h.wg.Wait()
		}
		if e := h.Host.Close(); e != nil {
			err = fmt.Errorf("p2p: close: %w", e)
		}
	})
	return err
}
