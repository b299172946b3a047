package chainindex

import (
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/escrow"
)

// Bounty is a bounty as the escrow's events describe it: the fields the contract stores
// (escrow.Bounty, identical to escrow.Client.Bounty once indexed) plus its history.
type Bounty struct {
	escrow.Bounty
	// Deadline and Assignee are the post parameters (Until and AgentID move on).
	Deadline time.Time `json:"deadline"`
	Assignee uint64    `json:"assignee"`
	// ClaimedBy is the account that claimed for the agent.
	ClaimedBy common.Address `json:"claimedBy,omitzero"`
	// Transitions lists every status change with its block, time and transaction.
	Transitions []Transition `json:"transitions"`
	// Paid is what the agent received (after the fee), Fee the protocol's cut, Refunded what
	// went back to the requester, Slashed the agent stake a ruling (or a conceded rejection's
	// forfeit) sent to the treasury.
	Paid     *big.Int `json:"paid"`
	Fee      *big.Int `json:"fee"`
	Refunded *big.Int `json:"refunded"`
	Slashed  *big.Int `json:"slashed"`
	// Reservation is the agent stake the claim locks until settlement (nil before a claim).
	Reservation *big.Int `json:"reservation,omitempty"`
	// Forfeited is the stake an expired claim cost the agent (10% of the bounty's value, to the
	// treasury); nil unless the bounty expired while claimed.
	Forfeited *big.Int `json:"forfeited,omitempty"`
	// AgentBps is the agent's share of a resolution; ByTimeout when nobody ruled;
	// Automatic for an acceptance by review timeout; SlashFailed when a slash was refused.
	AgentBps    uint16 `json:"agentBps,omitempty"`
	ByTimeout   bool   `json:"byTimeout,omitempty"`
	Automatic   bool   `json:"automatic,omitempty"`
	SlashFailed bool   `json:"slashFailed,omitempty"`
	// RejectReason and DisputeReason are the hashes given with a rejection and a dispute.
	RejectReason  common.Hash `json:"rejectReason,omitzero"`
	DisputeReason common.Hash `json:"disputeReason,omitzero"`
}

// Transition is one status change of a bounty.
type Transition struct {
	Status escrow.Status `json:"status"`
	Block  uint64        `json:"block"`
	Time   time.Time     `json:"time"`
	TxHash common.Hash   `json:"txHash"`
}

// At returns when the bounty entered status s.
func (b *Bounty) At(s escrow.Status) (time.Time, bool) {
	for _, t := range b.Transitions {
		if t.Status == s {
			return t.Time, true
		}
	}
	return time.Time{}, false
}

// bountyRec is the stored form of a Bounty (escrow.Status marshals as text only).
type bountyRec struct {
	ID            uint64         `json:"id"`
	Requester     common.Address `json:"requester"`
	Status        uint8          `json:"status"`
	Until         uint64         `json:"until"`
	AgentID       uint64         `json:"agentId"`
	Token         common.Address `json:"token"`
	Amount        *big.Int       `json:"amount"`
	SpecHash      common.Hash    `json:"specHash"`
	Arbiter       common.Address `json:"arbiter"`
	ReviewWindow  uint32         `json:"reviewWindow"`
	MinReputation uint8          `json:"minReputation"`
	ParentID      uint64         `json:"parentId"`
	MinStake      *big.Int       `json:"minStake"`
	MinPaid       uint64         `json:"minPaid,omitempty"`
	Forfeited     *big.Int       `json:"forfeited,omitempty"`
	Reservation   *big.Int       `json:"reservation,omitempty"`
	ResultHash    common.Hash    `json:"resultHash"`
	Deadline      uint64         `json:"deadline"`
	Assignee      uint64         `json:"assignee"`
	ClaimedBy     common.Address `json:"claimedBy"`
	Transitions   []transition   `json:"transitions"`
	Paid          *big.Int       `json:"paid"`
	Fee           *big.Int       `json:"fee"`
	Refunded      *big.Int       `json:"refunded"`
	Slashed       *big.Int       `json:"slashed"`
	AgentBps      uint16         `json:"agentBps"`
	ByTimeout     bool           `json:"byTimeout"`
	Automatic     bool           `json:"automatic"`
	SlashFailed   bool           `json:"slashFailed"`
	RejectReason  common.Hash    `json:"rejectReason"`
	DisputeReason common.Hash    `json:"disputeReason"`
}

type transition struct {
	Status uint8       `json:"s"`
	Block  uint64      `json:"b"`
	Time   uint64      `json:"t"`
	TxHash common.Hash `json:"x"`
}

func unix(s uint64) time.Time { return time.Unix(int64(s), 0).UTC() }

func (r *bountyRec) public() Bounty {
	b := Bounty{
		Bounty: escrow.Bounty{
			ID: r.ID, Requester: r.Requester, Status: escrow.Status(r.Status), Until: unix(r.Until), AgentID: r.AgentID,
			Token: r.Token, Amount: r.Amount, SpecHash: r.SpecHash, Arbiter: r.Arbiter,
			ReviewWindow: time.Duration(r.ReviewWindow) * time.Second, MinReputation: r.MinReputation,
			ParentID: r.ParentID, MinStake: r.MinStake, MinPaid: r.MinPaid, ResultHash: r.ResultHash, AgentBps: r.AgentBps,
		},
		Deadline: unix(r.Deadline), Assignee: r.Assignee, ClaimedBy: r.ClaimedBy,
		Paid: r.Paid, Fee: r.Fee, Refunded: r.Refunded, Slashed: r.Slashed, Forfeited: r.Forfeited, Reservation: r.Reservation, AgentBps: r.AgentBps,
		ByTimeout: r.ByTimeout, Automatic: r.Automatic, SlashFailed: r.SlashFailed,
		RejectReason: r.RejectReason, DisputeReason: r.DisputeReason,
	}
	for _, t := range r.Transitions {
		b.Transitions = append(b.Transitions, Transition{Status: escrow.Status(t.Status), Block: t.Block, Time: unix(t.Time), TxHash: t.TxHash})
	}
	return b
}

func (r *bountyRec) indexKeys(k keys) [][]byte {
	id := be64(r.ID)
	out := [][]byte{
		k.s(pByRequester, addr(r.Requester), id),
		k.s(pByStatus, []byte{r.Status}, id),
	}
	if r.AgentID != 0 {
		out = append(out, k.s(pByAgent, be64(r.AgentID), id))
	}
	if r.ParentID != 0 {
		out = append(out, k.s(pByParent, be64(r.ParentID), id))
	}
	return out
}

// applyBounty folds a BountyEscrow event into the bounty view.
func applyBounty(t vtx, ev Event, ex *extra) error {
	if ev.BountyID == 0 {
		return nil // PaymentDeferred, Withdrawn: no bounty
	}
	key := t.k.s(pBounty, be64(ev.BountyID))
	r := &bountyRec{ID: ev.BountyID}
	found, err := t.get(key, r)
	if err != nil {
		return err
	}
	if _, posted := ev.Data.(*bindings.BountyEscrowBountyPosted); !found && !posted {
		return nil // a transition of a bounty never posted: not from our escrow's history
	}
	var before [][]byte
	if found {
		before = r.indexKeys(t.k)
	}
	status := r.Status
	switch d := ev.Data.(type) {
	case *bindings.BountyEscrowBountyPosted:
		*r = bountyRec{
			ID: ev.BountyID, Requester: d.Requester, Token: d.Token, Amount: d.Amount, SpecHash: d.SpecHash,
			Deadline: d.Deadline, Until: d.Deadline, Assignee: ev.AgentID, AgentID: ev.AgentID, MinStake: new(big.Int),
			Paid: new(big.Int), Fee: new(big.Int), Refunded: new(big.Int), Slashed: new(big.Int),
		}
		r.ParentID, _ = id(d.ParentId)
		if ex != nil {
			r.Arbiter, r.ReviewWindow, r.MinReputation, r.MinPaid = ex.Arbiter, ex.ReviewWindow, ex.MinReputation, ex.MinPaid
			if ex.MinStake != nil {
				r.MinStake = ex.MinStake
			}
		}
		status = uint8(escrow.StatusOpen)
	case *bindings.BountyEscrowBountyClaimed:
		r.AgentID, r.ClaimedBy, status = ev.AgentID, d.By, uint8(escrow.StatusClaimed)
		if ex != nil && ex.Reservation != nil {
			r.Reservation = ex.Reservation
			if err := reserve(t, r.AgentID, r.Reservation); err != nil {
				return err
			}
		}
	case *bindings.BountyEscrowBountySubmitted:
		r.ResultHash, r.Until, status = d.ResultHash, d.ReviewEnd, uint8(escrow.StatusSubmitted)
	case *bindings.BountyEscrowBountyAccepted:
		r.Paid, r.Fee, r.Automatic, status = d.Paid, d.Fee, d.Automatic, uint8(escrow.StatusAccepted)
	case *bindings.BountyEscrowBountyRejected:
		r.RejectReason, r.Until, status = d.ReasonHash, d.DisputeEnd, uint8(escrow.StatusRejected)
	case *bindings.BountyEscrowBountyDisputed:
		r.DisputeReason, r.Until, status = d.ReasonHash, d.RuleEnd, uint8(escrow.StatusDisputed)
	case *bindings.BountyEscrowBountyResolved:
		r.AgentBps, r.Paid, r.Refunded, r.Slashed, r.ByTimeout = d.AgentBps, d.AgentPaid, d.Refunded, d.Slashed, d.ByTimeout
		gross := new(big.Int).Div(new(big.Int).Mul(r.Amount, big.NewInt(int64(d.AgentBps))), big.NewInt(10_000))
		r.Fee = floorSub(gross, d.AgentPaid)
		status = uint8(escrow.StatusResolved)
	case *bindings.BountyEscrowBountyCancelled:
		r.Refunded, status = r.Amount, uint8(escrow.StatusCancelled)
	case *bindings.BountyEscrowBountyExpired:
		r.Refunded, status = r.Amount, uint8(escrow.StatusExpired)
		if d.Forfeited != nil && d.Forfeited.Sign() > 0 {
			r.Forfeited = d.Forfeited
		}
	case *bindings.BountyEscrowSlashFailed:
		r.SlashFailed = true
	default:
		return nil
	}
	if settles(r.Status, status) && r.Reservation != nil {
		if err := reserve(t, r.AgentID, new(big.Int).Neg(r.Reservation)); err != nil {
			return err
		}
	}
	if status != r.Status {
		r.Status = status
		r.Transitions = append(r.Transitions, transition{Status: status, Block: ev.Block, Time: uint64(ev.Time.Unix()), TxHash: ev.TxHash})
	}
	if err := t.put(key, r); err != nil {
		return err
	}
	return t.reindex(before, r.indexKeys(t.k))
}

// settles reports whether moving from status from to status to releases a claim's reservation:
// every settlement of a claimed bounty does (accepted, resolved, expired while claimed).
func settles(from, to uint8) bool {
	if from == to || from == uint8(escrow.StatusOpen) {
		return false
	}
	switch escrow.Status(to) {
	case escrow.StatusAccepted, escrow.StatusResolved, escrow.StatusExpired:
		return true
	}
	return false
}

// reserve adds delta (negative: a release) to the agent's reserved stake.
func reserve(t vtx, agentID uint64, delta *big.Int) error {
	key := t.k.s(pAgent, be64(agentID))
	a := &Agent{}
	found, err := t.get(key, a)
	if err != nil || !found {
		return err
	}
	if a.Reserved == nil {
		a.Reserved = new(big.Int)
	}
	a.Reserved = floorSub(new(big.Int).Add(a.Reserved, delta), new(big.Int))
	return t.put(key, a)
}
