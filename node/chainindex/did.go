package chainindex

import (
	"bytes"
	"math"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/contracts/bindings"
)

// ERC-1056 delegate types that may sign for an identity.
var (
	DelegateVeriKey = bytes32("veriKey")
	DelegateSigAuth = bytes32("sigAuth")
)

func bytes32(s string) [32]byte {
	var b [32]byte
	copy(b[:], s)
	return b
}

// DID is the state of an ERC-1056 identity according to the DIDRegistry's events.
type DID struct {
	Identity common.Address `json:"identity"`
	// Owner is the current owner; the identity itself when it was never changed.
	Owner common.Address `json:"owner"`
	// LastChange is the block of the identity's last event (the registry's changed()).
	LastChange uint64 `json:"lastChange"`
	// Delegates are every delegate ever added, with their current validity (past = revoked).
	Delegates []Delegate `json:"delegates"`
	// Attributes are the attributes set and not revoked, with their validity.
	Attributes []Attribute `json:"attributes"`
}

// Delegate is a delegate of an identity.
type Delegate struct {
	Type     string         `json:"type"` // e.g. "veriKey", "sigAuth"
	Delegate common.Address `json:"delegate"`
	ValidTo  time.Time      `json:"validTo"`
}

// Attribute is a published attribute of an identity (did/svc/..., did/pub/...).
type Attribute struct {
	Name    string        `json:"name"`
	Value   hexutil.Bytes `json:"value"`
	ValidTo time.Time     `json:"validTo"`
}

type didRec struct {
	Owner      common.Address `json:"owner"`
	LastChange uint64         `json:"lastChange"`
}

type delegateRec struct {
	Type     [32]byte       `json:"type"`
	Delegate common.Address `json:"delegate"`
	ValidTo  uint64         `json:"validTo"`
}

type attributeRec struct {
	Name    [32]byte      `json:"name"`
	Value   hexutil.Bytes `json:"value"`
	ValidTo uint64        `json:"validTo"`
}

// seconds clamps an on-chain validity (uint256 seconds) to what time.Time holds.
func seconds(v *big.Int) uint64 {
	if v == nil || v.Sign() < 0 {
		return 0
	}
	if !v.IsInt64() {
		return math.MaxInt64
	}
	return v.Uint64()
}

// applyDID folds a DIDRegistry event into the DID view.
func applyDID(t vtx, ev Event) error {
	key := t.k.s(pDID, addr(ev.Identity))
	var r didRec
	if _, err := t.get(key, &r); err != nil {
		return err
	}
	r.LastChange = ev.Block
	switch d := ev.Data.(type) {
	case *bindings.DIDRegistryDIDOwnerChanged:
		r.Owner = d.Owner
	case *bindings.DIDRegistryDIDDelegateChanged:
		dk := t.k.s(pDelegate, addr(d.Identity), d.DelegateType[:], addr(d.Delegate))
		if err := t.put(dk, delegateRec{Type: d.DelegateType, Delegate: d.Delegate, ValidTo: seconds(d.ValidTo)}); err != nil {
			return err
		}
	case *bindings.DIDRegistryDIDAttributeChanged:
		ak := t.k.s(pAttribute, addr(d.Identity), d.Name[:], crypto.Keccak256(d.Value))
		vt := seconds(d.ValidTo)
		if vt == 0 { // revoked
			if err := t.del(ak); err != nil {
				return err
			}
		} else if err := t.put(ak, attributeRec{Name: d.Name, Value: d.Value, ValidTo: vt}); err != nil {
			return err
		}
	default:
		return nil
	}
	return t.put(key, r)
}

func typeName(b [32]byte) string { return string(bytes.TrimRight(b[:], "\x00")) }
