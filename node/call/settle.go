package call

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// settle takes a MethodSettle notification: within the peer's rate like any request, a
// settlement its payee would count (paychan.Checker.Settle verifies a signature only then).
// A notification has no answer: a refused one is logged, and the payer's next call carries
// the settlement again.
func (s *Server) settle(c *sconn, params json.RawMessage) {
	st, ok := s.payee.(Settler)
	if !ok {
		return
	}
	var from peer.ID
	if c != nil {
		from = c.peer
	}
	if e := s.share.peerRate(from, s.clock.Now()); e != nil {
		return
	}
	var p SettleParams
	if err := strictUnmarshal(params, &p); err != nil {
		s.log.Debug("settlement: invalid params", "peer", from, "err", err)
		return
	}
	if p.Payment.Settle != nil {
		s.log.Debug("settlement: a settlement carries its voucher as the payment's", "peer", from)
		return
	}
	if err := st.Settle(p.Agent, &p.Payment); err != nil {
		s.log.Debug("settlement refused", "peer", from, "agent", p.Agent, "err", err)
	}
}

// settleTimeout bounds the write of a settlement notification.
const settleTimeout = 5 * time.Second

// Notify sends the settlement v of agent's upto calls on channel ch to node p as a
// MethodSettle notification on a pooled stream: one write, no answer awaited.
func (c *Client) Notify(ctx context.Context, p peer.ID, agent string, ch paychan.Channel, v paychan.Voucher) error {
	params, err := marshalNoEscape(SettleParams{Agent: agent, Payment: Payment{Channel: ch, Voucher: v}})
	if err != nil {
		return fmt.Errorf("call: settlement: %w", err)
	}
	s, err := c.stream(ctx, p)
	if err != nil {
		return err
	}
	s.enc.Reset()
	s.enc.WriteString(`{"jsonrpc":"2.0","method":"` + MethodSettle + `","params":`)
	s.enc.Write(params)
	s.enc.WriteByte('}')
	_ = s.st.SetWriteDeadline(c.clock.Now().Add(settleTimeout))
	if err := writeFrame(s.w, s.enc.Bytes()); err != nil {
		_ = s.st.Reset()
		return c.netErr(ctx, err)
	}
	c.put(p, s)
	return nil
}

// receiptBox receives the receipt of a paid call's answer (Paying reads it).
type receiptBox struct {
	got bool
	r   Receipt
}

type receiptKey struct{}

// withReceipt returns ctx under which the answer's receipt, if any, is kept in b.
func withReceipt(ctx context.Context, b *receiptBox) context.Context {
	return context.WithValue(ctx, receiptKey{}, b)
}

// keepReceipt keeps r in ctx's receipt box, if it has one.
func keepReceipt(ctx context.Context, r *Receipt) {
	if b, ok := ctx.Value(receiptKey{}).(*receiptBox); ok && b != nil {
		b.got, b.r = true, *r
	}
}
