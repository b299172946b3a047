package call

import (
	"context"
	"encoding/hex"
	"math/big"
	"math/bits"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/node/errcode"
)

// The compact payment of a fixed-price call (Payment.Word). A channel's settings (~290 bytes
// of JSON) and a word voucher's amount ride on a call only until the payee holds them: once
// it answered a call paid with a word of the channel's chain it holds the settings and the
// chain's commitment (paychan.Payer leaves the commitment off from then on), and the payer
// names the channel by its id and pays with the word and its index alone, ~175 bytes instead
// of ~520. The payee takes the settings it holds for that id and the amount base + index ×
// unit from the commitment it holds (paychan.Checker.HeldWord), then checks the payment as it
// checks the full form, every check included (paychan.Client.BeginHeld). A payee that holds
// no chain for the id (it lost its records, it is another node of the payee, the id is a
// stranger's guess) refuses it (errcode.ReasonNoChain, paychan.ErrNoChain) without reading the
// chain; the payer sends the call again in full, with the commitment.

// ChainWord pays a fixed-price call with the word of index Index of the hash chain its payee
// holds for channel Channel in epoch Epoch. Its JSON, in a call's params:
//
//	"payment":{"word":{"channel":"0x<id>","epoch":<epoch, left out when 0>,"word":"0x<word>","index":<index>}}
type ChainWord struct {
	Channel common.Hash `json:"channel"`
	Epoch   uint32      `json:"epoch,omitempty"`
	Word    common.Hash `json:"word"`
	Index   uint32      `json:"index"`
}

// appendJSON appends w's JSON, byte for byte what encoding/json writes for it.
func (w *ChainWord) appendJSON(b []byte) []byte {
	b = hex.AppendEncode(append(b, `{"channel":"0x`...), w.Channel[:])
	if w.Epoch != 0 {
		b = strconv.AppendUint(append(b, `","epoch":`...), uint64(w.Epoch), 10)
		b = append(b, `,"word":"0x`...)
	} else {
		b = append(b, `","word":"0x`...)
	}
	b = hex.AppendEncode(b, w.Word[:])
	b = strconv.AppendUint(append(b, `","index":`...), uint64(w.Index), 10)
	return append(b, '}')
}

// chainWord reads a ChainWord as appendJSON writes it.
func (r *payParser) chainWord(w *ChainWord) {
	r.lit(`{"channel":`)
	r.hex(w.Channel[:])
	if r.opt(`,"epoch":`) {
		w.Epoch = r.epoch()
	}
	r.lit(`,"word":`)
	r.hex(w.Word[:])
	r.lit(`,"index":`)
	w.Index = r.uint32()
	r.lit(`}`)
}

// compactPayment is a Payment with room for its word, made in one allocation (a payment read
// from a call frame).
type compactPayment struct {
	p Payment
	w ChainWord
}

// wirePayment is the payment a call sends with voucher v of channel ch: compact for a word
// without its chain's commitment (the payer knows the payee holds it: paychan.Payer.NextWord)
// when the payee's node takes the compact form, its word written in w, in full otherwise.
// settle is the channel's settlement to carry, if any. Inlined, it leaves the payment and w
// on the caller's stack (Client.CallPaid keeps neither).
func wirePayment(ch paychan.Channel, v paychan.Voucher, settle *paychan.Voucher, compact bool, w *ChainWord) *Payment {
	if word := v.Word; compact && word != nil && word.Commit == nil {
		*w = ChainWord{Channel: v.Channel, Epoch: v.Epoch, Word: word.Word, Index: word.Index}
		return &Payment{Word: w, Settle: settle}
	}
	return &Payment{Channel: ch, Voucher: v, Settle: settle}
}

// wordVoucher is the word proof and the amount of a compact payment read in full, made in one
// allocation (the amount's digits too, when they fit a word: setAmount).
type wordVoucher struct {
	proof  paychan.WordProof
	amount big.Int
	digits [1]big.Word
}

// setAmount sets the voucher's amount to k's for word index (base + index × unit) and returns
// it: in the struct's own digits when it fits 64 bits (a call's amounts, most often), else as
// the commitment computes it.
func (wv *wordVoucher) setAmount(k *paychan.Commit, index uint32) *big.Int {
	if sum, ok := k.Amount64(index); ok && bits.UintSize == 64 {
		wv.digits[0] = big.Word(sum)
		return wv.amount.SetBits(wv.digits[:])
	}
	return k.Amount(index)
}

// fullPayment is the full form of compact payment pay, from what agent a's checker holds of its
// channel, or the refusal: a word payment carries nothing else but its settlement, and names a
// channel whose word voucher of its epoch the checker holds (ReasonNoChain: the payer sends it
// again in full). Nothing is checked here that Charge does not check after, on the full form.
func (p *ChannelPayee) fullPayment(a *paidAgent, pay *Payment) (Payment, *Error) {
	w := pay.Word
	if e := onlyWord(a, pay); e != nil {
		return Payment{}, e
	}
	ch, k, ok := a.Checker.HeldChain(w.Channel, w.Epoch)
	if !ok {
		return Payment{}, noChain(a, w)
	}
	wv := &wordVoucher{proof: paychan.WordProof{Word: w.Word, Index: w.Index}}
	v := paychan.Voucher{Channel: w.Channel, Epoch: w.Epoch, Amount: wv.setAmount(k, w.Index), Word: &wv.proof}
	return Payment{Channel: ch, Voucher: v, Settle: pay.Settle}, nil
}

// heldWord reads compact payment pay into h against what agent a's checker holds of its
// channel (paychan.Checker.HeldWord), or refuses it as fullPayment does: the same checks, the
// same errors, without the full Payment (ChannelPayee.Charge begins h as it is).
func (p *ChannelPayee) heldWord(a *paidAgent, pay *Payment, h *paychan.HeldWord) *Error {
	w := pay.Word
	if e := onlyWord(a, pay); e != nil {
		return e
	}
	var ok bool
	if *h, ok = a.Checker.HeldWord(paychan.WordRef{Channel: w.Channel, Epoch: w.Epoch, Word: w.Word, Index: w.Index}); !ok {
		return noChain(a, w)
	}
	return nil
}

// onlyWord refuses a word payment that names more than its word (its settlement aside).
func onlyWord(a *paidAgent, pay *Payment) *Error {
	if pay.Channel != (paychan.Channel{}) || !zeroVoucher(&pay.Voucher) {
		return paymentError(CodePaymentRefused, a.terms, "payment refused: a word payment names its channel by id alone, without settings or voucher")
	}
	return nil
}

// noChain is the refusal of word w whose chain agent a's checker does not hold (ReasonNoChain:
// the payer sends it again in full).
func noChain(a *paidAgent, w *ChainWord) *Error {
	t := a.terms
	t.Reason = errcode.ReasonNoChain
	return paymentError(CodePaymentRefused, t, "payment refused: %v: %s in epoch %d (send the channel's settings and the chain's commitment)",
		paychan.ErrNoChain, w.Channel.Hex(), w.Epoch)
}

// takesCompact reports whether node pid is sent compact payments: it has not refused one as
// an unknown field.
func (p *Paying) takesCompact(pid peer.ID) bool {
	_, full := p.fullOnly.Load(pid)
	return !full
}

// refusedCompact reports whether remote is the refusal of a compact payment by a node from
// before it (its strict decoder: invalid params, unknown field "word"), and records the node
// as paid in full from then on.
func (p *Paying) refusedCompact(pid peer.ID, remote *Error) bool {
	if remote.Code != CodeInvalidParams || !strings.Contains(remote.Message, `unknown field "word"`) {
		return false
	}
	p.fullOnly.Store(pid, true)
	return true
}

// adoptHeld takes the amount a payee refusing the call's voucher as not above its own says it
// holds (err's terms) as answered when the payer may owe it (paychan.Payer.Adopt), and ends
// the call as refused. It reports whether it did: the call is then sent again above that
// amount.
func (p *Paying) adoptHeld(ctx context.Context, id common.Hash, ch paychan.Channel, pid peer.ID, agent string, err error) bool {
	t, ok := PaymentTerms(err)
	if !ok || t.Held == "" {
		return false
	}
	held := t.HeldWei()
	if held == nil {
		return false
	}
	if p.payer.Adopt(id, held) != nil {
		return false
	}
	// Held at or below the answered amount adopts nothing and leaves this call in flight: the
	// payee refused its voucher without holding it, so it ends as refused (review rvpwp,
	// finding 2: else the next call on the lane counted it unresolved, and a second such
	// refusal was guessed answered and paid).
	if rerr := p.payer.Refused(id); rerr != nil {
		p.log.Error("payment: refused call not recorded", "channel", id.Hex(), "err", rerr)
	}
	// The retry may take another lane: the settlement of an adopted upto charge goes at once
	// too (review of upto, finding 10).
	if c, ok := p.payer.Channel(id); ok && c.Settle != nil {
		p.notify(ctx, id, ch, pid, agent, *c.Settle)
	}
	return true
}
