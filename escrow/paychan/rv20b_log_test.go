package paychan

import (
	"bytes"
	"math/big"
	"os"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// Review rv20b, finding 1: a whole record whose checksum is right but which this build does
// not read (a newer build's: a delta kind or voucher form added, as logcrc added voucherOwn;
// or a writer's bug) ends the load, and the open's compaction then rewrote the log without it
// and without every record after it: a node opened on a log of a later build (a downgrade)
// erased the vouchers it held and its channels' records, and a record its own writer got wrong
// erased all the saves after it, with nothing left to recover them from. The node still opens
// (review rvpwm: an unreadable delta must not keep it from starting), but the log as it was is
// kept beside it (<log>.unread) before the compaction replaces it.
func TestRV20BUnreadRecordKeepsTheLog(t *testing.T) {
	path := filepath.Join(t.TempDir(), "channels.log")
	s, err := OpenLogStore(path, false)
	if err != nil {
		t.Fatal(err)
	}
	a, b := common.Hash{1}, common.Hash{2}
	held := func(id common.Hash, amount int64) Held {
		return Held{ID: id, Deposited: big.NewInt(100), Claimed: new(big.Int), Voucher: Voucher{Channel: id, Amount: big.NewInt(amount)}}
	}
	if err := s.SaveHeld(held(a, 1)); err != nil {
		t.Fatal(err)
	}
	// a record of a later build: its checksum right, its kind unknown here
	rec := framed(append(append(make([]byte, 8), 0x7f), a[:]...), 0)
	s.mu.Lock()
	err = s.out.put(rec, s.size)
	s.size += int64(len(rec))
	s.mu.Unlock()
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SaveHeld(held(b, 7)); err != nil { // written after it: a whole record
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s, err = OpenLogStore(path, false)
	if err != nil {
		t.Fatalf("the log does not open: %v", err)
	}
	hs, _ := s.LoadHeld()
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if len(hs) != 1 || hs[0].ID != a {
		t.Fatalf("held %+v, want a's record alone (the load ends at the record it does not read)", hs)
	}
	kept, err := os.ReadFile(path + ".unread")
	if err != nil {
		t.Fatalf("the log as it was is not kept: %v", err)
	}
	if !bytes.Equal(kept, before) {
		t.Fatalf("kept %d bytes, the log had %d", len(kept), len(before))
	}
	// a torn last record (a crash) is not kept aside: nothing after it was lost
	if err := os.Remove(path + ".unread"); err != nil {
		t.Fatal(err)
	}
	s, err = OpenLogStore(path, false)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SaveHeld(held(b, 9)); err != nil {
		t.Fatal(err)
	}
	size := s.size
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(path, size-1); err != nil {
		t.Fatal(err)
	}
	s, err = OpenLogStore(path, false)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path + ".unread"); !os.IsNotExist(err) {
		t.Fatalf("a torn record kept the log aside: %v", err)
	}
}
