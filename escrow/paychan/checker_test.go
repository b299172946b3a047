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

// payeeFixture is a payee checker with one tracked channel of 1 ETH from a payer whose key
// signs its vouchers.
type payeeFixture struct {
	chk   *paychan.Checker
	store *paychan.FileStore
	clock *clock
	key   *identity.Key
	ch    paychan.Channel
	id    common.Hash
	sep   common.Hash
}

func newPayee(t *testing.T, opts ...paychan.CheckerOption) *payeeFixture {
	t.Helper()
	f := &payeeFixture{store: newStore(t), clock: &clock{now: t0}, key: newKey(t), sep: testDomain.Separator()}
	payee := common.HexToAddress("0xbee")
	f.ch = paychan.Channel{Payer: f.key.Address(), Payee: payee, Signer: f.key.Address()}
	f.id = f.ch.ID(f.sep)
	var err error
	f.chk, err = paychan.NewChecker(testDomain, payee, f.store, f.clock.Now, opts...)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.chk.Track(f.ch, eth(1000), new(big.Int), 0); err != nil {
		t.Fatal(err)
	}
	return f
}

func (f *payeeFixture) voucher(t *testing.T, amount *big.Int) paychan.Voucher {
	t.Helper()
	v, err := paychan.Sign(f.sep, f.id, amount, f.key)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func TestCheckerAcceptsAndSavesBeforeAnswering(t *testing.T) {
	f := newPayee(t)
	if err := f.chk.Accept(f.ch, f.voucher(t, eth(1)), eth(1)); err != nil {
		t.Fatal(err)
	}
	held, err := f.store.LoadHeld()
	if err != nil || len(held) != 1 || held[0].Voucher.Amount.Cmp(eth(1)) != 0 || !held[0].Since.Equal(t0) {
		t.Fatalf("store holds %+v (%v), want the 1 ETH voucher accepted at t0", held, err)
	}
}

func TestCheckerRefusesBadVouchers(t *testing.T) {
	f := newPayee(t)
	if err := f.chk.Accept(f.ch, f.voucher(t, eth(10)), eth(1)); err != nil {
		t.Fatal(err)
	}
	stranger := newKey(t)
	other := f.ch
	other.Salt = common.Hash{1}
	otherPayee := f.ch
	otherPayee.Payee = common.HexToAddress("0xdead")
	otherChain := paychan.Domain{ChainID: 1, Contract: testDomain.Contract}.Separator()
	otherContract := paychan.Domain{ChainID: 1337, Contract: common.HexToAddress("0x1")}.Separator()
	signed := func(sep, id common.Hash, amount *big.Int, k *identity.Key) paychan.Voucher {
		v, err := paychan.Sign(sep, id, amount, k)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	badSig := f.voucher(t, eth(12))
	badSig.Sig = append([]byte(nil), badSig.Sig...)
	badSig.Sig[3] ^= 0xff
	tests := []struct {
		name  string
		ch    paychan.Channel
		v     paychan.Voucher
		price *big.Int
		want  error
	}{
		{"another channel", f.ch, signed(f.sep, other.ID(f.sep), eth(11), f.key), eth(1), paychan.ErrWrongChannel},
		{"untracked channel", other, signed(f.sep, other.ID(f.sep), eth(11), f.key), eth(1), paychan.ErrUnknownChannel},
		{"another payee", otherPayee, signed(f.sep, otherPayee.ID(f.sep), eth(11), f.key), eth(1), paychan.ErrWrongPayee},
		{"another chain", f.ch, signed(otherChain, f.id, eth(11), f.key), eth(1), paychan.ErrBadSignature},
		{"another contract", f.ch, signed(otherContract, f.id, eth(11), f.key), eth(1), paychan.ErrBadSignature},
		{"replayed", f.ch, f.voucher(t, eth(10)), eth(1), paychan.ErrNotHigher},
		{"lower than the last", f.ch, f.voucher(t, eth(9)), eth(1), paychan.ErrNotHigher},
		{"under the price", f.ch, f.voucher(t, big.NewInt(1e16+1)), eth(1), paychan.ErrUnderPrice},
		{"over the deposit", f.ch, f.voucher(t, eth(1001)), eth(1), paychan.ErrOverDeposit},
		{"badly signed", f.ch, badSig, eth(1), paychan.ErrBadSignature},
		{"signed by a stranger", f.ch, signed(f.sep, f.id, eth(11), stranger), eth(1), paychan.ErrBadSignature},
		{"zero", f.ch, paychan.Voucher{Channel: f.id, Amount: new(big.Int)}, eth(1), paychan.ErrBadAmount},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := f.chk.Accept(tt.ch, tt.v, tt.price); !errors.Is(err, tt.want) {
				t.Fatalf("Accept = %v, want %v", err, tt.want)
			}
		})
	}
	held, _ := f.store.LoadHeld()
	if len(held) != 1 || held[0].Voucher.Amount.Cmp(eth(10)) != 0 {
		t.Fatalf("a refused voucher changed the store: %+v", held)
	}
}

func TestCheckerRefusesClosingAndClaimedChannels(t *testing.T) {
	f := newPayee(t)
	if err := f.chk.Track(f.ch, eth(1000), eth(500), 0); err != nil {
		t.Fatal(err)
	}
	// a voucher at or below what the chain says was claimed pays nothing
	if err := f.chk.Accept(f.ch, f.voucher(t, eth(500)), eth(1)); !errors.Is(err, paychan.ErrNotHigher) {
		t.Fatalf("voucher at the claimed amount: %v", err)
	}
	if err := f.chk.Track(f.ch, eth(1000), eth(500), uint64(t0.Add(time.Hour).Unix())); err != nil {
		t.Fatal(err)
	}
	if err := f.chk.Accept(f.ch, f.voucher(t, eth(600)), eth(1)); !errors.Is(err, paychan.ErrClosing) {
		t.Fatalf("voucher on a closing channel: %v", err)
	}
}

func TestCheckerRestartKeepsHighestVoucher(t *testing.T) {
	f := newPayee(t)
	for i := int64(1); i <= 3; i++ {
		if err := f.chk.Accept(f.ch, f.voucher(t, eth(i)), eth(1)); err != nil {
			t.Fatal(err)
		}
	}
	again, err := paychan.NewChecker(testDomain, f.ch.Payee, f.store, f.clock.Now)
	if err != nil {
		t.Fatal(err)
	}
	held := again.Held()
	if len(held) != 1 || held[0].Voucher.Amount.Cmp(eth(3)) != 0 || held[0].Unclaimed().Cmp(eth(3)) != 0 {
		t.Fatalf("after restart: %+v", held)
	}
	if err := again.Accept(f.ch, f.voucher(t, eth(3)), eth(1)); !errors.Is(err, paychan.ErrNotHigher) {
		t.Fatalf("replay after restart: %v", err)
	}
}

// failingStore fails every save: the checker must then refuse (the caller does not answer).
type failingStore struct{ paychan.FileStore }

func (failingStore) SaveHeld(paychan.Held) error       { return errors.New("disk full") }
func (failingStore) LoadHeld() ([]paychan.Held, error) { return nil, nil }

func TestCheckerRefusesWhenItCannotSave(t *testing.T) {
	f := newPayee(t)
	chk, err := paychan.NewChecker(testDomain, f.ch.Payee, failingStore{}, f.clock.Now)
	if err != nil {
		t.Fatal(err)
	}
	if err := chk.Track(f.ch, eth(1000), new(big.Int), 0); err == nil {
		t.Fatal("track saved nothing and said nothing")
	}
	if err := chk.Accept(f.ch, f.voucher(t, eth(1)), eth(1)); err == nil {
		t.Fatal("accepted a voucher it could not save")
	}
}

// memStore is an in-memory PayeeStore for the benchmark (the disk's fsync is measured apart).
type memStore struct{ m map[common.Hash]paychan.Held }

func (s *memStore) SaveHeld(h paychan.Held) error     { s.m[h.ID] = h; return nil }
func (s *memStore) LoadHeld() ([]paychan.Held, error) { return nil, nil }

// BenchmarkCheckerAccept is the payee's whole local check of one voucher (settings, id,
// monotonicity, deposit, signature) with an in-memory store: the 100 µs bound.
func BenchmarkCheckerAccept(b *testing.B) {
	k := newKey(b)
	sep := testDomain.Separator()
	payee := common.HexToAddress("0xbee")
	ch := paychan.Channel{Payer: k.Address(), Payee: payee, Signer: k.Address()}
	chk, err := paychan.NewChecker(testDomain, payee, &memStore{m: map[common.Hash]paychan.Held{}}, func() time.Time { return t0 })
	if err != nil {
		b.Fatal(err)
	}
	if err := chk.Track(ch, paychan.MaxAmount, new(big.Int), 0); err != nil {
		b.Fatal(err)
	}
	vs := make([]paychan.Voucher, b.N)
	for i := range vs {
		if vs[i], err = paychan.Sign(sep, ch.ID(sep), big.NewInt(int64(i+1)), k); err != nil {
			b.Fatal(err)
		}
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

// Vouchers of many channels checked at once: each channel ends at its highest voucher, in
// memory and on disk (run with -race).
func TestCheckerConcurrentChannels(t *testing.T) {
	store := newStore(t)
	payee := common.HexToAddress("0xbee")
	chk, err := paychan.NewChecker(testDomain, payee, store, func() time.Time { return t0 })
	if err != nil {
		t.Fatal(err)
	}
	sep := testDomain.Separator()
	key := newKey(t)
	const channels, calls = 8, 20
	errs := make(chan error, channels)
	for i := range channels {
		ch := paychan.Channel{Payer: key.Address(), Payee: payee, Signer: key.Address(), Salt: common.Hash{byte(i)}}
		if err := chk.Track(ch, eth(1000), new(big.Int), 0); err != nil {
			t.Fatal(err)
		}
		go func() {
			for n := int64(1); n <= calls; n++ {
				v, err := paychan.Sign(sep, ch.ID(sep), eth(n), key)
				if err == nil {
					err = chk.Accept(ch, v, eth(1))
				}
				if err != nil {
					errs <- err
					return
				}
			}
			errs <- nil
		}()
	}
	for range channels {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	again, err := paychan.NewChecker(testDomain, payee, store, func() time.Time { return t0 })
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []*paychan.Checker{chk, again} {
		held := c.Held()
		if len(held) != channels {
			t.Fatalf("%d channels held, want %d", len(held), channels)
		}
		for _, h := range held {
			if h.Voucher.Amount.Cmp(eth(calls)) != 0 {
				t.Fatalf("channel %s holds %s, want %s", h.ID.Hex(), h.Voucher.Amount, eth(calls))
			}
		}
	}
}
