package main

import (
	"fmt"
	"path/filepath"
	"regexp"
)

// noNode explains a call no node answered: how to start one or point at it, and that a node
// still starting (keys, chain, waiting for funds to register its agents) serves no API yet.
func (e *env) noNode(apiURL string, err error) error {
	msg := fmt.Sprintf("no node answers at %s (%v)", apiURL, err)
	if dbLocked(filepath.Join(e.dataDir, "db")) {
		return fmt.Errorf("%s: a node is running on %s but serves no API yet: it is starting, or waiting for funds to register "+
			"its agents (its log says what it lacks; `agentsite wallet --data %s` shows the balances)", msg, e.dataDir, e.dataDir)
	}
	return fmt.Errorf("%s: start one with `agentsite node` or `agentsite devnet`, or pass --data (or --api) of the node; "+
		"a node waiting for funds serves no API until it is funded", msg)
}

// hexAddress finds an account in an error message.
var hexAddress = regexp.MustCompile(`0x[0-9a-fA-F]{40}`)

// fundHint says which account to fund, and how on a dev chain, after an insufficient-funds error.
func fundHint(msg string) string {
	if a := hexAddress.FindString(msg); a != "" {
		return fmt.Sprintf("fund %s: send it ETH (on a dev chain: `agentsite dev fund %s --eth 1`), then try again", a, a)
	}
	return "fund the node account (`agentsite wallet` shows it): send it ETH (on a dev chain: `agentsite dev fund <account> --eth 1`), then try again"
}
