package discovery

import (
	"context"
	"slices"
	"sync"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/p2p/protocol/ping"
	ma "github.com/multiformats/go-multiaddr"

	"github.com/agentsite/agentsite/registry"
)

const (
	// maxNetSearches bounds the searches whose network work (probes, DHT lookups) runs at once;
	// a search beyond it answers from the index alone.
	maxNetSearches = 8
	// maxProbesPerSearch bounds the nodes one search probes.
	maxProbesPerSearch = 16
	// maxProbeAddrs bounds the addresses taken from a card to dial its node.
	maxProbeAddrs = 8
	// maxRecentLookups bounds the table of skills looked up within RelookupInterval; a skill
	// beyond it is not looked up.
	maxRecentLookups = 4096
)

// lookups remembers when each skill tag was last looked up on the DHT and for how many
// results, so that searches for one skill walk the DHT once per RelookupInterval, not once
// each: again within it only for more results than before (a lookup stops at the results it
// was asked for).
type lookups struct {
	mu    sync.Mutex
	every time.Duration
	at    map[string]lookedUp
}

// lookedUp is one tag's last lookup.
type lookedUp struct {
	at    time.Time
	limit int
}

// claim reports whether tag may be looked up now for limit results, and if so records it.
func (l *lookups) claim(tag string, limit int, now time.Time) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if last, ok := l.at[tag]; ok && now.Sub(last.at) < l.every && limit <= last.limit {
		return false
	}
	if _, ok := l.at[tag]; !ok && len(l.at) >= maxRecentLookups {
		for k, last := range l.at {
			if now.Sub(last.at) >= l.every {
				delete(l.at, k)
			}
		}
		if len(l.at) >= maxRecentLookups {
			return false
		}
	}
	l.at[tag] = lookedUp{at: now, limit: limit}
	return true
}

// soonAfterUnseenStake is the share of RelookupInterval after which a tag may be looked up
// again once a card of that tag came by gossip with a stake the oracle did not show yet.
const soonAfterUnseenStake = 10

// soon lets tags be looked up again RelookupInterval/soonAfterUnseenStake after now (not
// sooner than they already could): a card announced right after its agent's registration
// reaches a node whose chain index does not show the stake yet and is ignored; without this,
// searches for its skills kept answering from the index, without it, for up to
// RelookupInterval (30 s). A stranger announcing unstaked cards makes a node walk the DHT for
// their tags at most that often.
func (l *lookups) soon(tags []string, now time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, t := range tags {
		last, ok := l.at[t]
		if !ok {
			continue
		}
		if at := now.Add(-l.every + l.every/soonAfterUnseenStake); at.Before(last.at) {
			last.at = at
			l.at[t] = last
		}
	}
}

// network starts, in the background, the probes of nodes and the DHT lookups of tags one
// search asks for (tags looked up within RelookupInterval for as many results are left out),
// and returns a channel closed when they are all done; nil if there is nothing to do, the
// Discovery is not running or maxNetSearches searches already have work in flight. Each card
// fetched and each node that answers a probe sends on progress if it has room (it is never
// waited on).
func (d *Discovery) network(nodes []peer.AddrInfo, tags []string, limit int, progress chan<- struct{}) <-chan struct{} {
	if len(nodes) == 0 && len(tags) == 0 {
		return nil
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.runCtx == nil || d.closed {
		return nil
	}
	select {
	case d.netSlots <- struct{}{}:
	default:
		return nil
	}
	now := d.now() // a tag is claimed only once a slot is held, so a busy node skips no lookup
	tags = slices.DeleteFunc(slices.Clone(tags), func(t string) bool { return !d.lookups.claim(t, limit, now) })
	if len(nodes) == 0 && len(tags) == 0 {
		<-d.netSlots
		return nil
	}
	ctx := d.runCtx
	done := make(chan struct{})
	d.wg.Add(1) // under d.mu while not closed: Close waits for it
	go func() {
		defer d.wg.Done()
		defer func() { <-d.netSlots }()
		defer close(done)
		signal := func() {
			select {
			case progress <- struct{}{}:
			default:
			}
		}
		var wg sync.WaitGroup
		for _, n := range nodes {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if d.probe(ctx, n) {
					signal()
				}
			}()
		}
		for _, t := range tags {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if err := d.findBySkill(ctx, t, limit, func(*registry.Card) { signal() }); err != nil {
					d.log.Debug("dht search", "tag", t, "err", err)
				}
			}()
		}
		wg.Wait()
	}()
	return done
}

// probe pings n (dialling it if needed, with the card's addresses if the peerstore has none)
// within ProbeTimeout, unless it failed a contact within DeadTTL or is being contacted; the
// outcome marks it alive or dead, and is returned. A ping is an answer over a connection
// authenticated with n's key: no one else can give it.
func (d *Discovery) probe(ctx context.Context, n peer.AddrInfo) bool {
	if !d.live.begin(n.ID, d.now()) {
		return false
	}
	ctx, cancel := context.WithTimeout(ctx, d.cfg.ProbeTimeout)
	defer cancel()
	if len(n.Addrs) > 0 && len(d.host.Peerstore().Addrs(n.ID)) == 0 {
		d.host.Peerstore().AddAddrs(n.ID, n.Addrs, peerstoreTTL)
	}
	res, ok := <-ping.Ping(ctx, d.host, n.ID)
	alive := ok && res.Error == nil
	d.live.end(n.ID, alive, d.now())
	if !alive {
		d.log.Debug("node did not answer a ping", "peer", n.ID, "err", res.Error)
	}
	return alive
}

// cardAddrs are the first maxProbeAddrs addresses of c's node that parse.
func cardAddrs(c *registry.Card) []ma.Multiaddr {
	var out []ma.Multiaddr
	for _, s := range c.Node.Addrs {
		if len(out) == maxProbeAddrs {
			break
		}
		if a, err := ma.NewMultiaddr(s); err == nil {
			out = append(out, a)
		}
	}
	return out
}
