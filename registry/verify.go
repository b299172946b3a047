package registry

import (
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/identity"
)

// DelegateChecker says whether signer may sign cards for agent. The chain index implements it
// with DIDRegistry.validDelegate; AgentKeyOnly accepts only the agent's own key.
type DelegateChecker interface {
	ValidDelegate(agent, signer common.Address) bool
}

// AgentKeyOnly is the default DelegateChecker: no delegates.
type AgentKeyOnly struct{}

// ValidDelegate always reports false.
func (AgentKeyOnly) ValidDelegate(agent, signer common.Address) bool { return false }

var _ DelegateChecker = AgentKeyOnly{}

// Verifier checks cards received from anywhere. The zero value accepts any chain, no delegates,
// and uses the wall clock.
type Verifier struct {
	// ChainID, if not zero, is the only chain whose DIDs are accepted.
	ChainID uint64
	// Delegates decides which keys other than the agent's may sign; nil means AgentKeyOnly.
	Delegates DelegateChecker
	// Now is the clock; nil means time.Now.
	Now func() time.Time
	// MaxSkew is how far issuedAt may be ahead of Now; zero means 5 minutes.
	MaxSkew time.Duration
}

// Verify checks structure, chain, time and signature of c and returns the statement the
// signature is over (its Digest identifies this issue of the card).
func (v Verifier) Verify(c *Card) (identity.Statement, error) {
	if err := c.Validate(); err != nil {
		return identity.Statement{}, err
	}
	if v.ChainID != 0 && c.DID.ChainID != v.ChainID {
		return identity.Statement{}, fmt.Errorf("%w: did chain %d, network chain %d", ErrCardChain, c.DID.ChainID, v.ChainID)
	}
	now := time.Now()
	if v.Now != nil {
		now = v.Now()
	}
	skew := v.MaxSkew
	if skew == 0 {
		skew = 5 * time.Minute
	}
	if nowMs := now.UnixMilli(); nowMs >= c.ExpiresAt {
		return identity.Statement{}, fmt.Errorf("%w: at %s", ErrCardExpired, time.UnixMilli(c.ExpiresAt).UTC().Format(time.RFC3339))
	} else if c.IssuedAt > nowMs+skew.Milliseconds() {
		return identity.Statement{}, fmt.Errorf("%w: issuedAt %s", ErrCardFromFuture, time.UnixMilli(c.IssuedAt).UTC().Format(time.RFC3339))
	}
	st, canon, err := c.statement()
	if err != nil {
		return identity.Statement{}, err
	}
	if err := identity.VerifyStatement(c.DID.ChainID, st, canon, c.Signature.Sig); err != nil {
		return identity.Statement{}, fmt.Errorf("%w: %v", ErrCardSignature, err)
	}
	if signer := c.Signature.Signer; signer != c.DID.Address {
		d := v.Delegates
		if d == nil {
			d = AgentKeyOnly{}
		}
		if !d.ValidDelegate(c.DID.Address, signer) {
			return identity.Statement{}, fmt.Errorf("%w: signer %s is not agent %s nor its delegate", ErrCardSignature, signer.Hex(), c.DID.Address.Hex())
		}
	}
	return st, nil
}

// statement rebuilds the statement the card's signature claims to be over.
// It also returns the canonical bytes.
func (c *Card) statement() (identity.Statement, []byte, error) {
	if c.Signature == nil {
		return identity.Statement{}, nil, fmt.Errorf("%w: missing", ErrCardSignature)
	}
	canon, err := c.CanonicalBytes()
	if err != nil {
		return identity.Statement{}, nil, err
	}
	st := identity.Statement{Kind: CardKind, Signer: c.Signature.Signer, ContentHash: identity.ContentHash(canon), IssuedAt: uint64(c.IssuedAt)}
	return st, canon, nil
}

// Hash identifies one issue of a card: the EIP-712 digest of its signed statement. Two
// announcements with the same Hash are replays of each other.
func (c *Card) Hash() (common.Hash, error) {
	st, _, err := c.statement()
	if err != nil {
		return common.Hash{}, err
	}
	return st.Digest(c.DID.ChainID), nil
}

// Sign stamps c with issuedAt = now and expiresAt = now + ttl and signs it with key (the agent's
// key or a delegate's).
func (c *Card) Sign(key *identity.Key, now time.Time, ttl time.Duration) error {
	if ttl <= 0 || ttl > MaxCardTTL {
		return fmt.Errorf("registry: sign card: ttl %v out of range (0, %v]", ttl, MaxCardTTL)
	}
	if key == nil {
		return errors.New("registry: sign card: no key")
	}
	c.IssuedAt = now.UnixMilli()
	c.ExpiresAt = c.IssuedAt + ttl.Milliseconds()
	c.Signature = nil
	canon, err := c.CanonicalBytes()
	if err != nil {
		return fmt.Errorf("registry: sign card: %w", err)
	}
	_, sig, err := key.SignStatement(c.DID.ChainID, CardKind, canon, time.UnixMilli(c.IssuedAt))
	if err != nil {
		return fmt.Errorf("registry: sign card: %w", err)
	}
	c.Signature = &Signature{Signer: key.Address(), Sig: sig}
	return nil
}
