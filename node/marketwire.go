package node

import (
	"context"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/marketnet"
)

// startMarket starts the bounty market's network side: the blob protocol, the announcement
// topic and its validator, the offer queue and the reconcile loop. runCtx lives until Close.
func (n *Node) startMarket(_ context.Context, runCtx context.Context) error {
	cfg := marketnet.DefaultConfig()
	log := n.log.With("component", "market")
	offers, err := marketnet.NewOffers(cfg, n.offerBounty, log)
	if err != nil {
		return err
	}
	ann, err := marketnet.NewAnnouncements(cfg, n.dep.ChainID, n.esc.Address(), n.indexLookup, offers)
	if err != nil {
		return err
	}
	topic, err := n.ps.Join(marketnet.BountyTopic)
	if err != nil {
		return err
	}
	if err := n.ps.RegisterTopicValidator(marketnet.BountyTopic, ann.Validate); err != nil {
		_ = topic.Close()
		return err
	}
	n.onClose(func() error { _ = n.ps.UnregisterTopicValidator(marketnet.BountyTopic); return topic.Close() })
	var providers marketnet.Providers
	if d := n.disc.DHT(); d != nil {
		providers = d
	}
	svc, err := marketnet.New(cfg, marketnet.Deps{Host: n.host, Store: n.state, Providers: providers, Topic: topic, Logger: log,
		Receiver: func() marketnet.Receiver {
			if m := n.market.Load(); m != nil {
				return m
			}
			return nil
		}})
	if err != nil {
		return err
	}
	n.net, n.ann, n.offers = svc, ann, offers
	svc.Start()
	n.onClose(svc.Close)
	sub, err := topic.Subscribe()
	if err != nil {
		return err
	}
	n.onClose(func() error { sub.Cancel(); return nil })
	if err := n.startIntents(runCtx, cfg); err != nil {
		return err
	}
	if err := n.startBids(runCtx, cfg); err != nil {
		return err
	}
	n.wg.Add(4)
	go func() { defer n.wg.Done(); n.watchChain(runCtx) }()
	go func() { defer n.wg.Done(); ann.Watch(runCtx, sub) }()
	go func() { defer n.wg.Done(); offers.Run(runCtx) }()
	go func() { defer n.wg.Done(); n.reconcileLoop(runCtx) }()
	return nil
}

// startIntents joins the claim intent topic, whose validator records the intents this node's
// worker side waits on.
func (n *Node) startIntents(runCtx context.Context, cfg marketnet.Config) error {
	topic, err := n.ps.Join(marketnet.IntentTopic)
	if err != nil {
		return err
	}
	x, err := marketnet.NewIntents(cfg, marketnet.IntentDeps{ChainID: n.dep.ChainID, Escrow: n.esc.Address(), Key: n.nodeKey,
		Topic: topic, Self: n.host.ID(), Bounty: n.indexLookup, Owner: n.indexOwner})
	if err != nil {
		_ = topic.Close()
		return err
	}
	if err := n.ps.RegisterTopicValidator(marketnet.IntentTopic, x.Validate); err != nil {
		_ = topic.Close()
		return err
	}
	n.onClose(func() error { _ = n.ps.UnregisterTopicValidator(marketnet.IntentTopic); return topic.Close() })
	sub, err := topic.Subscribe()
	if err != nil {
		return err
	}
	n.onClose(func() error { sub.Cancel(); return nil })
	n.intents = x
	n.wg.Add(1)
	go func() { defer n.wg.Done(); x.Watch(runCtx, sub) }()
	return nil
}

// startBids joins the call-for-bids topic and serves the bid protocol: this node answers the
// calls its policies take and takes bids on its own calls.
func (n *Node) startBids(runCtx context.Context, cfg marketnet.Config) error {
	topic, err := n.ps.Join(marketnet.CallTopic)
	if err != nil {
		return err
	}
	x, err := marketnet.NewBids(cfg, marketnet.BidDeps{Host: n.host, Owner: n.indexOwner, Topic: topic,
		Bid: func(call escrow.CallForBids) (escrow.Bid, error) {
			m := n.market.Load()
			if m == nil || len(n.cfg.Market) == 0 {
				return escrow.Bid{}, escrow.ErrNoBid
			}
			return m.MakeBid(call, bidValidity, time.Now())
		}})
	if err != nil {
		_ = topic.Close()
		return err
	}
	if err := n.ps.RegisterTopicValidator(marketnet.CallTopic, x.ValidateCall(n.dep.ChainID)); err != nil {
		_ = topic.Close()
		return err
	}
	n.onClose(func() error { _ = n.ps.UnregisterTopicValidator(marketnet.CallTopic); return topic.Close() })
	sub, err := topic.Subscribe()
	if err != nil {
		return err
	}
	n.onClose(func() error { sub.Cancel(); return nil })
	x.Start()
	n.onClose(x.Close)
	n.bids, n.pending.ctx = x, runCtx
	n.wg.Add(1)
	go func() { defer n.wg.Done(); x.Watch(runCtx, sub, n.log.With("component", "bids")) }()
	return nil
}

// buildMarket makes the market once the agents are registered (the policies need their ids).
func (n *Node) buildMarket(ctx context.Context) error {
	mc := escrow.DefaultConfig(n.dep.ChainID)
	if n.cfg.ReconcileParallel > 0 {
		mc.Parallel = n.cfg.ReconcileParallel
	}
	var coord escrow.Coordinator
	if !n.cfg.ClaimRace && n.intents != nil {
		coord = n.intents
	}
	m, err := escrow.NewMarket(mc, escrow.Deps{Key: n.nodeKey, Escrow: n.esc, Rep: n.rep, Store: n.state,
		Transport: n.net, Announcer: n.net, Runner: runner{n.rt}, Coordinator: coord, Logger: n.log.With("component", "market"),
		VerifierCommand: n.rt.VerifierCommand}, n.policies(ctx))
	if err != nil {
		return err
	}
	n.market.Store(m)
	return nil
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
			if n.adopting.CompareAndSwap(false, true) { // a DHT lookup must not hold up the tick
				n.wg.Add(1)
				go func() { defer n.wg.Done(); defer n.adopting.Store(false); n.retryAdoptions(ctx) }()
			}
		}
	}
}
