package apitypes

import "github.com/ethereum/go-ethereum/common"

// Channel is one payment channel as channel.list shows it: paying (this node pays an agent's
// payee) or earning (this node's paid agents are paid on it). Amounts are in base units of
// Token (zero address: ETH), exact decimal strings; Symbol and Decimals say how people read them.
type Channel struct {
	ID    common.Hash    `json:"id"`
	Role  string         `json:"role"` // "paying" or "earning"
	Payer common.Address `json:"payer"`
	Payee common.Address `json:"payee"`
	// PayeeDID is the payee's DID (did:ethr on the deployment's chain), as the node spells
	// it; empty where the chain is not known (channels read from disk without the node).
	PayeeDID string         `json:"payeeDid,omitempty"`
	Token    common.Address `json:"token"`
	// Symbol and Decimals are Token's as the node knows it ("ETH" and 18, "USDC" and 6);
	// Symbol is empty for a token the node does not know (its amounts are read in base units).
	Symbol   string `json:"symbol,omitempty"`
	Decimals uint8  `json:"decimals,omitempty"`
	// Deposited is what the channel holds on chain (as last read).
	Deposited string `json:"deposited"`
	// Spent (paying) is the cumulative amount of the calls answered: the highest voucher owed.
	Spent string `json:"spent,omitempty"`
	// InFlight (paying) is a voucher handed out for a call not answered yet or whose answer
	// was lost.
	InFlight string `json:"inFlight,omitempty"`
	// Agent (paying) is the agent the channel was opened to pay, by its name on its node
	// (empty for a channel opened by hand).
	Agent string `json:"agent,omitempty"`
	// Calls (paying) counts the calls answered on the channel since it was opened (or
	// reopened after a withdrawal).
	Calls uint64 `json:"calls,omitempty"`
	// Held (earning) is the highest voucher held; Claimed what the chain paid out of it;
	// Owed what is held and not claimed yet.
	Held    string `json:"held,omitempty"`
	Claimed string `json:"claimed,omitempty"`
	Owed    string `json:"owed,omitempty"`
	// Unsettled (earning) is what upto calls were charged above Held, whose payer has not yet
	// signed the exact amount (claimable only then; docs/ARCHITECTURE.md, "Calls priced by use").
	Unsettled string `json:"unsettled,omitempty"`
	// WithdrawableAt is when a requested withdrawal can be made (unix seconds), 0 if none.
	WithdrawableAt uint64 `json:"withdrawableAt,omitempty"`
	// Retired (paying): the node no longer pays calls on it (its withdrawal was asked).
	Retired bool `json:"retired,omitempty"`
}

// Channels is channel.list's answer, with totals per role: in wei over the ETH channels, and
// per token (ETH first) in Totals.
type Channels struct {
	Channels []Channel `json:"channels"`
	// Deposited and Spent over the paying ETH channels; Held, Claimed and Owed over the
	// earning ones (wei).
	Deposited string `json:"deposited"`
	Spent     string `json:"spent"`
	Held      string `json:"held"`
	Claimed   string `json:"claimed"`
	Owed      string `json:"owed"`
	// Totals are the same sums for each token a channel is in: ETH first (always there), then
	// the other tokens by address.
	Totals []ChannelTotals `json:"totals"`
}

// ChannelTotals are the totals of the channels in one token (base units, exact decimal
// strings; Symbol and Decimals as in Channel).
type ChannelTotals struct {
	Token    common.Address `json:"token"`
	Symbol   string         `json:"symbol,omitempty"`
	Decimals uint8          `json:"decimals,omitempty"`
	// Deposited and Spent over the paying channels; Held, Claimed and Owed over the earning ones.
	Deposited string `json:"deposited"`
	Spent     string `json:"spent"`
	Held      string `json:"held"`
	Claimed   string `json:"claimed"`
	Owed      string `json:"owed"`
}

// ChannelOpenParams are channel.open's parameters: a channel from this node to Payee, an
// address (a paid agent's payout address, as its "payment required" terms name it).
type ChannelOpenParams struct {
	Payee string `json:"payee"`
	// Token is "ETH", a token the node knows by symbol ("USDC", "AST") or an ERC-20 address;
	// empty: the token Amount is written in.
	Token string `json:"token,omitempty"`
	// Amount is the deposit in the channel's token: "0.001 ETH", "1000 wei", "0.5 AST",
	// "0.05 USDC" (the deployment's EIP-3009 token, with its decimals); base units as "wei"
	// only for an ERC-20 the node knows no symbol of.
	Amount string `json:"amount"`
}

// ChannelTopUpParams are channel.topup's parameters.
type ChannelTopUpParams struct {
	ID string `json:"id"`
	// Amount is what to add, in the channel's token (as ChannelOpenParams.Amount).
	Amount string `json:"amount"`
}

// ChannelCloseParams are channel.close's parameters: the first close asks for the
// withdrawal (the payee may still claim until the challenge period ends), the next one after
// the period takes the unclaimed rest back.
type ChannelCloseParams struct {
	ID string `json:"id"`
}

// ChannelClosed is channel.close's answer.
type ChannelClosed struct {
	ID common.Hash `json:"id"`
	// State is "withdrawal requested", "waiting" (the challenge period runs) or "withdrawn".
	State          string `json:"state"`
	WithdrawableAt uint64 `json:"withdrawableAt,omitempty"`
	// Returned is what came back to the payer (withdrawn), in base units of Token (Symbol
	// and Decimals as in Channel).
	Returned string         `json:"returned,omitempty"`
	Token    common.Address `json:"token"`
	Symbol   string         `json:"symbol,omitempty"`
	Decimals uint8          `json:"decimals,omitempty"`
}
