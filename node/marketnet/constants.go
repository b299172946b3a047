package marketnet

import (
	"time"

	"github.com/libp2p/go-libp2p/core/protocol"

	"github.com/agentsite/agentsite/escrow"
)

// Protocol constants: every peer must agree on these. Bump the version in the name when the
// framing or a limit that peers enforce changes.
const (
	// BlobProtocol serves task specs (get) and takes sealed results (deliver). Version 2
	// frames a request as one header line of JSON followed by the raw payload, so a peer can
	// refuse a delivery from its header before reading the payload (version 1 sent one JSON
	// document that had to be decoded whole).
	BlobProtocol = protocol.ID("/agentsite/blob/2")
	// BountyTopic carries signed bounty announcements (escrow.Announcement).
	BountyTopic = "/agentsite/bounty/1"
	// MaxHeader bounds a request or response header line: a signed delivery header is about
	// 500 bytes, a get about 90.
	MaxHeader = 2 << 10
	// AnnouncementMaxAge is how far an announcement's issuedAt may be from now.
	AnnouncementMaxAge = 5 * time.Minute
	// IntentTopic carries signed claim intents (escrow.Intent) and their withdrawals.
	IntentTopic = "/agentsite/claim-intent/1"
	// IntentWindow is how long after a bounty's first intent others still compete on their draw
	// alone (escrow.Before): every worker must use the same window to pick the same winner. It
	// overlaps the spec fetch and the policy checks, and covers the spread of workers learning
	// of the bounty: the requester's signed announcement reaches them over gossip within a few
	// ms of one another (a worker that learns only from its chain index, polled every 100 ms,
	// comes after the window and ranks by issue time). It was 50 ms; 20 ms cut post → claim
	// from 167 to 91 ms with 10 workers and no reverted claim (docs/BENCHMARKS.md). A peer on
	// another window may disagree on a winner: at worst one reverted claim, no money lost.
	IntentWindow = 20 * time.Millisecond
	// IntentMaxAge is how far an intent's issuedAt may be from now: an intent matters for the
	// seconds before a claim, so an older one is a replay.
	IntentMaxAge = 30 * time.Second
	// BidProtocol takes bids: one line of JSON (escrow.Bid, at most MaxHeader bytes) from the
	// bidder, answered with one line {code, error}.
	BidProtocol = protocol.ID("/agentsite/bid/1")
	// CallTopic carries signed calls for bids (escrow.CallForBids).
	CallTopic = "/agentsite/bid-call/1"
	// CallMaxAge is how far a call's issuedAt may be from now: a call lives for its bid window.
	CallMaxAge = time.Minute
	// CallMaxWindow bounds a call's bid window (bidsUntil after issuedAt): every peer refuses a
	// longer call (escrow.DecodeCall, so gossip does not carry it) and a worker bids on none
	// (escrow.Market.MakeBid). A call is a free message that makes every fitting worker sign and
	// store a bid valid for the window and after it; an automatic hire collects bids for
	// seconds and a person choosing (bounty.call) for minutes, so ten minutes covers both and
	// bounds what a stranger's call holds. Each worker's bids are further bounded by requester
	// and peer (escrow.MaxBidsPerRequester, escrow.MaxBidsPerStranger, escrow.MaxStrangerBids).
	CallMaxWindow = escrow.MaxCallWindow
	// MaxBidsPerCall bounds the bids a requester keeps for one call.
	MaxBidsPerCall = 1024
	// MaxIntentsPerBounty bounds the intents kept for one bounty (the first ones win anyway).
	MaxIntentsPerBounty = 64
)
