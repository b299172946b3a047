package test

import (
	"syscall"
	"testing"
	"time"

	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/registry/discovery"
)

// TestKilledNodeLeavesSearch: the worker node runs as a separate process with the production
// liveness settings; the requester's `agent.search` (its JSON-RPC API, as `agentsite agent
// search` calls it) lists the worker's agent with a recent lastSeen. The worker is killed with
// SIGKILL; the test measures the seconds until the agent leaves the results (at most a minute,
// and each search stays fast meanwhile), then restarts the worker and sees the agent again.
func TestKilledNodeLeavesSearch(t *testing.T) {
	r := newCrashRig(t)
	if err := r.worker.Close(); err != nil { // registered; from now on the worker is a process
		t.Fatal(err)
	}
	child := startHelperNode(t, r.workCfg.DataDir)
	client := &victim{victimInfo: victimInfo{API: r.req.APIURL(), Token: r.req.Token()}}
	var slowest time.Duration
	search := func() []apitypes.AgentSummary {
		var res []apitypes.AgentSummary
		start := time.Now()
		if err := client.rpc("agent.search", apitypes.SearchQuery{Skill: "echo"}, &res); err != nil {
			t.Fatal(err)
		}
		slowest = max(slowest, time.Since(start))
		var theirs []apitypes.AgentSummary
		for _, s := range res {
			if s.PeerID != r.req.PeerID().String() {
				theirs = append(theirs, s)
			}
		}
		return theirs
	}
	waitFor(t, 60*time.Second, "the worker's agent in the requester's search", func() bool { return len(search()) == 1 })
	if seen := search()[0].LastSeen; time.Since(seen) > discovery.DefaultConfig(1).LiveTTL {
		t.Fatalf("lastSeen %v is older than the liveness TTL", seen)
	}

	if err := syscall.Kill(child.Process.Pid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = child.Wait()
	killed := time.Now()
	slowest = 0
	waitFor(t, 90*time.Second, "the killed worker's agent to leave the search", func() bool {
		time.Sleep(200 * time.Millisecond)
		return len(search()) == 0
	})
	gone := time.Since(killed)
	t.Logf("agent left the search %.1f s after kill -9; slowest search meanwhile %v", gone.Seconds(), slowest.Round(time.Millisecond))
	if gone > time.Minute {
		t.Fatalf("agent left the search %v after the kill, want within a minute", gone)
	}
	if slowest > 2*time.Second {
		t.Fatalf("a search took %v while the worker was dead", slowest)
	}

	r.restart()
	waitFor(t, 60*time.Second, "the restarted worker's agent back in the search", func() bool { return len(search()) == 1 })
}
