package escrow

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"os/exec"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/reputation"
)

// Runner runs a hosted agent; the node's agent runtime satisfies it.
type Runner interface {
	Call(ctx context.Context, agent, skill string, input json.RawMessage, progress func(done, total float64, msg string)) (json.RawMessage, error)
}

// Transport moves blobs between nodes: specs from the requester's node to workers, sealed
// results from workers to the requester's node.
type Transport interface {
	// FetchSpec gets the blob with the given hash from the peer (or wherever it is found).
	FetchSpec(ctx context.Context, peer string, hash [32]byte) ([]byte, error)
	// PublishSpec makes a spec blob available to others.
	PublishSpec(ctx context.Context, blob []byte) error
	// Deliver hands a sealed result, with its signed header, to the requester's node.
	Deliver(ctx context.Context, peer string, d Delivery, sealed []byte) error
	// Self is this node's peer id, written into specs for delivery.
	Self() string
}

// Announcer tells the network about a new bounty (gossip).
type Announcer interface {
	Announce(ctx context.Context, a Announcement) error
}

// Policy says which bounties a hosted agent takes.
type Policy struct {
	// Agent is the runtime name of the hosted agent; AgentID its on-chain id.
	Agent   string `json:"agent"`
	AgentID uint64 `json:"agentId"`
	// Skills the agent takes bounties for (skill ids or tags).
	Skills []string `json:"skills"`
	// MinReward is the smallest reward worth the work, in wei of native ETH (ERC-20 bounties
	// are taken only when TakeTokens is set).
	MinReward *BigString `json:"minReward,omitempty"`
	// BidPrice is what the agent's bids ask (at most a call's maximum, at least MinReward); nil:
	// MinReward, or the call's maximum when that is unset too. A requester's counter may bring a
	// bid down to MinReward, its floor, never below (AnswerCounter).
	BidPrice   *BigString `json:"bidPrice,omitempty"`
	TakeTokens bool       `json:"takeTokens,omitempty"`
	// Dispute a rejection when the bounty has an arbiter the policy accepts and the claim's
	// reservation is intact.
	Dispute bool `json:"dispute,omitempty"`
	// Arbiters the agent accepts on a bounty it claims (claiming accepts the bounty's arbiter);
	// empty: only bounties without an arbiter.
	Arbiters []common.Address `json:"arbiters,omitempty"`
	// MaxSlashBps caps a ruling's possible slash against the reward's value in stake units, in
	// bps; 0 means DefaultMaxSlashBps.
	MaxSlashBps uint32 `json:"maxSlashBps,omitempty"`
	// MaxLoss caps what one claim can cost the stake (the larger of the slash and the expiry
	// forfeit), in stake base units; nil: DefaultMaxLossBps of the agent's free stake.
	MaxLoss *BigString `json:"maxLoss,omitempty"`
	// MinTimeLeft is the least time before the deadline at which the agent still claims; 0
	// means DefaultMinRunTime (at most Config.RunTimeout) plus DefaultMinTimeLeft, so the work
	// can be done and submitted before the deadline.
	MinTimeLeft time.Duration `json:"minTimeLeft,omitempty"`
	// MaxRefusedBps and MaxFreshReward judge the requester of a bounty without an arbiter by
	// its record (see CheckRequester): the most of its settled value it may have refused, in
	// bps (0: DefaultMaxRefusedBps; 10000 or more: any requester), and the reward, in wei, taken
	// beyond what its record backs (nil: DefaultMaxFreshReward).
	MaxRefusedBps  uint32     `json:"maxRefusedBps,omitempty"`
	MaxFreshReward *BigString `json:"maxFreshReward,omitempty"`
}

// Config tunes the market automation.
type Config struct {
	// ChainID binds announcements to the chain.
	ChainID uint64
	// RunTimeout bounds one agent run for a bounty.
	RunTimeout time.Duration
	// VerifierTimeout bounds a requester's verifier command.
	VerifierTimeout time.Duration
	// FeedbackScore is the feedback a requester leaves for an accepted result (0 to skip).
	FeedbackScore uint8
	// Parallel is how many bounties one Reconcile moves on at once (0 or 1: one at a time).
	// Each step of a bounty waits for a transaction, so with many open bounties a serial pass
	// is what bounds the node's throughput.
	Parallel int
	// SpecFetchAttempts bounds the fetches Adopt makes of the spec of a claim it found with no
	// record, SpecFetchBackoff is its wait before the second, doubled after each. Right after a
	// restart the node may have no peer that serves the spec yet; the defaults (5, 2 s) wait
	// 30 s in all, about how long the node takes to rejoin the DHT and the gossip mesh, and the
	// node tries the adoption again on its reconcile ticks after that.
	SpecFetchAttempts int
	SpecFetchBackoff  time.Duration
}

// DefaultConfig returns sensible values for chainID.
func DefaultConfig(chainID uint64) Config {
	return Config{ChainID: chainID, RunTimeout: 5 * time.Minute, VerifierTimeout: time.Minute, FeedbackScore: 100, Parallel: 8,
		SpecFetchAttempts: 5, SpecFetchBackoff: 2 * time.Second}
}

// Validate checks the settings.
func (c Config) Validate() error {
	if c.ChainID == 0 || c.RunTimeout <= 0 || c.VerifierTimeout <= 0 || c.FeedbackScore > 100 || c.Parallel < 0 ||
		c.SpecFetchAttempts < 1 || c.SpecFetchBackoff <= 0 {
		return fmt.Errorf("%w: market config %+v", ErrBadParams, c)
	}
	return nil
}

// Market runs both sides of bounties for one node: what it posts (requester) and what its
// hosted agents take (worker). It is driven from outside: Offer when a bounty appears,
// Deliver when a result arrives, Reconcile on chain events and on a timer.
type Market struct {
	cfg       Config
	key       *identity.Key
	esc       *Client
	rep       *reputation.Client
	store     Store
	transport Transport
	announcer Announcer
	runner    Runner
	coord     Coordinator
	verifier  func(ctx context.Context, script string) (*exec.Cmd, error)
	log       *slog.Logger

	mu       sync.Mutex
	jobs     map[uint64]*Job
	busy     map[uint64]bool
	judging  map[uint64]context.CancelCauseFunc // verifiers running, so a person's verdict can stop them
	policies []Policy
	refusals refusals
	inflight claimsInFlight
	bids     bidBook    // this node's bids, for the hires that follow
	claims   claimCache // who claimed this node's bounties, for deliveries
	mins     minBounties
	staked   func(common.Address) (bool, error)
	history  RequesterHistory
}

// Deps are the parts a Market works through.
type Deps struct {
	Key    *identity.Key // the node's account: posts, claims, pays gas
	Escrow *Client
	Rep    *reputation.Client
	Store  Store
	// Bids keeps the worker's open bids and negotiations across restarts; nil: in memory only.
	Bids BidStore
	// RequesterStaked says whether a call's requester owns an active agent (the chain index):
	// such a requester gets the larger bid budget (MaxBidsPerRequester). nil, or an error: every
	// requester gets a stranger's (MaxBidsPerStranger).
	RequesterStaked func(common.Address) (bool, error)
	// History gives the records of requesters, checked before a bounty without an arbiter is
	// claimed (Policy.CheckRequester); nil: no such check (every requester's word is trusted).
	History   RequesterHistory
	Transport Transport
	Announcer Announcer
	Runner    Runner
	// Coordinator orders the workers that want the same open bounty before any of them sends
	// a claim; nil: claim at once (and lose the race with a reverted transaction).
	Coordinator Coordinator
	Logger      *slog.Logger
	// VerifierCommand builds the command that runs a requester's verifier script (/bin/sh -c);
	// the node's runtime gives it a declared environment and confinement. nil runs /bin/sh with
	// PATH as its only environment variable.
	VerifierCommand func(ctx context.Context, script string) (*exec.Cmd, error)
}

// NewMarket loads the persisted jobs.
func NewMarket(cfg Config, d Deps, policies []Policy) (*Market, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if d.Key == nil || d.Escrow == nil || d.Store == nil || d.Transport == nil {
		return nil, fmt.Errorf("%w: market needs a key, an escrow client, a store and a transport", ErrBadParams)
	}
	log := d.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	verifier := d.VerifierCommand
	if verifier == nil {
		verifier = plainVerifier
	}
	m := &Market{cfg: cfg, key: d.Key, esc: d.Escrow, rep: d.Rep, store: d.Store, transport: d.Transport,
		announcer: d.Announcer, runner: d.Runner, coord: d.Coordinator, verifier: verifier, log: log, jobs: map[uint64]*Job{}, busy: map[uint64]bool{},
		judging:  map[uint64]context.CancelCauseFunc{},
		policies: policies, claims: newClaimCache(), bids: bidBook{store: d.Bids}, staked: d.RequesterStaked, history: d.History}
	if err := m.bids.load(d.Key.Address(), time.Now()); err != nil {
		// Without them the worker refuses the hires that follow its bids: safe, and it bids anew.
		log.Warn("open bids not restored", "err", err)
	}
	jobs, err := d.Store.Jobs()
	if err != nil {
		return nil, fmt.Errorf("escrow: load jobs: %w", err)
	}
	for i := range jobs {
		j := jobs[i]
		m.jobs[j.BountyID] = &j
	}
	return m, nil
}

// Policies returns the hosted agents' bounty policies.
func (m *Market) Policies() []Policy {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]Policy(nil), m.policies...)
}

// SetPolicies replaces the policies (an agent registered while the node runs).
func (m *Market) SetPolicies(p []Policy) {
	m.mu.Lock()
	m.policies = append([]Policy(nil), p...)
	m.mu.Unlock()
}

// Jobs returns a copy of every job, for status pages.
func (m *Market) Jobs() []Job {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make([]Job, 0, len(m.jobs))
	for _, j := range m.jobs {
		out = append(out, *j)
	}
	return out
}

// Job returns one job.
func (m *Market) Job(id uint64) (Job, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	j, ok := m.jobs[id]
	if !ok {
		return Job{}, false
	}
	return *j, true
}

// save persists j and makes it the current record.
func (m *Market) save(j *Job) error {
	j.Updated = time.Now().UTC()
	if err := m.store.PutJob(*j); err != nil {
		return fmt.Errorf("escrow: persist job %d: %w", j.BountyID, err)
	}
	m.mu.Lock()
	cp := *j
	m.jobs[j.BountyID] = &cp
	m.mu.Unlock()
	return nil
}

// lock marks a bounty as being worked on; false if another goroutine has it.
func (m *Market) lock(id uint64) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.busy[id] {
		return false
	}
	m.busy[id] = true
	return true
}

func (m *Market) unlock(id uint64) {
	m.mu.Lock()
	delete(m.busy, id)
	m.mu.Unlock()
}

// Reconcile moves every unfinished job on by what the chain says; run it on chain events
// and on a timer. Up to Config.Parallel jobs move at once (each holds its bounty's lock).
// Errors are logged per job and the first is returned.
func (m *Market) Reconcile(ctx context.Context) error {
	par := max(m.cfg.Parallel, 1)
	sem := make(chan struct{}, par)
	var (
		wg    sync.WaitGroup
		errMu sync.Mutex
		first error
	)
	for _, j := range m.Jobs() {
		if j.Stage == StageDone {
			continue
		}
		sem <- struct{}{}
		wg.Add(1)
		go func() {
			defer func() { <-sem; wg.Done() }()
			if err := m.ReconcileBounty(ctx, j.BountyID); err != nil {
				errMu.Lock()
				if first == nil {
					first = err
				}
				errMu.Unlock()
			}
		}()
	}
	wg.Wait()
	return first
}

// ReconcileBounty moves one unfinished job on by what the chain says: run it when an event
// about that bounty arrives, so one event costs one bounty's reads, not a pass over all of
// them. A bounty the node has no job for, or that is done, is a no-op.
func (m *Market) ReconcileBounty(ctx context.Context, id uint64) error {
	j, ok := m.Job(id)
	if !ok || j.Stage == StageDone {
		return nil
	}
	var err error
	if j.Role == RoleWorker {
		err = m.reconcileWorker(ctx, id)
	} else {
		err = m.reconcileRequester(ctx, id)
	}
	if err != nil && ctx.Err() == nil {
		m.log.Warn("bounty step failed; will retry", "bounty", id, "role", j.Role, "err", err)
	}
	return err
}

// chainNow is the latest block's time: timeouts are judged by the chain's clock.
func (m *Market) chainNow(ctx context.Context) (time.Time, error) {
	h, err := m.esc.s.Backend().HeaderByNumber(ctx, nil)
	if err != nil {
		return time.Time{}, fmt.Errorf("escrow: read head: %w", err)
	}
	return time.Unix(int64(h.Time), 0), nil
}

// withJob runs step on bounty id's job and its on-chain state, unless another goroutine is
// already working on that bounty.
func (m *Market) withJob(ctx context.Context, id uint64, step func(context.Context, *Job, Bounty) error) error {
	if !m.lock(id) {
		return nil
	}
	defer m.unlock(id)
	j, _ := m.Job(id)
	b, err := m.esc.Bounty(ctx, id)
	if err != nil {
		return err
	}
	return step(ctx, &j, b)
}
