// Package agentids is the agent registry as the node uses it: its hosted agents registered
// with their stake once (the id remembered in badger, and a registration a crash cut short
// found again through the chain index rather than made twice), each with its ERC-8004
// registration file as its on-chain URI (AgentURI: the file's https URL on a public node, else
// a data URI), and any agent's DID resolved to its on-chain id.
package agentids

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"time"

	"github.com/dgraph-io/badger/v4"
	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/chainindex"
	"github.com/agentsite/agentsite/node/units"
	"github.com/agentsite/agentsite/registry/index"
	"github.com/agentsite/agentsite/registry/onchain"
)

// Registry is the agent registry for the node's account; *onchain.Client.
type Registry interface {
	Register(ctx context.Context, uri string, metadata map[string][]byte, amount *big.Int) (uint64, error)
	Agent(ctx context.Context, agentID uint64) (onchain.Agent, error)
	SetAgentWallet(ctx context.Context, agentID uint64, wallet *identity.Key, validFor time.Duration) error
	SetAgentURI(ctx context.Context, agentID uint64, uri string) error
	// Address is the registry's own address, as registration files name it.
	Address() common.Address
}

// Index is the chain index's view of agents; *chainindex.Index.
type Index interface {
	Sync(ctx context.Context) (uint64, error)
	AgentsOf(addr common.Address) ([]chainindex.Agent, error)
}

// Cards finds an agent's card by its address; *discovery.Discovery.
type Cards interface {
	Card(ctx context.Context, agent common.Address) (*index.Entry, error)
}

// Book registers the node's agents and resolves agents' DIDs.
type Book struct {
	reg     Registry
	ix      Index
	cards   Cards
	db      *badger.DB
	account common.Address // the node's account: it owns the hosted agents
	chainID uint64
	log     *slog.Logger
	uri     URIFunc // nil: LegacyURI
}

// New makes a Book for the node's account on chain chainID; its records live in db.
func New(reg Registry, ix Index, cards Cards, db *badger.DB, account common.Address, chainID uint64, log *slog.Logger) *Book {
	return &Book{reg: reg, ix: ix, cards: cards, db: db, account: account, chainID: chainID, log: log}
}

// WithURI makes Register record the URI f gives (the agent's registration file: AgentURI)
// rather than LegacyURI. It returns b.
func (b *Book) WithURI(f URIFunc) *Book {
	b.uri = f
	return b
}

func idKey(name string) []byte { return []byte("agent-id/" + name) }

// agentURI is the URI Register records for hosted agent name.
func (b *Book) agentURI(ctx context.Context, name string, key *identity.Key) (string, error) {
	if b.uri == nil {
		return LegacyURI(key.DID(b.chainID).String()), nil
	}
	return b.uri(ctx, name, key)
}

// Stored is the id recorded for hosted agent name.
func (b *Book) Stored(name string) (uint64, bool) {
	var id uint64
	err := b.db.View(func(txn *badger.Txn) error {
		it, err := txn.Get(idKey(name))
		if err != nil {
			return err
		}
		return it.Value(func(v []byte) error {
			if len(v) != 8 {
				return errors.New("bad agent id record")
			}
			id = binary.BigEndian.Uint64(v)
			return nil
		})
	})
	return id, err == nil
}

// RegisteredBefore finds, through the chain index, an agent this account registered for
// hosted agent name with key (its URI names the agent: sameAgent) whose id was not recorded (a
// crash cut the bookkeeping short). Only an agent minted to this account counts: one a stranger
// registered naming the agent's DID and then transferred here is not ours to adopt (review
// rv22, finding 3: its metadata, such as a canonical link, and its record are the stranger's).
func (b *Book) RegisteredBefore(ctx context.Context, name string, key *identity.Key) (uint64, bool) {
	a, ok := b.registeredBefore(ctx, name, key)
	return a.ID, ok
}

func (b *Book) registeredBefore(ctx context.Context, name string, key *identity.Key) (chainindex.Agent, bool) {
	did := key.DID(b.chainID).String()
	if _, err := b.ix.Sync(ctx); err != nil {
		return chainindex.Agent{}, false
	}
	mine, err := b.ix.AgentsOf(b.account)
	if err != nil {
		return chainindex.Agent{}, false
	}
	for _, a := range mine {
		// A zero Registrant is an entry indexed before the index kept it: the owner decides.
		minted := a.Registrant == b.account || a.Registrant == (common.Address{})
		if a.Owner == b.account && minted && sameAgent(a.URI, name, did) {
			return a, true
		}
	}
	return chainindex.Agent{}, false
}

// Register registers hosted agent name on chain with stake from the node account, its URI the
// one WithURI gives (its registration file), makes its key the agent's wallet, and records the
// id. An agent this account registered before a crash cut the bookkeeping short is adopted,
// not registered twice. A URI that cannot be made (a registration file too big) stops it
// before any transaction.
func (b *Book) Register(ctx context.Context, name string, key *identity.Key, stake *big.Int) (uint64, error) {
	before, adopted := b.registeredBefore(ctx, name, key)
	id, uri := before.ID, before.URI
	if !adopted {
		var err error
		if uri, err = b.agentURI(ctx, name, key); err != nil {
			return 0, fmt.Errorf("register agent %q: its URI: %w", name, err)
		}
		if id, err = b.reg.Register(ctx, uri, map[string][]byte{"name": []byte(name)}, stake); err != nil {
			return 0, fmt.Errorf("register agent %q with stake %s from %s: %w", name, units.FormatStake(stake), b.account.Hex(), err)
		}
	}
	// Adopted too: a crash may have come between the registration and the rewrite (review
	// rv22, finding 1).
	b.ownRegistration(ctx, name, id, uri)
	if err := b.db.Update(func(txn *badger.Txn) error {
		return txn.Set(idKey(name), binary.BigEndian.AppendUint64(nil, id))
	}); err != nil {
		return 0, err
	}
	if a, err := b.reg.Agent(ctx, id); err != nil || a.Wallet != key.Address() {
		if err := b.reg.SetAgentWallet(ctx, id, key, time.Hour); err != nil {
			return 0, fmt.Errorf("agent %q: %w", name, err)
		}
	}
	b.log.Info("registered agent on chain", "agent", name, "agent_id", id, "stake", units.FormatStake(stake), "adopted", adopted, "did", key.DID(b.chainID).String())
	return id, nil
}

// Resolve turns "7" or an agent's DID (whose card names its agent id) into an id.
func (b *Book) Resolve(ctx context.Context, s string) (uint64, error) {
	var id uint64
	if _, err := fmt.Sscanf(s, "%d", &id); err == nil && fmt.Sprint(id) == s {
		return id, nil
	}
	d, err := identity.ParseDID(s)
	if err != nil {
		return 0, fmt.Errorf("assignee %q is neither an agent id nor a DID", s)
	}
	if d.ChainID != b.chainID {
		return 0, fmt.Errorf("assignee %s is on chain %d, this node is on %d", s, d.ChainID, b.chainID)
	}
	// The chain knows which agent a DID's address is the wallet (or owner) of; the card is
	// only needed when the index has not seen the registration yet.
	if _, err := b.ix.Sync(ctx); err == nil {
		if agents, err := b.ix.AgentsOf(d.Address); err == nil {
			for _, a := range agents {
				if a.Active && (a.Wallet == d.Address || a.Owner == d.Address) {
					return a.ID, nil
				}
			}
		}
	}
	e, err := b.cards.Card(ctx, d.Address)
	if err != nil || e == nil || e.Card.AgentID == "" {
		return 0, fmt.Errorf("no registered agent with DID %s is known (search for it first)", s)
	}
	if _, err := fmt.Sscanf(string(e.Card.AgentID), "%d", &id); err != nil {
		return 0, fmt.Errorf("agent %s has a bad agent id %q", s, e.Card.AgentID)
	}
	return id, nil
}
