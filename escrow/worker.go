package escrow

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/agentsite/agentsite/identity"
)

// ErrNotForUs: the bounty does not match any policy of this node's agents.
var ErrNotForUs = errors.New("escrow: bounty matches no local agent policy")

// Offer considers a bounty for this node's agents: it reads the bounty from the chain, fetches
// and checks the spec, and when a policy matches claims it, runs the agent, delivers the sealed
// result and submits its hash. peer is where the spec can be fetched (the announcement's).
// It returns ErrNotForUs (wrapped) when no policy matches; that is not a failure.
func (m *Market) Offer(ctx context.Context, bountyID uint64, peer string) error {
	if !m.lock(bountyID) {
		return nil
	}
	defer m.unlock(bountyID)
	if _, ok := m.Job(bountyID); ok {
		return nil // ours already, as requester or worker
	}
	b, err := m.esc.Bounty(ctx, bountyID)
	if err != nil {
		return err
	}
	if b.Status != StatusOpen || b.Requester == m.key.Address() {
		return fmt.Errorf("%w: bounty %d is %s", ErrNotForUs, bountyID, b.Status)
	}
	pol, ok := m.candidate(b)
	if !ok {
		return fmt.Errorf("%w: bounty %d (reward %s, assignee %d)", ErrNotForUs, bountyID, b.Amount, b.AgentID)
	}
	turn, err := m.intend(ctx, b, pol)
	if err != nil {
		return err
	}
	settled := false // claimed by this worker or another: the claim event tells the others
	defer func() {
		if !settled {
			turn.Withdraw()
		}
	}()
	blob, err := m.transport.FetchSpec(ctx, peer, b.SpecHash)
	if err != nil {
		return fmt.Errorf("escrow: fetch spec of bounty %d from %s: %w", bountyID, peer, err)
	}
	spec, _, err := DecodeSpec(blob, b.SpecHash, b.Requester)
	if err != nil {
		return err
	}
	if err := m.checkHire(b, spec, time.Now()); err != nil {
		return err
	}
	if !slices.Contains(pol.Skills, spec.Skill) {
		if pol, ok = m.policyFor(b, spec.Skill); !ok {
			return fmt.Errorf("%w: bounty %d wants skill %q", ErrNotForUs, bountyID, spec.Skill)
		}
	}
	if turn.Behind() {
		// An intent ranked before this one is known: wait for its worker first; most workers
		// here yield without making the money checks.
		if err := m.awaitTurn(ctx, turn, bountyID, spec.Skill); err != nil {
			settled = errors.Is(err, ErrTaken)
			return err
		}
	}
	// The money checks run while the intent window does (the turn comes at a set time after
	// the bounty's first intent), so the winner's checks add nothing to its claim's delay; a
	// worker that refuses withdraws, so the next goes at once.
	pol, release, err := m.admit(ctx, b, spec.Skill, pol)
	if err != nil {
		return err
	}
	// Wait for the turn, or look again after the checks: an intent that came late (a slow
	// link, a busy node) may rank before this one; the best-ranked worker never yields, so
	// yielding to it cannot leave the bounty unclaimed, and it saves a reverted claim.
	j := &Job{Role: RoleWorker, BountyID: bountyID, Agent: pol.Agent, AgentID: pol.AgentID, Spec: blob, Peer: spec.RequesterPeer}
	if err = m.awaitTurn(ctx, turn, bountyID, spec.Skill); err == nil {
		err = m.claim(ctx, j) // recorded before it is sent: a node killed meanwhile settles it at start
	}
	settled = err == nil || errors.Is(err, ErrTaken)
	release()
	if err != nil {
		return err // lost the race, or the chain moved since the checks: the revert says which
	}
	m.mu.Lock()
	m.refusals.forget(bountyID) // refused for free stake before, taken now
	m.mu.Unlock()
	m.log.Info("claimed bounty", "bounty", bountyID, "agent", pol.Agent, "skill", spec.Skill, "reward_wei", b.Amount, "tx", j.ClaimTx.Hex())
	return m.advanceWorker(ctx, j)
}

// noTurn is the turn of a market without a coordinator, or of a direct hire (one agent may
// claim it): always this worker's.
type noTurn struct{}

func (noTurn) Wait(context.Context, string) error { return nil }
func (noTurn) Behind() bool                       { return false }
func (noTurn) Withdraw()                          {}

// intend tells the other workers this node means to claim open bounty b for pol's agent.
func (m *Market) intend(ctx context.Context, b Bounty, pol Policy) (Turn, error) {
	if m.coord == nil || b.AgentID != 0 {
		return noTurn{}, nil
	}
	t, err := m.coord.Intend(ctx, b, pol.AgentID)
	if err != nil {
		return nil, fmt.Errorf("escrow: claim intent for bounty %d: %w", b.ID, err)
	}
	return t, nil
}

// awaitTurn waits until it is this worker's turn to claim bounty id, then reads the bounty once
// more, so a claim the coordinator has not seen yet costs a read rather than a reverted
// transaction. A bounty taken meanwhile is not for us.
func (m *Market) awaitTurn(ctx context.Context, turn Turn, id uint64, skill string) error {
	if _, direct := turn.(noTurn); direct {
		return nil
	}
	if err := turn.Wait(ctx, skill); err != nil {
		if errors.Is(err, ErrTaken) {
			return fmt.Errorf("%w: bounty %d: %w", ErrNotForUs, id, err)
		}
		return err
	}
	b, err := m.esc.Bounty(ctx, id)
	if err != nil {
		return err
	}
	if b.Status != StatusOpen {
		return fmt.Errorf("%w: bounty %d: %w (now %s)", ErrNotForUs, id, ErrTaken, b.Status)
	}
	return nil
}

// candidate returns a policy whose reward and assignee constraints the bounty meets.
func (m *Market) candidate(b Bounty) (Policy, bool) {
	for _, p := range m.Policies() {
		if m.fits(p, b) {
			return p, true
		}
	}
	return Policy{}, false
}

func (m *Market) policyFor(b Bounty, skill string) (Policy, bool) {
	for _, p := range m.Policies() {
		if m.fits(p, b) && slices.Contains(p.Skills, skill) {
			return p, true
		}
	}
	return Policy{}, false
}

func (m *Market) fits(p Policy, b Bounty) bool {
	if b.AgentID != 0 && b.AgentID != p.AgentID { // a direct hire of another agent
		return false
	}
	if b.Token != NativeToken && !p.TakeTokens {
		return false
	}
	return b.Token != NativeToken || b.Amount.Cmp(p.MinReward.Int()) >= 0
}

// advanceWorker runs the steps after the claim: compute, deliver, submit. Each stage is
// persisted, so it resumes where it stopped.
func (m *Market) advanceWorker(ctx context.Context, j *Job) error {
	if j.Stage == StageClaimed {
		b, err := m.esc.Bounty(ctx, j.BountyID)
		if err != nil {
			return err
		}
		spec, _, err := DecodeSpec(j.Spec, b.SpecHash, b.Requester)
		if err != nil {
			return err
		}
		res := Result{BountyID: j.BountyID, AgentID: j.AgentID}
		runFor, err := m.runTime(ctx, b)
		if err != nil {
			return err
		}
		runCtx, cancel := context.WithTimeout(ctx, runFor)
		out, err := m.runner.Call(WithTask(runCtx, b), j.Agent, spec.Skill, spec.Input, nil)
		cancel()
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err() // shutting down: run again after restart
			}
			res.Error = err.Error()
		} else {
			res.Output = out
		}
		enc, err := res.Encode()
		if err != nil {
			return err
		}
		j.Result, j.ResultHash, j.Stage = enc, Hash(enc), StageComputed
		if err := m.save(j); err != nil {
			return err
		}
		m.log.Info("agent finished bounty task", "bounty", j.BountyID, "agent", j.Agent, "bytes", len(enc), "agent_error", res.Error)
	}
	if j.Stage == StageComputed {
		m.deliver(ctx, j)
		if _, err := m.esc.Submit(ctx, j.BountyID, j.ResultHash); err != nil {
			return err
		}
		j.Stage = StageSubmitted
		if err := m.save(j); err != nil {
			return err
		}
		m.log.Info("submitted result", "bounty", j.BountyID, "result_hash", j.ResultHash.Hex())
	}
	return nil
}

// runTime is how long the agent may run on bounty b: RunTimeout, cut so that the result is
// submitted DefaultMinTimeLeft before the deadline (chain time). A slow run ends in an error
// result, which the requester may refuse (a quarter-weight penalty), never in an expired claim
// (a forfeit and a full penalty).
func (m *Market) runTime(ctx context.Context, b Bounty) (time.Duration, error) {
	now, err := m.chainNow(ctx)
	if err != nil {
		return 0, err
	}
	return max(min(m.cfg.RunTimeout, b.Until.Sub(now)-DefaultMinTimeLeft), 0), nil
}

// deliver seals the result to the requester's key and hands it to the requester's node. A
// failed delivery is retried by Reconcile until the bounty settles.
func (m *Market) deliver(ctx context.Context, j *Job) {
	if j.Delivered {
		return
	}
	b, err := m.esc.Bounty(ctx, j.BountyID)
	if err != nil {
		return
	}
	_, pub, err := DecodeSpec(j.Spec, b.SpecHash, b.Requester)
	if err != nil {
		return
	}
	sealed, err := identity.Seal(pub, j.Result)
	if err == nil {
		var d Delivery
		if d, err = SignDelivery(m.key, m.cfg.ChainID, m.esc.Address(), j.BountyID, j.AgentID, sealed, time.Now()); err == nil {
			err = m.transport.Deliver(ctx, j.Peer, d, sealed)
		}
	}
	if err != nil {
		m.log.Warn("could not deliver result yet; will retry", "bounty", j.BountyID, "peer", j.Peer, "err", err)
		return
	}
	j.Delivered = true
	_ = m.save(j)
}

// reconcileWorker resumes a worker job after a restart and takes the timeout exits: finalize
// after the review window (payment), dispute a rejection when the policy says so. A job still
// claiming is settled from the chain first (settleClaim).
func (m *Market) reconcileWorker(ctx context.Context, id uint64) error {
	return m.withJob(ctx, id, m.stepWorker)
}

func (m *Market) stepWorker(ctx context.Context, j *Job, b Bounty) error {
	if j.Stage == StageClaiming {
		return m.settleClaim(ctx, j, b)
	}
	id := b.ID
	if b.Status.Terminal() {
		j.Stage, j.Outcome = StageDone, b.Status.String()
		m.log.Info("bounty settled", "bounty", id, "outcome", j.Outcome, "agent", j.Agent)
		return m.save(j)
	}
	switch b.Status {
	case StatusClaimed:
		return m.advanceWorker(ctx, j)
	case StatusSubmitted:
		if j.Stage != StageSubmitted { // submitted before a crash, recorded after it
			j.Stage = StageSubmitted
			if err := m.save(j); err != nil {
				return err
			}
		}
		m.deliver(ctx, j)
		return m.finalizeAfter(ctx, b)
	case StatusRejected:
		if disputed, err := m.disputeIfSound(ctx, j, b); disputed || err != nil {
			return err
		}
		return m.finalizeAfter(ctx, b)
	case StatusDisputed:
		return m.finalizeAfter(ctx, b)
	}
	return nil
}

// finalizeAfter takes the permissionless timeout exit once the bounty's phase has ended.
func (m *Market) finalizeAfter(ctx context.Context, b Bounty) error {
	now, err := m.chainNow(ctx)
	if err != nil {
		return err
	}
	if !now.After(b.Until) {
		return nil
	}
	if _, err := m.esc.Finalize(ctx, b.ID); err != nil {
		return err
	}
	m.log.Info("finalized bounty after its timeout", "bounty", b.ID, "was", b.Status, "until", b.Until.Format(time.RFC3339))
	return nil
}

func (m *Market) policyByAgent(agentID uint64) (Policy, bool) {
	for _, p := range m.Policies() {
		if p.AgentID == agentID {
			return p, true
		}
	}
	return Policy{}, false
}
