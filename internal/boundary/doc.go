// Package boundary holds the test of the import boundaries between the parts of AgentSite:
// which packages may reach libp2p, badger, the chain sender or the node's assembly, read from
// `go list -deps` (Tailscale's deptest). The table of rules is in rules_test.go.
package boundary
