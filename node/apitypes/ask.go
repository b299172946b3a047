package apitypes

import "encoding/json"

// AgentAskParams are agent.ask's parameters: a swarm auction at call speed. The node asks the
// agents discovery finds for a skill or a query, collects their signed bids within the bid
// window, ranks them (price, stake, paid record, latency, exploration share) and calls the
// best, paying only the accepted answer.
type AgentAskParams struct {
	// Skill (an id or tag) or Query (free text) says what is asked.
	Skill string `json:"skill,omitempty"`
	Query string `json:"query,omitempty"`
	// Input is the call's input, sent to the winner only.
	Input json.RawMessage `json:"input,omitempty"`
	// MaxPrice is the most one answer may cost ("0.001", "0.001 ETH", or base units of Token
	// with a unit suffix as bounties take them); Reserve the least a bid may ask (optional).
	MaxPrice string `json:"maxPrice"`
	Reserve  string `json:"reserve,omitempty"`
	// Token is the payment token's address; empty is native ETH.
	Token string `json:"token,omitempty"`
	// Deadline is how long the answer may take ("500ms", "2s"); BidWindow how long bidding
	// may (default: a quarter of the deadline).
	Deadline  string `json:"deadline,omitempty"`
	BidWindow string `json:"bidWindow,omitempty"`
	// K is best-of-k: how many winners are called at once (default 1); the first valid
	// answer is accepted and the others are cut.
	K int `json:"k,omitempty"`
}

// AskAttempt is one winner called.
type AskAttempt struct {
	Agent    string `json:"agent"`
	Worker   string `json:"worker"`
	Price    string `json:"price"`
	Accepted bool   `json:"accepted,omitempty"`
	Error    string `json:"error,omitempty"`
}

// AgentAskResult is agent.ask's answer.
type AgentAskResult struct {
	// Output is the accepted answer.
	Output json.RawMessage `json:"output,omitempty"`
	// Agent (DID), Name and Worker (peer id) are the winner's; Price what it was paid at most
	// (base units).
	Agent  string `json:"agent,omitempty"`
	Name   string `json:"name,omitempty"`
	Worker string `json:"worker,omitempty"`
	Price  string `json:"price,omitempty"`
	// Explored: the exploration share gave this ask to a newcomer.
	Explored bool `json:"explored,omitempty"`
	// Asked nodes, Bids that passed the checks, Dropped bids by reason.
	Asked   int            `json:"asked"`
	Bids    int            `json:"bids"`
	Dropped map[string]int `json:"dropped,omitempty"`
	// Attempts are the winners called, in order.
	Attempts []AskAttempt `json:"attempts,omitempty"`
	// ChosenMs is the time from the ask to the winner chosen; TookMs to the answer.
	ChosenMs float64 `json:"chosenMs"`
	TookMs   float64 `json:"tookMs"`
	// Error says why no answer was accepted (the rest of the result says what happened).
	Error string `json:"error,omitempty"`
}
