package chainindex

import (
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
)

var _ escrow.RequesterHistory = (*Index)(nil)

// RequesterRecord implements escrow.RequesterHistory: it sums the settled bounties (accepted
// or resolved) that requester posted in token, from the by-requester index. Refused is what
// each did not pay its agent: a resolved bounty's amount less the agent's share (a rejection
// without an arbiter, a conceded one, a dispute nobody ruled, a ruling's requester share).
// The walk is over the requester's own bounties, each of which cost it a post.
func (ix *Index) RequesterRecord(requester, token common.Address) (escrow.RequesterRecord, error) {
	r := escrow.RequesterRecord{Settled: new(big.Int), Refused: new(big.Int)}
	bs, err := ix.Bounties(Filter{Requester: requester})
	if err != nil {
		return r, fmt.Errorf("chainindex: record of requester %s: %w", requester.Hex(), err)
	}
	for i := range bs {
		addSettled(&r, &bs[i], token)
	}
	return r, nil
}

// addSettled adds b to r when it is a settled bounty in token.
func addSettled(r *escrow.RequesterRecord, b *Bounty, token common.Address) {
	if b.Token != token || b.Amount == nil {
		return
	}
	switch b.Status {
	case escrow.StatusAccepted:
	case escrow.StatusResolved:
		paid := new(big.Int).Div(new(big.Int).Mul(b.Amount, big.NewInt(int64(b.AgentBps))), big.NewInt(10_000))
		r.Refused.Add(r.Refused, paid.Sub(b.Amount, paid))
	default:
		return
	}
	r.Settled.Add(r.Settled, b.Amount)
	r.Bounties++
}
