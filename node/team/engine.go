package team

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"sync"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/chainindex"
	"github.com/agentsite/agentsite/node/chat"
)

// Deps are the parts of the node the engine uses.
type Deps struct {
	Store   *Store
	Market  Market
	Ledger  Ledger
	Cancel  Canceller
	Room    Room
	Finder  Finder
	Planner Planner // nil: only plans given by the caller
	// Local calls the node's own agents directly (nil: every candidate is hired by bounty).
	Local Local
	// Gas reads what the leader's transactions cost (nil: the accounts report no gas).
	Gas GasMeter
	// Asker runs the auctions of the tasks a plan settles by auction (nil: such tasks fail).
	Asker Asker
}

// Engine runs the teams this node leads: one loop moves them all, so a team's state has one
// writer; readers get it from the store.
type Engine struct {
	cfg   Config
	d     Deps
	log   *slog.Logger
	clock Clock

	kick   chan struct{}
	inbox  chan chat.Envelope
	posted chan postResult
	called chan callResult
	asked  chan askResult
	// inflight are the tags of attempts being posted (loop-owned).
	inflight map[string]bool
	// earlyMsgs are proposals and votes heard from senders not members yet, by team
	// (loop-owned; see early).
	earlyMsgs map[string][]chat.Envelope

	mu     sync.Mutex
	teams  map[string]*Team // active (not concluded) teams, owned by the loop
	unsubs map[string]func()
	adds   []*Team // started by Begin, taken over by the loop

	cancel context.CancelFunc
	wg     sync.WaitGroup

	stats engineStats
	gasc  gasCache
	// nest serializes nested teams' checks against their parent's reward with their first
	// write, so two teams started at once for one parent cannot both take what it has left.
	nest sync.Mutex
}

// inboxSize bounds the room messages waiting for the loop; beyond it they are dropped (the
// conversation is fail-open, and the room's history keeps them).
const inboxSize = 256

// New checks cfg and builds an engine; Start runs it.
func New(cfg Config, d Deps) (*Engine, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if d.Store == nil || d.Market == nil || d.Ledger == nil || d.Cancel == nil || d.Room == nil || d.Finder == nil {
		return nil, errors.New("team: store, market, ledger, canceller, room and finder are required")
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	clock := cfg.Clock
	if clock == nil {
		clock = wallClock{}
	}
	return &Engine{cfg: cfg, d: d, log: log, clock: clock, kick: make(chan struct{}, 1), inbox: make(chan chat.Envelope, inboxSize),
		posted: make(chan postResult), called: make(chan callResult), asked: make(chan askResult), inflight: map[string]bool{}, earlyMsgs: map[string][]chat.Envelope{}, teams: map[string]*Team{}, unsubs: map[string]func(){}}, nil
}

// Start loads the teams that have not concluded (a restarted leader resumes them) and runs
// the loop until Close.
func (e *Engine) Start(ctx context.Context) error {
	all, err := e.d.Store.All()
	if err != nil {
		return err
	}
	for _, t := range all {
		if t.Concluded.IsZero() {
			e.teams[t.ID] = t
			e.listen(t)
			e.log.Info("resuming team", "team", t.ID, "goal", t.Goal)
		}
	}
	runCtx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	e.cancel = cancel
	events, unsub := e.d.Ledger.Subscribe()
	e.wg.Add(2)
	go e.loop(runCtx)
	go func() {
		defer e.wg.Done()
		defer unsub()
		for {
			select {
			case <-runCtx.Done():
				return
			case ev, ok := <-events:
				if !ok {
					return
				}
				if ev.BountyID != 0 {
					e.Kick()
				}
			}
		}
	}()
	return nil
}

// Close stops the loop; teams resume from the store on the next Start.
func (e *Engine) Close() error {
	if e.cancel != nil {
		e.cancel()
	}
	e.wg.Wait()
	e.mu.Lock()
	defer e.mu.Unlock()
	for id, u := range e.unsubs {
		u()
		delete(e.unsubs, id)
	}
	return nil
}

// Kick asks the loop to run now (a chain event about a bounty came in).
func (e *Engine) Kick() {
	select {
	case e.kick <- struct{}{}:
	default:
	}
}

// listen joins t's room and forwards its messages to the loop.
func (e *Engine) listen(t *Team) {
	if err := e.d.Room.Join(t.Room); err != nil {
		e.log.Warn("team room not joined; the team runs without its log", "team", t.ID, "room", t.Room, "err", err)
		return
	}
	ch, unsub, err := e.d.Room.Subscribe(t.Room)
	if err != nil {
		e.log.Warn("team room not followed; proposals are not heard", "team", t.ID, "err", err)
		return
	}
	e.mu.Lock()
	e.unsubs[t.ID] = unsub
	e.mu.Unlock()
	go func() {
		for env := range ch {
			select {
			case e.inbox <- env:
			default: // full: dropped, fail-open
			}
		}
	}()
}

// StartRequest is a goal to run.
type StartRequest struct {
	Goal string
	// Budget is in wei.
	Budget *big.Int
	// Plan is the user's plan; nil asks an agent offering the skill "plan".
	Plan *Plan
	// ParentID is a claimed bounty of this node's agent that the team works for (a nested
	// team); its bounties are children of it and end before it.
	ParentID uint64
	// Limits override the engine's timeouts and retries for this team.
	Limits Limits
	// Leader is the DID of the hosted agent forming the team (its proposals are decided at
	// once); empty for the node's user.
	Leader string
}

// Begin plans (or takes the given plan), validates it against the budget and the network,
// records the team and hands it to the loop. Nothing is posted before the plan is valid.
func (e *Engine) Begin(ctx context.Context, r StartRequest) (*Team, error) {
	if r.Goal == "" || len(r.Goal) > 4096 {
		return nil, fmt.Errorf("%w: a goal of 1 to 4096 bytes is required", ErrBadPlan)
	}
	if r.Budget == nil || r.Budget.Sign() <= 0 {
		return nil, fmt.Errorf("%w: the budget must be more than zero", ErrBadPlan)
	}
	if l := r.Limits; l.ClaimTimeout < 0 || l.TaskTimeout < 0 || l.MaxAttempts < 0 || l.MaxAttempts > 10 {
		return nil, fmt.Errorf("%w: limits must be positive (at most 10 attempts)", ErrBadPlan)
	}
	nesting, deadline, parentAmount, err := e.parent(ctx, r.ParentID, r.Budget)
	if err != nil {
		return nil, err
	}
	plan, planner := r.Plan, "file"
	if plan == nil {
		p, who, err := e.askPlanner(ctx, r.Goal, r.Budget)
		if err != nil {
			return nil, err
		}
		plan, planner = &p, who
	}
	if plan.Goal == "" { // on a copy: the caller's plan is not Begin's to write (two Begins of one plan raced here)
		cp := *plan
		cp.Goal = r.Goal
		plan = &cp
	}
	if err := Validate(ctx, *plan, r.Budget, SkillFunc(e.hasSkill)); err != nil {
		return nil, err
	}
	if r.ParentID != 0 { // again, now that no other team for the parent is between check and write
		e.nest.Lock()
		defer e.nest.Unlock()
		if err := e.parentLeft(r.ParentID, parentAmount, r.Budget); err != nil {
			return nil, err
		}
	}
	t := newTeam(newID(), r.Goal, escrow.NewBigString(r.Budget), *plan, e.clock.Now())
	t.Owner, t.Planner, t.ParentID, t.Nesting, t.Deadline, t.Limits = e.cfg.Owner, planner, r.ParentID, nesting, deadline, r.Limits
	t.Leader, t.PlannerUsage = r.Leader, plan.Usage
	if t.PlannerUsage != nil {
		e.tokens(t.PlannerUsage)
	}
	if err := e.d.Store.Put(t); err != nil {
		return nil, err
	}
	e.listen(t)
	e.say(ctx, t, chat.StateDiscussion, chat.TypeSystem, "", planMessage(t), nil)
	if err := e.d.Store.Put(t); err != nil {
		return nil, err
	}
	view, err := e.d.Store.Get(t.ID) // the caller's copy: the loop owns t from here on
	if err != nil {
		return nil, err
	}
	e.mu.Lock()
	e.adds = append(e.adds, t)
	e.mu.Unlock()
	e.Kick()
	e.log.Info("team started", "team", t.ID, "tasks", len(t.Tasks), "budget_wei", r.Budget, "planner", planner)
	return view, nil
}

// parent checks a nested team's parent bounty: claimed, not too deep, and with budget left of
// its reward (less what its children hold already): a nested team never escrows more than the
// task it works for pays. It returns the team's nesting and the deadline its bounties must keep.
func (e *Engine) parent(ctx context.Context, id uint64, budget *big.Int) (int, time.Time, *big.Int, error) {
	if id == 0 {
		return 0, time.Time{}, nil, nil
	}
	if _, err := e.d.Ledger.Sync(ctx); err != nil {
		return 0, time.Time{}, nil, err
	}
	b, err := e.d.Ledger.Bounty(id)
	if err != nil {
		return 0, time.Time{}, nil, fmt.Errorf("%w: parent bounty %d: %v", ErrBadPlan, id, err)
	}
	if b.Status != escrow.StatusClaimed {
		return 0, time.Time{}, nil, fmt.Errorf("%w: parent bounty %d is %s, not claimed", ErrBadPlan, id, b.Status)
	}
	if err := e.parentLeft(id, b.Amount, budget); err != nil {
		return 0, time.Time{}, nil, err
	}
	nesting := 1
	for p := b.ParentID; p != 0; nesting++ {
		if nesting >= MaxNesting {
			return 0, time.Time{}, nil, fmt.Errorf("%w: bounty %d is %d levels deep, limit %d", ErrTooDeep, id, nesting, MaxNesting)
		}
		pb, err := e.d.Ledger.Bounty(p)
		if err != nil {
			break
		}
		p = pb.ParentID
	}
	return nesting, b.Until, b.Amount, nil
}

// parentLeft refuses a budget beyond what parent bounty id's reward (amount) has left after
// its children (other nested teams, an llm agent's hires): those still holding money or that
// paid count; refunded ones gave it back. A team for the parent that has not concluded may
// still post the rest of its budget (Unposted), which counts too.
func (e *Engine) parentLeft(id uint64, amount, budget *big.Int) error {
	kids, err := e.d.Ledger.Children(id)
	if err != nil {
		return fmt.Errorf("team: children of bounty %d: %w", id, err)
	}
	left := new(big.Int).Set(amount)
	for _, k := range kids {
		left.Sub(left, held(k))
	}
	unposted, err := e.unposted(id, kids)
	if err != nil {
		return err
	}
	left.Sub(left, unposted)
	if budget.Cmp(left) > 0 {
		return fmt.Errorf("%w: a nested team's budget %s is more than its parent bounty %d has left of its reward (%s of %s)",
			ErrOverBudget, wei(budget), id, wei(nonNegative(left)), wei(amount))
	}
	return nil
}

// Unposted is what the teams working for parent bounty id that have not concluded may still
// post: each one's budget less what its children on chain hold or paid. An llm agent's task
// counts it as spent beside the children on chain (a rerun of the task would otherwise spend
// the team's share again).
func (e *Engine) Unposted(id uint64) (*big.Int, error) {
	kids, err := e.d.Ledger.Children(id)
	if err != nil {
		return nil, fmt.Errorf("team: children of bounty %d: %w", id, err)
	}
	return e.unposted(id, kids)
}

func (e *Engine) unposted(id uint64, kids []chainindex.Bounty) (*big.Int, error) {
	all, err := e.d.Store.All()
	if err != nil {
		return nil, fmt.Errorf("team: teams of bounty %d: %w", id, err)
	}
	byID := map[uint64]chainindex.Bounty{}
	for _, k := range kids {
		byID[k.ID] = k
	}
	sum := new(big.Int)
	for _, t := range all {
		if t.ParentID != id || !t.Concluded.IsZero() {
			continue
		}
		rest := new(big.Int).Set(t.Budget.Int())
		for _, ts := range t.Tasks {
			for _, a := range ts.Attempts {
				if k, ok := byID[a.BountyID]; ok && a.BountyID != 0 {
					rest.Sub(rest, held(k))
				}
			}
		}
		sum.Add(sum, nonNegative(rest))
	}
	return sum, nil
}

// held is what child bounty k holds or paid of its parent's reward: its amount, less a refund
// once it ended.
func held(k chainindex.Bounty) *big.Int {
	h := new(big.Int).Set(k.Amount)
	if k.Status.Terminal() && k.Refunded != nil {
		h.Sub(h, k.Refunded)
	}
	return h
}

// Show returns team id as last recorded.
func (e *Engine) Show(id string) (*Team, error) { return e.d.Store.Get(id) }

// List returns every team this node led.
func (e *Engine) List() ([]*Team, error) { return e.d.Store.All() }

func newID() string {
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// limits are t's limits with the engine's defaults filled in.
func (e *Engine) limits(t *Team) Limits {
	l := t.Limits
	if l.ClaimTimeout == 0 {
		l.ClaimTimeout = e.cfg.ClaimTimeout
	}
	if l.TaskTimeout == 0 {
		l.TaskTimeout = e.cfg.TaskTimeout
	}
	if l.MaxAttempts == 0 {
		l.MaxAttempts = e.cfg.MaxAttempts
	}
	return l
}
