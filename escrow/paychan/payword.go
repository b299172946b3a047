package paychan

import (
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
)

// The payer's hash chains (word.go): a fixed-price call on a channel pays with the next word
// of the channel's chain (NextWord), one keccak instead of one signature. The discipline that
// keeps a commitment from paying more than is owed:
//   - a chain starts at base = the channel's Answered, so its commitment, worth base by itself
//     (word 0 is its root), is handed out only when that much is owed already;
//   - the commitment is saved (PayerChannel.Chain) with the call in flight before its first
//     word leaves; the words are never saved: a restarted payer derives them again;
//   - the next chain's commitment is signed in the background once a chain starts, in memory
//     only, and handed out only once the current chain is used up (or cannot pay the call);
//   - a word voucher for amount A is the voucher for A in every state rule (InFlight,
//     Unresolved, Resolve, Refused, Adopt, Settle): only its proof differs.

// PayerOption configures a Payer.
type PayerOption func(*Payer)

// WithChainLength sets the number of calls one chain commitment pays for (1..MaxChainLength;
// DefaultChainLength otherwise).
func WithChainLength(n uint32) PayerOption {
	return func(p *Payer) {
		if n >= 1 && n <= MaxChainLength {
			p.chainLen = n
		}
	}
}

// wordLane is a channel's chain state in memory (in its lane).
type wordLane struct {
	chain *Chain // the chain of the channel's record (PayerChannel.Chain), words derived
	// acked is set once the payee answered a call paid with a word of chain (it holds the
	// commitment): the commitment then stays off the next words, until a call is refused or
	// left unanswered.
	acked bool
	sent  bool         // the call in flight pays with a word of chain
	next  *chainSigned // the chain after chain, signed ahead (nil: none)
}

// chainSigned is a chain being derived and signed in the background.
type chainSigned struct {
	epoch      uint32
	base, unit *big.Int
	length     uint32
	done       chan struct{} // closed once c and err are set
	c          *Chain
	err        error
}

// NextWord hands out the word voucher for one more call at price on channel id, as Next does
// an ECDSA one (same refusals, same in-flight record saved first): the word of the channel's
// chain for Answered + price, on a new chain based at Answered when the channel has none that
// pays that amount. The first word of a chain, and every word after a call that was refused
// or left unanswered, carries the chain's commitment; the others carry the word alone. Its
// Amount is the record's amount in flight, shared as the records' numbers are (Channel), and
// its Word, when without the commitment, is the chain's proof of that word, shared by every
// voucher of the word: read them, never modify them (node/call encodes them).
func (p *Payer) NextWord(id common.Hash, price *big.Int) (Voucher, error) {
	if price == nil || price.Sign() <= 0 {
		return Voucher{}, fmt.Errorf("%w: price %v", ErrBadAmount, price)
	}
	f, err := p.takeFlight(id, price, true)
	if err != nil {
		return Voucher{}, err
	}
	v, err := p.word(f.n, price, f.word)
	if err != nil {
		if rerr := p.Refused(id); rerr != nil {
			err = fmt.Errorf("%w (and %w)", err, rerr)
		}
		return Voucher{}, err
	}
	return v, nil
}

// word returns the word voucher for channel n's amount in flight (n is its record, saved by
// takeFlight, and ws its lane's chain state as takeFlight left it: sent; no other call runs on
// the channel until this one ends). A word of the lane's chain takes no lock.
func (p *Payer) word(n PayerChannel, price *big.Int, ws wordLane) (Voucher, error) {
	cur, acked, next := ws.chain, ws.acked, ws.next
	derived := false
	if n.Chain == nil {
		cur = nil
	} else if cur == nil || cur.Epoch != n.Epoch || cur.Commit.Root != n.Chain.Root {
		cur, acked, derived = p.derive(n), false, true // a restarted payer: the saved commitment's words
	}
	if cur != nil && cur.Commit.Unit.Cmp(price) == 0 {
		if i, ok := cur.Index(n.InFlight); ok && i >= 1 {
			if derived {
				p.mu.Lock()
				w := &p.ch[n.ID].lane.word
				w.chain, w.acked = cur, false
				p.mu.Unlock()
			}
			return cur.voucherAt(i, n.InFlight, !acked), nil
		}
	}
	// A new chain, based at what is owed already.
	c, err := next.take(n.Epoch, n.Answered, price, p.chainLen)
	if c == nil {
		c, err = p.newChain(n.ID, n.Epoch, n.Answered, price)
	}
	if err != nil {
		return Voucher{}, err
	}
	k := c.Commit
	p.mu.Lock()
	defer p.mu.Unlock()
	now := p.ch[n.ID]
	if now == nil || now.InFlight == nil || now.InFlight.Cmp(n.InFlight) != 0 {
		return Voucher{}, fmt.Errorf("%w: the call in flight on %s ended before its word", ErrNotInFlight, n.ID.Hex())
	}
	w := &now.lane.word
	// The record as it stands (a top-up may have been recorded since n was taken: review
	// rvpwp, finding 3), with the commitment.
	n = now.PayerChannel
	n.Chain = &k
	if err := p.store.SaveChannel(n); err != nil {
		return Voucher{}, fmt.Errorf("paychan: save chain commitment: %w", err)
	}
	now.PayerChannel, now.unsaved = n, false
	w.chain, w.acked, w.sent, w.next = c, false, true, nil
	// The next chain, signed while this one is spent: handed out only once it is used up.
	after := new(big.Int).Mul(price, new(big.Int).SetUint64(uint64(p.chainLen)))
	if base := after.Add(after, n.Answered); base.Cmp(MaxAmount) < 0 {
		w.next = p.signAhead(n.ID, n.Epoch, base, price)
	}
	return c.voucherAt(1, n.InFlight, true), nil
}

// derive recomputes the words of channel n's saved commitment (nil if they do not match it:
// then a new chain starts).
func (p *Payer) derive(n PayerChannel) *Chain {
	k := n.Chain
	c, err := NewChain(p.secret, n.ID, n.Epoch, k.Base, k.Unit, k.Length)
	if err != nil || c.Commit.Root != k.Root {
		return nil
	}
	c.Commit.Sig = k.Sig
	return c
}

// newChain derives and signs the chain of p's length at base in steps of unit.
func (p *Payer) newChain(id common.Hash, epoch uint32, base, unit *big.Int) (*Chain, error) {
	c, err := NewChain(p.secret, id, epoch, base, unit, p.chainLen)
	if err != nil {
		return nil, err
	}
	if err := c.Sign(p.sep, p.key); err != nil {
		return nil, err
	}
	return c, nil
}

// signAhead starts deriving and signing a chain in the background.
func (p *Payer) signAhead(id common.Hash, epoch uint32, base, unit *big.Int) *chainSigned {
	s := &chainSigned{epoch: epoch, base: base, unit: new(big.Int).Set(unit), length: p.chainLen, done: make(chan struct{})}
	go func() {
		s.c, s.err = p.newChain(id, epoch, base, s.unit)
		close(s.done)
	}()
	return s
}

// take returns the chain signed ahead when it is the one asked for (nil otherwise).
func (s *chainSigned) take(epoch uint32, base, unit *big.Int, length uint32) (*Chain, error) {
	if s == nil || s.epoch != epoch || s.length != length || s.base.Cmp(base) != 0 || s.unit.Cmp(unit) != 0 {
		return nil, nil
	}
	<-s.done
	if s.err != nil {
		return nil, nil
	}
	return s.c, nil
}

// endWordLocked records how channel's call in flight ended for its chain (p.mu held): the
// payee holds the commitment once it answered a word of the chain; after a refusal or no
// answer the next word carries the commitment again.
func (l *lane) endWordLocked(answered bool) {
	if l.word.sent {
		l.word.acked = answered
	} else if !answered {
		l.word.acked = false
	}
	l.word.sent = false
}
