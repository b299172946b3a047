// Package harness starts the real parts that multi-node and end-to-end tests run against: an
// anvil chain from the project's npm install (node_modules/.bin/anvil), on a free loopback port,
// stopped when the test ends; a deployed market with funded parties (Market); the official x402
// client run on a URL (PayMJS, test/x402/pay.mjs). It imports no
// package of the node, so the node's own packages may use it in their tests; networks of node
// processes are in harness/cluster.
package harness
