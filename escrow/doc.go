// Package escrow is the node's client of the BountyEscrow contract and the bounty lifecycle on
// both sides: Client posts, claims, submits, accepts, rejects, disputes and settles bounties
// through a chain.Sender; Bounty and Status are the contract's view of one bounty.
//
// Market runs both sides for a node. Before a worker claims, its Policy checks the money
// (Policy.Check): the arbiter it accepts, the Exposure of the claim (the stake it reserves, the
// most a ruling can slash, the expiry forfeit) against the reward and its caps, the agent's free
// stake and the time left; a Refusal records why it did not claim or dispute. Before it claims an
// open bounty it takes its turn through a Coordinator (signed claim Intents, ordered by Before).
// Bidding: a requester signs a CallForBids, workers answer with signed Bids (MakeBid), RankBids
// orders them by BidWeights, HireBids posts the direct hire of the best and falls back to the next;
// a worker claims a hire only on the terms of its bid (CheckHire). Negotiation: a Negotiation
// chains signed Terms (counter, accept, decline) over one bid, bounded by MaxRounds; the worker
// answers with AnswerCounter, the requester with Negotiate (a person's terms) or by a
// NegotiationPolicy (HireBids, which also falls back to the next bid and to an open bounty);
// the worker claims only on the agreed terms (CheckAgreed). A worker's bids and negotiations
// are kept in a BidStore, so they hold across its restarts.
//
// The package does not talk to the peer-to-peer network or store anything: it must not import
// libp2p or badger.
package escrow
