package marketnet

import (
	"fmt"
	"time"
)

// Config tunes the local limits; peers need not agree on them.
type Config struct {
	// Clock is what the topic validators judge freshness and bid windows by; nil is the system
	// clock (tests give nodes skewed clocks).
	Clock func() time.Time
	// Timeout bounds one blob request, both ways: a slow or half-sent request is cut then.
	// 30 s lets a 4 MiB result cross a slow link.
	Timeout time.Duration
	// PeerDeliveries is how many deliveries one peer may have unfinished at once; a worker
	// delivers one result per bounty, so 2 leaves room for a retry overlapping a slow one.
	PeerDeliveries int
	// Deliveries is how many unfinished deliveries the node takes from all peers at once:
	// each may hold a sealed result (up to escrow.MaxSealedSize) in memory.
	Deliveries int
	// AnnounceRate and AnnounceBurst limit the announcements accepted from one forwarding
	// peer (per second, and at once). A requester posts a bounty per transaction, a few per
	// block at most; relays forward several requesters' announcements.
	AnnounceRate  float64
	AnnounceBurst int
	// Peers is how many peers' announcement limits are remembered (least recently seen dropped).
	Peers int
	// Hints is how many announcements for bounties the chain index does not know yet are
	// remembered, so the spec is fetched from the announced peer once the bounty is indexed.
	Hints int
	// Offers bounds the queue of bounties waiting to be offered to the market again.
	Offers int
	// OfferWorkers is how many offers run at once; each reads the chain and fetches a spec,
	// then mostly waits its turn to claim (the claim intents' window), so a burst of bounties
	// needs more of them than cores.
	OfferWorkers int
	// MinBackoff and MaxBackoff bound the wait before a bounty is offered again; it doubles on
	// every temporary failure. MaxAttempts gives up on a bounty after that many failures.
	MinBackoff, MaxBackoff time.Duration
	MaxAttempts            int
	// IntentRate and IntentBurst limit the claim intents accepted from one forwarding peer (per
	// second, and at once): ten workers answering thirty bounties posted together send 300
	// intents through one relay within a second.
	IntentRate  float64
	IntentBurst int
	// IntentBounties is how many bounties' intents are remembered (least recently used dropped).
	IntentBounties int
	// IntentSlack is how long after the intent window a worker waits for intents still on their
	// way before it decides: gossip crosses a LAN or a region in a few ms, a continent in about
	// 50 ms; the default, 20 ms, is for a region, and a node far from the others sets more (an
	// intent that comes later than this may make two workers claim, one of them reverted).
	IntentSlack time.Duration
	// IntentFallback is how long each worker ranked before this one has to get its claim on
	// chain before this one claims: long enough for a claim to be mined on a slow chain (a
	// shorter one risks a reverted claim, a longer one delays a bounty whose winner died).
	IntentFallback time.Duration
	// IntentPoll is how often a waiting worker looks at the intents and the chain index.
	IntentPoll time.Duration
	// IntentClaimWait and IntentClaimStep bound how long a worker waits for claims to follow
	// the intents ranked before its own, with a view of the pending state (IntentDeps.Pending;
	// see turn.step): IntentClaimWait for all the back-dated ones together (500 ms: a worker
	// that dates its intent back to rank first is not honest, and a claim that followed it
	// reaches the pool within a round trip), then IntentClaimStep for each other one in turn
	// (2 s: the worker drawn first fetches the spec and makes its checks as this one does, and
	// sends its claim within a round trip of them even on a loaded machine). Those that no claim
	// followed are no-shows, not waited for on their next intents. So three back-dated sybil
	// intents cost an honest worker 0.5 s once, three prompt ones 2 s each once, instead of
	// IntentFallback each on every bounty.
	IntentClaimWait time.Duration
	IntentClaimStep time.Duration
	// IntentSkew is how much earlier than this node first saw it an intent may be dated and
	// still be ranked at its own time: gossip delivers an intent within tens of ms and honest
	// clocks agree within a few hundred. An intent dated earlier (back-dated to rank first) is
	// ranked as issued IntentSkew before this node saw it.
	IntentSkew time.Duration
	// IntentNoShows is how many workers whose intent no claim followed are remembered, and
	// IntentNoShowFor for how long: their intents are not waited for meanwhile (an honest
	// worker slower than its slot is not either: at worst one reverted claim of a bounty).
	IntentNoShows   int
	IntentNoShowFor time.Duration
	// IntentRivals bounds the rivals a worker reads for a bounty's draw (Rivals): a bounty
	// whose skill more agents offer is decided by the window alone. 256 is far more providers
	// of one skill than a market has today, and bounds the card index read per bounty.
	IntentRivals int
	// IntentHintRate and IntentHintBurst bound how many bounties a second (and at once) the
	// claim intents make this node look at before its chain index shows them (IntentDeps.Heard):
	// each may cost an index poll, and an intent may name a bounty that does not exist. 20/s,
	// burst 40, covers thirty bounties posted together.
	IntentHintRate  float64
	IntentHintBurst int
}

// DefaultConfig returns the node's settings.
func DefaultConfig() Config {
	return Config{Timeout: 30 * time.Second, PeerDeliveries: 2, Deliveries: 8, AnnounceRate: 5, AnnounceBurst: 20,
		Peers: 1024, Hints: 1024, Offers: 256, OfferWorkers: 16, MinBackoff: 2 * time.Second, MaxBackoff: time.Minute, MaxAttempts: 10,
		IntentRate: 100, IntentBurst: 400, IntentBounties: 1024, IntentSlack: 20 * time.Millisecond, IntentFallback: 10 * time.Second,
		IntentPoll: 20 * time.Millisecond, IntentRivals: 256, IntentClaimWait: 500 * time.Millisecond, IntentClaimStep: 2 * time.Second,
		IntentSkew:    250 * time.Millisecond,
		IntentNoShows: 1024, IntentNoShowFor: 10 * time.Minute,
		IntentHintRate: 20, IntentHintBurst: 40}
}

// Validate checks the settings.
func (c Config) Validate() error {
	if c.Timeout <= 0 || c.PeerDeliveries <= 0 || c.Deliveries < c.PeerDeliveries || c.AnnounceRate <= 0 || c.AnnounceBurst <= 0 ||
		c.Peers <= 0 || c.Hints <= 0 || c.Offers <= 0 || c.OfferWorkers <= 0 || c.MinBackoff <= 0 || c.MaxBackoff < c.MinBackoff || c.MaxAttempts <= 0 ||
		c.IntentRate <= 0 || c.IntentBurst <= 0 || c.IntentBounties <= 0 || c.IntentSlack < 0 || c.IntentFallback <= 0 || c.IntentPoll <= 0 || c.IntentRivals <= 0 ||
		c.IntentHintRate <= 0 || c.IntentHintBurst <= 0 || c.IntentClaimWait <= 0 || c.IntentClaimStep <= 0 || c.IntentSkew < 0 || c.IntentNoShows <= 0 || c.IntentNoShowFor <= 0 {
		return fmt.Errorf("marketnet: bad config %+v", c)
	}
	return nil
}
