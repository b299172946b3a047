package test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2aclient"

	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/devnet"
)

// TestE2EA2AAsk: an A2A client (the official a2a-go client, sending the token the card asks
// for) asks through alice's own card on anvil: a task whose data part names a maxPrice is a
// swarm auction. Bob's paid echo (0.0001 ETH a call, staked) is the only bidder; the task
// completes with its answer as the artifact and the winner and price in the status, and
// alice's channel to bob holds exactly that call. An ask no agent can answer within its max
// price fails with the tally and costs nothing; a malformed ask is rejected with the format.
func TestE2EA2AAsk(t *testing.T) {
	w := startNet(t, 2, paidEchoNet(0, nil))
	alice, bob := w.d.Nodes[0], w.d.Nodes[1]
	payee, _ := bob.AgentAddress(devnet.PaidAgent)
	w.waitPaidEcho(alice)
	card, client, ctx := w.nodeA2A(alice)
	if len(card.Skills) != 2 || card.Skills[1].ID != "ask" {
		t.Fatalf("node card skills %+v, want hire and ask", card.Skills)
	}
	ask := func(d map[string]any) *a2a.Task {
		t.Helper()
		res, err := client.SendMessage(ctx, &a2a.SendMessageRequest{Message: a2a.NewMessage(a2a.MessageRoleUser, a2a.NewDataPart(d))})
		if err != nil {
			t.Fatal(err)
		}
		task, ok := res.(*a2a.Task)
		if !ok {
			t.Fatalf("ask %v: result %T", d, res)
		}
		return task
	}

	task := ask(map[string]any{"skill": "echo", "input": map[string]any{"text": "asked over A2A"}, "maxPrice": "0.0002 ETH", "deadline": "30s"})
	status, _ := json.Marshal(task.Status.Message)
	art, _ := json.Marshal(task.Artifacts)
	if task.Status.State != a2a.TaskStateCompleted || len(task.Artifacts) != 1 || !strings.Contains(string(art), "asked over A2A") ||
		!strings.Contains(string(status), devnet.PaidAgent) || !strings.Contains(string(status), `"price":"100000000000000"`) {
		t.Fatalf("ask task %s: status %s, artifacts %s", task.Status.State, status, art)
	}

	// Under the paid echo's price: no bid, the task fails with the tally, nothing is paid.
	cheap := ask(map[string]any{"skill": "echo", "input": map[string]any{"text": "cheap"}, "maxPrice": "0.00005 ETH", "deadline": "5s"})
	if status, _ := json.Marshal(cheap.Status.Message); cheap.Status.State != a2a.TaskStateFailed || !strings.Contains(string(status), "no valid bid") {
		t.Fatalf("cheap ask %s: %s", cheap.Status.State, status)
	}
	bad := ask(map[string]any{"skill": "echo", "maxPrice": "0.0002 ETH", "tip": "1"})
	if status, _ := json.Marshal(bad.Status.Message); bad.Status.State != a2a.TaskStateRejected || !strings.Contains(string(status), "maxPrice") {
		t.Fatalf("malformed ask %s: %s", bad.Status.State, status)
	}

	sameAmount(t, "alice's payments to bob's paid echo", w.spentTo(alice, payee), eth("0.0001"))
}

// nodeA2A reads n's own A2A card and makes an a2a-go client of it that sends n's API token, as
// the card asks; ctx carries the client's session.
func (w *testnet) nodeA2A(n *node.Node) (card a2a.AgentCard, client *a2aclient.Client, ctx context.Context) {
	w.t.Helper()
	resp, err := http.Get(n.APIURL() + "/node/.well-known/agent-card.json")
	if err != nil {
		w.t.Fatal(err)
	}
	err = json.NewDecoder(resp.Body).Decode(&card)
	resp.Body.Close()
	if err != nil {
		w.t.Fatal(err)
	}
	creds := a2aclient.NewInMemoryCredentialsStore()
	creds.Set("alice", "apiToken", a2aclient.AuthCredential(n.Token()))
	if client, err = a2aclient.NewFromCard(w.ctx, &card, a2aclient.WithCallInterceptors(&a2aclient.AuthInterceptor{Service: creds})); err != nil {
		w.t.Fatal(err)
	}
	return card, client, a2aclient.AttachSessionID(w.ctx, "alice")
}
