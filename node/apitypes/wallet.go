package apitypes

import "github.com/ethereum/go-ethereum/common"

// Wallet is what the node's accounts hold (wallet.show): the node account (gas, bounties,
// stake) and each hosted agent's key address, where the agent's earnings are paid.
type Wallet struct {
	ChainID uint64         `json:"chainId"`
	Account common.Address `json:"account"`
	ETH     string         `json:"eth"`
	Stake   string         `json:"stake"`
	// Agents are the hosted agents' addresses and their ETH (earnings), by name.
	Agents []AgentWallet `json:"agents,omitempty"`
	// StakeConfigured is the sum of the stakes the config's market section gives its agents.
	StakeConfigured string `json:"stakeConfigured,omitempty"`
}

// AgentWallet is one hosted agent's address and balance.
type AgentWallet struct {
	Name    string         `json:"name"`
	Address common.Address `json:"address"`
	ETH     string         `json:"eth"`
}

// WithdrawParams are wallet.withdraw's parameters.
type WithdrawParams struct {
	// Agent is the hosted agent whose earnings move; empty means every hosted agent.
	Agent string `json:"agent,omitempty"`
	// To receives them.
	To string `json:"to"`
}

// Withdrawal is one transfer of an agent's earnings (wallet.withdraw).
type Withdrawal struct {
	Agent  string         `json:"agent"`
	From   common.Address `json:"from"`
	To     common.Address `json:"to"`
	Amount string         `json:"amount"`
	// Wei is the amount in wei, exact.
	Wei string `json:"wei"`
	// Fee is the gas the agent's address paid, in wei.
	Fee string      `json:"feeWei"`
	Tx  common.Hash `json:"tx"`
	// Left is what stays at the agent's address after the sweep, in wei; Note says why when
	// it is not zero.
	Left string `json:"leftWei,omitempty"`
	Note string `json:"note,omitempty"`
}
