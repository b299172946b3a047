package api

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2aclient"
)

func getCard(t *testing.T, url string) *a2a.AgentCard {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("GET %s: %d", url, resp.StatusCode)
	}
	var card a2a.AgentCard
	if err := json.NewDecoder(resp.Body).Decode(&card); err != nil {
		t.Fatal(err)
	}
	return &card
}

func TestA2A(t *testing.T) {
	r := newRig(t)
	ctx := context.Background()

	def := getCard(t, r.url+"/.well-known/agent-card.json")
	if def.Name != "echo" { // the first hosted agent by name
		t.Fatalf("default card %q", def.Name)
	}
	card := getCard(t, r.url+"/agents/gofmt/.well-known/agent-card.json")
	if card.Name != "gofmt" || len(card.Skills) != 1 || card.Skills[0].ID != "format" ||
		len(card.SupportedInterfaces) != 1 || card.SupportedInterfaces[0].URL != r.url+"/agents/gofmt/a2a" || card.SupportedInterfaces[0].ProtocolVersion != a2a.Version {
		t.Fatalf("card %+v", card)
	}
	if resp, _ := http.Get(r.url + "/agents/nobody/.well-known/agent-card.json"); resp.StatusCode != 404 {
		t.Fatalf("unknown agent card: %d", resp.StatusCode)
	}

	client, err := a2aclient.NewFromCard(ctx, card)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name  string
		msg   *a2a.Message
		state a2a.TaskState
		want  string
	}{
		{"data part", a2a.NewMessage(a2a.MessageRoleUser, a2a.NewDataPart(map[string]any{"source": "package p\nvar x=1"})), a2a.TaskStateCompleted, "var x = 1"},
		{"text part as JSON", a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart(`{"source":"package q"}`)), a2a.TaskStateCompleted, "package q"},
		{"skill and input", a2a.NewMessage(a2a.MessageRoleUser, a2a.NewDataPart(map[string]any{"skill": "format", "input": map[string]any{"source": "package r"}})), a2a.TaskStateCompleted, "package r"},
		{"bad input fails the task", a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart("not go")), a2a.TaskStateFailed, "-32012"},
		{"unknown skill fails the task", a2a.NewMessage(a2a.MessageRoleUser, a2a.NewDataPart(map[string]any{"skill": "nope", "input": 1})), a2a.TaskStateFailed, "-32004"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			res, err := client.SendMessage(ctx, &a2a.SendMessageRequest{Message: tc.msg})
			if err != nil {
				t.Fatal(err)
			}
			task, ok := res.(*a2a.Task)
			if !ok {
				t.Fatalf("result %T", res)
			}
			if task.Status.State != tc.state {
				t.Fatalf("state %s, want %s", task.Status.State, tc.state)
			}
			b, _ := json.Marshal(task)
			if !strings.Contains(string(b), tc.want) {
				t.Fatalf("task %s lacks %q", b, tc.want)
			}
			got, err := client.GetTask(ctx, &a2a.GetTaskRequest{ID: task.ID})
			if err != nil || got.ID != task.ID || got.Status.State != tc.state {
				t.Fatalf("GetTask: %+v %v", got, err)
			}
		})
	}
	t.Run("malformed A2A JSON-RPC", func(t *testing.T) {
		resp, err := http.Post(r.url+"/agents/gofmt/a2a", "application/json", strings.NewReader(`{"jsonrpc":"2.0","id":1,`))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var out struct{ Error *struct{ Code int } }
		json.NewDecoder(resp.Body).Decode(&out)
		if out.Error == nil || out.Error.Code != -32700 {
			t.Fatalf("got %+v", out.Error)
		}
	})
}
