package identity

import (
	"crypto/ecdsa"
	"crypto/rand"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/crypto/ecies"
)

// ErrCannotOpen is returned when a sealed message was not sealed to this key or was altered.
var ErrCannotOpen = errors.New("identity: cannot open sealed message")

// sealContext binds sealed messages to AgentSite so a ciphertext made for another protocol
// using the same key does not open here.
var sealContext = []byte("agentsite/seal/1")

// Seal encrypts msg to the holder of pub with ECIES over secp256k1 (AES-128-CTR, HMAC-SHA-256),
// the scheme devp2p uses. Results of bounties travel sealed to the requester's key.
func Seal(pub *ecdsa.PublicKey, msg []byte) ([]byte, error) {
	ct, err := ecies.Encrypt(rand.Reader, ecies.ImportECDSAPublic(pub), msg, sealContext, nil)
	if err != nil {
		return nil, fmt.Errorf("identity: seal: %w", err)
	}
	return ct, nil
}

// Open decrypts a message sealed to k.
func (k *Key) Open(sealed []byte) ([]byte, error) {
	msg, err := ecies.ImportECDSA(k.priv).Decrypt(sealed, sealContext, nil)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrCannotOpen, err)
	}
	return msg, nil
}

// PublicKey is k's public key, for others to seal to.
func (k *Key) PublicKey() *ecdsa.PublicKey { return &k.priv.PublicKey }

// RecoverPublicKey returns the public key that made sig over digest and checks it belongs to
// want. Anyone who has seen a signed statement from an address can seal messages to it.
func RecoverPublicKey(digest common.Hash, sig []byte, want common.Address) (*ecdsa.PublicKey, error) {
	got, err := RecoverHash(digest, sig)
	if err != nil {
		return nil, err
	}
	if got != want {
		return nil, fmt.Errorf("%w: signed by %s, want %s", ErrBadSignature, got.Hex(), want.Hex())
	}
	s := append([]byte(nil), sig...)
	if s[64] >= 27 {
		s[64] -= 27
	}
	pub, err := crypto.SigToPub(digest[:], s)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadSignature, err)
	}
	return pub, nil
}
