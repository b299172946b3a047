package paychan_test

import (
	"errors"
	"maps"
	"math/big"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// memPayerStore keeps the payer's records in memory: what a payer killed now finds on restart
// is a copy of it (crashed).
type memPayerStore struct {
	mu    sync.Mutex
	ch    map[common.Hash]paychan.PayerChannel
	saves int
}

func newMemPayerStore() *memPayerStore {
	return &memPayerStore{ch: map[common.Hash]paychan.PayerChannel{}}
}

func (s *memPayerStore) SaveChannel(c paychan.PayerChannel) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.ch[c.ID] = c
	s.saves++
	return nil
}

func (s *memPayerStore) LoadChannels() ([]paychan.PayerChannel, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slicesOf(s.ch), nil
}

func slicesOf(m map[common.Hash]paychan.PayerChannel) []paychan.PayerChannel {
	out := make([]paychan.PayerChannel, 0, len(m))
	for _, c := range m {
		out = append(out, c)
	}
	return out
}

// crashed is the store as a payer killed now leaves it.
func (s *memPayerStore) crashed() *memPayerStore {
	s.mu.Lock()
	defer s.mu.Unlock()
	return &memPayerStore{ch: maps.Clone(s.ch)}
}

func (s *memPayerStore) saved(id common.Hash) paychan.PayerChannel {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.ch[id]
}

// A fixed-price call's word goes out before its record is saved when the record on disk has
// the call just answered in flight; Sent saves it. Killed in between, the payer restarts with
// the call before unresolved, sends its word again, and adopts the next word from its payee's
// refusal: the word proves the call went out.
func TestPayerWordSavedWhenSent(t *testing.T) {
	key := newKey(t)
	store := newMemPayerStore()
	p, id := wordPayer(t, store, key, 16)
	v1 := nextWord(t, p, key, id, eth(1)) // a new chain: saved with its commitment first
	if c := store.saved(id); c.InFlight == nil || c.InFlight.Cmp(eth(1)) != 0 {
		t.Fatalf("first word's record on disk in flight %v, want 1 ETH", c.InFlight)
	}
	if err := p.Resolve(id, true); err != nil {
		t.Fatal(err)
	}
	saves := store.saves
	v2 := nextWord(t, p, key, id, eth(1))
	if store.saves != saves {
		t.Fatalf("the word after an answered call saved before it went out (%d saves, was %d)", store.saves, saves)
	}
	killed := store.crashed() // killed after the request went out, before Sent
	if err := p.Sent(id); err != nil {
		t.Fatal(err)
	}
	if c := store.saved(id); c.InFlight == nil || c.InFlight.Cmp(eth(2)) != 0 || c.Answered.Cmp(eth(1)) != 0 {
		t.Fatalf("after Sent the record on disk is in flight %v answered %v, want 2 and 1 ETH", c.InFlight, c.Answered)
	}
	if err := p.Sent(id); err != nil || store.saves != saves+1 {
		t.Fatalf("Sent again: %v, %d saves, want one in all", err, store.saves-saves)
	}

	// The payee answered call 2 and holds word 2. The restarted payer has call 1 in flight.
	p2, err := paychan.NewPayer(testDomain, key, killed, paychan.WithChainLength(16))
	if err != nil {
		t.Fatal(err)
	}
	if err := p2.Resolve(id, false); err != nil {
		t.Fatal(err)
	}
	again := nextWord(t, p2, key, id, eth(1))
	if again.Word.Index != 1 || again.Word.Word != v1.Word.Word {
		t.Fatalf("restarted payer sent word %d, want word 1 again", again.Word.Index)
	}
	if err := p2.Adopt(id, eth(2)); !errors.Is(err, paychan.ErrNotInFlight) {
		t.Fatalf("Adopt of an amount above the unresolved voucher without its word: %v", err)
	}
	// Every word that is not the proof is refused, and leaves the record as it was.
	refusals := []struct {
		name  string
		epoch uint32
		index uint32
		word  common.Hash
		want  error
	}{
		{"the word sent in this request", 0, 1, v1.Word.Word, paychan.ErrNotInFlight},
		{"a word past the next", 0, 3, paychan.Walk(v2.Word.Word, 0), paychan.ErrNotInFlight},
		{"a wrong word", 0, 2, common.HexToHash("0xbad"), paychan.ErrBadWord},
		{"the word of word 1 at index 2", 0, 2, v1.Word.Word, paychan.ErrBadWord},
		{"another epoch", 1, 2, v2.Word.Word, paychan.ErrNotInFlight},
		{"index 0", 0, 0, v2.Word.Word, paychan.ErrNotInFlight},
		{"past the chain", 0, 17, v2.Word.Word, paychan.ErrNotInFlight},
	}
	for _, r := range refusals {
		if err := p2.AdoptWord(id, r.epoch, r.index, r.word); !errors.Is(err, r.want) {
			t.Fatalf("%s: %v, want %v", r.name, err, r.want)
		}
	}
	if c, _ := p2.Channel(id); c.Answered.Sign() != 0 || c.Unresolved == nil || c.Unresolved.Cmp(eth(1)) != 0 {
		t.Fatalf("refused proofs moved the books: answered %v unresolved %v", c.Answered, c.Unresolved)
	}
	if err := p2.AdoptWord(id, 0, 2, v2.Word.Word); err != nil {
		t.Fatalf("AdoptWord of the proof: %v", err)
	}
	c, _ := p2.Channel(id)
	if c.Answered.Cmp(eth(2)) != 0 || c.InFlight != nil || c.Unresolved != nil || c.Calls != 2 {
		t.Fatalf("after the proof: answered %v in flight %v unresolved %v calls %d, want 2 ETH, none, none, 2", c.Answered, c.InFlight, c.Unresolved, c.Calls)
	}
	if s := killed.saved(id); s.Answered.Cmp(eth(2)) != 0 || s.InFlight != nil {
		t.Fatalf("the adoption is not saved: %+v", s)
	}
	if v3 := nextWord(t, p2, key, id, eth(1)); v3.Word.Index != 3 || paychan.Walk(v3.Word.Word, 1) != v2.Word.Word {
		t.Fatalf("after the proof the payer sent word %d, want 3", v3.Word.Index)
	}
}

// The word of a call goes out saved first whenever the record on disk is not the answered
// call's: after a refusal, after an unanswered call, and on a restarted payer's first call.
func TestPayerWordSavedFirstOtherwise(t *testing.T) {
	key := newKey(t)
	store := newMemPayerStore()
	p, id := wordPayer(t, store, key, 16)
	inFlightSaved := func(what string, want *big.Int) {
		t.Helper()
		if c := store.saved(id); c.InFlight == nil || c.InFlight.Cmp(want) != 0 {
			t.Fatalf("%s: record on disk in flight %v before the word went out, want %v", what, c.InFlight, want)
		}
	}
	nextWord(t, p, key, id, eth(1))
	inFlightSaved("a chain's first word", eth(1))
	if err := p.Refused(id); err != nil {
		t.Fatal(err)
	}
	nextWord(t, p, key, id, eth(1))
	inFlightSaved("after a refusal", eth(1))
	if err := p.Resolve(id, false); err != nil {
		t.Fatal(err)
	}
	nextWord(t, p, key, id, eth(1))
	inFlightSaved("after an unanswered call", eth(1))
	if err := p.Resolve(id, true); err != nil {
		t.Fatal(err)
	}
	if err := p.Flush(); err != nil { // a payer that stops saves its answered calls
		t.Fatal(err)
	}
	p2, err := paychan.NewPayer(testDomain, key, store, paychan.WithChainLength(16))
	if err != nil {
		t.Fatal(err)
	}
	nextWord(t, p2, key, id, eth(1))
	inFlightSaved("a restarted payer's first call", eth(2))
	// Upto calls (signed vouchers) are always saved first.
	if err := p2.Resolve(id, true); err != nil {
		t.Fatal(err)
	}
	if _, err := p2.Next(id, eth(1)); err != nil {
		t.Fatal(err)
	}
	inFlightSaved("a signed voucher", eth(3))
}
