// Package erc8004test checks AgentSite's registries against a real ERC-8004 client: agent0-sdk
// (npm, TypeScript) reads an agent, its metadata, wallet, feedback and summaries from our
// AgentRegistry and ReputationRegistry on anvil exactly as from the stand-in canonical
// registries, through sdk-reads.mjs.
//
// agent0-sdk is found in the repository's node_modules, or in the node_modules under
// $AGENT0_SDK_DIR; without either the tests skip and say so.
package erc8004test
