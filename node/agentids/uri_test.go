package agentids

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"math/big"
	"strings"
	"testing"

	"github.com/dgraph-io/badger/v4"
	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/registry/regfile"
)

func memDB(t *testing.T) *badger.DB {
	t.Helper()
	db, err := badger.Open(badger.DefaultOptions("").WithInMemory(true).WithLogger(nil))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// uriOf is the URIFunc a node gives: the registration file of the agent, at publicURL.
func uriOf(publicURL string, desc map[string]string) URIFunc {
	return func(_ context.Context, name string, key *identity.Key) (string, error) {
		h := Hosted{Info: runtime.AgentInfo{Name: name, Description: desc[name]}, DID: key.DID(chainID), PeerID: "12D3KooWPeer"}
		return AgentURI(h, publicURL, nil)
	}
}

// TestRegisterURI: Register records the agent's registration file as its URI: the file's
// https URL on a public node, the file itself as a data URI otherwise. A registration a crash
// cut short is found again by either URI. A file too big stops the registration before any
// transaction.
func TestRegisterURI(t *testing.T) {
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	account := common.Address{0xac}
	desc := map[string]string{"huge": strings.Repeat("x", regfile.MaxSize)}
	for _, tc := range []struct{ name, publicURL, want string }{
		{"public node", "https://node.example", "https://node.example/agents/summarize/registration.json"},
		{"loopback node", "http://127.0.0.1:7420", "data:application/json;base64,"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			reg := &registryOf{wallets: map[uint64]common.Address{}}
			k := key(t)
			b := New(reg, indexOf{}, cardsOf{}, memDB(t), account, chainID, log).WithURI(uriOf(tc.publicURL, desc))
			if _, err := b.Register(context.Background(), "summarize", k, big.NewInt(1)); err != nil {
				t.Fatal(err)
			}
			uri := reg.registered[0]
			if !strings.HasPrefix(uri, tc.want) {
				t.Fatalf("URI %s, want %s…", uri, tc.want)
			}
			if regfile.IsDataURI(uri) {
				f, err := regfile.FromDataURI(uri)
				if did, _ := f.Service(regfile.ServiceDID); err != nil || f.Name != "summarize" || did.Endpoint != k.DID(chainID).String() {
					t.Fatalf("data URI file %+v %v", f, err)
				}
				if _, ok := f.Service(regfile.ServiceA2A); ok {
					t.Fatal("a loopback node's file lists HTTP services others cannot reach")
				}
			}
			// After a crash before the id was recorded, the same agent is adopted.
			ix := indexOf{account: {{ID: 10, Owner: account, URI: uri}}}
			again := New(reg, ix, cardsOf{}, memDB(t), account, chainID, log).WithURI(uriOf(tc.publicURL, desc))
			if id, err := again.Register(context.Background(), "summarize", k, big.NewInt(1)); err != nil || id != 10 || len(reg.registered) != 1 {
				t.Fatalf("adopted %d, %v; registrations %d", id, err, len(reg.registered))
			}
			// Another agent of the account is not taken for it.
			if _, found := again.RegisteredBefore(context.Background(), "other", key(t)); found {
				t.Fatal("another agent matched")
			}
		})
	}
	reg := &registryOf{wallets: map[uint64]common.Address{}}
	b := New(reg, indexOf{}, cardsOf{}, memDB(t), account, chainID, log).WithURI(uriOf("", desc))
	if _, err := b.Register(context.Background(), "huge", key(t), big.NewInt(1)); !errors.Is(err, regfile.ErrTooBig) || len(reg.registered) != 0 {
		t.Fatalf("a file too big: %v; registrations %v", err, reg.registered)
	}
	if _, ok := b.Stored("huge"); ok {
		t.Fatal("an id is stored for a refused registration")
	}
}

// predicting is a node's URIFunc without a public address: the file as a data URI, naming the
// id predicted for the agent in the registry of registryAddr.
func predicting(predicted uint64) URIFunc {
	return func(_ context.Context, name string, key *identity.Key) (string, error) {
		h := Hosted{Info: runtime.AgentInfo{Name: name}, DID: key.DID(chainID), PeerID: "12D3KooWPeer"}
		return AgentURI(h, "", []regfile.Registration{Registration(chainID, registryAddr, predicted)})
	}
}

var registryAddr = common.HexToAddress("0x5FbDB2315678afecb367f032d93F642f64180aa3")

// TestRegisterDataURINamesItsID: a data URI's file names the id the agent was predicted to
// get. Predicted right (the fake registry gives 10), nothing more is sent; predicted wrong
// (another registration took it), the file is written again naming the id the agent got, the
// rest of it unchanged.
func TestRegisterDataURINamesItsID(t *testing.T) {
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	account := common.HexToAddress("0xA11CE")
	for _, predicted := range []uint64{10, 7} {
		reg := &registryOf{wallets: map[uint64]common.Address{}}
		b := New(reg, indexOf{}, cardsOf{}, memDB(t), account, chainID, log).WithURI(predicting(predicted))
		id, err := b.Register(context.Background(), "summarize", key(t), big.NewInt(1))
		if err != nil || id != 10 {
			t.Fatalf("register: %d %v", id, err)
		}
		fixed, rewritten := reg.uris[id]
		if rewritten != (predicted != id) {
			t.Fatalf("predicted %d, got %d: URI set again %v", predicted, id, rewritten)
		}
		if !rewritten {
			continue
		}
		before, _ := regfile.FromDataURI(reg.registered[0])
		after, err := regfile.FromDataURI(fixed)
		want := Registration(chainID, registryAddr, id)
		if err != nil || len(after.Registrations) != 1 || after.Registrations[0] != want {
			t.Fatalf("rewritten file %+v %v, want registration %+v", after, err, want)
		}
		after.Registrations = before.Registrations
		if !sameFile(before, after) {
			t.Fatalf("the rewrite changed more than the id:\n%+v\n%+v", before, after)
		}
	}
}

func sameFile(a, b *regfile.File) bool {
	x, _ := a.Encode()
	y, _ := b.Encode()
	return string(x) == string(y)
}
