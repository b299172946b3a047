package paychan_test

import (
	"math/big"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// TestRV2LogKeepsEveryField (review rv2, finding 1): a record saved in the log and read back
// after a restart has every field it was saved with. The hand-written encoding (logenc.go)
// was written beside the upto and wallet fields, not with them: a payee's unsettled upto
// charge (Held.Owed and the cap voucher Held.Cap, claimed when the payer withdraws without
// settling) and a payer's settlement voucher, call count and agent name were dropped by every
// save, so a payee restarted before a payer settled lost the charge.
func TestRV2LogKeepsEveryField(t *testing.T) {
	path := filepath.Join(t.TempDir(), "channels.log")
	s, err := paychan.OpenLogStore(path, false)
	if err != nil {
		t.Fatal(err)
	}
	ch := paychan.Channel{Payer: common.Address{1}, Payee: common.Address{2}, Token: common.Address{3}, Signer: common.Address{4}, Salt: common.Hash{5}}
	id := common.Hash{6}
	at := time.Date(2026, 11, 28, 1, 2, 3, 4, time.UTC)
	cap := paychan.Voucher{Channel: id, Epoch: 2, Amount: big.NewInt(900), Sig: []byte{7, 8, 9}}
	held := paychan.Held{ID: id, Channel: ch, Deposited: big.NewInt(1000), Claimed: big.NewInt(10), WithdrawableAt: 11, Epoch: 2,
		SyncedAt: at, Since: at, Voucher: paychan.Voucher{Channel: id, Epoch: 2, Amount: big.NewInt(300), Sig: []byte{1, 2}},
		Owed: big.NewInt(450), Cap: &cap}
	settle := paychan.Voucher{Channel: id, Epoch: 2, Amount: big.NewInt(450), Sig: []byte{3, 4}}
	payer := paychan.PayerChannel{ID: common.Hash{7}, Channel: ch, Deposited: big.NewInt(1000), Answered: big.NewInt(450),
		InFlight: big.NewInt(550), Epoch: 2, Unresolved: big.NewInt(500), Guessed: true, Settle: &settle, Calls: 12,
		Agent: `say "<hi>" & bye`}
	if err := s.SaveHeld(held); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveChannel(payer); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s, err = paychan.OpenLogStore(path, false)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	hs, err := s.LoadHeld()
	if err != nil || len(hs) != 1 {
		t.Fatalf("held %+v (%v)", hs, err)
	}
	if !reflect.DeepEqual(hs[0], held) {
		t.Fatalf("held after a restart\n got %+v\nwant %+v", hs[0], held)
	}
	cs, err := s.LoadChannels()
	if err != nil || len(cs) != 1 {
		t.Fatalf("channels %+v (%v)", cs, err)
	}
	if !reflect.DeepEqual(cs[0], payer) {
		t.Fatalf("paying channel after a restart\n got %+v\nwant %+v", cs[0], payer)
	}
}
