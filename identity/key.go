package identity

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// ErrBadSignature is returned when a signature is malformed or was not made by the expected key.
var ErrBadSignature = errors.New("identity: bad signature")

// Key is a secp256k1 private key with its Ethereum address.
type Key struct {
	priv *ecdsa.PrivateKey
	addr common.Address
}

// GenerateKey makes a new random key.
func GenerateKey() (*Key, error) {
	priv, err := crypto.GenerateKey()
	if err != nil {
		return nil, fmt.Errorf("identity: generate key: %w", err)
	}
	return NewKey(priv), nil
}

// NewKey wraps an existing private key.
func NewKey(priv *ecdsa.PrivateKey) *Key {
	return &Key{priv: priv, addr: crypto.PubkeyToAddress(priv.PublicKey)}
}

// KeyFromHex parses a hex private key, with or without 0x.
func KeyFromHex(s string) (*Key, error) {
	priv, err := crypto.HexToECDSA(strings.TrimPrefix(strings.TrimSpace(s), "0x"))
	if err != nil {
		return nil, fmt.Errorf("identity: parse private key: %w", err)
	}
	return NewKey(priv), nil
}

// Address is the key's Ethereum address.
func (k *Key) Address() common.Address { return k.addr }

// PrivateKey returns the underlying key, for transaction signing.
func (k *Key) PrivateKey() *ecdsa.PrivateKey { return k.priv }

// DID is the key's did:ethr identifier on the given chain.
func (k *Key) DID(chainID uint64) DID { return DID{ChainID: chainID, Address: k.addr} }

// SignHash signs a 32-byte digest and returns a 65-byte [R || S || V] signature with V in {27, 28},
// the form Solidity's ecrecover and OpenZeppelin's ECDSA expect.
func (k *Key) SignHash(digest common.Hash) ([]byte, error) {
	sig, err := crypto.Sign(digest[:], k.priv)
	if err != nil {
		return nil, fmt.Errorf("identity: sign: %w", err)
	}
	sig[64] += 27
	return sig, nil
}

// RecoverHash returns the address that produced sig over digest. It accepts V in {0, 1, 27, 28}
// and rejects malleable (high-S) signatures.
func RecoverHash(digest common.Hash, sig []byte) (common.Address, error) {
	if len(sig) != crypto.SignatureLength {
		return common.Address{}, fmt.Errorf("%w: length %d, want %d", ErrBadSignature, len(sig), crypto.SignatureLength)
	}
	s := make([]byte, len(sig))
	copy(s, sig)
	if s[64] >= 27 {
		s[64] -= 27
	}
	if s[64] > 1 {
		return common.Address{}, fmt.Errorf("%w: recovery id %d", ErrBadSignature, sig[64])
	}
	r, sv := new(big.Int).SetBytes(s[:32]), new(big.Int).SetBytes(s[32:64])
	if !crypto.ValidateSignatureValues(s[64], r, sv, true) {
		return common.Address{}, fmt.Errorf("%w: invalid r, s values", ErrBadSignature)
	}
	pub, err := crypto.SigToPub(digest[:], s)
	if err != nil {
		return common.Address{}, fmt.Errorf("%w: %v", ErrBadSignature, err)
	}
	return crypto.PubkeyToAddress(*pub), nil
}
