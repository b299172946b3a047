package api

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2aclient"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/runtime"
)

// A bounty's steps and end, as follow_bounty and the hire skill report them, from bounty.show.
func TestBountySteps(t *testing.T) {
	cases := []struct {
		name, show string
		steps      []string
		ended      string
	}{
		{"open", `{"status":"open","transitions":[{"status":"open"}]}`, []string{"posted"}, ""},
		{"claimed", `{"status":"claimed","transitions":[{"status":"open"},{"status":"claimed"}]}`, []string{"posted", "claimed"}, ""},
		{"delivered before submitted", `{"status":"claimed","job":{"role":"requester","stage":"received","candidates":[{}]}}`, []string{"posted", "claimed", "delivered"}, ""},
		{"submitted, judged automatically", `{"status":"submitted","transitions":[{"status":"claimed"},{"status":"submitted"}],"job":{"stage":"received","result":{}}}`, []string{"posted", "claimed", "delivered", "submitted"}, ""},
		{"held for review", `{"status":"submitted","job":{"stage":"received","manual":true,"result":{}}}`, []string{"posted", "claimed", "delivered", "submitted", stepReview}, stepReview},
		{"manual, not delivered", `{"status":"submitted","job":{"stage":"posted","manual":true}}`, []string{"posted", "claimed", "submitted"}, ""},
		{"accepted", `{"status":"accepted","transitions":[{"status":"claimed"},{"status":"submitted"},{"status":"accepted"}],"job":{"result":{}}}`, []string{"posted", "claimed", "delivered", "submitted", "accepted"}, "accepted"},
		{"expired unclaimed", `{"status":"expired","transitions":[{"status":"open"},{"status":"expired"}]}`, []string{"posted", "expired"}, "expired"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var b apitypes.BountyView
			if err := json.Unmarshal([]byte(tc.show), &b); err != nil {
				t.Fatal(err)
			}
			if got := steps(b); !slices.Equal(got, tc.steps) || ended(b) != tc.ended {
				t.Fatalf("steps %v ended %q, want %v %q", got, ended(b), tc.steps, tc.ended)
			}
		})
	}
}

// A client's reply to a result waiting for review.
func TestHireDecision(t *testing.T) {
	cases := []struct {
		name   string
		part   *a2a.Part
		accept bool
		reason string
		ok     bool
	}{
		{"accept", a2a.NewTextPart("accept"), true, "", true},
		{"accept in capitals", a2a.NewTextPart("  Accept "), true, "", true},
		{"reject with a colon", a2a.NewTextPart("reject: too short"), false, "too short", true},
		{"reject with words", a2a.NewTextPart("reject not in French"), false, "not in French", true},
		{"reject without a reason", a2a.NewTextPart("reject"), false, "", false},
		{"data", a2a.NewDataPart(map[string]any{"decision": "reject", "reason": "late"}), false, "late", true},
		{"data accept", a2a.NewDataPart(map[string]any{"decision": "accept"}), true, "", true},
		{"something else", a2a.NewTextPart("maybe"), false, "", false},
		{"data of another shape", a2a.NewDataPart([]any{"accept"}), false, "", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			accept, reason, ok := decision(a2a.NewMessage(a2a.MessageRoleUser, tc.part))
			if accept != tc.accept || reason != tc.reason || ok != tc.ok {
				t.Fatalf("got %v %q %v", accept, reason, ok)
			}
		})
	}
	if _, _, ok := decision(nil); ok {
		t.Fatal("no message decided")
	}
}

// FuzzHireDecision: any reply text is read without panic, and a rejection always has a reason.
func FuzzHireDecision(f *testing.F) {
	for _, s := range []string{"accept", "reject: x", "reject", "reject  ", ":", "REJECT a b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		accept, reason, ok := decision(a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart(s)))
		if ok && !accept && reason == "" {
			t.Fatalf("%q: a rejection without a reason", s)
		}
	})
}

// The node's own card and A2A endpoint: the card is public and names the token; a hire
// without the token is refused before any task exists; on a node without the bounty methods
// a hire is rejected with the reason, and the MCP bounty tools answer "not available".
func TestHireEndpoint(t *testing.T) {
	r := newRig(t)
	ctx := context.Background()
	card := getCard(t, r.url+"/node/.well-known/agent-card.json")
	if len(card.Skills) != 1 || card.Skills[0].ID != hireSkill || card.SupportedInterfaces[0].URL != r.url+"/node/a2a" {
		t.Fatalf("node card %+v", card)
	}
	if def := getCard(t, r.url+"/.well-known/agent-card.json"); def.Name != "echo" {
		t.Fatalf("a node hosting agents serves its default agent at the well-known path, not %q", def.Name)
	}
	msg := a2a.NewMessage(a2a.MessageRoleUser, a2a.NewDataPart(map[string]any{"skill": "echo", "input": 1, "budget": "0.01 ETH"}))
	anon, err := a2aclient.NewFromCard(ctx, card)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := anon.SendMessage(ctx, &a2a.SendMessageRequest{Message: msg}); err == nil {
		t.Fatal("a hire without the token was taken")
	}
	status, body := postJSON(t, r.url+"/node/a2a", "", `{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{}}`)
	if status != http.StatusUnauthorized || !strings.Contains(body, "-32011") {
		t.Fatalf("without the token: %d %s", status, body)
	}
	creds := a2aclient.NewInMemoryCredentialsStore()
	creds.Set("op", apiTokenScheme, testToken)
	client, err := a2aclient.NewFromCard(ctx, card, a2aclient.WithCallInterceptors(&a2aclient.AuthInterceptor{Service: creds}))
	if err != nil {
		t.Fatal(err)
	}
	res, err := client.SendMessage(a2aclient.AttachSessionID(ctx, "op"), &a2a.SendMessageRequest{Message: msg})
	if err != nil {
		t.Fatal(err)
	}
	task, ok := res.(*a2a.Task)
	if b, _ := json.Marshal(res); !ok || task.Status.State != a2a.TaskStateRejected || !strings.Contains(string(b), "-32601") {
		t.Fatalf("a hire on a node without bounties: %s", b)
	}

	s := mcpSession(t, r, testToken, nil)
	tools, err := s.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"post_bounty", "get_bounty", "follow_bounty", "accept_bounty", "reject_bounty", "list_bounties"} {
		if !slices.ContainsFunc(tools.Tools, func(tl *mcp.Tool) bool { return tl.Name == want && tl.Description != "" && tl.InputSchema != nil }) {
			t.Fatalf("no tool %s with a description and a schema", want)
		}
	}
	out, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "get_bounty", Arguments: map[string]any{"id": 1}})
	if err != nil || !out.IsError || !strings.Contains(toolText(t, out), "not available on this node") {
		t.Fatalf("get_bounty without bounty methods: %v %v", out, err)
	}
}

func postJSON(t *testing.T, url, token, body string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, url, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// A node hosting no agent (a pure requester) serves its own hire card at the well-known path.
func TestHireCardOfNodeWithoutAgents(t *testing.T) {
	rt, err := runtime.New(runtime.Config{}, runtime.Options{Logger: quiet()})
	if err != nil {
		t.Fatal(err)
	}
	if err := rt.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	srv, err := New(DefaultConfig(testToken), Deps{Local: rt}, Options{Logger: quiet()})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	if card := getCard(t, ts.URL+"/.well-known/agent-card.json"); len(card.Skills) != 1 || card.Skills[0].ID != hireSkill {
		t.Fatalf("well-known card of a node without agents: %+v", card)
	}
}

// A hire task is out of reach of a hosted agent's public endpoint: a stranger who sends its id
// there finds no such task.
func TestHireTaskNotReachableFromAgents(t *testing.T) {
	r := newRig(t)
	ctx := context.Background()
	creds := a2aclient.NewInMemoryCredentialsStore()
	creds.Set("op", apiTokenScheme, testToken)
	client, err := a2aclient.NewFromCard(ctx, getCard(t, r.url+"/node/.well-known/agent-card.json"), a2aclient.WithCallInterceptors(&a2aclient.AuthInterceptor{Service: creds}))
	if err != nil {
		t.Fatal(err)
	}
	res, err := client.SendMessage(a2aclient.AttachSessionID(ctx, "op"), &a2a.SendMessageRequest{Message: a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart("hire someone"))})
	if err != nil {
		t.Fatal(err)
	}
	task := res.(*a2a.Task)
	stranger, err := a2aclient.NewFromCard(ctx, getCard(t, r.url+"/agents/echo/.well-known/agent-card.json"))
	if err != nil {
		t.Fatal(err)
	}
	if got, err := stranger.GetTask(ctx, &a2a.GetTaskRequest{ID: task.ID}); err == nil {
		t.Fatalf("a hosted agent's endpoint shows the hire task: %+v", got)
	}
}
