package devnet

import (
	"fmt"
	"math/big"
	"path/filepath"
	"strings"

	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/units"
)

// Listing the paid agents (Config.ListPaid). Registered with stake, bob's paid echoes are found
// by every node's search with their price, and they are echo agents like any other: teams
// hire, and bounties go to, the agent offering a skill with the best reputation, then the most
// stake (team.DirectoryFinder), and a node claims with its first policy that fits (market
// order). So the paid ones stake the registry's minimum, the free echoes twice that, and bob's
// paid policies come after his free ones: a bounty or a team task for "echo" (the README's
// plan) goes to a free echo first; a paid one takes it only when a free one refused or failed
// it, or (a team spreads its tasks) works another task of the same team.
var (
	// paidStake is each paid agent's stake: the registry's minimum.
	paidStake = deploy.DefaultParams().MinStake
	// echoStake is a free echo's stake when the paid echoes are listed: more than theirs.
	echoStake = new(big.Int).Mul(big.NewInt(2), stakePerAgent)
)

// paidAgents are the paid agents' names and prices, in the order bob hosts them.
var paidAgents = []struct{ name, price string }{{PaidAgent, PaidPrice}, {USDAgent, USDPrice}}

// stakeFor is the stake of free agent a on a worker.
func (d *Devnet) stakeFor(a string) *big.Int {
	if d.cfg.ListPaid && a == "echo" {
		return echoStake
	}
	return stakePerAgent
}

// workerPolicy is a worker agent's market policy: stake, any reward of at least 1 wei, all its
// skills, the devnet's arbiter accepted.
func workerPolicy(agent string, stake *big.Int, arbiter string) node.MarketPolicy {
	return node.MarketPolicy{Agent: agent, Stake: escrow.NewBigString(stake), MinReward: escrow.NewBigString(big.NewInt(1)),
		Arbiters: []string{arbiter}}
}

// paidPolicies registers the paid agents among agents with paidStake.
func paidPolicies(agents []runtime.AgentConfig, arbiter string) []node.MarketPolicy {
	var out []node.MarketPolicy
	for _, a := range agents {
		for _, p := range paidAgents {
			if a.Name == p.name {
				out = append(out, workerPolicy(p.name, paidStake, arbiter))
			}
		}
	}
	return out
}

// agentList names agents for the devnet's node lines, a paid one with its price:
// "summarize, echo, paid-echo (0.0001 ETH a call)".
func agentList(agents []runtime.AgentConfig) string {
	names := make([]string, len(agents))
	for i, a := range agents {
		names[i] = a.Name
		if a.Price != "" {
			names[i] += " (" + a.Price + " a call)"
		}
	}
	return strings.Join(names, ", ")
}

// SayPaidAgents prints where people find the paid agents and their prices: search on the
// first node, `agent show` on the second. Nothing when they are not listed.
func (d *Devnet) SayPaidAgents() {
	if !d.cfg.ListPaid || len(d.Nodes) < 2 {
		return
	}
	bob := d.Nodes[1]
	var sold []string
	for _, p := range paidAgents {
		if _, ok := bob.AgentID(p.name); ok {
			sold = append(sold, fmt.Sprintf("%s at %s", p.name, p.price))
		}
	}
	if len(sold) == 0 {
		return
	}
	d.say("\n🏷  %s's paid agents are registered (%s each) and listed with their price a call: %s.", d.Names[1], units.FormatStake(paidStake), strings.Join(sold, ", "))
	d.say("   A bounty or team task for \"echo\" hires a free echo first (%s). Find them with search (by skill or text), agent show, or AgentHub in the web app:", units.FormatStake(echoStake))
	d.say("   go run ./cmd/agentsite agent search --skill echo")
	d.say("   go run ./cmd/agentsite agent search \"paid echo\"")
	d.say("   go run ./cmd/agentsite agent show %s --api %s --data %s", PaidAgent, bob.APIURL(), filepath.Join(d.cfg.Dir, d.Names[1]))
}
