package api

import "testing"

// TestA2AFailedIsNotCharged: an A2A answer is HTTP 200 either way; the judge tells a completed
// task (charged) from a JSON-RPC error or a failed or rejected task (not charged).
func TestA2AFailedIsNotCharged(t *testing.T) {
	for _, c := range []struct {
		name   string
		status int
		body   string
		failed bool
	}{
		{"completed task", 200, `{"jsonrpc":"2.0","id":1,"result":{"task":{"id":"t","status":{"state":"TASK_STATE_COMPLETED"}}}}`, false},
		{"completed message", 200, `{"jsonrpc":"2.0","id":1,"result":{"message":{"messageId":"m"}}}`, false},
		{"failed task", 200, `{"jsonrpc":"2.0","id":1,"result":{"task":{"id":"t","status":{"state":"TASK_STATE_FAILED"}}}}`, true},
		{"rejected task", 200, `{"jsonrpc":"2.0","id":1,"result":{"task":{"status":{"state":"TASK_STATE_REJECTED"}}}}`, true},
		{"json-rpc error", 200, `{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"bad"}}`, true},
		{"stream ending completed", 200, "data: {\"result\":{\"status\":{\"state\":\"TASK_STATE_WORKING\"}}}\n\ndata: {\"result\":{\"status\":{\"state\":\"TASK_STATE_COMPLETED\"}}}\n\n", false},
		{"stream ending failed", 200, "data: {\"result\":{\"status\":{\"state\":\"TASK_STATE_WORKING\"}}}\n\ndata: {\"result\":{\"status\":{\"state\":\"TASK_STATE_FAILED\"}}}\n\n", true},
		// Review of upto, finding 1: "data:" inside a JSON answer is text, not an event.
		{"completed task with data: in its history", 200, `{"jsonrpc":"2.0","id":1,"result":{"task":{"history":[{"parts":[{"text":"data: x"}]}],"status":{"state":"TASK_STATE_COMPLETED"}}}}` + "\n", false},
		{"stream ending completed, data: in a text", 200, "data: {\"result\":{\"history\":[{\"parts\":[{\"text\":\"data: x\"}]}]}}\n\ndata: {\"result\":{\"status\":{\"state\":\"TASK_STATE_COMPLETED\"},\"text\":\"data: y\"}}\n\n", false},
		// Finding 6: a2a-go wraps each streamed event by kind (statusUpdate, task, ...).
		{"stream ending with a failed status update", 200, "data: {\"result\":{\"task\":{\"status\":{\"state\":\"TASK_STATE_SUBMITTED\"}}}}\n\ndata: {\"result\":{\"statusUpdate\":{\"status\":{\"state\":\"TASK_STATE_FAILED\"}}}}\n\n", true},
		{"stream ending with a completed status update", 200, "data: {\"result\":{\"artifactUpdate\":{\"artifact\":{}}}}\n\ndata: {\"result\":{\"statusUpdate\":{\"status\":{\"state\":\"TASK_STATE_COMPLETED\"}}}}\n\n", false},
		{"stream whose last event says data:", 200, "data: {\"result\":{\"status\":{\"state\":\"TASK_STATE_COMPLETED\",\"message\":{\"parts\":[{\"text\":\"data: x\"}]}}}}\n\n", false},
		{"stream without a space after data:", 200, "data:{\"result\":{\"status\":{\"state\":\"TASK_STATE_FAILED\"}}}\r\n\r\n", true},
		{"http error", 500, `{}`, true},
		{"not json", 200, `<html>`, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := a2aFailed(c.status, []byte(c.body)); got != c.failed {
				t.Fatalf("failed = %v, want %v", got, c.failed)
			}
		})
	}
}
