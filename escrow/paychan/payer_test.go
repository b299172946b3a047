package paychan_test

import (
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
)

func TestPayerSignsAnsweredPlusOneInFlight(t *testing.T) {
	store := newStore(t)
	key := newKey(t)
	p, err := paychan.NewPayer(testDomain, key, store)
	if err != nil {
		t.Fatal(err)
	}
	ch := paychan.Channel{Payer: key.Address(), Payee: common.HexToAddress("0xbee"), Signer: key.Address()}
	id, err := p.Add(ch, eth(3))
	if err != nil {
		t.Fatal(err)
	}
	v, err := p.Next(id, eth(1))
	if err != nil || v.Amount.Cmp(eth(1)) != 0 {
		t.Fatalf("first voucher %v (%v)", v.Amount, err)
	}
	if _, err := p.Next(id, eth(1)); !errors.Is(err, paychan.ErrInFlight) {
		t.Fatalf("second call while one is in flight: %v", err)
	}
	if err := p.Resolve(id, false); err != nil { // failed: not charged
		t.Fatal(err)
	}
	if v, err = p.Next(id, eth(1)); err != nil || v.Amount.Cmp(eth(1)) != 0 {
		t.Fatalf("after a failed call the voucher is %v (%v), want the same 1 ETH", v.Amount, err)
	}
	if err := p.Resolve(id, true); err != nil {
		t.Fatal(err)
	}
	if v, err = p.Next(id, eth(2)); err != nil || v.Amount.Cmp(eth(3)) != 0 {
		t.Fatalf("cumulative voucher %v (%v), want 3 ETH", v.Amount, err)
	}
	if err := paychan.Verify(testDomain.Separator(), v, key.Address()); err != nil {
		t.Fatal(err)
	}
	if err := p.Resolve(id, true); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Next(id, big.NewInt(1)); !errors.Is(err, paychan.ErrNoFunds) {
		t.Fatalf("over the deposit: %v", err)
	}
	if _, err := p.Next(common.Hash{1}, eth(1)); !errors.Is(err, paychan.ErrUnknownChannel) {
		t.Fatalf("unknown channel: %v", err)
	}
	if _, err := p.Add(paychan.Channel{Payer: key.Address(), Signer: common.HexToAddress("0x5")}, eth(1)); err == nil {
		t.Fatal("added a channel whose vouchers another key signs")
	}
}

// A payer that crashed with a call in flight comes back with it unresolved: it signs nothing
// new on that channel until the call is resolved, so it never owes more than answered + one.
func TestPayerRestartResumesInFlight(t *testing.T) {
	store := newStore(t)
	key := newKey(t)
	p, _ := paychan.NewPayer(testDomain, key, store)
	ch := paychan.Channel{Payer: key.Address(), Payee: common.HexToAddress("0xbee"), Signer: key.Address()}
	id, _ := p.Add(ch, eth(10))
	for range 2 {
		if _, err := p.Next(id, eth(1)); err != nil {
			t.Fatal(err)
		}
		if err := p.Resolve(id, true); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := p.Next(id, eth(1)); err != nil {
		t.Fatal(err)
	}
	// crash: a new Payer on the same store
	again, err := paychan.NewPayer(testDomain, key, store)
	if err != nil {
		t.Fatal(err)
	}
	c, ok := again.Channel(id)
	if !ok || c.Answered.Cmp(eth(2)) != 0 || c.InFlight == nil || c.InFlight.Cmp(eth(3)) != 0 {
		t.Fatalf("resumed %+v", c)
	}
	if _, err := again.Next(id, eth(1)); !errors.Is(err, paychan.ErrInFlight) {
		t.Fatalf("signed past an unresolved call: %v", err)
	}
	if err := again.Resolve(id, true); err != nil {
		t.Fatal(err)
	}
	if v, err := again.Next(id, eth(1)); err != nil || v.Amount.Cmp(eth(4)) != 0 {
		t.Fatalf("next voucher %v (%v)", v.Amount, err)
	}
}

// Review finding 7 (stated, docs/ARCHITECTURE.md): a payee that never answers still drains a
// channel by one price every two calls: it breaks the stream of a call after taking its
// voucher (the payer leaves the amount unresolved), then refuses the repeat with "held" =
// that amount, which the payer adopts as answered, exactly as after an honest lost answer.
// The payer cannot tell the two apart. Bounding adoptions to one until a call is answered
// would cap the loss at two prices a channel, but wedge a lane after two honest lost answers
// in a row.
func TestReviewPayerAdoptLoopDrains(t *testing.T) {
	t.Skip("finding 7: a payee that breaks streams and claims 'held' is paid one price every two calls, as for lost answers")
	key := newKey(t)
	p, err := paychan.NewPayer(testDomain, key, newStore(t))
	if err != nil {
		t.Fatal(err)
	}
	ch := paychan.Channel{Payer: key.Address(), Payee: common.Address{9}, Signer: key.Address()}
	id, err := p.Add(ch, eth(1000))
	if err != nil {
		t.Fatal(err)
	}
	for range 10 {
		if _, err := p.Next(id, eth(1)); err != nil { // sent; the stream breaks
			t.Fatal(err)
		}
		if err := p.Resolve(id, false); err != nil {
			t.Fatal(err)
		}
		v, err := p.Next(id, eth(1)) // the repeat, refused as held
		if err != nil {
			t.Fatal(err)
		}
		if err := p.Adopt(id, v.Amount); err != nil {
			t.Fatal(err)
		}
	}
	if c, _ := p.Channel(id); c.Answered.Cmp(eth(2)) > 0 {
		t.Fatalf("no call answered, %s counted as paid", c.Answered)
	}
}
