package team

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"sync"
	"testing"

	"github.com/agentsite/agentsite/node/auction"
	"github.com/agentsite/agentsite/node/team/teamstate"
)

// fakeAsker answers auctions from a script: each entry a winner's price, or -1 for an auction
// that finds no bid; past the script it blocks until release is closed. The e2e test in test/
// runs the node's auction service on anvil with paid calls.
type fakeAsker struct {
	mu      sync.Mutex
	script  []int64
	asked   []auction.Request
	release chan struct{}
	late    int64         // past the script, once released: won at this price (0: no answer)
	started chan struct{} // one for each auction asked for, when not nil
}

func (f *fakeAsker) Ask(ctx context.Context, r auction.Request) (auction.Result, error) {
	f.mu.Lock()
	f.asked = append(f.asked, r)
	n := len(f.asked)
	f.mu.Unlock()
	if f.started != nil {
		f.started <- struct{}{}
	}
	if n > len(f.script) {
		select {
		case <-f.release:
		case <-ctx.Done():
		}
		if f.late == 0 {
			return auction.Result{}, fmt.Errorf("%w: released", auction.ErrNoAnswer)
		}
		return f.won(f.late), nil
	}
	if f.script[n-1] < 0 {
		return auction.Result{Asked: 3, Bids: 2}, fmt.Errorf("%w (asked 3 nodes)", auction.ErrNoBids)
	}
	return f.won(f.script[n-1]), nil
}

// won is an auction won by agent 7 at price.
func (f *fakeAsker) won(price int64) auction.Result {
	res := auction.Result{Asked: 3, Bids: 2}
	res.Price, res.Output = big.NewInt(price), json.RawMessage(`"A"`)
	res.Winner = auction.Bid{AgentID: 7, Agent: "did:7", Name: "echo"}
	return res
}

// A task the plan settles by auction: a failed auction keeps nothing and is tried again; the
// winner's bid is kept from the budget and shown in the accounts (calls), the task's output
// feeds its dependent's bounty, and the budget balances.
func TestEngineAuctionTask(t *testing.T) {
	r := newRig(t)
	ask := &fakeAsker{script: []int64{-1, 60}}
	r.e.d.Asker = ask
	p := Plan{Tasks: []Task{task("a", "echo", "100 wei"), task("b", "echo", "10 wei", "a")}}
	p.Tasks[0].Ask = &AskTerms{MaxPrice: "80 wei"}
	p.Tasks[1].Input = json.RawMessage(`{"got":{"$from":"a"}}`)
	tm := r.begin(t, 110, p)
	r.step(t, tm) // the first auction finds no bid
	a := tm.Task("a")
	if a.Status != TaskPending || len(a.Attempts) != 1 || a.Attempts[0].Reward.Int().Sign() != 0 || a.Failures() != 1 {
		t.Fatalf("after a failed auction: %s, attempts %+v", a.Status, a.Attempts)
	}
	r.step(t, tm) // the second is won at 60 wei
	r.step(t, tm) // b is posted with a's output
	if a.Status != TaskDone || string(a.Output) != `"A"` || a.Last().AgentID != 7 || a.Last().Reward.Int().Int64() != 60 {
		t.Fatalf("after a won auction: %s, output %s, attempt %+v", a.Status, a.Output, a.Last())
	}
	if len(r.chain.posts) != 1 || string(r.chain.posts[0].Input) != `{"got":"A"}` {
		t.Fatalf("posts %+v", r.chain.posts)
	}
	if q := ask.asked[1]; q.Skill != "echo" || q.MaxPrice.Int64() != 80 || q.Deadline != teamstate.DefaultAskDeadline || string(q.Input) != `{"text":"x"}` {
		t.Fatalf("auction request %+v", q)
	}
	acc := r.e.Accounts(tm)
	if acc.Calls.Int().Int64() != 60 || acc.Auctions != 1 || acc.Escrowed.Int().Int64() != 10 || acc.Unspent.Int().Int64() != 40 {
		t.Fatalf("accounts %+v", acc)
	}
	if !r.said("won at auction (2 bids, 3 nodes asked) for 0.00000000000000006 ETH paid by voucher") {
		t.Fatal("the room was not told who won")
	}
}

// The leader stops during an auction: its attempt is interrupted (not the agents' failure)
// and its max price counts as paid, since the call may have been; a new auction follows, and
// the auction that outlived its attempt changes nothing when it ends.
func TestEngineAuctionInterrupted(t *testing.T) {
	r := newRig(t)
	ask := &fakeAsker{release: make(chan struct{}), started: make(chan struct{}, 2)}
	r.e.d.Asker = ask
	p := Plan{Tasks: []Task{task("a", "echo", "50 wei")}}
	p.Tasks[0].Ask = &AskTerms{DeadlineMs: 500}
	tm := r.begin(t, 200, p)
	r.e.teams[tm.ID] = tm
	if err := r.e.step(context.Background(), tm); err != nil {
		t.Fatal(err)
	}
	first := tm.Task("a").Last().Tag
	delete(r.e.inflight, first) // as after a restart: nothing runs the auction any more
	if err := r.e.step(context.Background(), tm); err != nil {
		t.Fatal(err)
	}
	a := tm.Task("a")
	if len(a.Attempts) != 2 || a.Attempts[0].Status != "interrupted" || !a.Attempts[0].Replaced || a.Failures() != 0 || a.Last().Status != statusAsking {
		t.Fatalf("attempts %+v", a.Attempts)
	}
	<-ask.started
	<-ask.started
	acc := r.e.Accounts(tm)
	if acc.Calls.Int().Int64() != 50 || acc.Escrowed.Int().Int64() != 50 || acc.Unspent.Int().Int64() != 100 {
		t.Fatalf("accounts %+v", acc)
	}
	if len(ask.asked) != 2 || ask.asked[0].Deadline.Milliseconds() != 500 {
		t.Fatalf("auctions %+v", ask.asked)
	}
	close(ask.release)
	for range 2 { // both auctions end with no answer; the stale one is ignored
		r.e.recordAsk(context.Background(), <-r.e.asked)
	}
	if a.Last().Status != "failed" || len(a.Attempts) != 2 || a.Attempts[0].Status != "interrupted" {
		t.Fatalf("attempts after both ended %+v", a.Attempts)
	}
}

// A team that concludes while an auction runs: the auction's winner answered and was paid, so
// its price is in the accounts once the auction ends, the answer unused.
func TestEngineAuctionEndsAfterTheTeam(t *testing.T) {
	r := newRig(t)
	ask := &fakeAsker{release: make(chan struct{}), started: make(chan struct{}, 1), late: 30}
	r.e.d.Asker = ask
	p := Plan{Tasks: []Task{task("a", "echo", "50 wei")}}
	p.Tasks[0].Ask = &AskTerms{}
	tm := r.begin(t, 100, p)
	r.e.teams[tm.ID] = tm
	if err := r.e.step(context.Background(), tm); err != nil {
		t.Fatal(err)
	}
	<-ask.started
	r.e.conclude(context.Background(), tm, "the owner concluded")
	if acc := r.e.Accounts(tm); acc.Escrowed.Int().Int64() != 50 {
		t.Fatalf("accounts while the auction runs %+v", acc)
	}
	close(ask.release)
	r.e.recordAsk(context.Background(), <-r.e.asked)
	a := tm.Task("a").Last()
	acc := r.e.Accounts(tm)
	if a.Status != "late" || a.Reward.Int().Int64() != 30 || acc.Calls.Int().Int64() != 30 || acc.Auctions != 0 ||
		acc.Escrowed.Int().Sign() != 0 || acc.Unspent.Int().Int64() != 70 {
		t.Fatalf("attempt %+v, accounts %+v", a, acc)
	}
}
