package call

import (
	"testing"
	"time"

	"github.com/agentsite/agentsite/identity"
	"github.com/libp2p/go-libp2p/core/peer"
)

type slots int

func (s slots) MaxConcurrent(string) int { return int(s) }

type slotHandler struct {
	Handler
	slots
}

func TestShareAdmit(t *testing.T) {
	cfg := FairShare{CallerRate: 1, CallerBurst: 4, PeerRate: 100, PeerBurst: 100, CallerInFlight: 8, PeerInFlight: 8, RemoteShare: 0.75}
	s := newShare(cfg, slotHandler{slots: 8}) // remote 6, one caller 3
	now := time.Unix(1000, 0)
	a, b := identity.DID{ChainID: 1, Address: [20]byte{1}}, identity.DID{ChainID: 1, Address: [20]byte{2}}
	pa, pb := peer.ID("a"), peer.ID("b")
	var releases []func()
	for i := range 3 {
		rel, e := s.admit(a, pa, "echo", now)
		if e != nil {
			t.Fatalf("call %d of a: %v", i, e)
		}
		releases = append(releases, rel)
	}
	if _, e := s.admit(a, pa, "echo", now); e == nil || e.Code != CodeBusy {
		t.Fatalf("a's 4th running call: %v, want busy (half the remote share)", e)
	}
	for i := range 3 {
		rel, e := s.admit(b, pb, "echo", now)
		if e != nil {
			t.Fatalf("call %d of b while a floods: %v", i, e)
		}
		releases = append(releases, rel)
	}
	if _, e := s.admit(identity.DID{ChainID: 1, Address: [20]byte{3}}, "c", "echo", now); e == nil {
		t.Fatal("a 7th remote call on 8 slots admitted: none kept for the node")
	}
	for _, rel := range releases {
		rel()
	}
	// a spent its burst of 4 (3 admitted, 1 refused): it waits for the bucket to refill.
	if _, e := s.admit(a, pa, "echo", now); e == nil {
		t.Fatal("a admitted over its rate")
	}
	if rel, e := s.admit(a, pa, "echo", now.Add(1100*time.Millisecond)); e != nil {
		t.Fatalf("a after a second: %v", e)
	} else {
		rel()
	}
	if len(s.agents) != 0 || len(s.callerAgent) != 0 {
		t.Fatalf("counters left after every release: %v %v", s.agents, s.callerAgent)
	}
}

func TestSharePeerRate(t *testing.T) {
	s := newShare(FairShare{CallerRate: 1, CallerBurst: 1, PeerRate: 10, PeerBurst: 2, CallerInFlight: 1, PeerInFlight: 1, RemoteShare: 1}, nil)
	now := time.Unix(1000, 0)
	for i := range 2 {
		if e := s.peerRate("p", now); e != nil {
			t.Fatalf("request %d: %v", i, e)
		}
	}
	if e := s.peerRate("p", now); e == nil {
		t.Fatal("third request in the same instant admitted")
	}
	if e := s.peerRate("q", now); e != nil {
		t.Fatalf("another peer: %v", e)
	}
	if e := s.peerRate("p", now.Add(100*time.Millisecond)); e != nil {
		t.Fatalf("after refill: %v", e)
	}
	s.sweep(now.Add(time.Hour))
	if len(s.peers) != 0 {
		t.Fatalf("%d idle accounts kept after a sweep", len(s.peers))
	}
}
