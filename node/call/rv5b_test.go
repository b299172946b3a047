package call

// Review rv5b: a hostile payee against the payer's busy retry (a lane the payee calls busy is
// held out for busyCooling and the call takes another). Each test is an attack; it passes when
// the attack fails.

import (
	"context"
	"encoding/json"
	"math/big"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// busyPayee refuses every voucher as busy (paychan.ErrBusy's words, as an honest payee says
// when a run of the payer's still holds the channel) and records what it was handed: a
// hostile payee may keep each voucher and claim the highest one of each channel.
type busyPayee struct {
	honest *ChannelPayee
	mu     sync.Mutex
	got    map[common.Hash]*big.Int // highest voucher amount per channel
}

func (b *busyPayee) Charge(ctx context.Context, agent string, pay *Payment) (func(bool) error, *Error) {
	t, _ := b.honest.Terms(agent)
	if pay == nil {
		return nil, paymentError(CodePaymentRequired, t, "payment required: %s", t)
	}
	b.mu.Lock()
	if old := b.got[pay.Voucher.Channel]; old == nil || pay.Voucher.Amount.Cmp(old) > 0 {
		b.got[pay.Voucher.Channel] = new(big.Int).Set(pay.Voucher.Amount)
	}
	b.mu.Unlock()
	return nil, paymentError(CodePaymentRefused, t, "payment refused: %v", paychan.ErrBusy)
}

// Finding 1: a payee that calls a fresh voucher busy (no run of the payer's is left on the
// channel: its last call was answered or refused, nothing is unresolved) made one call of an
// honest payer open a new channel per retry, up to lanes (3 opens for one call with lanes 4,
// maxAttempts 3): an open's gas each and lanes × depositCalls × price locked (within maxDeposit)
// until the payer withdraws, for an agent that never answered; with many such agents (one key
// each, free) the budget is spent lanes times faster. An honest payee says busy only while a
// run of ours holds the channel, which the payer knows: it left that channel's voucher
// unresolved. A busy refusal on a channel with nothing unresolved is now an ordinary refusal.
func TestRV5bBusyLieOpensNoLanes(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	bp := &busyPayee{honest: r.payee(), got: map[common.Hash]*big.Int{}}
	r.srv.payee = bp
	ctx := context.Background()
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil); err == nil {
		t.Fatal("the busy payee answered")
	}
	if cs := r.paying.Payer().Channels(); len(cs) != 1 {
		t.Fatalf("one call refused as busy opened %d channels (lanes %d)", len(cs), r.policy.Lanes)
	}
	bp.mu.Lock()
	defer bp.mu.Unlock()
	for id, v := range bp.got {
		c, _ := r.paying.Payer().Channel(id)
		if v.Cmp(new(big.Int).Add(c.Answered, testPrice)) > 0 {
			t.Fatalf("channel %s: the payee holds %s, answered %s", id.Hex(), v, c.Answered)
		}
	}
}
