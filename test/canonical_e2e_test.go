package test

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/registry/erc8004"
	"github.com/agentsite/agentsite/registry/regfile"
	"github.com/agentsite/agentsite/test/harness"
)

// standInDeployer is the anvil account that deploys the stand-in canonical registries in
// TestE2ECanonicalRegisterAndMirror (no node uses it).
const standInDeployer = 7

// TestE2ECanonicalRegisterAndMirror: nodes configured with the chain's canonical ERC-8004
// registries (chain.erc8004; here the stand-in deployment), as a user runs them. bob's
// `agent register summarize --canonical` mints his registered agent there with the URI our
// registry holds, links it and gives it the agent's wallet; his node's registration file and
// domain proof then list the canonical registration too; a second run sends nothing. After
// alice's bounty for summarize is settled, her node's feedback is on both reputation
// registries, so the agent's paid record shows on the canonical one.
func TestE2ECanonicalRegisterAndMirror(t *testing.T) {
	key, err := identity.KeyFromHex(harness.AnvilKeys[standInDeployer])
	if err != nil {
		t.Fatal(err)
	}
	deployer := key.Address()
	// The stand-in is deployed once the network is up; its addresses follow from the deployer's
	// first two nonces.
	canon := erc8004.Config{Identity: crypto.CreateAddress(deployer, 0), Reputation: crypto.CreateAddress(deployer, 1)}
	w := startNet(t, 2, func(_ int, c *node.Config) { c.Chain.ERC8004 = &canon })
	sc := chain.DefaultConfig()
	sc.PollInterval = 10 * time.Millisecond
	s, err := chain.NewSender(w.ctx, sc, w.d.RPC, key, deploy.RevertDecoder(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := erc8004.DeployStandIn(w.ctx, s); err != nil || got != canon {
		t.Fatalf("stand-in at %+v (%v), want %+v", got, err, canon)
	}
	alice, bob := w.d.Nodes[0], w.d.Nodes[1]
	ours, ok := bob.AgentID("summarize")
	if !ok {
		t.Fatal("summarize is not registered")
	}
	var out struct {
		AgentID     uint64 `json:"agentId"`
		CanonicalID uint64 `json:"canonicalAgentId"`
	}
	head := w.head()
	if err := w.api(bob, "agent.register", apitypes.StakeParams{Agent: "summarize", Canonical: true}, &out); err != nil {
		t.Fatal(err)
	}
	t.Logf("canonical mint, link and agent wallet: %d gas", w.gasUsed(head, w.head()))
	c, err := erc8004.New(s, canon, nil)
	if err != nil {
		t.Fatal(err)
	}
	tok, err := c.Token(w.ctx, out.CanonicalID)
	if err != nil {
		t.Fatal(err)
	}
	a := w.agent(ours)
	wallet, _ := bob.AgentAddress("summarize")
	if out.AgentID != ours || tok.Owner != a.Owner || tok.URI != a.URI || tok.Wallet != wallet {
		t.Fatalf("canonical token %+v for agent %d (%+v), want owner %s, URI %q, wallet %s", tok, ours, out, a.Owner.Hex(), a.URI, wallet.Hex())
	}
	// The registration file bob serves (the canonical token's URI on a node with a public
	// address) lists the canonical registration beside ours, and so does the domain proof: a
	// reader checks that the file names the token it came from.
	want := regfile.Registration{AgentID: tok.ID, AgentRegistry: regfile.AgentRegistry(w.d.Deploy.ChainID, canon.Identity)}
	w.waitFor("the canonical registration in bob's registration file", 20*time.Second, func() (bool, error) {
		f, err := regfile.Fetcher{AllowHTTP: true, AllowPrivate: true}.Fetch(w.ctx, bob.APIURL()+regfile.Path("summarize"))
		return err == nil && len(f.Registrations) == 2 && f.Registrations[0].AgentID == ours && f.Registrations[1] == want, err
	})
	if err := (regfile.Fetcher{AllowHTTP: true, AllowPrivate: true}).VerifyDomain(w.ctx, bob.APIURL()+"/mcp", want); err != nil {
		t.Fatalf("domain proof of the canonical registration: %v", err)
	}
	head = w.head()
	if err := w.api(bob, "agent.register", apitypes.StakeParams{Agent: "summarize", Canonical: true}, &out); err != nil || out.CanonicalID != tok.ID {
		t.Fatalf("second --canonical: %+v %v, want canonical id %d", out, err, tok.ID)
	}
	if n := len(w.receiptsOf(a.Owner, head, w.head())); n != 0 {
		t.Fatalf("second --canonical sent %d transactions", n)
	}

	id := w.post(alice, apitypes.BountyPostParams{Skill: "summarize", Input: summarizeInput(), Reward: "0.2", Deadline: "5m", ReviewWindow: "2m",
		Verifier: `grep -q '"summary":"They are paid on chain."'`})
	w.waitStatus(id, escrow.StatusAccepted, 30*time.Second)
	rep := bindings.NewERC8004ReputationRegistry()
	aliceAccount := w.d.Nodes[0].Account()
	w.waitFor("alice's feedback on the canonical reputation registry", 20*time.Second, func() (bool, error) {
		last, err := chain.Read(w.ctx, s.Backend(), s.Decoder(), canon.Reputation,
			rep.PackGetLastIndex(new(big.Int).SetUint64(tok.ID), aliceAccount), rep.UnpackGetLastIndex)
		return err == nil && last == 1, err
	})
	fb, err := chain.Read(w.ctx, s.Backend(), s.Decoder(), canon.Reputation,
		rep.PackERC8004ReputationRegistryReadFeedback(new(big.Int).SetUint64(tok.ID), aliceAccount, 1), rep.UnpackERC8004ReputationRegistryReadFeedback)
	if err != nil || fb.Value.Int64() != 100 || fb.IsRevoked {
		t.Fatalf("canonical feedback %+v %v, want 100", fb, err)
	}
	if sc, err := w.rep.Score(w.ctx, ours); err != nil || sc.FeedbackCount != 1 {
		t.Fatalf("our feedback %+v %v, want 1 entry", sc, err)
	}
	if w.d.Deploy.Contracts[deploy.NameAgentRegistry] == canon.Identity {
		t.Fatal("the canonical registry is ours")
	}
}
