package node

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/registry"
)

// TestCardSkills checks that a hosted agent's declared skills make a card that validates: a
// command agent's skill with no name (the config allows it) is named by its id, and the
// agent's name and the skill id are tags.
func TestCardSkills(t *testing.T) {
	key, err := identity.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	_, pub, err := crypto.GenerateEd25519Key(nil)
	if err != nil {
		t.Fatal(err)
	}
	peerID, err := peer.IDFromPublicKey(pub)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name     string
		skills   []runtime.Skill
		wantName string
	}{
		{"no name", []runtime.Skill{{ID: "lint", Tags: []string{"Go"}}}, "lint"},
		{"named", []runtime.Skill{{ID: "lint", Name: "Go linter"}}, "Go linter"},
		{"default run skill", []runtime.Skill{{ID: "run"}}, "run"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			skills := cardSkills("golint", tc.skills)
			c := &registry.Card{Name: "golint", DID: key.DID(31337), Skills: skills,
				Node:              registry.NodeInfo{PeerID: peerID.String()},
				DefaultInputModes: []string{"application/json"}, DefaultOutputModes: []string{"application/json"}}
			if err := c.Sign(key, time.Now(), time.Hour); err != nil {
				t.Fatal(err)
			}
			if err := c.Validate(); err != nil {
				t.Fatalf("card does not validate: %v", err)
			}
			if skills[0].Name != tc.wantName {
				t.Fatalf("skill name %q, want %q", skills[0].Name, tc.wantName)
			}
			for _, tag := range []string{"golint", "lint"} {
				if tc.skills[0].ID == "lint" && !slices.Contains(skills[0].Tags, tag) {
					t.Fatalf("tags %v lack %q", skills[0].Tags, tag)
				}
			}
		})
	}
}

// TestBountyCallsSigned: an agent's calls while it works on a bounty are signed request by
// request (evidence for a dispute); its other calls ride on the connection's binding.
func TestBountyCallsSigned(t *testing.T) {
	if call.ProofWanted(proofForBounty(context.Background())) {
		t.Fatal("a call outside any bounty asks for per-request signatures")
	}
	if !call.ProofWanted(proofForBounty(escrow.WithTask(context.Background(), escrow.Bounty{}))) {
		t.Fatal("a call of a bounty's work is not signed request by request")
	}
}

// Chat members are this node's keys and staked agents; everyone else is a stranger, and a
// failed lookup is an error (chat ignores the message rather than deciding).
func TestChatMembers(t *testing.T) {
	own, staked, stranger := common.Address{1}, common.Address{2}, common.Address{3}
	down := errors.New("index closed")
	m := chatMembers{local: map[common.Address]bool{own: true}, staked: func(a common.Address) (bool, error) {
		if a == (common.Address{9}) {
			return false, down
		}
		return a == staked, nil
	}}
	for _, tc := range []struct {
		addr common.Address
		want bool
		err  error
	}{{own, true, nil}, {staked, true, nil}, {stranger, false, nil}, {common.Address{9}, false, down}} {
		got, err := m.IsMember(context.Background(), "team", identity.DID{ChainID: 1337, Address: tc.addr})
		if got != tc.want || !errors.Is(err, tc.err) {
			t.Errorf("IsMember(%s) = %v, %v; want %v, %v", tc.addr, got, err, tc.want, tc.err)
		}
	}
}
