package x402e2e

import (
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow/x402"
)

// TestPaidA2ADoesNotReturnBeforeTheOutcome (finding 7): an A2A SendMessage with
// configuration.returnImmediately answers with the submitted task at once while the agent runs
// on. The x402 judge saw a task that had not failed and settled: the payer was charged before
// the call's outcome was known, and still was when the call then failed (here: a skill the
// agent lacks). A paid call is now refused with returnImmediately (a JSON-RPC error, nothing
// charged, nothing run); a free agent still takes it.
func TestPaidA2ADoesNotReturnBeforeTheOutcome(t *testing.T) {
	s := newSite(t)
	msg := `{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"configuration":{"returnImmediately":true},"message":{"messageId":"m1","role":"ROLE_USER","metadata":{"skill":"no-such-skill"},"parts":[{"text":"{\"text\":\"x\"}"}]}}}`
	plain := strings.Replace(msg, `"configuration":{"returnImmediately":true},`, "", 1)
	ex := required(t, func() *http.Response { r, _ := s.post("/agents/echo/a2a", plain, nil); return r }()).Accepts[0]
	p, err := x402.PayExact(s.Payer, ex, nil, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	h, _ := x402.EncodeHeader(p)
	payer0 := s.balance(s.Payer.Address())
	resp, body := s.post("/agents/echo/a2a", msg+" trailing", map[string]string{x402.HeaderSignature: h})
	if d := new(big.Int).Sub(payer0, s.balance(s.Payer.Address())); d.Sign() != 0 {
		t.Fatalf("charged %s for a call answered before its outcome (%d %s)", d, resp.StatusCode, body)
	}
	if resp.StatusCode != http.StatusOK || !strings.Contains(body, `"error"`) || !strings.Contains(body, "returnImmediately") {
		t.Fatalf("paid returnImmediately: %d %s, want a JSON-RPC error naming returnImmediately", resp.StatusCode, body)
	}
	// A free agent still returns immediately.
	free := strings.Replace(strings.Replace(msg, `"no-such-skill"`, `"summarize"`, 1), `"m1"`, `"m2"`, 1)
	if resp, body := s.post("/agents/summarize/a2a", free, nil); resp.StatusCode != http.StatusOK || strings.Contains(body, `"error"`) {
		t.Fatalf("free returnImmediately: %d %s", resp.StatusCode, body)
	}
}

// payA2A sends msg to the echo agent's A2A endpoint, paid with the Go payer (x402.PayExact)
// after its 402, and returns the answer and what the payer paid for it.
func (s *site) payA2A(msg string) (*http.Response, string, *big.Int) {
	s.t.Helper()
	resp, _ := s.post("/agents/echo/a2a", msg, nil)
	pr := required(s.t, resp)
	p, err := x402.PayExact(s.Payer, pr.Accepts[0], pr.Resource, time.Now())
	if err != nil {
		s.t.Fatal(err)
	}
	h, err := x402.EncodeHeader(p)
	if err != nil {
		s.t.Fatal(err)
	}
	payer0 := s.balance(s.Payer.Address())
	resp, out := s.post("/agents/echo/a2a", msg, map[string]string{x402.HeaderSignature: h})
	return resp, out, payer0.Sub(payer0, s.balance(s.Payer.Address()))
}

// Review of upto and the x402 wiring, finding 1: the A2A judge looked for the last "data:" in
// any answer, as if every answer were a stream; a non-streamed SendMessage answer holds the
// caller's own message (the task's history) and the agent's result, so a caller who wrote
// "data:" in its text made a completed task read as failed: the answer went out whole and the
// payment was never settled (and could be sent again). The answer comes, and the payer must
// have paid the price.
func TestReviewA2ADataInMessageIsCharged(t *testing.T) {
	s := newSite(t)
	resp, out, paid := s.payA2A(`{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":{"messageId":"m1","role":"ROLE_USER","parts":[{"text":"{\"text\":\"data: free?\"}"}]}}}`)
	if resp.StatusCode != http.StatusOK || !strings.Contains(out, "free?") || !strings.Contains(out, "TASK_STATE_COMPLETED") {
		t.Fatalf("paid A2A call: %d %s", resp.StatusCode, out)
	}
	if paid.Cmp(s.price) != 0 {
		t.Fatalf("the answer went out and the payer paid %s, want %s (PAYMENT-RESPONSE %q)", paid, s.price, resp.Header.Get(x402.HeaderResponse))
	}
}

// Review of upto and the x402 wiring, finding 6: a streamed A2A answer's events are wrapped by
// kind ({"result":{"statusUpdate":{...}}}), and the judge read the state at result.status and
// result.task only: a stream ending with a failed task read as a success, and the payer paid
// for a call that failed (a payee whose agent fails on streams is paid for nothing).
func TestReviewA2AFailedStreamIsNotCharged(t *testing.T) {
	s := newSite(t)
	resp, out, paid := s.payA2A(`{"jsonrpc":"2.0","id":1,"method":"SendStreamingMessage","params":{"message":{"messageId":"m1","role":"ROLE_USER","metadata":{"skill":"no-such-skill"},"parts":[{"text":"{\"text\":\"x\"}"}]}}}`)
	if resp.StatusCode != http.StatusOK || !strings.Contains(out, "TASK_STATE_FAILED") {
		t.Fatalf("paid failing stream: %d %s", resp.StatusCode, out)
	}
	if paid.Sign() != 0 {
		t.Fatalf("a stream ending with a failed task charged %s (%s)", paid, out)
	}
}
