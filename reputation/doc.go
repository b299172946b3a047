// Package reputation is the node's client of the ReputationRegistry: an agent's score in
// [0, 100] weighted by the value it was paid (Score), the ERC-8004 style summary of requester
// feedback, and leaving feedback for a settled bounty (GiveFeedback).
//
// The package does not talk to the peer-to-peer network or store anything: it must not import
// libp2p or badger.
package reputation
