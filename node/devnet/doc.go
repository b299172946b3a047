// Package devnet runs a whole AgentSite network on one machine: a dev chain (go-ethereum's
// dev mode in process, or any RPC such as anvil), the contracts, several nodes hosting the
// built-in agents with stake, and a demonstration bounty from post to payment. `agentsite
// devnet` and the end-to-end tests use it.
package devnet
