package discovery

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/routing"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/registry"
	"github.com/agentsite/agentsite/registry/index"
)

// ErrNotFound is returned by Card when neither the index nor the DHT has the agent's card.
var ErrNotFound = errors.New("discovery: agent card not found")

// Query is a search for agents.
type Query struct {
	Text  string // free text, ranked with BM25
	Skill string // a skill tag the results must have
	Limit int    // at most this many results (zero: 20)
}

// Result is a ranked hit; Source says where the card came from (local, gossip, dht).
type Result = index.Result

// maxTextTags is how many query words Search tries as skill tags on the DHT.
const maxTextTags = 3

// Search returns the best cards for q from the local index; when that has fewer than q.Limit
// results it asks the DHT for providers of q.Skill (or, without a skill, of the query words
// taken as tags), indexes the cards they serve, and ranks again.
func (d *Discovery) Search(ctx context.Context, q Query) ([]Result, error) {
	if q.Limit <= 0 {
		q.Limit = 20
	}
	iq := index.Query{Text: q.Text, Skill: q.Skill, Limit: q.Limit}
	res, err := d.idx.Search(iq)
	if err != nil {
		return nil, fmt.Errorf("discovery: search: %w", err)
	}
	if len(res) >= q.Limit {
		return res, nil
	}
	tags := []string{registry.NormalizeTag(q.Skill)}
	if q.Skill == "" {
		tags = tags[:0]
		for _, w := range index.Tokenize(q.Text) {
			if len(tags) == maxTextTags {
				break
			}
			tags = append(tags, w)
		}
	}
	found := 0
	for _, t := range tags {
		cards, err := d.FindBySkill(ctx, t, q.Limit)
		if err != nil {
			d.log.Debug("dht search", "tag", t, "err", err)
		}
		found += len(cards)
	}
	if found == 0 {
		return res, nil
	}
	if res, err = d.idx.Search(iq); err != nil {
		return nil, fmt.Errorf("discovery: search: %w", err)
	}
	return res, nil
}

// FindBySkill asks the DHT for up to max providers of tag, fetches the cards they host with
// that tag over /agentsite/card/1, and returns those that verify (indexing them as from the
// DHT). It looks only at the network, never at the local index.
func (d *Discovery) FindBySkill(ctx context.Context, tag string, max int) ([]*registry.Card, error) {
	tag = registry.NormalizeTag(tag)
	if tag == "" {
		return nil, errors.New("discovery: find by skill: empty tag")
	}
	if max <= 0 || max > d.cfg.MaxProviders {
		max = d.cfg.MaxProviders
	}
	ctx, cancel := context.WithTimeout(ctx, d.cfg.LookupTimeout)
	defer cancel()
	var (
		mu  sync.Mutex
		out []*registry.Card
		wg  sync.WaitGroup
	)
	for p := range d.dht.FindProvidersAsync(ctx, SkillCID(tag), max) {
		wg.Add(1)
		go func(p peer.AddrInfo) {
			defer wg.Done()
			var cards []*registry.Card
			if p.ID == d.host.ID() {
				cards = d.hostedCards(tag)
			} else {
				if len(p.Addrs) > 0 {
					d.host.Peerstore().AddAddrs(p.ID, p.Addrs, peerstoreTTL)
				}
				var err error
				if cards, err = d.FetchCards(ctx, p.ID, tag); err != nil {
					d.log.Debug("fetch cards", "peer", p.ID, "err", err)
					return
				}
			}
			for _, c := range cards {
				if !hasTag(c, tag) {
					continue
				}
				if _, err := d.verifier.Verify(c); err != nil {
					d.log.Debug("provider served a bad card", "peer", p.ID, "err", err)
					continue
				}
				if p.ID != d.host.ID() {
					d.store(c, index.SourceDHT)
				}
				mu.Lock()
				out = append(out, c)
				mu.Unlock()
			}
		}(p)
	}
	wg.Wait()
	if len(out) == 0 && ctx.Err() != nil {
		return nil, fmt.Errorf("discovery: find by skill %q: %w", tag, ctx.Err())
	}
	return out, nil
}

// Card returns agent's card from the index, or else from the DHT (then it is indexed).
func (d *Discovery) Card(ctx context.Context, agent common.Address) (*index.Entry, error) {
	if e, err := d.idx.Get(agent); err == nil {
		return e, nil
	} else if !errors.Is(err, index.ErrNotFound) {
		return nil, fmt.Errorf("discovery: card: %w", err)
	}
	ctx, cancel := context.WithTimeout(ctx, d.cfg.LookupTimeout)
	defer cancel()
	val, err := d.dht.GetValue(ctx, CardKey(agent))
	if err != nil {
		if errors.Is(err, routing.ErrNotFound) || errors.Is(err, context.DeadlineExceeded) {
			return nil, fmt.Errorf("%w: %s: %v", ErrNotFound, agent.Hex(), err)
		}
		return nil, fmt.Errorf("discovery: card %s: %w", agent.Hex(), err)
	}
	c, err := registry.DecodeCard(val) // the DHT validator already verified it
	if err != nil {
		return nil, fmt.Errorf("discovery: card %s: %w", agent.Hex(), err)
	}
	if _, err := d.idx.Put(c, index.SourceDHT); err != nil {
		return nil, fmt.Errorf("discovery: card %s: %w", agent.Hex(), err)
	}
	return d.idx.Get(agent)
}

// ParseAgent accepts an agent's DID (did:ethr:...) or bare 0x address.
func ParseAgent(s string) (common.Address, error) {
	if strings.HasPrefix(s, "did:") {
		did, err := identity.ParseDID(s)
		if err != nil {
			return common.Address{}, err
		}
		return did.Address, nil
	}
	if !common.IsHexAddress(s) {
		return common.Address{}, fmt.Errorf("discovery: %q is neither a DID nor an address", s)
	}
	return common.HexToAddress(s), nil
}

func hasTag(c *registry.Card, tag string) bool {
	for _, t := range c.Tags() {
		if t == tag {
			return true
		}
	}
	return false
}

// peerstoreTTL is how long provider addresses learnt from the DHT are kept.
const peerstoreTTL = 10 * time.Minute
