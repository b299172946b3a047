package paychan

import (
	"math/big"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// Review rvpwm, finding 1: a save could write what a load refuses, and a load ends at a
// record it refuses: the save returned, and was lost at the next start with every record after
// it (other channels' too). A delta carried any number where a load takes maxDeltaBig bytes;
// a voucher's amount or a commitment's number past a uint256's digits (maxAmountJSON) was
// written as a delta that read back, or whole, then refused as JSON (by the next compaction
// at the latest). Such a voucher is now refused by the save; any other number past
// maxDeltaBig is written whole.
func TestRvpwmSavesReadBack(t *testing.T) {
	path := filepath.Join(t.TempDir(), "channels.log")
	s, err := OpenLogStore(path, false)
	if err != nil {
		t.Fatal(err)
	}
	a, b, c := common.Hash{1}, common.Hash{2}, common.Hash{3}
	huge := new(big.Int).Lsh(big.NewInt(1), 8*maxDeltaBig+1) // maxDeltaBig+1 bytes
	held := func(id common.Hash, amount *big.Int) Held {
		return Held{ID: id, Deposited: big.NewInt(100), Claimed: new(big.Int), Voucher: Voucher{Channel: id, Amount: amount}}
	}
	for _, h := range []Held{held(a, big.NewInt(1)), held(b, big.NewInt(7))} {
		if err := s.SaveHeld(h); err != nil {
			t.Fatal(err)
		}
	}
	for _, amount := range []*big.Int{huge, new(big.Int).Lsh(big.NewInt(1), 300)} {
		if err := s.SaveHeld(held(a, amount)); err == nil {
			t.Fatalf("a voucher of %d bits saved: a load refuses it", amount.BitLen())
		}
	}
	k := &Commit{Base: huge, Unit: big.NewInt(1), Length: 4}
	if err := s.SaveChannel(PayerChannel{ID: c, Deposited: big.NewInt(5), Answered: big.NewInt(1), Chain: k}); err == nil {
		t.Fatal("a commitment whose base a load refuses saved")
	}
	p := PayerChannel{ID: c, Deposited: big.NewInt(5), Answered: big.NewInt(1)}
	if err := s.SaveChannel(p); err != nil {
		t.Fatal(err)
	}
	p.Answered = huge // not a voucher's: read back whole, not as a delta
	if err := s.SaveChannel(p); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveHeld(held(b, big.NewInt(8))); err != nil { // after them: kept
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	hs, chs, err := ReadLog(path)
	if err != nil {
		t.Fatal(err)
	}
	got := map[common.Hash]int64{}
	for _, h := range hs {
		got[h.ID] = h.Voucher.Amount.Int64()
	}
	if len(got) != 2 || got[a] != 1 || got[b] != 8 {
		t.Fatalf("held read back %v, want a: 1, b: 8", got)
	}
	if len(chs) != 1 || chs[0].Answered.Cmp(huge) != 0 {
		t.Fatalf("payer channels read back %+v, want c answered 2^%d", chs, huge.BitLen()-1)
	}
}

// Review rvpwm, finding 1 (its other side): a log holding a delta whose voucher a save now
// refuses (written before the fix, or corrupted) must still open: the delta ends the load
// like a torn record, where it made the open's compaction fail, and the node not start.
func TestRvpwmOldDeltaOpens(t *testing.T) {
	path := filepath.Join(t.TempDir(), "channels.log")
	s, err := OpenLogStore(path, false)
	if err != nil {
		t.Fatal(err)
	}
	a := common.Hash{1}
	h := Held{ID: a, Deposited: big.NewInt(100), Claimed: new(big.Int), Voucher: Voucher{Channel: a, Amount: big.NewInt(1)}}
	if err := s.SaveHeld(h); err != nil {
		t.Fatal(err)
	}
	// a held delta, byte by byte as appendHeldDelta wrote it before the fix (it now refuses
	// the amount): the voucher's channel, epoch 0, the amount, no signature; no verified one
	buf := append(append(make([]byte, 8), deltaHeld), a[:]...)
	buf = append(append(buf, voucherBinary), a[:]...)
	buf, ok := appendDeltaBig(append(buf, 0), new(big.Int).Lsh(big.NewInt(1), 300)) // 91 digits: no JSON reads it
	if !ok {
		t.Fatal("no delta")
	}
	buf = append(appendDeltaBytes(buf, nil), voucherNone)
	buf = framed(buf, 0)
	s.mu.Lock()
	err = s.out.put(buf, s.size) // as the code before the fix saved it
	s.size += int64(len(buf))
	s.mu.Unlock()
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s, err = OpenLogStore(path, false)
	if err != nil {
		t.Fatalf("the log does not open: %v", err)
	}
	defer s.Close()
	if held, _ := s.LoadHeld(); len(held) != 1 || held[0].Voucher.Amount.Int64() != 1 {
		t.Fatalf("held %+v, want the record before the delta", held)
	}
}
