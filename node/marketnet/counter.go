package marketnet

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/escrow"
)

// BidCodeTerms: the worker refused a negotiation message (escrow.ErrBadTerms or
// escrow.ErrNegotiationOver), or does not negotiate.
const BidCodeTerms = "bad-terms"

// maxCounteredCalls bounds the collected calls whose bidders' nodes are remembered for counters.
const maxCounteredCalls = 256

// counterResponse is BidProtocol's answer line: response's fields, with the worker's next
// negotiation message when it answers a counter.
type counterResponse struct {
	Code  string          `json:"code,omitempty"`
	Error string          `json:"error,omitempty"`
	Reply json.RawMessage `json:"reply,omitempty"`
}

// answer is the worker's side: the requester's message raw goes to BidDeps.Counter, whose
// answer (nil after an accept or a decline) is the reply.
func (x *Bids) answer(raw []byte) (json.RawMessage, string, error) {
	if x.d.Counter == nil {
		return nil, BidCodeTerms, errors.New("this node does not negotiate")
	}
	reply, err := x.d.Counter(raw)
	if err != nil {
		return nil, BidCodeTerms, err
	}
	return reply, "", nil
}

// BidPeer is the node that sent agentID's bid on the collected call id, where counters go.
func (x *Bids) BidPeer(id common.Hash, agentID uint64) (peer.ID, bool) {
	peers, ok := x.peers.Get(id)
	if !ok {
		return "", false
	}
	p, ok := peers[agentID]
	return p, ok
}

// Counter sends the requester's negotiation message raw to the bidder's node p and returns
// the worker's answer (nil when raw accepted or declined), or the refusal.
func (x *Bids) Counter(ctx context.Context, p peer.ID, raw []byte) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, x.cfg.Timeout)
	defer cancel()
	st, err := x.d.Host.NewStream(ctx, p, BidProtocol)
	if err != nil {
		return nil, fmt.Errorf("marketnet: open bid stream to %s: %w", p, err)
	}
	defer st.Close()
	if dl, ok := ctx.Deadline(); ok {
		_ = st.SetDeadline(dl)
	}
	if _, err := st.Write(append(raw, '\n')); err != nil {
		return nil, fmt.Errorf("marketnet: send counter: %w", err)
	}
	_ = st.CloseWrite()
	// The answer carries a message of at most escrow.MaxBidMessageSize.
	line, err := readLineLimit(bufio.NewReaderSize(st, escrow.MaxBidMessageSize+MaxHeader), escrow.MaxBidMessageSize+MaxHeader)
	if err != nil {
		return nil, err
	}
	var resp counterResponse
	if err := json.Unmarshal(line, &resp); err != nil {
		return nil, fmt.Errorf("marketnet: counter answer: %w", err)
	}
	if resp.Code != "" {
		return nil, fmt.Errorf("%w (%s): %s", ErrRefused, resp.Code, resp.Error)
	}
	return resp.Reply, nil
}
