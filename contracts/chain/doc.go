// Package chain is the node's way of writing to an EVM chain: a Sender that signs and sends
// transactions for one key with its own nonce tracking, gas estimation, receipts, retries and
// fee-bumped replacement of stuck transactions, and a RevertDecoder that turns revert data into
// the contracts' named custom errors.
//
// Sender depends only on the narrow Backend interface, which go-ethereum's ethclient and the
// simulated backend both satisfy.
package chain
