package paychan_test

import (
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/identity"
)

// chain is a chain of f's channel in epoch 0 from base in steps of unit, signed by key.
func (f *payeeFixture) chain(t *testing.T, key *identity.Key, id common.Hash, epoch uint32, base, unit *big.Int, length uint32) *paychan.Chain {
	t.Helper()
	c, err := paychan.NewChain(paychan.ChainSecret(key), id, epoch, base, unit, length)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Sign(f.sep, key); err != nil {
		t.Fatal(err)
	}
	return c
}

func TestCheckerAcceptsWords(t *testing.T) {
	f := newPayee(t)
	c := f.chain(t, f.key, f.id, 0, new(big.Int), eth(1), 16)
	if err := f.chk.Accept(f.ch, c.Voucher(1, true), eth(1)); err != nil {
		t.Fatalf("first word with its commitment: %v", err)
	}
	for i := uint32(2); i <= 4; i++ {
		if err := f.chk.Accept(f.ch, c.Voucher(i, false), eth(1)); err != nil {
			t.Fatalf("word %d without commitment: %v", i, err)
		}
	}
	// A word skipping some (a call priced higher, or answers lost) is walked further.
	if err := f.chk.Accept(f.ch, c.Voucher(9, false), eth(1)); err != nil {
		t.Fatalf("word 9 after 4: %v", err)
	}
	held, err := f.store.LoadHeld()
	if err != nil || len(held) != 1 {
		t.Fatalf("held %+v (%v)", held, err)
	}
	v := held[0].Voucher
	if v.Word == nil || v.Word.Commit == nil || v.Word.Index != 9 || v.Amount.Cmp(eth(9)) != 0 || v.Sig != nil {
		t.Fatalf("saved %+v: want word 9 with its commitment", v)
	}
	if err := paychan.VerifyAny(f.sep, v, f.key.Address()); err != nil {
		t.Fatalf("the held word voucher does not verify alone (as a claim takes it): %v", err)
	}
	if hs := f.chk.Held(); len(hs) != 1 || hs[0].Voucher.Word == nil || hs[0].Voucher.Amount.Cmp(eth(9)) != 0 {
		t.Fatalf("Held %+v", hs)
	}
	// The chain used up, the next one (based at what is owed) comes with its commitment.
	next := f.chain(t, f.key, f.id, 0, eth(9), eth(2), 16)
	if err := f.chk.Accept(f.ch, next.Voucher(1, true), eth(2)); err != nil {
		t.Fatalf("next chain: %v", err)
	}
	if err := f.chk.Accept(f.ch, next.Voucher(2, false), eth(2)); err != nil {
		t.Fatalf("next chain's word 2: %v", err)
	}
	// An ECDSA voucher above it is taken as ever, and a word of the chain above that too.
	if err := f.chk.Accept(f.ch, f.voucher(t, eth(14)), eth(1)); err != nil {
		t.Fatal(err)
	}
	if err := f.chk.Accept(f.ch, next.Voucher(3, true), eth(1)); err != nil {
		t.Fatalf("word after an ECDSA voucher: %v", err)
	}
}

// Bad word vouchers are refused with a clear error, and none changes what is held.
func TestCheckerRefusesBadWords(t *testing.T) {
	f := newPayee(t)
	stranger := newKey(t)
	c := f.chain(t, f.key, f.id, 0, new(big.Int), eth(1), 16)
	other := f.chain(t, f.key, f.id, 0, new(big.Int), eth(1), 15) // same channel, another chain
	forged := f.chain(t, stranger, f.id, 0, new(big.Int), eth(1), 16)
	otherCh := paychan.Channel{Payer: f.key.Address(), Payee: f.ch.Payee, Signer: f.key.Address(), Salt: common.Hash{1}}
	forOther := f.chain(t, f.key, otherCh.ID(f.sep), 0, new(big.Int), eth(1), 16)
	epoch1 := f.chain(t, f.key, f.id, 1, new(big.Int), eth(1), 16)
	// in steps of 1 wei above what is held: its amounts pass the amount checks
	long, err := paychan.NewChain(paychan.ChainSecret(f.key), f.id, 0, eth(2), big.NewInt(1), paychan.MaxChainLength)
	if err != nil {
		t.Fatal(err)
	}
	if err := long.Sign(f.sep, f.key); err != nil {
		t.Fatal(err)
	}
	mut := func(v paychan.Voucher, fn func(v *paychan.Voucher)) paychan.Voucher {
		w := *v.Word
		if w.Commit != nil {
			k := *w.Commit
			w.Commit = &k
		}
		v.Word = &w
		fn(&v)
		return v
	}
	// Before anything is held.
	if err := f.chk.Accept(f.ch, c.Voucher(1, false), eth(1)); !errors.Is(err, paychan.ErrNoChain) {
		t.Fatalf("a word without commitment, nothing held: %v", err)
	}
	if err := f.chk.Accept(f.ch, c.Voucher(2, true), eth(1)); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		v    paychan.Voucher
		want error
	}{
		{"word of another chain, no commitment", mut(c.Voucher(3, false), func(v *paychan.Voucher) { v.Word.Word = other.Word(3) }), paychan.ErrBadWord},
		{"word of another chain, this one's commitment", mut(c.Voucher(3, true), func(v *paychan.Voucher) { v.Word.Word = other.Word(3) }), paychan.ErrBadWord},
		{"word below the held one", c.Voucher(1, false), paychan.ErrNotHigher},
		{"the held word again", c.Voucher(2, false), paychan.ErrNotHigher},
		{"index above the length", mut(c.Voucher(3, false), func(v *paychan.Voucher) { v.Word.Index = 17; v.Amount = eth(17) }), paychan.ErrBadWord},
		{"huge index", mut(long.Voucher(3, true), func(v *paychan.Voucher) { v.Word.Index = 1<<32 - 1; v.Amount = long.Commit.Amount(1<<32 - 1) }), paychan.ErrBadWord},
		{"length over the contract's", mut(c.Voucher(3, true), func(v *paychan.Voucher) { v.Word.Commit.Length = paychan.MaxChainLength + 1 }), paychan.ErrBadWord},
		{"forged commitment", forged.Voucher(3, true), paychan.ErrBadSignature},
		{"forged commitment's word, no commitment", forged.Voucher(3, false), paychan.ErrBadWord},
		{"commitment of another channel", mut(forOther.Voucher(3, true), func(v *paychan.Voucher) { v.Channel = f.id }), paychan.ErrBadSignature},
		{"commitment of another epoch", mut(epoch1.Voucher(3, true), func(v *paychan.Voucher) { v.Epoch = 0 }), paychan.ErrBadSignature},
		{"voucher of another epoch", epoch1.Voucher(3, true), paychan.ErrWrongEpoch},
		{"amount above base+index*unit", mut(c.Voucher(3, false), func(v *paychan.Voucher) { v.Amount = eth(4) }), paychan.ErrBadAmount},
		{"amount below base+index*unit", mut(c.Voucher(4, false), func(v *paychan.Voucher) { v.Amount = eth(3) }), paychan.ErrBadAmount},
		{"commitment's root changed", mut(c.Voucher(3, true), func(v *paychan.Voucher) { v.Word.Commit.Root = other.Commit.Root }), paychan.ErrBadSignature}, // checked before the walk (rvpwo)
		{"bad word at the longest chain's end (bounded walk)", mut(long.Voucher(paychan.MaxChainLength, true), func(v *paychan.Voucher) { v.Word.Word = common.Hash{1} }), paychan.ErrBadWord},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := f.chk.Accept(f.ch, tt.v, big.NewInt(1))
			if !errors.Is(err, tt.want) {
				t.Fatalf("Accept = %v, want %v", err, tt.want)
			}
			hs := f.chk.Held()
			if len(hs) != 1 || hs[0].Voucher.Amount.Cmp(eth(2)) != 0 || hs[0].Voucher.Word.Index != 2 {
				t.Fatalf("a refused word changed what is held: %+v", hs[0].Voucher)
			}
		})
	}
	// The good next word still passes after all that.
	if err := f.chk.Accept(f.ch, c.Voucher(3, false), eth(1)); err != nil {
		t.Fatal(err)
	}
}

// A restarted payee loads its held word voucher and takes the chain's next word without its
// commitment (verifying the held commitment once).
func TestCheckerWordsRestart(t *testing.T) {
	f := newPayee(t)
	c := f.chain(t, f.key, f.id, 0, new(big.Int), eth(1), 8)
	if err := f.chk.Accept(f.ch, c.Voucher(1, true), eth(1)); err != nil {
		t.Fatal(err)
	}
	chk, err := paychan.NewChecker(testDomain, f.ch.Payee, f.store, f.clock.Now)
	if err != nil {
		t.Fatal(err)
	}
	if err := chk.Accept(f.ch, c.Voucher(2, false), eth(1)); err != nil {
		t.Fatalf("restarted payee, next word: %v", err)
	}
}

// A payer's words pass the payee's checker through a whole chain and into the next.
func TestPayerWordsToChecker(t *testing.T) {
	f := newPayee(t)
	p, err := paychan.NewPayer(testDomain, f.key, newStore(t), paychan.WithChainLength(3))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Add(f.ch, eth(1000)); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 8; i++ {
		v, err := p.NextWord(f.id, eth(1))
		if err != nil {
			t.Fatal(err)
		}
		if err := f.chk.Accept(f.ch, v, eth(1)); err != nil {
			t.Fatalf("call %d: %v", i, err)
		}
		if err := p.Resolve(f.id, true); err != nil {
			t.Fatal(err)
		}
	}
	if hs := f.chk.Held(); hs[0].Voucher.Amount.Cmp(eth(8)) != 0 || hs[0].Voucher.Word == nil {
		t.Fatalf("held %+v", hs[0].Voucher)
	}
}

// BenchmarkCheckerAcceptWord measures a word voucher's check and save (memory store), the
// words of 256-word chains in turn, each chain's commitment once (its signature verified once):
// go test -run '^$' -bench 'CheckerAccept|Verify|Word' ./escrow/paychan/
func BenchmarkCheckerAcceptWord(b *testing.B) {
	k := newKey(b)
	sep := testDomain.Separator()
	payee := common.HexToAddress("0xbee")
	ch := paychan.Channel{Payer: k.Address(), Payee: payee, Signer: k.Address()}
	id := ch.ID(sep)
	chk, err := paychan.NewChecker(testDomain, payee, &memStore{m: map[common.Hash]paychan.Held{}}, func() time.Time { return t0 })
	if err != nil {
		b.Fatal(err)
	}
	if err := chk.Track(ch, paychan.MaxAmount, new(big.Int), 0); err != nil {
		b.Fatal(err)
	}
	const length = paychan.DefaultChainLength
	vs := make([]paychan.Voucher, b.N)
	var c *paychan.Chain
	for i := range vs {
		j := uint32(i % length)
		if j == 0 {
			if c, err = paychan.NewChain(paychan.ChainSecret(k), id, 0, big.NewInt(int64(i)), big.NewInt(1), length); err != nil {
				b.Fatal(err)
			}
			if err := c.Sign(sep, k); err != nil {
				b.Fatal(err)
			}
		}
		vs[i] = c.Voucher(j+1, j == 0)
	}
	b.ReportAllocs()
	b.ResetTimer()
	start := cpuTime(b)
	for i := range vs {
		if err := chk.Accept(ch, vs[i], big.NewInt(1)); err != nil {
			b.Fatal(err)
		}
	}
	reportCPU(b, start)
}

// BenchmarkWalk measures one keccak of a word (a word voucher's check walks one per call).
func BenchmarkWalk(b *testing.B) {
	w := common.Hash{1}
	for b.Loop() {
		w = paychan.Walk(w, 1)
	}
}
