package identity

import (
	"encoding/json"
	"math/big"
	"reflect"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

var (
	docChain    = big.NewInt(1337)
	docIdentity = common.HexToAddress("0x1000000000000000000000000000000000000001")
	docDelegate = common.HexToAddress("0x2000000000000000000000000000000000000002")
	docOwner    = common.HexToAddress("0x3000000000000000000000000000000000000003")
	docDID      = formatEthrDID(docChain, docIdentity)
)

func b32(s string) (b [32]byte) {
	copy(b[:], s)
	return b
}

func delegateEv(block uint64, typ string, d common.Address, validTo int64) registryEvent {
	return registryEvent{kind: delegateChanged, block: block, delegateType: b32(typ), delegate: d, validTo: big.NewInt(validTo)}
}

func attrEv(block uint64, name, value string, validTo int64) registryEvent {
	return registryEvent{kind: attributeChanged, block: block, name: b32(name), value: []byte(value), validTo: big.NewInt(validTo)}
}

func ownerEv(block uint64, owner common.Address) registryEvent {
	return registryEvent{kind: ownerChanged, block: block, owner: owner}
}

func ids(vms []VerificationMethod) []string {
	out := []string{}
	for _, vm := range vms {
		out = append(out, vm.ID)
	}
	return out
}

func TestBuildDocument(t *testing.T) {
	const now = 1000
	c := docDID + "#controller"
	d := func(n string) string { return docDID + "#delegate-" + n }
	tests := []struct {
		name       string
		history    []registryEvent
		atBlock    uint64
		vms        []string
		auth       []string
		assertion  []string
		services   []string
		controller common.Address
		deact      bool
		version    uint64
		next       uint64
	}{
		{name: "implicit", vms: []string{c}, auth: []string{c}, assertion: []string{c}, controller: docIdentity},
		{
			name:    "veriKey and sigAuth delegates",
			history: []registryEvent{delegateEv(5, "veriKey", docDelegate, now+10), delegateEv(6, "sigAuth", docOwner, now+1)},
			vms:     []string{c, d("1"), d("2")}, auth: []string{c, d("2")}, assertion: []string{c, d("1"), d("2")},
			controller: docIdentity, version: 6,
		},
		{
			name: "expired and revoked delegates advance the counter",
			history: []registryEvent{
				delegateEv(5, "veriKey", docDelegate, now-1), // expired
				delegateEv(6, "veriKey", docOwner, now+5),
				delegateEv(7, "sigAuth", docDelegate, now+5),
				delegateEv(8, "sigAuth", docDelegate, now), // revoked in the block resolved at
				delegateEv(9, "veriKey", docOwner, now+9),  // re-added: same place, new number
			},
			vms: []string{c, d("5")}, auth: []string{c}, assertion: []string{c, d("5")},
			controller: docIdentity, version: 9,
		},
		{
			name:    "revocation removes the delegate",
			history: []registryEvent{delegateEv(5, "sigAuth", docDelegate, now+50), delegateEv(6, "sigAuth", docDelegate, now-1)},
			vms:     []string{c}, auth: []string{c}, assertion: []string{c}, controller: docIdentity, version: 6,
		},
		{
			name:    "unknown delegate type is ignored",
			history: []registryEvent{delegateEv(5, "other", docDelegate, now+50), delegateEv(6, "veriKey", docDelegate, now+50)},
			vms:     []string{c, d("2")}, auth: []string{c}, assertion: []string{c, d("2")}, controller: docIdentity, version: 6,
		},
		{
			name: "services added, revoked, string and JSON",
			history: []registryEvent{
				attrEv(3, "did/svc/AgentSite", `{"peerId":"12D3"}`, now+100),
				attrEv(4, "did/svc/Web", "https://example.com", now+100),
				attrEv(5, "did/svc/AgentSite", `{"peerId":"12D3"}`, 0),
				attrEv(6, "not/a/did/attribute", "x", now+100),
			},
			vms: []string{c}, auth: []string{c}, assertion: []string{c}, services: []string{docDID + "#service-2"},
			controller: docIdentity, version: 6,
		},
		{
			name:    "owner change moves the controller",
			history: []registryEvent{ownerEv(9, docOwner)},
			vms:     []string{c}, auth: []string{c}, assertion: []string{c}, controller: docOwner, version: 9,
		},
		{
			name:    "owner zero deactivates and stops",
			history: []registryEvent{delegateEv(5, "veriKey", docDelegate, now+10), ownerEv(9, common.Address{}), ownerEv(10, docOwner)},
			vms:     []string{}, auth: []string{}, assertion: []string{}, controller: common.Address{}, deact: true, version: 9,
		},
		{
			name:    "past version skips later changes",
			history: []registryEvent{delegateEv(5, "veriKey", docDelegate, now+10), ownerEv(9, docOwner), delegateEv(12, "veriKey", docOwner, now+10)},
			atBlock: 8,
			vms:     []string{c, d("1")}, auth: []string{c}, assertion: []string{c, d("1")}, controller: docIdentity, version: 5, next: 9,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			at := tt.atBlock
			if at == 0 {
				at = latestBlock
			}
			v := buildDocument(docDID, docChain, docIdentity, tt.history, now, at)
			if got := ids(v.doc.VerificationMethod); !reflect.DeepEqual(got, tt.vms) {
				t.Errorf("verificationMethod %v, want %v", got, tt.vms)
			}
			if !reflect.DeepEqual(v.doc.Authentication, tt.auth) {
				t.Errorf("authentication %v, want %v", v.doc.Authentication, tt.auth)
			}
			if !reflect.DeepEqual(v.doc.AssertionMethod, tt.assertion) {
				t.Errorf("assertionMethod %v, want %v", v.doc.AssertionMethod, tt.assertion)
			}
			var svcs []string
			for _, s := range v.doc.Service {
				svcs = append(svcs, s.ID)
			}
			if !reflect.DeepEqual(svcs, tt.services) {
				t.Errorf("services %v, want %v", svcs, tt.services)
			}
			if v.controller != tt.controller || v.deactivated != tt.deact || v.versionID != tt.version || v.nextVersionID != tt.next {
				t.Errorf("controller %s deactivated %v version %d next %d", v.controller, v.deactivated, v.versionID, v.nextVersionID)
			}
			if !tt.deact {
				want := "eip155:1337:" + tt.controller.Hex()
				if got := v.doc.VerificationMethod[0].BlockchainAccountID; got != want {
					t.Errorf("controller account %s, want %s", got, want)
				}
			}
		})
	}
}

func TestBuildDocumentServiceEndpoints(t *testing.T) {
	v := buildDocument(docDID, docChain, docIdentity, []registryEvent{
		attrEv(3, "did/svc/AgentSite", `{"peerId":"12D3","addrs":["/ip4/127.0.0.1/tcp/4001"]}`, 2000),
		attrEv(4, "did/svc/Web", "https://example.com", 2000),
		attrEv(5, "did/svc/Bin", "\xff\xfe", 2000), // not UTF-8: skipped, counter still moves
		attrEv(6, "did/svc/Next", "x", 2000),
	}, 1000, latestBlock)
	got := v.doc.ServicesByType("AgentSite")
	if len(got) != 1 || string(got[0].ServiceEndpoint) != `{"peerId":"12D3","addrs":["/ip4/127.0.0.1/tcp/4001"]}` {
		t.Fatalf("AgentSite service %+v", got)
	}
	web := v.doc.ServicesByType("Web")
	if len(web) != 1 || web[0].Endpoint() != "https://example.com" || string(web[0].ServiceEndpoint) != `"https://example.com"` {
		t.Fatalf("Web service %+v", web)
	}
	if n := v.doc.ServicesByType("Next"); len(n) != 1 || n[0].ID != docDID+"#service-4" {
		t.Fatalf("Next service %+v", n)
	}
	if len(v.doc.ServicesByType("Bin")) != 0 {
		t.Fatal("non-UTF-8 service kept")
	}
}

func TestBuildDocumentPublicKeys(t *testing.T) {
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	compressed := crypto.CompressPubkey(&key.PublicKey)
	ed := make([]byte, 32)
	v := buildDocument(docDID, docChain, docIdentity, []registryEvent{
		{kind: attributeChanged, block: 2, name: b32("did/pub/Secp256k1/veriKey/hex"), value: compressed, validTo: big.NewInt(2000)},
		{kind: attributeChanged, block: 3, name: b32("did/pub/Ed25519/sigAuth/base58"), value: ed, validTo: big.NewInt(2000)},
		{kind: attributeChanged, block: 4, name: b32("did/pub/X25519/enc/base64"), value: ed, validTo: big.NewInt(2000)},
		{kind: attributeChanged, block: 5, name: b32("did/pub/Custom/veriKey/base64"), value: []byte{1, 2, 3}, validTo: big.NewInt(2000)},
		{kind: attributeChanged, block: 6, name: b32("did/pub/Custom2/veriKey"), value: []byte{0xab}, validTo: big.NewInt(2000)},
	}, 1000, latestBlock)
	vms := v.doc.VerificationMethod
	if len(vms) != 6 {
		t.Fatalf("methods %v", ids(vms))
	}
	jwk := vms[1].PublicKeyJwk
	if vms[1].Type != TypeEcdsaSecp256k1VerificationKey2019 || jwk == nil || jwk.Crv != "secp256k1" || jwk.Kty != "EC" {
		t.Fatalf("secp256k1 key %+v", vms[1])
	}
	if vms[2].Type != TypeEd25519VerificationKey2020 || vms[2].PublicKeyMultibase != "z"+base58Encode(append([]byte{0xed, 1}, ed...)) {
		t.Fatalf("ed25519 key %+v", vms[2])
	}
	if vms[3].Type != TypeX25519KeyAgreementKey2020 || len(v.doc.KeyAgreement) != 1 || v.doc.KeyAgreement[0] != vms[3].ID {
		t.Fatalf("x25519 key %+v, keyAgreement %v", vms[3], v.doc.KeyAgreement)
	}
	if vms[4].Type != "Custom" || vms[4].PublicKeyBase64 != "AQID" || vms[5].PublicKeyHex != "ab" {
		t.Fatalf("custom keys %+v %+v", vms[4], vms[5])
	}
	if !reflect.DeepEqual(v.doc.Authentication, []string{docDID + "#controller", vms[2].ID}) {
		t.Fatalf("authentication %v", v.doc.Authentication)
	}
	doc, err := json.Marshal(v.doc)
	if err != nil || len(doc) == 0 {
		t.Fatal(err)
	}
	v.doc.Context = ldContext(v.doc)
	if len(v.doc.Context) < 5 {
		t.Fatalf("@context %v", v.doc.Context)
	}
}

func TestBase58(t *testing.T) {
	for in, want := range map[string]string{
		"":                   "",
		"hello world":        "StV1DL6CwTryKyV",
		"\x00\x00\x01":       "112",
		"\x00":               "1",
		string([]byte{0xff}): "5Q",
	} {
		if got := base58Encode([]byte(in)); got != want {
			t.Errorf("base58(%x) = %q, want %q", in, got, want)
		}
	}
}

func TestIsSigner(t *testing.T) {
	v := buildDocument(docDID, docChain, docIdentity, []registryEvent{
		delegateEv(5, "veriKey", docDelegate, 2000),
		delegateEv(6, "sigAuth", docOwner, 2000),
	}, 1000, latestBlock)
	tests := []struct {
		addr       common.Address
		auth, want bool
	}{
		{docIdentity, false, true}, {docIdentity, true, true},
		{docDelegate, false, true}, {docDelegate, true, false},
		{docOwner, false, true}, {docOwner, true, true},
		{common.HexToAddress("0x99"), false, false},
	}
	for _, tt := range tests {
		if got := v.doc.IsSigner(tt.addr, tt.auth); got != tt.want {
			t.Errorf("IsSigner(%s, auth=%v) = %v, want %v", tt.addr, tt.auth, got, tt.want)
		}
	}
	if _, ok := v.doc.VerificationMethodByID("#delegate-1"); !ok {
		t.Error("VerificationMethodByID(#delegate-1) not found")
	}
}
