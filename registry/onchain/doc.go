// Package onchain is the node's client of the AgentRegistry contract: registering an agent
// with stake, adding stake, unbonding and withdrawing, and reading an agent's owner, wallet
// and stake (Agent). Stake is what discovery ranks by and what the gossip validators require.
package onchain
