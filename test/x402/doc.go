// Package x402e2e checks x402 on the wire against the official TypeScript client: pay.mjs
// (npm @x402/fetch with @x402/evm's exact scheme and a viem account) pays a priced agent of
// the node's API on an in-process dev chain, as a third party would.
package x402e2e
