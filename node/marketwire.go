package node

import (
	"context"
	"encoding/json"
	"math/big"
	"slices"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/auction"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/chainindex"
	"github.com/agentsite/agentsite/node/hiring"
	"github.com/agentsite/agentsite/node/marketnet"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/team"
	"github.com/agentsite/agentsite/registry"
	"github.com/agentsite/agentsite/registry/index"
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
	ann, err := marketnet.NewAnnouncements(cfg, n.dep.ChainID, n.esc.Address(), n.host.ID(), n.indexLookup, offers)
	if err != nil {
		return err
	}
	kick := make(chan struct{}, 1) // an index poll asked for by an announcement or an intent
	ann.OnUnknown(func(id uint64) { n.heardBounty(id, kick) })
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
	sub, err := topic.Subscribe(pubsub.WithBufferSize(marketSubBuffer))
	if err != nil {
		return err
	}
	n.onClose(func() error { sub.Cancel(); return nil })
	if err := n.startIntents(runCtx, cfg, kick); err != nil {
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
func (n *Node) startIntents(runCtx context.Context, cfg marketnet.Config, kick chan struct{}) error {
	topic, err := n.ps.Join(marketnet.IntentTopic)
	if err != nil {
		return err
	}
	x, err := marketnet.NewIntents(cfg, marketnet.IntentDeps{ChainID: n.dep.ChainID, Escrow: n.esc.Address(), Key: n.nodeKey,
		Topic: topic, Self: n.host.ID(), Bounty: n.indexLookup, Owner: n.indexOwner, Rivals: marketnet.CardRivals(n.cardAgents, n.indexOwner),
		Heard: func(id uint64) { n.heardBounty(id, kick) }, Pending: n.esc.PendingClaimed})
	if err != nil {
		_ = topic.Close()
		return err
	}
	if err := n.ps.RegisterTopicValidator(marketnet.IntentTopic, x.Validate); err != nil {
		_ = topic.Close()
		return err
	}
	n.onClose(func() error { _ = n.ps.UnregisterTopicValidator(marketnet.IntentTopic); return topic.Close() })
	sub, err := topic.Subscribe(pubsub.WithBufferSize(marketSubBuffer))
	if err != nil {
		return err
	}
	n.onClose(func() error { sub.Cancel(); return nil })
	n.intents = x
	n.wg.Add(2)
	go func() { defer n.wg.Done(); x.Watch(runCtx, sub) }()
	go func() { defer n.wg.Done(); n.syncOnKick(runCtx, kick) }()
	return nil
}

// cardAgents lists the agent ids on the cards offering skill (marketnet.SkilledAgents).
func (n *Node) cardAgents(skill string, max int) ([]string, error) {
	hits, err := n.idx.Search(index.Query{Skill: skill, Limit: max})
	ids := make([]string, 0, len(hits))
	for _, h := range hits {
		ids = append(ids, string(h.Card.AgentID))
	}
	return ids, err
}

// startBids joins the call-for-bids topic and serves the bid protocol: this node answers the
// calls its policies take and takes bids on its own calls.
func (n *Node) startBids(runCtx context.Context, cfg marketnet.Config) error {
	topic, err := n.ps.Join(marketnet.CallTopic)
	if err != nil {
		return err
	}
	x, err := marketnet.NewBids(cfg, marketnet.BidDeps{Host: n.host, Owner: n.indexOwner, Topic: topic, Staked: n.index.MinStakeOK,
		Bid: func(call escrow.CallForBids) (escrow.Bid, error) {
			m := n.market.Load()
			if m == nil || len(n.cfg.Market) == 0 {
				return escrow.Bid{}, escrow.ErrNoBid
			}
			return m.MakeBid(call, bidValidity, time.Now())
		},
		Counter: func(raw []byte) ([]byte, error) {
			m := n.market.Load()
			if m == nil {
				return nil, escrow.ErrNoBid
			}
			return m.AnswerCounter(raw, time.Now())
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
	sub, err := topic.Subscribe(pubsub.WithBufferSize(marketSubBuffer))
	if err != nil {
		return err
	}
	n.onClose(func() error { sub.Cancel(); return nil })
	x.Start()
	n.onClose(x.Close)
	n.bids = x
	w := escrow.DefaultBidWeights()
	if n.cfg.BidWeights != nil {
		w = *n.cfg.BidWeights
	}
	n.hirer = hiring.New(hiring.Config{ChainID: n.dep.ChainID, Escrow: n.esc.Address(), Peer: n.host.ID().String(), Weights: w},
		hiring.Deps{Key: n.nodeKey, Bids: x, Ledger: n.index, Market: n.market.Load, Run: runCtx, Wait: &n.wg})
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
	m, err := escrow.NewMarket(mc, escrow.Deps{Key: n.nodeKey, Escrow: n.esc, Rep: n.rep, Store: n.state, Bids: n.state, RequesterStaked: n.index.MinStakeOK, History: n.index,
		Transport: n.net, Announcer: n.net, Runner: runner{rt: n.rt, progress: n.workProgress}, Coordinator: coord, Logger: n.log.With("component", "market"),
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
	lookedForClaims := false
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		if m := n.market.Load(); m != nil {
			// Claims made just before a crash, with no job record, once the market exists (the
			// loop starts before the agents' registration that builds it); after an index sync,
			// which on a cold start can take long, so beside the loop rather than in it.
			if !lookedForClaims {
				lookedForClaims = true
				n.wg.Add(1)
				go func() { defer n.wg.Done(); n.adoptClaims(ctx) }()
			}
			_ = m.Reconcile(ctx)
			n.work.Follow(ctx, m.Jobs())
			n.wg.Add(1) // a DHT lookup must not hold up the tick
			go func() { defer n.wg.Done(); n.adoptions.Retry(ctx, m) }()
		}
	}
}

// adoptClaims looks, once the index has caught up with the chain, for bounties this node's
// agents claimed on chain that the market has no job for (the node stopped between sending a
// claim and recording it) and has the market resume them.
func (n *Node) adoptClaims(ctx context.Context) {
	m := n.market.Load()
	if m == nil || len(n.cfg.Market) == 0 {
		return
	}
	if _, err := n.index.Sync(ctx); err != nil {
		n.log.Warn("chain index not synced; claims without a job record are looked for on the next claim event", "err", err)
	}
	for _, agentID := range m.AgentIDs() {
		bs, err := n.index.Bounties(chainindex.Filter{AgentID: agentID, Status: escrow.StatusClaimed})
		if err != nil {
			n.log.Warn("could not list the agent's claimed bounties", "agent_id", agentID, "err", err)
			continue
		}
		for _, b := range bs {
			n.adoptions.Adopt(ctx, m, b.ID, b.AgentID)
		}
	}
}

// startTeams starts the team engine: the teams this node leads, resumed from badger. Its
// bounties go through the market like any other; its room is a chat room of the node's key.
func (n *Node) startTeams(ctx context.Context) error {
	cfg := team.DefaultConfig(identity.DID{ChainID: n.dep.ChainID, Address: n.nodeKey.Address()}.String())
	cfg.Logger = n.log.With("component", "team")
	finder := team.NewDirectoryFinder(team.SearchDirectory{Searcher: n.search, Resolve: n.ids.Resolve}, registry.NormalizeTag)
	e, err := team.New(cfg, team.Deps{Store: team.NewStore(n.db), Market: n.market.Load(), Ledger: n.index, Cancel: n.esc, Room: n.chat,
		Finder: finder, Planner: team.AgentPlanner{Local: n.hostedPlan, Finder: finder, Self: n.host.ID(), Remote: n.remoteCall},
		Local: team.HostedLocal{ChainID: n.dep.ChainID, Keys: n.agentKeys, Run: func(ctx context.Context, agent, skill string, input json.RawMessage) (json.RawMessage, error) {
			return runner{rt: n.rt}.Call(ctx, agent, skill, input, nil)
		}}, Gas: team.ChainGas{Chain: n.rpc, Account: n.nodeKey.Address()},
		Asker: n.asker()})
	if err != nil {
		return err
	}
	if err := team.RegisterMetrics(n.metrics, e); err != nil {
		return err
	}
	if err := e.Start(ctx); err != nil {
		return err
	}
	n.teams = e
	n.onClose(e.Close)
	return nil
}

// startAuctions starts the auction service (node/auction): the node's asks, and its
// registered hosted agents' bids.
func (n *Node) startAuctions(ctx context.Context) error {
	book, err := n.cfg.Auction.Book(ctx, auction.Hosted{ChainID: n.dep.ChainID, Self: n.host.ID().String(), Runtime: n.rt,
		IDs: n.agentIDs, Keys: n.agentKeys, Price: n.pay.Price})
	if err != nil {
		return err
	}
	find := func(ctx context.Context, skill, query string, limit int) ([]string, error) {
		res, err := n.search.Search(ctx, apitypes.SearchQuery{Query: query, Skill: skill, Limit: limit})
		peers := make([]string, 0, len(res))
		for _, s := range res {
			peers = append(peers, s.PeerID)
		}
		return peers, err
	}
	acfg := n.cfg.Auction.Config(auction.DefaultConfig(n.dep.ChainID))
	acfg.Decimals = n.pay.Tokens().Decimals() // asks in the deployment's USDC are weighed in its units
	svc, err := auction.New(acfg, auction.Deps{Host: n.host, Key: n.nodeKey,
		Finder: auction.SearchFinder(find), Ledger: auction.IndexLedger{Index: n.index}, Caller: auctionCaller(n.caller),
		Book: book, Logger: n.log.With("component", "auction")})
	if err != nil {
		return err
	}
	svc.Start()
	n.auction = svc
	n.onClose(svc.Close)
	return nil
}

// hostedPlan runs the skill "plan" of the first hosted agent offering it (team.AgentPlanner).
func (n *Node) hostedPlan(ctx context.Context, in json.RawMessage) (json.RawMessage, string, bool, error) {
	for _, name := range n.rt.Names() {
		info, err := n.rt.Info(ctx, name)
		if err != nil || !slices.ContainsFunc(info.Skills, func(s runtime.Skill) bool { return s.ID == "plan" }) {
			continue
		}
		out, err := runtime.Router{Runtime: n.rt, Normalize: registry.NormalizeTag}.Call(ctx, name, "plan", in, nil)
		return out, name, true, err
	}
	return nil, "", false, nil
}

// remoteCall calls agent's skill on node p through the node's call path, without progress.
func (n *Node) remoteCall(ctx context.Context, p peer.ID, agent, skill string, in json.RawMessage) (json.RawMessage, error) {
	return n.caller().Call(ctx, p, agent, skill, in, nil)
}

// marketSubBuffer is how many validated market messages (each ≤ 4 KiB) a topic's subscription
// holds for its reading loop: pubsub's default of 32 drops the rest of a burst silently while
// the loop is descheduled (the validators' per-peer rates bound what arrives).
const marketSubBuffer = 1024

// auctionCaller calls an auction's winner by the node's ordinary call path (/agentsite/call/1;
// Calls is read at each call, the paying client once payments are on), paid by voucher when the
// agent has a price, at most the bid's price: a bid of 0 is a free call, and a payee asking to
// be paid for it is refused (review rv3, finding 1: it was paid up to payments.maxPrice). (It
// lives here, not in node/auction: node/call's tests reach node/team through the built-in
// agents, and node/team asks through node/auction.)
type auctionCaller func() call.Calls

func (c auctionCaller) Call(ctx context.Context, t auction.Target, input json.RawMessage) (json.RawMessage, error) {
	price := t.Price
	if price == nil || price.Sign() < 0 {
		price = new(big.Int)
	}
	// Pay at most the bid, in the bid's token: a payee asking more, or in another token, is refused
	// (review rvexact, finding 1: a bid of 100000 wei was paid as 100000 base units of USDC).
	ctx = call.WithMaxPriceIn(ctx, price, t.Token)
	return c().Call(ctx, t.Peer, t.Agent, t.Skill, input, nil)
}
