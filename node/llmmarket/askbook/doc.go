// Package askbook keeps, in the node's badger database, what the hosted llm agents' asks
// (ask_agents: swarm auctions paid by voucher, not on chain) reserved and paid for each bounty
// they work on (Book), so that a task run again after a restart counts them in its budget
// (llmmarket.Market.Spent adds Book.Total to the children it posted on chain).
//
// A paid ask is reserved at its max price before the auction is sent and settled at the
// winner's price (zero when no answer was accepted) once the auction returns. A reservation
// never settled (the node stopped during the ask, or the database refused the write) counts in
// full: the outcome is unknown, and the budget errs on the safe side.
package askbook
