package paychan_test

import (
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// Review rv23, finding 2: a payer killed before Sent restarts with the call before unresolved
// and, the price changed meanwhile, starts a chain at the new price, saved over the one its
// payee's held word is of. The payee names that chain (base, unit, length); the payer derives
// it again from its secret and adopts the word if it walks to that root and is the one after
// the unresolved voucher's. Any chain it did not derive, or a word not of it, is refused.
func TestRV23AdoptWordOfReplacedChain(t *testing.T) {
	key := newKey(t)
	store := newMemPayerStore()
	p, id := wordPayer(t, store, key, 16)
	nextWord(t, p, key, id, eth(1))
	if err := p.Resolve(id, true); err != nil {
		t.Fatal(err)
	}
	v2 := nextWord(t, p, key, id, eth(1))
	killed := store.crashed() // killed after word 2's request went out, before Sent
	c1 := *store.saved(id).Chain
	c1.Sig = nil // as a payee shows it

	p2, err := paychan.NewPayer(testDomain, key, killed, paychan.WithChainLength(16))
	if err != nil {
		t.Fatal(err)
	}
	if err := p2.Resolve(id, false); err != nil {
		t.Fatal(err)
	}
	nextWord(t, p2, key, id, eth(2))       // the new price: a chain of unit 2 ETH replaces the record's
	if err := p2.Refused(id); err != nil { // refused as not above the word held
		t.Fatal(err)
	}
	if k := killed.saved(id).Chain; k == nil || k.Unit.Cmp(eth(2)) != 0 {
		t.Fatalf("record's chain %+v, want the one at 2 ETH", k)
	}
	if err := p2.AdoptWord(id, 0, 2, v2.Word.Word, nil); !errors.Is(err, paychan.ErrNotInFlight) {
		t.Fatalf("word 2 against the record's chain: %v, want ErrNotInFlight", err)
	}

	// Another payer's chain of the same numbers: its word walks to its own root.
	other := newKey(t)
	oc, err := paychan.NewChain(paychan.ChainSecret(other), id, 0, c1.Base, c1.Unit, c1.Length)
	if err != nil {
		t.Fatal(err)
	}
	ock := oc.Commit
	long := c1
	long.Length = paychan.MaxChainLength + 1
	third := c1
	third.Unit = eth(3)
	refusals := []struct {
		name  string
		chain paychan.Commit
		word  common.Hash
		want  error
	}{
		{"a wrong word", c1, common.HexToHash("0xbad"), paychan.ErrBadWord},
		{"another payer's chain and word", ock, oc.Word(2), paychan.ErrBadWord},
		{"a chain longer than the contract's", long, v2.Word.Word, paychan.ErrBadWord},
		{"a chain the unresolved voucher is not on", third, v2.Word.Word, paychan.ErrNotInFlight},
	}
	for _, r := range refusals {
		if err := p2.AdoptWord(id, 0, 2, r.word, &r.chain); !errors.Is(err, r.want) {
			t.Fatalf("%s: %v, want %v", r.name, err, r.want)
		}
	}
	if c, _ := p2.Channel(id); c.Answered.Sign() != 0 || c.Unresolved == nil || c.Unresolved.Cmp(eth(1)) != 0 {
		t.Fatalf("refused proofs moved the books: answered %v unresolved %v", c.Answered, c.Unresolved)
	}
	if err := p2.AdoptWord(id, 0, 2, v2.Word.Word, &c1); err != nil {
		t.Fatalf("word 2 of the chain replaced: %v", err)
	}
	c, _ := p2.Channel(id)
	if c.Answered.Cmp(eth(2)) != 0 || c.Unresolved != nil || c.Calls != 2 {
		t.Fatalf("after the proof: answered %v unresolved %v calls %d, want 2 ETH, none, 2", c.Answered, c.Unresolved, c.Calls)
	}
	if v := nextWord(t, p2, key, id, eth(2)); v.Amount.Cmp(big.NewInt(0).Add(eth(2), eth(2))) != 0 {
		t.Fatalf("next call pays %v, want 4 ETH", v.Amount)
	}
}
