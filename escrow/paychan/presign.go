package paychan

import (
	"math/big"
	"sync/atomic"

	"github.com/ethereum/go-ethereum/common"
)

// presigned is a voucher signed before its call (Payer.Next hands it out): kept in memory
// only, never saved, so a payer killed while it holds one leaves no trace of it, and it
// reaches a payee only through Next, which saves it as the call in flight first. The
// signature is deterministic (RFC 6979): signing again after a restart gives the same one.
type presigned struct {
	epoch  uint32
	amount *big.Int
	done   chan struct{} // closed once v and err are set
	v      Voucher
	err    error
}

// lane is a channel's in-memory signing state: the price of its last call and the voucher
// ready for its next one.
type lane struct {
	price *big.Int   // the last call's price (nil before the first Next)
	sent  *presigned // the voucher of the call in flight
	next  *presigned // the voucher for the next call, signed or being signed
	words bool       // the last call paid with a word (NextWord): no voucher is signed ahead
	word  wordLane   // the channel's hash chain (payword.go)
}

// ready returns pre's voucher when it is for epoch and amount, waiting for its signature.
func (pre *presigned) ready(epoch uint32, amount *big.Int) (Voucher, bool) {
	if pre == nil || pre.epoch != epoch || pre.amount.Cmp(amount) != 0 {
		return Voucher{}, false
	}
	<-pre.done
	if pre.err != nil {
		return Voucher{}, false
	}
	return pre.v, true
}

// prepareLocked readies channel c's next voucher after its call in flight ended (p.mu held):
// the next call signs the answered amount plus the last price, which is the voucher just sent
// again when that call was not counted as answered, else a new one, signed in the background
// so that its call does not wait for the signature.
func (p *Payer) prepareLocked(ch *payerChan) {
	c, l := &ch.PayerChannel, &ch.lane
	if l.price == nil {
		return
	}
	sent := l.sent
	l.sent = nil
	if l.words {
		l.next = nil
		return
	}
	amount := new(big.Int).Add(c.Answered, l.price)
	if sent != nil && sent.epoch == c.Epoch && sent.amount.Cmp(amount) == 0 {
		l.next = sent
		return
	}
	if l.next != nil && l.next.epoch == c.Epoch && l.next.amount.Cmp(amount) == 0 {
		return // signed while the call was in flight (presignLocked)
	}
	l.next = nil
	p.presignLocked(c, l, amount)
}

// presignLocked starts signing channel c's voucher for amount in the background as lane l's
// next (p.mu held), unless the channel cannot pay it. Next calls it for the amount after the
// call it hands out, so that the signature is made while that call is in flight: the voucher
// stays in memory, and leaves only through a later Next that saves it as in flight.
func (p *Payer) presignLocked(c *PayerChannel, l *lane, amount *big.Int) {
	if amount.Cmp(MaxAmount) > 0 || c.Epoch > MaxEpoch || amount.Cmp(c.Deposited) > 0 {
		return
	}
	pre := &presigned{epoch: c.Epoch, amount: amount, done: make(chan struct{})}
	l.next = pre
	go p.sign(c.ID, pre)
}

// sign signs pre for channel id and closes its done.
func (p *Payer) sign(id common.Hash, pre *presigned) {
	pre.v, pre.err = SignAt(p.sep, id, pre.epoch, pre.amount, p.key)
	close(pre.done)
}

// signed wraps an already signed voucher as a presigned one.
func signed(v Voucher) *presigned {
	done := make(chan struct{})
	close(done)
	return &presigned{epoch: v.Epoch, amount: v.Amount, done: done, v: v}
}

// verification is a voucher's signature check running beside its call (Checker.Begin): the
// goroutine started for it, or the first to wait for its result when that goroutine has not
// started yet (on a busy machine it may wait for a core longer than the call runs), verifies.
type verification struct {
	sep    common.Hash
	v      Voucher
	signer common.Address
	taken  atomic.Bool
	done   chan struct{}
	err    error
}

func newVerification(sep common.Hash, v Voucher, signer common.Address) *verification {
	return &verification{sep: sep, v: v, signer: signer, done: make(chan struct{})}
}

// run verifies unless the verification was taken already.
func (f *verification) run() {
	if f.taken.CompareAndSwap(false, true) {
		f.err = verifySig(f.sep, f.v, f.signer)
		close(f.done)
	}
}

// wait returns the verification's result once it is known (nil for none: verified before).
func (f *verification) wait() error {
	if f == nil {
		return nil
	}
	f.run()
	<-f.done
	return f.err
}

// over reports whether the verification's result is known.
func (f *verification) over() bool {
	select {
	case <-f.done:
		return true
	default:
		return false
	}
}
