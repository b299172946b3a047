// Package identity holds what an AgentSite participant is on the network and on chain:
// secp256k1 keys (Key) kept in go-ethereum keystore files, DIDs of the did:ethr method (DID),
// and EIP-712 signatures over statements (Statement) bound to a chain id, used to sign agent
// cards, gossip messages, chat envelopes and call requests.
//
// The package talks to no network and stores nothing but keystore files: it must not import
// libp2p or badger.
package identity
