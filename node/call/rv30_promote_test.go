package call

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// overchargeDuringReconcile is the payer's chain side while a call runs beside Reconcile: the
// node serves calls (its agents call out through Paying) before StartPaying's Reconcile ends.
// At the second channel Reconcile reads, the first was overcharged by its payee (an upto
// receipt owing more than its tokens: retireKept).
type overchargeDuringReconcile struct {
	ChannelOpener
	p     *Paying
	first common.Hash
	reads int
}

func (o *overchargeDuringReconcile) State(ctx context.Context, id common.Hash) (paychan.State, error) {
	o.reads++
	switch o.reads {
	case 1:
		o.first = id
	case 2:
		o.p.overcharged(o.first, big.NewInt(2), big.NewInt(1))
	}
	return o.ChannelOpener.State(ctx, id)
}

// Finding 2 (rv30, low): rv29's promote gives a lane to every channel Reconcile read open that
// is kept (retired, its deposit counted), meaning those NewPaying kept for want of a lane. But
// a channel retired by an overcharge is kept too, and calls run during Reconcile (the node's
// agents call out before StartPaying returns): a channel its payee overcharged after Reconcile
// read it open was made a lane again, the payee free to overcharge on it once more. Reconcile
// now promotes only the channels kept when it started.
func TestRV30OverchargedDuringReconcileStaysRetired(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	r.policy.Lanes = 2
	r.startPayer(t)
	ctx := context.Background()
	for range 2 {
		if _, err := r.paying.Open(ctx, r.payeeKey.Address(), common.Address{}, mul(testPrice, 2)); err != nil {
			t.Fatal(err)
		}
	}
	r.newPaying(t)
	o := &overchargeDuringReconcile{ChannelOpener: r.paying.chain, p: r.paying}
	r.paying.chain = o
	if err := r.paying.Reconcile(ctx); err != nil {
		t.Fatal(err)
	}
	if o.reads != 2 {
		t.Fatalf("Reconcile read %d channels, want 2", o.reads)
	}
	if !r.paying.Retired(o.first) {
		t.Fatal("the channel its payee overcharged during Reconcile was made a lane again")
	}
}
