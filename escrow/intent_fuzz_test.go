package escrow_test

import (
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
)

// FuzzDecodeIntent feeds arbitrary bytes to the claim intent decoder: it must never panic, and
// what it accepts must be within the size limit, on the chain, fresh and name a worker.
func FuzzDecodeIntent(f *testing.F) {
	now := time.Unix(1_700_000_000, 0)
	k, err := identity.GenerateKey()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(signedIntent(f, k, 1, now, nil))
	f.Add(signedIntent(f, k, 1, now, func(i *escrow.Intent) { i.Withdraw = true }))
	f.Add([]byte(`{"chainId":31337,"bountyId":1}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		in, err := escrow.DecodeIntent(b, 31337, now, 30*time.Second)
		if err != nil {
			return
		}
		if len(b) > escrow.MaxIntentSize || in.ChainID != 31337 || in.Worker == ([20]byte{}) || in.BountyID == 0 {
			t.Fatalf("accepted %q as %+v", b, in)
		}
		if d := now.Sub(in.Issued()); d > 30*time.Second || d < -30*time.Second {
			t.Fatalf("accepted a stale intent: %+v", in)
		}
	})
}

// FuzzDecodeBid feeds arbitrary bytes to the call and bid decoders: they must never panic, and
// a bid they accept answers the call at a price within its maximum.
func FuzzDecodeBid(f *testing.F) {
	now := time.Unix(1_700_000_000, 0)
	req, _ := identity.GenerateKey()
	worker, _ := identity.GenerateKey()
	call := testCall(f, req, now)
	f.Add(testBid(f, worker, call, 900, now, nil), []byte(`{}`))
	f.Add([]byte(`{"price":"1"}`), []byte(`{"chainId":31337}`))
	f.Fuzz(func(t *testing.T, bid, callRaw []byte) {
		if c, err := escrow.DecodeCall(callRaw, 31337, now, time.Minute); err == nil && (c.MaxReward == nil || len(callRaw) > escrow.MaxBidMessageSize) {
			t.Fatalf("accepted call %q", callRaw)
		}
		b, err := escrow.DecodeBid(bid, call, now)
		if err != nil {
			return
		}
		if b.CallID != call.ID() || b.Price.Int().Cmp(call.MaxReward.Int()) > 0 || b.Price.Int().Sign() <= 0 {
			t.Fatalf("accepted bid %+v", b)
		}
	})
}
