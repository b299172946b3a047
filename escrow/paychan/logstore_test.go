package paychan_test

import (
	"math/big"
	"os"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// The last record of a channel wins across reopenings; a torn tail (a crash mid-write) is
// dropped, the records before it kept.
func TestLogStoreReopenAndTornTail(t *testing.T) {
	path := filepath.Join(t.TempDir(), "channels.log")
	s, err := paychan.OpenLogStore(path, false)
	if err != nil {
		t.Fatal(err)
	}
	a, b := common.Hash{1}, common.Hash{2}
	for i := int64(1); i <= 3; i++ {
		if err := s.SaveHeld(paychan.Held{ID: a, Deposited: big.NewInt(100), Claimed: new(big.Int),
			Voucher: paychan.Voucher{Channel: a, Amount: big.NewInt(i)}}); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.SaveChannel(paychan.PayerChannel{ID: b, Deposited: big.NewInt(9), Answered: big.NewInt(4)}); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Write([]byte{0, 0, 0, 40, 1, 2, 3, 4, '{', '"'}); err != nil { // a torn record
		t.Fatal(err)
	}
	f.Close()
	s, err = paychan.OpenLogStore(path, true)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	held, _ := s.LoadHeld()
	chs, _ := s.LoadChannels()
	if len(held) != 1 || held[0].Voucher.Amount.Int64() != 3 || len(chs) != 1 || chs[0].Answered.Int64() != 4 {
		t.Fatalf("held %+v, channels %+v", held, chs)
	}
	// Saves after a torn tail land after the compaction, not after the garbage.
	if err := s.SaveHeld(paychan.Held{ID: a, Deposited: big.NewInt(100), Claimed: new(big.Int),
		Voucher: paychan.Voucher{Channel: a, Amount: big.NewInt(5)}}); err != nil {
		t.Fatal(err)
	}
	s.Close()
	s, err = paychan.OpenLogStore(path, false)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if held, _ := s.LoadHeld(); len(held) != 1 || held[0].Voucher.Amount.Int64() != 5 {
		t.Fatalf("after reopen: %+v", held)
	}
}
