// Package erc8004 is the node's client of the canonical ERC-8004 registries, the per-chain
// singletons the field's SDKs, explorers and search services read: minting a hosted agent
// there with the same agent URI as on our AgentRegistry (Register), keeping the link from our
// agent to its canonical token in our registry's metadata (LinkKey), and writing the
// requester's feedback there after a settled bounty (Mirror, plugged into reputation.Client).
//
// Config holds the canonical addresses of a chain (Known has the published ones).
// DeployStandIn deploys the stand-in registries (contracts/src/mocks) on dev chains and in tests.
//
// The package does not talk to the peer-to-peer network or store anything: it must not import
// libp2p or badger.
package erc8004
