package paychan_test

import (
	"context"
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// Review rv20b, finding 2: BeginHeld took the entry a HeldWord carries whatever checker it
// is given: a HeldWord of another checker (another payee's, or the same payee's on another
// deployment) was begun on that checker's channel, under the given checker's price and rules,
// and a HeldWord not read (HeldWord's false ignored, or the zero value) panicked on a nil entry.
// Both are refused now as a channel the checker does not hold.
func TestRV20BBeginHeldRefusesForeignOrZeroHeldWord(t *testing.T) {
	f := newPayee(t)
	g := newPayee(t) // another checker, the same payee and domain: the settings pass its checks
	cli := paychan.NewClient(nil, common.Address{})
	ctx := context.Background()
	c := f.chain(t, f.key, f.id, 0, eth(0), eth(1), 4)
	if err := f.chk.Accept(f.ch, c.Voucher(1, true), eth(1)); err != nil {
		t.Fatal(err)
	}
	hw, ok := f.chk.HeldWord(paychan.WordRef{Channel: f.id, Word: c.Word(2), Index: 2})
	if !ok {
		t.Fatal("held word not read")
	}
	if _, err := cli.BeginHeld(ctx, g.chk, hw, eth(1), ""); !errors.Is(err, paychan.ErrUnknownChannel) {
		t.Fatalf("another checker's held word begun on it: %v", err)
	}
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Fatalf("a zero held word panics: %v", r)
			}
		}()
		if _, err := cli.BeginHeld(ctx, f.chk, paychan.HeldWord{}, eth(1), ""); !errors.Is(err, paychan.ErrUnknownChannel) {
			t.Fatalf("a zero held word: %v", err)
		}
	}()
	// f's channel is not left busy by g's refusal: its own word goes through.
	k, err := cli.BeginHeld(ctx, f.chk, hw, eth(1), "")
	if err != nil {
		t.Fatal(err)
	}
	if err := cli.Commit(ctx, f.chk, k); err != nil {
		t.Fatal(err)
	}
}

// Review rv20b (legs): the checker's last-entry cache under calls on two channels at once,
// each by its own goroutine, with HeldChain and HeldWord reading the other channel between
// (run with -race): every call is checked against its own channel, and each ends holding its
// own last voucher.
func TestRV20BLastEntryTwoChannelsAtOnce(t *testing.T) {
	f := newPayee(t)
	k2 := newKey(t)
	ch2 := paychan.Channel{Payer: k2.Address(), Payee: f.ch.Payee, Signer: k2.Address()}
	id2 := ch2.ID(f.sep)
	if err := f.chk.Track(ch2, eth(1000), eth(0), 0); err != nil {
		t.Fatal(err)
	}
	const calls = 20
	run := func(ch paychan.Channel, id, other common.Hash, sign func(amount int64) paychan.Voucher) error {
		for i := int64(1); i <= calls; i++ {
			if err := f.chk.Accept(ch, sign(i), eth(1)); err != nil {
				return err
			}
			f.chk.HeldChain(other, 0)
			f.chk.HeldWord(paychan.WordRef{Channel: other, Index: 1})
		}
		return nil
	}
	errc := make(chan error, 2)
	go func() {
		errc <- run(f.ch, f.id, id2, func(a int64) paychan.Voucher { return f.voucher(t, eth(a)) })
	}()
	go func() {
		errc <- run(ch2, id2, f.id, func(a int64) paychan.Voucher {
			v, err := paychan.Sign(f.sep, id2, eth(a), k2)
			if err != nil {
				panic(err)
			}
			return v
		})
	}()
	for i := 0; i < 2; i++ {
		if err := <-errc; err != nil {
			t.Fatal(err)
		}
	}
	for _, h := range f.chk.Held() {
		if h.Voucher.Channel != h.ID || h.Voucher.Amount.Cmp(eth(calls)) != 0 {
			t.Fatalf("channel %s holds %+v", h.ID.Hex(), h.Voucher)
		}
	}
	if n := len(f.chk.Held()); n != 2 {
		t.Fatalf("%d channels held", n)
	}
}
