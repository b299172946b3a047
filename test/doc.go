// Package test holds the multi-node and end-to-end tests: they start real parts (anvil from
// node_modules, the in-process dev chain, libp2p hosts on loopback) through package harness and
// drive the node the way a user does.
package test
