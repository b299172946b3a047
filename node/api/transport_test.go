package api

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// shortLimits are limits small enough for a test to watch them act.
func shortLimits(c *Config) {
	c.Limits.HeaderTimeout = 200 * time.Millisecond
	c.Limits.BodyTimeout = 300 * time.Millisecond
	c.Limits.IdleTimeout = 300 * time.Millisecond
	c.Limits.MaxConns = 8
}

// closedWithin reports whether the server ends conn (EOF, reset or an answer followed by EOF)
// within d; what it read comes back too.
func closedWithin(conn net.Conn, d time.Duration) (bool, string) {
	_ = conn.SetReadDeadline(time.Now().Add(d))
	b, err := io.ReadAll(conn)
	if ne, ok := err.(net.Error); ok && ne.Timeout() {
		return false, string(b)
	}
	return true, string(b)
}

func dial(t *testing.T, r *rig) net.Conn {
	t.Helper()
	c, err := net.Dial("tcp", strings.TrimPrefix(r.url, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// TestTimeouts: a slow body, slow headers and an idle keep-alive connection are each dropped
// by their timeout, and the server keeps answering.
func TestTimeouts(t *testing.T) {
	r := newRigWith(t, shortLimits)
	host := strings.TrimPrefix(r.url, "http://")
	t.Run("slow body", func(t *testing.T) {
		c := dial(t, r)
		fmt.Fprintf(c, "POST /rpc HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"jsonrpc\"", host)
		start := time.Now()
		closed, got := closedWithin(c, 3*time.Second)
		if !closed || time.Since(start) > 2*time.Second {
			t.Fatalf("slow body held %v (closed=%v)", time.Since(start), closed)
		}
		if !strings.Contains(got, "408") {
			t.Fatalf("answer %q, want 408", got)
		}
	})
	t.Run("slow headers", func(t *testing.T) {
		c := dial(t, r)
		fmt.Fprintf(c, "POST /rpc HTTP/1.1\r\nHost: %s\r\n", host)
		if closed, _ := closedWithin(c, 3*time.Second); !closed {
			t.Fatal("a connection that never finishes its headers is kept")
		}
	})
	t.Run("idle keep-alive", func(t *testing.T) {
		c := dial(t, r)
		fmt.Fprintf(c, "GET /metrics HTTP/1.1\r\nHost: %s\r\n\r\n", host)
		resp, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil || resp.StatusCode != 200 {
			t.Fatalf("metrics: %v %v", resp, err)
		}
		io.Copy(io.Discard, resp.Body)
		if closed, _ := closedWithin(c, 3*time.Second); !closed {
			t.Fatal("an idle keep-alive connection is kept")
		}
	})
	if _, body := r.post(t, "", `{"jsonrpc":"2.0","id":1,"method":"agent.list"}`); !strings.Contains(string(body), `"result"`) {
		t.Fatalf("after the timeouts: %s", body)
	}
}

// TestKeepAliveAfterWriteTimeout: the per-write deadlines do not outlive their response: on a
// keep-alive connection idle longer than WriteTimeout, answers without a body (204), refusals
// and ordinary answers still go out.
func TestKeepAliveAfterWriteTimeout(t *testing.T) {
	r := newRigWith(t, func(c *Config) {
		c.Limits.WriteTimeout = 150 * time.Millisecond
		c.Limits.IdleTimeout = 10 * time.Second
	})
	host := strings.TrimPrefix(r.url, "http://")
	c := dial(t, r)
	br := bufio.NewReader(c)
	for _, tc := range []struct {
		ct, body string
		status   int
	}{
		{"application/json", `{"jsonrpc":"2.0","id":1,"method":"agent.list"}`, 200},
		{"application/json", `{"jsonrpc":"2.0","method":"agent.list"}`, 204},
		{"text/plain", `{}`, 415},
		{"application/json", `{"jsonrpc":"2.0","id":1,"method":"agent.list"}`, 200},
	} {
		time.Sleep(300 * time.Millisecond) // past the last write's deadline
		fmt.Fprintf(c, "POST /rpc HTTP/1.1\r\nHost: %s\r\nContent-Type: %s\r\nContent-Length: %d\r\n\r\n%s", host, tc.ct, len(tc.body), tc.body)
		_ = c.SetReadDeadline(time.Now().Add(3 * time.Second))
		resp, err := http.ReadResponse(br, nil)
		if err != nil || resp.StatusCode != tc.status {
			t.Fatalf("%s %s: %v %v, want %d", tc.ct, tc.body, resp, err, tc.status)
		}
		io.Copy(io.Discard, resp.Body)
	}
}

// TestMaxConns: with MaxConns connections held open, the next client waits (it is not
// accepted) until one of them is released.
func TestMaxConns(t *testing.T) {
	r := newRigWith(t, func(c *Config) {
		shortLimits(c)
		c.Limits.HeaderTimeout = 5 * time.Second
		c.Limits.MaxConns = 3
	})
	var held []net.Conn
	for range 3 {
		c := dial(t, r)
		fmt.Fprint(c, "POST /rpc HTTP/1.1\r\n") // headers never finished: the connection is held
		held = append(held, c)
	}
	time.Sleep(100 * time.Millisecond)
	client := &http.Client{Timeout: 300 * time.Millisecond, Transport: &http.Transport{}}
	if resp, err := client.Get(r.url + "/metrics"); err == nil {
		resp.Body.Close()
		t.Fatal("a fourth connection was served while three were held")
	}
	held[0].Close()
	client.Timeout = 3 * time.Second
	resp, err := client.Get(r.url + "/metrics")
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("after one was released: %v %v", resp, err)
	}
	resp.Body.Close()
}

// TestBodyBudget: bodies held at once share Limits.BodyBytes: while a slow client holds most of
// it, a POST that does not fit is refused (503); once the slow body times out, it fits.
func TestBodyBudget(t *testing.T) {
	r := newRigWith(t, func(c *Config) {
		shortLimits(c)
		c.Limits.A2AMaxBody = 1024
		c.Limits.BodyBytes = 4096
	})
	host := strings.TrimPrefix(r.url, "http://")
	c := dial(t, r)
	fmt.Fprintf(c, "POST /rpc HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: 3000\r\n\r\n[", host)
	time.Sleep(50 * time.Millisecond)
	body := `{"jsonrpc":"2.0","id":1,"method":"agent.list","params":{}}` + strings.Repeat(" ", 2000)
	if status, got := r.post(t, "", body); status != http.StatusServiceUnavailable || !strings.Contains(string(got), "-32005") {
		t.Fatalf("a body beyond the budget: %d %s", status, got)
	}
	if status, _ := r.post(t, "", `{"jsonrpc":"2.0","id":1,"method":"agent.list"}`); status != 200 {
		t.Fatalf("a small body within the budget: %d", status)
	}
	if closed, _ := closedWithin(c, 3*time.Second); !closed {
		t.Fatal("slow body kept")
	}
	if status, got := r.post(t, "", body); status != 200 {
		t.Fatalf("after the slow body was dropped: %d %s", status, got)
	}
	if status, _ := r.post(t, "", strings.Repeat(" ", 70<<10)); status != http.StatusRequestEntityTooLarge {
		t.Fatalf("a body over MaxBody: %d", status)
	}
}
