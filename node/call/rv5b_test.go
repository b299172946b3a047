package call

// Review rv5b: a hostile payee against the payer's busy retry (a lane the payee calls busy is
// held out for busyCooling and the call takes another). Each test is an attack; it passes when
// the attack fails.

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// busyPayee refuses every voucher as busy (paychan.ErrBusy's words, as an honest payee says
// when a run of the payer's still holds the channel) and records what it was handed: a
// hostile payee may keep each voucher and claim the highest one of each channel.
type busyPayee struct {
	honest *ChannelPayee
	mu     sync.Mutex
	got    map[common.Hash]*big.Int // highest voucher amount per channel
}

func (b *busyPayee) Charge(ctx context.Context, agent string, pay *Payment) (func(bool) error, *Error) {
	t, _ := b.honest.Terms(agent)
	if pay == nil {
		return nil, paymentError(CodePaymentRequired, t, "payment required: %s", t)
	}
	b.mu.Lock()
	if old := b.got[pay.Voucher.Channel]; old == nil || pay.Voucher.Amount.Cmp(old) > 0 {
		b.got[pay.Voucher.Channel] = new(big.Int).Set(pay.Voucher.Amount)
	}
	b.mu.Unlock()
	return nil, paymentError(CodePaymentRefused, t, "payment refused: %v", paychan.ErrBusy)
}

// Finding 1: a payee that calls a fresh voucher busy (no run of the payer's is left on the
// channel: its last call was answered or refused, nothing is unresolved) made one call of an
// honest payer open a new channel per retry, up to lanes (3 opens for one call with lanes 4,
// maxAttempts 3): an open's gas each and lanes × depositCalls × price locked (within maxDeposit)
// until the payer withdraws, for an agent that never answered; with many such agents (one key
// each, free) the budget is spent lanes times faster. An honest payee says busy only while a
// run of ours holds the channel, which the payer knows: it left that channel's voucher
// unresolved. A busy refusal on a channel with nothing unresolved is now an ordinary refusal.
func TestRV5bBusyLieOpensNoLanes(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	bp := &busyPayee{honest: r.payee(), got: map[common.Hash]*big.Int{}}
	r.srv.payee = bp
	ctx := context.Background()
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil); err == nil {
		t.Fatal("the busy payee answered")
	}
	if cs := r.paying.Payer().Channels(); len(cs) != 1 {
		t.Fatalf("one call refused as busy opened %d channels (lanes %d)", len(cs), r.policy.Lanes)
	}
	bp.mu.Lock()
	defer bp.mu.Unlock()
	for id, v := range bp.got {
		c, _ := r.paying.Payer().Channel(id)
		if v.Cmp(new(big.Int).Add(c.Answered, testPrice)) > 0 {
			t.Fatalf("channel %s: the payee holds %s, answered %s", id.Hex(), v, c.Answered)
		}
	}
}

// A busy refusal during a detached run books nothing (paychan.Payer.Refused keeps the earlier
// unresolved voucher, counts no answer, guesses nothing), the call is served on another lane,
// and once the run commits the payer's answered total is what the payee holds: no run is paid
// twice, none counted twice (checked: holds).
func TestRV5bBusyRetryBooksEachRunOnce(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	ctx := context.Background()
	g, settled := r.detach(r.rt)
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil); err != nil {
		t.Fatal(err) // opens lane A
	}
	<-settled
	a := r.paying.Payer().Channels()[0].ID
	r.giveUp(t, g)
	two := new(big.Int).Mul(testPrice, big.NewInt(2))
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil); err != nil {
		t.Fatalf("call during the detached run: %v", err)
	}
	<-settled
	ca, _ := r.paying.Payer().Channel(a)
	if ca.Answered.Cmp(testPrice) != 0 || ca.Unresolved == nil || ca.Unresolved.Cmp(two) != 0 || ca.Guessed || ca.InFlight != nil {
		t.Fatalf("lane A after a busy refusal: answered %s, unresolved %v, guessed %v, in flight %v; want %s, %s, false, nil",
			ca.Answered, ca.Unresolved, ca.Guessed, ca.InFlight, testPrice, two)
	}
	close(g.release)
	if !<-settled {
		t.Fatal("the detached run was not committed")
	}
	// More calls (lane A may still be cooling: then it stays unresolved, to be adopted as held
	// when it is taken again).
	for i := 0; i < 4; i++ {
		if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil); err != nil {
			t.Fatal(err)
		}
		<-settled
	}
	payer, payee := new(big.Int), new(big.Int)
	for _, c := range r.paying.Payer().Channels() {
		payer.Add(payer, c.Answered)
		if c.Unresolved != nil { // owed once the payee says it holds it (Adopt)
			payer.Add(payer, new(big.Int).Sub(c.Unresolved, c.Answered))
		}
	}
	for _, h := range r.chk.Held() {
		if h.Voucher.Amount != nil {
			payee.Add(payee, h.Voucher.Amount)
		}
	}
	// Runs: the first call, the detached one, the call beside it and four more.
	want := new(big.Int).Mul(testPrice, big.NewInt(7))
	if payer.Cmp(want) != 0 || payee.Cmp(want) != 0 {
		t.Fatalf("7 runs: the payer counts %s answered or unresolved, the payee holds %s; want %s each", payer, payee, want)
	}
}

// Finding 2: a call that finds every lane busy and no room in maxDeposit or the budget for
// another channel failed at once with ErrBudget instead of waiting for a lane, as lane says it
// does: with a deposit policy that allows one channel to the payee, two calls at once failed
// one, and the busy retry (a detached run on the only lane) failed "budget" on its first retry.
// It now waits for a lane (within the call's deadline) when the payee has one.
func TestRV5bNoBudgetForALaneWaits(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	r.policy.MaxDeposit = new(big.Int).Mul(testPrice, big.NewInt(r.policy.DepositCalls)) // one channel's deposit
	r.startPayer(t)
	ctx := context.Background()
	g, settled := r.detach(r.rt)
	errc := make(chan error, 1)
	go func() {
		_, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{"gate":true}`), nil)
		errc <- err
	}()
	<-g.runs // the only lane is busy with this call
	short, cancel := context.WithTimeout(ctx, 200*time.Millisecond)
	defer cancel()
	_, err := r.paying.Call(short, r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil)
	close(g.release)
	if err := <-errc; err != nil {
		t.Fatal(err)
	}
	<-settled
	if errors.Is(err, ErrBudget) {
		t.Fatalf("a call while the payee's only lane is busy: %v, want it to wait for the lane", err)
	}
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil); err != nil {
		t.Fatal(err)
	}
	if n := len(r.paying.Payer().Channels()); n != 1 {
		t.Fatalf("%d channels within a max deposit of one", n)
	}
}

// giveUp makes a gated call whose payer's deadline passes while its run goes on (g holds it
// until g.release closes): its voucher is left unresolved, its channel busy at the payee.
func (r *paidRig) giveUp(t *testing.T, g *gatedHandler) {
	t.Helper()
	short, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	errc := make(chan error, 1)
	go func() {
		_, err := r.paying.Call(short, r.server.ID(), "echo", "echo", json.RawMessage(`{"gate":true}`), nil)
		errc <- err
	}()
	<-g.runs
	if err := <-errc; err == nil {
		t.Fatal("a call past the payer's deadline answered")
	}
}
