package api

import (
	"io"
	"net/http"
	"strings"
	"testing"
)

// TestRV2A2AAnswerSayingDataIsCharged (review rv2, finding 2): the judge of a paid A2A answer
// looked for the last "data:" anywhere in the body, to find a stream's last event; an answer
// whose own text holds "data:" (an echo of it, a data: URL, an llm told to write it) was cut
// there, did not parse, and was judged failed: answered in full and not charged, its voucher
// released for the next call. A blocking answer's task carries the request's own message in
// its history, so a payer only had to write "data:" in its message, whatever the agent. The
// bodies are the hosted echo's real A2A answers, blocking and
// streamed: completed tasks, so charged.
func TestRV2A2AAnswerSayingDataIsCharged(t *testing.T) {
	r := newRig(t)
	msg := `{"messageId":"m1","role":"ROLE_USER","parts":[{"text":"{\"message\":\"data: free answer\"}"}]}`
	for _, method := range []string{"SendMessage", "SendStreamingMessage"} {
		t.Run(method, func(t *testing.T) {
			resp, err := http.Post(r.url+"/agents/echo/a2a", "application/json",
				strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"`+method+`","params":{"message":`+msg+`}}`))
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			body, _ := io.ReadAll(resp.Body)
			if !strings.Contains(string(body), "data: free answer") || !strings.Contains(string(body), "TASK_STATE_COMPLETED") {
				t.Fatalf("echo's answer: %d %s", resp.StatusCode, body)
			}
			if a2aFailed(resp.StatusCode, body) {
				t.Fatalf("a completed task saying \"data:\" is judged failed (not charged):\n%s", body)
			}
		})
	}
}
