package apitypes

import (
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Status is what node.status answers.
type Status struct {
	Name       string            `json:"name,omitempty"`
	PeerID     string            `json:"peerId"`
	Addrs      []string          `json:"addrs"`
	Peers      int               `json:"peers"`
	Account    string            `json:"account"`
	DID        string            `json:"did"`
	ChainID    uint64            `json:"chainId"`
	Balance    string            `json:"balance,omitempty"` // with the API token only (the wallet)
	Contracts  map[string]string `json:"contracts"`
	Agents     []AgentStatus     `json:"agents"`
	OpenJobs   int               `json:"openJobs"`
	ChatRooms  []string          `json:"chatRooms"`
	APIVersion string            `json:"apiVersion"`
	// Tokens are the ERC-20s whose amounts the node shows by symbol (its stake token and its
	// deployment's EIP-3009 token), for clients that show prices of cards: ETH is implied.
	Tokens []TokenUnit `json:"tokens,omitempty"`
}

// TokenUnit is a token as people read its amounts: base units / 10^Decimals, then Symbol.
type TokenUnit struct {
	Address  common.Address `json:"address"`
	Symbol   string         `json:"symbol"`
	Decimals uint8          `json:"decimals"`
}

// AgentStatus is one hosted agent in node.status.
type AgentStatus struct {
	Name    string `json:"name"`
	DID     string `json:"did"`
	AgentID uint64 `json:"agentId,omitempty"`
	Healthy bool   `json:"healthy"`
}

// AgentOnchain is agent.onchain's answer: the registry's view (stake, reserved and free stake
// in units of the stake token Symbol) and the reputation registry's (paid and penalty weights,
// reputation).
type AgentOnchain struct {
	Agent
	Symbol     string `json:"symbol"`
	Reputation Score  `json:"reputation"`
}

// Agent is an agent as the AgentRegistry has it (registry/onchain's Agent on the wire).
type Agent struct {
	ID     uint64         `json:"agentId"`
	Owner  common.Address `json:"owner"`
	Wallet common.Address `json:"wallet"`
	URI    string         `json:"uri"`
	Stake  *big.Int       `json:"stake"`
	// Reserved is the part of Stake that open claims lock; Free = Stake - Reserved backs new
	// claims and is all that can be unstaked.
	Reserved  *big.Int  `json:"reserved"`
	Free      *big.Int  `json:"free"`
	Unbonding *big.Int  `json:"unbonding"`
	ReadyAt   time.Time `json:"unbondingReadyAt"`
	Active    bool      `json:"active"`
}

// Score is an agent's record in the ReputationRegistry (reputation's Score on the wire).
type Score struct {
	AgentID uint64 `json:"agentId"`
	// Reputation is paid * 100 / (paid + penalty) in [0, 100]; 0 with no recorded outcome.
	Reputation uint8 `json:"reputation"`
	// Count is the number of outcomes recorded by the escrow.
	Count uint64 `json:"count"`
	// Paid is the value the agent was paid, in gwei-equivalents; Penalty the value-weighted
	// failures.
	Paid    *big.Int `json:"paid"`
	Penalty *big.Int `json:"penalty"`
	// FeedbackCount and FeedbackAverage summarise requesters' own feedback; FeedbackPartial:
	// the summary may leave entries out.
	FeedbackCount   uint64 `json:"feedbackCount"`
	FeedbackAverage uint8  `json:"feedbackAverage"`
	FeedbackPartial bool   `json:"feedbackPartial,omitempty"`
}

// StakeParams are agent.register's, agent.stake's, agent.unstake's, agent.withdraw's and
// agent.onchain's parameters: a hosted agent by name or DID, and an amount of stake tokens
// where the method moves stake.
type StakeParams struct {
	Agent  string `json:"agent"`
	Amount string `json:"amount,omitempty"`
	// Canonical (agent.register): also mint the agent on the chain's canonical ERC-8004
	// registry with the same agent URI; on an agent registered already, only that.
	Canonical bool `json:"canonical,omitempty"`
}
