package escrow

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// PostRequest is a bounty as a requester describes it.
type PostRequest struct {
	Skill         string          `json:"skill"`
	Input         json.RawMessage `json:"input"`
	Description   string          `json:"description,omitempty"`
	Reward        *BigString      `json:"reward"`
	Token         common.Address  `json:"token,omitzero"`
	Deadline      time.Time       `json:"deadline"`
	ReviewWindow  time.Duration   `json:"reviewWindow"`
	MinStake      *BigString      `json:"minStake,omitempty"`
	MinReputation uint8           `json:"minReputation,omitempty"`
	// MinPaid is the paid record (gwei-equivalents) the claiming agent needs. Unset with a
	// MinReputation gate on an ETH bounty, Post asks for the bounty's own weight (DefaultMinPaid):
	// a score alone is bought with one minimum bounty, a record as large as the bounty costs the
	// fee on that much real value.
	MinPaid  uint64         `json:"minPaid,omitempty"`
	Assignee uint64         `json:"assignee,omitempty"`
	ParentID uint64         `json:"parentId,omitempty"`
	Arbiter  common.Address `json:"arbiter,omitzero"`
	// Verifier is a shell command run with the result JSON on stdin: exit 0 accepts it, anything
	// else rejects it. Empty accepts any result the agent produced without an error.
	Verifier string `json:"verifier,omitempty"`
	// Manual holds a delivered result for a person to accept or reject (Market.Decide); the
	// verifier is not run. Undecided, the contract accepts it when the review window ends.
	Manual bool `json:"manual,omitempty"`
	// CallID is the call for bids a direct hire follows (set by Hire).
	CallID common.Hash `json:"callId,omitzero"`
	// Nonce is the spec's nonce (hex, at most 64 digits); empty: a random one. With it set, the
	// spec and its hash are known before the post (SpecFor), so a caller that records them
	// first finds the bounty again after a stop mid-post (Posted).
	Nonce string `json:"nonce,omitempty"`
	// Room is the AgentChat room the requester follows the task in (a team's room), written
	// into the spec: the worker's node joins it while its agent works.
	Room string `json:"room,omitempty"`
}

// Post stores the spec where workers can fetch it, funds the bounty on chain, records the job
// and announces the bounty. It returns the bounty id.
func (m *Market) Post(ctx context.Context, r PostRequest) (uint64, error) {
	if r.Skill == "" {
		return 0, fmt.Errorf("%w: a bounty needs a skill", ErrBadParams)
	}
	if r.Manual && r.Verifier != "" {
		return 0, fmt.Errorf("%w: a bounty reviewed by a person runs no verifier", ErrBadParams)
	}
	blob, specHash, err := m.SpecFor(r)
	if err != nil {
		return 0, err
	}
	var minStake *big.Int
	if r.MinStake != nil {
		minStake = r.MinStake.Int()
	}
	p := PostParams{Token: r.Token, Amount: r.Reward.Int(), SpecHash: specHash, Deadline: r.Deadline,
		ReviewWindow: r.ReviewWindow, MinStake: minStake, MinReputation: r.MinReputation, MinPaid: r.MinPaid, Assignee: r.Assignee,
		ParentID: r.ParentID, Arbiter: r.Arbiter}
	if r.MinReputation > 0 && r.MinPaid == 0 && r.Token == NativeToken {
		p.MinPaid = DefaultMinPaid(p.Amount)
	}
	if err := p.Validate(time.Now()); err != nil {
		return 0, err
	}
	if err := m.esc.checkBounds(ctx, p); err != nil { // before the spec goes out
		return 0, err
	}
	if err := m.transport.PublishSpec(ctx, blob); err != nil {
		return 0, fmt.Errorf("escrow: publish spec: %w", err)
	}
	id, _, err := m.esc.Post(ctx, p)
	if err != nil {
		return 0, err
	}
	j := &Job{Role: RoleRequester, BountyID: id, Stage: StagePosted, Spec: blob, Verifier: r.Verifier, Manual: r.Manual}
	if err := m.save(j); err != nil {
		return id, err
	}
	m.log.Info("posted bounty", "bounty", id, "skill", r.Skill, "reward_wei", p.Amount, "deadline", r.Deadline.Format(time.RFC3339))
	if m.announcer != nil {
		a := Announcement{ChainID: m.cfg.ChainID, Escrow: m.esc.Address(), BountyID: id, Skill: r.Skill,
			Reward: r.Reward, Token: r.Token, SpecHash: p.SpecHash, Deadline: r.Deadline.Unix(), Peer: m.transport.Self()}
		if err := a.Sign(m.key, time.Now()); err != nil {
			return id, err
		}
		if err := m.announcer.Announce(ctx, a); err != nil {
			m.log.Warn("bounty posted but not announced; workers watching the chain still see it", "bounty", id, "err", err)
		}
	}
	return id, nil
}

// DefaultMinPaid is the paid record a reputation gate asks for on an ETH bounty of amount wei:
// the bounty's own weight (amount / 1e9, the reputation registry's gwei-equivalents), so the
// record that unlocks it cost at least the fee on as much value paid through the escrow.
func DefaultMinPaid(amount *big.Int) uint64 {
	w := new(big.Int).Div(amount, big.NewInt(1e9))
	if !w.IsUint64() {
		return ^uint64(0)
	}
	return w.Uint64()
}

// reconcileRequester judges a delivered result once its hash is on chain, leaves feedback,
// and takes the refund exits of a bounty nobody did.
func (m *Market) reconcileRequester(ctx context.Context, id uint64) error {
	return m.withJob(ctx, id, m.stepRequester)
}

func (m *Market) stepRequester(ctx context.Context, j *Job, b Bounty) error {
	id := b.ID
	switch {
	case b.Status == StatusAccepted || b.Status == StatusResolved:
		if !j.Feedback && m.rep != nil && m.cfg.FeedbackScore > 0 && b.Status == StatusAccepted && j.Verdict != "rejected" {
			if err := m.rep.GiveFeedback(ctx, id, m.cfg.FeedbackScore, "result"); err != nil {
				m.log.Warn("feedback not recorded", "bounty", id, "err", err)
			}
			j.Feedback = true
		}
		j.Stage, j.Outcome = StageDone, b.Status.String()
		m.log.Info("bounty settled", "bounty", id, "outcome", j.Outcome, "agent", b.AgentID)
		return m.save(j)
	case b.Status.Terminal():
		j.Stage, j.Outcome = StageDone, b.Status.String()
		return m.save(j)
	case b.Status == StatusOpen || b.Status == StatusClaimed:
		return m.finalizeAfter(ctx, b) // deadline passed without a submission: refund
	case b.Status == StatusSubmitted:
		return m.judge(ctx, j, b)
	default: // rejected or disputed: wait for the agent, the arbiter or the timeout
		return m.finalizeAfter(ctx, b)
	}
}

// judge accepts or rejects a submitted result.
func (m *Market) judge(ctx context.Context, j *Job, b Bounty) error {
	if j.Stage == StageDecided {
		return nil
	}
	var verdict, reason string
	if j.ResultHash != b.ResultHash || j.Result == nil {
		j.Result, j.ResultHash = nil, common.Hash{}
		pickCandidate(j, b.ResultHash)
		if j.Result != nil && !j.Manual {
			// Recorded before the verdict's transaction: a reader that sees the bounty
			// accepted on chain finds the result it accepted.
			if err := m.save(j); err != nil {
				return err
			}
		}
	}
	if j.Result == nil {
		now, err := m.chainNow(ctx)
		if err != nil {
			return err
		}
		// Give delivery until the last quarter of the review window, then reject.
		if now.Before(b.Until.Add(-b.ReviewWindow / 4)) {
			return nil
		}
		verdict, reason = "rejected", "no result was delivered"
		if len(j.Candidates) > 0 {
			verdict, reason = "rejected", "no delivered result matches the submitted hash"
		}
	} else if j.Manual {
		if held, _ := m.Job(b.ID); held.Result != nil && held.ResultHash == j.ResultHash {
			return nil // held for the person already
		}
		j.Stage = StageReceived // the result, picked, waits for Decide
		m.log.Info("result held for review", "bounty", b.ID, "until", b.Until.Format(time.RFC3339))
		return m.save(j)
	} else {
		vctx, done := m.preemptible(ctx, b.ID)
		verdict, reason = m.verify(vctx, j)
		if done() {
			return nil // a person decided while the verifier ran: Decide takes over
		}
	}
	if verdict == "accepted" {
		if _, err := m.esc.Accept(ctx, b.ID); err != nil {
			return err
		}
	} else if _, err := m.esc.Reject(ctx, b.ID, crypto.Keccak256Hash([]byte(reason))); err != nil {
		return err
	}
	j.Stage, j.Verdict, j.Err = StageDecided, verdict, reason
	m.log.Info("judged result", "bounty", b.ID, "verdict", verdict, "reason", reason)
	return m.save(j)
}
