package escrow

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/identity"
)

// DeliveryKind is the statement kind a worker signs a delivery as.
const DeliveryKind = "agentsite/delivery/1"

// MaxSealedSize bounds a sealed result on the wire: the largest result plus the sealing
// overhead (ephemeral key, nonce, tag), with room to spare.
const MaxSealedSize = MaxResultSize + 1024

// Delivery errors; each crosses the wire as a stable code (see node/marketnet).
var (
	// ErrBadDelivery: the delivery does not decode, is too large, is for another chain or
	// escrow, or its signature or sealed bytes do not match.
	ErrBadDelivery = errors.New("escrow: bad delivery")
	// ErrNotOurBounty: a delivery for a bounty this node did not post.
	ErrNotOurBounty = errors.New("escrow: not a bounty of this node")
	// ErrNotClaimed: the bounty has no claim on chain yet (as this node sees it): deliver again
	// once the claim is mined.
	ErrNotClaimed = errors.New("escrow: bounty not claimed yet")
	// ErrNotClaimant: the delivery is signed by someone other than the account that claimed the
	// bounty, or names another agent.
	ErrNotClaimant = errors.New("escrow: delivery not from the claiming worker")
	// ErrResultMismatch: the result's hash is not the one submitted on chain.
	ErrResultMismatch = errors.New("escrow: result does not match the submitted hash")
	// ErrBusy: the bounty is being worked on; deliver again.
	ErrBusy = errors.New("escrow: bounty busy")
)

// Delivery is the signed header of a sealed result: the claiming worker's account says it
// delivers sealed bytes of Size bytes hashing to SealedHash for BountyID, done by AgentID.
// The requester checks Signer against the bounty's claimer on chain and the signature before
// it reads the sealed bytes, and their hash after, so nobody else can hand it a result or make
// it read one.
type Delivery struct {
	ChainID    uint64         `json:"chainId"`
	Escrow     common.Address `json:"escrow"`
	BountyID   uint64         `json:"bountyId"`
	AgentID    uint64         `json:"agentId"`
	Size       int            `json:"size"`
	SealedHash common.Hash    `json:"sealedHash"`
	Signer     common.Address `json:"signer"`
	IssuedAt   uint64         `json:"issuedAt"` // unix ms
	Sig        string         `json:"sig,omitempty"`
}

func (d Delivery) payload() ([]byte, error) {
	d.Sig = ""
	return json.Marshal(d)
}

func (d Delivery) statement(p []byte) identity.Statement {
	return identity.Statement{Kind: DeliveryKind, Signer: d.Signer, ContentHash: identity.ContentHash(p), IssuedAt: d.IssuedAt}
}

// SignDelivery makes k's signed delivery header for sealed.
func SignDelivery(k *identity.Key, chainID uint64, escrowAddr common.Address, bountyID, agentID uint64, sealed []byte, now time.Time) (Delivery, error) {
	d := Delivery{ChainID: chainID, Escrow: escrowAddr, BountyID: bountyID, AgentID: agentID, Size: len(sealed),
		SealedHash: Hash(sealed), Signer: k.Address(), IssuedAt: uint64(now.UnixMilli())}
	p, err := d.payload()
	if err != nil {
		return d, err
	}
	sig, err := k.SignHash(d.statement(p).Digest(chainID))
	if err != nil {
		return d, fmt.Errorf("escrow: sign delivery: %w", err)
	}
	d.Sig = "0x" + common.Bytes2Hex(sig)
	return d, nil
}

// CheckHeader checks what can be checked before the sealed bytes are read: chain, escrow,
// bounty id and size.
func (d Delivery) CheckHeader(chainID uint64, escrowAddr common.Address) error {
	switch {
	case d.ChainID != chainID:
		return fmt.Errorf("%w: for chain %d, this node is on %d", ErrBadDelivery, d.ChainID, chainID)
	case d.Escrow != escrowAddr:
		return fmt.Errorf("%w: for escrow %s", ErrBadDelivery, d.Escrow.Hex())
	case d.BountyID == 0 || d.AgentID == 0:
		return fmt.Errorf("%w: no bounty or agent id", ErrBadDelivery)
	case d.Size <= 0 || d.Size > MaxSealedSize:
		return fmt.Errorf("%w: %d bytes, limit %d", ErrBadDelivery, d.Size, MaxSealedSize)
	}
	return nil
}

// VerifySignature checks that Signer signed the header. The header commits to the sealed
// bytes' size and hash, so this is checked before they are read; CheckSealed checks them after.
func (d Delivery) VerifySignature() error {
	p, err := d.payload()
	if err != nil {
		return fmt.Errorf("%w: %v", ErrBadDelivery, err)
	}
	if err := identity.VerifyStatement(d.ChainID, d.statement(p), p, common.FromHex(d.Sig)); err != nil {
		return fmt.Errorf("%w: %v", ErrBadDelivery, err)
	}
	return nil
}

// CheckSealed checks that sealed is what the header describes.
func (d Delivery) CheckSealed(sealed []byte) error {
	if len(sealed) != d.Size || Hash(sealed) != d.SealedHash {
		return fmt.Errorf("%w: sealed bytes do not match the header", ErrBadDelivery)
	}
	return nil
}
