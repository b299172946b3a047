package agentids

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/chainindex"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/registry/regfile"
)

// flakyURIs is registryOf whose SetAgentURI fails while failing is set (an RPC down, out of gas).
type flakyURIs struct {
	registryOf
	failing bool
	sent    int // SetAgentURI calls, failed ones included
}

func (r *flakyURIs) SetAgentURI(ctx context.Context, id uint64, uri string) error {
	r.sent++
	if r.failing {
		return errors.New("rpc down")
	}
	return r.registryOf.SetAgentURI(ctx, id, uri)
}

// dataURINaming is a data-URI registration file of agent name (DID of key) naming regs.
func dataURINaming(t *testing.T, name string, k *identity.Key, regs ...regfile.Registration) string {
	t.Helper()
	h := Hosted{Info: runtime.AgentInfo{Name: name}, DID: k.DID(chainID), PeerID: "12D3KooWPeer"}
	uri, err := AgentURI(h, "", regs)
	if err != nil {
		t.Fatal(err)
	}
	return uri
}

// namesOnly fails unless uri is a data URI whose file names exactly agent id of registryAddr.
func namesOnly(t *testing.T, uri string, id uint64) {
	t.Helper()
	f, err := regfile.FromDataURI(uri)
	if err != nil || len(f.Registrations) != 1 || f.Registrations[0] != Registration(chainID, registryAddr, id) {
		t.Fatalf("the file on chain names %+v (%v), want agent %d only", f, err, id)
	}
}

func quietLog() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// TestRV22CrashBeforeRewriteIsRepaired (review rv22, finding 1): the node crashed after its
// registration was mined (agent 5) and before the file it carries, naming the predicted id 4
// that a rival's registration took, was written again. At the next start the registration is
// adopted; the file must be written again then, else it names the rival's agent for good.
func TestRV22CrashBeforeRewriteIsRepaired(t *testing.T) {
	account, k := common.Address{0xac}, key(t)
	ix := indexOf{account: {{ID: 5, Owner: account, Registrant: account,
		URI: dataURINaming(t, "summarize", k, Registration(chainID, registryAddr, 4))}}}
	reg := &registryOf{wallets: map[uint64]common.Address{}}
	b := New(reg, ix, cardsOf{}, memDB(t), account, chainID, quietLog()).WithURI(predicting(4))
	id, err := b.Register(context.Background(), "summarize", k, big.NewInt(1))
	if err != nil || id != 5 || len(reg.registered) != 0 {
		t.Fatalf("adopted %d, %v; registered again %v", id, err, reg.registered)
	}
	fixed, ok := reg.uris[5]
	if !ok {
		t.Fatal("adopted agent 5 keeps a file naming agent 4 (the rival's): no setAgentURI")
	}
	namesOnly(t, fixed, 5)
}

// TestRV22FailedRewriteRetriedAtStart (review rv22, finding 1): a rewrite that failed (the RPC
// down) is sent again at the next start (RetryURIs), once; the id is kept meanwhile.
func TestRV22FailedRewriteRetriedAtStart(t *testing.T) {
	account, db := common.Address{0xac}, memDB(t)
	reg := &flakyURIs{registryOf: registryOf{wallets: map[uint64]common.Address{}}, failing: true}
	b := New(reg, indexOf{}, cardsOf{}, db, account, chainID, quietLog()).WithURI(predicting(7))
	id, err := b.Register(context.Background(), "summarize", key(t), big.NewInt(1))
	if err != nil || id != 10 || reg.sent != 1 {
		t.Fatalf("register: %d %v, %d setAgentURI sent", id, err, reg.sent)
	}
	if got, ok := b.Stored("summarize"); !ok || got != 10 {
		t.Fatalf("the id is not kept while the rewrite is owed: %d %v", got, ok)
	}
	reg.failing = false
	restarted := New(reg, indexOf{}, cardsOf{}, db, account, chainID, quietLog())
	restarted.RetryURIs(context.Background())
	namesOnly(t, reg.uris[10], 10)
	restarted.RetryURIs(context.Background())
	if reg.sent != 2 {
		t.Fatalf("%d setAgentURI sent, want 2 (the failed one, the retry, nothing after)", reg.sent)
	}
}

// TestRV22FileNamingNoIDIsRewritten (review rv22, finding 2): the registry's totalAgents()
// could not be read when the file was made (the node then names no registration); the file on
// chain must still end up naming the agent's id.
func TestRV22FileNamingNoIDIsRewritten(t *testing.T) {
	reg := &registryOf{wallets: map[uint64]common.Address{}}
	none := func(_ context.Context, name string, k *identity.Key) (string, error) {
		return dataURINaming(t, name, k), nil
	}
	b := New(reg, indexOf{}, cardsOf{}, memDB(t), common.Address{0xac}, chainID, quietLog()).WithURI(none)
	id, err := b.Register(context.Background(), "summarize", key(t), big.NewInt(1))
	if err != nil || id != 10 {
		t.Fatalf("register: %d %v", id, err)
	}
	fixed, ok := reg.uris[10]
	if !ok {
		t.Fatal("the file on chain names no registration, and is not written again")
	}
	namesOnly(t, fixed, 10)
}

// TestRV22RewriteIsOnePerRegistration: however many registrations a rival slips in before ours
// (every prediction wrong), a registration costs one setAgentURI, never a loop.
func TestRV22RewriteIsOnePerRegistration(t *testing.T) {
	reg := &flakyURIs{registryOf: registryOf{wallets: map[uint64]common.Address{}}}
	b := New(reg, indexOf{}, cardsOf{}, memDB(t), common.Address{0xac}, chainID, quietLog()).WithURI(predicting(1))
	for i, name := range []string{"a", "b", "c"} {
		if _, err := b.Register(context.Background(), name, key(t), big.NewInt(1)); err != nil || reg.sent != i+1 {
			t.Fatalf("registration %d: %v, %d setAgentURI sent", i+1, err, reg.sent)
		}
	}
}

// TestRV22GiftedAgentNotAdopted (review rv22, finding 3): a stranger registers an agent with a
// file naming our hosted agent's DID (public in its card and registration file), links it to a
// canonical ERC-8004 token of its own (setMetadata "canonicalAgent"), and transfers it to the
// node's account. The node must not adopt it as the registration a crash cut short: its
// served file would list the stranger's canonical token (whose agent wallet the stranger sets)
// and the agent would start with the stranger's reputation record.
func TestRV22GiftedAgentNotAdopted(t *testing.T) {
	account, stranger, k := common.Address{0xac}, common.Address{0x5e}, key(t)
	gift := chainindex.Agent{ID: 3, Owner: account, Registrant: stranger, URI: dataURINaming(t, "summarize", k)}
	reg := &registryOf{wallets: map[uint64]common.Address{}}
	b := New(reg, indexOf{account: {gift}}, cardsOf{}, memDB(t), account, chainID, quietLog())
	if id, adopted := b.RegisteredBefore(context.Background(), "summarize", k); adopted {
		t.Fatalf("the stranger's gift, agent %d, is adopted", id)
	}
	id, err := b.Register(context.Background(), "summarize", k, big.NewInt(1))
	if err != nil || id != 10 || len(reg.registered) != 1 {
		t.Fatalf("register: %d %v; registrations %v", id, err, reg.registered)
	}
}

// Address is the fake registry's address: the one the predicted files name.
func (r *registryOf) Address() common.Address { return registryAddr }
