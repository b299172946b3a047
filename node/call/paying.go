package call

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/node/errcode"
	"github.com/agentsite/agentsite/node/runtime"
)

// PayPolicy bounds what a paying client spends (the node's "payments" config).
type PayPolicy struct {
	// MaxPrice is the most one call may cost (base units of its token); a call whose context
	// says WithMaxPrice uses that instead.
	MaxPrice *big.Int
	// MaxDeposit is the most deposited to one payee, all its channels together, and the most
	// deposited for one agent (node and name) by this process, whatever payees its terms
	// name: the payee is the agent's word.
	MaxDeposit *big.Int
	// Budget is the most deposited in all channels together.
	Budget *big.Int
	// DepositCalls is how many calls' worth a new channel or a top-up deposits (capped by
	// MaxDeposit and Budget).
	DepositCalls int64
	// Lanes is how many channels a payer keeps to one payee: one call is in flight on a
	// channel at a time (the payer never signs for more than the answered calls plus one), so
	// this many calls to one payee run in parallel.
	Lanes int
	// Tokens are the tokens the payer pays in besides ETH (the zero address), which it always
	// takes: the bounds above are base units whatever the token, so only tokens whose units
	// are worth what ETH's are may be listed (the node lists its stake token). An agent whose
	// terms name another token is refused before anything is approved or signed.
	Tokens []common.Address
	// Own are tokens paid within bounds of their own, in their base units (a token whose units
	// are not worth ETH's, such as USDC's 6 decimals): their deposits count against their own
	// Budget, not ETH's. A call's WithMaxPrice only lowers such a token's MaxPrice.
	Own map[common.Address]Bounds
}

// Bounds are one token's payment bounds, in its base units (PayPolicy's fields of the name).
type Bounds struct {
	MaxPrice, MaxDeposit, Budget *big.Int
}

// ChannelOpener is the chain side of paying; *paychan.Client satisfies it.
type ChannelOpener interface {
	Open(ctx context.Context, ch paychan.Channel, amount *big.Int) error
	TopUp(ctx context.Context, ch paychan.Channel, amount *big.Int) error
	State(ctx context.Context, id common.Hash) (paychan.State, error)
}

var _ ChannelOpener = (*paychan.Client)(nil)

// Calls is a call by peer and agent name; *Client and *Paying satisfy it: hand a Paying to
// any package whose calls must pay paid agents.
type Calls interface {
	Call(ctx context.Context, p peer.ID, agent, skill string, input json.RawMessage, onProgress runtime.ProgressFunc) (json.RawMessage, error)
}

var (
	_ Calls = (*Client)(nil)
	_ Calls = (*Paying)(nil)
)

// Paying is a Client that pays paid agents through payment channels: a call to an agent
// whose terms it does not know goes out as a free call (so free agents cost nothing more); a
// paid agent answers CodePaymentRequired with its terms, which Paying remembers; it then
// opens a channel to the payee (within its PayPolicy) and every call carries a voucher for
// one more price. A call that fails is not charged; one whose answer did not come (its deadline
// passed, its stream broke) is left unresolved: the payee runs a paid call on past the
// payer's deadline and commits it if it succeeds, and the next call adopts it as held, once
// (paychan.Payer.Resolve, Adopt). Safe for concurrent use.
type Paying struct {
	cli    *Client
	payer  *paychan.Payer
	chain  ChannelOpener
	domain paychan.Domain
	self   common.Address
	pol    PayPolicy
	log    *slog.Logger

	mu        sync.Mutex
	terms     map[string]Terms // by peer/agent
	known     map[peerAgent]*known
	lanes     map[laneKey]*lanes
	deposited *big.Int                    // all channels' deposits in ETH and Tokens (Budget)
	ownDep    map[common.Address]*big.Int // deposits in each of Own's tokens (its Budget)
	byAgent   map[string]*big.Int         // deposits made for each peer/agent since start (MaxDeposit)
	payees    map[string]map[laneKey]bool // lanes each peer/agent's calls opened channels on since start
	retired   map[common.Hash]bool
	openMu    sync.Mutex // one channel opened at a time (salts count the channels)

	// kept are retired channels whose deposit still counts (not withdrawn: retireKept).
	kept map[common.Hash]bool

	// fullOnly are the nodes (peer.ID) that refused a compact payment as an unknown field:
	// nodes from before it, paid in full from then on (payword.go).
	fullOnly sync.Map
}

// NewPaying pays through payer (whose key is every channel's payer and signer) and opens
// channels through chain on domain, within pol. The payer's channels saved before (a
// restart) are its lanes again.
func NewPaying(cli *Client, payer *paychan.Payer, chain ChannelOpener, domain paychan.Domain, self common.Address, pol PayPolicy, log *slog.Logger) (*Paying, error) {
	if pol.Lanes < 1 || pol.DepositCalls < 1 || pol.MaxPrice == nil || pol.MaxDeposit == nil || pol.Budget == nil {
		return nil, fmt.Errorf("%w: payments policy needs lanes, depositCalls, maxPrice, maxDeposit and budget", ErrBadConfig)
	}
	if log == nil {
		log = slog.Default()
	}
	p := &Paying{cli: cli, payer: payer, chain: chain, domain: domain, self: self, pol: pol, log: log,
		terms: map[string]Terms{}, known: map[peerAgent]*known{}, lanes: map[laneKey]*lanes{}, deposited: new(big.Int), ownDep: map[common.Address]*big.Int{}, byAgent: map[string]*big.Int{}, payees: map[string]map[laneKey]bool{}, retired: map[common.Hash]bool{}, kept: map[common.Hash]bool{}}
	for _, c := range payer.Channels() {
		if c.Channel.Payer != self {
			continue
		}
		if c.Deposited.Sign() == 0 {
			p.retired[c.ID] = true
			continue
		}
		l := p.lanesOf(laneKey{c.Channel.Payee, c.Channel.Token})
		p.countLocked(l, c.Deposited)
		if l.n >= p.pol.Lanes {
			// More funded channels than lanes (lanes lowered, channels retired with their
			// deposits kept): no lane, its deposit still counts until it is withdrawn (review
			// rv28a, finding 1: else the payer deposited it again past Budget and MaxDeposit).
			p.retired[c.ID], p.kept[c.ID] = true, true
			continue
		}
		l.n++
		l.free <- c.ID
	}
	return p, nil
}

// depositedIn is the counter of deposits token's budget limits: ETH's (shared with Tokens) or
// its own; p.mu is held or p is not shared yet.
func (p *Paying) depositedIn(token common.Address) *big.Int {
	if _, own := p.pol.Own[token]; !own {
		return p.deposited
	}
	d := p.ownDep[token]
	if d == nil {
		d = new(big.Int)
		p.ownDep[token] = d
	}
	return d
}

// limits are the most deposited to one payee and in all, in token.
func (p *Paying) limits(token common.Address) (maxDeposit, budget *big.Int) {
	if b, own := p.pol.Own[token]; own {
		return b.MaxDeposit, b.Budget
	}
	return p.pol.MaxDeposit, p.pol.Budget
}

// Payer is the voucher state (for wallets and channel listings).
func (p *Paying) Payer() *paychan.Payer { return p.payer }

// Client is the underlying call client.
func (p *Paying) Client() *Client { return p.cli }

// peerAgent names an agent on a node: the key of its terms on a call's path (the string key
// "peer/agent" formats the peer id in base58, ~3 µs and 3 allocations a call).
type peerAgent struct {
	pid   peer.ID
	agent string
}

// known are an agent's terms as learnt, with what every paid call derives from them: the
// string key the policy's counters use and the price read from its decimal once.
type known struct {
	key   string // peer/agent
	t     Terms
	price *big.Int // t.PriceWei(): nil when unreadable; never modified
}

// learn records t as the terms of agent a and returns them as known.
func (p *Paying) learn(a peerAgent, t Terms) *known {
	k := &known{key: a.pid.String() + "/" + a.agent, t: t, price: t.PriceWei()}
	p.mu.Lock()
	p.terms[k.key] = t
	p.known[a] = k
	p.mu.Unlock()
	return k
}

// Call calls skill of agent on node pid, paying when the agent asks to be paid.
func (p *Paying) Call(ctx context.Context, pid peer.ID, agent, skill string, input json.RawMessage, onProgress runtime.ProgressFunc) (json.RawMessage, error) {
	a := peerAgent{pid, agent}
	p.mu.Lock()
	k := p.known[a]
	p.mu.Unlock()
	if k == nil {
		return p.ask(ctx, a, skill, input, onProgress)
	}
	out, err := p.callPaid(ctx, a, pid, agent, skill, input, onProgress, k)
	if err == nil {
		return out, nil // (errors.As's target is allocated only for an error)
	}
	var kept keptRefusal
	if !errors.As(err, &kept) || !p.still(a, k) {
		return out, err
	}
	// The terms kept were refused here (a price over this call's maximum, a token or chain
	// this node does not pay in): the agent may have changed them since (a price cut, a new
	// card), which no call went out to learn. Ask again, unpaid (review rvpwp, finding 1:
	// else refused until the payer restarted); one round trip per such refusal.
	return p.ask(ctx, a, skill, input, onProgress)
}

// ask calls agent a unpaid: a free agent answers, a paid one names its terms (payment
// required), which are learnt and paid.
func (p *Paying) ask(ctx context.Context, a peerAgent, skill string, input json.RawMessage, onProgress runtime.ProgressFunc) (json.RawMessage, error) {
	out, err := p.cli.Call(ctx, a.pid, a.agent, skill, input, onProgress)
	if !errors.Is(err, ErrPaymentRequired) {
		return out, err
	}
	t, paid := PaymentTerms(err)
	if !paid {
		return nil, err
	}
	return p.callPaid(ctx, a, a.pid, a.agent, skill, input, onProgress, p.learn(a, t))
}

// keptRefusal is accept's refusal of an agent's terms as kept, before anything went out.
type keptRefusal struct{ error }

func (e keptRefusal) Unwrap() error { return e.error }

// still reports whether k are still the terms kept for agent a (none learnt since).
func (p *Paying) still(a peerAgent, k *known) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.known[a] == k
}

// maxAttempts bounds a paid call's retries: a held amount adopted, new terms learned.
const maxAttempts = 3

func (p *Paying) callPaid(ctx context.Context, a peerAgent, pid peer.ID, agent, skill string, input json.RawMessage, onProgress runtime.ProgressFunc, k *known) (json.RawMessage, error) {
	var lastErr error
	for attempt := 0; attempt < maxAttempts; attempt++ {
		t, key := k.t, k.key
		price, err := p.accept(ctx, t, k.price)
		if err != nil {
			return nil, keptRefusal{err}
		}
		ln, err := p.lane(ctx, key, t, price)
		if err != nil {
			return nil, err
		}
		out, err, again := p.once(ctx, key, ln.id, ln.ch, price, t.Scheme == SchemeUpto, pid, agent, skill, input, onProgress)
		if err == nil {
			ln.release()
			return out, nil
		}
		if busyRefusal(err) && p.leftRunning(ln.id) {
			// The payee still runs a call on this channel that we gave up waiting for (a paid
			// run goes on to the agent's own timeout, review rv4b finding 2): hold the lane out
			// for a while and take another (an idle one, a new one within Lanes, or wait).
			time.AfterFunc(busyCooling, ln.release)
			lastErr = err
			continue
		}
		ln.release()
		nt, termed := PaymentTerms(err)
		// A refusal naming another token or payee: the agent's terms changed since learnt (its
		// owner moved it from ETH to USDC); without learning them its callers were refused until
		// they restarted (review rvexact, finding 2).
		moved := termed && errors.Is(err, ErrPaymentRefused) && (nt.Token != t.Token || nt.Payee != t.Payee)
		if !again && !moved {
			return out, err
		}
		lastErr = err
		if termed && (errors.Is(err, ErrPaymentRequired) || moved) {
			k = p.learn(a, nt)
		}
	}
	return nil, lastErr
}

// busyCooling is how long a lane whose payee said it is busy (a run of ours it still does)
// stays out of the free lanes.
const busyCooling = 2 * time.Second

// busyRefusal reports the payee's refusal of a voucher because its channel is paying for
// another call: its terms' reason errcode.ReasonChannelBusy, or (payees before the reason)
// paychan.ErrBusy's words in its message.
func busyRefusal(err error) bool {
	var remote *Error
	if !errors.As(err, &remote) || remote.Code != CodePaymentRefused {
		return false
	}
	if t, ok := PaymentTerms(err); ok && t.Reason == errcode.ReasonChannelBusy {
		return true
	}
	return strings.Contains(remote.Message, paychan.ErrBusy.Error())
}

// leftRunning reports whether channel id has a voucher of ours unresolved (a call whose answer
// never came, which the payee may still run): only then is a busy refusal believed. An honest
// payee is busy on our channel only with such a run; one that calls a fresh voucher busy would
// else make each call open a new channel per retry, up to Lanes (review rv5b, finding 1).
func (p *Paying) leftRunning(id common.Hash) bool {
	c, ok := p.payer.Channel(id)
	return ok && c.Unresolved != nil
}

// once makes one paid call on channel id; again says a retry may succeed (the payee held a
// lost answer's voucher, or asks another price).
//
// A call at a fixed price pays with a word of the channel's hash chain (paychan.Payer.NextWord:
// one keccak each side instead of a signature); an upto call with a signed voucher for its cap.
func (p *Paying) once(ctx context.Context, key string, id common.Hash, ch paychan.Channel, price *big.Int, upto bool, pid peer.ID, agent, skill string, input json.RawMessage, onProgress runtime.ProgressFunc) (json.RawMessage, error, bool) {
	// No voucher for a node that cannot be reached: it would stay unresolved, and a second
	// one unanswered would be counted as answered (paychan.Payer.Resolve's guess).
	if err := p.cli.Ready(ctx, pid); err != nil {
		return nil, err, false
	}
	next := p.payer.NextWord
	if upto {
		next = p.payer.Next
	}
	v, err := next(id, price)
	if errors.Is(err, paychan.ErrInFlight) {
		// Left in flight by a crash: its call was never answered to us.
		if err := p.payer.Resolve(id, false); err != nil {
			return nil, fmt.Errorf("call: payment: %w", err), false
		}
		v, err = next(id, price)
	}
	if errors.Is(err, paychan.ErrNoFunds) {
		if err := p.topUp(ctx, key, id, ch, price); err != nil {
			return nil, err, false
		}
		v, err = next(id, price)
	}
	if err != nil {
		return nil, fmt.Errorf("call: payment: %w", err), false
	}
	// An upto call's settlement rides on every call until one is answered.
	var word ChainWord
	pay := wirePayment(ch, v, p.payer.Settlement(id), p.takesCompact(pid), &word) // compact for a word whose chain the payee holds
	var box receiptBox
	callCtx, got := ctx, (*receiptBox)(nil)
	if upto {
		// Only an upto call's answer carries a receipt (the payee's charge): a call at a fixed
		// price owes its voucher's amount.
		got = new(receiptBox)
		callCtx = withReceipt(ctx, got)
	}
	out, err := p.cli.CallPaid(callCtx, pid, agent, skill, input, onProgress, pay)
	if got != nil {
		box = *got
	}
	if err == nil {
		if box.got {
			p.charged(ctx, key, id, ch, pid, agent, price, box.r)
		} else if rerr := p.payer.Resolve(id, true); rerr != nil {
			p.log.Error("payment: answered call not recorded", "channel", id.Hex(), "err", rerr)
		}
		return out, nil, false
	}
	if p.adoptHeld(ctx, id, ch, pid, agent, err) {
		return nil, err, true
	}
	// A remote error is an answer: the server saves a voucher only with a successful one
	// (Server.handle), so this voucher is not held. Anything else (the stream broke, the
	// deadline passed) leaves it unresolved: the payee may hold it.
	var remote *Error
	if errors.As(err, &remote) {
		if rerr := p.payer.Refused(id); rerr != nil {
			p.log.Error("payment: refused call not recorded", "channel", id.Hex(), "err", rerr)
		}
		p.claimedAbove(ctx, id, price, err)
		if v.Word != nil && v.Word.Commit == nil && wordRefusal(remote) {
			// The payee holds no word of this chain (it lost its record, or holds another
			// voucher): the retry sends the chain's commitment with the word.
			return nil, err, true
		}
		if pay.Word != nil && p.refusedCompact(pid, remote) {
			return nil, err, true // a node from before the compact form: the retry pays in full
		}
	} else if rerr := p.payer.Resolve(id, false); rerr != nil {
		p.log.Error("payment: unanswered call not recorded", "channel", id.Hex(), "err", rerr)
	}
	return nil, err, errors.Is(err, ErrPaymentRequired)
}

// wordRefusal reports the payee's refusal of a word voucher sent without its chain's
// commitment (compact, or in full before) because it could not place the word: its reason
// errcode.ReasonNoChain, or (payees before the reason) paychan.ErrNoChain's or ErrBadWord's
// words in its message.
func wordRefusal(remote *Error) bool {
	if remote.Code != CodePaymentRefused {
		return false
	}
	if t, ok := PaymentTerms(remote); ok && t.Reason == errcode.ReasonNoChain {
		return true
	}
	return strings.Contains(remote.Message, paychan.ErrNoChain.Error()) || strings.Contains(remote.Message, paychan.ErrBadWord.Error())
}

// charged records an answered upto call at what its receipt says the channel owes (at most
// the voucher sent, and at most its tokens at the terms' price: else overcharged) and hands
// the payee the voucher for exactly that at once, so that it claims the use and not the cap;
// the next call on the channel carries it again.
func (p *Paying) charged(ctx context.Context, key string, id common.Hash, ch paychan.Channel, pid peer.ID, agent string, price *big.Int, r Receipt) {
	owed := r.OwedWei()
	if checked, ok := p.checkedOwed(key, id, price, r); ok && (owed == nil || owed.Cmp(checked) > 0) {
		owed = p.overcharged(id, owed, checked)
	}
	settle, err := p.payer.Charged(id, owed)
	if err != nil {
		p.log.Error("payment: charged call not recorded", "channel", id.Hex(), "err", err)
		return
	}
	if settle != nil {
		p.notify(ctx, id, ch, pid, agent, *settle)
	}
}

// notify sends settlement v of channel id to the payee's node (the next call carries it too).
func (p *Paying) notify(ctx context.Context, id common.Hash, ch paychan.Channel, pid peer.ID, agent string, v paychan.Voucher) {
	if err := p.cli.Notify(ctx, pid, agent, ch, v); err != nil {
		p.log.Debug("payment: settlement not sent (the next call carries it)", "channel", id.Hex(), "err", err)
	}
}

// accept checks t, whose price is price (t.PriceWei), against the policy and this node's
// deployment and returns its price.
func (p *Paying) accept(ctx context.Context, t Terms, price *big.Int) (*big.Int, error) {
	if price == nil {
		return nil, fmt.Errorf("%w: the agent asks an unreadable price %q", ErrPaymentRefused, t.Price)
	}
	own, isOwn := p.pol.Own[t.Token]
	if t.Token != (common.Address{}) && !slices.Contains(p.pol.Tokens, t.Token) && !isOwn {
		return nil, fmt.Errorf("%w: the agent is paid in token %s, which this node's payments policy does not pay in",
			ErrPaymentRefused, t.Token.Hex())
	}
	if t.ChainID != p.domain.ChainID || t.Contract != p.domain.Contract {
		return nil, fmt.Errorf("%w: the agent is paid on chain %d, contract %s; this node pays on chain %d, contract %s",
			ErrPaymentRefused, t.ChainID, t.Contract.Hex(), p.domain.ChainID, p.domain.Contract.Hex())
	}
	if in, ok := MaxPriceToken(ctx); ok && in != t.Token {
		return nil, fmt.Errorf("%w: %s asks %s in %s, the call's maximum is in %s (review rvexact, finding 1)",
			ErrPriceTooHigh, t.Payee.Hex(), price, tokenName(t.Token), tokenName(in))
	}
	max := p.pol.MaxPrice
	m, capped := MaxPriceFrom(ctx)
	if capped && (!cardBound(ctx) || isOwn || m.Cmp(max) < 0) {
		max = m // a card's price only lowers the policy's maximum (cardcap.go)
	}
	if isOwn && (!capped || own.MaxPrice.Cmp(max) < 0) {
		max = own.MaxPrice
	}
	if price.Cmp(max) > 0 {
		return nil, fmt.Errorf("%w: %s asks %s, the maximum is %s", ErrPriceTooHigh, t.Payee.Hex(), price, max)
	}
	return price, nil
}

// tokenName is token for messages: ETH or its address.
func tokenName(token common.Address) string {
	if token == (common.Address{}) {
		return "ETH"
	}
	return token.Hex()
}
