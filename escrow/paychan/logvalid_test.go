package paychan

import (
	"math/big"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// A save whose record is a delta checks the numbers as the delta writes them (put no longer
// runs validNumbers first): a voucher's amount or a commitment's number that a load refuses
// is refused in every place a delta carries one, and the log reads back what was saved before.
func TestLogDeltaRefusesWhatLoadRefuses(t *testing.T) {
	path := filepath.Join(t.TempDir(), "channels.log")
	s, err := OpenLogStore(path, false)
	if err != nil {
		t.Fatal(err)
	}
	id := common.Hash{1}
	huge := new(big.Int).Lsh(big.NewInt(1), 300) // 91 digits, 38 bytes: a delta's form takes it
	k := &Commit{Base: big.NewInt(0), Unit: big.NewInt(1e14), Length: 256, Root: common.Hash{9}, Sig: make([]byte, 65)}
	word := func(amount *big.Int, k *Commit) Voucher {
		return Voucher{Channel: id, Amount: amount, Word: &WordProof{Commit: k, Index: 1}}
	}
	h := Held{ID: id, Deposited: big.NewInt(1e18), Claimed: new(big.Int), Voucher: word(big.NewInt(1e14), k)}
	c := PayerChannel{ID: id, Deposited: big.NewInt(1e18), Answered: big.NewInt(1e14), Chain: k}
	if err := s.SaveHeld(h); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveChannel(c); err != nil {
		t.Fatal(err)
	}
	bad := &Commit{Base: huge, Unit: big.NewInt(1), Length: 256, Root: common.Hash{8}}
	badHeld := map[string]func(*Held){
		"amount":          func(h *Held) { h.Voucher.Amount = huge },
		"verified amount": func(h *Held) { v := word(huge, k); h.Verified = &v },
		"word's commit":   func(h *Held) { h.Voucher = word(big.NewInt(2e14), bad) },
		"verified commit": func(h *Held) { v := word(big.NewInt(2e14), bad); h.Verified = &v },
	}
	for name, change := range badHeld {
		n := h
		change(&n)
		if err := s.SaveHeld(n); err == nil {
			t.Fatalf("held with a %s a load refuses saved", name)
		}
	}
	badPayer := map[string]func(*PayerChannel){
		"chain":          func(c *PayerChannel) { c.Chain = bad },
		"settle amount":  func(c *PayerChannel) { v := word(huge, k); c.Settle = &v },
		"settle's chain": func(c *PayerChannel) { v := word(big.NewInt(1), bad); c.Settle = &v },
	}
	for name, change := range badPayer {
		n := c
		change(&n)
		if err := s.SaveChannel(n); err == nil {
			t.Fatalf("payer channel with a %s a load refuses saved", name)
		}
	}
	// a good delta after them reads back
	h.Voucher = word(big.NewInt(3e14), k)
	if err := s.SaveHeld(h); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	hs, chs, err := ReadLog(path)
	if err != nil || len(hs) != 1 || len(chs) != 1 || hs[0].Voucher.Amount.Cmp(big.NewInt(3e14)) != 0 || hs[0].Verified != nil ||
		chs[0].Settle != nil || chs[0].Chain.Base.Sign() != 0 {
		t.Fatalf("read back %+v, %+v, %v", hs, chs, err)
	}
}
