package paychan

import (
	"errors"
	"math/big"
	"path/filepath"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/identity"
)

// watchedStore is a PayerStore that remembers the in-flight amount of each channel's last
// saved record: what a payer killed at that moment comes back with.
type watchedStore struct {
	PayerStore
	mu       sync.Mutex
	inFlight map[common.Hash]*big.Int
	saves    int
}

func (s *watchedStore) SaveChannel(c PayerChannel) error {
	if err := s.PayerStore.SaveChannel(c); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.inFlight[c.ID] = c.InFlight
	s.saves++
	return nil
}

func (s *watchedStore) saved(id common.Hash) (*big.Int, int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.inFlight[id], s.saves
}

// waitPresigned waits for the voucher the payer signs in the background for id's next call
// and returns it (nil when none is being signed).
func waitPresigned(p *Payer, id common.Hash) *presigned {
	p.mu.Lock()
	var pre *presigned
	if c := p.ch[id]; c != nil {
		pre = c.lane.next
	}
	p.mu.Unlock()
	if pre != nil {
		<-pre.done
	}
	return pre
}

func presignRig(t *testing.T) (*identity.Key, *LogStore, string, common.Hash, *Payer, *watchedStore) {
	t.Helper()
	key, err := identity.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "channels.log")
	log, err := OpenLogStore(path, false)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { log.Close() })
	ws := &watchedStore{PayerStore: log, inFlight: map[common.Hash]*big.Int{}}
	p, err := NewPayer(presignDomain, key, ws)
	if err != nil {
		t.Fatal(err)
	}
	id, err := p.Add(Channel{Payer: key.Address(), Payee: common.HexToAddress("0xbee"), Signer: key.Address()}, big.NewInt(100))
	if err != nil {
		t.Fatal(err)
	}
	return key, log, path, id, p, ws
}

var presignDomain = Domain{ChainID: 1337, Contract: common.HexToAddress("0xc4a77")}

// The voucher signed ahead of its call lives in memory only: the records saved hold the
// calls' own amounts in flight, never a presigned one, so a payer killed (before or after the
// signature is ready) comes back with its last call in flight, resolves it as the payee says,
// and signs the same voucher again; Next hands the presigned voucher out only after saving its
// amount as in flight.
func TestPayerPresignedVoucherIsSavedOnlyAsInFlight(t *testing.T) {
	key, log, path, id, p, ws := presignRig(t)
	price := big.NewInt(3)
	for call := int64(1); call <= 3; call++ {
		v, err := p.Next(id, price)
		if err != nil {
			t.Fatal(err)
		}
		if inFlight, _ := ws.saved(id); inFlight == nil || inFlight.Cmp(v.Amount) != 0 || v.Amount.Int64() != 3*call {
			t.Fatalf("call %d: voucher of %s handed out with %v saved in flight", call, v.Amount, inFlight)
		}
		if err := Verify(presignDomain.Separator(), v, key.Address()); err != nil {
			t.Fatal(err)
		}
		if err := p.Resolve(id, true); err != nil {
			t.Fatal(err)
		}
		_, saves := ws.saved(id)
		pre := waitPresigned(p, id)
		if pre == nil || pre.err != nil || pre.amount.Int64() != 3*(call+1) {
			t.Fatalf("call %d: nothing presigned for the next call (%+v)", call, pre)
		}
		inFlight, after := ws.saved(id)
		if after != saves || inFlight == nil || inFlight.Int64() != 3*call {
			t.Fatalf("call %d: presigning saved a record (in flight %v, %d saves after %d)", call, inFlight, after, saves)
		}
		// The next call hands out exactly the presigned voucher.
		if call == 2 {
			next, err := p.Next(id, price)
			if err != nil || string(next.Sig) != string(pre.v.Sig) || next.Amount.Cmp(pre.amount) != 0 {
				t.Fatalf("next voucher %v %x (%v), presigned %v %x", next.Amount, next.Sig, err, pre.amount, pre.v.Sig)
			}
			if err := p.Resolve(id, true); err != nil {
				t.Fatal(err)
			}
			call++
			waitPresigned(p, id)
		}
	}
	// kill -9 now: the presigned voucher for the fourth call is gone with the process.
	pre := waitPresigned(p, id)
	log.Close()
	again, err := OpenLogStore(path, false)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { again.Close() })
	q, err := NewPayer(presignDomain, key, again)
	if err != nil {
		t.Fatal(err)
	}
	// The last answer was not saved (the next voucher saves it): the restarted payer finds
	// that call in flight, and the payee's refusal of its voucher as held resolves it.
	c, _ := q.Channel(id)
	if c.InFlight == nil || c.InFlight.Int64() != 9 || c.Answered.Int64() != 6 {
		t.Fatalf("restarted with %+v, want 6 answered and 9 in flight", c)
	}
	if _, err := q.Next(id, price); !errors.Is(err, ErrInFlight) {
		t.Fatalf("restarted payer signs over its call in flight: %v", err)
	}
	if err := q.Resolve(id, false); err != nil {
		t.Fatal(err)
	}
	if v, err := q.Next(id, price); err != nil || v.Amount.Int64() != 9 {
		t.Fatalf("restarted payer repeats %v (%v), want 9", v.Amount, err)
	}
	if err := q.Adopt(id, big.NewInt(9)); err != nil { // the payee: not higher than 9, held
		t.Fatal(err)
	}
	v, err := q.Next(id, price)
	if err != nil || v.Amount.Int64() != 12 || string(v.Sig) != string(pre.v.Sig) {
		t.Fatalf("restarted payer signs %v %x (%v), the lost presigned one was %v %x", v.Amount, v.Sig, err, pre.amount, pre.v.Sig)
	}
}

// A presigned voucher is used only for its amount and epoch: a new price, a voucher adopted
// or a channel reopened in a new epoch get a voucher signed on the spot; a call not answered
// is repeated with the very voucher sent.
func TestPayerPresignedVoucherOnlyForItsAmountAndEpoch(t *testing.T) {
	key, _, _, id, p, _ := presignRig(t)
	sep := presignDomain.Separator()
	first, err := p.Next(id, big.NewInt(2))
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Resolve(id, false); err != nil { // unanswered: the same amount again
		t.Fatal(err)
	}
	if pre := waitPresigned(p, id); pre == nil || string(pre.v.Sig) != string(first.Sig) {
		t.Fatalf("an unanswered call's voucher is not kept for its repeat: %+v", pre)
	}
	again, err := p.Next(id, big.NewInt(2))
	if err != nil || again.Amount.Int64() != 2 || string(again.Sig) != string(first.Sig) {
		t.Fatalf("repeat %v (%v)", again.Amount, err)
	}
	if err := p.Resolve(id, true); err != nil {
		t.Fatal(err)
	}
	waitPresigned(p, id) // 4, for a price of 2
	v, err := p.Next(id, big.NewInt(5))
	if err != nil || v.Amount.Int64() != 7 || Verify(sep, v, key.Address()) != nil {
		t.Fatalf("new price: voucher %v (%v)", v.Amount, err)
	}
	if err := p.Resolve(id, true); err != nil {
		t.Fatal(err)
	}
	waitPresigned(p, id) // 12, epoch 0
	c, _ := p.Channel(id)
	if _, err := p.Reopen(c.Channel, 1, big.NewInt(50)); err != nil {
		t.Fatal(err)
	}
	v, err = p.Next(id, big.NewInt(5))
	if err != nil || v.Amount.Int64() != 5 || v.Epoch != 1 || Verify(sep, v, key.Address()) != nil {
		t.Fatalf("reopened: voucher %v epoch %d (%v)", v.Amount, v.Epoch, err)
	}
}
