package llmmarket

import (
	"context"
	"math/big"
	"strings"
	"testing"

	"github.com/dgraph-io/badger/v4"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/llmmarket/askbook"
	"github.com/agentsite/agentsite/node/runtime/llm"
)

// Finding 4, the node's side: a stranger's bounty to this node's llm agent whose spec names
// the room of a team the agent leads made team_propose (no team named) post there with the
// leader's weight. The work room of a team this node leads is refused.
func TestReviewProposeRoomNotOwnTeam(t *testing.T) {
	leads := func(id string) bool { return id == "mine" }
	if _, err := proposeRoom("team-mine", "", leads); err == nil || !strings.Contains(err.Error(), "a team this node leads") {
		t.Fatalf("a forged work room of a team this node leads: %v", err)
	}
	if room, err := proposeRoom("team-theirs", "", leads); err != nil || room != "team-theirs" {
		t.Fatalf("the work room of another node's team: %q %v", room, err)
	}
	if room, err := proposeRoom("", "mine", leads); err != nil || room != "team-mine" {
		t.Fatalf("a team named by a task that formed it: %q %v", room, err)
	}
	if _, err := proposeRoom("", "", leads); err == nil {
		t.Fatal("no team")
	}
}

// Finding 5: a model endpoint answering a negative token count (a proxy's bug or malice)
// reached the /metrics counter, whose Add panics on a negative value: the node went down
// with the call. Negative counts are dropped.
func TestReviewNegativeUsageNoPanic(t *testing.T) {
	reg := prometheus.NewRegistry()
	count, err := UsageMetrics(reg)
	if err != nil {
		t.Fatal(err)
	}
	count("thinker", llm.UsageReport{PromptTokens: -5, CompletionTokens: 3, TotalTokens: -2})
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	var got float64
	for _, mf := range mfs {
		for _, m := range mf.GetMetric() {
			got += m.GetCounter().GetValue()
		}
	}
	if got != 3 {
		t.Fatalf("tokens counted %v, want the 3 completion tokens only", got)
	}
}

// TestBountyCallsSigned: an agent's calls while it works on a bounty are signed request by
// request (evidence for a dispute); its other calls ride on the connection's binding.
func TestBountyCallsSigned(t *testing.T) {
	if call.ProofWanted(proofForBounty(context.Background())) {
		t.Fatal("a call outside any bounty asks for per-request signatures")
	}
	if !call.ProofWanted(proofForBounty(escrow.WithTask(context.Background(), escrow.Bounty{}))) {
		t.Fatal("a call of a bounty's work is not signed request by request")
	}
}

// TestReserveRecordsAsks: the node's Market records a paid ask in its ask book (badger) before
// the auction and keeps what it paid once settled; a Market without a book refuses, so that no
// paid ask of a bounty's task goes unrecorded.
func TestReserveRecordsAsks(t *testing.T) {
	if _, err := (Market{}).Reserve(context.Background(), 3, big.NewInt(5)); err == nil {
		t.Fatal("a Market without an ask book reserved")
	}
	db, err := badger.Open(badger.DefaultOptions("").WithInMemory(true).WithLogger(nil))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	m := Market{Asks: askbook.New(db)}
	settle, err := m.Reserve(context.Background(), 3, big.NewInt(900))
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := m.Asks.Total(3); got.Int64() != 900 {
		t.Fatalf("reserved: %s, want 900", got)
	}
	if err := settle(big.NewInt(400)); err != nil {
		t.Fatal(err)
	}
	if got, _ := m.Asks.Total(3); got.Int64() != 400 {
		t.Fatalf("settled: %s, want 400", got)
	}
}
