package auction

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/agentsite/agentsite/identity"
)

// A bidder signs its agent's standing offer once and sends it to every ask it fits until half
// its life (BidTTL) has passed; the requester recovers the offer's signature once too. A new
// offer, signed anew, follows.
func TestStandingOfferSignedOnceAndRenewed(t *testing.T) {
	w := newWorld(t, 1, 0, nil)
	var mu sync.Mutex
	var sigs []string
	w.req.offered = func(o Offer) {
		mu.Lock()
		sigs = append(sigs, o.Bid.Signature)
		mu.Unlock()
	}
	ttl := w.bs[0].book.Policies[0].BidTTL
	for i := range 3 {
		if res, err := w.req.Ask(context.Background(), request()); err != nil || res.Winner.Name != "a1" {
			t.Fatalf("ask %d: winner %q, err %v", i, res.Winner.Name, err)
		}
	}
	if len(w.req.good) != 1 {
		t.Fatalf("the requester holds %d recovered signatures after 3 asks of one offer, want 1", len(w.req.good))
	}
	w.clock.advance(ttl/2 + time.Millisecond)
	if _, err := w.req.Ask(context.Background(), request()); err != nil {
		t.Fatal(err)
	}
	if len(sigs) != 4 || sigs[0] != sigs[1] || sigs[1] != sigs[2] || sigs[3] == sigs[0] {
		t.Fatalf("signatures of 4 bids (the 4th past half the offer's life): %q; want 3 equal, then a new one", sigs)
	}
	if len(w.req.good) != 2 {
		t.Fatalf("the requester holds %d recovered signatures, want 2", len(w.req.good))
	}
}

// A stranger varying its asks' reserve makes the bidder bid at as many prices: each is signed
// for its ask, and the offers kept stay within MaxSignedBids.
func TestOffersKeptAreBounded(t *testing.T) {
	w := newWorld(t, 1, 0, nil)
	book := w.bs[0].book
	key, _ := identity.GenerateKey()
	now := w.clock.Now()
	for i := range MaxSignedBids + 20 {
		a := signedAsk(t, key, w.host.ID().String(), now, func(a *Ask) { a.Reserve = fmt.Sprint(200 + i) })
		terms, err := a.Check(testChain, now)
		if err != nil {
			t.Fatal(err)
		}
		f, n, err := book.Bids(a, terms, now)
		if err != nil || n != 1 {
			t.Fatalf("reserve %d: %d bids, err %v", 200+i, n, err)
		}
		var b Bid
		if err := decode(f[uvarintLen(len(f)-1):], &b); err != nil || b.Price != fmt.Sprint(200+i) {
			t.Fatalf("reserve %d: bid %+v, err %v", 200+i, b, err)
		}
		if _, err := b.Verify(testChain); err != nil {
			t.Fatalf("reserve %d: %v", 200+i, err)
		}
	}
	if got := len(book.signed); got != MaxSignedBids {
		t.Fatalf("%d offers kept, want %d", got, MaxSignedBids)
	}
}

// The requester's memory of good signatures is keyed on the signature too: a bid whose fields
// are an offer's seen good but whose signature is not the one recovered is checked again, and
// dropped.
func TestKnownOfferWithAnotherSignatureIsChecked(t *testing.T) {
	w := newWorld(t, 0, 0, nil)
	key, _ := identity.GenerateKey()
	b := Bid{AgentID: 1, Name: "a", Worker: "w", Skill: "echo", Token: native, Price: "1", LatencyMs: 1, Expires: w.clock.Now().Add(time.Minute).UnixMilli()}
	if err := b.Sign(key, testChain, w.clock.Now()); err != nil {
		t.Fatal(err)
	}
	if !w.req.verified(b) {
		t.Fatal("a good bid was not verified")
	}
	bad := b
	flip := "1"
	if b.Signature[10] == '1' {
		flip = "2"
	}
	bad.Signature = b.Signature[:10] + flip + b.Signature[11:] // r changed: another signer, or none
	if w.req.verified(bad) {
		t.Fatal("a known offer with a bad signature was taken")
	}
}
