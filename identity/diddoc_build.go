package identity

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"math"
	"math/big"
	"regexp"
	"strconv"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/common"
)

// eventKind tells the three ERC-1056 events apart.
type eventKind int

const (
	ownerChanged eventKind = iota + 1
	delegateChanged
	attributeChanged
)

func (k eventKind) String() string {
	switch k {
	case ownerChanged:
		return "DIDOwnerChanged"
	case delegateChanged:
		return "DIDDelegateChanged"
	case attributeChanged:
		return "DIDAttributeChanged"
	}
	return "unknown"
}

// registryEvent is one decoded ERC-1056 event of an identity.
type registryEvent struct {
	kind           eventKind
	block          uint64
	owner          common.Address // ownerChanged
	delegateType   [32]byte       // delegateChanged
	delegate       common.Address // delegateChanged
	name           [32]byte       // attributeChanged
	value          []byte         // attributeChanged
	validTo        *big.Int       // delegate and attribute events
	previousChange uint64
}

// attributeName matches did/pub/<algorithm>[/<purpose>[/<encoding>]] and did/svc/<type>.
var attributeName = regexp.MustCompile(`^did/(pub|svc)/(\w+)(/(\w+))?(/(\w+))?$`)

// bytes32String is a bytes32 name with its trailing zero bytes removed; ok is false when the
// rest is not UTF-8.
func bytes32String(b [32]byte) (string, bool) {
	s := bytes.TrimRight(b[:], "\x00")
	return string(s), utf8.Valid(s)
}

// ordered is a map that keeps insertion order, like the JavaScript objects the reference
// resolver collects entries in: overwriting keeps the position, deleting forgets it.
type ordered[T any] struct {
	keys []string
	m    map[string]T
}

func (o *ordered[T]) set(k string, v T) {
	if o.m == nil {
		o.m = make(map[string]T)
	}
	if _, ok := o.m[k]; !ok {
		o.keys = append(o.keys, k)
	}
	o.m[k] = v
}

func (o *ordered[T]) del(k string) {
	if _, ok := o.m[k]; !ok {
		return
	}
	delete(o.m, k)
	for i, key := range o.keys {
		if key == k {
			o.keys = append(o.keys[:i], o.keys[i+1:]...)
			return
		}
	}
}

func (o *ordered[T]) values() []T {
	out := make([]T, 0, len(o.keys))
	for _, k := range o.keys {
		out = append(out, o.m[k])
	}
	return out
}

// docVersion is the outcome of applying a DID's history.
type docVersion struct {
	doc           *DIDDocument
	controller    common.Address
	deactivated   bool
	versionID     uint64
	nextVersionID uint64 // 0 when there is no later change
}

// buildDocument applies history (oldest first) to the implicit document of identity, the way
// the reference did:ethr resolver does: entries whose validTo is after now are added,
// others remove the entry with the same type and value; the counters behind #delegate-N and
// #service-N advance on every such event, valid or not; an owner change to the zero address
// deactivates the DID. Events after atBlock are skipped (atBlock = math.MaxUint64 for latest).
func buildDocument(did string, chainID *big.Int, identity common.Address, history []registryEvent, now uint64, atBlock uint64) docVersion {
	var (
		v             = docVersion{controller: identity}
		delegateCount int
		serviceCount  int
		auth          ordered[string]
		signing       ordered[string]
		keyAgreement  ordered[string]
		pks           ordered[VerificationMethod]
		services      ordered[Service]
		nowBig        = new(big.Int).SetUint64(now)
	)
	account := func(a common.Address) string {
		return "eip155:" + chainID.String() + ":" + a.Hex()
	}
	for _, ev := range history {
		if ev.block > atBlock {
			if v.nextVersionID == 0 || ev.block < v.nextVersionID {
				v.nextVersionID = ev.block
			}
			continue
		}
		v.versionID = max(v.versionID, ev.block)
		if ev.kind == ownerChanged {
			v.controller = ev.owner
			if ev.owner == (common.Address{}) {
				v.deactivated = true
				break
			}
			continue
		}

		var key, name string
		var nameOK bool
		if ev.kind == delegateChanged {
			name, _ = bytes32String(ev.delegateType)
			key = "D-" + hex.EncodeToString(ev.delegateType[:]) + "-" + ev.delegate.Hex()
		} else {
			name, nameOK = bytes32String(ev.name)
			key = "A-" + hex.EncodeToString(ev.name[:]) + "-" + hex.EncodeToString(ev.value)
		}
		var m []string
		if ev.kind == attributeChanged && nameOK {
			m = attributeName.FindStringSubmatch(name)
		}
		// validTo > now, like validDelegate on chain. (The reference resolver compares
		// validTo >= wall-clock now; the two differ only within the second of a revocation,
		// where a revoked delegate, whose validTo is its block's time, would still look valid.)
		valid := ev.validTo != nil && ev.validTo.Cmp(nowBig) > 0

		if !valid {
			switch {
			case ev.kind == delegateChanged || (m != nil && m[1] == "pub"):
				delegateCount++
			case m != nil && m[1] == "svc":
				serviceCount++
			}
			auth.del(key)
			signing.del(key)
			keyAgreement.del(key)
			pks.del(key)
			services.del(key)
			continue
		}

		switch {
		case ev.kind == delegateChanged:
			delegateCount++
			id := did + "#delegate-" + strconv.Itoa(delegateCount)
			switch name {
			case "sigAuth":
				auth.set(key, id)
				fallthrough
			case "veriKey":
				pks.set(key, VerificationMethod{
					ID: id, Type: TypeEcdsaSecp256k1RecoveryMethod2020, Controller: did,
					BlockchainAccountID: account(ev.delegate),
				})
				signing.set(key, id)
			}
		case m != nil && m[1] == "pub":
			delegateCount++
			id := did + "#delegate-" + strconv.Itoa(delegateCount)
			pks.set(key, publicKeyMethod(id, did, m[2], m[6], ev.value))
			switch m[4] {
			case "sigAuth":
				auth.set(key, id)
				signing.set(key, id)
			case "enc":
				keyAgreement.set(key, id)
			default:
				signing.set(key, id)
			}
		case m != nil && m[1] == "svc":
			serviceCount++
			if !utf8.Valid(ev.value) {
				continue // not a service endpoint: some other use of the registry
			}
			endpoint := json.RawMessage(ev.value)
			if !json.Valid(ev.value) {
				endpoint, _ = json.Marshal(string(ev.value))
			}
			services.set(key, Service{
				ID: did + "#service-" + strconv.Itoa(serviceCount), Type: m[2], ServiceEndpoint: endpoint,
			})
		}
	}

	base := &DIDDocument{ID: did, VerificationMethod: []VerificationMethod{}, Authentication: []string{}, AssertionMethod: []string{}}
	if v.deactivated {
		v.doc = base
		return v
	}
	controllerID := did + "#controller"
	base.VerificationMethod = append([]VerificationMethod{{
		ID: controllerID, Type: TypeEcdsaSecp256k1RecoveryMethod2020, Controller: did,
		BlockchainAccountID: account(v.controller),
	}}, pks.values()...)
	base.Authentication = append([]string{controllerID}, auth.values()...)
	base.AssertionMethod = append([]string{controllerID}, signing.values()...)
	base.KeyAgreement = keyAgreement.values()
	if len(base.KeyAgreement) == 0 {
		base.KeyAgreement = nil
	}
	base.Service = services.values()
	if len(base.Service) == 0 {
		base.Service = nil
	}
	v.doc = base
	return v
}

// latestBlock as atBlock applies the whole history.
const latestBlock = uint64(math.MaxUint64)
