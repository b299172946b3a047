package teamstate

import "github.com/agentsite/agentsite/escrow/bounty"

// Accounts is where a team's budget went, in wei: Paid (to agents, after the fee) + Fees +
// Calls (auctioned tasks' winners, paid by voucher) + Refunded + PendingRefund (rejected or
// disputed bounties whose money has not come back yet) + Escrowed (bounties still in work,
// auctions running) + Unspent (never posted) == Budget; a refund posted
// again for a retry counts once, where it went. A team concludes
// without waiting for a pending refund: the accounts, read again from the chain index, show it
// as refunded once the bounty settles (an arbiter may still award part of a disputed one to
// its agent). Balanced is false when a settled bounty's payouts, as the chain index has them,
// do not add up to its amount (it should never be).
type Accounts struct {
	Budget        *bounty.BigString `json:"budget"`
	Paid          *bounty.BigString `json:"paid"`
	Fees          *bounty.BigString `json:"fees"`
	Refunded      *bounty.BigString `json:"refunded"`
	PendingRefund *bounty.BigString `json:"pendingRefund"`
	Escrowed      *bounty.BigString `json:"escrowed"`
	Unspent       *bounty.BigString `json:"unspent"`
	Balanced      bool              `json:"balanced"`
	// Gas is what the leader's own transactions for the team's bounties cost in gas (posts,
	// cancels, verdicts), in wei: paid from the node's account beside the budget, not out of
	// it (nil: the node does not measure it).
	Gas *bounty.BigString `json:"gas,omitempty"`
	// Tokens are the language-model tokens the planner's call and the agents' results reported.
	Tokens Usage `json:"tokens"`
	// Direct counts the tasks the leader's own agents did, called directly with nothing paid.
	Direct int `json:"direct,omitempty"`
	// Calls is what the auctioned tasks' winners were paid by voucher: their bids (a voucher
	// charges the agent's price, at most the bid; the protocol fee comes out of it at the
	// payee's claim), and the max price of an auction the leader stopped during (its call may
	// have been paid), or that ended after the team concluded. Auctions counts the tasks done by
	// auction.
	Calls    *bounty.BigString `json:"calls"`
	Auctions int               `json:"auctions,omitempty"`
}
