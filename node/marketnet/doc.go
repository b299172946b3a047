// Package marketnet is the bounty market's network side: the blob protocol (Service) that
// serves task specs and takes sealed results only from the worker holding a bounty's claim,
// the bounty announcement topic's validator (Announcements), which drops what the chain does
// not back, the bounded queue of bounties to offer to the market (Offers), and the claim
// intents (Intents) through which the workers that want the same open bounty agree which of
// them claims, so the others spend no gas on a claim that would revert. Bids carries calls for
// bids over gossip, bids to the requester over the bid protocol, and the requester's counters
// back to a bidder's node over the same protocol (negotiation).
//
// Everything a stranger sends is bounded before it is decoded: request headers by size, sealed
// results by the size the signed header declares (checked against the claim first), unfinished
// deliveries per peer, announcements and intents per forwarding peer, intents per bounty, and
// offers by count with backoff.
package marketnet
