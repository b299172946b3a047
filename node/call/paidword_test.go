package call

import (
	"context"
	"encoding/json"
	"math/big"
	"path/filepath"
	"sync"
	"testing"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// seenVouchers is a VoucherChecker that records the vouchers it is given.
type seenVouchers struct {
	VoucherChecker
	mu sync.Mutex
	vs []paychan.Voucher
}

func (s *seenVouchers) Begin(ctx context.Context, chk *paychan.Checker, ch paychan.Channel, v paychan.Voucher, price *big.Int, by string) (paychan.Checked, error) {
	s.mu.Lock()
	s.vs = append(s.vs, v)
	s.mu.Unlock()
	return s.VoucherChecker.Begin(ctx, chk, ch, v, price, by)
}

// take returns the vouchers seen since the last take.
func (s *seenVouchers) take() []paychan.Voucher {
	s.mu.Lock()
	defer s.mu.Unlock()
	vs := s.vs
	s.vs = nil
	return vs
}

// Fixed-price calls pay with hash-chain words: the first word of the chain carries the
// commitment, the next ones the word alone; the payee holds the newest word voucher with its
// commitment. A payee that lost its records refuses a bare word; the payer resends it with
// the commitment and the call goes through.
func TestPaidCallsPayWithWords(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	seen := &seenVouchers{VoucherChecker: r.payeeCli}
	r.srv.payee = NewChannelPayee(seen, r.domain, map[string]PaidAgent{"echo": {Price: Price{Amount: testPrice}, Payee: r.payeeKey.Address(), Checker: r.chk}})
	ctx := context.Background()
	in := json.RawMessage(`{"message":"hi"}`)
	for i := 0; i < 4; i++ {
		if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", in, nil); err != nil {
			t.Fatalf("paid call %d: %v", i, err)
		}
	}
	vs := seen.take()
	if len(vs) != 4 {
		t.Fatalf("payee saw %d vouchers", len(vs))
	}
	for i, v := range vs {
		if v.Word == nil || v.Sig != nil || v.Word.Index != uint32(i+1) || (v.Word.Commit != nil) != (i == 0) {
			t.Fatalf("voucher %d: sig %x, word %+v (want word %d, commitment on the first only)", i, v.Sig, v.Word, i+1)
		}
	}
	hs := r.chk.Held()
	if len(hs) != 1 || hs[0].Voucher.Word == nil || hs[0].Voucher.Word.Commit == nil || hs[0].Voucher.Amount.Cmp(mul(testPrice, 4)) != 0 {
		t.Fatalf("payee holds %+v", hs)
	}
	if err := paychan.VerifyAny(r.domain.Separator(), hs[0].Voucher, r.payerKey.Address()); err != nil {
		t.Fatalf("held word voucher: %v", err)
	}
	// The payee loses its records (a new directory): the bare word 5 (a compact payment: the
	// channel's id and the word) is refused before any check, word 5 with the channel's
	// settings and its commitment is taken (the chain's words below it are lost to it, not
	// paid twice).
	r.payeeDir = filepath.Join(t.TempDir(), "lost")
	r.startPayee(t)
	r.srv.payee = NewChannelPayee(seen, r.domain, map[string]PaidAgent{"echo": {Price: Price{Amount: testPrice}, Payee: r.payeeKey.Address(), Checker: r.chk}})
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", in, nil); err != nil {
		t.Fatalf("call after the payee lost its records: %v", err)
	}
	vs = seen.take()
	if len(vs) != 1 || vs[0].Word.Commit == nil || vs[0].Word.Index != 5 {
		t.Fatalf("after the loss the payee saw %d vouchers: %+v", len(vs), vs)
	}
	if got := r.held(t); got.Cmp(mul(testPrice, 5)) != 0 {
		t.Fatalf("payee holds %s, want 5 calls", got)
	}
}
