// Package erc8004test checks AgentSite's registries against a real ERC-8004 client: agent0-sdk
// (npm, TypeScript) reads an agent, its metadata, wallet, feedback and summaries from our
// AgentRegistry and ReputationRegistry on anvil exactly as from the stand-in canonical
// registries, through sdk-reads.mjs.
//
// agent0-sdk is found in the repository's node_modules, or in the node_modules under
// $AGENT0_SDK_DIR; without either the tests skip and say so.
//
// npm-stubs holds empty packages that package.json's "overrides" put in place of agent0-sdk's
// IPFS dependencies (helia, @helia/unixfs, kubo-rpc-client): the SDK imports them only when an
// IPFS client is configured, which these tests never do, and helia would pull a native WebRTC
// module whose build needs cmake. With them `npm ci` adds 17 packages and runs no build.
package erc8004test
