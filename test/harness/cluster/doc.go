// Package cluster runs a Network of `agentsite node` processes on one anvil (Proc: start,
// SIGKILL, restart, JSON-RPC calls with the API token) behind a Fabric of user-space relays
// (Relay) that emulate the links between them: delay, jitter, loss as TCP stalls, and
// partitions. Settle and EscrowWatch read from the escrow's events how bounties ended and when
// each step happened. It imports the node, so only tests above the node (test/) may use it.
package cluster
