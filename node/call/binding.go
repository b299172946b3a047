package call

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"time"

	"github.com/agentsite/agentsite/identity"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/libp2p/go-libp2p/core/peer"
)

// BindKind is the identity.Statement kind of a connection binding.
const BindKind = "agentsite/call-bind/1"

// Binding is a caller's statement, signed by its DID key, that binds the DID to one libp2p peer
// (the caller's node) for calls to one serving node until Expires. The libp2p secure channel
// already proves that a connection's remote end holds the peer key; the binding adds that the
// DID vouches for that peer, so the server attributes the unsigned requests of that connection
// (Params.Caller, no signature) to the DID. The server checks it once per connection and
// takes each binding on one connection only (its digest goes to the replay cache).
type Binding struct {
	// Caller is the caller's DID; its chain id must be the serving node's.
	Caller string `json:"caller"`
	// Peer is the caller node's libp2p peer id: the binding holds only on a connection from it.
	Peer string `json:"peer"`
	// Callee is the serving node's peer id.
	Callee string `json:"callee"`
	// Nonce makes each binding unique (hex, 16 random bytes).
	Nonce string `json:"nonce"`
	// IssuedAt is the signature's timestamp, in unix milliseconds.
	IssuedAt uint64 `json:"issuedAt"`
	// Expires is when the binding ends, in unix milliseconds.
	Expires int64 `json:"expires"`
	// Signature is the caller's 65-byte EIP-712 signature of the Statement, 0x-hex.
	Signature string `json:"signature"`
}

// canonical is the signed payload: a JSON array of the binding's fields. The chain id is in
// the EIP-712 domain and in the DID.
func (b *Binding) canonical() ([]byte, error) {
	return json.Marshal([]any{BindKind, b.Caller, b.Peer, b.Callee, b.Nonce, b.Expires})
}

// NewBinding signs a binding of key's DID on chainID to the peer self, for calls to callee,
// valid for ttl from now.
func NewBinding(key *identity.Key, chainID uint64, self, callee peer.ID, now time.Time, ttl time.Duration) (*Binding, error) {
	nonce, err := newNonce()
	if err != nil {
		return nil, err
	}
	b := &Binding{Caller: key.DID(chainID).String(), Peer: self.String(), Callee: callee.String(), Nonce: nonce,
		Expires: now.Add(ttl).UnixMilli()}
	payload, err := b.canonical()
	if err != nil {
		return nil, fmt.Errorf("call: bind: %w", err)
	}
	st, sig, err := key.SignStatement(chainID, BindKind, payload, now)
	if err != nil {
		return nil, fmt.Errorf("call: bind: %w", err)
	}
	b.IssuedAt = st.IssuedAt
	b.Signature = hexutil.Encode(sig)
	return b, nil
}

// digest is the EIP-712 digest of the binding's statement on chainID, with the caller's DID;
// it identifies the binding whatever the spelling of its signature.
func (b *Binding) digest(chainID uint64) (identity.DID, common.Hash, error) {
	return statementDigest(chainID, BindKind, b.Caller, b.IssuedAt, b.canonical)
}

// Verify checks that b is signed by its Caller on chainID (canonical signature, as
// Params.Verify) and returns the caller's DID and the binding's digest. It does not check
// the peer, callee or times: the server does, against the connection and its clock.
func (b *Binding) Verify(chainID uint64) (identity.DID, common.Hash, error) {
	did, digest, err := b.digest(chainID)
	if err != nil {
		return identity.DID{}, common.Hash{}, err
	}
	if err := checkSigner(digest, b.Signature, did); err != nil {
		return identity.DID{}, common.Hash{}, err
	}
	return did, digest, nil
}

// callerDID parses a caller's DID and checks that it is on chainID.
func callerDID(s string, chainID uint64) (identity.DID, error) {
	did, err := identity.ParseDID(s)
	if err != nil {
		return identity.DID{}, err
	}
	if did.ChainID != chainID {
		return identity.DID{}, fmt.Errorf("%w: caller DID is on chain %d, this node is on %d", identity.ErrBadSignature, did.ChainID, chainID)
	}
	return did, nil
}

// checkSigner checks that sigHex is a canonical signature of digest by did's address: decoded
// from hex to bytes first (any case, 0x or 0X), 65 bytes, v in {0, 1, 27, 28}, low s.
func checkSigner(digest common.Hash, sigHex string, did identity.DID) error {
	sig, err := hexutil.Decode(sigHex)
	if err != nil {
		return fmt.Errorf("%w: signature is not 0x-hex", identity.ErrBadSignature)
	}
	got, err := identity.RecoverHash(digest, sig)
	if err != nil {
		return err
	}
	if want := common.Address(did.Address); got != want {
		return fmt.Errorf("%w: signed by %s, caller is %s", identity.ErrBadSignature, got.Hex(), want.Hex())
	}
	return nil
}

// newNonce returns 16 random bytes in hex.
func newNonce() (string, error) {
	var nonce [16]byte
	if _, err := rand.Read(nonce[:]); err != nil {
		return "", fmt.Errorf("call: nonce: %w", err)
	}
	return hex.EncodeToString(nonce[:]), nil
}
