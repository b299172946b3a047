package identity

import (
	"encoding/base64"
	"encoding/hex"
	"encoding/pem"
	"math/big"

	"github.com/ethereum/go-ethereum/crypto"
)

// publicKeyMethod builds the verification method of a did/pub/<algorithm>/<purpose>/<encoding>
// attribute, with the key material in the form each key type conventionally uses.
func publicKeyMethod(id, did, algorithm, encoding string, value []byte) VerificationMethod {
	vm := VerificationMethod{ID: id, Controller: did}
	switch algorithm {
	case "Secp256k1":
		vm.Type = TypeEcdsaSecp256k1VerificationKey2019
		if jwk := secp256k1JWK(value); jwk != nil {
			vm.PublicKeyJwk = jwk
		} else {
			vm.PublicKeyHex = hex.EncodeToString(value) // not a valid point: keep the bytes
		}
	case "Ed25519":
		vm.Type = TypeEd25519VerificationKey2020
		vm.PublicKeyMultibase = "z" + base58Encode(append([]byte{0xed, 0x01}, value...))
	case "X25519":
		vm.Type = TypeX25519KeyAgreementKey2020
		vm.PublicKeyMultibase = "z" + base58Encode(append([]byte{0xec, 0x01}, value...))
	case "RSA":
		vm.Type = TypeRsaVerificationKey2018
		vm.PublicKeyPem = string(pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: value}))
	case "Multikey":
		vm.Type = TypeMultikey
		vm.PublicKeyMultibase = "z" + base58Encode(value) // the value carries its multicodec prefix
	default:
		vm.Type = algorithm
		switch encoding {
		case "", "hex":
			vm.PublicKeyHex = hex.EncodeToString(value)
		case "base64":
			vm.PublicKeyBase64 = base64.StdEncoding.EncodeToString(value)
		case "base58":
			vm.PublicKeyBase58 = base58Encode(value)
		case "pem":
			vm.PublicKeyPem = string(pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: value}))
		default:
			vm.Value = hex.EncodeToString(value)
		}
	}
	return vm
}

// secp256k1JWK converts a compressed (33 bytes) or uncompressed (65 bytes) secp256k1 public
// key to a JWK, or returns nil when value is not a point on the curve.
func secp256k1JWK(value []byte) *JWK {
	var x, y *big.Int
	switch len(value) {
	case 33:
		pub, err := crypto.DecompressPubkey(value)
		if err != nil {
			return nil
		}
		x, y = pub.X, pub.Y
	case 65:
		pub, err := crypto.UnmarshalPubkey(value)
		if err != nil {
			return nil
		}
		x, y = pub.X, pub.Y
	default:
		return nil
	}
	enc := base64.RawURLEncoding
	return &JWK{Kty: "EC", Crv: "secp256k1", X: enc.EncodeToString(x.FillBytes(make([]byte, 32))), Y: enc.EncodeToString(y.FillBytes(make([]byte, 32)))}
}

const base58Alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"

// base58Encode is Bitcoin-alphabet base58 (base58btc), leading zero bytes as '1'.
func base58Encode(b []byte) string {
	n := new(big.Int).SetBytes(b)
	var out []byte
	base, mod := big.NewInt(58), new(big.Int)
	for n.Sign() > 0 {
		n.DivMod(n, base, mod)
		out = append(out, base58Alphabet[mod.Int64()])
	}
	for _, c := range b {
		if c != 0 {
			break
		}
		out = append(out, '1')
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return string(out)
}

// ldContext is the JSON-LD @context for doc: the DID and secp256k1 recovery contexts, the
// suites of the key types present, and inline terms the suites do not define.
func ldContext(doc *DIDDocument) []any {
	ctx := []any{"https://www.w3.org/ns/did/v1", "https://w3id.org/security/suites/secp256k1recovery-2020/v2"}
	var secV2, ed, x, multi, hexKey, jwk, b64, b58, pemKey bool
	for _, vm := range doc.VerificationMethod {
		switch vm.Type {
		case TypeEcdsaSecp256k1VerificationKey2019, TypeRsaVerificationKey2018:
			secV2 = true
		case TypeEd25519VerificationKey2020:
			ed = true
		case TypeX25519KeyAgreementKey2020:
			x = true
		case TypeMultikey:
			multi = true
		}
		hexKey = hexKey || vm.PublicKeyHex != ""
		jwk = jwk || vm.PublicKeyJwk != nil
		b64 = b64 || vm.PublicKeyBase64 != ""
		b58 = b58 || vm.PublicKeyBase58 != ""
		pemKey = pemKey || vm.PublicKeyPem != ""
	}
	secV2 = secV2 || b58 || pemKey
	if secV2 {
		ctx = append(ctx, "https://w3id.org/security/v2")
	}
	if ed {
		ctx = append(ctx, "https://w3id.org/security/suites/ed25519-2020/v1")
	}
	if x {
		ctx = append(ctx, "https://w3id.org/security/suites/x25519-2020/v1")
	}
	if multi {
		ctx = append(ctx, "https://w3id.org/security/multikey/v1")
	}
	inline := map[string]any{}
	if hexKey {
		inline["publicKeyHex"] = "https://w3id.org/security#publicKeyHex"
	}
	if jwk {
		inline["publicKeyJwk"] = map[string]string{"@id": "https://w3id.org/security#publicKeyJwk", "@type": "@json"}
	}
	if b64 {
		inline["publicKeyBase64"] = "https://w3id.org/security#publicKeyBase64"
	}
	if len(inline) > 0 {
		ctx = append(ctx, inline)
	}
	return ctx
}
