package chainindex

import (
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/agentsite/agentsite/contracts/bindings"
)

// Agent is an agent of the AgentRegistry as its events describe it.
type Agent struct {
	ID    uint64         `json:"agentId"`
	Owner common.Address `json:"owner"`
	// Registrant is the account the agent was minted to (Registered's owner; zero in an entry
	// indexed before the field existed): Owner differs once the token changed hands.
	Registrant common.Address `json:"registrant"`
	Wallet     common.Address `json:"wallet"` // zero: payments go to the owner
	URI        string         `json:"uri"`
	// Metadata holds the entries set at registration or later (ERC-8004 MetadataSet).
	Metadata map[string]hexutil.Bytes `json:"metadata,omitempty"`
	// Stake is the active stake; Unbonding is withdrawable at ReadyAt.
	Stake     *big.Int  `json:"stake"`
	Unbonding *big.Int  `json:"unbonding"`
	ReadyAt   time.Time `json:"unbondingReadyAt"`
	// Reserved is the part of Stake that open claims lock (the sum of their reservations).
	Reserved *big.Int `json:"reserved"`
	// Slashed is the total ever slashed from the agent.
	Slashed *big.Int `json:"slashed"`
	// Active: registered and Stake at least the registry minimum (computed when read).
	Active bool `json:"active"`
	// RegisteredBlock and RegisteredAt are when the agent was minted.
	RegisteredBlock uint64    `json:"registeredBlock"`
	RegisteredAt    time.Time `json:"registeredAt"`
}

func (a *Agent) addrKeys(k keys) [][]byte {
	var out [][]byte
	for _, x := range []common.Address{a.Owner, a.Wallet} {
		if x != (common.Address{}) {
			out = append(out, k.s(pAgentAddr, addr(x), be64(a.ID)))
		}
	}
	return out
}

// applyAgent folds an AgentRegistry event into the agent view.
func applyAgent(t vtx, ev Event) error {
	key := t.k.s(pAgent, be64(ev.AgentID))
	a := &Agent{ID: ev.AgentID, Stake: new(big.Int), Unbonding: new(big.Int), Reserved: new(big.Int), Slashed: new(big.Int), ReadyAt: time.Unix(0, 0).UTC()}
	if _, err := t.get(key, a); err != nil {
		return err
	}
	before := a.addrKeys(t.k)
	switch d := ev.Data.(type) {
	case *bindings.AgentRegistryTransfer:
		a.Owner = d.To
		if d.From == (common.Address{}) {
			a.RegisteredBlock, a.RegisteredAt = ev.Block, ev.Time
		}
	case *bindings.AgentRegistryRegistered:
		// The registry starts the wallet as the registering owner without an AgentWalletSet event.
		a.URI, a.Owner, a.Wallet, a.Registrant = d.AgentURI, d.Owner, d.Owner, d.Owner
	case *bindings.AgentRegistryURIUpdated:
		a.URI = d.NewURI
	case *bindings.AgentRegistryMetadataSet:
		if d.MetadataKey == "agentWallet" {
			break // ERC-8004's echo of the wallet, which AgentWalletSet and Registered give
		}
		if a.Metadata == nil {
			a.Metadata = map[string]hexutil.Bytes{}
		}
		a.Metadata[d.MetadataKey] = d.MetadataValue
	case *bindings.AgentRegistryAgentWalletSet:
		a.Wallet = d.Wallet
	case *bindings.AgentRegistryStakeIncreased:
		a.Stake = d.Stake
	case *bindings.AgentRegistryUnstakeRequested:
		a.Stake = floorSub(a.Stake, d.Amount)
		a.Unbonding, a.ReadyAt = d.Unbonding, time.Unix(int64(d.ReadyAt), 0).UTC()
	case *bindings.AgentRegistryStakeWithdrawn:
		a.Unbonding, a.ReadyAt = new(big.Int), time.Unix(0, 0).UTC()
	case *bindings.AgentRegistrySlashed:
		// The registry slashes active stake first, then the unbonding bucket.
		fromStake := minBig(d.Amount, a.Stake)
		a.Stake = floorSub(a.Stake, fromStake)
		a.Unbonding = floorSub(a.Unbonding, new(big.Int).Sub(d.Amount, fromStake))
		a.Slashed = new(big.Int).Add(a.Slashed, d.Amount)
	default:
		return nil
	}
	if err := t.put(key, a); err != nil {
		return err
	}
	return t.reindex(before, a.addrKeys(t.k))
}

func floorSub(a, b *big.Int) *big.Int {
	r := new(big.Int).Sub(a, b)
	if r.Sign() < 0 {
		r.SetInt64(0)
	}
	return r
}

func minBig(a, b *big.Int) *big.Int {
	if a.Cmp(b) < 0 {
		return a
	}
	return b
}
