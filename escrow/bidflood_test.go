package escrow_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
)

// strangerCall is a call for bids signed by a throwaway key, taking its bids at peer.
func (r *bidRig) strangerCall(t *testing.T, peer string, window time.Duration, now time.Time) escrow.CallForBids {
	t.Helper()
	k, err := identity.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	c := escrow.CallForBids{ChainID: r.m.Anvil.ChainID, Escrow: r.m.Requester.Esc.Address(), Skill: "upper",
		MaxReward: escrow.NewBigString(big.NewInt(1e16)), BidsUntil: uint64(now.Add(window).UnixMilli()),
		Deadline: now.Add(48 * time.Hour).Unix(), Peer: peer}
	if err := c.Sign(k, now); err != nil {
		t.Fatal(err)
	}
	return c
}

// The bid-book flood of issue 18: 1,400 calls from throwaway accounts on 10 throwaway peers.
// With 24 h windows no call is valid and none is bid on; at the longest window the strangers'
// budgets hold (8 per peer: 80 bids), and with a new peer for every call their pool fills
// (MaxStrangerBids) and no more. A staked requester's call made before the flood and one made
// during it are bid on, and the hire of the first is claimed by the worker restarted after the
// flood, whose restored book is as bounded.
func TestBidFloodLeavesRoomForHonestCalls(t *testing.T) {
	r := newBidRig(t)
	ctx, now := context.Background(), time.Now()
	honest := r.m.Requester.Key.Address()
	staked := func(a common.Address) (bool, error) { return a == honest, nil } // the chain index's MinStakeOK
	w := r.stakedWorker(t, r.store, staked)
	before := r.call(t, now)
	if _, err := w.MakeBid(before, time.Minute, now); err != nil {
		t.Fatal(err)
	}
	flood := func(window time.Duration, peer func(i int) string) (made int) {
		for i := range 1400 {
			if _, err := w.MakeBid(r.strangerCall(t, peer(i), window, now), 5*time.Minute, now); err == nil {
				made++
			} else if !errors.Is(err, escrow.ErrNoBid) {
				t.Fatal(err)
			}
		}
		return made
	}
	tenPeers := func(i int) string { return fmt.Sprintf("12D3KooWattacker%d", i%10) }

	day := r.strangerCall(t, "12D3KooWattacker0", 24*time.Hour, now)
	raw, err := json.Marshal(day)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := escrow.DecodeCall(raw, r.m.Anvil.ChainID, now, time.Minute); !errors.Is(err, escrow.ErrBadCall) {
		t.Fatalf("a call with a 24 h window decoded: %v", err)
	}
	if made := flood(24*time.Hour, tenPeers); made != 0 {
		t.Fatalf("%d bids on calls with 24 h windows", made)
	}
	if made := flood(escrow.MaxCallWindow, tenPeers); made != 10*escrow.MaxBidsPerStranger {
		t.Fatalf("%d bids for 10 throwaway peers, want %d", made, 10*escrow.MaxBidsPerStranger)
	}
	made := flood(escrow.MaxCallWindow, func(i int) string { return fmt.Sprintf("12D3KooWthrowaway%d", i) })
	t.Logf("bid book: %d bids after 2,800 stranger calls (%d made by the last 1,400, evicting older ones)", w.OpenBids(), made)
	if n := w.OpenBids(); n != escrow.MaxStrangerBids+1 {
		t.Fatalf("the book holds %d bids, want the strangers' pool (%d) and the staked requester's", n, escrow.MaxStrangerBids)
	}
	during := r.call(t, now.Add(time.Millisecond))
	if _, err := w.MakeBid(during, time.Minute, now); err != nil {
		t.Fatalf("a staked requester's call during the flood: %v", err)
	}

	restarted := r.stakedWorker(t, r.store, staked)
	if n := restarted.OpenBids(); n != escrow.MaxStrangerBids+2 || len(r.store.recs) != n {
		t.Fatalf("after a restart the book holds %d bids (store %d), want %d", n, len(r.store.recs), escrow.MaxStrangerBids+2)
	}
	id := r.hire(t, before, 4e15, 10*time.Minute)
	if err := restarted.Offer(ctx, id, "req"); err != nil {
		t.Fatalf("the staked requester's hire after the flood: %v", err)
	}
	if s := r.m.Status(id); s != escrow.StatusSubmitted {
		t.Fatalf("the hire is %s, want submitted", s)
	}
}

// A full book keeps room for staked requesters: a stranger never evicts a staked requester's
// bid, and a staked requester's bid over a full book evicts the oldest bid of the largest
// holder, a stranger's first.
func TestBidBookEvictsLargestHolderStrangersFirst(t *testing.T) {
	r := newBidRig(t)
	now := time.Now()
	keys := map[common.Address]bool{}
	staked := func(a common.Address) (bool, error) { return keys[a], nil }
	w := r.stakedWorker(t, nil, staked)
	call := func(k *identity.Key, peer string, at time.Time) escrow.CallForBids {
		c := escrow.CallForBids{ChainID: r.m.Anvil.ChainID, Escrow: r.m.Requester.Esc.Address(), Skill: "upper",
			MaxReward: escrow.NewBigString(big.NewInt(1e16)), BidsUntil: uint64(at.Add(time.Minute).UnixMilli()),
			Deadline: at.Add(time.Hour).Unix(), Peer: peer}
		if err := c.Sign(k, at); err != nil {
			t.Fatal(err)
		}
		return c
	}
	// Staked requesters fill the book but for the strangers' pool, which strangers fill.
	var first escrow.CallForBids
	stakedCalls := 0
	for i := 0; stakedCalls < escrow.MaxOpenBids-escrow.MaxStrangerBids; i++ {
		k, _ := identity.GenerateKey()
		keys[k.Address()] = true
		for j := 0; j < escrow.MaxBidsPerRequester && stakedCalls < escrow.MaxOpenBids-escrow.MaxStrangerBids; j++ {
			c := call(k, fmt.Sprintf("staked%d", i), now.Add(time.Duration(stakedCalls)*time.Millisecond))
			if stakedCalls == 0 {
				first = c
			}
			if _, err := w.MakeBid(c, time.Minute, now); err != nil {
				t.Fatalf("staked bid %d: %v", stakedCalls, err)
			}
			stakedCalls++
		}
	}
	for i := range escrow.MaxStrangerBids + 10 {
		k, _ := identity.GenerateKey()
		if _, err := w.MakeBid(call(k, fmt.Sprintf("stranger%d", i), now), time.Minute, now); err != nil {
			t.Fatalf("stranger bid %d: %v", i, err)
		}
	}
	if n := w.OpenBids(); n != escrow.MaxOpenBids {
		t.Fatalf("%d bids, want a full book", n)
	}
	if _, ok := w.Negotiation(first.ID()); !ok {
		t.Fatal("a stranger evicted a staked requester's bid")
	}
	// A new staked requester: room is made from the strangers.
	k, _ := identity.GenerateKey()
	keys[k.Address()] = true
	if _, err := w.MakeBid(call(k, "newcomer", now), time.Minute, now); err != nil {
		t.Fatalf("a new staked requester over a full book: %v", err)
	}
	if _, ok := w.Negotiation(first.ID()); !ok || w.OpenBids() != escrow.MaxOpenBids {
		t.Fatalf("the staked requester's room came from another staked requester (%d bids)", w.OpenBids())
	}
}
