package apitypes

import (
	"encoding/json"
	"time"
)

// SearchQuery asks for agents.
type SearchQuery struct {
	// Query is free text matched against names, descriptions, skills and tags.
	Query string `json:"query,omitempty"`
	// Skill restricts to agents with this skill id or tag.
	Skill string `json:"skill,omitempty"`
	// Limit bounds the results; 0 means 20.
	Limit int `json:"limit,omitempty"`
}

// AgentSummary is one search hit: enough to show it and to call it.
type AgentSummary struct {
	DID         string   `json:"did,omitempty"`
	Name        string   `json:"name"`
	Description string   `json:"description,omitempty"`
	PeerID      string   `json:"peerId,omitempty"`
	Skills      []string `json:"skills,omitempty"`
	Tags        []string `json:"tags,omitempty"`
	Stake       string   `json:"stake,omitempty"`
	// Price is one call's price as the agent's signed card has it, for people ("0.0001 ETH");
	// PriceAmount (base units) and PriceToken ("ETH" or an ERC-20 address) exactly. Empty: free.
	Price       string `json:"price,omitempty"`
	PriceAmount string `json:"priceAmount,omitempty"`
	PriceToken  string `json:"priceToken,omitempty"`

	// PricePer1kTokens (base units), when set, prices the agent's calls by use: PriceAmount is
	// then the most one call costs (what its voucher authorises), the use is charged.
	PricePer1kTokens string `json:"pricePer1kTokens,omitempty"`

	Reputation float64 `json:"reputation,omitempty"`
	Score      float64 `json:"score,omitempty"`
	// PaidBounties is how many of the agent's bounties were accepted and paid (the chain
	// index's outcomes), the count behind Reputation; 0 if unknown.
	PaidBounties uint64 `json:"paidBounties,omitempty"`
	Local        bool   `json:"local,omitempty"`
	// Source says where the card came from: local, gossip or dht.
	Source string `json:"source,omitempty"`
	// LastSeen is when the agent's node was last seen alive (a heartbeat, an answer); search
	// shows only agents whose node was seen within the network's liveness TTL.
	LastSeen time.Time `json:"lastSeen,omitzero"`
}

// ChatPost is a message to post in a room; the chat service fills sender, timestamp and
// signature.
type ChatPost struct {
	Room     string `json:"room"`
	Content  string `json:"content"`
	State    string `json:"state,omitempty"`
	Type     string `json:"type,omitempty"`
	TaskID   string `json:"taskId,omitempty"`
	TaskDesc string `json:"taskDesc,omitempty"`
}

// AgentCallParams are the params of agent.call. With Peer, the agent is called on that node; with
// DID, the agent is looked up (Searcher) and called on its node; with neither, Agent is a local
// agent.
type AgentCallParams struct {
	Agent     string          `json:"agent,omitempty"`
	Skill     string          `json:"skill"`
	Input     json.RawMessage `json:"input,omitempty"`
	DID       string          `json:"did,omitempty"`
	Peer      string          `json:"peer,omitempty"`
	TimeoutMs int64           `json:"timeoutMs,omitempty"`
	// MaxPrice, in base units of the agent's token (decimal), is the most this call may cost
	// (a paid agent asking more is not called); empty: the price the agent's signed card
	// announces, when the node resolved it (by DID, or by Peer and Agent from discovery), at
	// most the node's payments.maxPrice, else payments.maxPrice.
	MaxPrice string `json:"maxPrice,omitempty"`
	// MaxPriceToken, when set, is the token MaxPrice is in ("ETH" or a 0x address): an agent
	// asking to be paid in another is not called (`agent call --max-price 0.00001 ETH` was
	// taken as 1e13 base units of a USDC agent's token: review rvexact, finding 3).
	MaxPriceToken string `json:"maxPriceToken,omitempty"`
}

// ChatReadParams are the params of chat.read.
type ChatReadParams struct {
	Room    string `json:"room"`
	SinceMs int64  `json:"since,omitempty"`
	Limit   int    `json:"limit,omitempty"`
}
