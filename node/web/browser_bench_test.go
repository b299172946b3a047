package web_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/agentsite/agentsite/node"
)

// BenchmarkChainEventToScreen measures, in Chromium on a devnet, the time from sending a
// transaction that changes a bounty (a cancel, mined at once by the dev chain) to the change
// on the open bounty page, which updates itself over server-sent events (no reload).
func BenchmarkChainEventToScreen(b *testing.B) {
	d := sharedDevnet(b)
	ctx := newBrowser(b)
	alice := d.Nodes[0]
	loginAs(b, ctx, alice)
	var took []time.Duration
	for i := 0; i < b.N; i++ {
		var posted struct {
			BountyID uint64 `json:"bountyId"`
		}
		// A skill no node has: nobody claims it, so the cancel is the next event.
		rpc(b, alice, "bounty.post", map[string]any{"skill": "nobody-has-this", "input": map[string]string{"n": fmt.Sprint(i)}, "reward": "0.001"}, &posted)
		do(b, ctx, chromedp.Navigate(fmt.Sprintf("%s/board/bounty?id=%d", alice.APIURL(), posted.BountyID)), chromedp.WaitVisible("#bounty-status"))
		waitFor(b, ctx, `document.querySelector('#bounty-status').textContent === 'open'`, 10*time.Second)
		eval[bool](b, ctx, `(() => { window.__seen = 0; new MutationObserver(() => {
			if (!window.__seen && document.querySelector('#bounty-status')?.textContent === 'cancelled') window.__seen = Date.now();
		}).observe(document.querySelector('#live'), {childList: true, subtree: true, characterData: true}); return true; })()`)
		sent := time.Now()
		rpc(b, alice, "bounty.cancel", map[string]uint64{"id": posted.BountyID}, nil)
		waitFor(b, ctx, `window.__seen > 0`, 10*time.Second)
		seen := time.UnixMilli(int64(eval[float64](b, ctx, `window.__seen`)))
		took = append(took, seen.Sub(sent))
	}
	sort.Slice(took, func(i, j int) bool { return took[i] < took[j] })
	b.ReportMetric(float64(took[len(took)/2].Milliseconds()), "p50-ms")
	b.ReportMetric(float64(took[min(len(took)-1, len(took)*99/100)].Milliseconds()), "p99-ms")
	b.ReportMetric(float64(took[len(took)-1].Milliseconds()), "max-ms")
}

// rpc calls one method of n's API with its token and decodes the result into out.
func rpc(t testing.TB, n *node.Node, method string, params, out any) {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": method, "params": params})
	req, _ := http.NewRequest(http.MethodPost, n.APIURL()+"/rpc", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+n.Token())
	resp, err := http.DefaultClient.Do(req)
	must(t, err)
	defer resp.Body.Close()
	var r struct {
		Result json.RawMessage `json:"result"`
		Error  *struct {
			Message string `json:"message"`
		} `json:"error"`
	}
	must(t, json.NewDecoder(resp.Body).Decode(&r))
	if r.Error != nil {
		t.Fatalf("%s: %s", method, r.Error.Message)
	}
	if out != nil {
		must(t, json.Unmarshal(r.Result, out))
	}
}

// BenchmarkDevnetPageLoad measures logged-in page loads from a devnet node over loopback HTTP:
// AgentHub (discovery's ranking over the devnet's agents), a search, the board and the wallet
// (chain reads).
func BenchmarkDevnetPageLoad(b *testing.B) {
	d := sharedDevnet(b)
	alice := d.Nodes[0]
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar}
	req, _ := http.NewRequest(http.MethodPost, alice.APIURL()+"/login", strings.NewReader(`{"token":"`+alice.Token()+`"}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", alice.APIURL())
	resp, err := c.Do(req)
	if err != nil || resp.StatusCode != http.StatusOK {
		b.Fatalf("login: %v %v", resp, err)
	}
	resp.Body.Close()
	for _, page := range []struct{ name, path string }{{"hub", "/"}, {"search", "/?q=summarize+text&skill=summarize"}, {"board", "/board"}, {"wallet", "/wallet"}} {
		b.Run(page.name, func(b *testing.B) {
			var took []time.Duration
			for b.Loop() {
				start := time.Now()
				resp, err := c.Get(alice.APIURL() + page.path)
				if err != nil {
					b.Fatal(err)
				}
				_, _ = io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				took = append(took, time.Since(start))
				if resp.StatusCode != http.StatusOK {
					b.Fatalf("GET %s: %d", page.path, resp.StatusCode)
				}
			}
			sort.Slice(took, func(i, j int) bool { return took[i] < took[j] })
			b.ReportMetric(float64(took[len(took)/2].Microseconds())/1000, "p50-ms")
			b.ReportMetric(float64(took[min(len(took)-1, len(took)*99/100)].Microseconds())/1000, "p99-ms")
		})
	}
}
