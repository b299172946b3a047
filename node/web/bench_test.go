package web

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/bounty"
	"github.com/agentsite/agentsite/node/agents"
	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/runtime"
)

// bigRoom is a chat room of n messages at the API's ChatService interface.
type bigRoom struct{ msgs []json.RawMessage }

func (r bigRoom) Rooms(context.Context) ([]string, error) { return []string{"bench"}, nil }

func (r bigRoom) Read(_ context.Context, _ string, since int64, limit int) ([]json.RawMessage, error) {
	return r.msgs[:min(limit, len(r.msgs))], nil
}

func (r bigRoom) Post(context.Context, apitypes.ChatPost) (json.RawMessage, error) { return nil, nil }

func newBigRoom(n int) bigRoom {
	var r bigRoom
	start := time.Now().Add(-time.Hour).UnixMilli()
	for i := range n {
		b, _ := json.Marshal(map[string]any{"group_id": "bench", "sender_id": fmt.Sprintf("did:ethr:0x539:0x%040x", i%7+1),
			"state": "discussion", "type": "text", "content": fmt.Sprintf("message %d: @summarize please look at task %d", i, i/10), "ts": start + int64(i)})
		r.msgs = append(r.msgs, b)
	}
	return r
}

// boardOf is bounty.list over n indexed bounties, newest first, as the node answers it.
func boardOf(n int) api.Method {
	all := make([]apitypes.BountyView, 0, n)
	now := time.Now()
	for i := n; i >= 1; i-- {
		b := apitypes.BountyView{Reward: "0.01"}
		b.ID, b.Status, b.Amount = uint64(i), bounty.Status(1+i%4), big.NewInt(1e16)
		b.Requester, b.Deadline = common.BigToAddress(big.NewInt(int64(i))), now.Add(time.Hour)
		b.Transitions = []apitypes.Transition{{Status: bounty.StatusOpen, Block: uint64(i), Time: now}}
		all = append(all, b)
	}
	return api.Method{Run: func(_ context.Context, raw json.RawMessage) (any, error) {
		var p struct {
			Status string `json:"status"`
			Mine   bool   `json:"mine"`
			Limit  int    `json:"limit"`
		}
		if err := api.DecodeParams(raw, &p); err != nil {
			return nil, err
		}
		if p.Limit > 0 && p.Limit < len(all) {
			return all[:p.Limit], nil
		}
		return all, nil
	}}
}

// BenchmarkPageLoad measures a logged-in page load over loopback HTTP (server time: the API's
// guard and body reader, the method calls in process, the template): AgentHub, the board over
// 1,000 bounties, and a chat room of 1,000 messages (the page draws the newest 200).
func BenchmarkPageLoad(b *testing.B) {
	rt, err := runtime.New(runtime.DefaultConfig(), runtime.Options{Logger: quiet(), Builtins: agents.Factories()})
	if err != nil {
		b.Fatal(err)
	}
	if err := rt.Start(context.Background()); err != nil {
		b.Fatal(err)
	}
	defer rt.Close()
	cfg := api.DefaultConfig(testToken)
	cfg.Listen = "127.0.0.1:0"
	deps := api.Deps{Local: rt, Chat: newBigRoom(1000), Extra: map[string]api.Method{"bounty.list": boardOf(1000)},
		Web: func(inv api.Invoker) http.Handler { return New(DefaultConfig(testToken), inv, quiet()) }}
	srv, err := api.New(cfg, deps, api.Options{Logger: quiet()})
	if err != nil {
		b.Fatal(err)
	}
	if err := srv.Start(context.Background()); err != nil {
		b.Fatal(err)
	}
	defer srv.Close()
	r := &rig{url: "http://" + srv.Addr()}
	c := browser()
	req, _ := http.NewRequest(http.MethodPost, r.url+"/login", strings.NewReader(`{"token":"`+testToken+`"}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", r.url)
	if resp, err := c.Do(req); err != nil || resp.StatusCode != 200 {
		b.Fatalf("login: %v %v", resp, err)
	}
	for _, page := range []struct{ name, path, want string }{
		{"hub", "/?q=text", "summarize"},
		{"board-1000", "/board", "#1000"},
		{"board-1000-page-20", "/board?page=20", "#50<"},
		{"chat-1000", "/chat?room=bench", "message 999"},
	} {
		b.Run(page.name, func(b *testing.B) {
			var took []time.Duration
			for b.Loop() {
				start := time.Now()
				req, _ := http.NewRequest(http.MethodGet, r.url+page.path, nil)
				resp, err := c.Do(req)
				if err != nil {
					b.Fatal(err)
				}
				body, err := io.ReadAll(resp.Body)
				resp.Body.Close()
				if err != nil {
					b.Fatal(err)
				}
				took = append(took, time.Since(start))
				if resp.StatusCode != 200 || !strings.Contains(string(body), page.want) {
					b.Fatalf("GET %s: %d without %q", page.path, resp.StatusCode, page.want)
				}
			}
			p50, p99 := percentiles(took)
			b.ReportMetric(float64(p50.Microseconds())/1000, "p50-ms")
			b.ReportMetric(float64(p99.Microseconds())/1000, "p99-ms")
		})
	}
}

// percentiles returns the 50th and 99th percentiles of d.
func percentiles(d []time.Duration) (time.Duration, time.Duration) {
	if len(d) == 0 {
		return 0, 0
	}
	s := append([]time.Duration(nil), d...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[len(s)/2], s[min(len(s)-1, len(s)*99/100)]
}
