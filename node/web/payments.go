package web

import (
	"context"
	"errors"
	"math/big"
	"sort"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/errcode"
	"github.com/agentsite/agentsite/node/units"
)

// spendRow is what this node spent on one paid agent: its paying channels to the agent's
// payout address (the agent's own address, so its DID) in one token, together.
type spendRow struct {
	// Agent is the name on the agent's card ("" when no card of it is known); DID its DID.
	Agent string
	DID   string
	Payee common.Address
	Token common.Address
	// Unit is Token as channel.list names it (Symbol empty: a token the node does not know).
	Unit units.Token
	// Channels counts the channels, Retired those whose withdrawal was asked.
	Channels, Retired int
	// Deposited is what they hold on chain, Spent the calls answered (what the agent may
	// claim), InFlight vouchers of calls not answered (or whose answer was lost).
	Deposited, Spent, InFlight *big.Int
	Calls                      uint64
}

// claimRow is what one of this node's paid agents earns from its callers: its earning
// channels in one token, together.
type claimRow struct {
	// Agent is the hosted agent whose payout address the channels pay ("" when none is hosted
	// now: an agent no longer paid still has vouchers to claim).
	Agent string
	Payee common.Address
	Token common.Address
	// Unit is Token as channel.list names it (Symbol empty: a token the node does not know).
	Unit units.Token
	// Channels counts the channels, Payers their distinct payers, Closing those whose payer
	// asked to withdraw (the node claims them before the end).
	Channels, Payers, Closing int
	// Held is the vouchers held, Claimed what the chain paid out of them, Pending what is held
	// and not claimed yet (the next claims), Unsettled upto charges not yet signed exactly.
	Held, Claimed, Pending, Unsettled *big.Int
}

// paymentsView is the wallet page's payments: spend per agent and claims.
type paymentsView struct {
	Spend  []spendRow
	Claims []claimRow
	// Totals are channel.list's answer (its totals per token in Totals.Totals).
	Totals apitypes.Channels
	// Off is set when the node runs without payments (no PaymentChannels deployment).
	Off bool
}

// payments reads channel.list and names the agents on both sides: the payees from their
// cards (one agent.search), the earners from the wallet's hosted agents.
func (a *App) payments(ctx context.Context, w apitypes.Wallet) (paymentsView, error) {
	var v paymentsView
	if err := a.invoke(ctx, "channel.list", nil, &v.Totals); err != nil {
		if isNoPayments(err) {
			v.Off = true
			return v, nil
		}
		return v, err
	}
	mine := map[common.Address]string{}
	for _, ag := range w.Agents {
		mine[ag.Address] = ag.Name
	}
	v.Spend, v.Claims = groupChannels(v.Totals.Channels, a.payeeNames(ctx, v.Totals.Channels), mine)
	return v, nil
}

// Bounds of payeeNames: the cards read one by one (agents not found by a search: paid agents
// need no stake), and how long they may take together.
const (
	maxCardLookups = 16
	cardLookups    = 2 * time.Second
)

// payeeNames names the payees of the paying channels from their agents' cards: one search
// (staked agents), then agent.card for the others whose channel does not record the agent it
// was opened for, within the bounds above (an agent left unnamed shows its DID).
func (a *App) payeeNames(ctx context.Context, chs []apitypes.Channel) map[common.Address]string {
	names := map[common.Address]string{}
	var known []apitypes.AgentSummary
	if a.invoke(ctx, "agent.search", apitypes.SearchQuery{Query: browseText, Limit: 200}, &known) == nil {
		for _, s := range known {
			if i := strings.LastIndex(s.DID, ":"); i >= 0 && common.IsHexAddress(s.DID[i+1:]) {
				names[common.HexToAddress(s.DID[i+1:])] = s.Name
			}
		}
	}
	ctx, cancel := context.WithTimeout(ctx, cardLookups)
	defer cancel()
	looked := 0
	for _, c := range chs {
		if _, ok := names[c.Payee]; ok || c.Role != "paying" || c.Agent != "" || c.PayeeDID == "" || looked == maxCardLookups || ctx.Err() != nil {
			continue
		}
		looked++
		var card cardView
		if a.invoke(ctx, "agent.card", map[string]string{"did": c.PayeeDID}, &card) == nil {
			names[c.Payee] = card.Name
		} else {
			names[c.Payee] = ""
		}
	}
	return names
}

type rowKey struct{ payee, token common.Address }

// groupChannels folds the channels into rows per (payee, token): spending by paid agent,
// claims by hosted agent; rows come in the order of their largest amount.
func groupChannels(chs []apitypes.Channel, names, mine map[common.Address]string) ([]spendRow, []claimRow) {
	spend := map[rowKey]*spendRow{}
	claims := map[rowKey]*claimRow{}
	payers := map[rowKey]map[common.Address]bool{}
	for _, c := range chs {
		k := rowKey{c.Payee, c.Token}
		if c.Role == "paying" {
			r := spend[k]
			if r == nil {
				r = &spendRow{DID: c.PayeeDID, Payee: c.Payee, Token: c.Token, Unit: unitOf(c),
					Deposited: new(big.Int), Spent: new(big.Int), InFlight: new(big.Int)}
				spend[k] = r
			}
			if r.Agent == "" {
				r.Agent = c.Agent // the name the node called it by (its channel's record)
			}
			if names[c.Payee] != "" {
				r.Agent = names[c.Payee] // the card's name, signed by the agent
			}
			r.Channels++
			if c.Retired {
				r.Retired++
			}
			add(r.Deposited, c.Deposited)
			add(r.Spent, c.Spent)
			add(r.InFlight, c.InFlight)
			r.Calls += c.Calls
			continue
		}
		r := claims[k]
		if r == nil {
			r = &claimRow{Agent: mine[c.Payee], Payee: c.Payee, Token: c.Token, Unit: unitOf(c), Held: new(big.Int), Claimed: new(big.Int), Pending: new(big.Int), Unsettled: new(big.Int)}
			claims[k], payers[k] = r, map[common.Address]bool{}
		}
		r.Channels++
		if !payers[k][c.Payer] {
			payers[k][c.Payer] = true
			r.Payers++
		}
		if c.WithdrawableAt != 0 {
			r.Closing++
		}
		add(r.Held, c.Held)
		add(r.Claimed, c.Claimed)
		add(r.Pending, c.Owed)
		add(r.Unsettled, c.Unsettled)
	}
	s := sortedRows(spend, func(r spendRow) (*big.Int, common.Address) { return r.Spent, r.Payee })
	return s, sortedRows(claims, func(r claimRow) (*big.Int, common.Address) { return r.Held, r.Payee })
}

// sortedRows lists rows by their amount, largest first, then by payee.
func sortedRows[T any](rows map[rowKey]*T, by func(T) (*big.Int, common.Address)) []T {
	out := make([]T, 0, len(rows))
	for _, r := range rows {
		out = append(out, *r)
	}
	sort.Slice(out, func(i, j int) bool {
		ai, pi := by(out[i])
		aj, pj := by(out[j])
		if c := ai.Cmp(aj); c != 0 {
			return c > 0
		}
		return pi.Hex() < pj.Hex()
	})
	return out
}

// add adds the decimal amount s (the API's exact strings; "" is 0) to v.
func add(v *big.Int, s string) {
	if x, ok := new(big.Int).SetString(s, 10); ok {
		v.Add(v, x)
	}
}

// isNoPayments reports whether err is the API saying it has no channel.list: the node runs
// without payments (its deployment has no PaymentChannels contract).
func isNoPayments(err error) bool {
	var ce errcode.Coded
	return errors.As(err, &ce) && ce.ErrorCode() == errcode.MethodNotFound
}

// unitOf is the unit of c's token as channel.list names it.
func unitOf(c apitypes.Channel) units.Token {
	return units.Token{Address: c.Token, Symbol: c.Symbol, Decimals: c.Decimals}
}

// amountIn shows v in unit: ETH, a token the node knows by its symbol with its decimals
// ("0.01 USDC"), another token's base units with its address.
func amountIn(v *big.Int, unit units.Token) string {
	if unit.Address == (common.Address{}) {
		return fmtBig(v, units.FormatETH)
	}
	if unit.Symbol == "" {
		return fmtBig(v, (*big.Int).String) + " base units of " + address(unit.Address)
	}
	return fmtBig(v, func(v *big.Int) string { return units.FormatToken(v, unit) })
}
