// Package node assembles a running AgentSite node from its parts — keys, the libp2p host,
// discovery (DHT, gossip, card index), the agent runtime, the call protocol, AgentChat, the chain
// clients, the bounty market and the API — starts them in order and closes them in reverse.
//
// Node is the whole; Config is its JSON configuration file (config.json in the data directory).
package node
