package escrow

import (
	"encoding/json"
	"fmt"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/identity"
)

// statementOver is the statement of kind that signer makes at issuedAt (unix ms) over v's JSON
// (v with its signature field empty), and that JSON: the form every signed market message
// (calls for bids, bids, claim intents, negotiation terms) takes.
func statementOver(kind string, signer common.Address, issuedAt uint64, v any) (identity.Statement, []byte, error) {
	p, err := json.Marshal(v)
	if err != nil {
		return identity.Statement{}, nil, err
	}
	return identity.Statement{Kind: kind, Signer: signer, ContentHash: identity.ContentHash(p), IssuedAt: issuedAt}, p, nil
}

// signedMessage is a signed market message: its statement over its content (the message
// with its signature field empty).
type signedMessage interface {
	statement() (identity.Statement, []byte, error)
}

// contentID is m's id, the hash of its signed content; zero if m does not encode.
func contentID(m signedMessage) common.Hash {
	st, _, err := m.statement()
	if err != nil {
		return common.Hash{}
	}
	return st.ContentHash
}

// signMessage is k's signature of m's statement on chainID (m's signer and time already set).
func signMessage(k *identity.Key, chainID uint64, m signedMessage, what string) (string, error) {
	st, _, err := m.statement()
	if err != nil {
		return "", err
	}
	return signStatement(k, chainID, st, what)
}

// signStatement is k's signature of st on chainID, 0x-hex; what names the message in errors.
func signStatement(k *identity.Key, chainID uint64, st identity.Statement, what string) (string, error) {
	sig, err := k.SignHash(st.Digest(chainID))
	if err != nil {
		return "", fmt.Errorf("escrow: sign %s: %w", what, err)
	}
	return "0x" + common.Bytes2Hex(sig), nil
}
