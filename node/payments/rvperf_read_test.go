package payments

import (
	"math/big"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// TestRVPerfReadChannelsShowsVerifiedOnly (review rvperf, finding 1): a payee's record of a
// call answered on a voucher whose signature was not verified yet (Held.Verified beside it)
// is read from disk by `agentsite wallet` (ReadChannels, no chain, no domain to verify with).
// It showed the unverified voucher as held and owed: a paying caller's forged voucher for the
// whole deposit read as earnings until the node next started and fell back. It shows the
// last verified voucher, what a claim takes.
func TestRVPerfReadChannelsShowsVerifiedOnly(t *testing.T) {
	dir := t.TempDir()
	path := LogPath(dir)
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	s, err := paychan.OpenLogStore(path, false)
	if err != nil {
		t.Fatal(err)
	}
	ch := paychan.Channel{Payer: common.HexToAddress("0xe1"), Payee: common.HexToAddress("0xb1"), Signer: common.HexToAddress("0xe1")}
	id := common.Hash{7}
	verified := paychan.Voucher{Channel: id, Amount: big.NewInt(100), Sig: make([]byte, 65)}
	forged := paychan.Voucher{Channel: id, Amount: big.NewInt(2_000), Sig: make([]byte, 65)}
	now := time.Unix(1_800_000_000, 0).UTC()
	h := paychan.Held{ID: id, Channel: ch, Deposited: big.NewInt(2_000), Claimed: new(big.Int), SyncedAt: now,
		Voucher: forged, Since: now, Verified: &verified}
	if err := s.SaveHeld(h); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	got, err := ReadChannels(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Channels) != 1 {
		t.Fatalf("channels %+v", got.Channels)
	}
	c := got.Channels[0]
	if c.Held != "100" || c.Owed != "100" || got.Held != "100" || got.Owed != "100" {
		t.Fatalf("read from disk: held %s owed %s (totals %s, %s), want the verified voucher's 100", c.Held, c.Owed, got.Held, got.Owed)
	}
}
