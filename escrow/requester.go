package escrow

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"os/exec"
	"strings"
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
	MinPaid       uint64          `json:"minPaid,omitempty"` // paid record, gwei-equivalents
	Assignee      uint64          `json:"assignee,omitempty"`
	ParentID      uint64          `json:"parentId,omitempty"`
	Arbiter       common.Address  `json:"arbiter,omitzero"`
	// Verifier is a shell command run with the result JSON on stdin: exit 0 accepts it, anything
	// else rejects it. Empty accepts any result the agent produced without an error.
	Verifier string `json:"verifier,omitempty"`
}

// Post stores the spec where workers can fetch it, funds the bounty on chain, records the job
// and announces the bounty. It returns the bounty id.
func (m *Market) Post(ctx context.Context, r PostRequest) (uint64, error) {
	if r.Skill == "" {
		return 0, fmt.Errorf("%w: a bounty needs a skill", ErrBadParams)
	}
	nonce := make([]byte, 8)
	_, _ = rand.Read(nonce)
	spec := Spec{Skill: r.Skill, Input: r.Input, Description: r.Description,
		RequesterKey: hex.EncodeToString(crypto.FromECDSAPub(m.key.PublicKey())), RequesterPeer: m.transport.Self(),
		Nonce: hex.EncodeToString(nonce)}
	blob, err := spec.Encode()
	if err != nil {
		return 0, err
	}
	var minStake *big.Int
	if r.MinStake != nil {
		minStake = r.MinStake.Int()
	}
	p := PostParams{Token: r.Token, Amount: r.Reward.Int(), SpecHash: Hash(blob), Deadline: r.Deadline,
		ReviewWindow: r.ReviewWindow, MinStake: minStake, MinReputation: r.MinReputation, MinPaid: r.MinPaid, Assignee: r.Assignee,
		ParentID: r.ParentID, Arbiter: r.Arbiter}
	if err := p.Validate(time.Now()); err != nil {
		return 0, err
	}
	if err := m.transport.PublishSpec(ctx, blob); err != nil {
		return 0, fmt.Errorf("escrow: publish spec: %w", err)
	}
	id, _, err := m.esc.Post(ctx, p)
	if err != nil {
		return 0, err
	}
	j := &Job{Role: RoleRequester, BountyID: id, Stage: StagePosted, Spec: blob, Verifier: r.Verifier}
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

// ErrNotOurBounty: a delivery for a bounty this node did not post.
var ErrNotOurBounty = errors.New("escrow: not a bounty of this node")

// Deliver takes a sealed result from a worker for one of this node's bounties: it opens it,
// checks it is for that bounty, and keeps it for Reconcile to judge once the hash is on chain.
func (m *Market) Deliver(ctx context.Context, bountyID uint64, sealed []byte) error {
	j, ok := m.Job(bountyID)
	if !ok || j.Role != RoleRequester {
		return fmt.Errorf("%w: %d", ErrNotOurBounty, bountyID)
	}
	if len(sealed) > MaxResultSize+1024 {
		return fmt.Errorf("escrow: sealed result of %d bytes above the limit", len(sealed))
	}
	plain, err := m.key.Open(sealed)
	if err != nil {
		return err
	}
	var res Result
	if err := json.Unmarshal(plain, &res); err != nil || res.BountyID != bountyID {
		return fmt.Errorf("escrow: delivery for bounty %d is not a result of it", bountyID)
	}
	if !m.lock(bountyID) {
		return fmt.Errorf("escrow: bounty %d is busy, deliver again", bountyID)
	}
	defer m.unlock(bountyID)
	j, _ = m.Job(bountyID)
	if j.Stage != StagePosted {
		return nil // already have one
	}
	j.Result, j.ResultHash, j.Stage = plain, Hash(plain), StageReceived
	if err := m.save(&j); err != nil {
		return err
	}
	m.log.Info("received result", "bounty", bountyID, "agent", res.AgentID, "bytes", len(plain))
	return nil
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
	switch {
	case j.Result == nil:
		now, err := m.chainNow(ctx)
		if err != nil {
			return err
		}
		// Give delivery until the last quarter of the review window, then reject.
		if now.Before(b.Until.Add(-b.ReviewWindow / 4)) {
			return nil
		}
		verdict, reason = "rejected", "no result was delivered"
	case j.ResultHash != b.ResultHash:
		verdict, reason = "rejected", "delivered result does not match the submitted hash"
	default:
		verdict, reason = m.verify(ctx, j)
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

// verify runs the requester's verifier, or accepts any error-free result.
func (m *Market) verify(ctx context.Context, j *Job) (verdict, reason string) {
	var res Result
	if err := json.Unmarshal(j.Result, &res); err != nil {
		return "rejected", "result does not decode"
	}
	if j.Verifier == "" {
		if res.Error != "" || len(res.Output) == 0 {
			return "rejected", "the agent reported an error: " + res.Error
		}
		return "accepted", "no verifier: the agent produced a result"
	}
	ctx, cancel := context.WithTimeout(ctx, m.cfg.VerifierTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, "/bin/sh", "-c", j.Verifier)
	cmd.Stdin = bytes.NewReader(j.Result)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return "rejected", fmt.Sprintf("verifier: %v: %s", err, strings.TrimSpace(out.String()))
	}
	return "accepted", "verifier passed"
}
