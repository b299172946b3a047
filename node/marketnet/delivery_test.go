package marketnet_test

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/network"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/marketnet"
)

// delivery is output as the result of bounty id by the rig's agent, sealed to the requester
// and signed by k as a delivery.
func (r *rig) delivery(t *testing.T, k *identity.Key, id uint64, output json.RawMessage) (escrow.Delivery, []byte) {
	t.Helper()
	res, err := escrow.Result{BountyID: id, AgentID: r.m.AgentID, Output: output}.Encode()
	if err != nil {
		t.Fatal(err)
	}
	sealed, err := identity.Seal(r.m.Requester.Key.PublicKey(), res)
	if err != nil {
		t.Fatal(err)
	}
	d, err := escrow.SignDelivery(k, r.m.Anvil.ChainID, r.m.Requester.Esc.Address(), id, r.m.AgentID, sealed, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	return d, sealed
}

// forged is a stranger's result for bounty id, sealed to the requester and signed as a
// delivery; asClaimer makes the header name the real claimer while the stranger signs it.
func (r *rig) forged(t *testing.T, stranger *identity.Key, id uint64, asClaimer bool) (escrow.Delivery, []byte) {
	t.Helper()
	d, sealed := r.delivery(t, stranger, id, json.RawMessage(`{"text":"FORGED"}`))
	if asClaimer {
		d.Signer = r.m.Worker.Key.Address()
	}
	return d, sealed
}

// flood sends n forged deliveries from a stranger's host and checks each is refused with want.
func (r *rig) flood(t *testing.T, n int, id uint64, asClaimer bool, want string) {
	t.Helper()
	strangerHost := newHost(t)
	connect(t, strangerHost, r.req.h)
	for i := range n {
		k, err := identity.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		d, sealed := r.forged(t, k, id, asClaimer)
		if got := rawDeliver(t, strangerHost, r.req.h.ID(), d, sealed); got != want {
			t.Fatalf("forged delivery %d: code %q, want %q", i, got, want)
		}
	}
}

// A stranger floods forged results before the claim, after it, and after the real delivery:
// each is refused with a code, and the real worker's result is judged and paid.
func TestForgedDeliveriesRefused(t *testing.T) {
	ctx := context.Background()
	r := newRig(t, marketnet.DefaultConfig())
	id := r.post(t)

	r.flood(t, 10, id, false, marketnet.CodeNotClaimed)

	offered := make(chan error, 1)
	go func() { offered <- r.work.mk.Offer(ctx, id, r.req.h.ID().String()) }()
	for r.m.Status(id) != escrow.StatusClaimed {
		time.Sleep(10 * time.Millisecond)
	}
	// No wait for the "not claimed" of the flood to pass: it was remembered for its signers only.
	r.flood(t, 10, id, false, marketnet.CodeNotClaimant)
	r.flood(t, 10, id, true, marketnet.CodeBadDelivery) // the claimer's address, the stranger's signature

	before := r.m.Balance(r.m.Worker.Key.Address())
	close(r.gate) // the worker's agent finishes: deliver, submit
	if err := <-offered; err != nil {
		t.Fatal(err)
	}
	r.flood(t, 10, id, false, marketnet.CodeNotClaimant)
	r.flood(t, 10, id, true, marketnet.CodeBadDelivery)

	if err := r.req.mk.Reconcile(ctx); err != nil {
		t.Fatal(err)
	}
	if s := r.m.Status(id); s != escrow.StatusAccepted {
		t.Fatalf("status %s, want accepted", s)
	}
	j, _ := r.req.mk.Job(id)
	var res escrow.Result
	if err := json.Unmarshal(j.Result, &res); err != nil || string(res.Output) != `{"text":"HELLO AGENTS"}` || j.Verdict != "accepted" {
		t.Fatalf("requester judged %s (%v), verdict %q", j.Result, err, j.Verdict)
	}
	if err := r.work.mk.Reconcile(ctx); err != nil {
		t.Fatal(err)
	}
	if gained := new(big.Int).Sub(r.m.Balance(r.m.Worker.Key.Address()), before); gained.Sign() <= 0 {
		t.Fatalf("worker gained %s", gained)
	}
	st := r.req.svc.Stats()
	if st.Accepted != 1 || st.Refused[marketnet.CodeNotClaimed] != 10 || st.Refused[marketnet.CodeNotClaimant] != 20 || st.Refused[marketnet.CodeBadDelivery] != 20 {
		t.Fatalf("requester's delivery counts %+v", st)
	}
}

// Oversized and half-sent requests are cut at the limit without being read whole: a header
// line past MaxHeader, a declared size past the limit, a stranger's 4 MiB delivery (refused by
// its header), a third unfinished delivery from one peer, and half-sent ones at the timeout.
func TestDeliveryCutAtLimit(t *testing.T) {
	ctx := context.Background()
	cfg := marketnet.DefaultConfig()
	cfg.Timeout = 2 * time.Second
	r := newRig(t, cfg)
	id := r.post(t)
	r.m.OK(r.m.Worker.Esc.Claim(ctx, id, r.m.AgentID))
	attacker := newHost(t)
	connect(t, attacker, r.req.h)
	to := r.req.h.ID()

	t.Run("header line past the limit", func(t *testing.T) {
		garbage := make([]byte, 1<<20)
		for i := range garbage {
			garbage[i] = 'a'
		}
		if got := rawRequest(t, attacker, to, garbage); got != marketnet.CodeTooLarge {
			t.Fatalf("code %q", got)
		}
	})
	t.Run("declared size past the limit", func(t *testing.T) {
		d := escrow.Delivery{ChainID: r.m.Anvil.ChainID, Escrow: r.m.Requester.Esc.Address(), BountyID: id, AgentID: r.m.AgentID,
			Size: escrow.MaxSealedSize + 1, Signer: r.m.Worker.Key.Address()}
		if got := rawDeliver(t, attacker, to, d, nil); got != marketnet.CodeTooLarge {
			t.Fatalf("code %q", got)
		}
	})
	t.Run("strangers' 4 MiB deliveries are not read", func(t *testing.T) {
		payload := make([]byte, escrow.MaxSealedSize)
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		for range 8 {
			k, _ := identity.GenerateKey()
			d := escrow.Delivery{ChainID: r.m.Anvil.ChainID, Escrow: r.m.Requester.Esc.Address(), BountyID: id, AgentID: r.m.AgentID,
				Size: len(payload), SealedHash: escrow.Hash(payload), Signer: k.Address()}
			if got := rawDeliver(t, attacker, to, d, payload); got != marketnet.CodeBadDelivery { // unsigned: refused first
				t.Fatalf("code %q", got)
			}
		}
		runtime.GC()
		runtime.ReadMemStats(&after)
		// Both ends run in this process: the sender's 4 MiB payload is the only big buffer.
		if grown := int64(after.HeapInuse) - int64(before.HeapInuse); grown > 16<<20 {
			t.Fatalf("heap grew %d MiB over 8 refused deliveries", grown>>20)
		}
	})
	t.Run("unfinished deliveries per peer", func(t *testing.T) {
		// The claiming worker's own signed header (a worker gone wrong, or its key stolen).
		d, err := escrow.SignDelivery(r.m.Worker.Key, r.m.Anvil.ChainID, r.m.Requester.Esc.Address(), id, r.m.AgentID,
			make([]byte, escrow.MaxSealedSize), time.Now())
		if err != nil {
			t.Fatal(err)
		}
		hdr, _ := json.Marshal(map[string]any{"op": "deliver", "delivery": d})
		hdr = append(hdr, '\n')
		// Two half-sent deliveries that pass the header check hold this peer's slots.
		hold := func() *heldDelivery {
			st, err := attacker.NewStream(ctx, to, marketnet.BlobProtocol)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := st.Write(append(hdr, make([]byte, 1024)...)); err != nil {
				t.Fatal(err)
			}
			h := &heldDelivery{st: st, answered: make(chan struct{})}
			go func() { _, _ = bufio.NewReader(st).ReadString('\n'); close(h.answered) }()
			return h
		}
		var held []*heldDelivery
		for range cfg.PeerDeliveries {
			held = append(held, hold())
		}
		defer func() {
			for _, h := range held {
				_ = h.st.Reset()
			}
		}()
		// A third is refused as busy once the server has taken them in. A probe that comes
		// before may take a slot for a moment and have a held one refused: that one is sent again.
		// (The guards below only end a broken run: the waits are for state.)
		guard := time.Now().Add(cfg.Timeout + time.Minute)
		for code := ""; code != marketnet.CodeBusy; {
			if time.Now().After(guard) {
				t.Fatal("a third unfinished delivery was never refused as busy")
			}
			for i, h := range held {
				select {
				case <-h.answered:
					_ = h.st.Reset()
					held[i] = hold()
				default:
				}
			}
			if code = rawDeliver(t, attacker, to, d, nil); code != marketnet.CodeBusy && code != marketnet.CodeBadRequest {
				t.Fatalf("third unfinished delivery: code %q, want busy", code)
			}
			time.Sleep(10 * time.Millisecond)
		}
		// The server cuts the half-sent ones at its timeout (they are never finished) and
		// the slots are free again.
		guard = time.Now().Add(cfg.Timeout + time.Minute)
		for code := marketnet.CodeBusy; code == marketnet.CodeBusy; time.Sleep(20 * time.Millisecond) {
			if time.Now().After(guard) {
				t.Fatal("the half-sent deliveries were never cut")
			}
			if code = rawDeliver(t, attacker, to, d, make([]byte, 10)); code != marketnet.CodeBusy && code != marketnet.CodeBadRequest {
				t.Fatalf("after the timeout: code %q, want bad-request (short payload)", code)
			}
		}
	})
	if st := r.req.svc.Stats(); st.Accepted != 0 {
		t.Fatalf("an attack was taken: %+v", st)
	}
}

// The worker's own delivery of a 3 MiB result is refused as not-claimed until its claim is
// mined; the client sees the code through RefusedError at once, not after its send times out.
func TestDeliveryBeforeClaimRefusedWithCode(t *testing.T) {
	ctx := context.Background()
	r := newRig(t, marketnet.DefaultConfig())
	id := r.post(t)
	big, _ := json.Marshal(map[string]string{"text": strings.Repeat("x", 3<<20)})
	d, sealed := r.delivery(t, r.m.Worker.Key, id, big)
	start := time.Now()
	err := r.work.svc.Deliver(ctx, r.req.h.ID().String(), d, sealed)
	var refused *marketnet.RefusedError
	if !errors.As(err, &refused) || refused.Code != marketnet.CodeNotClaimed || !errors.Is(err, marketnet.ErrRefused) {
		t.Fatalf("delivery before the claim: %v", err)
	}
	if took := time.Since(start); took >= marketnet.DefaultConfig().Timeout {
		t.Fatalf("refusal took %s: the client waited for its send to time out", took)
	}
	r.m.OK(r.m.Worker.Esc.Claim(ctx, id, r.m.AgentID))
	time.Sleep(1100 * time.Millisecond) // the requester remembers "not claimed" for a second
	if err := r.work.svc.Deliver(ctx, r.req.h.ID().String(), d, sealed); err != nil {
		t.Fatalf("delivery after the claim: %v", err)
	}
	if j, _ := r.req.mk.Job(id); j.Stage != escrow.StageReceived || len(j.Candidates) != 1 {
		t.Fatalf("requester job %+v", j)
	}
}

// Issue 18 item 7: a forged delivery sent before the worker's claim is mined (a stranger's
// signature, and one naming the worker with a stranger's signature) is refused, and the
// claiming worker's delivery right after its claim is mined is taken at its first attempt: what
// the forgery left ("not claimed yet") is remembered for the forger alone.
func TestForgedEarlyDeliveryDoesNotRefuseTheClaimant(t *testing.T) {
	ctx := context.Background()
	r := newRig(t, marketnet.DefaultConfig())
	id := r.post(t)
	stranger, err := identity.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	strangerHost := newHost(t)
	connect(t, strangerHost, r.req.h)
	d, sealed := r.forged(t, stranger, id, false)
	if got := rawDeliver(t, strangerHost, r.req.h.ID(), d, sealed); got != marketnet.CodeNotClaimed {
		t.Fatalf("the forgery before the claim: %q", got)
	}
	d, sealed = r.forged(t, stranger, id, true)
	if got := rawDeliver(t, strangerHost, r.req.h.ID(), d, sealed); got != marketnet.CodeBadDelivery {
		t.Fatalf("the forgery naming the worker before the claim: %q", got)
	}
	r.m.OK(r.m.Worker.Esc.Claim(ctx, id, r.m.AgentID))
	rd, real := r.delivery(t, r.m.Worker.Key, id, json.RawMessage(`{"text":"HELLO AGENTS"}`))
	if err := r.work.svc.Deliver(ctx, r.req.h.ID().String(), rd, real); err != nil {
		t.Fatalf("the claimant's first delivery after its claim: %v", err)
	}
	if j, _ := r.req.mk.Job(id); j.Stage != escrow.StageReceived || len(j.Candidates) != 1 {
		t.Fatalf("requester job %+v", j)
	}
	if st := r.req.svc.Stats(); st.Accepted != 1 || st.Refused[marketnet.CodeNotClaimed] != 1 {
		t.Fatalf("requester's delivery counts %+v", st)
	}
}

// While a stranger floods the requester with 4 MiB forged deliveries on 8 streams at once, the
// claiming worker's delivery is taken promptly.
func TestHonestDeliveryDuringFlood(t *testing.T) {
	ctx := context.Background()
	r := newRig(t, marketnet.DefaultConfig())
	id := r.post(t)
	r.m.OK(r.m.Worker.Esc.Claim(ctx, id, r.m.AgentID))
	attacker := newHost(t)
	connect(t, attacker, r.req.h)
	payload := make([]byte, escrow.MaxSealedSize)
	stranger, _ := identity.GenerateKey()
	d := escrow.Delivery{ChainID: r.m.Anvil.ChainID, Escrow: r.m.Requester.Esc.Address(), BountyID: id, AgentID: r.m.AgentID,
		Size: len(payload), SealedHash: escrow.Hash(payload), Signer: stranger.Address()}
	hdr, _ := json.Marshal(map[string]any{"op": "deliver", "delivery": d})
	raw := append(append(hdr, '\n'), payload...)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	var sent, wrong atomic.Int64
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				if code, err := sendRaw(attacker, r.req.h.ID(), raw); err == nil && code != marketnet.CodeBadDelivery { // unsigned
					wrong.Add(1)
				}
				sent.Add(1)
			}
		}()
	}
	defer func() { close(stop); wg.Wait() }()
	for sent.Load() < 50 {
		time.Sleep(10 * time.Millisecond)
	}
	res, _ := escrow.Result{BountyID: id, AgentID: r.m.AgentID, Output: json.RawMessage(`{"text":"HELLO"}`)}.Encode()
	sealed, err := identity.Seal(r.m.Requester.Key.PublicKey(), res)
	if err != nil {
		t.Fatal(err)
	}
	hd, err := escrow.SignDelivery(r.m.Worker.Key, r.m.Anvil.ChainID, r.m.Worker.Esc.Address(), id, r.m.AgentID, sealed, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if err := r.work.svc.Deliver(ctx, r.req.h.ID().String(), hd, sealed); err != nil {
		t.Fatalf("honest delivery during the flood: %v", err)
	}
	// Starved of a slot it would have been refused as busy, or cut at the timeout: an error.
	t.Logf("honest delivery taken in %s while %d forged ones were refused", time.Since(start), sent.Load())
	if j, _ := r.req.mk.Job(id); len(j.Candidates) != 1 || wrong.Load() != 0 {
		t.Fatalf("requester holds %d candidates; %d forged deliveries not refused as bad (unsigned)", len(j.Candidates), wrong.Load())
	}
}

// heldDelivery is a half-sent delivery an attacker holds open; answered closes when the server
// answers it (refused, or cut).
type heldDelivery struct {
	st       network.Stream
	answered chan struct{}
}
