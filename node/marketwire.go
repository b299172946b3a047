package node

import (
	"context"
	"errors"
	"time"

	"github.com/agentsite/agentsite/escrow"
)

// startMarket starts the bounty market: the blob protocol, the announcement topic and the
// reconcile loop. runCtx lives until Close.
func (n *Node) startMarket(_ context.Context, runCtx context.Context) error {
	topic, err := n.ps.Join(BountyTopic)
	if err != nil {
		return err
	}
	if err := n.ps.RegisterTopicValidator(BountyTopic, validateAnnouncement(n.dep.ChainID)); err != nil {
		return err
	}
	n.onClose(func() error { _ = n.ps.UnregisterTopicValidator(BountyTopic); return topic.Close() })
	n.net = &marketNet{h: n.host, dht: n.disc.DHT(), store: n.state, topic: topic, log: n.log.With("component", "market"),
		market: n.market.Load}
	n.host.SetStreamHandler(BlobProtocol, n.net.serve)
	n.onClose(func() error { n.host.RemoveStreamHandler(BlobProtocol); return nil })
	sub, err := topic.Subscribe()
	if err != nil {
		return err
	}
	n.onClose(func() error { sub.Cancel(); return nil })
	n.wg.Add(3)
	go func() {
		defer n.wg.Done()
		n.watchChain(runCtx)
	}()
	go func() {
		defer n.wg.Done()
		n.net.watchAnnouncements(runCtx, sub, n.dep.ChainID, n.goOffer)
	}()
	go func() {
		defer n.wg.Done()
		n.reconcileLoop(runCtx)
	}()
	return nil
}

// buildMarket makes the market once the agents are registered (the policies need their ids).
func (n *Node) buildMarket(ctx context.Context) error {
	mc := escrow.DefaultConfig(n.dep.ChainID)
	if n.cfg.ReconcileParallel > 0 {
		mc.Parallel = n.cfg.ReconcileParallel
	}
	m, err := escrow.NewMarket(mc, escrow.Deps{Key: n.nodeKey, Escrow: n.esc, Rep: n.rep, Store: n.state,
		Transport: n.net, Announcer: n.net, Runner: runner{n.rt}, Logger: n.log.With("component", "market")}, n.policies(ctx))
	if err != nil {
		return err
	}
	n.market.Store(m)
	return nil
}

// offer hands an announced bounty to the market. A bounty the market could not take for a
// passing reason (the requester's node unreachable, a lost claim race) stays pending and is
// offered again on every reconcile tick until it is taken, refused or past its deadline.
func (n *Node) offer(ctx context.Context, a escrow.Announcement) {
	m := n.market.Load()
	if m == nil || a.Escrow != n.esc.Address() || len(n.cfg.Market) == 0 {
		return
	}
	err := m.Offer(ctx, a.BountyID, a.Peer)
	n.pendingMu.Lock()
	defer n.pendingMu.Unlock()
	switch {
	case err == nil || errors.Is(err, escrow.ErrNotForUs) || time.Now().Unix() > a.Deadline:
		delete(n.pending, a.BountyID)
	default:
		// A refusal for free stake is logged by the market, once.
		if _, again := n.pending[a.BountyID]; !again && ctx.Err() == nil && !errors.Is(err, escrow.ErrFreeStakeTooLow) {
			n.log.Warn("could not take bounty yet; will retry", "bounty", a.BountyID, "err", err)
		}
		n.pending[a.BountyID] = a
	}
}

// retryPending offers the pending bounties again.
func (n *Node) retryPending(ctx context.Context) {
	n.pendingMu.Lock()
	list := make([]escrow.Announcement, 0, len(n.pending))
	for _, a := range n.pending {
		list = append(list, a)
	}
	n.pendingMu.Unlock()
	for _, a := range list {
		n.offer(ctx, a)
	}
}

// goOffer runs offer in a goroutine that Close waits for.
func (n *Node) goOffer(ctx context.Context, a escrow.Announcement) {
	n.wg.Add(1)
	go func() {
		defer n.wg.Done()
		n.offer(ctx, a)
	}()
}

func (n *Node) reconcileLoop(ctx context.Context) {
	t := time.NewTicker(time.Duration(n.cfg.ReconcileEvery))
	defer t.Stop()
	// Claims made just before a crash, with no job record; after an index sync, which on a
	// cold start can take long, so beside the loop rather than before it.
	n.wg.Add(1)
	go func() { defer n.wg.Done(); n.adoptClaims(ctx) }()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		if m := n.market.Load(); m != nil {
			_ = m.Reconcile(ctx)
			n.retryPending(ctx)
			if n.adopting.CompareAndSwap(false, true) { // a DHT lookup must not hold up the tick
				n.wg.Add(1)
				go func() { defer n.wg.Done(); defer n.adopting.Store(false); n.retryAdoptions(ctx) }()
			}
		}
	}
}
