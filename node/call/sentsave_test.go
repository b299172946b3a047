package call

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// A payer killed after a fixed-price call's request went out and before its record was saved
// (paychan.Payer.Sent): on restart its record has the call before in flight. The payee answered
// the call and holds its word; it refuses the word before as not above it and shows the word
// it holds, which the payer adopts. Every call answered is paid once: the payer's books, the
// payee's voucher and the claim agree.
func TestPaidWordKilledBeforeSave(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	ctx := context.Background()
	in := json.RawMessage(`{}`)
	call := func(what string) {
		t.Helper()
		if out, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", in, nil); err != nil || string(out) != string(in) {
			t.Fatalf("%s: %s, %v", what, out, err)
		}
	}
	for range 3 {
		call("paid call")
	}
	// What a payer killed between the next call's request and its save leaves on disk: the
	// log as it is now (the word of call 3 in flight), read through the mapping's pages.
	log := filepath.Join(r.payerDir, "channels.log")
	before, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	call("call 4") // answered: the payee holds its word
	if got := r.held(t); got.Cmp(mul(testPrice, 4)) != 0 {
		t.Fatalf("payee holds %s, want 4 calls", got)
	}
	r.payerStore.Close()
	if err := os.WriteFile(log, before, 0o600); err != nil {
		t.Fatal(err)
	}
	r.startPayer(t)
	if c := r.paying.Payer().Channels()[0]; c.InFlight == nil || c.InFlight.Cmp(mul(testPrice, 3)) != 0 {
		t.Fatalf("restarted payer's record: in flight %v, want call 3's", c.InFlight)
	}
	call("first call after the restart")
	call("second call after the restart")
	want := mul(testPrice, 6)
	if r.held(t).Cmp(want) != 0 || r.answered(t).Cmp(want) != 0 {
		t.Fatalf("after the restart: payee holds %s, payer answered %s, want %s (6 calls)", r.held(t), r.answered(t), want)
	}
	r.claimAll(t, want)
}
