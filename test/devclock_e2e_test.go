package test

import (
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/apitypes"
)

// TestE2EIdleChainRefund: on an idle anvil (blocks only when a transaction arrives) a bounty
// nobody takes is refunded soon after its deadline, without any other transaction moving the
// chain's clock: the requester's node mines a block when the deadline has passed by the wall
// clock but not by the head block.
func TestE2EIdleChainRefund(t *testing.T) {
	w := startNet(t, 2, nil)
	alice := w.d.Nodes[0]
	id := w.post(alice, apitypes.BountyPostParams{Skill: "no-agent-has-this", Input: []byte(`{}`), Reward: "0.1", Deadline: "3s"})
	posted := w.bounty(id)
	start := time.Now()
	b := w.waitStatus(id, escrow.StatusExpired, 20*time.Second)
	if b.Requester != posted.Requester {
		t.Fatalf("requester %s, posted by %s", b.Requester.Hex(), posted.Requester.Hex())
	}
	t.Logf("refunded %s after the post (deadline 3 s) on an idle chain", time.Since(start).Round(100*time.Millisecond))
}
