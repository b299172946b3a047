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
