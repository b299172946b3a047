package identity

import (
	"encoding/binary"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// Off-chain statements are EIP-712 typed data in the domain {name: "AgentSite", version: "1",
// chainId}. The chain id binds a signature to one network: a card signed for a devnet does not
// verify on mainnet. The statement commits to its payload by hash, so any payload (a card, a
// chat envelope, a call request) is signed the same way and a wallet can show what it signs.
const (
	DomainName    = "AgentSite"
	DomainVersion = "1"
)

var (
	domainTypeHash    = crypto.Keccak256Hash([]byte("EIP712Domain(string name,string version,uint256 chainId)"))
	statementTypeHash = crypto.Keccak256Hash([]byte("Statement(string kind,address signer,bytes32 contentHash,uint64 issuedAt)"))
	domainNameHash    = crypto.Keccak256Hash([]byte(DomainName))
	domainVersionHash = crypto.Keccak256Hash([]byte(DomainVersion))
)

// Statement is what gets signed: Signer says, at IssuedAt (unix milliseconds), that the payload
// of the given Kind (e.g. "agentsite/card/1") hashes to ContentHash.
type Statement struct {
	Kind        string
	Signer      common.Address
	ContentHash common.Hash
	IssuedAt    uint64
}

// DomainSeparator is the EIP-712 domain separator for chainID.
func DomainSeparator(chainID uint64) common.Hash {
	var id [32]byte
	binary.BigEndian.PutUint64(id[24:], chainID)
	return crypto.Keccak256Hash(domainTypeHash[:], domainNameHash[:], domainVersionHash[:], id[:])
}

// Digest is the EIP-712 digest of s on chainID: keccak256(0x1901 || domain || structHash).
func (s Statement) Digest(chainID uint64) common.Hash {
	var signer, issued [32]byte
	copy(signer[12:], s.Signer[:])
	binary.BigEndian.PutUint64(issued[24:], s.IssuedAt)
	kind := crypto.Keccak256Hash([]byte(s.Kind))
	structHash := crypto.Keccak256Hash(statementTypeHash[:], kind[:], signer[:], s.ContentHash[:], issued[:])
	dom := DomainSeparator(chainID)
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, dom[:], structHash[:])
}

// ContentHash is the hash a Statement commits to: keccak256 of the payload's canonical bytes.
func ContentHash(payload []byte) common.Hash { return crypto.Keccak256Hash(payload) }

// SignStatement signs a statement of kind over payload with k, stamped with now.
func (k *Key) SignStatement(chainID uint64, kind string, payload []byte, now time.Time) (Statement, []byte, error) {
	st := Statement{Kind: kind, Signer: k.addr, ContentHash: ContentHash(payload), IssuedAt: uint64(now.UnixMilli())}
	sig, err := k.SignHash(st.Digest(chainID))
	if err != nil {
		return Statement{}, nil, err
	}
	return st, sig, nil
}

// VerifyStatement checks that sig is st.Signer's signature of st on chainID and that st commits
// to payload. It returns ErrBadSignature (wrapped) on any mismatch.
func VerifyStatement(chainID uint64, st Statement, payload []byte, sig []byte) error {
	if ContentHash(payload) != st.ContentHash {
		return fmt.Errorf("%w: payload does not match the signed content hash", ErrBadSignature)
	}
	got, err := RecoverHash(st.Digest(chainID), sig)
	if err != nil {
		return err
	}
	if got != st.Signer {
		return fmt.Errorf("%w: signed by %s, claimed %s", ErrBadSignature, got.Hex(), st.Signer.Hex())
	}
	return nil
}
