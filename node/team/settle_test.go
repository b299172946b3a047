package team

import (
	"math/big"
	"strings"
	"testing"

	"github.com/agentsite/agentsite/escrow"
)

// A failed or rejected sub-task does not hold the team: a rejected bounty's money comes back on
// the escrow's timeline, the team moves on at once and its accounts show the refund as pending
// until it comes.

// resolve settles bounty id as the escrow does a rejection without an arbiter, or a dispute
// window that ran out: refunded whole.
func (c *fakeChain) resolve(id uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	b := c.bounties[id]
	b.Status, b.Refunded, b.Paid, b.Fee = escrow.StatusResolved, b.Amount, new(big.Int), new(big.Int)
}

// accounted checks that every wei of the budget is somewhere in the accounts.
func accounted(t *testing.T, a Accounts) {
	t.Helper()
	sum := new(big.Int)
	for _, v := range []*escrow.BigString{a.Paid, a.Fees, a.Refunded, a.PendingRefund, a.Escrowed, a.Unspent} {
		if v.Int().Sign() < 0 {
			t.Fatalf("negative figure in %+v", a)
		}
		sum.Add(sum, v.Int())
	}
	if sum.Cmp(a.Budget.Int()) != 0 || !a.Balanced {
		t.Fatalf("accounts %+v add up to %s, budget %s", a, sum, a.Budget.Int())
	}
}

// The goal: t1 is paid, t2's agent fails and its bounty is rejected, with the whole
// dispute window to run. The team concludes at once, naming t2 and why, with t2's money
// pending refund; the refund reaches the accounts when the bounty settles.
func TestEngineRejectedDoesNotHoldTeam(t *testing.T) {
	r := newRig(t)
	tm := r.begin(t, 20, Plan{Tasks: []Task{task("t1", "summarize", "10 wei"), task("t2", "gofmt", "10 wei", "t1")}})
	r.step(t, tm)
	r.chain.claim(1, 1)
	r.chain.accept(1, `{"summary":"s"}`)
	r.step(t, tm) // t1 done, t2 posted
	r.chain.claim(2, 2)
	r.chain.reject(2)
	r.step(t, tm) // the attempt failed
	r.step(t, tm) // no money for another: t2 fails, the team concludes
	if tm.Concluded.IsZero() || tm.Task("t2").Status != TaskFailed {
		t.Fatalf("team not concluded: t2 %s %q", tm.Task("t2").Status, tm.Task("t2").Err)
	}
	for _, want := range []string{"t2 failed", "in bounty 2 (rejected)", "boom"} {
		if !strings.Contains(tm.Reason, want) {
			t.Fatalf("reason %q lacks %q", tm.Reason, want)
		}
	}
	if !r.said("pending refund 0.00000000000000001 ETH") {
		t.Fatal("the conclusion does not show the pending refund")
	}
	a := r.e.Accounts(tm)
	accounted(t, a)
	if a.PendingRefund.Int().Int64() != 10 || a.Escrowed.Int().Sign() != 0 {
		t.Fatalf("accounts before the refund %+v", a)
	}
	r.chain.resolve(2) // the dispute window ran out: refunded
	a = r.e.Accounts(tm)
	accounted(t, a)
	if a.Refunded.Int().Int64() != 10 || a.PendingRefund.Int().Sign() != 0 {
		t.Fatalf("accounts after the refund %+v", a)
	}
}

// A sub-task whose every agent fails, with rejections that settle at once (no arbiter): the
// task is tried MaxAttempts times on the refunded money and the team concludes, every wei in
// its accounts.
func TestEngineAlwaysFailingAgentConcludes(t *testing.T) {
	r := newRig(t)
	tm := r.begin(t, 15, Plan{Tasks: []Task{task("a", "gofmt", "10 wei")}})
	for i := uint64(1); i <= 3; i++ {
		r.step(t, tm)
		if len(r.chain.posts) != int(i) {
			t.Fatalf("attempt %d not posted: %d posts", i, len(r.chain.posts))
		}
		r.chain.claim(i, i)
		r.chain.reject(i)
		r.chain.resolve(i)
		r.step(t, tm)
	}
	if tm.Concluded.IsZero() || tm.Task("a").Status != TaskFailed || !strings.Contains(tm.Reason, "3 attempts failed") {
		t.Fatalf("a %s, reason %q", tm.Task("a").Status, tm.Reason)
	}
	a := r.e.Accounts(tm)
	accounted(t, a)
	if a.Refunded.Int().Int64() != 15 || a.Unspent.Int().Sign() != 0 {
		t.Fatalf("refunded %s, unspent %s: a refund posted again counts once", a.Refunded.Int(), a.Unspent.Int())
	}
}

// Money that a bounty still in work may give back is waited for; once nothing is in work, the
// task that needs it fails instead of waiting for a rejected bounty's dispute window.
func TestEngineWaitsOnlyForWork(t *testing.T) {
	r := newRig(t)
	tm := r.begin(t, 20, Plan{Tasks: []Task{task("a", "echo", "10 wei"), task("b", "echo", "10 wei")}})
	r.step(t, tm) // a and b posted side by side: either may be bounty 1
	a, b := r.bounty(tm, "a"), r.bounty(tm, "b")
	r.chain.claim(a, 1)
	r.chain.reject(a)
	r.chain.claim(b, 2)
	r.step(t, tm)
	r.step(t, tm)
	if st := tm.Task("a").Status; st != TaskPending || len(r.chain.posts) != 2 || !tm.Concluded.IsZero() {
		t.Fatalf("a %s with b in work, %d posts", st, len(r.chain.posts))
	}
	r.chain.accept(b, `"B"`)
	r.step(t, tm)
	if tm.Task("a").Status != TaskFailed || tm.Concluded.IsZero() {
		t.Fatalf("a %s after b was paid", tm.Task("a").Status)
	}
	accounted(t, r.e.Accounts(tm))
}
