package erc8004_test

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/registry/erc8004"
	"github.com/agentsite/agentsite/test/harness"
)

// registered is a Registered log of registry for (id, owner).
func registered(t *testing.T, registry common.Address, id *big.Int, owner common.Address) *types.Log {
	t.Helper()
	ev := bindings.NewERC8004IdentityRegistry().GetABI().Events["Registered"]
	data, err := ev.Inputs.NonIndexed().Pack(uri)
	if err != nil {
		t.Fatal(err)
	}
	return &types.Log{Address: registry, Topics: []common.Hash{ev.ID, common.BigToHash(id), common.BytesToHash(owner.Bytes())}, Data: data}
}

// TestMintTakesOnlyTheSendersToken (review finding 3): a registry at the configured address
// whose mint receipt names another owner's token first (or an id past 64 bits) must not have
// that token linked to our agent: Mint takes the Registered event naming the sender, and
// Register reads the token back before linking it.
func TestMintTakesOnlyTheSendersToken(t *testing.T) {
	r := newRig(t)
	w := r.m.Worker
	c := r.client(t, w, r.cfg)
	victim := r.m.Requester.Key.Address()
	huge := new(big.Int).Lsh(big.NewInt(1), 64)
	huge.Add(huge, big.NewInt(7))
	rcpt := &types.Receipt{Logs: []*types.Log{
		registered(t, r.cfg.Identity, big.NewInt(42), victim),
		registered(t, r.cfg.Identity, huge, w.Key.Address()),
		registered(t, common.HexToAddress("0x1"), big.NewInt(43), w.Key.Address()),
		registered(t, r.cfg.Identity, big.NewInt(9), w.Key.Address()),
	}}
	if id, err := c.MintedID(rcpt); err != nil || id != 9 {
		t.Fatalf("minted id %d %v, want 9 (the sender's, of the configured registry)", id, err)
	}
	if _, err := c.MintedID(&types.Receipt{Logs: rcpt.Logs[:3]}); !errors.Is(err, erc8004.ErrMint) {
		t.Fatalf("no token of the sender: %v, want ErrMint", err)
	}
}

// TestRegisterDoesNotShareAnotherAgentsMint (review finding 4, stated): FindMint takes any
// token the account minted with the same URI in the lookback, also one already linked to
// another of its agents. Two of the account's agents with one URI (a name re-registered
// after its agent was sold, within the lookback) end linked to one canonical token, and the
// feedback for both lands on it. The node's URIs are per agent name or DID, so the two agents
// must share a name; the fix is a back-link in the canonical token's metadata.
func TestRegisterDoesNotShareAnotherAgentsMint(t *testing.T) {
	t.Skip("finding 4: an unlinked-mint search cannot tell a token linked to another agent of the account; stated in contracts/README.md")
	ctx := context.Background()
	r := newRig(t)
	w := r.m.Worker
	c := r.client(t, w, r.cfg)
	first, err := c.Register(ctx, w.Reg, r.m.AgentID, uri)
	if err != nil {
		t.Fatal(err)
	}
	second := r.m.RegisterAgent(w, harness.Eth(200))
	id, err := c.Register(ctx, w.Reg, second, uri)
	if err != nil {
		t.Fatal(err)
	}
	if id == first {
		t.Fatalf("agents %d and %d share canonical token %d", r.m.AgentID, second, id)
	}
}
