package auction

import "time"

// Protocol constants: every peer must agree on them. A change to the wire format or to a
// limit that honest peers may reach gets a new protocol version.
const (
	// ProtocolID is the stream protocol of asks and bids. Version 2: bids are standing offers
	// (signed once, not per ask) naming their token.
	ProtocolID = "/agentsite/ask/2"
	// ServiceName is the resource-manager service the bidder side's streams join.
	ServiceName = "agentsite.ask"
	// AskKind and BidKind are the identity.Statement kinds an ask and a bid are signed as.
	AskKind = "agentsite/ask/1"
	BidKind = "agentsite/ask-bid/2"
	// MaxAskFrame bounds an ask on the wire: the fields are short (a skill, a query of at
	// most MaxQuery bytes, prices, ids); 4 KiB leaves room and caps what a stranger makes a
	// worker read.
	MaxAskFrame = 4 << 10
	// MaxBidFrame bounds one bid on the wire (about 600 bytes in practice).
	MaxBidFrame = 2 << 10
	// MaxBidsPerStream is how many bids one node may send for one ask (one per hosted agent);
	// the requester stops reading a stream after that many.
	MaxBidsPerStream = 8
	// MaxQuery bounds an ask's skill and query text.
	MaxQuery = 1 << 10
	// MaxK bounds best-of-k.
	MaxK = 8
	// MaxDeadline is the furthest answer deadline an ask may carry: asks are for calls at call
	// speed, not for work of minutes (that is what bounties are for).
	MaxDeadline = 5 * time.Minute
	// MaxSkew is how far ahead of the bidder's clock an ask's issuedAt may be.
	MaxSkew = 5 * time.Second
)
