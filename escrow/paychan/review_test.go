package paychan_test

// Adversarial review of the payee's checker and claim policy (second review). TestReview*Finding*
// PASS when the code is safe and FAIL while the hole is open; TestReviewHolds* are attacks tried
// that fail.

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// reviewSide is one payer of the review's chain tests.
type reviewSide struct {
	p  *paychan.Payer
	c  *paychan.Client
	ch paychan.Channel
	id common.Hash
}

// reviewOpen opens payer i's channel to the payee with deposit and makes the checker track it.
func reviewOpen(t *testing.T, w *world, chk *paychan.Checker, payeeClient *paychan.Client, i int, deposit *big.Int) *reviewSide {
	t.Helper()
	ctx := context.Background()
	k := w.payers[i]
	p, err := paychan.NewPayer(w.domain, k, newStore(t))
	if err != nil {
		t.Fatal(err)
	}
	s := &reviewSide{p: p, c: paychan.NewClient(w.sender(t, k), w.addr)}
	s.ch = paychan.Channel{Payer: k.Address(), Payee: w.payee.Address(), Signer: k.Address(), Salt: common.Hash{0xee, byte(i)}}
	if err := s.c.Open(ctx, s.ch, deposit); err != nil {
		t.Fatal(err)
	}
	if s.id, err = s.p.Add(s.ch, deposit); err != nil {
		t.Fatal(err)
	}
	if err := payeeClient.Sync(ctx, chk, s.ch); err != nil {
		t.Fatal(err)
	}
	return s
}

// reviewPayee is a dev chain with the payee's checker (on a test clock) and client.
func reviewPayee(t *testing.T) (*world, *clock, *paychan.Checker, *paychan.Client) {
	t.Helper()
	w := newWorld(t)
	clk := &clock{now: t0}
	chk, err := paychan.NewChecker(w.domain, w.payee.Address(), newStore(t), clk.Now)
	if err != nil {
		t.Fatal(err)
	}
	return w, clk, chk, paychan.NewClient(w.sender(t, w.payee), w.addr)
}

// reviewCall is one paid call: the payer signs, the payee checks; it returns the checker's verdict.
func reviewCall(t *testing.T, chk *paychan.Checker, s *reviewSide, price *big.Int) error {
	t.Helper()
	v, err := s.p.Next(s.id, price)
	if err != nil {
		t.Fatal(err)
	}
	err = chk.Accept(s.ch, v, price)
	if rerr := s.p.Resolve(s.id, err == nil); rerr != nil {
		t.Fatal(rerr)
	}
	return err
}

// chainNow is the time of the dev chain's head.
func chainNow(t *testing.T, w *world) time.Time {
	t.Helper()
	h, err := w.cl.HeaderByNumber(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return time.Unix(int64(h.Time), 0)
}

// FINDING (high for a payee running the checker as shipped): the checker answers calls on a
// channel the payer has already withdrawn.
// Accounts: payer 0 (attacker), payee. Capital: 0.1 ETH deposit, gas for request + withdraw.
// The checker learns a channel's state only through Track (at first sight and after each of
// the payee's claims); nothing in the package watches ChannelWithdrawalRequested. The payer
// opens 0.1 ETH, pays one call (0.001 ETH), requests a withdrawal right away, waits the
// challenge period and withdraws 0.099 ETH. The checker still holds "deposited 0.1, open" and
// accepts 99 more vouchers (0.001 ETH each) that the contract will never pay: the payee
// answers 99 calls for free (0.099 ETH), and the payer can repeat it on every channel it
// opens. A payee whose policy claims only by value/age (MinValue 0.01 ETH, MaxAge 24 h >=
// the default 1-day challenge) also loses the first calls, as it learns of the request late.
// Fix: bound the checker's trust in a tracked state: record when each channel was synced and
// refuse (ErrStale) a voucher when the state is older than the challenge period minus the
// claim margin; run a watcher of ChannelWithdrawalRequested / ChannelWithdrawn that calls
// Track, so an honest channel stays fresh.
func TestReviewFindingAcceptOnWithdrawnChannel(t *testing.T) {
	w, clk, chk, payeeClient := reviewPayee(t)
	ctx := context.Background()
	price := eth(1)
	s := reviewOpen(t, w, chk, payeeClient, 0, eth(100))
	if err := reviewCall(t, chk, s, price); err != nil {
		t.Fatal(err)
	}
	if err := s.c.RequestWithdrawal(ctx, s.ch); err != nil {
		t.Fatal(err)
	}
	if err := w.dc.AdjustTime(challenge * time.Second); err != nil {
		t.Fatal(err)
	}
	clk.now = clk.now.Add(challenge * time.Second)
	if err := s.c.Withdraw(ctx, s.ch); err != nil {
		t.Fatal(err)
	}
	st, err := payeeClient.State(ctx, s.id)
	if err != nil || st.Deposited.Cmp(st.Claimed) != 0 {
		t.Fatalf("withdrawal left %+v (%v)", st, err)
	}
	answered := 0
	for range 99 {
		if reviewCall(t, chk, s, price) == nil {
			answered++
		}
	}
	if answered != 0 {
		t.Fatalf("the checker answered %d calls (%s wei) on a channel withdrawn on chain", answered,
			new(big.Int).Mul(price, big.NewInt(int64(answered))))
	}
}

// FINDING (medium): one channel whose withdrawal ended unclaimed poisons every later batch.
// Accounts: payer 0 (attacker), payer 1 (honest), payee. Capital: 0.1 ETH each.
// Payer 0 pays 2 calls, requests a withdrawal; the payee syncs it (knows withdrawableAt) but
// is offline past the end (or its claim is front-run, see PaymentChannelsReview); payer 0
// withdraws. Payer 1 pays 5 calls. Policy.Due keeps returning payer 0's channel ("closing":
// now+Margin >= withdrawableAt holds forever, and Unclaimed is computed from the stale state),
// so Client.ClaimBatch(Due) reverts for the whole batch, every time (ChannelNothingToClaim:
// the withdrawn channel is back to None; ChannelChallengeOver when it had a claim before):
// payer 1's 0.005 ETH (and every other channel of the payee in that token) is never claimed
// by the policy loop, until their payers withdraw it too.
// Fix: Due (or Unclaimed) treats a channel whose withdrawableAt <= now as claimable no more
// (drop it, and Sync it); ClaimBatch callers re-sync and retry without entries that revert;
// and see the contract finding (claimBatch should skip, not revert).
func TestReviewFindingEndedWithdrawalPoisonsBatch(t *testing.T) {
	w, _, chk, payeeClient := reviewPayee(t)
	ctx := context.Background()
	price := eth(1)
	bad := reviewOpen(t, w, chk, payeeClient, 0, eth(100))
	honest := reviewOpen(t, w, chk, payeeClient, 1, eth(100))
	for range 2 {
		if err := reviewCall(t, chk, bad, price); err != nil {
			t.Fatal(err)
		}
	}
	for range 5 {
		if err := reviewCall(t, chk, honest, price); err != nil {
			t.Fatal(err)
		}
	}
	if err := bad.c.RequestWithdrawal(ctx, bad.ch); err != nil {
		t.Fatal(err)
	}
	if err := payeeClient.Sync(ctx, chk, bad.ch); err != nil {
		t.Fatal(err)
	}
	if err := w.dc.AdjustTime(challenge * time.Second); err != nil {
		t.Fatal(err)
	}
	if err := bad.c.Withdraw(ctx, bad.ch); err != nil {
		t.Fatal(err)
	}
	pol := paychan.Policy{MinValue: eth(50), MaxAge: time.Hour, Margin: time.Minute}
	now := chainNow(t, w).Add(time.Hour) // the payee is back, an hour later
	due := pol.Due(now, chk.Held())
	if err := payeeClient.ClaimBatch(ctx, due); err != nil {
		t.Logf("ClaimBatch of %d due channels: %v", len(due), err)
	}
	st, err := payeeClient.State(ctx, honest.id)
	if err != nil {
		t.Fatal(err)
	}
	if want := eth(5); st.Claimed.Cmp(want) != 0 {
		t.Fatalf("honest channel claimed %s, want %s: a dead channel in the batch voided it", st.Claimed, want)
	}
}

// FINDING (medium): the checker never looks at the channel's token.
// Accounts: payer (attacker), payee pricing its calls at 0.001 ETH. Capital: a worthless
// ERC-20 the attacker deploys and mints (cost: gas only).
// Checker.Track and Accept bind the payee, chain and contract but not the token, and Accept's
// price is a bare number: a channel of 1,000 junk tokens passes every check at price 1e15, so
// the payee answers 1,000 calls worth 1 ETH for nothing of value (the contract pays the junk
// token faithfully). Nothing in the package lets the payee say which tokens it takes.
// Fix: the checker is told the tokens it accepts (NewChecker(..., tokens) or Accept(ch, v,
// token, price)) and refuses any other channel (ErrWrongToken) in Track and Accept.
func TestReviewFindingCheckerIgnoresToken(t *testing.T) {
	f := newPayee(t) // an ETH channel is tracked; the payee prices in ETH
	junk := f.ch
	junk.Token = common.HexToAddress("0x00000000000000000000000000000000000bad01")
	junk.Salt = common.Hash{0x01}
	trackErr := f.chk.Track(junk, eth(1000), new(big.Int), 0)
	id := junk.ID(f.sep)
	v, err := paychan.Sign(f.sep, id, eth(1), f.key)
	if err != nil {
		t.Fatal(err)
	}
	if acceptErr := f.chk.Accept(junk, v, eth(1)); trackErr == nil && acceptErr == nil {
		t.Fatal("a voucher in an arbitrary token was accepted at the ETH price")
	}
}

// HOLDS: a malleable (high-s) copy of a voucher's signature, and v in {0, 1}, are refused by
// the checker as by the contract; a voucher of another channel, one over the deposit and a
// replay are refused too.
func TestReviewHoldsSignatureAndReplay(t *testing.T) {
	f := newPayee(t)
	v := f.voucher(t, eth(1))
	n, _ := new(big.Int).SetString("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141", 16)
	high := paychan.Voucher{Channel: v.Channel, Amount: v.Amount, Sig: append([]byte(nil), v.Sig...)}
	s := new(big.Int).Sub(n, new(big.Int).SetBytes(v.Sig[32:64]))
	copy(high.Sig[32:64], common.LeftPadBytes(s.Bytes(), 32))
	high.Sig[64] ^= 1 // 27 <-> 28
	if err := f.chk.Accept(f.ch, high, eth(1)); !errors.Is(err, paychan.ErrBadSignature) {
		t.Fatalf("high-s signature: %v", err)
	}
	low := paychan.Voucher{Channel: v.Channel, Amount: v.Amount, Sig: append([]byte(nil), v.Sig...)}
	low.Sig[64] -= 27
	if err := f.chk.Accept(f.ch, low, eth(1)); !errors.Is(err, paychan.ErrBadSignature) {
		t.Fatalf("v in {0,1}: %v", err)
	}
	other := f.ch
	other.Salt = common.Hash{0x02}
	if err := f.chk.Accept(other, v, eth(1)); !errors.Is(err, paychan.ErrWrongChannel) {
		t.Fatalf("voucher of another channel: %v", err)
	}
	if err := f.chk.Accept(f.ch, f.voucher(t, eth(1001)), eth(1)); !errors.Is(err, paychan.ErrOverDeposit) {
		t.Fatalf("over the deposit: %v", err)
	}
	if err := f.chk.Accept(f.ch, v, eth(1)); err != nil {
		t.Fatal(err)
	}
	if err := f.chk.Accept(f.ch, v, eth(1)); !errors.Is(err, paychan.ErrNotHigher) {
		t.Fatalf("replay: %v", err)
	}
}

// FINDING (medium, liveness): one lost answer wedges the channel for good.
// Accounts: an honest payer and payee; no capital beyond the deposit (1 ETH).
// The payee saves the voucher (0.001 ETH) before it answers, as it must; the answer is lost
// (network drop, caller timeout, or the payer is killed and resumes with the call unresolved),
// so the payer resolves the call as not answered and, as documented, signs the same
// cumulative amount (0.001 ETH) for its next call. The checker holds 0.001 ETH and refuses it
// (ErrNotHigher); the payer resolves that call as failed too and signs 0.001 ETH again,
// forever: the channel never carries another paid call, the payer's 0.999 ETH is idle until it
// withdraws (a challenge period), and the payee loses the payer's business. A payee that
// times out on purpose after saving gets the same result at will.
// Fix: the payee's refusal carries the amount it holds (ErrNotHigher with the held voucher's
// amount), and the payer, when that amount equals its unresolved in-flight voucher, adopts it
// as answered and signs held+price; or the payer treats an unanswered in-flight voucher as
// possibly held (Answered = InFlight) since the payee may claim it anyway.
func TestReviewFindingLostAnswerWedgesChannel(t *testing.T) {
	f := newPayee(t)
	p, err := paychan.NewPayer(testDomain, f.key, newStore(t))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Add(f.ch, eth(1000)); err != nil {
		t.Fatal(err)
	}
	v, err := p.Next(f.id, eth(1))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.chk.Accept(f.ch, v, eth(1)); err != nil { // saved; the answer is then lost
		t.Fatal(err)
	}
	if err := p.Resolve(f.id, false); err != nil {
		t.Fatal(err)
	}
	var last error
	for range 3 { // the next calls: do any of them get through?
		v, err := p.Next(f.id, eth(1))
		if err != nil {
			t.Fatal(err)
		}
		last = f.chk.Accept(f.ch, v, eth(1))
		if err := p.Resolve(f.id, last == nil); err != nil {
			t.Fatal(err)
		}
		if last == nil {
			return
		}
	}
	t.Fatalf("after one lost answer, 3 more calls were all refused: %v", last)
}
