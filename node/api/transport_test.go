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

// closedWithin reports whether the server ends conn (EOF, reset or an answer followed by EOF)
// within d; what it read comes back too.
func closedWithin(conn net.Conn, d time.Duration) (bool, string) {
	return readClosedWithin(conn, conn, d)
}

// readClosedWithin is closedWithin reading through r, a reader over conn (a bufio.Reader that
// already took the start of the answer).
func readClosedWithin(conn net.Conn, r io.Reader, d time.Duration) (bool, string) {
	_ = conn.SetReadDeadline(time.Now().Add(d))
	b, err := io.ReadAll(r)
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
// by their timeout, and the server keeps answering. Each case has a server of its own where
// only its timeout is short, so a slow machine cannot trip one of the others (a 200 ms header
// timeout cutting the request that checks the idle one) and the drop can only be its own.
func TestTimeouts(t *testing.T) {
	const short = 300 * time.Millisecond
	// keepsAnswering: after the case, the server still serves a request.
	keepsAnswering := func(t *testing.T, r *rig) {
		t.Helper()
		if _, body := r.post(t, "", `{"jsonrpc":"2.0","id":1,"method":"agent.list"}`); !strings.Contains(string(body), `"result"`) {
			t.Fatalf("after the timeout: %s", body)
		}
	}
	t.Run("slow body", func(t *testing.T) {
		r := newRigWith(t, func(c *Config) { c.Limits.BodyTimeout = short })
		c := dial(t, r)
		fmt.Fprintf(c, "POST /rpc HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"jsonrpc\"", strings.TrimPrefix(r.url, "http://"))
		// The next limit that could end the connection is HeaderTimeout (5 s), and only the
		// body reader answers 408.
		start := time.Now()
		closed, got := closedWithin(c, r.srv.cfg.Limits.HeaderTimeout)
		if !closed {
			t.Fatalf("slow body held %v, past HeaderTimeout", time.Since(start))
		}
		if !strings.Contains(got, "408") {
			t.Fatalf("answer %q, want 408", got)
		}
		keepsAnswering(t, r)
	})
	t.Run("slow headers", func(t *testing.T) {
		r := newRigWith(t, func(c *Config) { c.Limits.HeaderTimeout = short })
		c := dial(t, r)
		fmt.Fprintf(c, "POST /rpc HTTP/1.1\r\nHost: %s\r\n", strings.TrimPrefix(r.url, "http://"))
		// The next limit that could end it is BodyTimeout (10 s); IdleTimeout (60 s) is not
		// used while a request is read.
		if closed, _ := closedWithin(c, r.srv.cfg.Limits.BodyTimeout); !closed {
			t.Fatal("a connection that never finishes its headers is kept")
		}
		keepsAnswering(t, r)
	})
	t.Run("idle keep-alive", func(t *testing.T) {
		r := newRigWith(t, func(c *Config) { c.Limits.IdleTimeout = short })
		c := dial(t, r)
		fmt.Fprintf(c, "GET /metrics HTTP/1.1\r\nHost: %s\r\n\r\n", strings.TrimPrefix(r.url, "http://"))
		br := bufio.NewReader(c)
		resp, err := http.ReadResponse(br, nil)
		if err != nil || resp.StatusCode != 200 {
			t.Fatalf("metrics: %v %v", resp, err)
		}
		io.Copy(io.Discard, resp.Body)
		// With no next request, nothing but IdleTimeout ends the connection before
		// HeaderTimeout (5 s).
		if closed, rest := readClosedWithin(c, br, r.srv.cfg.Limits.HeaderTimeout); !closed || rest != "" {
			t.Fatalf("an idle keep-alive connection is kept (closed=%v, then %q)", closed, rest)
		}
		keepsAnswering(t, r)
	})
}

// TestKeepAliveAfterWriteTimeout: the per-write deadlines do not outlive their response: on a
// keep-alive connection idle longer than WriteTimeout, answers without a body (204), refusals
// and ordinary answers still go out. Each answer must go out within WriteTimeout of its own
// deadline, so WriteTimeout is long enough for a loaded machine; the pause before the next
// request only has to outlast the last deadline, which was set before the answer was read.
func TestKeepAliveAfterWriteTimeout(t *testing.T) {
	const writeTimeout = time.Second
	r := newRigWith(t, func(c *Config) {
		c.Limits.WriteTimeout = writeTimeout
		c.Limits.IdleTimeout = time.Minute
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
		time.Sleep(writeTimeout + 10*time.Millisecond) // past the last write's deadline
		fmt.Fprintf(c, "POST /rpc HTTP/1.1\r\nHost: %s\r\nContent-Type: %s\r\nContent-Length: %d\r\n\r\n%s", host, tc.ct, len(tc.body), tc.body)
		_ = c.SetReadDeadline(time.Now().Add(30 * time.Second))
		resp, err := http.ReadResponse(br, nil)
		if err != nil || resp.StatusCode != tc.status {
			t.Fatalf("%s %s: %v %v, want %d", tc.ct, tc.body, resp, err, tc.status)
		}
		io.Copy(io.Discard, resp.Body)
	}
}

// holdBody starts a POST whose Content-Length takes size bytes of the body budget and sends
// one byte of it. It returns once the server holds the budget: the request asks for
// "100 Continue", which net/http sends when the handler first reads the body, after readBody
// took its share. sent is when the headers were sent (before the body's deadline was set).
func holdBody(t *testing.T, r *rig, size int) (c net.Conn, br *bufio.Reader, sent time.Time) {
	t.Helper()
	c = dial(t, r)
	sent = time.Now()
	fmt.Fprintf(c, "POST /rpc HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\nExpect: 100-continue\r\n\r\n",
		strings.TrimPrefix(r.url, "http://"), size)
	br = bufio.NewReader(c)
	_ = c.SetReadDeadline(time.Now().Add(30 * time.Second))
	resp, err := http.ReadResponse(br, nil)
	if err != nil || resp.StatusCode != http.StatusContinue {
		t.Fatalf("a body within the budget was not read: %v %v", resp, err)
	}
	fmt.Fprint(c, "[")
	return c, br, sent
}

// TestBodyBudget: bodies held at once share Limits.BodyBytes: while a slow client holds most of
// it, a POST that does not fit is refused (503) and a small one is served; once the slow body
// times out (408), the large one fits.
func TestBodyBudget(t *testing.T) {
	// The slow body holds the budget for BodyTimeout; both checks must fall within it. A check
	// that a stalled machine made late proves nothing either way and is made again.
	const bodyTimeout, attempts = 2 * time.Second, 3
	r := newRigWith(t, func(c *Config) {
		c.Limits.BodyTimeout = bodyTimeout
		c.Limits.A2AMaxBody = 1024
		c.Limits.BodyBytes = 4096
	})
	body := `{"jsonrpc":"2.0","id":1,"method":"agent.list","params":{}}` + strings.Repeat(" ", 2000)
	for attempt := 1; ; attempt++ {
		c, br, sent := holdBody(t, r, 3000)
		bigStatus, bigGot := r.post(t, "", body)
		smallStatus, _ := r.post(t, "", `{"jsonrpc":"2.0","id":1,"method":"agent.list"}`)
		inTime := time.Since(sent) < bodyTimeout
		if inTime {
			if bigStatus != http.StatusServiceUnavailable || !strings.Contains(string(bigGot), "-32005") {
				t.Fatalf("a body beyond the budget: %d %s", bigStatus, bigGot)
			}
			if smallStatus != 200 {
				t.Fatalf("a small body within the budget: %d", smallStatus)
			}
		}
		// The budget is given back before the 408 goes out (readBody's deferred release).
		if closed, got := readClosedWithin(c, br, bodyTimeout+10*time.Second); !closed || !strings.Contains(got, " 408 ") {
			t.Fatalf("slow body kept past its timeout (closed=%v, answer %q)", closed, got)
		}
		if inTime {
			break
		}
		if attempt == attempts {
			t.Fatalf("%d attempts each took longer than BodyTimeout (%v) for two requests", attempts, bodyTimeout)
		}
		t.Logf("attempt %d: the checks ended after the slow body's timeout; again", attempt)
	}
	if status, got := r.post(t, "", body); status != 200 {
		t.Fatalf("after the slow body was dropped: %d %s", status, got)
	}
	if status, _ := r.post(t, "", strings.Repeat(" ", 70<<10)); status != http.StatusRequestEntityTooLarge {
		t.Fatalf("a body over MaxBody: %d", status)
	}
}
