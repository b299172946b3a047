// Package node assembles a running AgentSite node from its parts — keys, the libp2p host,
// discovery (DHT, gossip, card index), the agent runtime, the call protocol, AgentChat, the chain
// clients, the bounty market and the API — starts them in order and closes them in reverse.
//
// Node is the whole; Config is its JSON configuration file (config.json in the data directory).
// The package holds construction, wiring, lifecycle and adapters only: the API's methods live
// in node/methods behind a Backend the node assembles from its parts and thin adapters
// (backend.go), their request and response types in node/apitypes.
package node

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/dgraph-io/badger/v4"
	"github.com/ethereum/go-ethereum/ethclient"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/agentids"
	"github.com/agentsite/agentsite/node/agents"
	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/node/auction"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/chainindex"
	"github.com/agentsite/agentsite/node/chat"
	"github.com/agentsite/agentsite/node/funds"
	"github.com/agentsite/agentsite/node/hiring"
	"github.com/agentsite/agentsite/node/llmmarket"
	"github.com/agentsite/agentsite/node/llmmarket/askbook"
	"github.com/agentsite/agentsite/node/marketnet"
	"github.com/agentsite/agentsite/node/nodedb"
	"github.com/agentsite/agentsite/node/p2p"
	"github.com/agentsite/agentsite/node/payments"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/runtime/llm"
	"github.com/agentsite/agentsite/node/search"
	"github.com/agentsite/agentsite/node/team"
	"github.com/agentsite/agentsite/registry"
	"github.com/agentsite/agentsite/registry/discovery"
	"github.com/agentsite/agentsite/registry/erc8004"
	"github.com/agentsite/agentsite/registry/index"
	"github.com/agentsite/agentsite/registry/onchain"
	"github.com/agentsite/agentsite/reputation"
)

// slowStartStep is how long a start step may take before the log shows it at info level.
const slowStartStep = 300 * time.Millisecond

// Node is a running AgentSite node.
type Node struct {
	cfg Config
	log *slog.Logger

	nodeKey   *identity.Key
	agentKeys map[string]*identity.Key
	token     string

	db      *badger.DB
	state   nodedb.Store
	rpc     *ethclient.Client
	dep     *deploy.Deployment
	sender  *chain.Sender
	esc     *escrow.Client
	stake   *funds.StakeToken // its symbol read once
	reg     *onchain.Client
	rep     *reputation.Client
	canon   *erc8004.Client // the chain's canonical ERC-8004 registries; nil: none
	metrics *prometheus.Registry
	index   *chainindex.Index
	oracle  *chainindex.Oracle
	host    *p2p.Host
	ps      *pubsub.PubSub
	idx     *index.Index
	search  search.Searcher // agents found through discovery, active stake only
	disc    *discovery.Discovery
	rt      *runtime.Runtime
	callSrv *call.Server
	callCli *call.Client
	pay     *payments.Payments // nil when the deployment has no PaymentChannels
	chat    *chat.Service
	net     *marketnet.Service
	ann     *marketnet.Announcements
	intents *marketnet.Intents
	bids    *marketnet.Bids
	hirer   *hiring.Hirer // this node's calls for bids
	offers  *marketnet.Offers
	market  atomic.Pointer[escrow.Market]
	teams   *team.Engine
	work    *team.WorkRooms // team rooms joined for the bounties this node's agents work
	api     *api.Server
	auction *auction.Service

	ids      *agentids.Book    // registers the hosted agents, resolves agents' DIDs
	agentIDs map[string]uint64 // hosted agent name → on-chain id

	// adoptions resume claims of ours without a job record, and retry on every reconcile
	// tick those that failed.
	adoptions *escrow.AdoptRetry
	closers   []func() error // in start order; Close runs them in reverse
	cancel    context.CancelFunc
	wg        sync.WaitGroup
	closeMu   sync.Mutex
	closed    bool
}

// New checks the configuration; Start brings the node up.
func New(cfg Config, log *slog.Logger) (*Node, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if log == nil {
		log = slog.Default()
	}
	if cfg.CallSessions != nil {
		log.Warn("config: callSessions is retired and ignored (calls are bound to the caller's DID once per connection); remove it from config.json")
	}
	return &Node{cfg: cfg, log: log, agentIDs: map[string]uint64{}, adoptions: escrow.NewAdoptRetry(log.With("component", "market"))}, nil
}

// Start brings every part up in order. On failure it closes what it started and returns the
// error; the node cannot be started again.
func (n *Node) Start(ctx context.Context) (err error) {
	defer func() {
		if err != nil {
			err = errors.Join(err, n.Close())
		}
	}()
	runCtx, cancel := context.WithCancel(context.Background())
	n.cancel = cancel
	n.onClose(func() error { cancel(); n.wg.Wait(); return nil })

	steps := []struct {
		name string
		fn   func(context.Context) error
	}{
		{"API port", n.checkAPIPort},
		{"keys", n.startKeys},
		{"database", n.startDB},
		{"chain", n.startChain},
		{"chain index", n.startChainIndex},
		{"libp2p host", n.startHost},
		{"discovery", n.startDiscovery},
		{"agent runtime", n.startRuntime},
		{"payments", n.startPayments},
		{"call protocol", n.startCalls},
		{"chat", n.startChat},
		{"market", func(ctx context.Context) error { return n.startMarket(ctx, runCtx) }},
		{"agent registration", n.registerAgents},
		{"market policies", n.buildMarket},
		{"dev chain clock", func(context.Context) error { n.startDevClock(runCtx); return nil }},
		{"payments loop", func(context.Context) error { n.startPaymentLoop(runCtx); return nil }},
		{"agent cards", n.publishCards},
		{"teams", n.startTeams},
		{"auctions", n.startAuctions},
		{"API", n.startAPI},
	}
	// An operator sees each step that takes a while (keys, chain, registration), not only the end.
	began := time.Now()
	n.log.Info("node starting", "data", n.cfg.DataDir, "agents", len(n.cfg.Agents))
	took := make([]string, 0, len(steps)) // "step=duration", for the "node started" line
	for _, s := range steps {
		t := time.Now()
		if err := s.fn(ctx); err != nil {
			return fmt.Errorf("node: start %s: %w", s.name, err)
		}
		d := time.Since(t)
		lvl := slog.LevelDebug
		if d >= slowStartStep {
			lvl = slog.LevelInfo
		}
		n.log.Log(ctx, lvl, "start step done", "step", s.name, "took", d.Round(time.Millisecond))
		took = append(took, strings.ReplaceAll(s.name, " ", "_")+"="+d.Round(time.Millisecond).String())
	}
	n.log.Info("node started", "name", n.cfg.Name, "peer", n.host.ID(), "account", n.nodeKey.Address().Hex(),
		"api", "http://"+n.api.Addr(), "agents", len(n.cfg.Agents), "took", time.Since(began).Round(time.Millisecond),
		"steps", strings.Join(took, " "))
	return nil
}

func (n *Node) onClose(f func() error) { n.closers = append(n.closers, f) }

// Close stops every part in reverse order and returns all their errors.
func (n *Node) Close() error {
	n.closeMu.Lock()
	defer n.closeMu.Unlock()
	if n.closed {
		return nil
	}
	n.closed = true
	// Stop the node's own work first (market offers, reconcile, chain watching), so a job cut
	// short is left at its last recorded stage instead of failing on parts already closed (an
	// agent run cut by a closed runtime would otherwise be recorded as the agent's error).
	if n.cancel != nil {
		n.cancel()
		n.wg.Wait()
	}
	var errs []error
	for i := len(n.closers) - 1; i >= 0; i-- {
		if err := n.closers[i](); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

func (n *Node) startKeys(context.Context) error {
	if err := os.MkdirAll(n.cfg.DataDir, 0o700); err != nil {
		return err
	}
	if err := checkPermissions(n.cfg, n.log); err != nil {
		return err
	}
	var err error
	n.nodeKey, n.agentKeys, err = n.cfg.loadKeys(n.log)
	forgetPassphrase(n.log)
	if err != nil {
		return err
	}
	n.token, err = loadToken(n.cfg.DataDir)
	return err
}

func (n *Node) startDB(context.Context) error {
	opts := nodedb.Options(filepath.Join(n.cfg.DataDir, "db"))
	db, err := badger.Open(opts)
	if err != nil {
		return fmt.Errorf("open %s (is another node using this data directory?): %w", opts.Dir, err)
	}
	n.db, n.state = db, nodedb.NewStore(db)
	n.onClose(db.Close)
	n.onClose(nodedb.StartValueLogGC(db, nodedb.GCInterval, n.log.With("component", "db")))
	return nil
}

func (n *Node) startChain(ctx context.Context) error {
	var err error
	if n.dep, err = deploy.Load(n.cfg.path(n.cfg.Chain.Deployment)); err != nil {
		return err
	}
	if n.rpc, err = dialChain(ctx, n.cfg.Chain.RPC, n.cfg.Chain.Conns); err != nil {
		return fmt.Errorf("dial %s: %w", n.cfg.Chain.RPC, err)
	}
	n.onClose(func() error { n.rpc.Close(); return nil })
	if err := n.dep.Check(ctx, n.rpc); err != nil {
		return fmt.Errorf("node: %w (deployment %s, RPC %s)", err, n.cfg.Chain.Deployment, n.cfg.Chain.RPC)
	}
	sc := chain.DefaultConfig()
	sc.ChainID, sc.PollInterval = n.dep.ChainID, 50*time.Millisecond
	if n.sender, err = chain.NewSender(ctx, sc, n.rpc, n.nodeKey, deploy.RevertDecoder(), n.log.With("component", "chain")); err != nil {
		return fmt.Errorf("%w (deployment %s is for chain %d)", err, n.cfg.Chain.Deployment, n.dep.ChainID)
	}
	// An escrow the registries do not point at can never claim or settle: refuse to run on it.
	if err := deploy.CheckWired(ctx, n.sender.Backend(), n.dep); err != nil {
		return fmt.Errorf("deployment %s: %w (redeploy, or point chain.deployment at the escrow the registries were wired to)",
			n.cfg.Chain.Deployment, err)
	}
	n.esc = escrow.New(n.sender, n.dep.Contracts[deploy.NameBountyEscrow])
	n.esc.FromBlock = n.dep.DeployBlock
	n.stake = &funds.StakeToken{Address: n.esc.StakeToken, Chain: n.sender.Backend()}
	n.reg = onchain.New(n.sender, n.dep.Contracts[deploy.NameAgentRegistry])
	n.rep = reputation.New(n.sender, n.dep.Contracts[deploy.NameReputationRegistry])
	if canon := n.cfg.Chain.canonical(n.dep.ChainID); canon.Enabled() {
		if n.canon, err = erc8004.New(n.sender, canon, n.log.With("component", "erc8004")); err != nil {
			return err
		}
		// The requester's feedback after each settled bounty also goes to the canonical
		// reputation registry, for the worker agents minted there.
		n.rep.SetMirror(n.canon.Mirror(n.reg))
	}
	return nil
}

func (n *Node) startHost(ctx context.Context) error {
	h, err := p2p.New(n.cfg.p2pConfig(), n.log.With("component", "p2p"))
	if err != nil {
		return err
	}
	n.host = h
	n.onClose(h.Close)
	if err := h.Start(ctx); err != nil {
		return err
	}
	// Scoring and the subscription filter from discovery, chat's larger queues over its own,
	// and the host's delivery options (flood publishing).
	opts := append(discovery.PubSubOptions(marketnet.BountyTopic, marketnet.IntentTopic, marketnet.CallTopic), chat.RecommendedPubSubOptions()...)
	opts = append(opts, pubsub.WithMessageSignaturePolicy(pubsub.StrictSign))
	opts = append(opts, p2p.GossipOptions()...)
	n.ps, err = pubsub.NewGossipSub(context.Background(), h, opts...)
	return err
}

func (n *Node) startDiscovery(ctx context.Context) error {
	ic := index.DefaultConfig(filepath.Join(n.cfg.DataDir, "index"))
	ic.Logger = n.log.With("component", "index")
	ic.Signals = n.oracle // rank by verified stake and reputation, not the cards' claims
	// The start's garbage so far goes back to the OS first: badger's memtable arena (~10 MiB,
	// hardly written) would otherwise land on freed pages, which the runtime zeroes, keeping
	// them all resident (one node in three: 10 MiB more RSS; docs/BENCHMARKS.md).
	debug.FreeOSMemory()
	idx, err := index.Open(ic)
	if err != nil {
		return err
	}
	n.idx = idx
	n.onClose(idx.Close)
	dc := discovery.DefaultConfig(n.dep.ChainID)
	dc.Stake, dc.Delegates = n.oracle, n.oracle // only staked agents are announced and found
	if n.disc, err = discovery.New(dc, n.host, n.ps, idx, n.log.With("component", "discovery")); err != nil {
		return err
	}
	n.onClose(n.disc.Close)
	n.search = search.Searcher{Disc: n.disc, Oracle: n.oracle}
	if err := n.disc.Start(ctx); err != nil {
		return err
	}
	// A node that started alone announces its cards again once a seed appears.
	disc := n.disc
	n.host.OnJoin(func() { disc.Republish(context.Background()) })
	return nil
}

func (n *Node) startRuntime(ctx context.Context) error {
	n.metrics = prometheus.NewRegistry()
	rm, err := api.NewRuntimeMetrics(n.metrics)
	if err != nil {
		return err
	}
	onUsage, err := llmmarket.UsageMetrics(n.metrics)
	if err != nil {
		return err
	}
	rt, err := runtime.New(runtime.Config{Agents: n.cfg.Agents}, runtime.Options{Logger: n.log.With("component", "runtime"),
		Builtins: agents.Factories(), Observe: rm.Observe, OnHealth: rm.OnHealth,
		LLM:     llm.Factory(llm.Options{Market: n.llmMarket(), Logger: n.log.With("component", "llm"), OnUsage: onUsage}),
		WorkDir: WorkDir(n.cfg.DataDir), Hide: []string{n.cfg.DataDir}, Verifier: n.cfg.verifier()})
	if err != nil {
		return err
	}
	n.rt = rt
	n.onClose(rt.Close)
	return rt.Start(ctx)
}

// llmMarket is the marketplace as the llm agents' tools reach it (node/llmmarket); the parts
// built after the runtime are read at each call.
func (n *Node) llmMarket() llmmarket.Market {
	return llmmarket.Market{ChainID: n.dep.ChainID, Self: n.host.ID(), Account: n.nodeKey.Address(), Keys: n.agentKeys,
		Search: n.search, Index: n.index, Caller: n.caller, Bounties: marketAPI{n}, Escrow: n.market.Load,
		Teams: func() *team.Engine { return n.teams }, Chat: func() *chat.Service { return n.chat }, Auctions: n.asker(), Asks: askbook.New(n.db),
		Local: func(ctx context.Context, agent, skill string, input json.RawMessage) (json.RawMessage, error) {
			return runtime.Router{Runtime: n.rt, Normalize: registry.NormalizeTag}.Call(ctx, agent, skill, input, nil)
		}}
}

// asker runs the llm agents' ask_agents and the teams' auction tasks through the node's
// auction service, which starts after them.
func (n *Node) asker() auction.Later {
	return auction.Later{Get: func() *auction.Service { return n.auction }}
}

func (n *Node) startCalls(ctx context.Context) error {
	cc := call.DefaultConfig(n.dep.ChainID)
	opts := call.Options{Logger: n.log.With("component", "call")}
	if pe := n.pay.Payee(); pe != nil {
		opts.Payee = pe
	}
	srv, err := call.NewServer(n.host, runtime.Router{Runtime: n.rt, Normalize: registry.NormalizeTag}, cc, opts)
	if err != nil {
		return err
	}
	n.callSrv = srv
	n.onClose(srv.Close)
	if err := srv.Start(ctx); err != nil {
		return err
	}
	if n.callCli, err = call.NewClient(n.host, n.nodeKey, cc, call.Options{Logger: n.log.With("component", "call")}); err != nil {
		return err
	}
	n.onClose(n.callCli.Close)
	if n.pay == nil {
		return nil
	}
	return n.pay.StartPaying(ctx, n.callCli)
}

// startPayments opens the node's payments (node/payments); nil without PaymentChannels.
func (n *Node) startPayments(ctx context.Context) error {
	p, err := payments.Open(ctx, n.cfg.Payments, payments.Deps{Deployment: n.dep, Sender: n.sender, Chain: n.rpc, Escrow: n.esc,
		Key: n.nodeKey, AgentKeys: n.agentKeys, Agents: n.cfg.Agents, DataDir: n.cfg.DataDir, Logger: n.log.With("component", "payments"),
		Confirmations: n.cfg.Chain.Confirmations})
	if err != nil || p == nil {
		return err
	}
	n.pay = p
	n.search.Tokens = p.Tokens() // prices in these tokens are shown by symbol
	n.onClose(p.Close)
	return nil
}

// startPaymentLoop runs the payee's claim loop (payments.Payments.Run) until runCtx ends.
func (n *Node) startPaymentLoop(runCtx context.Context) {
	if n.pay == nil {
		return
	}
	n.wg.Add(1)
	go func() { defer n.wg.Done(); n.pay.Run(runCtx) }()
}

func (n *Node) startChat(ctx context.Context) error {
	cc := chat.DefaultConfig(n.dep.ChainID)
	cc.Key, cc.Logger = n.nodeKey, n.log.With("component", "chat")
	cc.Membership = n.chatMembers()
	svc, err := chat.New(cc, n.host, n.ps, n.db)
	if err != nil {
		return err
	}
	n.chat = svc
	n.work = team.NewWorkRooms(svc, func(agent string) *identity.Key { return n.agentKeys[agent] }, n.nodeKey,
		n.log.With("component", "team"), nil)
	n.onClose(svc.Close)
	if err := svc.Start(ctx); err != nil {
		return err
	}
	for _, r := range n.cfg.ChatRooms {
		if err := svc.Join(r); err != nil {
			return fmt.Errorf("join room %q: %w", r, err)
		}
	}
	// Hosted agents are members of the node's rooms: a message that mentions @name (or is
	// addressed to the agent's DID) is answered by the agent, signed with its own key. A
	// priced agent is not: anyone may post in a room, and it answered free (review of upto,
	// finding 8); it is paid through its calls.
	for _, name := range n.rt.Names() {
		if _, priced := n.pay.Price(name); priced {
			continue
		}
		if err := svc.AddMember(chat.Member{Key: n.agentKeys[name], Name: name, Rooms: n.cfg.ChatRooms,
			Responder: chat.AgentResponder{Agent: name, Call: runner{rt: n.rt}.answer}}); err != nil {
			return err
		}
	}
	return nil
}
