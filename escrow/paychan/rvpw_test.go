package paychan_test

import (
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// Adversarial review of the Go side of hash-chain payments (rvpwo).

// Finding 1: a commitment whose signature verified in one epoch was remembered by the checker
// (okCommit) without its epoch: after the payer withdrew and reopened the channel, a word of
// that old commitment, presented as the new epoch's, passed as "known" without any signature
// check. The payee answered calls nothing pays for, and held a word voucher whose claim
// reverts (the contract signs the commitment in the channel's current epoch): every
// claimWordBatch of the token that takes it reverts, and ClaimDue's retry keeps it (it would
// pay), so no payee's word claim in that token goes through again.
func TestRvpwOldEpochCommitmentIsNotKnown(t *testing.T) {
	f := newPayee(t)
	old := f.chain(t, f.key, f.id, 0, new(big.Int), eth(1), 16)
	if err := f.chk.Accept(f.ch, old.Voucher(1, true), eth(1)); err != nil {
		t.Fatalf("epoch 0 word: %v", err)
	}
	// The payer withdrew and reopened the channel: epoch 1.
	if err := f.chk.TrackState(f.ch, paychan.State{Deposited: eth(1000), Claimed: new(big.Int), Epoch: 1}); err != nil {
		t.Fatal(err)
	}
	v := old.Voucher(5, true)
	v.Epoch = 1 // the old commitment's word, claimed for the new epoch
	if err := paychan.VerifyAny(f.sep, v, f.key.Address()); err == nil {
		t.Fatal("the contract's rule takes the epoch-0 commitment in epoch 1")
	}
	if err := f.chk.Accept(f.ch, v, eth(1)); !errors.Is(err, paychan.ErrBadSignature) {
		t.Fatalf("a word of the epoch-0 commitment accepted in epoch 1: %v", err)
	}
	for _, h := range f.chk.Held() {
		if h.Voucher.Amount != nil {
			if err := paychan.VerifyAny(f.sep, h.Voucher, f.key.Address()); err != nil {
				t.Fatalf("the payee holds a voucher its claim cannot pay: %v", err)
			}
		}
	}
	// The same chain committed again for epoch 1 is taken.
	fresh := f.chain(t, f.key, f.id, 1, new(big.Int), eth(1), 16)
	if err := f.chk.Accept(f.ch, fresh.Voucher(1, true), eth(1)); err != nil {
		t.Fatalf("epoch 1 commitment: %v", err)
	}
}

// Finding 2: a word voucher's word was walked (up to MaxChainLength keccaks, ~1.6 ms) under its
// channel's lock before its commitment's signature was checked: anyone naming a held channel
// (no key, no deposit) made the payee hash 4096 times per message and held up the channel's
// payer meanwhile, ~30 times an ECDSA check. A stranger's commitment is checked first now:
// its forged signature is what refuses it, its word is never walked.
func TestRvpwStrangerCommitmentCheckedBeforeWalk(t *testing.T) {
	f := newPayee(t)
	stranger := newKey(t)
	// The stranger's own chain of the longest length, on the payer's channel: its word does
	// walk to its root, but the commitment is not the channel signer's.
	c := f.chain(t, stranger, f.id, 0, new(big.Int), big.NewInt(1), paychan.MaxChainLength)
	v := c.Voucher(paychan.MaxChainLength, true)
	v.Word.Word[0] ^= 1 // and a word that does not lead to the root: never looked at
	_, err := f.chk.Check(f.ch, v, big.NewInt(1))
	if !errors.Is(err, paychan.ErrBadSignature) {
		t.Fatalf("stranger's commitment: %v, want the signature refused before the word is walked", err)
	}
	// The channel's own signer with a bad word is refused for the word.
	own := f.chain(t, f.key, f.id, 0, new(big.Int), big.NewInt(1), paychan.MaxChainLength)
	w := own.Voucher(paychan.MaxChainLength, true)
	w.Word.Word[0] ^= 1
	if _, err := f.chk.Check(f.ch, w, big.NewInt(1)); !errors.Is(err, paychan.ErrBadWord) {
		t.Fatalf("signer's bad word: %v", err)
	}
	k, err := f.chk.Check(f.ch, own.Voucher(paychan.MaxChainLength, true), big.NewInt(1))
	if err != nil {
		t.Fatalf("signer's good word: %v", err)
	}
	if err := f.chk.Commit(k); err != nil {
		t.Fatal(err)
	}
}

// Finding 3: after a top-up, the payer handed out the chain's next word without its
// commitment (the payee held the chain), for more than the deposit the payee last read. The
// payee refuses a voucher over its deposit and reads the chain again only for one that
// verifies alone (Client.Begin), which a bare word cannot: the call after every top-up was
// refused (a failed call for the user). A raised deposit now sends the commitment again.
func TestRvpwWordAfterTopUpCarriesCommitment(t *testing.T) {
	key := newKey(t)
	p, err := paychan.NewPayer(testDomain, key, newStore(t))
	if err != nil {
		t.Fatal(err)
	}
	ch := paychan.Channel{Payer: key.Address(), Payee: common.HexToAddress("0xbee"), Signer: key.Address()}
	id, err := p.Add(ch, eth(2))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 2; i++ {
		if _, err := p.NextWord(id, eth(1)); err != nil {
			t.Fatal(err)
		}
		if err := p.Resolve(id, true); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := p.NextWord(id, eth(1)); !errors.Is(err, paychan.ErrNoFunds) {
		t.Fatalf("over the deposit: %v", err)
	}
	if _, err := p.Add(ch, eth(4)); err != nil { // the top-up (Paying.topUp)
		t.Fatal(err)
	}
	v, err := p.NextWord(id, eth(1))
	if err != nil {
		t.Fatal(err)
	}
	if v.Word == nil || v.Word.Commit == nil {
		t.Fatalf("word %v after a top-up sent without its commitment: the payee cannot verify it alone", v.Amount)
	}
	if err := paychan.VerifyAny(testDomain.Separator(), v, key.Address()); err != nil {
		t.Fatal(err)
	}
}

// Finding 5: a settlement (an upto call's voucher for what was charged) is checked for its
// ECDSA signature only, and was saved with whatever word proof came with it: a payer's
// settlement signed right but carrying a junk word made the held voucher a word voucher,
// which the claim sends through claimWordBatch with the junk commitment, where it reverts:
// the payer paid nothing for its upto calls (and blocked the token's batch until finding 4's
// fix). A settlement with a word proof is refused now: settlements are signed vouchers.
func TestRvpwSettlementWithWordRefused(t *testing.T) {
	f := newUpto(t)
	owed := f.call(t, eth(10), eth(3))
	if owed.Cmp(eth(3)) != 0 {
		t.Fatalf("owed %v", owed)
	}
	v := f.voucher(t, eth(3))
	junk := f.chain(t, newKey(t), f.id, 0, new(big.Int), eth(1), 4)
	v.Word = junk.Voucher(3, true).Word
	if err := f.chk.Settle(f.ch, v); !errors.Is(err, paychan.ErrBadSignature) {
		t.Errorf("settlement with a word proof: %v", err)
	}
	if h := f.held(t); h.Voucher.Amount != nil && paychan.VerifyAny(f.sep, h.Voucher, f.key.Address()) != nil {
		t.Fatalf("the payee holds %v with a proof its claim cannot pay", h.Voucher.Amount)
	}
	// The same settlement without the junk is taken.
	v.Word = nil
	if err := f.chk.Settle(f.ch, v); err != nil {
		t.Fatal(err)
	}
	if h := f.held(t); h.Voucher.Amount.Cmp(eth(3)) != 0 || h.Voucher.Word != nil {
		t.Fatalf("held %v %+v", h.Voucher.Amount, h.Voucher.Word)
	}
}
