package identity

import (
	"encoding/json"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Verification method types produced by the did:ethr resolver.
const (
	TypeEcdsaSecp256k1RecoveryMethod2020  = "EcdsaSecp256k1RecoveryMethod2020"
	TypeEcdsaSecp256k1VerificationKey2019 = "EcdsaSecp256k1VerificationKey2019"
	TypeEd25519VerificationKey2020        = "Ed25519VerificationKey2020"
	TypeX25519KeyAgreementKey2020         = "X25519KeyAgreementKey2020"
	TypeRsaVerificationKey2018            = "RsaVerificationKey2018"
	TypeMultikey                          = "Multikey"
)

// DIDDocument is a W3C DID document as the did:ethr method builds it from the registry.
type DIDDocument struct {
	// Context is the JSON-LD @context (application/did+ld+json).
	Context []any `json:"@context,omitempty"`
	// ID is the DID.
	ID string `json:"id"`
	// VerificationMethod lists the controller (#controller), delegates (#delegate-N) and
	// published keys.
	VerificationMethod []VerificationMethod `json:"verificationMethod"`
	// Authentication references the methods that may authenticate as the DID.
	Authentication []string `json:"authentication"`
	// AssertionMethod references the methods that may sign on behalf of the DID.
	AssertionMethod []string `json:"assertionMethod"`
	// KeyAgreement references encryption keys (did/pub/<alg>/enc attributes).
	KeyAgreement []string `json:"keyAgreement,omitempty"`
	// Service lists did/svc/<type> attributes (#service-N).
	Service []Service `json:"service,omitempty"`
}

// VerificationMethod is one key or account of a DID document. Exactly one of the key
// material fields is set.
type VerificationMethod struct {
	ID                  string `json:"id"`
	Type                string `json:"type"`
	Controller          string `json:"controller"`
	BlockchainAccountID string `json:"blockchainAccountId,omitempty"` // eip155:<chainId>:<address>
	PublicKeyJwk        *JWK   `json:"publicKeyJwk,omitempty"`
	PublicKeyMultibase  string `json:"publicKeyMultibase,omitempty"`
	PublicKeyHex        string `json:"publicKeyHex,omitempty"`
	PublicKeyBase64     string `json:"publicKeyBase64,omitempty"`
	PublicKeyBase58     string `json:"publicKeyBase58,omitempty"`
	PublicKeyPem        string `json:"publicKeyPem,omitempty"`
	// Value is the raw hex of a key whose encoding hint is unknown.
	Value string `json:"value,omitempty"`
}

// JWK is an elliptic-curve public key in JSON Web Key form.
type JWK struct {
	Kty string `json:"kty"`
	Crv string `json:"crv"`
	X   string `json:"x"`
	Y   string `json:"y,omitempty"`
}

// Service is a service endpoint published with a did/svc/<Type> attribute. The endpoint is the
// attribute value: parsed JSON when it is valid JSON, otherwise the string.
type Service struct {
	ID              string          `json:"id"`
	Type            string          `json:"type"`
	ServiceEndpoint json.RawMessage `json:"serviceEndpoint"`
}

// Endpoint returns the service endpoint as a string when it is a JSON string, else its JSON.
func (s Service) Endpoint() string {
	var str string
	if json.Unmarshal(s.ServiceEndpoint, &str) == nil {
		return str
	}
	return string(s.ServiceEndpoint)
}

// DocumentMetadata describes the resolved version of a DID document.
type DocumentMetadata struct {
	// Deactivated is set when the owner was changed to the zero address.
	Deactivated bool `json:"deactivated,omitempty"`
	// VersionID is the block number of the last change included, 0 for an unchanged DID.
	VersionID uint64 `json:"versionId,omitempty"`
	// Updated is the time of block VersionID.
	Updated time.Time `json:"updated,omitzero"`
	// NextVersionID is the block of the first later change (when resolving a past version).
	NextVersionID uint64 `json:"nextVersionId,omitempty"`
}

// Resolution is the result of resolving a DID.
type Resolution struct {
	Document *DIDDocument     `json:"didDocument"`
	Metadata DocumentMetadata `json:"didDocumentMetadata"`
	// Controller is the identity owner (the zero address when deactivated).
	Controller common.Address `json:"-"`
	// Block is the block number the resolution read the chain at.
	Block uint64 `json:"-"`
}

// VerificationMethodByID returns the method with the given id (a full DID URL or "#fragment").
func (d *DIDDocument) VerificationMethodByID(id string) (VerificationMethod, bool) {
	for _, vm := range d.VerificationMethod {
		if vm.ID == id || (strings.HasPrefix(id, "#") && vm.ID == d.ID+id) {
			return vm, true
		}
	}
	return VerificationMethod{}, false
}

// ServicesByType returns the services of the given type (e.g. "AgentSite") in document order.
func (d *DIDDocument) ServicesByType(typ string) []Service {
	var out []Service
	for _, s := range d.Service {
		if s.Type == typ {
			out = append(out, s)
		}
	}
	return out
}

// IsSigner reports whether addr may sign for the DID (assertionMethod): the controller or an
// unexpired veriKey/sigAuth delegate. With auth set, only authentication methods count (the
// controller and sigAuth delegates).
func (d *DIDDocument) IsSigner(addr common.Address, auth bool) bool {
	refs := d.AssertionMethod
	if auth {
		refs = d.Authentication
	}
	for _, ref := range refs {
		vm, ok := d.VerificationMethodByID(ref)
		if !ok || vm.Type != TypeEcdsaSecp256k1RecoveryMethod2020 {
			continue
		}
		if i := strings.LastIndexByte(vm.BlockchainAccountID, ':'); i >= 0 {
			if a := vm.BlockchainAccountID[i+1:]; common.IsHexAddress(a) && common.HexToAddress(a) == addr {
				return true
			}
		}
	}
	return false
}
