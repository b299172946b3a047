package devchain

import (
	"crypto/ecdsa"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// DevKeys returns n deterministic private keys, the same on every machine: key i is
// keccak256("agentsite devchain key <i>"). They are public knowledge: use them on dev chains only.
func DevKeys(n int) []*ecdsa.PrivateKey {
	keys := make([]*ecdsa.PrivateKey, n)
	for i := range keys {
		seed := crypto.Keccak256([]byte(fmt.Sprintf("agentsite devchain key %d", i)))
		k, err := crypto.ToECDSA(seed)
		if err != nil { // a keccak output is a valid scalar except with negligible probability
			panic(fmt.Sprintf("devchain: dev key %d: %v", i, err))
		}
		keys[i] = k
	}
	return keys
}

// Addresses returns the addresses of keys.
func Addresses(keys []*ecdsa.PrivateKey) []common.Address {
	out := make([]common.Address, len(keys))
	for i, k := range keys {
		out[i] = crypto.PubkeyToAddress(k.PublicKey)
	}
	return out
}
