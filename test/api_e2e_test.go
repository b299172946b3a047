package test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
)

// rawAPI posts one JSON-RPC request to node n's API with the given token ("" for none) and
// extra headers, and returns the HTTP status and body.
func (w *testnet) rawAPI(n *node.Node, token, method string, params any, hdr map[string]string) (int, []byte) {
	w.t.Helper()
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": method, "params": params})
	req, err := http.NewRequestWithContext(w.ctx, http.MethodPost, n.APIURL()+"/rpc", bytes.NewReader(body))
	if err != nil {
		w.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	for k, v := range hdr {
		if k == "Host" {
			req.Host = v
			continue
		}
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		w.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

// TestE2EAPIPrivateFieldsNeedToken: after a bounty is done, the requester's node shows its
// decrypted result and verifier command only to a caller with the API token; a caller without
// it (any local process) sees the job's progress and nothing private, and cannot read the
// wallet or join chat rooms. A web page cannot reach the API at all: a DNS-rebinding Host, a
// cross-origin page and a text/plain POST are refused.
func TestE2EAPIPrivateFieldsNeedToken(t *testing.T) {
	w := startNet(t, 2, nil)
	alice := w.d.Nodes[0]
	const verifier = `grep -q '"summary":"They are paid on chain."'`
	id := w.post(alice, apitypes.BountyPostParams{Skill: "summarize", Input: summarizeInput(), Reward: "0.1", Deadline: "5m", ReviewWindow: "2m", Verifier: verifier})
	w.waitStatus(id, escrow.StatusAccepted, 30*time.Second)
	w.waitJob(alice, id, escrow.StageDone)

	var full apitypes.BountyView
	if err := w.api(alice, "bounty.show", map[string]uint64{"id": id}, &full); err != nil {
		t.Fatal(err)
	}
	if full.Job == nil || len(full.Job.Result) == 0 || full.Job.Verifier != verifier {
		t.Fatalf("with the token: job %+v lacks the result or the verifier", full.Job)
	}
	for _, method := range []string{"bounty.show", "bounty.list"} {
		var params any = map[string]uint64{"id": id}
		if method == "bounty.list" {
			params = map[string]any{}
		}
		status, body := w.rawAPI(alice, "", method, params, nil)
		var r struct {
			Result json.RawMessage `json:"result"`
		}
		type view struct {
			Job json.RawMessage `json:"job"`
		}
		var jobs []json.RawMessage
		if err := json.Unmarshal(body, &r); err != nil || status != 200 {
			t.Fatalf("%s without the token: %d %s", method, status, body)
		}
		if method == "bounty.show" {
			var v view
			json.Unmarshal(r.Result, &v)
			jobs = append(jobs, v.Job)
		} else {
			var vs []view
			json.Unmarshal(r.Result, &vs)
			for _, v := range vs {
				jobs = append(jobs, v.Job)
			}
		}
		if len(jobs) == 0 || !strings.Contains(string(jobs[0]), `"stage":"done"`) {
			t.Fatalf("%s without the token: no job progress in %s", method, body)
		}
		for _, job := range jobs {
			for _, private := range []string{`"result":`, `"verifier"`, "They are paid", "grep", `"peer"`, `"error"`} {
				if strings.Contains(string(job), private) {
					t.Fatalf("%s without the token shows %s: %s", method, private, job)
				}
			}
		}
	}
	for _, tc := range []struct {
		name, method string
		params       any
		hdr          map[string]string
		status       int
		code         string
	}{
		{"wallet without token", "wallet.show", nil, nil, 200, "-32011"},
		{"chat.read without token", "chat.read", map[string]string{"room": "strangers"}, nil, 200, "-32011"},
		{"DNS-rebinding Host", "node.status", nil, map[string]string{"Host": "rebind.evil.example"}, http.StatusMisdirectedRequest, "-32011"},
		{"cross-origin page", "node.status", nil, map[string]string{"Origin": "http://127.0.0.1.evil.example"}, http.StatusForbidden, "-32011"},
		{"text/plain POST", "node.status", nil, map[string]string{"Content-Type": "text/plain"}, http.StatusUnsupportedMediaType, "-32600"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, body := w.rawAPI(alice, "", tc.method, tc.params, tc.hdr)
			if status != tc.status || !strings.Contains(string(body), tc.code) {
				t.Fatalf("got %d %s, want %d with code %s", status, body, tc.status, tc.code)
			}
		})
	}
	if status, body := w.rawAPI(alice, alice.Token(), "wallet.show", nil, nil); status != 200 || !strings.Contains(string(body), `"account"`) {
		t.Fatalf("wallet.show with the token: %d %s", status, body)
	}
	if _, body := w.rawAPI(alice, "", "node.status", nil, nil); !strings.Contains(string(body), `"peerId"`) || strings.Contains(string(body), `"balance"`) {
		t.Fatalf("node.status without the token: %s", body)
	}
	if _, body := w.rawAPI(alice, alice.Token(), "node.status", nil, nil); !strings.Contains(string(body), `"balance"`) {
		t.Fatalf("node.status with the token: %s", body)
	}
}
