package discovery_test

import (
	"testing"

	"github.com/agentsite/agentsite/registry/cardtest"
	"github.com/agentsite/agentsite/registry/index"
)

// Held finds the card the index holds of an agent by its node and exact name (the card a call
// by peer and agent is bound by, review rvexact, finding 4), not one of another node or name.
func TestHeldCardByNodeAndName(t *testing.T) {
	nd := newNetwork(t, 1, testConfig()).nodes[0]
	other, err := cardtest.RandomPeerID()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []cardtest.Spec{
		{PeerID: other, Name: "echo", Description: "echo on another node"},
		{PeerID: nd.h.ID(), Name: "echo twice", Description: "echo echo"},
		{PeerID: nd.h.ID(), Name: "echo", Description: "the one"},
	} {
		c, _, err := cardtest.New(s)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := nd.idx.Put(c, index.SourceGossip); err != nil {
			t.Fatal(err)
		}
	}
	e, ok, err := nd.d.Held(nd.h.ID().String(), "echo")
	if err != nil || !ok || e.Card.Description != "the one" {
		t.Fatalf("held echo: %v %v %+v", ok, err, e.Card)
	}
	for _, name := range []string{"ech", "unknown", "!"} {
		if _, ok, err := nd.d.Held(nd.h.ID().String(), name); ok || err != nil {
			t.Fatalf("held %q: %v %v", name, ok, err)
		}
	}
}
