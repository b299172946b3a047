package web

import (
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/agentsite/agentsite/node/api"
)

func TestHubShowsReputationAsAPersonReadsIt(t *testing.T) {
	app := New(DefaultConfig(testToken), nil, quiet())
	cases := []struct {
		name string
		sum  api.AgentSummary
		says string
	}{
		{"paid", api.AgentSummary{Reputation: 86.6, PaidBounties: 14}, "score 87 from 14 paid bounties"},
		{"one", api.AgentSummary{Reputation: 100, PaidBounties: 1}, "score 100 from 1 paid bounty"},
		{"penalised only", api.AgentSummary{PaidBounties: 0, Reputation: 0}, "no paid bounties yet"},
		{"count unknown", api.AgentSummary{Reputation: 50}, "score 50 from 0 paid bounties"},
	}
	for _, cs := range cases {
		t.Run(cs.name, func(t *testing.T) {
			cs.sum.Name, cs.sum.DID = "echo", "did:ethr:0x539:0x00000000000000000000000000000000000000aa"
			w := httptest.NewRecorder()
			app.render(w, nil, "hub", "AgentHub", hubData{Results: []api.AgentSummary{cs.sum}})
			if body := w.Body.String(); !strings.Contains(body, cs.says) {
				t.Fatalf("hub does not say %q:\n%s", cs.says, body)
			}
		})
	}
}
