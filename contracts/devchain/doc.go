// Package devchain runs an in-process Ethereum development chain: go-ethereum's own node and
// execution client in dev mode (post-merge, chain id 1337), driven by the simulated beacon, with JSON-RPC over HTTP (and optionally WebSocket on the same port) on a
// loopback address so that wallets, cast and other processes can attach.
//
// The chain runs the Osaka fork by default (Config.Fork), so storage costs match Prague/Osaka
// networks and the forge tests; go-ethereum's own dev mode runs the Bogota state-gas schedule,
// under which the first DIDRegistry.setAttribute of an identity costs 138,544 gas instead of 50,524.
//
// Chain is the running chain: New(Config) validates, Start builds and starts it, Close stops
// it. With Config.BlockPeriod 0 a block is sealed as soon as transactions reach the pool
// (about a millisecond later); Commit and AdjustTime seal blocks on demand. Accounts listed in
// the Config are funded at genesis; DevKeys gives deterministic keys for them.
//
// State lives in memory only: a closed chain is gone.
package devchain
