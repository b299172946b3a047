package paychan_test

import (
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// uptoFixture is a payer and a payee (checker) on one channel of 1 ETH, each with its store.
type uptoFixture struct {
	*payeeFixture
	payer *paychan.Payer
	pay   *paychan.FileStore
}

func newUpto(t *testing.T) *uptoFixture {
	t.Helper()
	f := &uptoFixture{payeeFixture: newPayee(t), pay: newStore(t)}
	var err error
	if f.payer, err = paychan.NewPayer(testDomain, f.key, f.pay); err != nil {
		t.Fatal(err)
	}
	if _, err := f.payer.Add(f.ch, eth(1000)); err != nil {
		t.Fatal(err)
	}
	return f
}

// call makes one upto call at cap on both sides: the payer's voucher, the payee's check and
// charge of used; it returns the owed total the answer reports.
func (f *uptoFixture) call(t *testing.T, cap, used *big.Int) *big.Int {
	t.Helper()
	v, err := f.payer.Next(f.id, cap)
	if err != nil {
		t.Fatal(err)
	}
	k, err := f.chk.Check(f.ch, v, cap)
	if err != nil {
		t.Fatal(err)
	}
	owed, err := f.chk.CommitCharge(k, used)
	if err != nil {
		t.Fatal(err)
	}
	return owed
}

func (f *uptoFixture) held(t *testing.T) paychan.Held {
	t.Helper()
	hs := f.chk.Held()
	if len(hs) != 1 {
		t.Fatalf("payee holds %d channels", len(hs))
	}
	return hs[0]
}

func amount(v *big.Int) string {
	if v == nil {
		return "<nil>"
	}
	return v.String()
}

// The payee charges the use, the payer's books show it, and once settled the voucher the payee
// claims is exactly the use, never the cap: over three calls, one of them using nothing.
func TestUptoChargesUseNotCap(t *testing.T) {
	f := newUpto(t)
	cap := eth(10)
	total := new(big.Int)
	for _, used := range []*big.Int{eth(3), eth(0), eth(7)} {
		owed := f.call(t, cap, used)
		total.Add(total, used)
		if owed.Cmp(total) != 0 {
			t.Fatalf("owed %s after using %s, want %s", owed, used, total)
		}
		if h := f.held(t); used.Sign() > 0 && (h.Owed.Cmp(total) != 0 || h.Cap == nil || h.Pending().Cmp(used) != 0) {
			t.Fatalf("before settlement the payee holds owed %s, cap %v, pending %s", amount(h.Owed), h.Cap, h.Pending())
		}
		settle, err := f.payer.Charged(f.id, owed)
		if err != nil {
			t.Fatal(err)
		}
		if c, _ := f.payer.Channel(f.id); c.Answered.Cmp(total) != 0 || c.InFlight != nil {
			t.Fatalf("payer's books: answered %s, in flight %v; want %s charged", c.Answered, c.InFlight, total)
		}
		if used.Sign() == 0 {
			if settle != nil {
				t.Fatalf("a call that used nothing signed a settlement of %s", settle.Amount)
			}
			continue
		}
		if settle == nil || settle.Amount.Cmp(total) != 0 {
			t.Fatalf("settlement %v, want %s", settle, total)
		}
		if err := f.chk.Settle(f.ch, *settle); err != nil {
			t.Fatal(err)
		}
		if h := f.held(t); h.Voucher.Amount.Cmp(total) != 0 || h.Owed != nil || h.Cap != nil || h.Unclaimed().Cmp(total) != 0 {
			t.Fatalf("settled: payee claims %s (owed %s, cap %v), want exactly %s", h.Voucher.Amount, amount(h.Owed), h.Cap, total)
		}
		// A repeat (the next call carries it again) changes nothing.
		if err := f.chk.Settle(f.ch, *settle); err != nil {
			t.Fatalf("repeated settlement: %v", err)
		}
	}
	if c, _ := f.payer.Channel(f.id); c.Calls != 3 {
		t.Fatalf("payer counts %d calls, want 3", c.Calls)
	}
	held, err := f.store.LoadHeld()
	if err != nil || len(held) != 1 || held[0].Voucher.Amount.Cmp(eth(10)) != 0 {
		t.Fatalf("the store holds %+v (%v), want the 10 ETH settlement", held, err)
	}
}

// A settlement is checked like a voucher: above what is owed, another channel's, another
// signer's or another epoch's are refused; one when nothing is owed changes nothing.
func TestUptoSettleRefusals(t *testing.T) {
	f := newUpto(t)
	if err := f.chk.Settle(f.ch, f.voucher(t, eth(1))); err != nil {
		t.Fatalf("a settlement with nothing owed: %v, want no change", err)
	}
	owed := f.call(t, eth(10), eth(4))
	stranger := newKey(t)
	forged, err := paychan.Sign(f.sep, f.id, owed, stranger)
	if err != nil {
		t.Fatal(err)
	}
	other := f.ch
	other.Salt = common.Hash{9}
	otherV, err := paychan.Sign(f.sep, other.ID(f.sep), owed, f.key)
	if err != nil {
		t.Fatal(err)
	}
	epoch, err := paychan.SignAt(f.sep, f.id, 1, owed, f.key)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		v    paychan.Voucher
		want error
	}{
		{"above owed", f.voucher(t, eth(5)), paychan.ErrOverOwed},
		{"badly signed", forged, paychan.ErrBadSignature},
		{"another channel", otherV, paychan.ErrWrongChannel},
		{"another epoch", epoch, paychan.ErrWrongEpoch},
	} {
		if err := f.chk.Settle(f.ch, c.v); !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
		}
	}
	if h := f.held(t); h.Voucher.Amount != nil || h.Owed.Cmp(eth(4)) != 0 {
		t.Fatalf("refused settlements moved the payee's record: voucher %v, owed %s", h.Voucher.Amount, amount(h.Owed))
	}
}

// A payer that requests a withdrawal without settling has the cap voucher it signed claimed;
// a new epoch drops what was unsettled with the vouchers.
func TestUptoUnsettledWithdrawalClaimsCap(t *testing.T) {
	f := newUpto(t)
	f.call(t, eth(10), eth(2))
	if err := f.chk.TrackState(f.ch, paychan.State{Deposited: eth(1000), Claimed: new(big.Int), WithdrawableAt: 99}); err != nil {
		t.Fatal(err)
	}
	if h := f.held(t); h.Voucher.Amount.Cmp(eth(10)) != 0 || h.Owed != nil || h.Cap != nil {
		t.Fatalf("withdrawing with 2 ETH unsettled: payee claims %v (owed %s), want the 10 ETH cap voucher", h.Voucher.Amount, amount(h.Owed))
	}
	g := newUpto(t)
	g.call(t, eth(10), eth(2))
	if err := g.chk.TrackState(g.ch, paychan.State{Deposited: eth(1000), Claimed: new(big.Int), Epoch: 1}); err != nil {
		t.Fatal(err)
	}
	if h := g.held(t); h.Voucher.Amount != nil || h.Owed != nil || h.Cap != nil {
		t.Fatalf("new epoch: payee still holds %v, owed %s", h.Voucher.Amount, amount(h.Owed))
	}
}

// The answer of an upto call is lost: the payer's next voucher (the same amount) raises the
// payee's owed total by less than the cap; the refusal carries that total, which the payer
// adopts (it is below the voucher it left unresolved) and settles, and the call after goes
// through. The payer never adopts more than the voucher it left unresolved.
func TestUptoLostAnswerAdopted(t *testing.T) {
	f := newUpto(t)
	cap := eth(10)
	owed := f.call(t, cap, eth(3))
	if err := f.payer.Resolve(f.id, false); err != nil { // the answer never came
		t.Fatal(err)
	}
	v, err := f.payer.Next(f.id, cap)
	if err != nil {
		t.Fatal(err)
	}
	_, err = f.chk.Check(f.ch, v, cap)
	held, ok := paychan.HeldAmount(err)
	if !errors.Is(err, paychan.ErrUnderPrice) || !ok || held.Cmp(owed) != 0 {
		t.Fatalf("repeated voucher: %v (held %v), want under price holding %s", err, held, owed)
	}
	if err := f.payer.Refused(f.id); err != nil {
		t.Fatal(err)
	}
	if err := f.payer.Adopt(f.id, eth(11)); !errors.Is(err, paychan.ErrNotInFlight) {
		t.Fatalf("adopting above the unresolved voucher: %v", err)
	}
	if err := f.payer.Adopt(f.id, held); err != nil {
		t.Fatal(err)
	}
	c, _ := f.payer.Channel(f.id)
	if c.Answered.Cmp(owed) != 0 || c.Settle == nil || c.Settle.Amount.Cmp(owed) != 0 {
		t.Fatalf("after adopting: answered %s, settlement %v; want %s both", c.Answered, c.Settle, owed)
	}
	if err := f.chk.Settle(f.ch, *c.Settle); err != nil {
		t.Fatal(err)
	}
	if owed2 := f.call(t, cap, eth(1)); owed2.Cmp(eth(4)) != 0 {
		t.Fatalf("next call owes %s, want 4 ETH", owed2)
	}
}
