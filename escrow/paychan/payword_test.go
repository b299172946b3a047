package paychan_test

import (
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/identity"
)

// wordPayer is a payer with chains of length n and one channel of deposit 100 ETH.
func wordPayer(t *testing.T, store paychan.PayerStore, key *identity.Key, n uint32) (*paychan.Payer, common.Hash) {
	t.Helper()
	p, err := paychan.NewPayer(testDomain, key, store, paychan.WithChainLength(n))
	if err != nil {
		t.Fatal(err)
	}
	id, err := p.Add(paychan.Channel{Payer: key.Address(), Payee: common.HexToAddress("0xbee"), Signer: key.Address()}, eth(100_000))
	if err != nil {
		t.Fatal(err)
	}
	return p, id
}

// nextWord hands out a word voucher and checks the rules every one keeps: saved in flight
// first, its commitment saved, handed out only when based at what was owed, the proof sound.
func nextWord(t *testing.T, p *paychan.Payer, key *identity.Key, id common.Hash, price *big.Int) paychan.Voucher {
	t.Helper()
	before, _ := p.Channel(id)
	v, err := p.NextWord(id, price)
	if err != nil {
		t.Fatalf("NextWord: %v", err)
	}
	c, _ := p.Channel(id)
	if v.Word == nil || v.Sig != nil || c.InFlight == nil || c.InFlight.Cmp(v.Amount) != 0 || v.Amount.Cmp(new(big.Int).Add(before.Answered, price)) != 0 {
		t.Fatalf("word voucher %v %+v, record in flight %v, answered before %v", v.Amount, v.Word, c.InFlight, before.Answered)
	}
	if c.Chain == nil || c.Chain.Unit.Cmp(price) != 0 {
		t.Fatalf("no chain of unit %v saved: %+v", price, c.Chain)
	}
	if k := v.Word.Commit; k != nil {
		if !k.Same(c.Chain) {
			t.Fatalf("commitment handed out %+v is not the one saved %+v", k, c.Chain)
		}
		if k.Base.Cmp(before.Answered) > 0 {
			t.Fatalf("commitment based at %v handed out with only %v owed", k.Base, before.Answered)
		}
		if err := paychan.VerifyAny(testDomain.Separator(), v, key.Address()); err != nil {
			t.Fatalf("word voucher: %v", err)
		}
	} else if paychan.Walk(v.Word.Word, v.Word.Index) != c.Chain.Root || c.Chain.Amount(v.Word.Index).Cmp(v.Amount) != 0 {
		t.Fatalf("word %d without commitment is not of the saved chain", v.Word.Index)
	}
	return v
}

func TestPayerWords(t *testing.T) {
	key := newKey(t)
	p, id := wordPayer(t, newStore(t), key, 4)
	price := eth(1)
	first := nextWord(t, p, key, id, price)
	if first.Word.Commit == nil || first.Word.Index != 1 || first.Word.Commit.Base.Sign() != 0 || first.Word.Commit.Length != 4 {
		t.Fatalf("first word %+v", first.Word)
	}
	if err := p.Resolve(id, true); err != nil {
		t.Fatal(err)
	}
	second := nextWord(t, p, key, id, price)
	if second.Word.Commit != nil || second.Word.Index != 2 || paychan.Walk(second.Word.Word, 1) != first.Word.Word {
		t.Fatalf("second word %+v: want word 2 without commitment, one keccak above the first", second.Word)
	}
	// Unanswered: the same word again, with the commitment (the payee may have lost track).
	if err := p.Resolve(id, false); err != nil {
		t.Fatal(err)
	}
	again := nextWord(t, p, key, id, price)
	if again.Word.Commit == nil || again.Word.Word != second.Word.Word || again.Amount.Cmp(second.Amount) != 0 {
		t.Fatalf("after no answer: %+v", again.Word)
	}
	if err := p.Resolve(id, true); err != nil {
		t.Fatal(err)
	}
	// Refused: the same word again, with the commitment.
	nextWord(t, p, key, id, price)
	if err := p.Refused(id); err != nil {
		t.Fatal(err)
	}
	if v := nextWord(t, p, key, id, price); v.Word.Commit == nil || v.Word.Index != 3 {
		t.Fatalf("after a refusal: %+v", v.Word)
	}
	if err := p.Resolve(id, true); err != nil {
		t.Fatal(err)
	}
	for want := uint32(4); want <= 4; want++ {
		if v := nextWord(t, p, key, id, price); v.Word.Index != want || v.Word.Commit != nil {
			t.Fatalf("word %+v, want %d", v.Word, want)
		}
		if err := p.Resolve(id, true); err != nil {
			t.Fatal(err)
		}
	}
	// Used up: a new chain based at the 4 ETH owed, its commitment with its first word.
	v := nextWord(t, p, key, id, price)
	if v.Word.Commit == nil || v.Word.Index != 1 || v.Word.Commit.Base.Cmp(eth(4)) != 0 || v.Amount.Cmp(eth(5)) != 0 {
		t.Fatalf("next chain's first word %+v amount %v", v.Word, v.Amount)
	}
	if err := p.Resolve(id, true); err != nil {
		t.Fatal(err)
	}
	// Another price: another chain, based at what is owed.
	v = nextWord(t, p, key, id, eth(2))
	if v.Word.Commit == nil || v.Word.Index != 1 || v.Word.Commit.Base.Cmp(eth(5)) != 0 || v.Word.Commit.Unit.Cmp(eth(2)) != 0 {
		t.Fatalf("new price's first word %+v", v.Word)
	}
	if err := p.Resolve(id, true); err != nil {
		t.Fatal(err)
	}
	// An ECDSA voucher (an upto call) between words: the chain no longer pays, a new one starts.
	if _, err := p.Next(id, big.NewInt(7)); err != nil {
		t.Fatal(err)
	}
	if err := p.Resolve(id, true); err != nil {
		t.Fatal(err)
	}
	if v = nextWord(t, p, key, id, eth(2)); v.Word.Commit == nil || v.Word.Index != 1 || v.Word.Commit.Base.Cmp(new(big.Int).Add(eth(7), big.NewInt(7))) != 0 {
		t.Fatalf("word after an ECDSA voucher %+v", v.Word)
	}
}

// Every state rule holds for words as for vouchers: one in flight, the deposit, Adopt.
func TestPayerWordStateRules(t *testing.T) {
	key := newKey(t)
	p, id := wordPayer(t, newStore(t), key, 8)
	nextWord(t, p, key, id, eth(40_000))
	if _, err := p.NextWord(id, eth(1)); !errors.Is(err, paychan.ErrInFlight) {
		t.Fatalf("a second word while one is in flight: %v", err)
	}
	if err := p.Resolve(id, false); err != nil {
		t.Fatal(err)
	}
	// The payee holds the unanswered word (its answer was lost) and says so: adopted.
	if err := p.Adopt(id, eth(40_000)); err != nil {
		t.Fatal(err)
	}
	v := nextWord(t, p, key, id, eth(40_000))
	if v.Word.Index != 2 || v.Word.Commit == nil || v.Amount.Cmp(eth(80_000)) != 0 {
		t.Fatalf("after adopting: %+v %v", v.Word, v.Amount)
	}
	if err := p.Resolve(id, true); err != nil {
		t.Fatal(err)
	}
	if _, err := p.NextWord(id, eth(40_000)); !errors.Is(err, paychan.ErrNoFunds) {
		t.Fatalf("over the deposit: %v", err)
	}
	if c, _ := p.Channel(id); c.InFlight != nil {
		t.Fatalf("a refused word left %v in flight", c.InFlight)
	}
	if _, err := p.NextWord(id, new(big.Int)); !errors.Is(err, paychan.ErrBadAmount) {
		t.Fatalf("zero price: %v", err)
	}
}

// A restarted payer derives its chain's words again from its key and the saved commitment.
func TestPayerWordsRestart(t *testing.T) {
	key := newKey(t)
	store := newStore(t)
	p, id := wordPayer(t, store, key, 16)
	var last paychan.Voucher
	for range 3 {
		last = nextWord(t, p, key, id, eth(1))
		if err := p.Resolve(id, true); err != nil {
			t.Fatal(err)
		}
	}
	if err := p.Flush(); err != nil {
		t.Fatal(err)
	}
	p2, err := paychan.NewPayer(testDomain, key, store, paychan.WithChainLength(16))
	if err != nil {
		t.Fatal(err)
	}
	v := nextWord(t, p2, key, id, eth(1))
	if v.Word.Index != 4 || v.Word.Commit == nil || paychan.Walk(v.Word.Word, 1) != last.Word.Word {
		t.Fatalf("restarted payer's word %+v: want word 4 of the same chain, with its commitment", v.Word)
	}
	// Crashed with the word in flight: resolved as unanswered, the same word again.
	p3, err := paychan.NewPayer(testDomain, key, store, paychan.WithChainLength(16))
	if err != nil {
		t.Fatal(err)
	}
	if err := p3.Resolve(id, false); err != nil {
		t.Fatal(err)
	}
	if w := nextWord(t, p3, key, id, eth(1)); w.Word.Word != v.Word.Word || w.Word.Commit == nil {
		t.Fatalf("after a crash in flight: %+v, want %+v", w.Word, v.Word)
	}
}

// A signed voucher between two words of a chain (an upto call on the lane) leaves the payee
// holding no word: the next word carries its commitment again, and the payee takes it.
func TestPayerWordAfterVoucherCarriesCommitment(t *testing.T) {
	f := newPayee(t)
	p, err := paychan.NewPayer(testDomain, f.key, newStore(t))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Add(f.ch, eth(1000)); err != nil {
		t.Fatal(err)
	}
	pay := func(v paychan.Voucher, err error) paychan.Voucher {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		if err := f.chk.Accept(f.ch, v, eth(1)); err != nil {
			t.Fatalf("payee: %v", err)
		}
		if err := p.Resolve(f.id, true); err != nil {
			t.Fatal(err)
		}
		return v
	}
	pay(p.NextWord(f.id, eth(1)))
	if v := pay(p.NextWord(f.id, eth(1))); v.Word.Commit != nil {
		t.Fatal("word 2 carries its commitment")
	}
	pay(p.Next(f.id, eth(1)))
	if v := pay(p.NextWord(f.id, eth(1))); v.Word.Commit == nil || v.Word.Index != 4 {
		t.Fatalf("word after a signed voucher: %+v", v.Word)
	}
}
