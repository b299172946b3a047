package payments

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"os"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/units"
	"github.com/agentsite/agentsite/registry"
)

// Payments is the node's side of paid calls: the payer (this node's calls to paid agents,
// through call.Paying), the payees (its own paid agents' payout addresses, each with a
// paychan.Checker, claimed by the claim loop), one store for all. A nil *Payments is a node
// without payments: every call free.
type Payments struct {
	domain    paychan.Domain
	store     *paychan.LogStore
	payer     *paychan.Payer
	chks      map[common.Address]*paychan.Checker // by payee
	cli       *paychan.Client
	payee     *call.ChannelPayee // nil when no hosted agent is paid
	paying    *call.Paying       // set by StartPaying
	claim     paychan.Policy
	challenge time.Duration
	prices    map[string]call.Price
	stake     common.Address // the stake token: the one ERC-20 the node pays in
	tokens    []units.Token  // the deployment's EIP-3009 token: priced agents are paid in it too
	cfg       Config
	key       *identity.Key
	chain     Chain
	log       *slog.Logger
	fees      *paychan.FeeIndex // the contract's channels that may hold a fee (fees.go)
	feeMu     sync.Mutex        // one channel.collectFees at a time
	now       func() time.Time  // the checkers' and the claim loop's clock (nil: time.Now)
}

// clock is the time by p's clock.
func (p *Payments) clock() time.Time {
	if p.now == nil {
		return time.Now()
	}
	return p.now()
}

// Chain is what the claim loop and channel.close read of the chain (an ethclient.Client).
type Chain interface {
	BlockNumber(ctx context.Context) (uint64, error)
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
}

// StakeToken reads the escrow's stake token (escrow.Client.StakeToken).
type StakeToken interface {
	StakeToken(ctx context.Context) (common.Address, error)
}

// Deps are the node's parts payments run on.
type Deps struct {
	Deployment *deploy.Deployment
	Sender     *chain.Sender
	Chain      Chain
	Escrow     StakeToken
	Key        *identity.Key            // the node's account: the payer
	AgentKeys  map[string]*identity.Key // the hosted agents' keys: a paid agent's payout address
	Agents     []runtime.AgentConfig    // their prices
	DataDir    string                   // the channel store is under it (LogPath)
	Logger     *slog.Logger
	// Confirmations is how many blocks below the head the node's event readers stay
	// (chain.confirmations); 0: the fee index's default for the chain (feeConfirmations).
	Confirmations uint64
}

// withdrawalRequested is the topic of IPaymentChannels.ChannelWithdrawalRequested.
var withdrawalRequested = crypto.Keccak256Hash([]byte("ChannelWithdrawalRequested(bytes32,uint64)"))

// ErrNoChannels: an agent has a price but the deployment has no PaymentChannels contract.
var ErrNoChannels = errors.New("node: the deployment has no PaymentChannels contract")

// Open opens the channel store and builds the payer and the payee. A deployment without
// PaymentChannels runs without payments (nil, every call free), unless an agent has a price.
// Close closes the store.
func Open(ctx context.Context, cfg Config, d Deps) (*Payments, error) {
	stake, err := d.Escrow.StakeToken(ctx)
	if err != nil {
		return nil, fmt.Errorf("payments: stake token: %w", err)
	}
	toks, err := ReadTokens(ctx, d.Sender.Backend(), d.Deployment)
	if err != nil {
		return nil, err
	}
	prices, err := Prices(d.Agents, Units{Stake: stake, Tokens: toks})
	if err != nil {
		return nil, err
	}
	addr, ok := d.Deployment.Contracts[deploy.NamePaymentChannels]
	if !ok {
		if len(prices) > 0 {
			return nil, fmt.Errorf("%w: agents with a price cannot be paid (redeploy)", ErrNoChannels)
		}
		d.Logger.Info("payments off: the deployment has no PaymentChannels contract")
		return nil, nil
	}
	dom := paychan.Domain{ChainID: d.Deployment.ChainID, Contract: addr}
	p := &Payments{domain: dom, cli: paychan.NewClient(d.Sender, addr),
		prices: prices, stake: stake, tokens: toks, cfg: cfg, key: d.Key, chain: d.Chain, log: d.Logger,
		fees: paychan.NewFeeIndex(dom, d.Deployment.DeployBlock, 0).WithConfirmations(feeConfirmations(dom.ChainID, d.Confirmations))}
	pc := bindings.NewPaymentChannels()
	secs, err := chain.Read(ctx, d.Sender.Backend(), d.Sender.Decoder(), addr, pc.PackChallengePeriod(), pc.UnpackChallengePeriod)
	if err != nil {
		return nil, fmt.Errorf("payments: challenge period: %w", err)
	}
	p.challenge = time.Duration(secs) * time.Second
	if p.claim, err = cfg.ClaimPolicy(p.challenge); err != nil {
		return nil, err
	}
	if p.claim.MinValueIn, err = cfg.ClaimAtIn(toks); err != nil {
		return nil, fmt.Errorf("payments: %w", err)
	}
	if err := paychan.MigrateLog(legacyLogPath(d.DataDir), LogPath(d.DataDir)); err != nil {
		return nil, fmt.Errorf("payments: %w", err)
	}
	warnLegacyNewer(p.log, legacyLogPath(d.DataDir), LogPath(d.DataDir))
	if p.store, err = paychan.OpenLogStore(LogPath(d.DataDir), cfg.Sync); err != nil {
		return nil, err
	}
	if err := p.build(d.AgentKeys); err != nil {
		return nil, errors.Join(err, p.store.Close())
	}
	return p, nil
}

// build makes the payer, a checker for every payee, and the payee side of the paid agents.
func (p *Payments) build(keys map[string]*identity.Key) error {
	var err error
	if p.payer, err = paychan.NewPayer(p.domain, p.key, p.store); err != nil {
		return err
	}
	// A checker for every payee: the paid agents' payout addresses, and any payee the store
	// holds vouchers for (an agent no longer paid still has them to claim).
	tokens := map[common.Address]*big.Int{{}: nil, p.stake: nil}
	for _, t := range p.tokens {
		tokens[t.Address] = nil // a USDC-priced agent's channels are ERC-20 channels in USDC
	}
	p.chks = map[common.Address]*paychan.Checker{}
	payees := map[common.Address]bool{}
	for name := range p.prices {
		payees[keys[name].Address()] = true
	}
	held, err := p.store.LoadHeld()
	if err != nil {
		return err
	}
	for _, h := range held {
		payees[h.Channel.Payee] = true
	}
	for payee := range payees {
		chk, err := paychan.NewChecker(p.domain, payee, payeeStore{p.store, payee}, p.clock, paychan.WithTokens(tokens),
			paychan.WithMaxStale(paychan.MaxStale(p.challenge, p.claim.Margin)), paychan.WithUnverified(p.cfg.UnverifiedCalls()))
		if err != nil {
			return err
		}
		p.chks[payee] = chk
	}
	if len(p.prices) > 0 {
		agents := map[string]call.PaidAgent{}
		for name, pr := range p.prices {
			payee := keys[name].Address()
			agents[name] = call.PaidAgent{Price: pr, Payee: payee, Checker: p.chks[payee]}
		}
		p.payee = call.NewChannelPayee(p.cli, p.domain, agents)
	}
	return nil
}

// Close saves the payer's answered calls not saved yet (paychan.Payer.Flush) and closes the
// channel store.
func (p *Payments) Close() error { return errors.Join(p.payer.Flush(), p.store.Close()) }

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
func (p *Payments) held() []paychan.Held {
	var out []paychan.Held
	for _, chk := range p.chks {
		out = append(out, chk.Held()...)
	}
	return out
}

// Prices reads the hosted agents' prices (agents without one are free).
func Prices(agents []runtime.AgentConfig, u Units) (map[string]call.Price, error) {
	out := map[string]call.Price{}
	for _, a := range agents {
		pr, paid, err := AgentPrice(a, u)
		if err != nil {
			return nil, err
		}
		if paid {
			out[a.Name] = pr
		}
	}
	return out, nil
}

// AgentPrice reads a hosted agent's price: per call (price), or by use (pricePer1kTokens, at
// most priceCap a call, which is then the Amount a voucher authorises). paid is false for a
// free agent. Prices are in ETH, the stake token or a token of u (by symbol).
func AgentPrice(a runtime.AgentConfig, u Units) (pr call.Price, paid bool, err error) {
	text, what := a.Price, "price"
	if a.UsePriced() {
		text, what = a.PriceCap, "priceCap"
	}
	if text == "" {
		return pr, false, nil
	}
	v, token, err := ParsePrice(text, u)
	if err != nil {
		return pr, false, fmt.Errorf("agent %q: %s: %w", a.Name, what, err)
	}
	pr.Amount, pr.Token = v, token
	if a.UsePriced() {
		per, perToken, err := ParsePrice(a.PricePer1kTokens, u)
		if err != nil {
			return pr, false, fmt.Errorf("agent %q: pricePer1kTokens: %w", a.Name, err)
		}
		if perToken != token {
			return pr, false, fmt.Errorf("agent %q: pricePer1kTokens and priceCap must be in the same token", a.Name)
		}
		pr.PerKTokens = per
	}
	return pr, true, nil
}

// Tokens are the tokens prices are shown in by symbol: the stake token and the deployment's
// EIP-3009 token, with their decimals.
func (p *Payments) Tokens() units.Tokens {
	if p == nil {
		return units.Tokens{}
	}
	return units.TokensOf(append([]units.Token{stakeToken(p.stake)}, p.tokens...)...)
}

// Payee is the call server's side of the paid agents (nil when none is paid).
func (p *Payments) Payee() *call.ChannelPayee {
	if p == nil {
		return nil
	}
	return p.payee
}

// Price is agent's price per call when it has one (its payments' terms).
func (p *Payments) Price(agent string) (call.Price, bool) {
	if p == nil {
		return call.Price{}, false
	}
	pr, ok := p.prices[agent]
	return pr, ok
}

// CardPrice is agent's price as its card carries it (nil: free).
func (p *Payments) CardPrice(agent string) *registry.Price {
	pr, ok := p.Price(agent)
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

// Paying is the paying client every call from the node goes through (it pays paid agents,
// free ones cost nothing more); nil without payments or before StartPaying.
func (p *Payments) Paying() *call.Paying {
	if p == nil {
		return nil
	}
	return p.paying
}

// StartPaying wraps the call client in the payments policy and reconciles the channels.
func (p *Payments) StartPaying(ctx context.Context, cli *call.Client) error {
	pol, err := p.cfg.PayPolicy()
	if err != nil {
		return err
	}
	// ETH and the stake token (18 decimals, as the policy's amounts), and the deployment's
	// EIP-3009 token within bounds of its own (payments.tokens): an agent asking for any other
	// token is refused.
	pol.Tokens = []common.Address{p.stake}
	if pol.Own, err = p.cfg.OwnBounds(p.tokens); err != nil {
		return fmt.Errorf("payments: %w", err)
	}
	if p.paying, err = call.NewPaying(cli, p.payer, p.cli, p.domain, p.key.Address(), pol, p.log); err != nil {
		return err
	}
	return p.paying.Reconcile(ctx)
}

// Run is the payee's loop, until ctx ends: every ClaimEvery it learns of withdrawals
// requested (the contract's events) and of stale channels (a read each), then claims what the
// policy says is due. It starts by syncing every held channel, so a restarted payee learns
// what happened while it was down and claims what it holds. It watches events from the head
// it reads at start (or, when that read fails, from the first round's head less one query's
// range).
func (p *Payments) Run(ctx context.Context) {
	var from uint64
	if head, err := p.chain.BlockNumber(ctx); err == nil {
		from = head + 1
	}
	for _, chk := range p.chks {
		if err := p.cli.Refresh(ctx, chk); err != nil {
			p.log.Warn("payments: sync of held channels", "err", err)
		}
	}
	t := time.NewTicker(p.cfg.ClaimInterval())
	defer t.Stop()
	for {
		from = p.round(ctx, from)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// round is one round of the payee's loop; it returns the next block to watch from.
func (p *Payments) round(ctx context.Context, from uint64) uint64 {
	from = p.watchWithdrawals(ctx, from)
	for payee, chk := range p.chks {
		if err := p.cli.Refresh(ctx, chk); err != nil {
			p.log.Warn("payments: refresh", "payee", payee.Hex(), "err", err)
		}
		sent, err := p.cli.ClaimDue(ctx, chk, p.claim, p.clock())
		if err != nil {
			p.log.Warn("payments: claim", "payee", payee.Hex(), "err", err)
		}
		if sent > 0 {
			p.log.Info("payments: claimed", "payee", payee.Hex(), "channels", sent)
		}
	}
	return from
}

// maxLogRange bounds one log query (RPC providers cap it).
const maxLogRange = 5_000

// watchWithdrawals syncs the held channels whose payer requested a withdrawal since block
// from, so the checker stops taking their vouchers and the policy claims them in time.
func (p *Payments) watchWithdrawals(ctx context.Context, from uint64) uint64 {
	head, err := p.chain.BlockNumber(ctx)
	if err != nil || head < from {
		return from
	}
	if from == 0 {
		// Run could not read the head as it started (the endpoint down): watch the last
		// query's range up to the head, not from block 0 on, 5,000 blocks a round, which on
		// a public chain took a day to reach the present (review rv28b, finding 3).
		from = head - min(head, maxLogRange)
	}
	to := head
	if to-from > maxLogRange {
		to = from + maxLogRange
	}
	logs, err := p.chain.FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{p.domain.Contract},
		Topics: [][]common.Hash{{withdrawalRequested}}, FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to)})
	if err != nil {
		p.log.Warn("payments: withdrawal events", "err", err)
		return from
	}
	held := map[common.Hash]paychan.Held{}
	for _, h := range p.held() {
		held[h.ID] = h
	}
	for _, l := range logs {
		if len(l.Topics) < 2 {
			continue
		}
		if h, ok := held[l.Topics[1]]; ok {
			if err := p.cli.Sync(ctx, p.chks[h.Channel.Payee], h.Channel); err != nil {
				p.log.Warn("payments: sync of a channel being withdrawn", "channel", h.ID.Hex(), "err", err)
				return from
			}
			p.log.Info("payments: payer asked to withdraw a channel", "channel", h.ID.Hex())
		}
	}
	return to + 1
}

// warnLegacyNewer says when the log of builds before channels.v2.log was written after the
// current one (a downgraded node ran on this directory, or a backup was restored over it):
// it is never read again, and what it holds since is the operator's to claim or close.
func warnLegacyNewer(log *slog.Logger, legacy, path string) {
	old, err := os.Stat(legacy)
	if err != nil {
		return
	}
	cur, err := os.Stat(path)
	if err != nil || !old.ModTime().After(cur.ModTime()) {
		return
	}
	log.Warn("payments: the older channel log was written after this one and is not read: vouchers or channels saved there since (a downgrade, a restored backup) are not this node's; claim or close them with the build that wrote them",
		"older", legacy, "read", path)
}
