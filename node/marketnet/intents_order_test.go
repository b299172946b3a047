package marketnet_test

import (
	"context"
	"slices"
	"testing"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/marketnet"
)

// pubsub validates one peer's messages concurrently, so a worker's withdrawal may reach a node
// before the intent it withdraws. Then the withdrawal is the worker's word on the bounty (it is
// the bounty's first word: the node hears of the bounty from it), the late intent is ignored as
// older, and the worker is not waited for although its draw ranks first. The same worker's
// intent and withdrawal in order, and a sybil's intent alone (the control: it does rank first),
// end the same way.
func TestIntentsWithdrawalBeforeItsIntent(t *testing.T) {
	ctx := context.Background()
	s := newSybilBoard(t, false)
	start := s.clock()
	id := s.allAhead(1) // every sybil's draw ranks before the honest worker's
	s.status[id] = escrow.StatusOpen
	if got := s.word(t, 0, id, start.Add(time.Millisecond), true); got != pubsub.ValidationAccept {
		t.Fatalf("withdrawal before its intent: %v", got)
	}
	if got := s.word(t, 0, id, start, false); got != pubsub.ValidationIgnore {
		t.Fatalf("intent after its withdrawal: %v, want ignored", got)
	}
	turn, err := s.x.Intend(ctx, escrow.Bounty{ID: id}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if turn.Behind() {
		t.Fatal("the withdrawn worker's late intent ranks before the honest one")
	}
	if got := s.word(t, 1, id, start, false); got != pubsub.ValidationAccept || !turn.Behind() {
		t.Fatalf("a sybil's intent: %v, behind %v; want accepted and ranked first", got, turn.Behind())
	}
	if got := s.word(t, 1, id, start.Add(time.Millisecond), true); got != pubsub.ValidationAccept || turn.Behind() {
		t.Fatalf("its withdrawal: %v, behind %v; want accepted and not behind", got, turn.Behind())
	}
	decide := start.Add(marketnet.IntentWindow + marketnet.DefaultConfig().IntentSlack)
	s.set(decide)
	if done, next, err := marketnet.Step(ctx, turn, decide); !done || err != nil {
		t.Fatalf("no turn at the decision (%v, next %s): a withdrawn worker is waited for", err, next)
	}
	st := s.x.Stats()
	s.mu.Lock()
	defer s.mu.Unlock()
	if st.Accepted != 3 || st.Stale != 1 || !slices.Equal(s.heard, []uint64{id}) {
		t.Fatalf("stats %+v, heard %v; want 3 accepted, 1 late intent ignored, heard once of %d", st, s.heard, id)
	}
}
