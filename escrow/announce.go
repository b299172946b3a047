package escrow

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/bounty"
	"github.com/agentsite/agentsite/identity"
)

// AnnouncementKind is the statement kind bounty announcements are signed as.
const AnnouncementKind = "agentsite/bounty/1"

// MaxAnnouncementSize bounds an announcement on the wire.
const MaxAnnouncementSize = 4 << 10

// ErrBadAnnouncement: an announcement does not decode, is stale, or its signature is wrong.
var ErrBadAnnouncement = errors.New("escrow: bad bounty announcement")

// Announcement tells workers a bounty exists: enough to decide whether to look closer. It is a
// hint, never trusted on its own: a worker reads the bounty from the chain and checks the spec
// blob against the on-chain hash before it claims.
type Announcement struct {
	ChainID  uint64         `json:"chainId"`
	Escrow   common.Address `json:"escrow"`
	BountyID uint64         `json:"bountyId"`
	Skill    string         `json:"skill"`
	Reward   *BigString     `json:"reward"`
	Token    common.Address `json:"token"`
	SpecHash common.Hash    `json:"specHash"`
	Deadline int64          `json:"deadline"` // unix seconds
	Peer     string         `json:"peer"`     // requester's node, which serves the spec
	// Requester signs the payload (this struct without Sig) as an identity statement.
	Requester common.Address `json:"requester"`
	IssuedAt  uint64         `json:"issuedAt"` // unix ms
	Sig       string         `json:"sig,omitempty"`
}

func (a Announcement) payload() ([]byte, error) {
	a.Sig = ""
	return json.Marshal(a)
}

// Sign fills Requester, IssuedAt and Sig with k's statement over the announcement.
func (a *Announcement) Sign(k *identity.Key, now time.Time) error {
	a.Requester, a.IssuedAt, a.Sig = k.Address(), uint64(now.UnixMilli()), ""
	p, err := a.payload()
	if err != nil {
		return err
	}
	st := identity.Statement{Kind: AnnouncementKind, Signer: a.Requester, ContentHash: identity.ContentHash(p), IssuedAt: a.IssuedAt}
	sig, err := k.SignHash(st.Digest(a.ChainID))
	if err != nil {
		return err
	}
	a.Sig = "0x" + common.Bytes2Hex(sig)
	return nil
}

// DecodeAnnouncement parses and verifies an announcement: size, fields, signature on chainID,
// and freshness within maxAge of now.
func DecodeAnnouncement(b []byte, chainID uint64, now time.Time, maxAge time.Duration) (Announcement, error) {
	var a Announcement
	if len(b) > MaxAnnouncementSize {
		return a, fmt.Errorf("%w: %d bytes", ErrBadAnnouncement, len(b))
	}
	if err := json.Unmarshal(b, &a); err != nil {
		return a, fmt.Errorf("%w: %v", ErrBadAnnouncement, err)
	}
	if a.ChainID != chainID {
		return a, fmt.Errorf("%w: for chain %d, this node is on %d", ErrBadAnnouncement, a.ChainID, chainID)
	}
	if a.BountyID == 0 || a.Skill == "" || a.Reward == nil || a.Peer == "" {
		return a, fmt.Errorf("%w: missing fields", ErrBadAnnouncement)
	}
	issued := time.UnixMilli(int64(a.IssuedAt))
	if d := now.Sub(issued); d > maxAge || d < -maxAge {
		return a, fmt.Errorf("%w: issued %s, %s away from now", ErrBadAnnouncement, issued.Format(time.RFC3339), d.Round(time.Second))
	}
	p, err := a.payload()
	if err != nil {
		return a, err
	}
	st := identity.Statement{Kind: AnnouncementKind, Signer: a.Requester, ContentHash: identity.ContentHash(p), IssuedAt: a.IssuedAt}
	if err := identity.VerifyStatement(chainID, st, p, common.FromHex(a.Sig)); err != nil {
		return a, fmt.Errorf("%w: %v", ErrBadAnnouncement, err)
	}
	return a, nil
}

// BigString is a big.Int that travels in JSON as a decimal string (escrow/bounty).
type BigString = bounty.BigString

// NewBigString wraps v.
func NewBigString(v *big.Int) *BigString { return bounty.NewBigString(v) }
