// Package chainindex follows the events of one AgentSite deployment (AgentRegistry,
// BountyEscrow, DIDRegistry, ReputationRegistry) into badger and answers queries about agents,
// bounties, DIDs and reputation without touching the chain.
//
// Index polls the chain: eth_getLogs over at most Config.BatchBlocks blocks at a time, for the
// four contract addresses, from Deployment.DeployBlock up to the head minus
// Config.Confirmations. Each batch is one badger transaction holding the raw logs (keyed by
// block and log index, with the few reads made at that block for what an event lacks), the
// updated views and the cursor (next block, hash of the last indexed block), so a node killed at
// any moment restarts from a consistent cursor without counting anything twice.
//
// Reorgs: the hashes of the last Config.ReorgDepth indexed blocks are kept. When the chain's
// block at the cursor no longer has the recorded hash, the index walks those hashes down to the
// fork point, drops every log above it, and rebuilds all views by replaying the stored logs
// (views are a pure function of the logs; rebuilding everything is simple and fast at our
// scale, and a dirty flag makes an interrupted rebuild restart on the next Start). Subscribers
// then receive the dropped events again with Removed set, and the new fork's events after them.
//
// Views and queries: Agent, AgentsOf (owner or wallet), Bounty, Bounties (by requester, agent,
// parent, status), Children, Reputation, DID, Head. Index implements StakeOracle,
// DelegateChecker and ReputationOracle for discovery. Subscribe delivers decoded Events in
// chain order after they are committed, for the node's bounty automation.
package chainindex
