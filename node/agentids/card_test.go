package agentids

import (
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/registry"
)

// TestCard checks that a hosted agent's declared skills make a card that validates: a command
// agent's skill with no name (the config allows it) is named by its id, and the agent's name
// and the skill id are tags; a registered agent's card carries its id and stake.
func TestCard(t *testing.T) {
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
		name       string
		skills     []runtime.Skill
		registered bool
		wantName   string
	}{
		{"no name", []runtime.Skill{{ID: "lint", Tags: []string{"Go"}}}, false, "lint"},
		{"named", []runtime.Skill{{ID: "lint", Name: "Go linter"}}, true, "Go linter"},
		{"default run skill", []runtime.Skill{{ID: "run"}}, false, "run"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := Card(Hosted{Info: runtime.AgentInfo{Name: "golint", Skills: tc.skills}, DID: key.DID(31337), PeerID: peerID.String(),
				Addrs: []string{"/ip4/127.0.0.1/tcp/4001"}, AgentID: 7, Registered: tc.registered, Stake: big.NewInt(5)})
			if err := c.Sign(key, time.Now(), time.Hour); err != nil {
				t.Fatal(err)
			}
			if err := c.Validate(); err != nil {
				t.Fatalf("card does not validate: %v", err)
			}
			if c.Skills[0].Name != tc.wantName || c.Description != "AgentSite agent golint" {
				t.Fatalf("skill name %q, description %q; want %q", c.Skills[0].Name, c.Description, tc.wantName)
			}
			for _, tag := range []string{"golint", "lint"} {
				if tc.skills[0].ID == "lint" && !slices.Contains(c.Skills[0].Tags, tag) {
					t.Fatalf("tags %v lack %q", c.Skills[0].Tags, tag)
				}
			}
			want := registry.Interface{URL: "libp2p://" + peerID.String() + "/golint", Transport: "agentsite/call/1"}
			if len(c.Interfaces) != 1 || c.Interfaces[0] != want {
				t.Fatalf("interfaces %+v, want %+v", c.Interfaces, want)
			}
			if tc.registered != (c.AgentID == "7" && c.Stake == "5") || !tc.registered && (c.AgentID != "" || c.Stake != "") {
				t.Fatalf("registered %v: agent id %q stake %q", tc.registered, c.AgentID, c.Stake)
			}
		})
	}
}
