package escrow

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
)

// claimPendingGrace is how long a claim transaction the chain node took may stay unmined, its
// bounty still open, before the worker takes the attempt as over and drops its record. The
// sender replaces a stuck transaction up to 4 times, 45 s apart (chain.DefaultConfig), so
// about 4 minutes; a claim mined after its record was dropped is still adopted (Adopt).
const claimPendingGrace = 10 * time.Minute

// claimOutcome is what became of a claim, as the chain says.
type claimOutcome int

const (
	claimLanded  claimOutcome = iota // the bounty is claimed by this node for the job's agent
	claimLost                        // someone else holds it, or the attempt is over
	claimPending                     // the claim transaction may still be mined
)

// claim records j as claiming, with the spec already fetched and checked, then sends the claim
// transaction, recording its hash once the chain node takes it. On success j is saved as
// claimed. A failed claim is settled from the chain at once: landed after all (the receipt was
// lost) it counts as claimed; lost, the record is dropped and the claim's error returned (the
// revert says why). A node stopping meanwhile (ctx done) keeps the record: Reconcile settles
// it when the node starts again.
func (m *Market) claim(ctx context.Context, j *Job) error {
	j.Stage = StageClaiming
	if err := m.save(j); err != nil {
		return err
	}
	_, err := m.esc.ClaimTracked(ctx, j.BountyID, j.AgentID, func(tx common.Hash) {
		j.ClaimTx = tx
		if err := m.save(j); err != nil {
			m.log.Warn("could not record the claim transaction; it is looked up by the bounty instead", "bounty", j.BountyID, "tx", tx.Hex(), "err", err)
		}
	})
	if err == nil {
		j.Stage = StageClaimed
		return m.save(j)
	}
	if ctx.Err() != nil {
		return err // stopping: the record is settled from the chain at the next start
	}
	b, berr := m.esc.Bounty(ctx, j.BountyID)
	if berr != nil {
		return errors.Join(err, berr) // the record stays; Reconcile settles it
	}
	out, why, oerr := m.claimOutcome(ctx, j, b)
	switch {
	case oerr != nil:
		return errors.Join(err, oerr)
	case out == claimLanded:
		m.log.Warn("the claim's transaction failed to report but the claim is on chain; going on", "bounty", j.BountyID, "err", err)
		j.Stage = StageClaimed
		return m.save(j)
	case out == claimLost:
		if derr := m.dropClaim(j, why); derr != nil {
			return errors.Join(err, derr)
		}
	}
	return err
}

// settleClaim decides a job recorded as claiming from bounty b's state on chain: a claim of
// ours resumes the work (the spec is in the record), a claim that did not land drops the
// record, and one whose transaction may still be mined waits for the next pass.
func (m *Market) settleClaim(ctx context.Context, j *Job, b Bounty) error {
	out, why, err := m.claimOutcome(ctx, j, b)
	if err != nil {
		return fmt.Errorf("escrow: settle the claim of bounty %d: %w", j.BountyID, err)
	}
	switch out {
	case claimPending:
		m.log.Debug("claim transaction not mined yet; its bounty is still open", "bounty", j.BountyID, "tx", j.ClaimTx.Hex())
		return nil
	case claimLost:
		return m.dropClaim(j, why)
	}
	j.Stage = StageClaimed
	if err := m.save(j); err != nil {
		return err
	}
	m.log.Warn("found our claim on chain, sent before the node stopped; resuming the work", "bounty", j.BountyID, "agent", j.Agent, "tx", j.ClaimTx.Hex())
	if b.Status == StatusOpen { // the claim was mined after b was read: the work needs it as claimed
		if b, err = m.esc.Bounty(ctx, j.BountyID); err != nil {
			return err
		}
	}
	return m.stepWorker(ctx, j, b)
}

// claimOutcome reads what became of job j's claim; why says, for a lost claim, in words.
func (m *Market) claimOutcome(ctx context.Context, j *Job, b Bounty) (claimOutcome, string, error) {
	if b.Status != StatusOpen {
		by, err := m.esc.Claimer(ctx, j.BountyID)
		switch {
		case errors.Is(err, ErrNotClaimed):
			return claimLost, fmt.Sprintf("the bounty is %s and was never claimed", b.Status), nil
		case err != nil:
			return 0, "", err
		case by == m.key.Address() && b.AgentID == j.AgentID:
			return claimLanded, "", nil
		}
		return claimLost, fmt.Sprintf("another worker won it: agent %d of %s claimed it", b.AgentID, by.Hex()), nil
	}
	if j.ClaimTx == (common.Hash{}) {
		// Killed before the hash was recorded: the claim may be in the chain node's pool. While
		// the account has transactions not mined yet, wait. With none, a claim mined since b
		// was read shows in the bounty now; if it does not, the claim never went out.
		err := m.quiet(ctx)
		switch {
		case errors.Is(err, ErrTxInFlight):
			if time.Since(j.Updated) < claimPendingGrace {
				return claimPending, "", nil
			}
		case err != nil:
			return 0, "", err
		default:
			now, err := m.esc.Bounty(ctx, j.BountyID)
			if err != nil {
				return 0, "", err
			}
			if now.Status != StatusOpen {
				return m.claimOutcome(ctx, j, now)
			}
		}
		return claimLost, "the bounty is still open and no claim transaction of this account is pending", nil
	}
	rcpt, err := m.esc.s.Backend().TransactionReceipt(ctx, j.ClaimTx)
	switch {
	case err == nil:
		return claimLost, fmt.Sprintf("the claim transaction %s was mined in block %s without claiming (reverted) and the bounty is still open", j.ClaimTx.Hex(), rcpt.BlockNumber), nil
	case !errors.Is(err, ethereum.NotFound):
		return 0, "", fmt.Errorf("escrow: receipt of claim %s: %w", j.ClaimTx.Hex(), err)
	case time.Since(j.Updated) < claimPendingGrace:
		return claimPending, "", nil
	}
	return claimLost, fmt.Sprintf("the claim transaction %s was not mined within %s and the bounty is still open", j.ClaimTx.Hex(), claimPendingGrace), nil
}

// dropClaim forgets the record of a claim that did not land, and says why.
func (m *Market) dropClaim(j *Job, why string) error {
	if err := m.store.DeleteJob(j.BountyID); err != nil {
		return fmt.Errorf("escrow: drop the claim record of bounty %d: %w", j.BountyID, err)
	}
	m.mu.Lock()
	delete(m.jobs, j.BountyID)
	m.mu.Unlock()
	m.log.Info("dropped the record of a claim that did not land; no work is done for it", "bounty", j.BountyID, "agent", j.Agent, "why", why)
	return nil
}
