package node

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/units"
	"github.com/agentsite/agentsite/registry"
)

// payments is the node's side of paid calls (docs/ARCHITECTURE.md, "A paid call, end to
// end"): the payer (this node's calls to paid agents, through call.Paying), the payees (its
// own paid agents' payout addresses, each with a paychan.Checker, claimed by the claim loop),
// one store for all.
type payments struct {
	domain    paychan.Domain
	store     *paychan.LogStore
	payer     *paychan.Payer
	chks      map[common.Address]*paychan.Checker // by payee
	cli       *paychan.Client
	payee     *call.ChannelPayee // nil when no hosted agent is paid
	paying    *call.Paying       // set by startCalls
	claim     paychan.Policy
	challenge time.Duration
	prices    map[string]call.Price
	stake     common.Address // the stake token: the one ERC-20 the node pays in
}

// withdrawalRequested is the topic of IPaymentChannels.ChannelWithdrawalRequested.
var withdrawalRequested = crypto.Keccak256Hash([]byte("ChannelWithdrawalRequested(bytes32,uint64)"))

// errNoChannels: an agent has a price but the deployment has no PaymentChannels contract.
var errNoChannels = errors.New("node: the deployment has no PaymentChannels contract")

// startPayments opens the channel store and builds the payer and the payee. A deployment
// without PaymentChannels runs without payments (every call free), unless an agent has a
// price.
func (n *Node) startPayments(ctx context.Context) error {
	stake, err := n.esc.StakeToken(ctx)
	if err != nil {
		return fmt.Errorf("payments: stake token: %w", err)
	}
	prices, err := n.prices(stake)
	if err != nil {
		return err
	}
	addr, ok := n.dep.Contracts[deploy.NamePaymentChannels]
	if !ok {
		if len(prices) > 0 {
			return fmt.Errorf("%w: agents with a price cannot be paid (redeploy)", errNoChannels)
		}
		n.log.Info("payments off: the deployment has no PaymentChannels contract")
		return nil
	}
	p := &payments{domain: paychan.Domain{ChainID: n.dep.ChainID, Contract: addr}, cli: paychan.NewClient(n.sender, addr), prices: prices, stake: stake}
	pc := bindings.NewPaymentChannels()
	secs, err := chain.Read(ctx, n.sender.Backend(), n.sender.Decoder(), addr, pc.PackChallengePeriod(), pc.UnpackChallengePeriod)
	if err != nil {
		return fmt.Errorf("payments: challenge period: %w", err)
	}
	p.challenge = time.Duration(secs) * time.Second
	if p.claim, err = n.cfg.Payments.claimPolicy(p.challenge); err != nil {
		return err
	}
	if p.store, err = paychan.OpenLogStore(channelsLog(n.cfg.DataDir), n.cfg.Payments.Sync); err != nil {
		return err
	}
	n.onClose(p.store.Close)
	if p.payer, err = paychan.NewPayer(p.domain, n.nodeKey, p.store); err != nil {
		return err
	}
	// A checker for every payee: the paid agents' payout addresses, and any payee the store
	// holds vouchers for (an agent no longer paid still has them to claim).
	tokens := map[common.Address]*big.Int{{}: nil, stake: nil}
	p.chks = map[common.Address]*paychan.Checker{}
	payees := map[common.Address]bool{}
	for name := range prices {
		payees[n.agentKeys[name].Address()] = true
	}
	held, err := p.store.LoadHeld()
	if err != nil {
		return err
	}
	for _, h := range held {
		payees[h.Channel.Payee] = true
	}
	for payee := range payees {
		chk, err := paychan.NewChecker(p.domain, payee, payeeStore{p.store, payee}, time.Now, paychan.WithTokens(tokens),
			paychan.WithMaxStale(paychan.MaxStale(p.challenge, p.claim.Margin)))
		if err != nil {
			return err
		}
		p.chks[payee] = chk
	}
	if len(prices) > 0 {
		agents := map[string]call.PaidAgent{}
		for name, pr := range prices {
			payee := n.agentKeys[name].Address()
			agents[name] = call.PaidAgent{Price: pr, Payee: payee, Checker: p.chks[payee]}
		}
		p.payee = call.NewChannelPayee(p.cli, p.domain, agents)
	}
	n.pay = p
	return nil
}

// payeeStore is the part of the node's store that holds one payee's vouchers.
type payeeStore struct {
	s     *paychan.LogStore
	payee common.Address
}

var _ paychan.PayeeStore = payeeStore{}

func (v payeeStore) SaveHeld(h paychan.Held) error { return v.s.SaveHeld(h) }

func (v payeeStore) LoadHeld() ([]paychan.Held, error) {
	all, err := v.s.LoadHeld()
	var out []paychan.Held
	for _, h := range all {
		if h.Channel.Payee == v.payee {
			out = append(out, h)
		}
	}
	return out, err
}

// held is every payee's held vouchers.
func (p *payments) held() []paychan.Held {
	var out []paychan.Held
	for _, chk := range p.chks {
		out = append(out, chk.Held()...)
	}
	return out
}

// prices reads the hosted agents' prices (agents without one are free).
func (n *Node) prices(stakeToken common.Address) (map[string]call.Price, error) {
	out := map[string]call.Price{}
	for _, a := range n.cfg.Agents {
		pr, paid, err := agentPrice(a, stakeToken)
		if err != nil {
			return nil, err
		}
		if paid {
			out[a.Name] = pr
		}
	}
	return out, nil
}

// agentPrice reads a hosted agent's price: per call (price), or by use (pricePer1kTokens, at
// most priceCap a call, which is then the Amount a voucher authorises). paid is false for a
// free agent.
func agentPrice(a runtime.AgentConfig, stakeToken common.Address) (pr call.Price, paid bool, err error) {
	text, what := a.Price, "price"
	if a.UsePriced() {
		text, what = a.PriceCap, "priceCap"
	}
	if text == "" {
		return pr, false, nil
	}
	v, stake, err := parsePrice(text)
	if err != nil {
		return pr, false, fmt.Errorf("agent %q: %s: %w", a.Name, what, err)
	}
	pr.Amount = v
	if stake {
		pr.Token = stakeToken
	}
	if a.UsePriced() {
		per, perStake, err := parsePrice(a.PricePer1kTokens)
		if err != nil {
			return pr, false, fmt.Errorf("agent %q: pricePer1kTokens: %w", a.Name, err)
		}
		if perStake != stake {
			return pr, false, fmt.Errorf("agent %q: pricePer1kTokens and priceCap must be in the same token", a.Name)
		}
		pr.PerKTokens = per
	}
	return pr, true, nil
}

// payPrice is agent's price per call when it has one (its payments' terms).
func (n *Node) payPrice(agent string) (call.Price, bool) {
	if n.pay == nil {
		return call.Price{}, false
	}
	pr, ok := n.pay.prices[agent]
	return pr, ok
}

// cardPrice is agent's price as its card carries it (nil: free).
func (n *Node) cardPrice(agent string) *registry.Price {
	pr, ok := n.payPrice(agent)
	if !ok {
		return nil
	}
	tok := "ETH"
	if pr.Token != (common.Address{}) {
		tok = pr.Token.Hex()
	}
	rp := &registry.Price{Amount: pr.Amount.String(), Token: tok}
	if pr.PerKTokens != nil {
		rp.Per1kTokens = pr.PerKTokens.String()
	}
	return rp
}

// priceText shows a card's price for people ("0.0001 ETH", "0.5 AST"-like amounts of other
// tokens in base units with the token's address) and returns its exact amount and token.
func priceText(p *registry.Price) (text, amount, token string) {
	if p == nil {
		return "", "", ""
	}
	v, ok := new(big.Int).SetString(p.Amount, 10)
	if !ok {
		return "", "", ""
	}
	show := func(v *big.Int) string {
		if p.Token == "ETH" {
			return units.FormatETH(v)
		}
		return v.String() + " base units of " + p.Token
	}
	text = show(v)
	if per, ok := new(big.Int).SetString(p.Per1kTokens, 10); ok && p.Per1kTokens != "" {
		text = show(per) + " per 1k tokens, at most " + text
	}
	return text, p.Amount, p.Token
}

// caller is what every call from this node goes through: the paying client when payments
// are on (it pays paid agents, free ones cost nothing more), else the plain call client.
func (n *Node) caller() call.Calls {
	if n.pay != nil && n.pay.paying != nil {
		return n.pay.paying
	}
	return n.callCli
}

// payingClient wraps the call client in the payments policy (startCalls).
func (n *Node) payingClient(ctx context.Context) error {
	if n.pay == nil {
		return nil
	}
	pol, err := n.cfg.Payments.payPolicy()
	if err != nil {
		return err
	}
	// ETH and the stake token (18 decimals, as the policy's amounts): an agent asking for any
	// other token is refused, since the policy's bounds are base units whatever the token.
	pol.Tokens = []common.Address{n.pay.stake}
	if n.pay.paying, err = call.NewPaying(n.callCli, n.pay.payer, n.pay.cli, n.pay.domain, n.nodeKey.Address(), pol, n.log.With("component", "payments")); err != nil {
		return err
	}
	return n.pay.paying.Reconcile(ctx)
}

// startPaymentLoop runs the payee's loop until runCtx ends: every ClaimEvery it learns of
// withdrawals requested (the contract's events) and of stale channels (a read each), then
// claims what the policy says is due. It starts by syncing every held channel, so a
// restarted payee learns what happened while it was down and claims what it holds.
func (n *Node) startPaymentLoop(runCtx context.Context) {
	if n.pay == nil {
		return
	}
	n.wg.Add(1)
	go func() {
		defer n.wg.Done()
		log := n.log.With("component", "payments")
		var from uint64
		if head, err := n.rpc.BlockNumber(runCtx); err == nil {
			from = head + 1
		}
		for _, chk := range n.pay.chks {
			if err := n.pay.cli.Refresh(runCtx, chk); err != nil {
				log.Warn("payments: sync of held channels", "err", err)
			}
		}
		t := time.NewTicker(n.cfg.Payments.claimEvery())
		defer t.Stop()
		for {
			from = n.paymentRound(runCtx, from)
			select {
			case <-runCtx.Done():
				return
			case <-t.C:
			}
		}
	}()
}

// paymentRound is one round of the payee's loop; it returns the next block to watch from.
func (n *Node) paymentRound(ctx context.Context, from uint64) uint64 {
	log := n.log.With("component", "payments")
	from = n.watchWithdrawals(ctx, from)
	for payee, chk := range n.pay.chks {
		if err := n.pay.cli.Refresh(ctx, chk); err != nil {
			log.Warn("payments: refresh", "payee", payee.Hex(), "err", err)
		}
		sent, err := n.pay.cli.ClaimDue(ctx, chk, n.pay.claim, time.Now())
		if err != nil {
			log.Warn("payments: claim", "payee", payee.Hex(), "err", err)
		}
		if sent > 0 {
			log.Info("payments: claimed", "payee", payee.Hex(), "channels", sent)
		}
	}
	return from
}

// maxLogRange bounds one log query (RPC providers cap it).
const maxLogRange = 5_000

// watchWithdrawals syncs the held channels whose payer requested a withdrawal since block
// from, so the checker stops taking their vouchers and the policy claims them in time.
func (n *Node) watchWithdrawals(ctx context.Context, from uint64) uint64 {
	head, err := n.rpc.BlockNumber(ctx)
	if err != nil || head < from {
		return from
	}
	to := head
	if to-from > maxLogRange {
		to = from + maxLogRange
	}
	logs, err := n.rpc.FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{n.pay.domain.Contract},
		Topics: [][]common.Hash{{withdrawalRequested}}, FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to)})
	if err != nil {
		n.log.Warn("payments: withdrawal events", "err", err)
		return from
	}
	held := map[common.Hash]paychan.Held{}
	for _, h := range n.pay.held() {
		held[h.ID] = h
	}
	for _, l := range logs {
		if len(l.Topics) < 2 {
			continue
		}
		if h, ok := held[l.Topics[1]]; ok {
			if err := n.pay.cli.Sync(ctx, n.pay.chks[h.Channel.Payee], h.Channel); err != nil {
				n.log.Warn("payments: sync of a channel being withdrawn", "channel", h.ID.Hex(), "err", err)
				return from
			}
			n.log.Info("payments: payer asked to withdraw a channel", "channel", h.ID.Hex())
		}
	}
	return to + 1
}
