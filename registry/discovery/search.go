package discovery

import (
	"context"
	"errors"
	"fmt"
	"strings"
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

// Result is a ranked hit whose node was seen alive; LastSeen is when (now for the agents this
// node hosts). Source says where the card came from (local, gossip, dht).
type Result struct {
	index.Result
	LastSeen time.Time
}

// maxTextTags is how many query words Search tries as skill tags on the DHT.
const maxTextTags = 3

// Search returns the best cards for q whose nodes were seen alive within LiveTTL (their
// cards stay in the index; they are shown again once the node is heard from). It ranks the
// local index first; then, in the background and for at most SearchWait, it probes the nodes
// of matching cards that have not been heard from (unless a recent contact failed: DeadTTL)
// and, when fewer than q.Limit results are live, asks the DHT for providers of q.Skill (or of
// the query words taken as tags; each at most once per RelookupInterval for a given limit) and
// indexes the cards they serve as they arrive. It ranks again each time a card is fetched or a
// node answers, and returns as soon as it has q.Limit live results and no better-ranked card
// waits on its node's liveness, when the network work is done, or after SearchWait, whichever
// comes first. Work still running then goes on (bounded by
// ProbeTimeout and LookupTimeout) and serves the next search.
func (d *Discovery) Search(ctx context.Context, q Query) ([]Result, error) {
	if q.Limit <= 0 {
		q.Limit = 20
	}
	res, unknown, _, err := d.searchLive(q)
	if err != nil {
		return nil, err
	}
	var tags []string
	if len(res) < q.Limit {
		tags = searchTags(q)
	}
	progress := make(chan struct{}, 1)
	done := d.network(unknown, tags, q.Limit, progress)
	if done == nil {
		return res, nil
	}
	wait := time.NewTimer(d.cfg.SearchWait)
	defer wait.Stop()
	for {
		select {
		case <-done:
		case <-wait.C:
		case <-ctx.Done():
		case <-progress: // a card was fetched or a node answered: enough results yet?
			res, _, pending, err := d.searchLive(q)
			if err != nil || (len(res) >= q.Limit && !pending) {
				return res, err
			}
			continue
		}
		res, _, _, err = d.searchLive(q)
		return res, err
	}
}

// searchTags are the skill tags Search looks up on the DHT: the query's skill, or else its
// first words.
func searchTags(q Query) []string {
	if q.Skill != "" {
		return []string{registry.NormalizeTag(q.Skill)}
	}
	var tags []string
	for _, w := range index.Tokenize(q.Text) {
		if len(tags) == maxTextTags {
			break
		}
		tags = append(tags, w)
	}
	return tags
}

// seenNode is a card's node as one search judged it.
type seenNode struct {
	state    liveness
	lastSeen time.Time
}

// searchLive ranks the index's cards for q, keeping those whose node is alive, and returns the
// nodes of matching cards whose liveness is unknown (at most maxProbesPerSearch), and whether
// a card that ranks among the results (the index asks in rank order, until it has q.Limit) is
// waiting on its node's liveness: then a better result may still come.
func (d *Discovery) searchLive(q Query) ([]Result, []peer.AddrInfo, bool, error) {
	now := d.now()
	nodes := map[string]seenNode{}
	var unknown []peer.AddrInfo
	pending := false
	keep := func(c *registry.Card) bool {
		n, ok := nodes[c.Node.PeerID]
		if !ok {
			var id peer.ID
			id, n.state, n.lastSeen = d.nodeState(c.Node.PeerID, now)
			nodes[c.Node.PeerID] = n
			if n.state == liveUnknown && len(unknown) < maxProbesPerSearch {
				unknown = append(unknown, peer.AddrInfo{ID: id, Addrs: cardAddrs(c)})
			}
		}
		pending = pending || n.state == liveUnknown || n.state == liveContacting
		return n.state == liveAlive
	}
	hits, err := d.idx.Search(index.Query{Text: q.Text, Skill: q.Skill, Limit: q.Limit, Keep: keep})
	if err != nil {
		return nil, nil, false, fmt.Errorf("discovery: search: %w", err)
	}
	out := make([]Result, len(hits))
	for i, h := range hits {
		out[i] = Result{Result: h, LastSeen: nodes[h.Card.Node.PeerID].lastSeen}
	}
	return out, unknown, pending, nil
}

// nodeState says whether the node a card names (its peer id as written) is alive: this node
// always is; a card naming no valid peer never is.
func (d *Discovery) nodeState(pid string, now time.Time) (peer.ID, liveness, time.Time) {
	id, err := peer.Decode(pid)
	if err != nil {
		return "", liveDead, time.Time{}
	}
	if id == d.host.ID() {
		return id, liveAlive, now
	}
	st, seen := d.live.state(id, now)
	return id, st, seen
}

// LastSeen says when the node hosting c was last seen alive (now if it is this node) and
// whether that is within LiveTTL.
func (d *Discovery) LastSeen(c *registry.Card) (time.Time, bool) {
	_, st, seen := d.nodeState(c.Node.PeerID, d.now())
	return seen, st == liveAlive
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

// Held returns the card this node's index holds of the agent named name on node (a peer id),
// without asking the network: the card a call by peer and agent name is bound by (review
// rvexact, finding 4). ok is false when the index holds none (or the name has no searchable
// word).
func (d *Discovery) Held(node, name string) (e index.Entry, ok bool, err error) {
	if len(index.Tokenize(name)) == 0 {
		return index.Entry{}, false, nil
	}
	hits, err := d.idx.Search(index.Query{Text: name, Limit: 1,
		Keep: func(c *registry.Card) bool { return c.Node.PeerID == node && c.Name == name }})
	if err != nil {
		return index.Entry{}, false, fmt.Errorf("discovery: held card %s on %s: %w", name, node, err)
	}
	if len(hits) == 0 {
		return index.Entry{}, false, nil
	}
	return hits[0].Entry, true, nil
}
