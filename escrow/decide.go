package escrow

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

var (
	// ErrNotReviewable is returned (wrapped) by Decide for a bounty that has no submitted
	// result waiting for a verdict: not posted by this node, not submitted yet, or decided.
	ErrNotReviewable = errors.New("escrow: no result to review")
	// ErrNoResult is returned (wrapped) by Decide when accepting a submitted bounty whose
	// result has not been delivered (or does not match the submitted hash): paying for a
	// result nobody can read is refused; reject it, or wait for the delivery.
	ErrNoResult = errors.New("escrow: the submitted result was not delivered")
)

// decideWait bounds how long Decide waits for a reconcile step holding the bounty.
const decideWait = 5 * time.Second

// Decide is a person's verdict on a result submitted for one of this node's bounties: accept
// pays the agent; reject (with a reason, whose hash goes on chain) opens the dispute window.
// It works on any submitted bounty the node posted that is not decided yet, held for review
// (PostRequest.Manual) or not. The verdict is recorded on the job like the automatic one.
func (m *Market) Decide(ctx context.Context, id uint64, accept bool, reason string) error {
	if !accept && reason == "" {
		return fmt.Errorf("%w: a rejection needs a reason", ErrBadParams)
	}
	wait, cancel := context.WithTimeout(ctx, decideWait)
	defer cancel()
	for !m.lock(id) {
		// The automation holds the bounty; a verifier it runs (or starts while this waits) is
		// stopped, so the person's verdict is the one sent.
		m.preempt(id)
		select {
		case <-wait.Done():
			return fmt.Errorf("escrow: decide bounty %d: %w", id, ErrBusy)
		case <-time.After(20 * time.Millisecond):
		}
	}
	defer m.unlock(id)
	j, ok := m.Job(id)
	if !ok || j.Role != RoleRequester {
		return fmt.Errorf("%w: bounty %d was not posted by this node", ErrNotReviewable, id)
	}
	if j.Stage == StageDecided || j.Stage == StageDone {
		return fmt.Errorf("%w: bounty %d is decided already (%s)", ErrNotReviewable, id, firstNonEmpty(j.Verdict, j.Outcome))
	}
	b, err := m.esc.Bounty(ctx, id)
	if err != nil {
		return err
	}
	if b.Status != StatusSubmitted {
		return fmt.Errorf("%w: bounty %d is %s, only a submitted result can be accepted or rejected", ErrNotReviewable, id, b.Status)
	}
	if j.ResultHash != b.ResultHash || j.Result == nil {
		j.Result, j.ResultHash = nil, common.Hash{}
		pickCandidate(&j, b.ResultHash)
	}
	verdict := "rejected"
	if accept {
		if j.Result == nil {
			return fmt.Errorf("%w: bounty %d; reject it, or wait for the delivery", ErrNoResult, id)
		}
		verdict, reason = "accepted", firstNonEmpty(reason, "accepted by the requester")
		if _, err := m.esc.Accept(ctx, id); err != nil {
			return err
		}
	} else if _, err := m.esc.Reject(ctx, id, crypto.Keccak256Hash([]byte(reason))); err != nil {
		return err
	}
	j.Stage, j.Verdict, j.Err = StageDecided, verdict, reason
	m.log.Info("decided result", "bounty", id, "verdict", verdict, "reason", reason)
	return m.save(&j)
}

func firstNonEmpty(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// errPreempted stops a verifier whose bounty a person has just decided.
var errPreempted = errors.New("escrow: a person decided the bounty")

// preemptible derives the context a verifier of bounty id runs under, which Decide cancels;
// done reports whether it did (then the person's verdict, not the verifier's, is the one to
// send).
func (m *Market) preemptible(ctx context.Context, id uint64) (_ context.Context, done func() bool) {
	ctx, cancel := context.WithCancelCause(ctx)
	m.mu.Lock()
	m.judging[id] = cancel
	m.mu.Unlock()
	return ctx, func() bool {
		m.mu.Lock()
		delete(m.judging, id)
		m.mu.Unlock()
		preempted := errors.Is(context.Cause(ctx), errPreempted)
		cancel(nil)
		return preempted
	}
}

// preempt stops the verifier running for bounty id, if any.
func (m *Market) preempt(id uint64) {
	m.mu.Lock()
	cancel := m.judging[id]
	m.mu.Unlock()
	if cancel != nil {
		cancel(errPreempted)
	}
}
