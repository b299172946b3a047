package chainindex

import (
	"context"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// snapshot takes an anvil snapshot; revert returns to it (and drops the blocks after it).
func (m *market) snapshot() string {
	var id string
	m.call(&id, "evm_snapshot")
	return id
}

func (m *market) revert(id string) {
	m.t.Helper()
	var ok bool
	m.call(&ok, "evm_revert", id)
	if !ok {
		m.t.Fatal("evm_revert refused")
	}
}

// collect reads events from ch until quiet for a moment.
func collect(ch <-chan Event) []Event {
	var out []Event
	for {
		select {
		case ev, ok := <-ch:
			if !ok {
				return out
			}
			out = append(out, ev)
		case <-time.After(200 * time.Millisecond):
			return out
		}
	}
}

func TestIndexReorgRollsBack(t *testing.T) {
	for _, tc := range []struct {
		name  string
		depth uint64 // ReorgDepth: 1 forces the re-index-from-deployment fallback
	}{{"fork point found", 128}, {"deeper than recorded hashes", 1}} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			m := newMarket(t)
			req, wa, wb := m.party(1), m.party(2), m.party(4)
			agentA, agentB := m.register(wa, 200), m.register(wb, 200)
			b1 := m.post(req, 1e9, common.Address{}, 0, 0, time.Hour)
			cfg := testConfig()
			cfg.ReorgDepth = tc.depth
			ix, _ := m.openIndex("", cfg)
			m.sync(ix)
			events, cancel := ix.Subscribe()
			defer cancel()

			// Fork 1: a bounty posted and b1 claimed by agent A.
			snap := m.snapshot()
			b2 := m.post(req, 7e9, common.Address{}, 0, 0, time.Hour)
			ok(t)(wa.esc.Claim(ctx, b1, agentA))
			m.sync(ix)
			if b, err := ix.Bounty(b2); err != nil || b.Amount.Cmp(newGwei(7e9)) != 0 {
				t.Fatalf("fork 1 bounty: %+v %v", b, err)
			}
			forkHead, _ := ix.Head()
			if got := collect(events); len(got) != 2 || got[0].Name != EventBountyPosted || got[1].Name != EventBountyClaimed || got[1].AgentID != agentA {
				t.Fatalf("fork 1 events: %+v", got)
			}

			// Back to the snapshot: the chain is now shorter than the index.
			m.revert(snap)
			m.sync(ix)
			if _, err := ix.Bounty(b2); !isNotFound(err) {
				t.Fatalf("bounty of the abandoned fork still indexed: %v", err)
			}
			if b, _ := ix.Bounty(b1); b.AgentID != 0 || len(b.Transitions) != 1 {
				t.Fatalf("claim of the abandoned fork still indexed: %+v", b)
			}
			// Newest first. The fallback re-index removes and re-delivers the whole history.
			removed := collect(events)
			if len(removed) < 2 || !removed[0].Removed || removed[0].Name != EventBountyClaimed || !removed[1].Removed || removed[1].Name != EventBountyPosted || removed[1].BountyID != b2 {
				t.Fatalf("removed events: %+v", removed)
			}
			if tc.depth > 1 && len(removed) != 2 {
				t.Fatalf("%d events after a shallow reorg, want the 2 removed", len(removed))
			}
			for _, ev := range removed {
				if !ev.Removed && (ev.BountyID == b2 || ev.Name == EventBountyClaimed) {
					t.Fatalf("event of the abandoned fork delivered again: %+v", ev)
				}
			}

			// Fork 2, longer than fork 1: agent B claims b1, another bounty takes id b2.
			req, wb = m.party(1), m.party(4) // fresh senders: nonces went back
			ok(t)(wb.esc.Claim(ctx, b1, agentB))
			if id := m.post(req, 3e9, common.Address{}, 0, 0, time.Hour); id != b2 {
				t.Fatalf("fork 2 bounty id %d, want %d", id, b2)
			}
			for i := 0; i < 3; i++ {
				m.call(nil, "evm_mine")
			}
			// Same heights, other hashes: replace the indexed tip once more.
			m.sync(ix)
			snap = m.snapshot()
			m.post(req, 5e9, common.Address{}, 0, 0, time.Hour)
			m.sync(ix)
			m.revert(snap)
			req = m.party(1)
			b4 := m.post(req, 9e9, common.Address{}, 0, 0, time.Hour)
			m.call(nil, "evm_mine")
			m.call(nil, "evm_mine")
			head := m.sync(ix)
			if latest, _ := m.rpc.BlockNumber(ctx); head != latest || head <= forkHead.Block {
				t.Fatalf("head %d, chain %d, fork 1 head %d", head, latest, forkHead.Block)
			}
			if b, _ := ix.Bounty(b1); b.AgentID != agentB || b.ClaimedBy != wb.key.Address() {
				t.Fatalf("fork 2 claim: %+v", b)
			}
			if b, _ := ix.Bounty(b4); b.Amount.Cmp(newGwei(9e9)) != 0 {
				t.Fatalf("bounty %d after the second reorg: %+v", b4, b)
			}
			checkAgainstChain(t, m, ix, req)
		})
	}
}
