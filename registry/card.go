package registry

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/agentsite/agentsite/identity"
)

// CardKind is the EIP-712 statement kind a card signature is made under.
const CardKind = "agentsite/card/1"

// Card is a signed agent card. Times are unix milliseconds.
type Card struct {
	// A2A AgentCard fields.
	Name               string      `json:"name"`
	Description        string      `json:"description,omitempty"`
	Version            string      `json:"version,omitempty"`
	Skills             []Skill     `json:"skills"`
	DefaultInputModes  []string    `json:"defaultInputModes,omitempty"`
	DefaultOutputModes []string    `json:"defaultOutputModes,omitempty"`
	Interfaces         []Interface `json:"interfaces,omitempty"`

	// AgentSite fields.
	DID       identity.DID `json:"did"`
	AgentID   AgentID      `json:"agentId,omitempty"`
	Stake     string       `json:"stake,omitempty"` // decimal wei, as the card's author claims it
	Price     *Price       `json:"price,omitempty"`
	Node      NodeInfo     `json:"node"`
	IssuedAt  int64        `json:"issuedAt"`
	ExpiresAt int64        `json:"expiresAt"`
	Signature *Signature   `json:"signature,omitempty"`
}

// Skill is one thing the agent can do (A2A AgentSkill). Tags are the discovery keys: lower case,
// see NormalizeTag.
type Skill struct {
	ID          string   `json:"id"`
	Name        string   `json:"name"`
	Description string   `json:"description,omitempty"`
	Tags        []string `json:"tags"`
	Examples    []string `json:"examples,omitempty"`
}

// Interface is an endpoint where the agent can be called (A2A AgentInterface).
type Interface struct {
	URL       string `json:"url"`
	Transport string `json:"transport,omitempty"` // e.g. "agentsite/call/1", "JSONRPC", "HTTP+JSON"
}

// Price is what one call or task costs: Amount in the token's smallest unit, Token is "ETH" or
// an ERC-20 address. Per1kTokens, when set, prices calls by use (an llm agent's tokens, in the
// token's smallest unit per 1,000): Amount is then the most one call costs (its cap).
type Price struct {
	Amount      string `json:"amount"`
	Token       string `json:"token"`
	Per1kTokens string `json:"per1kTokens,omitempty"`
}

// NodeInfo says which libp2p node hosts the agent.
type NodeInfo struct {
	PeerID string   `json:"peerId"`
	Addrs  []string `json:"addrs,omitempty"`
}

// Signature is the signer's address and its 65-byte EIP-712 signature of the card statement.
type Signature struct {
	Signer common.Address `json:"signer"`
	Sig    hexutil.Bytes  `json:"sig"`
}

// AgentID is the on-chain agent id (ERC-721 token id) as a decimal string. It decodes from a
// JSON string or number and always encodes as a string.
type AgentID string

// UnmarshalJSON accepts "123" or 123.
func (a *AgentID) UnmarshalJSON(b []byte) error {
	s := strings.TrimSpace(string(b))
	if strings.HasPrefix(s, `"`) {
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
	}
	if s == "" {
		*a = ""
		return nil
	}
	if !isDecimal(s) {
		return fmt.Errorf("agentId %q is not a decimal integer", s)
	}
	*a = AgentID(s)
	return nil
}

// Address is the agent's address (from its DID).
func (c *Card) Address() common.Address { return c.DID.Address }

// Tags returns the card's distinct skill tags in order of first appearance.
func (c *Card) Tags() []string {
	seen := map[string]bool{}
	var out []string
	for _, s := range c.Skills {
		for _, t := range s.Tags {
			if !seen[t] {
				seen[t] = true
				out = append(out, t)
			}
		}
	}
	return out
}

// NormalizeTag lower-cases a tag and replaces runs of spaces with "-", the form cards must carry.
func NormalizeTag(t string) string {
	return strings.Join(strings.Fields(strings.ToLower(t)), "-")
}

// isDecimal reports whether s is a non-negative decimal integer without leading zeros.
func isDecimal(s string) bool {
	if s == "" || len(s) > 78 || (len(s) > 1 && s[0] == '0') {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
