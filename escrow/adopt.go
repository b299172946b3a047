package escrow

import (
	"context"
	"fmt"
)

// Adopt resumes a bounty that one of this node's agents claimed on chain but that the node has
// no record of: the node stopped after its claim transaction was sent and before the job was
// written. It fetches the spec again (from peer, or wherever it is provided), checks it against
// the on-chain hash, records the job as claimed and carries on with the work. A bounty that
// is not claimed by a local agent is left alone (ErrNotForUs); one the node knows is a no-op;
// one the market is busy with at that moment gives ErrBusy (try again).
func (m *Market) Adopt(ctx context.Context, bountyID uint64, peer string) error {
	if !m.lock(bountyID) {
		// Busy, e.g. with the offer the replayed BountyPosted event made at restart, which
		// finds the bounty claimed and drops it: the caller must try again, not count it done.
		return fmt.Errorf("escrow: adopt bounty %d: %w", bountyID, ErrBusy)
	}
	defer m.unlock(bountyID)
	if _, ok := m.Job(bountyID); ok {
		return nil
	}
	b, err := m.esc.Bounty(ctx, bountyID)
	if err != nil {
		return err
	}
	pol, ok := m.policyByAgent(b.AgentID)
	if b.Status != StatusClaimed || !ok {
		return fmt.Errorf("%w: bounty %d is %s by agent %d", ErrNotForUs, bountyID, b.Status, b.AgentID)
	}
	blob, err := m.transport.FetchSpec(ctx, peer, b.SpecHash)
	if err != nil {
		return fmt.Errorf("escrow: fetch spec of claimed bounty %d: %w", bountyID, err)
	}
	spec, _, err := DecodeSpec(blob, b.SpecHash, b.Requester)
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

// AgentIDs are the on-chain ids of the agents this market works for.
func (m *Market) AgentIDs() []uint64 {
	out := make([]uint64, 0, len(m.policies))
	for _, p := range m.policies {
		out = append(out, p.AgentID)
	}
	return out
}
