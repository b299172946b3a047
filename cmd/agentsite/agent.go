package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math/big"
	"os"
	"strings"
	"text/tabwriter"

	"github.com/agentsite/agentsite/node/apitypes"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/units"
)

// The commands that find, read and call agents (stake and registration: agentstake.go).
var (
	cmdAgentSearch = &command{
		name: "agent search", args: "[<text>]", summary: "find agents on the network by text and/or skill",
		action: fresh[agentSearch],
	}
	cmdAgentCard = &command{
		name: "agent card", args: "<did>", summary: "show an agent's signed card",
		action: fresh[agentCard],
	}
	cmdAgentCall = &command{
		name: "agent call", args: "<did|local agent name> <skill>", summary: "call an agent's skill and print its answer",
		action: fresh[agentCall],
	}
	cmdAgentShow = &command{
		name: "agent show", args: "<agent name or DID>", summary: "show a hosted agent's stake (reserved, free), record and reputation on chain",
		action: fresh[agentShow],
	}
)

// agentSearch holds agent search's flags.
type agentSearch struct {
	skill string
	limit int
}

func (c *agentSearch) flags(fs *flag.FlagSet) {
	fs.StringVar(&c.skill, "skill", "", "only agents with this skill tag")
	fs.IntVar(&c.limit, "limit", 20, "at most this many results")
}

func (c *agentSearch) run(ctx context.Context, e *env, args []string) error {
	q := strings.Join(args, " ")
	if q == "" && c.skill == "" {
		return fmt.Errorf("give search text or --skill")
	}
	var res []apitypes.AgentSummary
	if err := e.call(ctx, "agent.search", apitypes.SearchQuery{Query: q, Skill: c.skill, Limit: c.limit}, &res); err != nil {
		return err
	}
	if e.asJSON {
		return e.printJSON(res)
	}
	if len(res) == 0 {
		fmt.Fprintln(e.stdout, "no agents found")
		return nil
	}
	tw := tabwriter.NewWriter(e.stdout, 2, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "NAME\tSKILLS\tPRICE\tSTAKE\tFROM\tSEEN\tDID")
	for _, r := range res {
		stake := "-"
		if v, ok := new(big.Int).SetString(r.Stake, 10); ok {
			stake = units.FormatStake(v)
		}
		price := "free"
		if r.Price != "" {
			price = r.Price
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", r.Name, strings.Join(r.Skills, ","), price, stake, r.Source, seenAgo(r.LastSeen), r.DID)
	}
	return tw.Flush()
}

type agentCard struct{ noFlags }

func (agentCard) run(ctx context.Context, e *env, args []string) error {
	if len(args) != 1 {
		return errUsage
	}
	if _, err := identity.ParseDID(args[0]); err != nil {
		return fmt.Errorf("%v: a DID looks like did:ethr:0x539:0xabc…", err)
	}
	var card json.RawMessage
	if err := e.call(ctx, "agent.card", map[string]string{"did": args[0]}, &card); err != nil {
		return err
	}
	return e.printJSON(card)
}

// agentCall holds agent call's flags.
type agentCall struct {
	input     string
	timeoutMs int64
	maxPrice  string
}

func (c *agentCall) flags(fs *flag.FlagSet) {
	fs.StringVar(&c.input, "input", "{}", "input JSON, @file.json, or - for stdin")
	fs.Int64Var(&c.timeoutMs, "timeout-ms", 0, "give up after this many milliseconds (0: the node's default)")
	fs.StringVar(&c.maxPrice, "max-price", "", "pay a paid agent at most this per call (\"0.0001 ETH\", \"1000 wei\": an agent paid in another token is not called; \"0.5 AST\"; \"50000 base\": base units of the agent's token; default: the price the agent's signed card announces, at most the node's payments.maxPrice; nothing for a free card)")
}

func (c *agentCall) run(ctx context.Context, e *env, args []string) error {
	if len(args) != 2 {
		return errUsage
	}
	in, err := readInput(c.input, os.Stdin)
	if err != nil {
		return err
	}
	p := apitypes.AgentCallParams{Skill: args[1], Input: in, TimeoutMs: c.timeoutMs}
	if c.maxPrice != "" {
		if p.MaxPrice, p.MaxPriceToken, err = maxPriceParam(c.maxPrice); err != nil {
			return fmt.Errorf("--max-price: %w", err)
		}
	}
	if strings.HasPrefix(args[0], "did:") {
		if _, err := identity.ParseDID(args[0]); err != nil {
			return err
		}
		p.DID = args[0]
	} else {
		p.Agent = args[0]
	}
	var out json.RawMessage
	if err := e.call(ctx, "agent.call", p, &out); err != nil {
		return err
	}
	return e.printJSON(out)
}

type agentShow struct{ noFlags }

func (agentShow) run(ctx context.Context, e *env, args []string) error {
	if len(args) != 1 {
		return errUsage
	}
	var a apitypes.AgentOnchain
	if err := e.call(ctx, "agent.onchain", map[string]string{"agent": args[0]}, &a); err != nil {
		return err
	}
	if e.asJSON {
		return e.printJSON(a)
	}
	printAgent(e.stdout, a)
	if p := agentPrice(ctx, e, args[0]); p != "" {
		fmt.Fprintf(e.stdout, "price       %s a call (paid by payment-channel voucher%s)\n", p, uptoNote(p))
	} else {
		fmt.Fprintln(e.stdout, "price       calls are free")
	}
	return nil
}

// agentPrice is the price per call of a hosted agent (by name) or of any agent (by DID, from
// its signed card); "" when free or unknown.
func agentPrice(ctx context.Context, e *env, agent string) string {
	if strings.HasPrefix(agent, "did:") {
		var card struct {
			Price *struct{ Amount, Token, Per1kTokens string } `json:"price"`
		}
		if e.call(ctx, "agent.card", map[string]string{"did": agent}, &card) != nil || card.Price == nil {
			return ""
		}
		tokens := nodeTokens(ctx, e)
		show := func(amount string) string { return tokens.FormatPrice(amount, card.Price.Token) }
		if card.Price.Per1kTokens != "" {
			return show(card.Price.Per1kTokens) + " per 1k tokens, at most " + show(card.Price.Amount)
		}
		return show(card.Price.Amount)
	}
	var infos []struct{ Name, Price, PricePer1kTokens, PriceCap string }
	if e.call(ctx, "agent.list", nil, &infos) != nil {
		return ""
	}
	for _, i := range infos {
		if i.Name == agent && i.PricePer1kTokens != "" {
			return i.PricePer1kTokens + " per 1k tokens, at most " + i.PriceCap
		}
		if i.Name == agent {
			return i.Price
		}
	}
	return ""
}

// nodeTokens are the tokens the node shows amounts of by symbol (node.status); none when it
// does not say.
func nodeTokens(ctx context.Context, e *env) units.Tokens {
	ts := units.Tokens{}
	var st struct {
		Node apitypes.Status `json:"node"`
	}
	if e.call(ctx, "node.status", nil, &st) != nil {
		return ts
	}
	for _, t := range st.Node.Tokens {
		ts[t.Address] = units.Token{Address: t.Address, Symbol: t.Symbol, Decimals: t.Decimals}
	}
	return ts
}

// uptoNote explains a price by use (agentPrice's "per 1k tokens") in `agent show`.
func uptoNote(price string) string {
	if strings.Contains(price, " per 1k tokens, at most ") {
		return "; the voucher authorises the cap, the tokens used are charged"
	}
	return ""
}

// maxPriceParam reads --max-price as agent.call's maxPrice and maxPriceToken: an amount of ETH
// is stated in ETH (the payer refuses an agent paid in another token, whose base units are not
// wei: review rvexact, finding 3), "N base" is base units of the agent's token, whatever it is,
// and an amount of the stake token is base units too (the CLI does not know its address).
func maxPriceParam(s string) (max, token string, err error) {
	if n, ok := strings.CutSuffix(strings.TrimSpace(s), " base"); ok {
		v, ok := new(big.Int).SetString(strings.TrimSpace(n), 10)
		if !ok || v.Sign() < 0 {
			return "", "", fmt.Errorf("%q: base units must be a whole number", s)
		}
		return v.String(), "", nil
	}
	v, err := parseAnyAmount(s)
	if err != nil {
		return "", "", err
	}
	if strings.HasSuffix(strings.ToUpper(strings.TrimSpace(s)), units.SymbolStake) {
		return v.String(), "", nil
	}
	return v.String(), "ETH", nil
}
