// Package devclock keeps a dev chain's clock moving for the node's bounties. Dev chains
// (anvil, hardhat, geth --dev) mine only when a transaction arrives, so on an idle one the head
// block's time stands still and a timeout the contract judges by block.timestamp never comes.
// Run mines an empty block when a phase has ended by the wall clock and not yet by the head
// block; the node gives it a narrow Chain and the ends of its bounties' open phases.
package devclock
