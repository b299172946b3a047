package chainindex

import (
	"fmt"
	"math/big"
	"time"

	"github.com/dgraph-io/badger/v4"
	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
)

// Head is the last indexed block and its hash (zero hash before the first batch).
type Head struct {
	Block uint64      `json:"block"`
	Hash  common.Hash `json:"hash"`
}

// Head returns the last indexed block.
func (ix *Index) Head() (Head, error) {
	c, err := ix.cursor()
	return Head{Block: c.head(), Hash: c.Hash}, err
}

// MinStake is the registry minimum read at Start (nil before).
func (ix *Index) MinStake() *big.Int { return ix.minStake.Load() }

// view runs fn in a read transaction, excluded from views rebuilds.
func (ix *Index) view(op string, fn func(t vtx) error) error {
	ix.viewMu.RLock()
	defer ix.viewMu.RUnlock()
	if err := ix.db.View(func(txn *badger.Txn) error { return fn(vtx{txn, ix.k}) }); err != nil {
		return fmt.Errorf("chainindex: %s: %w", op, err)
	}
	return nil
}

func (ix *Index) agent(t vtx, id uint64) (Agent, error) {
	var a Agent
	found, err := t.get(t.k.s(pAgent, be64(id)), &a)
	if err != nil {
		return Agent{}, err
	}
	if !found || a.Owner == (common.Address{}) {
		return Agent{}, fmt.Errorf("%w: agent %d", ErrNotFound, id)
	}
	if a.Reserved == nil { // written before reservations existed
		a.Reserved = new(big.Int)
	}
	min := ix.MinStake()
	a.Active = min != nil && a.Stake.Cmp(min) >= 0
	return a, nil
}

// Agent returns agent id.
func (ix *Index) Agent(id uint64) (Agent, error) {
	var a Agent
	err := ix.view("agent", func(t vtx) (err error) {
		a, err = ix.agent(t, id)
		return err
	})
	return a, err
}

// AgentsOf returns the agents that addr owns or is the wallet of, by id.
func (ix *Index) AgentsOf(addr common.Address) ([]Agent, error) {
	var out []Agent
	err := ix.view("agents of", func(t vtx) error {
		for _, id := range ids(t.txn, t.k.s(pAgentAddr, addr.Bytes()), 0, 0) {
			a, err := ix.agent(t, id)
			if err != nil {
				return err
			}
			out = append(out, a)
		}
		return nil
	})
	return out, err
}

func bounty(t vtx, id uint64) (Bounty, error) {
	var r bountyRec
	found, err := t.get(t.k.s(pBounty, be64(id)), &r)
	if err != nil {
		return Bounty{}, err
	}
	if !found {
		return Bounty{}, fmt.Errorf("%w: bounty %d", ErrNotFound, id)
	}
	return r.public(), nil
}

// Bounty returns bounty id.
func (ix *Index) Bounty(id uint64) (Bounty, error) {
	var b Bounty
	err := ix.view("bounty", func(t vtx) (err error) {
		b, err = bounty(t, id)
		return err
	})
	return b, err
}

// Filter selects bounties; zero fields match anything. Conditions combine with AND.
type Filter struct {
	Requester common.Address
	AgentID   uint64        // the assignee while open, then the agent that claimed
	ParentID  uint64        // children of this bounty
	Status    escrow.Status // StatusNone: any
	// AfterID and Limit page through the results, which come in id order.
	AfterID uint64
	Limit   int
}

func (f Filter) match(b *Bounty) bool {
	return (f.Requester == (common.Address{}) || b.Requester == f.Requester) &&
		(f.AgentID == 0 || b.AgentID == f.AgentID) &&
		(f.ParentID == 0 || b.ParentID == f.ParentID) &&
		(f.Status == escrow.StatusNone || b.Status == f.Status)
}

// Bounties returns the bounties matching f in id order, walking the most selective index.
func (ix *Index) Bounties(f Filter) ([]Bounty, error) {
	var out []Bounty
	err := ix.view("bounties", func(t vtx) error {
		var prefix []byte
		switch {
		case f.ParentID != 0:
			prefix = t.k.s(pByParent, be64(f.ParentID))
		case f.AgentID != 0:
			prefix = t.k.s(pByAgent, be64(f.AgentID))
		case f.Requester != (common.Address{}):
			prefix = t.k.s(pByRequester, f.Requester.Bytes())
		case f.Status != escrow.StatusNone:
			prefix = t.k.s(pByStatus, []byte{uint8(f.Status)})
		default:
			prefix = t.k.s(pBounty)
		}
		after := f.AfterID
		for {
			page := ids(t.txn, prefix, after, 256)
			if len(page) == 0 {
				return nil
			}
			for _, id := range page {
				b, err := bounty(t, id)
				if err != nil {
					return err
				}
				if f.match(&b) {
					out = append(out, b)
					if f.Limit > 0 && len(out) == f.Limit {
						return nil
					}
				}
			}
			after = page[len(page)-1]
		}
	})
	return out, err
}

// Children returns the sub-task bounties of parentID.
func (ix *Index) Children(parentID uint64) ([]Bounty, error) {
	return ix.Bounties(Filter{ParentID: parentID})
}

// Reputation returns an agent's reputation (zero values for an agent without any).
func (ix *Index) Reputation(agentID uint64) (Reputation, error) {
	r := newReputation(agentID)
	err := ix.view("reputation", func(t vtx) error {
		_, err := t.get(t.k.s(pReputation, be64(agentID)), r)
		return err
	})
	return *r, err
}

// DID returns the state of an ERC-1056 identity; an identity without events owns itself.
func (ix *Index) DID(identity common.Address) (DID, error) {
	d := DID{Identity: identity, Owner: identity}
	err := ix.view("did", func(t vtx) error {
		var r didRec
		found, err := t.get(t.k.s(pDID, identity.Bytes()), &r)
		if err != nil || !found {
			return err
		}
		d.LastChange = r.LastChange
		if r.Owner != (common.Address{}) {
			d.Owner = r.Owner
		}
		err = each(t, t.k.s(pDelegate, identity.Bytes()), func(dr *delegateRec) {
			d.Delegates = append(d.Delegates, Delegate{Type: typeName(dr.Type), Delegate: dr.Delegate, ValidTo: unix(dr.ValidTo)})
		})
		if err != nil {
			return err
		}
		return each(t, t.k.s(pAttribute, identity.Bytes()), func(ar *attributeRec) {
			d.Attributes = append(d.Attributes, Attribute{Name: typeName(ar.Name), Value: ar.Value, ValidTo: unix(ar.ValidTo)})
		})
	})
	return d, err
}

// each decodes every value under prefix.
func each[T any](t vtx, prefix []byte, fn func(*T)) error {
	it := t.txn.NewIterator(badger.IteratorOptions{Prefix: prefix, PrefetchValues: true})
	defer it.Close()
	for it.Rewind(); it.ValidForPrefix(prefix); it.Next() {
		v := new(T)
		if err := it.Item().Value(func(b []byte) error { return jsonUnmarshal(b, v) }); err != nil {
			return err
		}
		fn(v)
	}
	return nil
}

// StakeOracle tells discovery whether an address speaks for a staked agent.
type StakeOracle interface {
	// StakeOf returns the agent's active stake, and active = agentAddr is the agent's owner or
	// wallet and the stake is at least the registry minimum. An unknown agent is (0, false, nil).
	StakeOf(agentAddr common.Address, agentID uint64) (stake *big.Int, active bool, err error)
}

// DelegateChecker tells discovery whether delegate may sign for identity (ERC-1056).
type DelegateChecker interface {
	// ValidDelegate reports a veriKey or sigAuth delegate of identity valid at `at`.
	ValidDelegate(identity, delegate common.Address, at time.Time) bool
}

// ReputationOracle gives the score search ranks by.
type ReputationOracle interface {
	// ReputationOf is the agent's reputation in [0, 100] (0 when unknown).
	ReputationOf(agentID uint64) uint8
}

var (
	_ StakeOracle      = (*Index)(nil)
	_ DelegateChecker  = (*Index)(nil)
	_ ReputationOracle = (*Index)(nil)
)

// StakeOf implements StakeOracle.
func (ix *Index) StakeOf(agentAddr common.Address, agentID uint64) (*big.Int, bool, error) {
	a, err := ix.Agent(agentID)
	if err != nil {
		if isNotFound(err) {
			return new(big.Int), false, nil
		}
		return nil, false, err
	}
	speaks := agentAddr != (common.Address{}) && (agentAddr == a.Owner || agentAddr == a.Wallet)
	return a.Stake, speaks && a.Active, nil
}

// ValidDelegate implements DelegateChecker. A store error counts as "not a delegate".
func (ix *Index) ValidDelegate(identity, delegate common.Address, at time.Time) bool {
	valid := false
	_ = ix.view("valid delegate", func(t vtx) error {
		for _, typ := range [][32]byte{DelegateVeriKey, DelegateSigAuth} {
			var r delegateRec
			found, err := t.get(t.k.s(pDelegate, identity.Bytes(), typ[:], delegate.Bytes()), &r)
			if err != nil {
				return err
			}
			if found && r.ValidTo > uint64(max(at.Unix(), 0)) {
				valid = true
				return nil
			}
		}
		return nil
	})
	return valid
}

// ReputationOf implements ReputationOracle. A store error counts as 0.
func (ix *Index) ReputationOf(agentID uint64) uint8 {
	r, err := ix.Reputation(agentID)
	if err != nil {
		return 0
	}
	return r.Reputation
}
