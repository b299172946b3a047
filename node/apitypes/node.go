package apitypes

import (
	"github.com/agentsite/agentsite/registry/onchain"
	"github.com/agentsite/agentsite/reputation"
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
	onchain.Agent
	Symbol     string           `json:"symbol"`
	Reputation reputation.Score `json:"reputation"`
}

// StakeParams are agent.register's, agent.stake's, agent.unstake's, agent.withdraw's and
// agent.onchain's parameters: a hosted agent by name or DID, and an amount of stake tokens
// where the method moves stake.
type StakeParams struct {
	Agent  string `json:"agent"`
	Amount string `json:"amount,omitempty"`
}
