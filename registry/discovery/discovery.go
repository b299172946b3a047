package discovery

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	lru "github.com/hashicorp/golang-lru/v2"
	dht "github.com/libp2p/go-libp2p-kad-dht"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
	"golang.org/x/time/rate"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/registry"
	"github.com/agentsite/agentsite/registry/index"
)

// ErrClosed is returned by calls on a Discovery that is not started or already closed.
var ErrClosed = errors.New("discovery: not running")

// hosted is a card this node publishes; key, if set, re-signs it on every republish.
type hosted struct {
	card *registry.Card
	key  *identity.Key
	// failing: the last publish failed and was returned, or the last republish failed and was
	// logged; repeats are logged at debug level.
	failing bool
}

// Discovery publishes the cards of hosted agents and finds other agents. Build it with New,
// then Start; Close stops it (the host, pubsub and index stay open: they belong to the caller).
type Discovery struct {
	cfg      Config
	host     host.Host
	ps       *pubsub.PubSub
	idx      *index.Index
	log      *slog.Logger
	verifier registry.Verifier
	stake    StakeOracle
	seen     *seenCache
	live     *tracker
	lookups  *lookups
	// forwarders holds a heartbeat rate limiter per forwarding peer.
	forwarders *lru.Cache[peer.ID, *rate.Limiter]
	dht        *dht.IpfsDHT
	// netSlots bounds the network work (probes, DHT lookups) searches leave running.
	netSlots chan struct{}

	mu     sync.Mutex
	hosted map[common.Address]*hosted
	topic  *pubsub.Topic
	sub    *pubsub.Subscription
	// presence and presenceSub are the heartbeat topic and our subscription to it.
	presence    *pubsub.Topic
	presenceSub *pubsub.Subscription
	runCtx      context.Context // cancelled by Close; background searches run under it
	cancel      context.CancelFunc
	closed      bool
	wg          sync.WaitGroup
}

// New builds a Discovery and its DHT on h. ps is the node's pubsub (GossipSub) instance and idx
// its card index.
func New(cfg Config, h host.Host, ps *pubsub.PubSub, idx *index.Index, logger *slog.Logger) (*Discovery, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if h == nil || ps == nil || idx == nil {
		return nil, errors.New("discovery: new: host, pubsub and index are required")
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	d := &Discovery{
		cfg: cfg, host: h, ps: ps, idx: idx, log: logger.With("component", "discovery"),
		verifier: cfg.verifier(), stake: cfg.Stake, seen: newSeenCache(cfg.SeenCacheSize),
		live: newTracker(cfg), lookups: &lookups{every: cfg.RelookupInterval, at: map[string]lookedUp{}},
		forwarders: newForwarders(), netSlots: make(chan struct{}, maxNetSearches),
		hosted: make(map[common.Address]*hosted),
	}
	if d.stake == nil {
		d.stake = AllowAll{}
	}
	val := CardValidator{Verifier: d.verifier, Stake: d.stake, OnValid: func(c *registry.Card) { d.store(c, index.SourceDHT) }}
	opts := append([]dht.Option{
		dht.ProtocolPrefix(DHTPrefix),
		dht.Mode(dht.ModeServer),
		dht.NamespacedValidator(CardNamespace, val),
	}, cfg.DHTOptions...)
	kad, err := dht.New(h, opts...)
	if err != nil {
		return nil, fmt.Errorf("discovery: new dht: %w", err)
	}
	d.dht = kad
	return d, nil
}

// DHT returns the Kademlia DHT, for other record namespaces' users (content blobs).
func (d *Discovery) DHT() *dht.IpfsDHT { return d.dht }

// Start joins the announce and presence topics, serves /agentsite/card/1, bootstraps the DHT
// and starts the republish, heartbeat and prune loops.
func (d *Discovery) Start(ctx context.Context) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.closed {
		return ErrClosed
	}
	if d.cancel != nil {
		return errors.New("discovery: already started")
	}
	topic, sub, err := d.join(AnnounceTopic, d.topicValidator)
	if err != nil {
		return fmt.Errorf("discovery: start: %w", err)
	}
	presence, presenceSub, err := d.join(PresenceTopic, d.presenceValidator)
	if err != nil {
		d.leave(AnnounceTopic, topic, sub)
		return fmt.Errorf("discovery: start: %w", err)
	}
	d.host.SetStreamHandler(CardProtocol, d.handleCardStream)
	if err := d.dht.Bootstrap(ctx); err != nil {
		d.log.Warn("dht bootstrap", "err", err)
	}
	runCtx, cancel := context.WithCancel(context.Background())
	d.topic, d.sub, d.presence, d.presenceSub, d.runCtx, d.cancel = topic, sub, presence, presenceSub, runCtx, cancel
	d.wg.Add(4)
	go d.readGossip(runCtx, sub)
	go func() { defer d.wg.Done(); drainPresence(runCtx, presenceSub) }()
	go d.loop(runCtx)
	go d.beatLoop(runCtx)
	return nil
}

// join registers val on name, joins the topic and subscribes, undoing what it did on failure.
func (d *Discovery) join(name string, val pubsub.ValidatorEx) (*pubsub.Topic, *pubsub.Subscription, error) {
	if err := d.ps.RegisterTopicValidator(name, val); err != nil {
		return nil, nil, err
	}
	topic, err := d.ps.Join(name)
	if err != nil {
		_ = d.ps.UnregisterTopicValidator(name)
		return nil, nil, err
	}
	sub, err := topic.Subscribe()
	if err != nil {
		_ = topic.Close()
		_ = d.ps.UnregisterTopicValidator(name)
		return nil, nil, err
	}
	return topic, sub, nil
}

// leave undoes join.
func (d *Discovery) leave(name string, topic *pubsub.Topic, sub *pubsub.Subscription) error {
	sub.Cancel()
	return errors.Join(topic.Close(), d.ps.UnregisterTopicValidator(name))
}

// Close stops the loops, leaves the topic and closes the DHT.
func (d *Discovery) Close() error {
	d.mu.Lock()
	if d.closed {
		d.mu.Unlock()
		return nil
	}
	cancel, sub, topic, presence, presenceSub := d.cancel, d.sub, d.topic, d.presence, d.presenceSub
	d.cancel, d.sub, d.topic, d.presence, d.presenceSub, d.closed = nil, nil, nil, nil, nil, true
	d.mu.Unlock()
	var errs []error
	if cancel != nil {
		cancel() // stops the readers and the loop; leave cancels the subscriptions
		d.wg.Wait()
		d.host.RemoveStreamHandler(CardProtocol)
		errs = append(errs, d.leave(AnnounceTopic, topic, sub), d.leave(PresenceTopic, presence, presenceSub))
	}
	if err := d.dht.Close(); err != nil {
		errs = append(errs, err)
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("discovery: close: %w", err)
	}
	return nil
}

// Publish hosts card on this node: it is indexed, put to the DHT, provided under each skill tag,
// announced on gossip, served on /agentsite/card/1 and republished until Unpublish. If key is
// not nil (the agent's key or a delegate's), the card is re-signed now and on every republish
// with a fresh issuedAt and CardTTL validity; otherwise it must already be signed and is
// published as is until it expires. DHT errors are returned (wrapped) but the card stays hosted
// and the next republish tries again (a republish failing alike is logged at debug level only).
func (d *Discovery) Publish(ctx context.Context, card *registry.Card, key *identity.Key) error {
	c := *card
	if key != nil {
		if err := c.Sign(key, d.now(), d.cfg.CardTTL); err != nil {
			return fmt.Errorf("discovery: publish: %w", err)
		}
	}
	if _, err := d.verifier.Verify(&c); err != nil {
		return fmt.Errorf("discovery: publish: %w", err)
	}
	d.mu.Lock()
	if d.topic == nil {
		d.mu.Unlock()
		return ErrClosed
	}
	d.hosted[c.Address()] = &hosted{card: &c, key: key}
	d.mu.Unlock()
	typ := TypeAnnounce
	if age := d.now().Sub(time.UnixMilli(c.IssuedAt)); age > d.cfg.Freshness {
		typ = "" // too old for gossip: DHT only
	}
	d.heartbeat(ctx) // peers learn the node is alive with the card, not a beat later
	err := d.announce(ctx, &c, typ)
	d.mu.Lock()
	if h := d.hosted[c.Address()]; h != nil {
		h.failing = err != nil // the caller has the error: a republish failing alike logs at debug level
	}
	d.mu.Unlock()
	return err
}

// Announce verifies a signed, fresh card, indexes it as local and announces it on the gossip
// topic only (no DHT traffic): what a heartbeat needs. It does not make the card hosted.
func (d *Discovery) Announce(ctx context.Context, c *registry.Card) error {
	if _, err := d.verifier.Verify(c); err != nil {
		return fmt.Errorf("discovery: announce: %w", err)
	}
	d.store(c, index.SourceLocal)
	if err := d.gossip(ctx, c, TypeHeartbeat); err != nil {
		return fmt.Errorf("discovery: announce: %w", err)
	}
	return nil
}

// Unpublish stops hosting agent's card. Records already in the DHT lapse at their expiry.
func (d *Discovery) Unpublish(agent common.Address) {
	d.mu.Lock()
	delete(d.hosted, agent)
	d.mu.Unlock()
}

// announce indexes c locally, gossips it (typ) and puts it to the DHT with provider records.
func (d *Discovery) announce(ctx context.Context, c *registry.Card, typ string) error {
	d.store(c, index.SourceLocal)
	var errs []error
	if typ != "" {
		if err := d.gossip(ctx, c, typ); err != nil {
			errs = append(errs, err)
		}
	}
	wire, err := registry.EncodeCard(c)
	if err != nil {
		return err
	}
	if err := d.dht.PutValue(ctx, CardKey(c.Address()), wire); err != nil {
		errs = append(errs, fmt.Errorf("put card: %w", err))
	}
	for _, t := range c.Tags() {
		if err := d.dht.Provide(ctx, SkillCID(t), true); err != nil {
			errs = append(errs, fmt.Errorf("provide %q: %w", t, err))
		}
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("discovery: publish %s: %w", c.Address().Hex(), err)
	}
	return nil
}

func (d *Discovery) gossip(ctx context.Context, c *registry.Card, typ string) error {
	msg, err := EncodeAnnouncement(typ, c)
	if err != nil {
		return err
	}
	d.mu.Lock()
	topic := d.topic
	d.mu.Unlock()
	if topic == nil {
		return ErrClosed
	}
	if err := topic.Publish(ctx, msg); err != nil {
		return fmt.Errorf("gossip: %w", err)
	}
	return nil
}

// store puts a card that this Discovery's verifier has just accepted into the index.
func (d *Discovery) store(c *registry.Card, src index.Source) {
	stored, err := d.idx.PutVerified(c, src)
	if err != nil {
		d.log.Debug("card not indexed", "agent", c.Address().Hex(), "source", src, "err", err)
	}
	if stored && d.cfg.OnCard != nil {
		d.cfg.OnCard(c, src)
	}
}

// hostedCards returns the hosted cards with the skill tag (all if tag is empty).
func (d *Discovery) hostedCards(tag string) []*registry.Card {
	tag = registry.NormalizeTag(tag)
	d.mu.Lock()
	defer d.mu.Unlock()
	var out []*registry.Card
	for _, h := range d.hosted {
		if tag == "" || slices.Contains(h.card.Tags(), tag) {
			out = append(out, h.card)
		}
	}
	return out
}

func (d *Discovery) now() time.Time { return d.cfg.Now() }
