package main

import (
	"fmt"
	"io"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/apitypes"
)

// printTerms prints what a bounty asks of the agent that claims it and what the claim puts at
// stake: arbiter (and whether this node accepts it), reservation, maximum slash and forfeit in
// stake-token units, and the gates (minimum reputation, paid record and stake).
func printTerms(w io.Writer, v apitypes.BountyView, indent string) {
	x := v.Exposure
	sym := "stake units"
	if x != nil && x.Symbol != "" {
		sym = x.Symbol
	}
	arb := "none (a rejection ends by timeout, no slash)"
	if v.Arbiter != (common.Address{}) {
		arb = v.Arbiter.Hex() + " (not accepted by this node)"
		if x != nil && x.ArbiterAccepted {
			arb = v.Arbiter.Hex() + " (accepted by this node)"
		}
	}
	fmt.Fprintf(w, "%s    arbiter   %s\n", indent, arb)
	if x != nil {
		fmt.Fprintf(w, "%s    exposure  reserves %s %s until settled; a ruling slashes at most %s %s; an expired claim forfeits %s %s\n",
			indent, amount(x.Reservation), sym, amount(x.MaxSlash), sym, amount(x.Forfeit), sym)
	}
	if v.Reservation != nil || v.Forfeited != nil || (v.Slashed != nil && v.Slashed.Sign() > 0) {
		fmt.Fprintf(w, "%s    stake     reserved by the claim %s, slashed %s, forfeited %s %s\n",
			indent, amount(v.Reservation), amount(v.Slashed), amount(v.Forfeited), sym)
	}
	fmt.Fprintf(w, "%s    gates     min reputation %d, min paid record %d gwei-eq, min stake %s %s\n",
		indent, v.MinReputation, v.MinPaid, amount(v.MinStake), sym)
	if v.Refusal != nil {
		fmt.Fprintf(w, "%s    refused   %s\n", indent, v.Refusal.Reason)
	}
}

// printAgent prints agent show's answer.
func printAgent(w io.Writer, a apitypes.AgentOnchain) {
	sym := a.Symbol
	fmt.Fprintf(w, "agent #%d  owner %s  wallet %s  active %v\n", a.ID, a.Owner.Hex(), a.Wallet.Hex(), a.Active)
	fmt.Fprintf(w, "stake       %s %s (reserved by open claims %s, free %s), unbonding %s\n",
		amount(a.Stake), sym, amount(a.Reserved), amount(a.Free), amount(a.Unbonding))
	r := a.Reputation
	fmt.Fprintf(w, "record      paid %s gwei-eq, penalty %s gwei-eq, %d outcome(s)\n", intOr0(r.Paid), intOr0(r.Penalty), r.Count)
	fmt.Fprintf(w, "reputation  %d/100", r.Reputation)
	if r.FeedbackCount > 0 {
		fmt.Fprintf(w, "  (feedback %d entr(ies), average %d)", r.FeedbackCount, r.FeedbackAverage)
	}
	fmt.Fprintln(w)
}

// amount formats base units of an 18-decimal token ("-" when unknown).
func amount(v *big.Int) string {
	if v == nil {
		return "0"
	}
	return escrow.FormatAmount(v)
}

func intOr0(v *big.Int) string {
	if v == nil {
		return "0"
	}
	return v.String()
}
