package chainindex

import (
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/deploy"
)

// spec decodes one event of one contract.
type spec struct {
	name   string
	unpack func(*types.Log) (any, error)
}

// decoder turns raw logs of the four indexed contracts into Events. Logs of other addresses,
// unknown events and malformed data are refused with an error (and skipped by the indexer).
type decoder struct {
	names map[common.Address]string
	specs map[common.Address]map[common.Hash]spec
	addrs []common.Address
}

// add registers the unpack function of event name.
func add[T any](m map[common.Hash]spec, a abi.ABI, name string, f func(*types.Log) (*T, error)) {
	ev, ok := a.Events[name]
	if !ok {
		panic("chainindex: no event " + name) // the bindings and this table disagree
	}
	m[ev.ID] = spec{name: name, unpack: func(l *types.Log) (any, error) { return f(l) }}
}

// indexed lists the contracts whose events the index follows.
var indexed = []string{deploy.NameAgentRegistry, deploy.NameBountyEscrow, deploy.NameDIDRegistry, deploy.NameReputationRegistry}

func newDecoder(d *deploy.Deployment) (*decoder, error) {
	dec := &decoder{names: map[common.Address]string{}, specs: map[common.Address]map[common.Hash]spec{}}
	for _, name := range indexed {
		a, err := d.Address(name)
		if err != nil {
			return nil, fmt.Errorf("%w: %v", ErrBadDeployment, err)
		}
		if _, dup := dec.names[a]; dup {
			return nil, fmt.Errorf("%w: %s shares address %s with another contract", ErrBadDeployment, name, a.Hex())
		}
		dec.names[a] = name
		dec.addrs = append(dec.addrs, a)
		dec.specs[a] = specsOf(name)
	}
	return dec, nil
}

func specsOf(name string) map[common.Hash]spec {
	m := map[common.Hash]spec{}
	switch name {
	case deploy.NameAgentRegistry:
		c := bindings.NewAgentRegistry()
		a := c.GetABI()
		add(m, a, EventTransfer, c.UnpackTransferEvent)
		add(m, a, EventRegistered, c.UnpackRegisteredEvent)
		add(m, a, EventURIUpdated, c.UnpackURIUpdatedEvent)
		add(m, a, EventMetadataSet, c.UnpackMetadataSetEvent)
		add(m, a, EventAgentWalletSet, c.UnpackAgentWalletSetEvent)
		add(m, a, EventStakeIncreased, c.UnpackStakeIncreasedEvent)
		add(m, a, EventUnstakeRequested, c.UnpackUnstakeRequestedEvent)
		add(m, a, EventStakeWithdrawn, c.UnpackStakeWithdrawnEvent)
		add(m, a, EventSlashed, c.UnpackSlashedEvent)
	case deploy.NameBountyEscrow:
		c := bindings.NewBountyEscrow()
		a := c.GetABI()
		add(m, a, EventBountyPosted, c.UnpackBountyPostedEvent)
		add(m, a, EventBountyClaimed, c.UnpackBountyClaimedEvent)
		add(m, a, EventBountySubmitted, c.UnpackBountySubmittedEvent)
		add(m, a, EventBountyAccepted, c.UnpackBountyAcceptedEvent)
		add(m, a, EventBountyRejected, c.UnpackBountyRejectedEvent)
		add(m, a, EventBountyDisputed, c.UnpackBountyDisputedEvent)
		add(m, a, EventBountyResolved, c.UnpackBountyResolvedEvent)
		add(m, a, EventBountyCancelled, c.UnpackBountyCancelledEvent)
		add(m, a, EventBountyExpired, c.UnpackBountyExpiredEvent)
		add(m, a, EventSlashFailed, c.UnpackSlashFailedEvent)
		add(m, a, EventPaymentDeferred, c.UnpackPaymentDeferredEvent)
		add(m, a, EventWithdrawn, c.UnpackWithdrawnEvent)
	case deploy.NameDIDRegistry:
		c := bindings.NewDIDRegistry()
		a := c.GetABI()
		add(m, a, EventDIDOwnerChanged, c.UnpackDIDOwnerChangedEvent)
		add(m, a, EventDIDDelegateChanged, c.UnpackDIDDelegateChangedEvent)
		add(m, a, EventDIDAttributeChanged, c.UnpackDIDAttributeChangedEvent)
	case deploy.NameReputationRegistry:
		c := bindings.NewReputationRegistry()
		a := c.GetABI()
		add(m, a, EventNewFeedback, c.UnpackNewFeedbackEvent)
		add(m, a, EventFeedbackRevoked, c.UnpackFeedbackRevokedEvent)
		add(m, a, EventOutcomeRecorded, c.UnpackOutcomeRecordedEvent)
	}
	return m
}

// decode returns the Event of l, or an error wrapping ErrForeignLog for a log the index
// does not follow (other address, unknown event, malformed topics or data).
func (d *decoder) decode(l *types.Log) (Event, error) {
	specs, ok := d.specs[l.Address]
	if !ok {
		return Event{}, fmt.Errorf("%w: address %s", ErrForeignLog, l.Address.Hex())
	}
	if len(l.Topics) == 0 {
		return Event{}, fmt.Errorf("%w: anonymous log", ErrForeignLog)
	}
	sp, ok := specs[l.Topics[0]]
	if !ok {
		return Event{}, fmt.Errorf("%w: event %s", ErrForeignLog, l.Topics[0].Hex())
	}
	data, err := unpackSafe(sp, l)
	if err != nil {
		return Event{}, fmt.Errorf("%w: %s: %v", ErrForeignLog, sp.name, err)
	}
	ev := Event{
		Name: sp.name, Contract: d.names[l.Address], Block: l.BlockNumber, BlockHash: l.BlockHash,
		Time: time.Unix(int64(l.BlockTimestamp), 0).UTC(), TxHash: l.TxHash, LogIndex: l.Index,
		Address: l.Address, Data: data,
	}
	if err := ev.fillIDs(); err != nil {
		return Event{}, fmt.Errorf("%w: %s: %v", ErrForeignLog, sp.name, err)
	}
	return ev, nil
}

// unpackSafe guards against a panic in ABI decoding of hostile data.
func unpackSafe(sp spec, l *types.Log) (v any, err error) {
	defer func() {
		if r := recover(); r != nil {
			v, err = nil, fmt.Errorf("decode panic: %v", r)
		}
	}()
	return sp.unpack(l)
}

// id converts an on-chain id; ids are uint48 in the contracts, so anything wider is malformed.
func id(v *big.Int) (uint64, error) {
	if v == nil || v.Sign() < 0 || v.BitLen() > 64 {
		return 0, fmt.Errorf("id %v out of range", v)
	}
	return v.Uint64(), nil
}

// fillIDs sets BountyID, AgentID and Identity from the decoded data.
func (e *Event) fillIDs() error {
	var b, a *big.Int
	switch d := e.Data.(type) {
	case *bindings.AgentRegistryTransfer:
		a = d.TokenId
	case *bindings.AgentRegistryRegistered:
		a = d.AgentId
	case *bindings.AgentRegistryURIUpdated:
		a = d.AgentId
	case *bindings.AgentRegistryMetadataSet:
		a = d.AgentId
	case *bindings.AgentRegistryAgentWalletSet:
		a = d.AgentId
	case *bindings.AgentRegistryStakeIncreased:
		a = d.AgentId
	case *bindings.AgentRegistryUnstakeRequested:
		a = d.AgentId
	case *bindings.AgentRegistryStakeWithdrawn:
		a = d.AgentId
	case *bindings.AgentRegistrySlashed:
		a = d.AgentId
	case *bindings.BountyEscrowBountyPosted:
		b, a = d.BountyId, d.Assignee
	case *bindings.BountyEscrowBountyClaimed:
		b, a = d.BountyId, d.AgentId
	case *bindings.BountyEscrowBountySubmitted:
		b, a = d.BountyId, d.AgentId
	case *bindings.BountyEscrowBountyAccepted:
		b, a = d.BountyId, d.AgentId
	case *bindings.BountyEscrowBountyRejected:
		b = d.BountyId
	case *bindings.BountyEscrowBountyDisputed:
		b = d.BountyId
	case *bindings.BountyEscrowBountyResolved:
		b = d.BountyId
	case *bindings.BountyEscrowBountyCancelled:
		b = d.BountyId
	case *bindings.BountyEscrowBountyExpired:
		b = d.BountyId
	case *bindings.BountyEscrowSlashFailed:
		b, a = d.BountyId, d.AgentId
	case *bindings.DIDRegistryDIDOwnerChanged:
		e.Identity = d.Identity
	case *bindings.DIDRegistryDIDDelegateChanged:
		e.Identity = d.Identity
	case *bindings.DIDRegistryDIDAttributeChanged:
		e.Identity = d.Identity
	case *bindings.ReputationRegistryNewFeedback:
		a = d.AgentId // ERC-8004's event has no bounty: the extra (feedbackSource) has it
	case *bindings.ReputationRegistryFeedbackRevoked:
		a = d.AgentId
	case *bindings.ReputationRegistryOutcomeRecorded:
		b, a = d.BountyId, d.AgentId
	}
	var err error
	if b != nil {
		if e.BountyID, err = id(b); err != nil {
			return err
		}
	}
	if a != nil {
		if e.AgentID, err = id(a); err != nil {
			return err
		}
	}
	return nil
}
