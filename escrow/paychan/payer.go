package paychan

import (
	"fmt"
	"math/big"
	"sync"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/identity"
)

// PayerChannel is the payer's record of one channel.
type PayerChannel struct {
	ID      common.Hash `json:"id"`
	Channel Channel     `json:"channel"`
	// Deposited is what the payer put in (as the contract says).
	Deposited *big.Int `json:"deposited"`
	// Answered is the cumulative amount of the calls answered: the highest voucher owed.
	Answered *big.Int `json:"answered"`
	// InFlight is the amount of the voucher handed out for the call in flight (nil if none).
	// After a crash it is unresolved: the payee may or may not hold it.
	InFlight *big.Int `json:"inFlight,omitempty"`
	// Epoch is the channel's epoch on chain; vouchers are signed for it.
	Epoch uint32 `json:"epoch,omitempty"`
	// Unresolved is the amount of the last voucher whose call was not answered: the payee may
	// hold it (the answer was lost) or not (the call failed before it). Nil when none.
	Unresolved *big.Int `json:"unresolved,omitempty"`
	// Guessed is set when an unresolved voucher was counted as answered without the payee
	// saying so (see Resolve); cleared by the next answered call.
	Guessed bool `json:"guessed,omitempty"`
	// Settle is the voucher for exactly Answered, signed after an upto call charged less than
	// its voucher authorised (Charged, Adopt): the payee claims it instead of the higher one.
	// It goes with every call on the channel until one is answered (nil when none is due).
	Settle *Voucher `json:"settle,omitempty"`
	// Calls counts the calls answered (charged) on the channel in its epoch.
	Calls uint64 `json:"calls,omitempty"`
	// Agent names the agent the channel was opened to pay (its name on its node), for people.
	Agent string `json:"agent,omitempty"`
	// Chain is the commitment of the hash chain the channel's fixed-price calls pay with (word
	// vouchers), saved before its first word is handed out; its words are not saved: a
	// restarted payer derives them again from its key (NewChain). Nil when none.
	Chain *Commit `json:"chain,omitempty"`
}

// Payer is the paying side: it signs vouchers, at most one in flight per channel, and records
// each before handing it out, so it never hands out a voucher for more than the calls answered
// plus the one in flight, across crashes. Once a call ends it signs the channel's next voucher
// in the background (the answered amount plus the last price), in memory only: Next hands it
// out after saving it as in flight, as it does a voucher it signs on the spot, and a payer
// killed meanwhile leaves nothing of it (see presigned). Safe for concurrent use.
type Payer struct {
	sep   common.Hash
	key   *identity.Key
	store PayerStore

	mu sync.Mutex
	ch map[common.Hash]*payerChan

	secret   common.Hash // the seed of the payer's chains (ChainSecret)
	chainLen uint32      // the length of the chains it starts
}

// payerChan is a channel's record with the payer's state of it in memory: one lookup a call.
type payerChan struct {
	// PayerChannel is the record, replaced whole (copied out under Payer.mu only).
	PayerChannel
	lane lane // in memory only
	// unsaved says the record changed since it was saved: an answered call (Resolve) is
	// saved with the channel's next voucher (takeFlight) or by Flush.
	unsaved bool
}

// NewPayer loads the payer's channels from store; key signs vouchers (the channels' signer).
func NewPayer(d Domain, key *identity.Key, store PayerStore, opts ...PayerOption) (*Payer, error) {
	cs, err := store.LoadChannels()
	if err != nil {
		return nil, fmt.Errorf("paychan: payer: %w", err)
	}
	p := &Payer{sep: d.Separator(), key: key, store: store, ch: make(map[common.Hash]*payerChan, len(cs)),
		secret: ChainSecret(key), chainLen: DefaultChainLength}
	for _, o := range opts {
		o(p)
	}
	for i := range cs {
		p.ch[cs[i].ID] = &payerChan{PayerChannel: cs[i]}
	}
	return p, nil
}

// Add records a channel the payer opened (or topped up) with deposited in total, in the epoch
// already recorded (0 for a new channel).
func (p *Payer) Add(ch Channel, deposited *big.Int) (common.Hash, error) {
	return p.add(ch, deposited, nil)
}

// Reopen records a channel the payer opened again after a withdrawal, in the chain's epoch:
// the vouchers of the earlier epoch are void, so the count starts again from zero.
func (p *Payer) Reopen(ch Channel, epoch uint32, deposited *big.Int) (common.Hash, error) {
	return p.add(ch, deposited, &epoch)
}

func (p *Payer) add(ch Channel, deposited *big.Int, epoch *uint32) (common.Hash, error) {
	if ch.Signer != p.key.Address() {
		return common.Hash{}, fmt.Errorf("paychan: channel signer %s is not this payer's key %s", ch.Signer.Hex(), p.key.Address().Hex())
	}
	id := ch.ID(p.sep)
	p.mu.Lock()
	defer p.mu.Unlock()
	n := PayerChannel{ID: id, Channel: ch, Deposited: new(big.Int).Set(deposited), Answered: new(big.Int)}
	if old, ok := p.ch[id]; ok && (epoch == nil || *epoch == old.Epoch) {
		n.Answered, n.InFlight, n.Epoch, n.Unresolved, n.Guessed, n.Settle = old.Answered, old.InFlight, old.Epoch, old.Unresolved, old.Guessed, old.Settle
		n.Calls, n.Agent, n.Chain = old.Calls, old.Agent, old.Chain
		if n.Deposited.Cmp(old.Deposited) > 0 {
			// Topped up: the payee knows the old deposit, and reads the chain again only for
			// a voucher that verifies alone; the next word carries its commitment (review
			// rvpwo, finding 3: the call after each top-up was refused).
			old.lane.word.acked = false
		}
	} else if epoch != nil {
		n.Epoch = *epoch
		if ok {
			n.Agent = old.Agent // a reopened channel pays the same agent
		}
	}
	if err := p.store.SaveChannel(n); err != nil {
		return common.Hash{}, err
	}
	if c := p.ch[id]; c != nil {
		c.PayerChannel = n
	} else {
		p.ch[id] = &payerChan{PayerChannel: n}
	}
	return id, nil
}

// Next signs the voucher for one more call at price on channel id. It refuses while another
// call is in flight and when the deposit cannot cover it; the in-flight amount is saved before
// the voucher is returned. The voucher is the one signed in the background when the last call
// ended, if it is for this amount (the price did not change), else it is signed now.
func (p *Payer) Next(id common.Hash, price *big.Int) (Voucher, error) {
	if price == nil || price.Sign() <= 0 {
		return Voucher{}, fmt.Errorf("%w: price %v", ErrBadAmount, price)
	}
	f, err := p.takeFlight(id, price, false)
	if err != nil {
		return Voucher{}, err
	}
	n, pre := f.n, f.pre
	amount := n.InFlight
	// The channel is in flight now: no other Next signs on it until its call ends, so the
	// signature is made outside the lock.
	v, ok := pre.ready(n.Epoch, amount)
	if !ok {
		if v, err = SignAt(p.sep, id, n.Epoch, amount, p.key); err != nil {
			if rerr := p.Refused(id); rerr != nil {
				err = fmt.Errorf("%w (and %w)", err, rerr)
			}
			return Voucher{}, err
		}
	}
	p.mu.Lock()
	if c := p.ch[id]; c != nil && c.InFlight != nil {
		// a voucher held above the chain's words: the next word carries its commitment
		l := &c.lane
		l.words, l.word.acked = false, false
		l.sent = signed(v)
		p.presignLocked(&c.PayerChannel, l, new(big.Int).Add(amount, l.price))
	}
	p.mu.Unlock()
	return v, nil
}

// flight is a call taken in flight (takeFlight): the channel's new record, the voucher signed
// ahead for a call on it (lane.next, nil: none; pre.ready says whether it is this call's), and
// for a call paying with a word its lane's chain state, as sent.
type flight struct {
	n    PayerChannel
	pre  *presigned
	word wordLane
}

// takeFlight saves one more call at price as channel id's call in flight, when the channel can
// pay it, and returns it. words says the call pays with a word (NextWord): no voucher is signed
// ahead for the next one, and the lane's chain is marked sent (word hands out a word of it or
// of a new one, or the call is refused).
func (p *Payer) takeFlight(id common.Hash, price *big.Int, words bool) (flight, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	c, ok := p.ch[id]
	if !ok {
		return flight{}, fmt.Errorf("%w: %s", ErrUnknownChannel, id.Hex())
	}
	if c.InFlight != nil {
		return flight{}, fmt.Errorf("%w: %s", ErrInFlight, c.InFlight)
	}
	amount := sumInt(c.Answered, price) // (one allocation: a paid call's)
	if amount.Cmp(c.Deposited) > 0 {
		return flight{}, fmt.Errorf("%w: %s + %s > %s", ErrNoFunds, c.Answered, price, c.Deposited)
	}
	if amount.Cmp(MaxAmount) > 0 || c.Epoch > MaxEpoch {
		return flight{}, fmt.Errorf("%w: %s in epoch %d", ErrBadAmount, amount, c.Epoch)
	}
	n := c.PayerChannel
	n.InFlight = amount
	if err := p.store.SaveChannel(n); err != nil {
		return flight{}, fmt.Errorf("paychan: save in-flight voucher: %w", err)
	}
	c.PayerChannel, c.unsaved = n, false
	l := &c.lane
	pre := l.next
	if l.price == nil || l.price.Cmp(price) != 0 {
		l.price = new(big.Int).Set(price)
	}
	l.next, l.sent = nil, nil
	f := flight{n: n, pre: pre}
	if words {
		l.words = true
		l.word.sent = true
		f.word = l.word
	}
	return f, nil
}

// Resolve ends the call in flight on channel id: answered, its voucher is owed; not answered
// (failed, timed out, refused), it is not charged and the next call signs the same amount,
// and the voucher stays unresolved: the payee may hold it if only its answer was lost. When
// that same amount goes unanswered again, the payee most likely holds it and refuses the
// repeat (a payee that says so is handled exactly by Adopt), so it is counted as answered,
// once until a call is answered again: the channel moves on instead of refusing every call.
// The cost is at most one price per such guess, and only if the payee never had the voucher.
func (p *Payer) Resolve(id common.Hash, answered bool) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	c, ok := p.ch[id]
	if !ok || c.InFlight == nil {
		return nil
	}
	n := c.PayerChannel
	switch {
	case answered:
		// The call carried the pending settlement (Paying sends it with every call): the
		// payee took it before it answered. Not saved now: the channel's next voucher saves
		// it with its own amount in flight (one save a call), and a payer killed before that
		// finds this call's voucher in flight on restart, unresolved, which the payee's
		// refusal of it as held resolves (Adopt). Flush saves it otherwise.
		n.Answered, n.Unresolved, n.Guessed, n.Settle = n.InFlight, nil, false, nil
		n.Calls++
		n.InFlight = nil
		c.PayerChannel, c.unsaved = n, true
		c.lane.endWordLocked(true)
		p.prepareLocked(c)
		return nil
	case n.Unresolved != nil && n.Unresolved.Cmp(n.InFlight) == 0 && !n.Guessed:
		n.Answered, n.Unresolved, n.Guessed = n.InFlight, nil, true
		n.Calls++
	default:
		n.Unresolved = n.InFlight
	}
	n.InFlight = nil
	if err := p.store.SaveChannel(n); err != nil {
		return err
	}
	c.PayerChannel = n
	c.lane.endWordLocked(false)
	p.prepareLocked(c)
	return nil
}

// Refused ends the call in flight on channel id that the payee answered with a refusal made
// before it could hold the voucher (busy, rate limited, a bad request, a failed run: a payee
// saves a voucher only with a successful answer): not charged, and unlike Resolve(id, false)
// it is never counted as answered later; what was unresolved before stays so.
func (p *Payer) Refused(id common.Hash) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	c, ok := p.ch[id]
	if !ok || c.InFlight == nil {
		return nil
	}
	n := c.PayerChannel
	n.InFlight = nil
	if err := p.store.SaveChannel(n); err != nil {
		return err
	}
	c.PayerChannel = n
	c.lane.endWordLocked(false)
	p.prepareLocked(c)
	return nil
}

// Adopt takes the amount the payee says it holds (its refusal, HeldAmount) as answered when it
// is at most the amount of a voucher this payer left unresolved (sent for a call whose answer
// never came): the answer to it was lost, the payee can claim that voucher anyway, and the
// next call signs above the amount (settled by a voucher of its own when below the
// unresolved one: an upto charge). Any other amount is refused (ErrNotInFlight), the voucher in flight included when
// it was never sent before: a payee that refuses a fresh voucher as "held" would otherwise be
// paid for every call it never answered (review of issue 20, finding 1).
func (p *Payer) Adopt(id common.Hash, held *big.Int) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	c, ok := p.ch[id]
	if !ok {
		return fmt.Errorf("%w: %s", ErrUnknownChannel, id.Hex())
	}
	if held == nil || held.Cmp(c.Answered) <= 0 {
		return nil // nothing beyond what is already counted
	}
	// An upto payee holding an unresolved voucher may have charged less than it (the answer
	// with its receipt was lost): any amount up to that voucher is adopted, and settled.
	if c.Unresolved == nil || held.Cmp(c.Unresolved) > 0 {
		return fmt.Errorf("%w: %s", ErrNotInFlight, held)
	}
	n := c.PayerChannel
	n.Answered, n.InFlight, n.Unresolved, n.Guessed, n.Settle = new(big.Int).Set(held), nil, nil, false, nil
	n.Calls++
	if held.Cmp(c.Unresolved) < 0 {
		v, err := SignAt(p.sep, id, c.Epoch, held, p.key)
		if err != nil {
			return err
		}
		n.Settle = &v
	}
	if err := p.store.SaveChannel(n); err != nil {
		return err
	}
	c.PayerChannel = n
	c.lane.endWordLocked(false)
	p.prepareLocked(c)
	return nil
}

// Flush saves the channels whose answered calls are recorded in memory only (Resolve): a
// payer that stops saves them before its store closes.
func (p *Payer) Flush() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range p.ch {
		if !c.unsaved {
			continue
		}
		if err := p.store.SaveChannel(c.PayerChannel); err != nil {
			return fmt.Errorf("paychan: flush: %w", err)
		}
		c.unsaved = false
	}
	return nil
}

// Channel returns a copy of channel id's record.
func (p *Payer) Channel(id common.Hash) (PayerChannel, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	c, ok := p.ch[id]
	if !ok {
		return PayerChannel{}, false
	}
	return c.PayerChannel, true
}

// Settings returns channel id's settings (a call's payment names them), without copying its
// whole record as Channel does.
func (p *Payer) Settings(id common.Hash) (Channel, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	c, ok := p.ch[id]
	if !ok {
		return Channel{}, false
	}
	return c.Channel, true
}

// Settlement is channel id's pending settlement (PayerChannel.Settle: nil when none is due).
// A record's Settle is replaced, never modified, so the voucher may be shared.
func (p *Payer) Settlement(id common.Hash) *Voucher {
	p.mu.Lock()
	defer p.mu.Unlock()
	if c, ok := p.ch[id]; ok {
		return c.Settle
	}
	return nil
}

// Channels returns a copy of every channel's record (a restarted payer finds its channels here).
func (p *Payer) Channels() []PayerChannel {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := make([]PayerChannel, 0, len(p.ch))
	for _, c := range p.ch {
		out = append(out, c.PayerChannel)
	}
	return out
}

// Charged ends the call in flight on channel id as answered with the payee's receipt: the
// channel owes owed in total (an upto call, whose voucher authorised up to its cap while the
// payee charged the use). An owed total above the voucher in flight counts as the voucher
// (the payee cannot claim more), one not above what was answered before as no charge. When
// owed is below the voucher in flight, the voucher for exactly owed is signed and saved as
// the channel's pending settlement (PayerChannel.Settle), which Charged returns for the
// payee: it claims that one, not the cap. The record is saved before Charged returns.
func (p *Payer) Charged(id common.Hash, owed *big.Int) (*Voucher, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	c, ok := p.ch[id]
	if !ok {
		return nil, fmt.Errorf("%w: %s", ErrUnknownChannel, id.Hex())
	}
	if c.InFlight == nil {
		return nil, fmt.Errorf("%w: no call in flight on %s", ErrNotInFlight, id.Hex())
	}
	n := c.PayerChannel
	n.Unresolved, n.Guessed, n.InFlight, n.Settle = nil, false, nil, nil
	n.Calls++
	switch {
	case owed == nil || owed.Cmp(c.InFlight) >= 0:
		n.Answered = c.InFlight
	case owed.Cmp(c.Answered) <= 0:
		// Nothing charged; the call carried any settlement due (Resolve), the payee has it.
	default:
		v, err := SignAt(p.sep, id, c.Epoch, owed, p.key)
		if err != nil {
			return nil, err
		}
		n.Answered, n.Settle = new(big.Int).Set(owed), &v
	}
	if err := p.store.SaveChannel(n); err != nil {
		return nil, fmt.Errorf("paychan: save charge: %w", err)
	}
	c.PayerChannel = n
	return n.Settle, nil
}

// maxAgentName bounds the agent name a channel record keeps (it comes from the call's
// target, which a person or a model chose).
const maxAgentName = 128

// Name records that channel id pays agent (its name on its node), as channel listings show it.
func (p *Payer) Name(id common.Hash, agent string) error {
	if len(agent) > maxAgentName {
		agent = agent[:maxAgentName]
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	c, ok := p.ch[id]
	if !ok {
		return fmt.Errorf("%w: %s", ErrUnknownChannel, id.Hex())
	}
	if c.Agent == agent {
		return nil
	}
	n := c.PayerChannel
	n.Agent = agent
	if err := p.store.SaveChannel(n); err != nil {
		return err
	}
	c.PayerChannel = n
	return nil
}
