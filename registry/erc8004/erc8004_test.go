package erc8004_test

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/registry/erc8004"
	"github.com/agentsite/agentsite/test/harness"
)

const uri = "data:application/json;base64,eyJ0eXBlIjoiaHR0cHM6Ly9laXBzLmV0aGVyZXVtLm9yZy9FSVBTL2VpcC04MDA0I3JlZ2lzdHJhdGlvbi12MSJ9"

// rig is a market on anvil plus the stand-in canonical registries.
type rig struct {
	m   *harness.Market
	cfg erc8004.Config
}

func newRig(t *testing.T) *rig {
	t.Helper()
	m := harness.NewMarket(t)
	cfg, err := erc8004.DeployStandIn(context.Background(), m.Arbiter.S)
	if err != nil {
		t.Fatal(err)
	}
	return &rig{m: m, cfg: cfg}
}

func (r *rig) client(t *testing.T, p *harness.Party, cfg erc8004.Config) *erc8004.Client {
	t.Helper()
	c, err := erc8004.New(p.S, cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func (r *rig) nonce(t *testing.T, a common.Address) uint64 {
	t.Helper()
	n, err := r.m.RPC.NonceAt(context.Background(), a, nil)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// TestRegisterMintsLinksOnce: the agent is minted on the canonical registry with the same URI,
// linked from our registry, and a second Register sends nothing.
func TestRegisterMintsLinksOnce(t *testing.T) {
	ctx := context.Background()
	r := newRig(t)
	w := r.m.Worker
	c := r.client(t, w, r.cfg)
	id, err := c.Register(ctx, w.Reg, r.m.AgentID, uri)
	if err != nil {
		t.Fatal(err)
	}
	tok, err := c.Token(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if tok.Owner != w.Key.Address() || tok.URI != uri || tok.Wallet != w.Key.Address() {
		t.Fatalf("canonical token %+v", tok)
	}
	link, err := w.Reg.Metadata(ctx, r.m.AgentID, erc8004.LinkKey)
	if err != nil {
		t.Fatal(err)
	}
	if reg, got, ok, err := erc8004.DecodeLink(link); err != nil || !ok || reg != r.cfg.Identity || got != id {
		t.Fatalf("link %x: %s %d %v %v", link, reg.Hex(), got, ok, err)
	}
	before := r.nonce(t, w.Key.Address())
	again, err := c.Register(ctx, w.Reg, r.m.AgentID, uri)
	if err != nil || again != id {
		t.Fatalf("second register: %d %v, want %d", again, err, id)
	}
	if n := r.nonce(t, w.Key.Address()); n != before {
		t.Fatalf("second register sent %d transactions", n-before)
	}
}

// TestRegisterLinksAnUnlinkedMint: a mint whose link was never written (a crash between the
// two) is found and linked, not minted twice.
func TestRegisterLinksAnUnlinkedMint(t *testing.T) {
	ctx := context.Background()
	r := newRig(t)
	w := r.m.Worker
	c := r.client(t, w, r.cfg)
	minted, err := c.Mint(ctx, uri)
	if err != nil {
		t.Fatal(err)
	}
	before := r.nonce(t, w.Key.Address())
	id, err := c.Register(ctx, w.Reg, r.m.AgentID, uri)
	if err != nil || id != minted {
		t.Fatalf("register after a lost link: %d %v, want %d", id, err, minted)
	}
	if n := r.nonce(t, w.Key.Address()); n != before+1 {
		t.Fatalf("sent %d transactions, want the link only", n-before)
	}
}

// TestRegisterBadInput: a URI over the bound and a canonical registry that reverts give clear
// errors, send nothing or leave our registration as it was (no link).
func TestRegisterBadInput(t *testing.T) {
	ctx := context.Background()
	r := newRig(t)
	w := r.m.Worker
	c := r.client(t, w, r.cfg)
	before := r.nonce(t, w.Key.Address())
	big := "data:application/json;base64," + strings.Repeat("A", erc8004.DefaultMaxURIBytes)
	if _, err := c.Register(ctx, w.Reg, r.m.AgentID, big); !errors.Is(err, erc8004.ErrURITooBig) {
		t.Fatalf("big URI: %v, want ErrURITooBig", err)
	}
	if n := r.nonce(t, w.Key.Address()); n != before {
		t.Fatalf("a refused URI sent %d transactions", n-before)
	}
	// Our own AgentRegistry as the "canonical" one: its register(agentURI) wants a stake the
	// worker has not approved, so it reverts.
	bad := r.cfg
	bad.Identity = r.m.D.Contracts[deploy.NameAgentRegistry]
	_, err := r.client(t, w, bad).Register(ctx, w.Reg, r.m.AgentID, uri)
	if !errors.Is(err, erc8004.ErrMint) || !errors.Is(err, chain.ErrReverted) {
		t.Fatalf("reverting registry: %v, want ErrMint and a revert", err)
	}
	a, err := w.Reg.Agent(ctx, r.m.AgentID)
	if err != nil || !a.Active {
		t.Fatalf("our registration after a failed canonical mint: %+v %v", a, err)
	}
	if link, err := w.Reg.Metadata(ctx, r.m.AgentID, erc8004.LinkKey); err != nil || len(link) != 0 {
		t.Fatalf("link after a failed mint: %x %v", link, err)
	}
}

// settled posts, claims, submits and accepts a bounty for the market's agent.
func settled(t *testing.T, m *harness.Market) uint64 {
	t.Helper()
	ctx := context.Background()
	id, _, err := m.Requester.Esc.Post(ctx, escrow.PostParams{Amount: harness.Eth(1), SpecHash: crypto.Keccak256Hash([]byte("spec")),
		Deadline: time.Now().Add(time.Hour), ReviewWindow: 10 * time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Worker.Esc.Claim(ctx, id, m.AgentID); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Worker.Esc.Submit(ctx, id, crypto.Keccak256Hash([]byte("result"))); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Requester.Esc.Accept(ctx, id); err != nil {
		t.Fatal(err)
	}
	return id
}

// TestMirrorWritesCanonicalFeedback: the requester's feedback for a settled bounty lands on
// both registries; an agent that is not on the canonical registry gets ours only.
func TestMirrorWritesCanonicalFeedback(t *testing.T) {
	ctx := context.Background()
	r := newRig(t)
	req := r.m.Requester
	req.Rep.SetMirror(r.client(t, req, r.cfg).Mirror(req.Reg))

	// Not on the canonical registry yet: our feedback only, no error.
	first := settled(t, r.m)
	if err := req.Rep.GiveFeedback(ctx, first, 70, "result"); err != nil {
		t.Fatal(err)
	}
	canonID, err := r.client(t, r.m.Worker, r.cfg).Register(ctx, r.m.Worker.Reg, r.m.AgentID, uri)
	if err != nil {
		t.Fatal(err)
	}
	second := settled(t, r.m)
	if err := req.Rep.GiveFeedback(ctx, second, 90, "result"); err != nil {
		t.Fatal(err)
	}
	rep := bindings.NewERC8004ReputationRegistry()
	out, err := chain.Read(ctx, req.S.Backend(), req.S.Decoder(), r.cfg.Reputation,
		rep.PackERC8004ReputationRegistryReadFeedback(new(big.Int).SetUint64(canonID), req.Key.Address(), 1), rep.UnpackERC8004ReputationRegistryReadFeedback)
	if err != nil {
		t.Fatal(err)
	}
	if out.Value.Int64() != 90 || out.ValueDecimals != 0 || out.Tag1 != "starred" || out.Tag2 != "result" || out.IsRevoked {
		t.Fatalf("canonical feedback %+v", out)
	}
	last, err := chain.Read(ctx, req.S.Backend(), req.S.Decoder(), r.cfg.Reputation,
		rep.PackGetLastIndex(new(big.Int).SetUint64(canonID), req.Key.Address()), rep.UnpackGetLastIndex)
	if err != nil || last != 1 {
		t.Fatalf("canonical entries %d %v, want 1 (the first bounty was before the mint)", last, err)
	}
	sc, err := req.Rep.Score(ctx, r.m.AgentID)
	if err != nil || sc.FeedbackCount != 2 {
		t.Fatalf("our feedback %+v %v, want 2 entries", sc, err)
	}
}

// TestMirrorRefusesAForeignLink: a link to a canonical token the agent's owner does not own
// (someone else's) gets no feedback; ours is recorded and the error says so.
func TestMirrorRefusesAForeignLink(t *testing.T) {
	ctx := context.Background()
	r := newRig(t)
	other, err := r.client(t, r.m.Arbiter, r.cfg).Mint(ctx, uri)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.m.Worker.Reg.SetMetadata(ctx, r.m.AgentID, erc8004.LinkKey, erc8004.EncodeLink(r.cfg.Identity, other)); err != nil {
		t.Fatal(err)
	}
	req := r.m.Requester
	req.Rep.SetMirror(r.client(t, req, r.cfg).Mirror(req.Reg))
	id := settled(t, r.m)
	err = req.Rep.GiveFeedback(ctx, id, 90, "result")
	if !errors.Is(err, erc8004.ErrForeignLink) || !strings.Contains(err.Error(), "recorded here") {
		t.Fatalf("foreign link: %v, want ErrForeignLink after our feedback", err)
	}
	if given, err := req.Rep.FeedbackGiven(ctx, id); err != nil || !given {
		t.Fatalf("our feedback: %v %v", given, err)
	}
}

// TestSetWalletMatchesOurs: the canonical token gets the agent wallet our registry has (the
// standard's signature under the registry's own EIP-712 domain); a second call sends nothing.
func TestSetWalletMatchesOurs(t *testing.T) {
	ctx := context.Background()
	r := newRig(t)
	w := r.m.Worker
	wallet := r.m.Anvil.Key(5)
	if err := w.Reg.SetAgentWallet(ctx, r.m.AgentID, wallet, time.Hour); err != nil {
		t.Fatal(err)
	}
	c := r.client(t, w, r.cfg)
	id, err := c.Register(ctx, w.Reg, r.m.AgentID, uri)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.SetWallet(ctx, id, wallet); err != nil {
		t.Fatal(err)
	}
	tok, err := c.Token(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	ours, err := w.Reg.Agent(ctx, r.m.AgentID)
	if err != nil || tok.Wallet != wallet.Address() || ours.Wallet != tok.Wallet {
		t.Fatalf("wallets: canonical %s, ours %s (%v), want %s", tok.Wallet.Hex(), ours.Wallet.Hex(), err, wallet.Address().Hex())
	}
	before := r.nonce(t, w.Key.Address())
	if err := c.SetWallet(ctx, id, wallet); err != nil || r.nonce(t, w.Key.Address()) != before {
		t.Fatalf("second SetWallet: %v, sent %d transactions", err, r.nonce(t, w.Key.Address())-before)
	}
}
