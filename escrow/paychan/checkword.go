package paychan

import (
	"bytes"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
)

// The payee's check of word vouchers (word.go). A word voucher's proof has two parts: its
// word, which must walk to the word held of the same chain (or to the chain's root) in at most
// the chain's length keccaks, checked before every call; and its chain's commitment, whose
// signature is what a voucher's signature is to an ECDSA voucher: verified once per
// commitment (the channel's entry remembers the last one verified), before the call or beside
// it and after it under the unverified-k rule (WithUnverified), with the same fallback to the
// last verified voucher when it fails. A held word voucher always carries its commitment, so
// that a claim needs nothing else.

// wordCheck is what begin checks of a word voucher outside its channel's lock.
type wordCheck struct {
	target common.Hash // the word the voucher's word must walk to
	steps  uint32      // in that many keccaks
	known  bool        // its commitment's signature was verified on this channel
}

// wordOf resolves word voucher v against channel entry e (e.mu held): v with its commitment
// filled in (the held chain's when v names none, and the held commitment itself when v's
// commits to the same chain), and what is left to check. It refuses a proof without a
// commitment when the payee holds no chain, an index above the chain's length, a chain longer
// than MaxChainLength and an amount other than the chain's for the index. The voucher it
// returns is the checker's own, its proof and amount made in one allocation (newProof) and
// its signature copied: Commit holds it as it is (Checked.own), without another copy. own says
// v's proof and amount are the checker's already (Checker.HeldWord made them): its proof takes
// the commitment in place (put back as it was when refused), and nothing is copied.
func (e *entry) wordOf(v Voucher, own bool) (Voucher, wordCheck, error) {
	w := *v.Word
	held := e.h.Voucher.Word
	if held != nil && (held.Commit == nil || e.h.Voucher.Epoch != v.Epoch) {
		held = nil
	}
	switch {
	case w.Commit == nil && held == nil:
		return Voucher{}, wordCheck{}, fmt.Errorf("%w: %s", ErrNoChain, v.Channel.Hex())
	case w.Commit == nil || held != nil && held.Commit.Same(w.Commit):
		w.Commit = held.Commit // the chain held: its commitment as held (and as verified)
	default:
		k := *w.Commit
		k.Base, k.Unit = cloneInt(k.Base), cloneInt(k.Unit) // (once a chain)
		w.Commit = &k
	}
	var was WordProof
	if own {
		was, *v.Word = *v.Word, w // (back as it was on a refusal: a retry of Begin finds v as HeldWord made it)
	} else {
		v.Word, v.Amount = newProof(w, v.Amount)
	}
	if v.Sig != nil {
		v.Sig = append([]byte(nil), v.Sig...) // as Voucher.copy (an empty one held as none)
	}
	err := checkCommitFields(v.Epoch, w.Commit)
	if err == nil && !wordAmountOK(v) {
		err = checkWordAmount(v)
	}
	if err != nil {
		if own {
			*v.Word = was
		}
		return Voucher{}, wordCheck{}, err
	}
	chk := wordCheck{target: w.Commit.Root, steps: w.Index, known: e.commitOK(v.Epoch, w.Commit)}
	if held != nil && held.Commit == w.Commit && held.Index <= w.Index {
		chk.target, chk.steps = held.Word, w.Index-held.Index
	}
	return v, chk, nil
}

// wordAmountOK reports that word voucher v (with its commitment) passes checkWordAmount when
// its numbers fit in 64 bits (a call's amounts, most often): without checkWordAmount's two
// allocations on a paid call's path. False: let checkWordAmount decide (and say why).
func wordAmountOK(v Voucher) bool {
	w, k := v.Word, v.Word.Commit
	if w.Index > k.Length || v.Amount == nil || !v.Amount.IsUint64() {
		return false
	}
	sum, ok := k.Amount64(w.Index)
	return ok && sum != 0 && sum == v.Amount.Uint64() // 64 bits: within MaxAmount
}

// walk checks the voucher's word against what wordOf found (at most MaxChainLength keccaks).
func (chk wordCheck) walk(v Voucher) error {
	if Walk(v.Word.Word, chk.steps) != chk.target {
		return fmt.Errorf("%w: word %d is not of the chain", ErrBadWord, v.Word.Index)
	}
	return nil
}

// commitOK reports whether k's signature was verified on the channel for epoch (e.mu held).
func (e *entry) commitOK(epoch uint32, k *Commit) bool {
	ok := e.okCommit
	return ok != nil && e.okEpoch == epoch && (ok == k || ok.Same(k) && bytes.Equal(ok.Sig, k.Sig))
}

// verified records that v's signature (its commitment's, for a word voucher) verified (e.mu
// held).
func (e *entry) verifiedSig(v Voucher) {
	if v.Word != nil && v.Word.Commit != nil {
		e.okCommit, e.okEpoch = v.Word.Commit, v.Epoch
	}
}

// verifySig verifies what stands for v's signature: the ECDSA signature of a voucher, the
// commitment's of a word voucher (with its amount for its index; its word was walked at
// Begin).
func verifySig(sep common.Hash, v Voucher, signer common.Address) error {
	if v.Word == nil {
		return Verify(sep, v, signer)
	}
	if v.Word.Commit == nil {
		return fmt.Errorf("%w: %s", ErrNoChain, v.Channel.Hex())
	}
	if err := VerifyCommit(sep, v.Channel, v.Epoch, v.Word.Commit, signer); err != nil {
		return err
	}
	return checkWordAmount(v)
}
