package api

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/agentsite/agentsite/escrow/x402"
)

// Review rvfix, finding 6: the x402 middleware hands a free request (a free agent's call on a
// node that sells others, or an A2A method that runs nothing) straight to its handler, which
// paidRunning wrapped: startPaidRun took it for a paid run and gave its AnonRequests slot back.
// Every token-less call of a free agent on a node with one priced agent ran outside the
// anonymous budget, without paying anything: here four free calls held by the agent, and a
// stranger's fifth request is served. Only a run the facilitator charges (x402.PaidRun)
// leaves the budget.
func TestRvfixFreeCallsStayAnonymous(t *testing.T) {
	n := DefaultLimits().AnonRequests
	held := &rv2Held{Local: startRuntime(t), started: make(chan struct{}, n), ended: make(chan error, n), release: make(chan struct{})}
	p := rv2PaidServerPriced(t, held, rv2Priced{"priced-elsewhere": "1000"}) // echo is free
	answers := echoCalls(p.url, n, "")
	for range n {
		<-held.started
	}
	resp := strangerStatus(t, p.url)
	close(held.release)
	for range n {
		if got := <-answers; got != fmt.Sprint(http.StatusOK) {
			t.Errorf("a free call: %s, want 200", got)
		}
	}
	if resp.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("a stranger's request while %d free token-less calls run: %d, want 503 (the budget full)", n, resp.StatusCode)
	}
}

// echoCalls sends n token-less calls of echo on url's call route at once, with payment header
// sig ("" for none); each answer's status (or error) comes on the channel returned.
func echoCalls(url string, n int, sig string) chan string {
	answers := make(chan string, n)
	for range n {
		go func() {
			hr, _ := http.NewRequest(http.MethodPost, url+"/agents/echo/call", strings.NewReader(`{"input":{"message":"hi"}}`))
			hr.Header.Set("Content-Type", "application/json")
			if sig != "" {
				hr.Header.Set(x402.HeaderSignature, sig)
			}
			resp, err := http.DefaultClient.Do(hr)
			if err != nil {
				answers <- err.Error()
				return
			}
			resp.Body.Close()
			answers <- fmt.Sprint(resp.StatusCode)
		}()
	}
	return answers
}

// strangerStatus is a token-less node.status request's answer (its body closed).
func strangerStatus(t *testing.T, url string) *http.Response {
	t.Helper()
	resp, err := http.Post(url+"/rpc", "application/json", strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"node.status"}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp
}
