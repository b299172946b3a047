package agentids

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/dgraph-io/badger/v4"
	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/chainindex"
	"github.com/agentsite/agentsite/registry"
	"github.com/agentsite/agentsite/registry/index"
	"github.com/agentsite/agentsite/registry/onchain"
)

const chainID = 31337

// registryOf registers agents with ids from 10 on and records wallets set.
type registryOf struct {
	registered []string
	wallets    map[uint64]common.Address
	uris       map[uint64]string // set by SetAgentURI
}

func (r *registryOf) Register(_ context.Context, uri string, _ map[string][]byte, _ *big.Int) (uint64, error) {
	r.registered = append(r.registered, uri)
	return uint64(9 + len(r.registered)), nil
}
func (r *registryOf) Agent(_ context.Context, id uint64) (onchain.Agent, error) {
	return onchain.Agent{ID: id, Wallet: r.wallets[id]}, nil
}
func (r *registryOf) SetAgentURI(_ context.Context, id uint64, uri string) error {
	if r.uris == nil {
		r.uris = map[uint64]string{}
	}
	r.uris[id] = uri
	return nil
}
func (r *registryOf) SetAgentWallet(_ context.Context, id uint64, k *identity.Key, _ time.Duration) error {
	r.wallets[id] = k.Address()
	return nil
}

// indexOf knows agents by owner or wallet address.
type indexOf map[common.Address][]chainindex.Agent

func (x indexOf) Sync(context.Context) (uint64, error)                  { return 0, nil }
func (x indexOf) AgentsOf(a common.Address) ([]chainindex.Agent, error) { return x[a], nil }

// cardsOf knows one card.
type cardsOf map[common.Address]string

func (c cardsOf) Card(_ context.Context, a common.Address) (*index.Entry, error) {
	id, ok := c[a]
	if !ok {
		return nil, errors.New("no card")
	}
	return &index.Entry{Card: &registry.Card{AgentID: registry.AgentID(id)}}, nil
}

func key(t *testing.T) *identity.Key {
	t.Helper()
	k, err := identity.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// A hosted agent is registered once, its key made its wallet and its id recorded; one this
// account registered before a crash (same URI in the index) is adopted, not registered again.
func TestRegister(t *testing.T) {
	db, err := badger.Open(badger.DefaultOptions("").WithInMemory(true).WithLogger(nil))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	account, fresh, lost := common.Address{0xac}, key(t), key(t)
	ix := indexOf{account: {{ID: 5, Owner: account, URI: LegacyURI(lost.DID(chainID).String())}}}
	reg := &registryOf{wallets: map[uint64]common.Address{}}
	b := New(reg, ix, cardsOf{}, db, account, chainID, slog.New(slog.NewTextHandler(io.Discard, nil)))

	if _, ok := b.Stored("fresh"); ok {
		t.Fatal("an id is stored before registration")
	}
	id, err := b.Register(context.Background(), "fresh", fresh, big.NewInt(1))
	if err != nil || id != 10 || reg.wallets[10] != fresh.Address() {
		t.Fatalf("registered %d, %v; wallet %s", id, err, reg.wallets[10].Hex())
	}
	if got, ok := b.Stored("fresh"); !ok || got != 10 {
		t.Fatalf("stored %d, %v", got, ok)
	}
	id, err = b.Register(context.Background(), "lost", lost, big.NewInt(1))
	if err != nil || id != 5 || len(reg.registered) != 1 {
		t.Fatalf("adopted %d, %v; registrations %v", id, err, reg.registered)
	}
}

// Resolve reads an id, or a DID through the index (active agents), then through its card.
func TestResolve(t *testing.T) {
	wallet, carded, unknown := key(t), key(t), key(t)
	ix := indexOf{wallet.Address(): {{ID: 7, Wallet: wallet.Address(), Active: true}}}
	b := New(&registryOf{}, ix, cardsOf{carded.Address(): "8"}, nil, common.Address{}, chainID, nil)
	for _, c := range []struct {
		in   string
		want uint64
		err  string
	}{
		{"42", 42, ""},
		{wallet.DID(chainID).String(), 7, ""},
		{carded.DID(chainID).String(), 8, ""},
		{unknown.DID(chainID).String(), 0, "is known"},
		{wallet.DID(1).String(), 0, "is on chain 1"},
		{"someone", 0, "neither an agent id nor a DID"},
	} {
		got, err := b.Resolve(context.Background(), c.in)
		if got != c.want || (c.err == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), c.err)) {
			t.Errorf("Resolve(%s) = %d, %v; want %d, %q", c.in, got, err, c.want, c.err)
		}
	}
}
