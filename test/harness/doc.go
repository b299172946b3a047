// Package harness starts the real parts that multi-node and end-to-end tests run against: an
// anvil chain from the project's npm install (node_modules/.bin/anvil), on a free loopback port,
// stopped when the test ends.
package harness
