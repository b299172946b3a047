package call

import (
	"context"
	"encoding/json"
	"testing"
)

// Review rv28a, finding 4 (stated, skipped): a channel retired for an overcharging upto
// receipt (Paying.overcharged) is retired in memory only. A restarted payer takes it as a
// lane again, and its next voucher (the settled amount plus the cap) is below what the payee
// holds plus a price (the cap voucher signed before the overcharged call): the payee refuses
// it "payment required" with the terms already known, every retry takes the same idle lane,
// and with no other lane to the payee every call to its agents fails from then on, until the
// owner closes the channel. Cost to the payee: one overcharge (it is paid the cap); gain:
// none (calls to its own agents fail), a payer's deposit idle until closed; an honest payee
// whose receipt once disagreed with its tokens loses its caller the same way. A fix saves the
// retirement in the payer's record (escrow/paychan PayerChannel, its log deltas included).
func TestRV28aOverchargedChannelStaysRetiredAfterRestart(t *testing.T) {
	t.Skip("review rv28a finding 4: an overcharge's retirement is not saved; after a restart the lane is used again and refused (stated in docs/ARCHITECTURE.md)")
	r := newUptoRig(t)
	r.srv.payee = overstating{r.payee()}
	ctx := context.Background()
	big := json.RawMessage(`{"tokens":10000000}`)
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", big, nil); err != nil {
		t.Fatal(err)
	}
	r.srv.payee = r.payee()
	r.startPayer(t)
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", big, nil); err != nil {
		t.Fatalf("the first call after a restart, to an honest payee: %v", err)
	}
}
