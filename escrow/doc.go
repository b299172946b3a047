// Package escrow is the node's client of the BountyEscrow contract and the bounty lifecycle on
// both sides: Client posts, claims, submits, accepts, rejects, disputes and settles bounties
// through a chain.Sender; Bounty and Status are the contract's view of one bounty.
//
// The package does not talk to the peer-to-peer network or store anything: it must not import
// libp2p or badger.
package escrow
