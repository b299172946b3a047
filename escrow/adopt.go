package escrow

import (
	"context"
	"fmt"
	"time"
)

// Adopt resumes a bounty that one of this node's agents claimed on chain but that the node has
// no record of: a claim sent by an older version of the node, or one whose claiming record was
// dropped before its transaction was mined (see Market.claim for the record that normally
// covers this window). It fetches the spec again (from peer, or wherever it is provided),
// trying Config.SpecFetchAttempts times with a doubling wait while it cannot be found yet (no
// peer right after a restart) and logging each failure, checks it against the on-chain hash,
// records the job as claimed and carries on with the work. A job recorded as claiming is
// settled from the chain instead. A bounty that is not claimed by a local agent is left alone
// (ErrNotForUs); one the node knows is a no-op; one the market is busy with at that moment
// gives ErrBusy (try again).
func (m *Market) Adopt(ctx context.Context, bountyID uint64, peer string) error {
	if !m.lock(bountyID) {
		// Busy, e.g. with the offer the replayed BountyPosted event made at restart, which
		// finds the bounty claimed and drops it: the caller must try again, not count it done.
		return fmt.Errorf("escrow: adopt bounty %d: %w", bountyID, ErrBusy)
	}
	defer m.unlock(bountyID)
	known, ok := m.Job(bountyID)
	if ok && known.Stage != StageClaiming {
		return nil
	}
	b, err := m.esc.Bounty(ctx, bountyID)
	if err != nil {
		return err
	}
	if ok {
		return m.settleClaim(ctx, &known, b)
	}
	pol, ok := m.policyByAgent(b.AgentID)
	if b.Status != StatusClaimed || !ok {
		return fmt.Errorf("%w: bounty %d is %s by agent %d", ErrNotForUs, bountyID, b.Status, b.AgentID)
	}
	blob, spec, err := m.fetchClaimedSpec(ctx, b, peer, pol)
	if err != nil {
		return err
	}
	m.log.Warn("found a claim of ours with no job record (stopped mid-claim); resuming it", "bounty", bountyID, "agent", pol.Agent)
	j := &Job{Role: RoleWorker, BountyID: bountyID, Stage: StageClaimed, Agent: pol.Agent, AgentID: pol.AgentID, Spec: blob, Peer: spec.RequesterPeer}
	if err := m.save(j); err != nil {
		return err
	}
	return m.advanceWorker(ctx, j)
}

// fetchClaimedSpec fetches and checks the spec of bounty b, which pol's agent claimed. Right
// after a restart the node may have no peer yet, so a failure is retried, up to
// Config.SpecFetchAttempts in all with a wait doubling from Config.SpecFetchBackoff, and each
// is logged with what an operator can do about it.
func (m *Market) fetchClaimedSpec(ctx context.Context, b Bounty, peer string, pol Policy) ([]byte, Spec, error) {
	wait := m.cfg.SpecFetchBackoff
	for attempt := 1; ; attempt++ {
		blob, err := m.transport.FetchSpec(ctx, peer, b.SpecHash)
		if err == nil {
			var spec Spec
			if spec, _, err = DecodeSpec(blob, b.SpecHash, b.Requester); err == nil {
				return blob, spec, nil
			}
		}
		if ctx.Err() != nil {
			return nil, Spec{}, fmt.Errorf("escrow: fetch spec of claimed bounty %d: %w", b.ID, ctx.Err())
		}
		if attempt >= m.cfg.SpecFetchAttempts {
			m.log.Error("gave up fetching the task spec of a bounty our agent claimed; the node tries again later, but the work cannot start without it. "+
				"Check that this node has peers and that the requester's node is online, before the deadline, when the claim forfeits part of the agent's stake",
				"bounty", b.ID, "agent", pol.Agent, "attempts", attempt, "deadline", b.Until.Format(time.RFC3339), "spec_hash", b.SpecHash.Hex(), "err", err)
			return nil, Spec{}, fmt.Errorf("escrow: fetch spec of claimed bounty %d (%d attempts): %w", b.ID, attempt, err)
		}
		m.log.Warn("could not fetch the task spec of a bounty our agent claimed (the requester's node serves it, directly or through the DHT); retrying. "+
			"If this repeats, check this node's peer connections",
			"bounty", b.ID, "agent", pol.Agent, "attempt", attempt, "of", m.cfg.SpecFetchAttempts, "retry_in", wait, "err", err)
		select {
		case <-ctx.Done():
			return nil, Spec{}, fmt.Errorf("escrow: fetch spec of claimed bounty %d: %w", b.ID, ctx.Err())
		case <-time.After(wait):
		}
		wait *= 2
	}
}

// AgentIDs are the on-chain ids of the agents this market works for.
func (m *Market) AgentIDs() []uint64 {
	out := make([]uint64, 0, len(m.policies))
	for _, p := range m.policies {
		out = append(out, p.AgentID)
	}
	return out
}
