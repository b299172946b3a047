// Package harness starts the real parts that multi-node and end-to-end tests run against: an
// anvil chain from the project's npm install (node_modules/.bin/anvil), on a free loopback port,
// stopped when the test ends; a deployed market with funded parties (Market); and a Network of
// `agentsite node` processes (Proc: start, SIGKILL, restart, JSON-RPC calls with the API token)
// behind a Fabric of user-space relays (Relay) that emulate the links between them: delay,
// jitter, loss as TCP stalls, and partitions. Settle and EscrowWatch read from the escrow's
// events how bounties ended and when each step happened.
package harness
