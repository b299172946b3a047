package paychan_test

import (
	"context"
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// HeldChain gives a held channel's settings and the commitment of its held word voucher of
// the epoch asked, and nothing for an unknown id, another epoch or a signed voucher held.
func TestCheckerHeldChain(t *testing.T) {
	f := newPayee(t)
	if _, _, ok := f.chk.HeldChain(f.id, 0); ok {
		t.Fatal("a chain before any word")
	}
	c := f.chain(t, f.key, f.id, 0, eth(0), eth(1), 16)
	if err := f.chk.Accept(f.ch, c.Voucher(1, true), eth(1)); err != nil {
		t.Fatal(err)
	}
	ch, k, ok := f.chk.HeldChain(f.id, 0)
	if !ok || ch != f.ch || k == nil || !k.Same(&c.Commit) {
		t.Fatalf("held chain %v: %+v, %+v", ok, ch, k)
	}
	if _, _, ok := f.chk.HeldChain(f.id, 1); ok {
		t.Fatal("a chain of another epoch")
	}
	if _, _, ok := f.chk.HeldChain(crypto.Keccak256Hash([]byte("unknown")), 0); ok {
		t.Fatal("a chain of an unknown id")
	}
	if err := f.chk.Accept(f.ch, f.voucher(t, eth(3)), eth(1)); err != nil {
		t.Fatal(err)
	}
	if _, _, ok := f.chk.HeldChain(f.id, 0); ok {
		t.Fatal("a chain while a signed voucher is held")
	}
}

// HeldWord reads a word named by its channel's id as the full voucher of the held chain, and
// BeginHeld checks it as Begin does: the word and amount of the index, a stranger's word
// refused, an index past the chain refused and the held voucher left as it was (the proof
// HeldWord made back as it was, so a retry reads it again), an unknown id not read at all.
func TestCheckerHeldWordBegins(t *testing.T) {
	f := newPayee(t)
	cli := paychan.NewClient(nil, common.Address{}) // synced: no chain read
	ctx := context.Background()
	c := f.chain(t, f.key, f.id, 0, eth(0), eth(1), 4)
	if err := f.chk.Accept(f.ch, c.Voucher(1, true), eth(1)); err != nil {
		t.Fatal(err)
	}
	if _, ok := f.chk.HeldWord(paychan.WordRef{Channel: crypto.Keccak256Hash([]byte("unknown")), Word: c.Word(2), Index: 2}); ok {
		t.Fatal("a word of an unknown id")
	}
	if _, ok := f.chk.HeldWord(paychan.WordRef{Channel: f.id, Epoch: 1, Word: c.Word(2), Index: 2}); ok {
		t.Fatal("a word of another epoch")
	}
	hw, ok := f.chk.HeldWord(paychan.WordRef{Channel: f.id, Word: c.Word(2), Index: 2})
	if v := hw.Voucher(); !ok || hw.Channel != f.ch || v.Amount.Cmp(eth(2)) != 0 || v.Word.Word != c.Word(2) || v.Word.Index != 2 || v.Word.Commit != nil {
		t.Fatalf("held word %v: %+v", ok, hw)
	}
	bad, _ := f.chk.HeldWord(paychan.WordRef{Channel: f.id, Word: c.Word(3), Index: 2})
	if _, err := cli.BeginHeld(ctx, f.chk, bad, eth(1), ""); !errors.Is(err, paychan.ErrBadWord) {
		t.Fatalf("another index's word: %v", err)
	}
	past, _ := f.chk.HeldWord(paychan.WordRef{Channel: f.id, Word: c.Word(2), Index: 5})
	if _, err := cli.BeginHeld(ctx, f.chk, past, eth(1), ""); err == nil || past.Voucher().Word.Commit != nil {
		t.Fatalf("an index past the chain: %v, commitment %v", err, past.Voucher().Word.Commit)
	}
	k, err := cli.BeginHeld(ctx, f.chk, hw, eth(1), "")
	if err != nil {
		t.Fatal(err)
	}
	if err := cli.Commit(ctx, f.chk, k); err != nil {
		t.Fatal(err)
	}
	held := f.chk.Held()[0].Voucher
	if held.Amount.Cmp(eth(2)) != 0 || held.Word == nil || held.Word.Index != 2 || !held.Word.Commit.Same(&c.Commit) {
		t.Fatalf("held %+v", held)
	}
	if _, err := cli.BeginHeld(ctx, f.chk, hw, eth(1), ""); !errors.Is(err, paychan.ErrNotHigher) {
		t.Fatalf("the same word again: %v", err)
	}
}
