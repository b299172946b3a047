// Package p2p builds the node's libp2p host (Host): a persistent peer identity kept in the data
// directory, TCP and QUIC listeners on configurable addresses, bootstrap peers dialled on Start,
// a resource manager with explicit limits scaled to a memory and file-descriptor budget (and,
// per protocol, service and peer, for AgentSite's stream protocols: StreamLimit,
// DefaultProtocolLimits), and a connection manager; GossipOptions are the node's delivery options
// for its GossipSub router (flood publishing).
//
// Peer key. The libp2p identity is its own Ed25519 key, stored unencrypted (mode 0600) as a
// libp2p protobuf-encoded private key in <DataDir>/p2p.key and created on first start. It is not
// derived from the node's Ethereum key on purpose: the peer key must be readable without a
// passphrase at every start, while the Ethereum key holds money and stays in an encrypted
// keystore; the two are bound publicly by the node's DID attribute did/svc/AgentSite (peer id
// and addresses), so the peer key can be rotated without touching the wallet.
package p2p
