package escrow_test

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/test/harness"
)

// A requester stopped between its post transaction and the job record finds the bounty on
// chain by the spec hash it computed before sending, records it, and the bounty is judged and
// paid as usual; a spec never posted is not found.
func TestMarketPostedRecoversUnrecordedPost(t *testing.T) {
	ctx := context.Background()
	m, sb, req, work := newPair(t)
	r := request(harness.Eth(1))
	r.Nonce, r.Room = "00112233445566778899aabbccddeeff", "team-abc"
	blob, h, err := req.SpecFor(r)
	if err != nil {
		t.Fatal(err)
	}
	if again, h2, _ := req.SpecFor(r); h2 != h || string(again) != string(blob) {
		t.Fatal("a request with a nonce gives different specs")
	}
	if id, err := req.Posted(ctx, h); err != nil || id != 0 {
		t.Fatalf("before the post: bounty %d (%v), want none", id, err)
	}
	// What Post sends before it records the job: the spec, then the transaction.
	if err := (port{sb, "req"}).PublishSpec(ctx, blob); err != nil {
		t.Fatal(err)
	}
	id, _, err := m.Requester.Esc.Post(ctx, escrow.PostParams{Amount: r.Reward.Int(), SpecHash: h, Deadline: r.Deadline, ReviewWindow: r.ReviewWindow})
	if err != nil {
		t.Fatal(err)
	}
	// The restarted node: a new market over the same (empty) job store.
	restarted := newMarket(t, m, sb, m.Requester, "req", newMemStore(), nil, nil)
	got, err := restarted.Posted(ctx, h)
	if err != nil || got != id {
		t.Fatalf("recovered bounty %d (%v), want %d", got, err, id)
	}
	if j, ok := restarted.Job(id); !ok || j.Role != escrow.RoleRequester || j.Stage != escrow.StagePosted || escrow.Hash(j.Spec) != h {
		t.Fatalf("recorded job %+v (%v)", j, ok)
	}
	if again, err := restarted.Posted(ctx, h); err != nil || again != id {
		t.Fatalf("second lookup: %d (%v)", again, err)
	}
	if other, err := restarted.Posted(ctx, common.HexToHash("0x1234")); err != nil || other != 0 {
		t.Fatalf("unknown spec: bounty %d (%v)", other, err)
	}
	spec, _, err := escrow.DecodeSpec(blob, h, m.Requester.Key.Address())
	if err != nil || spec.Room != "team-abc" {
		t.Fatalf("spec room %q (%v)", spec.Room, err)
	}
	if err := work.Offer(ctx, id, "req"); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if err := restarted.Reconcile(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if s := m.Status(id); s != escrow.StatusAccepted {
		t.Fatalf("recovered bounty is %s, want accepted", s)
	}
}

func TestMarketSpecForRefusesBadNonceAndRoom(t *testing.T) {
	_, _, req, _ := newPair(t)
	for name, mut := range map[string]func(*escrow.PostRequest){
		"nonce not hex":  func(r *escrow.PostRequest) { r.Nonce = "zz" },
		"nonce too long": func(r *escrow.PostRequest) { r.Nonce = "00" + common.Bytes2Hex(make([]byte, 32)) },
		"room too long":  func(r *escrow.PostRequest) { r.Room = string(make([]byte, 65)) },
	} {
		r := request(big.NewInt(1e12))
		mut(&r)
		if _, _, err := req.SpecFor(r); !errors.Is(err, escrow.ErrBadParams) {
			t.Errorf("%s: %v, want ErrBadParams", name, err)
		}
	}
}

// A post still in the mempool is not taken for one that never happened: Posted answers
// ErrTxInFlight until it is mined, then finds it.
func TestMarketPostedWaitsForTransactionsInFlight(t *testing.T) {
	ctx := context.Background()
	m, sb, req, _ := newPair(t)
	r := request(harness.Eth(1))
	r.Nonce = "0a0b"
	blob, h, err := req.SpecFor(r)
	if err != nil {
		t.Fatal(err)
	}
	if err := (port{sb, "req"}).PublishSpec(ctx, blob); err != nil {
		t.Fatal(err)
	}
	if err := m.RPC.Client().Call(nil, "evm_setAutomine", false); err != nil {
		t.Fatal(err)
	}
	posted := make(chan error, 1)
	go func() {
		_, _, err := m.Requester.Esc.Post(ctx, escrow.PostParams{Amount: r.Reward.Int(), SpecHash: h, Deadline: r.Deadline, ReviewWindow: r.ReviewWindow})
		posted <- err
	}()
	restarted := newMarket(t, m, sb, m.Requester, "req", newMemStore(), nil, nil)
	for { // until the post is in the mempool (the test's timeout bounds the wait)
		_, err := restarted.Posted(ctx, h)
		if errors.Is(err, escrow.ErrTxInFlight) {
			break
		}
		if err != nil {
			t.Fatalf("while the post is in the mempool: %v, want ErrTxInFlight", err)
		}
		time.Sleep(10 * time.Millisecond)
	}
	if err := m.RPC.Client().Call(nil, "evm_mine"); err != nil {
		t.Fatal(err)
	}
	if err := <-posted; err != nil {
		t.Fatal(err)
	}
	if err := m.RPC.Client().Call(nil, "evm_setAutomine", true); err != nil {
		t.Fatal(err)
	}
	if id, err := restarted.Posted(ctx, h); err != nil || id == 0 {
		t.Fatalf("once mined: bounty %d (%v)", id, err)
	}
}
