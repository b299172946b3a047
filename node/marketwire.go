package node

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/node/chainindex"
	"github.com/agentsite/agentsite/node/marketnet"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/team"
	"github.com/agentsite/agentsite/node/units"
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
	sub, err := topic.Subscribe()
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
		Topic: topic, Self: n.host.ID(), Bounty: n.indexLookup, Owner: n.indexOwner, Rivals: n.intentRivals,
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
	sub, err := topic.Subscribe()
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

// intentRivals lists, for the claim intents' draw, the accounts that could claim open bounty b
// for skill: the owners (chain index) of the agents whose cards (card index) offer the skill,
// the requester excluded. A card whose agent the chain index does not know is skipped: an
// unregistered agent cannot claim.
func (n *Node) intentRivals(b escrow.Bounty, skill string, limit int) ([]common.Address, bool, error) {
	hits, err := n.idx.Search(index.Query{Skill: skill, Limit: limit + 1})
	if err != nil || len(hits) > limit {
		return nil, false, err
	}
	out := make([]common.Address, 0, len(hits))
	for _, h := range hits {
		agentID, err := strconv.ParseUint(string(h.Card.AgentID), 10, 64)
		if err != nil {
			continue // no agent id: not registered
		}
		a, err := n.index.Agent(agentID)
		if errors.Is(err, chainindex.ErrNotFound) {
			continue
		}
		if err != nil {
			return nil, false, err
		}
		if a.Owner != b.Requester {
			out = append(out, a.Owner)
		}
	}
	return out, true, nil
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
	sub, err := topic.Subscribe()
	if err != nil {
		return err
	}
	n.onClose(func() error { sub.Cancel(); return nil })
	x.Start()
	n.onClose(x.Close)
	n.bids, n.callsCtx = x, runCtx
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
	m, err := escrow.NewMarket(mc, escrow.Deps{Key: n.nodeKey, Escrow: n.esc, Rep: n.rep, Store: n.state, Bids: n.state, RequesterStaked: n.index.MinStakeOK,
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
			n.followWork(ctx, m)
			if n.adopting.CompareAndSwap(false, true) { // a DHT lookup must not hold up the tick
				n.wg.Add(1)
				go func() { defer n.wg.Done(); defer n.adopting.Store(false); n.retryAdoptions(ctx) }()
			}
		}
	}
}

// startTeams starts the team engine: the teams this node leads, resumed from badger. Its
// bounties go through the market like any other; its room is a chat room of the node's key.
func (n *Node) startTeams(ctx context.Context) error {
	cfg := team.DefaultConfig(identity.DID{ChainID: n.dep.ChainID, Address: n.nodeKey.Address()}.String())
	cfg.Logger = n.log.With("component", "team")
	e, err := team.New(cfg, team.Deps{Store: team.NewStore(n.db), Market: n.market.Load(), Ledger: n.index, Cancel: n.esc,
		Room: n.chat, Finder: &teamFinder{n: n, ids: map[string]uint64{}}, Planner: teamPlanner{n}})
	if err != nil {
		return err
	}
	if err := e.Start(ctx); err != nil {
		return err
	}
	n.teams = e
	n.onClose(e.Close)
	return nil
}

// teamFinder finds a team's candidates through discovery: agents with an active stake whose
// card offers the skill (id, tag or name), best reputation first, then stake. It keeps the
// agent ids it resolved (a DID's agent id never changes), at most maxTeamIDs.
type teamFinder struct {
	n   *Node
	mu  sync.Mutex
	ids map[string]uint64
}

// maxTeamIDs bounds teamFinder's cache of agent ids (emptied when full).
const maxTeamIDs = 4096

func (f *teamFinder) agentID(ctx context.Context, did string) (uint64, error) {
	f.mu.Lock()
	id, ok := f.ids[did]
	f.mu.Unlock()
	if ok {
		return id, nil
	}
	id, err := f.n.resolveAgentID(ctx, did)
	if err != nil {
		return 0, err
	}
	f.mu.Lock()
	if len(f.ids) >= maxTeamIDs {
		clear(f.ids)
	}
	f.ids[did] = id
	f.mu.Unlock()
	return id, nil
}

func (f *teamFinder) offering(ctx context.Context, skill string) ([]api.AgentSummary, error) {
	var out []api.AgentSummary
	seen := map[string]bool{}
	for _, q := range []api.SearchQuery{{Skill: skill, Limit: 50}, {Query: skill, Limit: 50}} {
		res, err := searcher{f.n}.Search(ctx, q)
		if err != nil {
			return nil, err
		}
		for _, s := range res {
			if !seen[s.DID] && (slices.Contains(s.Skills, skill) || slices.Contains(s.Tags, registry.NormalizeTag(skill))) {
				seen[s.DID] = true
				out = append(out, s)
			}
		}
	}
	return out, nil
}

func (f *teamFinder) Candidates(ctx context.Context, skill string) ([]team.Candidate, error) {
	res, err := f.offering(ctx, skill)
	if err != nil {
		return nil, err
	}
	slices.SortStableFunc(res, func(a, b api.AgentSummary) int {
		if a.Reputation != b.Reputation {
			if a.Reputation > b.Reputation {
				return -1
			}
			return 1
		}
		sa, _ := new(big.Int).SetString(a.Stake, 10)
		sb, _ := new(big.Int).SetString(b.Stake, 10)
		if sa != nil && sb != nil {
			return sb.Cmp(sa)
		}
		return 0
	})
	var out []team.Candidate
	for _, s := range res {
		id, err := f.agentID(ctx, s.DID)
		if err != nil {
			continue // not registered on this chain (yet)
		}
		out = append(out, team.Candidate{AgentID: id, DID: s.DID, Name: s.Name, Reputation: s.Reputation, Stake: s.Stake})
	}
	return out, nil
}

func (f *teamFinder) Skills(ctx context.Context, goal string) ([]string, error) {
	res, err := searcher{f.n}.Search(ctx, api.SearchQuery{Query: goal, Limit: 50})
	if err != nil {
		return nil, err
	}
	var out []string // skill ids, then the tags (an agent's name is one of its tags)
	for _, s := range res {
		for _, k := range s.Skills {
			if !slices.Contains(out, k) {
				out = append(out, k)
			}
		}
	}
	for _, s := range res {
		for _, k := range s.Tags {
			if !slices.Contains(out, k) {
				out = append(out, k)
			}
		}
	}
	return out, nil
}

// teamPlanner asks an agent offering the skill "plan": a hosted one first, then one found
// through discovery, over the call protocol.
type teamPlanner struct{ n *Node }

func (p teamPlanner) Plan(ctx context.Context, r team.PlanRequest) (json.RawMessage, string, error) {
	in, err := json.Marshal(r)
	if err != nil {
		return nil, "", err
	}
	router := runtime.Router{Runtime: p.n.rt, Normalize: registry.NormalizeTag}
	for _, name := range p.n.rt.Names() {
		info, err := p.n.rt.Info(ctx, name)
		if err != nil || !slices.ContainsFunc(info.Skills, func(s runtime.Skill) bool { return s.ID == "plan" }) {
			continue
		}
		out, err := router.Call(ctx, name, "plan", in, nil)
		return out, name, err // who refused, with the error
	}
	res, err := (&teamFinder{n: p.n}).offering(ctx, "plan")
	if err != nil {
		return nil, "", err
	}
	var errs []error
	who := ""
	for _, s := range res {
		pid, err := peer.Decode(s.PeerID)
		if err != nil || pid == p.n.host.ID() {
			continue
		}
		out, err := p.n.callCli.Call(ctx, pid, s.Name, "plan", in, nil)
		if err == nil {
			return out, s.DID, nil
		}
		who = s.DID
		errs = append(errs, fmt.Errorf("%s: %w", s.DID, err))
	}
	if len(errs) == 0 {
		return nil, "", errors.New("no agent offers the skill \"plan\"")
	}
	return nil, who, errors.Join(errs...)
}

// TeamStartParams are team.start's parameters.
type TeamStartParams struct {
	Goal   string     `json:"goal"`
	Budget string     `json:"budget"`         // "0.05", "0.05 ETH", "…wei"
	Plan   *team.Plan `json:"plan,omitempty"` // none: an agent offering the skill "plan" makes one
	// ParentID is a claimed bounty of this node's agent the team works for (a nested team).
	ParentID     uint64 `json:"parentId,omitempty"`
	ClaimTimeout string `json:"claimTimeout,omitempty"` // how long a hired agent has to claim ("30s")
	TaskTimeout  string `json:"taskTimeout,omitempty"`  // each bounty's deadline from its post ("10m")
	MaxAttempts  int    `json:"maxAttempts,omitempty"`  // failed attempts per task before it fails
}

// TeamView is a team as team.show answers: its state and where its budget went.
type TeamView struct {
	*team.Team
	Accounts team.Accounts `json:"accounts"`
}

func (n *Node) teamStart(ctx context.Context, raw json.RawMessage) (any, error) {
	var p TeamStartParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	budget, err := units.ParseETH(p.Budget)
	if err != nil {
		return nil, api.InvalidParams(fmt.Errorf("budget: %w", err))
	}
	r := team.StartRequest{Goal: p.Goal, Budget: budget, Plan: p.Plan, ParentID: p.ParentID, Limits: team.Limits{MaxAttempts: p.MaxAttempts}}
	if p.ClaimTimeout != "" {
		if r.Limits.ClaimTimeout, err = parseDuration(p.ClaimTimeout, 0); err != nil {
			return nil, api.InvalidParams(fmt.Errorf("claim timeout: %w", err))
		}
	}
	if p.TaskTimeout != "" {
		if r.Limits.TaskTimeout, err = parseDuration(p.TaskTimeout, 0); err != nil {
			return nil, api.InvalidParams(fmt.Errorf("task timeout: %w", err))
		}
	}
	t, err := n.teams.Begin(ctx, r)
	if errors.Is(err, team.ErrBadPlan) || errors.Is(err, team.ErrCycle) || errors.Is(err, team.ErrUnknownSkill) ||
		errors.Is(err, team.ErrOverBudget) || errors.Is(err, team.ErrTooDeep) {
		return nil, api.InvalidParams(err)
	}
	if err != nil {
		return nil, err
	}
	return TeamView{Team: t, Accounts: n.teams.Accounts(t)}, nil
}

type teamIDParams struct {
	ID string `json:"id"`
}

func (n *Node) teamShow(ctx context.Context, raw json.RawMessage) (any, error) {
	var p teamIDParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	if _, err := n.index.Sync(ctx); err != nil {
		return nil, err
	}
	t, err := n.teams.Show(p.ID)
	if err != nil {
		return nil, api.InvalidParams(err)
	}
	return TeamView{Team: t, Accounts: n.teams.Accounts(t)}, nil
}

func (n *Node) teamList(context.Context, json.RawMessage) (any, error) {
	all, err := n.teams.List()
	if err != nil {
		return nil, err
	}
	out := make([]TeamView, 0, len(all))
	for _, t := range all {
		out = append(out, TeamView{Team: t, Accounts: n.teams.Accounts(t)})
	}
	return out, nil
}
