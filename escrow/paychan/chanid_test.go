package paychan

import (
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// Channel.ID returns the hashed id whether its slot holds it, holds another channel's (same
// slot, another domain or settings) or nothing.
func TestChannelIDCache(t *testing.T) {
	a := Channel{Payer: common.Address{1}, Payee: common.Address{2}, Signer: common.Address{1}, Salt: common.Hash{31: 7}}
	b := a
	b.Token = common.Address{9} // same slot, another channel
	sep1, sep2 := common.Hash{1}, common.Hash{2}
	if a.idSlot() != b.idSlot() {
		t.Fatal("the test wants two channels in one slot")
	}
	for range 2 {
		for _, c := range []Channel{a, b} {
			for _, sep := range []common.Hash{sep1, sep2} {
				if got, want := c.ID(sep), c.hashID(sep); got != want {
					t.Fatalf("%+v under %x: id %x, want %x", c, sep, got, want)
				}
			}
		}
	}
	if a.ID(sep1) == b.ID(sep1) || a.ID(sep1) == a.ID(sep2) {
		t.Fatal("distinct channels or domains share an id")
	}
}

func BenchmarkChannelID(b *testing.B) {
	c := Channel{Payer: common.Address{1}, Payee: common.Address{2}, Signer: common.Address{1}, Salt: common.Hash{31: 7}}
	sep := common.Hash{1}
	b.Run("cached", func(b *testing.B) {
		for b.Loop() {
			_ = c.ID(sep)
		}
	})
	b.Run("hashed", func(b *testing.B) {
		for b.Loop() {
			_ = c.hashID(sep)
		}
	})
}
