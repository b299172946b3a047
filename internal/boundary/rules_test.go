package boundary

// module is the import path every pattern below is under unless it names another module.
const module = "github.com/agentsite/agentsite"

// Patterns of what a part may not reach. A pattern ending in "/..." matches the path and
// everything under it; any other pattern matches that one package.
var (
	libp2p = "github.com/libp2p/..."
	badger = "github.com/dgraph-io/badger/..."
	// sender is the concrete transaction sender; parts depend on narrow interfaces of their own.
	sender = at("contracts/chain")
	// assembly is the node's root package, which wires everything.
	assembly = at("node")
	// nodeParts are the node's packages: they assemble the libraries, never the other way.
	nodeParts = at("node/...")
	// peerIDs are libp2p's value types a card carries and checks: peer ids and their keys (no
	// host, no transport, no protocol).
	peerIDs = map[string]string{
		"github.com/libp2p/go-libp2p/core/peer":   "a card names its node's peer id and validates it",
		"github.com/libp2p/go-libp2p/core/crypto": "cardtest makes random peer ids for tests",
	}
)

// rules is the table of boundaries: each row covers the packages matching pkgs (but not those
// in except), which must not reach, directly or through any import, a package matching forbid
// unless allow names it. mayImport, when set, lists the only packages of this module a covered
// package may import directly. tolerate lists direct imports whose own imports are not
// followed (a known debt, each with what it is still used for). An entry of except, allow or
// tolerate that the code no longer needs fails the test, so the table stays true.
var rules = []rule{
	{
		pkgs:   at("identity/..."),
		forbid: []string{libp2p, badger, nodeParts},
		why:    "keys, DIDs and signatures: usable by any program, with no network and no store",
	},
	{
		pkgs:   at("escrow/..."),
		forbid: []string{libp2p, badger, nodeParts},
		why:    "the bounty lifecycle reaches the network and the store through interfaces the node implements",
	},
	{
		pkgs:   at("reputation/..."),
		forbid: []string{libp2p, badger, nodeParts},
		why:    "a client of the ReputationRegistry contract, nothing more",
	},
	{
		pkgs: at("registry/..."),
		except: map[string]string{
			at("registry/discovery"): "the network side of the registry: DHT records, gossip topics, the card protocol",
			at("registry/index"):     "the card index in badger (its own row below)",
		},
		forbid: []string{libp2p, badger, nodeParts},
		allow:  peerIDs,
		why:    "cards, their encoding and verification, and the AgentRegistry client need no network or store",
	},
	{
		pkgs:   at("registry/index"),
		forbid: []string{libp2p, nodeParts},
		allow:  map[string]string{"github.com/libp2p/go-libp2p/core/peer": peerIDs["github.com/libp2p/go-libp2p/core/peer"]},
		why:    "the index stores verified cards; discovery feeds it from the network",
	},
	{
		pkgs:   at("node/web/..."),
		forbid: []string{assembly, libp2p, badger, sender},
		why:    "the web app renders what the API's methods answer, called in process; it holds no part of the node",
		// The API's types (node/apitypes, escrow/bounty, a team's values in node/team/teamstate),
		// its error codes (node/errcode) and the runtime's progress type; the methods run through
		// web's own Invoker, which node/api's Server implements. A plan is checked before
		// team.start with teamstate's DecodePlan and Validate, without the engine.
		mayImport: []string{
			at("node/apitypes"), at("escrow/bounty"), at("node/errcode"), at("node/units"), at("node/runtime"),
			at("node/team/teamstate"),
		},
	},
	{
		pkgs:   at("node/apitypes"),
		forbid: []string{assembly, libp2p, badger, sender},
		why:    "the API's types are what a method takes and answers, shared by node/api, node/web, node/methods and the CLI: wire types, with no part of the node behind them",
		// The bounty, exposure and agent views have wire types of their own (node/methods
		// converts the parts' records); chainindex, registry/onchain and reputation are out; the
		// escrow's value types come from its leaf package escrow/bounty, a team's (Plan, Team,
		// Accounts) from node/team/teamstate.
		mayImport: []string{at("escrow/bounty"), at("node/team/teamstate")},
	},
	{
		pkgs:   at("node/team/teamstate"),
		forbid: []string{assembly, nodeParts, libp2p, badger, sender},
		allow: map[string]string{
			at("node/chat/ioa"): "a team's and a proposal's conversation state",
			at("node/units"):    "a task's share is read in ETH or wei",
		},
		why:       "a team's values and the pure functions on them: the API's types and the web app carry and check plans with no engine, network, store or chain behind them",
		mayImport: []string{at("escrow/bounty"), at("node/chat/ioa"), at("node/units")},
	},
}

// at is the import path of a package of this module.
func at(rel string) string { return module + "/" + rel }
