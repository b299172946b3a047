package escrow

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// maxRefusals bounds the refusals a market remembers (oldest dropped first): bounties are
// posted by strangers, so the record of what this node turned down must not grow without end.
const maxRefusals = 1024

// errNoDispute: the worker lets a rejection time out instead of disputing it.
var errNoDispute = errors.New("escrow: not disputing")

// Refusal is why this node's agents did not claim a bounty, or did not dispute its rejection.
type Refusal struct {
	BountyID uint64    `json:"bountyId"`
	Agent    string    `json:"agent,omitempty"`
	Reason   string    `json:"reason"`
	At       time.Time `json:"at"`
	kind     error
}

// refusals is the market's bounded record of refusals, under Market.mu.
type refusals struct {
	by    map[uint64]Refusal
	order []uint64
}

// put records r and reports whether it is new in kind for its bounty (then it is worth a log).
func (rs *refusals) put(r Refusal) bool {
	if rs.by == nil {
		rs.by = map[uint64]Refusal{}
	}
	old, seen := rs.by[r.BountyID]
	if !seen {
		rs.order = append(rs.order, r.BountyID)
		if len(rs.order) > maxRefusals {
			delete(rs.by, rs.order[0])
			rs.order = rs.order[1:]
		}
	}
	rs.by[r.BountyID] = r
	return !seen || old.kind != r.kind
}

// forget drops bounty id's refusal (its agent took it after all).
func (rs *refusals) forget(id uint64) {
	if _, ok := rs.by[id]; !ok {
		return
	}
	delete(rs.by, id)
	rs.order = slices.DeleteFunc(rs.order, func(x uint64) bool { return x == id })
}

// Refusal returns why this node did not claim bounty id (or did not dispute it), if it did not.
func (m *Market) Refusal(id uint64) (Refusal, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	r, ok := m.refusals.by[id]
	return r, ok
}

// refuse records why pol's agent turned bounty id down, logging it once per kind of reason.
func (m *Market) refuse(id uint64, agent string, err error) {
	r := Refusal{BountyID: id, Agent: agent, Reason: err.Error(), At: time.Now().UTC(), kind: refusalKind(err)}
	m.mu.Lock()
	fresh := m.refusals.put(r)
	m.mu.Unlock()
	if fresh {
		m.log.Info("refused bounty", "bounty", id, "agent", agent, "reason", r.Reason)
	}
}

// disputeIfSound disputes a rejection of job j when its policy says so, the bounty's arbiter is
// one the policy accepts and the claim's reservation is intact; otherwise it lets the rejection
// time out (saying so once in the log) and reports false.
func (m *Market) disputeIfSound(ctx context.Context, j *Job, b Bounty) (bool, error) {
	p, ok := m.policyByAgent(j.AgentID)
	if !ok || !p.Dispute || b.Arbiter == (common.Address{}) {
		return false, nil
	}
	if !p.AcceptsArbiter(b.Arbiter) {
		m.refuse(b.ID, j.Agent, fmt.Errorf("%w: arbiter %s is no longer accepted; the rejection will time out", errNoDispute, b.Arbiter.Hex()))
		return false, nil
	}
	intact, err := m.reservationIntact(ctx, b)
	if err != nil {
		return false, err
	}
	if !intact {
		m.refuse(b.ID, j.Agent, fmt.Errorf("%w: the claim's reservation is not intact; the rejection will time out", errNoDispute))
		return false, nil
	}
	reason := crypto.Keccak256Hash([]byte("agentsite: result delivered as specified"))
	if _, err := m.esc.Dispute(ctx, b.ID, reason); err != nil {
		return false, err
	}
	m.log.Info("disputed rejection", "bounty", b.ID, "arbiter", b.Arbiter.Hex())
	return true, nil
}

// reservationIntact reports whether the agent's reserved stake still covers bounty b's
// reservation (the escrow refuses a dispute otherwise).
func (m *Market) reservationIntact(ctx context.Context, b Bounty) (bool, error) {
	res, err := m.esc.ReservationOf(ctx, b.ID)
	if err != nil {
		return false, err
	}
	reserved, err := m.esc.reservedOf(ctx, b.AgentID)
	if err != nil {
		return false, err
	}
	return reserved.Cmp(res) >= 0, nil
}
