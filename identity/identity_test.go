package identity

import (
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
)

func TestParseDID(t *testing.T) {
	addr := common.HexToAddress("0xb9c5714089478a327f09197987f16f9e5d936e8a")
	for _, tc := range []struct {
		in      string
		want    DID
		wantErr bool
	}{
		{in: "did:ethr:0x539:0xb9c5714089478a327f09197987f16f9e5d936e8a", want: DID{1337, addr}},
		{in: "did:ethr:0xb9c5714089478a327f09197987f16f9e5d936e8a", want: DID{1, addr}},
		{in: "did:ethr:sepolia:0xB9C5714089478a327F09197987f16f9E5d936E8a", want: DID{11155111, addr}},
		{in: "did:ethr:31337:0xb9c5714089478a327f09197987f16f9e5d936e8a", want: DID{31337, addr}},
		{in: "did:web:example.com", wantErr: true},
		{in: "did:ethr:0x539:0x1234", wantErr: true},
		{in: "did:ethr:nowhere:0xb9c5714089478a327f09197987f16f9e5d936e8a", wantErr: true},
		{in: "did:ethr:0x0:0xb9c5714089478a327f09197987f16f9e5d936e8a", wantErr: true},
		{in: "did:ethr:0x539:b9c5714089478a327f09197987f16f9e5d936e8a", wantErr: true},
		{in: "", wantErr: true},
	} {
		t.Run(tc.in, func(t *testing.T) {
			got, err := ParseDID(tc.in)
			if tc.wantErr {
				if !errors.Is(err, ErrBadDID) {
					t.Fatalf("ParseDID(%q) error = %v, want ErrBadDID", tc.in, err)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Fatalf("ParseDID(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
			}
			back, err := ParseDID(got.String())
			if err != nil || back != got {
				t.Fatalf("round trip of %s = %v, %v", got, back, err)
			}
		})
	}
	if s := (DID{1337, addr}).String(); s != "did:ethr:0x539:0xb9c5714089478a327f09197987f16f9e5d936e8a" {
		t.Fatalf("String() = %s", s)
	}
}

// The hand-rolled digest must equal go-ethereum's generic EIP-712 encoder, which is what
// wallets (and clef) compute when they show the statement to a person.
func TestStatementDigestMatchesEIP712(t *testing.T) {
	k, err := GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	st := Statement{Kind: "agentsite/card/1", Signer: k.Address(), ContentHash: ContentHash([]byte("payload")), IssuedAt: 1764100000123}
	td := apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": {{Name: "name", Type: "string"}, {Name: "version", Type: "string"}, {Name: "chainId", Type: "uint256"}},
			"Statement":    {{Name: "kind", Type: "string"}, {Name: "signer", Type: "address"}, {Name: "contentHash", Type: "bytes32"}, {Name: "issuedAt", Type: "uint64"}},
		},
		PrimaryType: "Statement",
		Domain:      apitypes.TypedDataDomain{Name: DomainName, Version: DomainVersion, ChainId: (*math.HexOrDecimal256)(big.NewInt(1337))},
		Message: apitypes.TypedDataMessage{
			"kind": st.Kind, "signer": st.Signer.Hex(), "contentHash": st.ContentHash.Hex(),
			"issuedAt": new(big.Int).SetUint64(st.IssuedAt).String(),
		},
	}
	want, _, err := apitypes.TypedDataAndHash(td)
	if err != nil {
		t.Fatal(err)
	}
	if got := st.Digest(1337); got != common.BytesToHash(want) {
		t.Fatalf("digest %s, go-ethereum says %x", got, want)
	}
}

func TestSignVerifyStatement(t *testing.T) {
	k, _ := GenerateKey()
	other, _ := GenerateKey()
	payload := []byte(`{"name":"echo"}`)
	st, sig, err := k.SignStatement(1337, "agentsite/card/1", payload, time.Unix(1764100000, 0))
	if err != nil {
		t.Fatal(err)
	}
	if err := VerifyStatement(1337, st, payload, sig); err != nil {
		t.Fatalf("valid statement rejected: %v", err)
	}
	flipped := append([]byte(nil), sig...)
	flipped[10] ^= 1
	highS := append([]byte(nil), sig...)
	highS[64] = 30
	claimed := st
	claimed.Signer = other.Address()
	for name, tc := range map[string]struct {
		chain   uint64
		st      Statement
		payload []byte
		sig     []byte
	}{
		"other chain":     {31337, st, payload, sig},
		"other payload":   {1337, st, []byte(`{"name":"evil"}`), sig},
		"claimed signer":  {1337, claimed, payload, sig},
		"flipped bit":     {1337, st, payload, flipped},
		"bad recovery id": {1337, st, payload, highS},
		"short":           {1337, st, payload, sig[:64]},
		"empty":           {1337, st, payload, nil},
	} {
		t.Run(name, func(t *testing.T) {
			if err := VerifyStatement(tc.chain, tc.st, tc.payload, tc.sig); !errors.Is(err, ErrBadSignature) {
				t.Fatalf("got %v, want ErrBadSignature", err)
			}
		})
	}
}

func TestKeystoreRoundTrip(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "keys", "node.json")
	k, created, err := LoadOrCreateKeyFile(path, "pw", LightStrength)
	if err != nil || !created {
		t.Fatalf("create: %v created=%v", err, created)
	}
	fi, err := os.Stat(path)
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("keystore file mode: %v %v", fi, err)
	}
	again, created, err := LoadOrCreateKeyFile(path, "pw", LightStrength)
	if err != nil || created || again.Address() != k.Address() {
		t.Fatalf("reload: %v created=%v addr=%s want %s", err, created, again.Address(), k.Address())
	}
	if _, err := LoadKeyFile(path, "wrong"); !errors.Is(err, ErrWrongPassphrase) {
		t.Fatalf("wrong passphrase: %v", err)
	}
	if err := os.WriteFile(path, []byte("{not json"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadKeyFile(path, "pw"); err == nil {
		t.Fatal("corrupt keystore file accepted")
	}
}

func FuzzParseDID(f *testing.F) {
	f.Add("did:ethr:0x539:0xb9c5714089478a327f09197987f16f9e5d936e8a")
	f.Add("did:ethr::")
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseDID(s)
		if err != nil {
			return
		}
		if back, err := ParseDID(d.String()); err != nil || back != d {
			t.Fatalf("%q parsed to %v but its string %q re-parses to %v, %v", s, d, d.String(), back, err)
		}
	})
}
