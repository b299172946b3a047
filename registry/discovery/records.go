package discovery

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"
	record "github.com/libp2p/go-libp2p-record"
	"github.com/multiformats/go-multihash"

	"github.com/agentsite/agentsite/registry"
)

// ErrRecordKey is returned for a DHT card record whose key does not name the card's agent.
var ErrRecordKey = errors.New("discovery: record key does not match card")

// CardKey is the DHT key of agent's card: /agentsite-card/<lower-case 0x address>.
func CardKey(agent common.Address) string {
	return "/" + CardNamespace + "/" + strings.ToLower(agent.Hex())
}

// SkillCID is the CID providers of a skill tag are recorded under: CIDv1, raw codec, sha2-256
// of "agentsite/skill/<tag>".
func SkillCID(tag string) cid.Cid {
	sum := sha256.Sum256([]byte("agentsite/skill/" + registry.NormalizeTag(tag)))
	mh, _ := multihash.Encode(sum[:], multihash.SHA2_256) // cannot fail for a 32-byte sha2-256
	return cid.NewCidV1(cid.Raw, mh)
}

// CardValidator validates /agentsite-card/ DHT records: the value must decode as a card no larger
// than registry.MaxCardSize, be signed by the agent (or a delegate), be unexpired, and be the card
// of the agent the key names. Select prefers the newest issuedAt.
type CardValidator struct {
	Verifier registry.Verifier
	// Stake, if set, refuses cards of agents without an active stake (never registered,
	// unstaked, slashed below the minimum), as the gossip validator does.
	Stake StakeOracle
	// OnValid, if set, is called with every card that passes Validate.
	OnValid func(*registry.Card)
}

var _ record.Validator = CardValidator{}

// Validate implements record.Validator.
func (v CardValidator) Validate(key string, value []byte) error {
	c, err := v.check(key, value)
	if err != nil {
		return err
	}
	if v.OnValid != nil {
		v.OnValid(c)
	}
	return nil
}

func (v CardValidator) check(key string, value []byte) (*registry.Card, error) {
	c, err := registry.DecodeCard(value)
	if err != nil {
		return nil, err
	}
	if _, err := v.Verifier.Verify(c); err != nil {
		return nil, err
	}
	if key != CardKey(c.Address()) {
		return nil, fmt.Errorf("%w: key %q, card of %s", ErrRecordKey, key, c.Address().Hex())
	}
	if v.Stake != nil {
		ok, err := v.Stake.MinStakeOK(c.Address())
		if err != nil {
			return nil, fmt.Errorf("%w: %v", ErrStakeOracle, err)
		}
		if !ok {
			return nil, fmt.Errorf("%w: %s", ErrStakeTooLow, c.Address().Hex())
		}
	}
	return c, nil
}

// Select implements record.Validator: the index of the valid value with the newest issuedAt.
func (v CardValidator) Select(key string, values [][]byte) (int, error) {
	best, bestAt := -1, int64(-1)
	for i, val := range values {
		c, err := v.check(key, val)
		if err != nil {
			continue
		}
		if c.IssuedAt > bestAt {
			best, bestAt = i, c.IssuedAt
		}
	}
	if best < 0 {
		return 0, fmt.Errorf("discovery: select %s: no valid card among %d values", key, len(values))
	}
	return best, nil
}
