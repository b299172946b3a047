// Package marketpolicy is a hosted agent's bounty policy as the node's config.json writes it
// (the "market" list): amounts with their units ("100 AST", "0.001 ETH"), the dispute default,
// and the escrow.Policy the market runs with (Policy.Escrow).
package marketpolicy

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/units"
)

// Policy is a hosted agent's bounty policy.
type Policy struct {
	// Agent is the hosted agent's name.
	Agent string `json:"agent"`
	// Stake registers the agent on chain with this stake if it is not registered yet. In the
	// file: "100 AST" or "100" (tokens), or base units with a suffix ("100000000000000000000 wei").
	Stake *escrow.BigString `json:"stake,omitempty"`
	// Skills the agent takes bounties for; empty means all its skills.
	Skills []string `json:"skills,omitempty"`
	// MinReward: bounties paying less are ignored. In the file: "0.001 ETH" or "0.001" (ETH),
	// "1000 gwei" or "1000 wei".
	MinReward *escrow.BigString `json:"minReward,omitempty"`
	// BidPrice is what the agent's bids ask (as minReward is written); empty: minReward. A
	// requester's counter may bring it down to minReward, the agent's floor, never below.
	BidPrice *escrow.BigString `json:"bidPrice,omitempty"`
	// Dispute rejections when the bounty has an arbiter; in the file true by default once Arbiters
	// are listed (an undisputed rejection is a concession: full penalty and forfeit).
	Dispute bool `json:"dispute,omitempty"`
	// Arbiters the agent accepts (addresses or did:ethr DIDs): it claims only bounties without
	// an arbiter or with one of these. Empty: only bounties without an arbiter.
	Arbiters []string `json:"arbiters,omitempty"`
	// MaxSlashBps caps a ruling's slash against the reward's value in stake, in bps (0: 10000,
	// the reward's value, which is also the escrow's bound).
	MaxSlashBps uint32 `json:"maxSlashBps,omitempty"`
	// MaxLoss caps what one claim can cost the stake (slash or expiry forfeit). In the file:
	// "10 AST" or "10" (tokens), or base units with a suffix; empty: a quarter of the free stake
	// (escrow.DefaultMaxLossBps).
	MaxLoss *escrow.BigString `json:"maxLoss,omitempty"`
	// MinTimeLeft is the least time before a bounty's deadline at which the agent claims
	// (empty: escrow.DefaultMinRunTime, at most the run timeout, plus 30s to submit).
	MinTimeLeft runtime.Duration `json:"minTimeLeft,omitempty"`
	// MaxRefusedBps and MaxFreshReward judge the requester of a bounty without an arbiter by its
	// record in the chain index: the most of its settled value it may have refused, in bps (0:
	// escrow.DefaultMaxRefusedBps, 2500; 10000: any requester), and the reward taken beyond what
	// its record backs (as minReward is written; empty: escrow.DefaultMaxFreshReward, 0.01 ETH).
	MaxRefusedBps  uint32            `json:"maxRefusedBps,omitempty"`
	MaxFreshReward *escrow.BigString `json:"maxFreshReward,omitempty"`
}

// amountJSON reads an amount from the config: a JSON string with or without a unit, or a
// JSON number of whole units.
func amountJSON(raw json.RawMessage, parse func(string) (*big.Int, error)) (*escrow.BigString, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	var s string
	if raw[0] == '"' {
		if err := json.Unmarshal(raw, &s); err != nil {
			return nil, err
		}
	} else {
		s = string(raw)
	}
	v, err := parse(s)
	if err != nil {
		return nil, err
	}
	return escrow.NewBigString(v), nil
}

// policyJSON is Policy as the file has it: amounts with their units.
type policyJSON struct {
	Agent       string           `json:"agent"`
	Stake       json.RawMessage  `json:"stake,omitempty"`
	Skills      []string         `json:"skills,omitempty"`
	MinReward   json.RawMessage  `json:"minReward,omitempty"`
	BidPrice    json.RawMessage  `json:"bidPrice,omitempty"`
	Dispute     *bool            `json:"dispute,omitempty"` // absent: true when arbiters are listed
	Arbiters    []string         `json:"arbiters,omitempty"`
	MaxSlashBps uint32           `json:"maxSlashBps,omitempty"`
	MaxLoss     json.RawMessage  `json:"maxLoss,omitempty"`
	MinTimeLeft runtime.Duration `json:"minTimeLeft,omitempty"`
	// MaxRefusedBps and MaxFreshReward: see Policy.
	MaxRefusedBps  uint32          `json:"maxRefusedBps,omitempty"`
	MaxFreshReward json.RawMessage `json:"maxFreshReward,omitempty"`
}

// UnmarshalJSON reads a policy with stake in AST and minReward in ETH (see units.ParseStake, units.ParseETH).
func (p *Policy) UnmarshalJSON(b []byte) error {
	var f policyJSON
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(&f); err != nil {
		return err
	}
	stake, err := amountJSON(f.Stake, units.ParseStake)
	if err != nil {
		return fmt.Errorf("market policy %q: stake: %w", f.Agent, err)
	}
	min, err := amountJSON(f.MinReward, units.ParseETH)
	if err != nil {
		return fmt.Errorf("market policy %q: minReward: %w", f.Agent, err)
	}
	bidPrice, err := amountJSON(f.BidPrice, units.ParseETH)
	if err != nil {
		return fmt.Errorf("market policy %q: bidPrice: %w", f.Agent, err)
	}
	maxLoss, err := amountJSON(f.MaxLoss, units.ParseStake)
	if err != nil {
		return fmt.Errorf("market policy %q: maxLoss: %w", f.Agent, err)
	}
	fresh, err := amountJSON(f.MaxFreshReward, units.ParseETH)
	if err != nil {
		return fmt.Errorf("market policy %q: maxFreshReward: %w", f.Agent, err)
	}
	dispute := len(f.Arbiters) > 0
	if f.Dispute != nil {
		dispute = *f.Dispute
	}
	*p = Policy{Agent: f.Agent, Stake: stake, Skills: f.Skills, MinReward: min, BidPrice: bidPrice, Dispute: dispute,
		Arbiters: f.Arbiters, MaxSlashBps: f.MaxSlashBps, MaxLoss: maxLoss, MinTimeLeft: f.MinTimeLeft,
		MaxRefusedBps: f.MaxRefusedBps, MaxFreshReward: fresh}
	return nil
}

// MarshalJSON writes the amounts with their symbols ("100 AST", "0.001 ETH").
func (p Policy) MarshalJSON() ([]byte, error) {
	f := policyJSON{Agent: p.Agent, Skills: p.Skills, Dispute: &p.Dispute,
		Arbiters: p.Arbiters, MaxSlashBps: p.MaxSlashBps, MinTimeLeft: p.MinTimeLeft, MaxRefusedBps: p.MaxRefusedBps}
	if p.Stake != nil {
		f.Stake, _ = json.Marshal(units.FormatStake(p.Stake.Int()))
	}
	if p.MinReward != nil {
		f.MinReward, _ = json.Marshal(units.FormatETH(p.MinReward.Int()))
	}
	if p.BidPrice != nil {
		f.BidPrice, _ = json.Marshal(units.FormatETH(p.BidPrice.Int()))
	}
	if p.MaxLoss != nil {
		f.MaxLoss, _ = json.Marshal(units.FormatStake(p.MaxLoss.Int()))
	}
	if p.MaxFreshReward != nil {
		f.MaxFreshReward, _ = json.Marshal(units.FormatETH(p.MaxFreshReward.Int()))
	}
	return json.Marshal(f)
}

// Validate checks what the file cannot: the arbiters parse and the risk limits are in range.
// Whether the agent is hosted is the node config's check.
func (p Policy) Validate() error {
	if _, err := ParseAccounts(p.Arbiters); err != nil {
		return fmt.Errorf("market policy for %q: arbiters: %w", p.Agent, err)
	}
	if p.MinTimeLeft < 0 || p.MaxSlashBps > 10_000 {
		return fmt.Errorf("market policy for %q: minTimeLeft must not be negative, maxSlashBps at most 10000", p.Agent)
	}
	return nil
}

// Escrow is the policy the market runs with for the agent registered as agentID, taking
// bounties for skills. A missing minReward is zero; arbiters must have passed Validate.
func (p Policy) Escrow(agentID uint64, skills []string) escrow.Policy {
	min := p.MinReward
	if min == nil {
		min = escrow.NewBigString(big.NewInt(0))
	}
	arbiters, _ := ParseAccounts(p.Arbiters) // checked by Validate
	return escrow.Policy{Agent: p.Agent, AgentID: agentID, Skills: skills, MinReward: min, BidPrice: p.BidPrice, Dispute: p.Dispute,
		Arbiters: arbiters, MaxSlashBps: p.MaxSlashBps, MaxLoss: p.MaxLoss, MinTimeLeft: time.Duration(p.MinTimeLeft),
		MaxRefusedBps: p.MaxRefusedBps, MaxFreshReward: p.MaxFreshReward}
}

// ParseAccounts reads a list of accounts given as addresses or did:ethr DIDs.
func ParseAccounts(list []string) ([]common.Address, error) {
	out := make([]common.Address, 0, len(list))
	for _, s := range list {
		a, err := ParseAccount(s)
		if err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, nil
}

// ParseAccount reads one address or did:ethr DID; the zero address is refused.
func ParseAccount(s string) (common.Address, error) {
	if common.IsHexAddress(s) {
		a := common.HexToAddress(s)
		if a == (common.Address{}) {
			return a, fmt.Errorf("%q is the zero address", s)
		}
		return a, nil
	}
	d, err := identity.ParseDID(s)
	if err != nil {
		return common.Address{}, fmt.Errorf("%q is neither an address nor a did:ethr DID", s)
	}
	return d.Address, nil
}
