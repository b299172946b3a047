package discovery

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/registry"
	"github.com/agentsite/agentsite/registry/index"
)

// providerSlack is how many providers beyond the cards wanted a lookup asks the DHT for. A
// provider may be dead (its record outlives it), failed within DeadTTL or serve a bad card; with
// a few more asked for, the walk goes on while the first fetches run, and it is stopped as soon
// as enough cards are verified, so the slack costs nothing when the first providers answer.
// (Asking for exactly the cards wanted stops the walk at the first provider, dead or not; asking
// for MaxProviders walks to the end every time: the 3–5 round trips a lookup used to take.)
const providerSlack = 2

// FindBySkill asks the DHT for providers of tag, fetches the cards they host with that tag over
// /agentsite/card/1, and returns up to max of those that verify (indexing them as from the
// DHT). It looks only at the network, never at the local index. The walk stops as soon as max
// cards are verified (max ≤ 0 or above MaxProviders: MaxProviders); it returns once the
// fetches already under way end too. A provider whose fetch failed within DeadTTL, or that is
// being contacted already, is skipped; a fetch's outcome marks its provider alive or dead.
func (d *Discovery) FindBySkill(ctx context.Context, tag string, max int) ([]*registry.Card, error) {
	var (
		mu  sync.Mutex
		out []*registry.Card
	)
	err := d.findBySkill(ctx, tag, max, func(c *registry.Card) {
		mu.Lock()
		defer mu.Unlock()
		if max <= 0 || len(out) < max {
			out = append(out, c)
		}
	})
	if len(out) == 0 && err != nil {
		return nil, err
	}
	return out, nil
}

// findBySkill is FindBySkill that hands each verified card to found as it arrives (from several
// goroutines). The DHT walk streams providers; each is fetched as soon as it is known, in
// parallel with the walk, over the connection already open to it if there is one, else raced
// with the same cards asked of a connected peer (providerCards). The walk is stopped once want
// cards of other nodes are verified (this node's own are indexed already); fetches under way go on (for at most want+providerSlack providers, two
// streams each at most, each bounded by StreamTimeout) and index what they bring for the next
// search, since cutting one short would say nothing about its provider. It returns the lookup's context error if no
// card came before it timed out (LookupTimeout) or was cancelled.
func (d *Discovery) findBySkill(ctx context.Context, tag string, want int, found func(*registry.Card)) error {
	tag = registry.NormalizeTag(tag)
	if tag == "" {
		return errors.New("discovery: find by skill: empty tag")
	}
	if want <= 0 || want > d.cfg.MaxProviders {
		want = d.cfg.MaxProviders
	}
	ctx, cancel := context.WithTimeout(ctx, d.cfg.LookupTimeout)
	defer cancel()
	lookup, enough := context.WithCancel(ctx)
	defer enough()
	var (
		got atomic.Int64
		wg  sync.WaitGroup
	)
	for p := range d.dht.FindProvidersAsync(lookup, SkillCID(tag), min(want+providerSlack, d.cfg.MaxProviders)) {
		if p.ID != d.host.ID() && !d.live.begin(p.ID, d.now()) {
			continue // failed recently (DeadTTL) or already being contacted
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			d.providerCards(ctx, p, tag, func(c *registry.Card) {
				found(c)
				// This node's own cards are in its index already: a search that looked up
				// the tag wants others (and drops an own card below the minimum stake).
				if p.ID != d.host.ID() && got.Add(1) >= int64(want) {
					enough()
				}
			})
		}()
	}
	wg.Wait()
	if got.Load() == 0 && ctx.Err() != nil {
		return fmt.Errorf("discovery: find by skill %q: %w", tag, ctx.Err())
	}
	return nil
}

// providerCards fetches the cards provider p hosts with tag and hands those that have the tag
// and verify to found, indexed as from the DHT (this node's own from memory). From a provider
// this node is not connected to, the cards are also asked, at the same time, of one peer it is
// connected to (every node's index holds the gossiped cards): whichever answer brings verified
// cards of p first is handed on, so a search need not wait for the dial (TCP, security and
// muxer handshakes, identify: about five round trips). The direct fetch still runs to its end,
// and only its outcome marks p alive or dead: a relayed card says nothing of p's liveness.
func (d *Discovery) providerCards(ctx context.Context, p peer.AddrInfo, tag string, found func(*registry.Card)) {
	if p.ID == d.host.ID() {
		for _, c := range d.hostedCards(tag) {
			if hasTag(c, tag) {
				found(c)
			}
		}
		return
	}
	if len(p.Addrs) > 0 {
		d.host.Peerstore().AddAddrs(p.ID, p.Addrs, peerstoreTTL)
	}
	var (
		first sync.Once
		wg    sync.WaitGroup
	)
	deliver := func(cards []*registry.Card, from peer.ID, node string) {
		var ok []*registry.Card
		for _, c := range cards {
			if !hasTag(c, tag) || (node != "" && c.Node.PeerID != node) {
				continue
			}
			if _, err := d.verifier.Verify(c); err != nil {
				d.log.Debug("peer served a bad card", "peer", from, "err", err)
				continue
			}
			d.store(c, index.SourceDHT)
			ok = append(ok, c)
		}
		if len(ok) > 0 {
			first.Do(func() {
				for _, c := range ok {
					found(c)
				}
			})
		}
	}
	if via, ok := d.relayFor(p.ID); ok {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cards, err := d.fetchCards(ctx, via, cardRequest{Skill: tag, Node: p.ID.String()})
			if err != nil {
				d.log.Debug("fetch relayed cards", "peer", via, "provider", p.ID, "err", err)
				return
			}
			deliver(cards, via, p.ID.String())
		}()
	}
	cards, err := d.FetchCards(ctx, p.ID, tag)
	d.live.end(p.ID, err == nil, d.now())
	if err != nil {
		d.log.Debug("fetch cards", "peer", p.ID, "err", err)
	} else {
		deliver(cards, p.ID, "")
	}
	wg.Wait()
}

// relayFor picks a peer to ask for p's cards while p is dialled: none if p is connected
// already, else the first connected peer known to speak /agentsite/card/1.
func (d *Discovery) relayFor(p peer.ID) (peer.ID, bool) {
	if d.host.Network().Connectedness(p) == network.Connected {
		return "", false
	}
	for _, q := range d.host.Network().Peers() {
		if q == p {
			continue
		}
		if ps, err := d.host.Peerstore().SupportsProtocols(q, CardProtocol); err == nil && len(ps) > 0 {
			return q, true
		}
	}
	return "", false
}
