package test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	gonet "net"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/gorilla/websocket"

	"github.com/agentsite/agentsite/node/api"
)

// post sends body to the victim's path without the token and returns the HTTP status.
func (a *attacker) post(ctx context.Context, path, body string, hdr map[string]string) (int, error) {
	return a.postFrom(ctx, http.DefaultClient, path, body, hdr)
}

// fromAddr is an HTTP client whose connections come from the loopback address ip.
func fromAddr(ip string) *http.Client {
	d := &gonet.Dialer{LocalAddr: &gonet.TCPAddr{IP: gonet.ParseIP(ip)}, Timeout: 5 * time.Second}
	return &http.Client{Transport: &http.Transport{DialContext: d.DialContext, MaxIdleConnsPerHost: 4}}
}

func (a *attacker) postFrom(ctx context.Context, c *http.Client, path, body string, hdr map[string]string) (int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, a.v.API+path, strings.NewReader(body))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	for k, v := range hdr {
		if k == "Host" {
			req.Host = v
			continue
		}
		req.Header.Set(k, v)
	}
	resp, err := c.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 1<<20))
	return resp.StatusCode, nil
}

// a2aFlood sends A2A SendMessage requests without a token to agent for d: 200 KiB messages
// (under the 256 KiB cap), every tenth one 900 KiB, each its own task, from 8 loopback
// addresses at once (the victim's rate limit is per address).
func (a *attacker) a2aFlood(ctx context.Context, agent string, d time.Duration) (string, error) {
	msg := func(i, size int) string {
		return fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"SendMessage","params":{"message":{"messageId":"m%d","role":"ROLE_USER","parts":[{"text":"%s"}]}}}`,
			i, i, strings.Repeat("x", size))
	}
	small, large := msg(0, 200<<10), msg(0, 900<<10)
	var t tally
	end := time.Now().Add(d)
	var wg sync.WaitGroup
	for w := range 8 {
		wg.Add(1)
		c := fromAddr(fmt.Sprintf("127.0.0.%d", 2+w))
		go func() {
			defer wg.Done()
			defer c.CloseIdleConnections()
			for i := w; time.Now().Before(end); i += 8 {
				kind, body := "200KiB", strings.Replace(small, `"m0"`, fmt.Sprintf(`"m%d"`, i), 1)
				if i%10 == 9 {
					kind, body = "900KiB", strings.Replace(large, `"m0"`, fmt.Sprintf(`"m%d"`, i), 1)
				}
				status, err := a.postFrom(ctx, c, "/agents/"+agent+"/a2a", body, nil)
				if err != nil {
					t.add(kind + " error")
					continue
				}
				t.add(fmt.Sprintf("%s %d", kind, status))
			}
		}()
	}
	wg.Wait()
	if n := t.get("900KiB 200"); n > 0 {
		return t.String(), fmt.Errorf("%d messages of 900 KiB were taken", n)
	}
	return t.String(), nil
}

// slowBodies opens n connections that each promise a 64 KiB JSON body and send a byte a second;
// it returns a function that reports how many the victim had already closed and closes the rest.
func (a *attacker) slowBodies(n int) (func() int, error) {
	addr := strings.TrimPrefix(a.v.API, "http://")
	conns := make([]gonet.Conn, 0, n)
	done := make(chan struct{})
	var wg sync.WaitGroup
	var mu sync.Mutex
	cut := 0
	for range n {
		c, err := gonet.DialTimeout("tcp", addr, 5*time.Second)
		if err != nil {
			close(done)
			for _, c := range conns {
				_ = c.Close()
			}
			return nil, err
		}
		conns = append(conns, c)
		fmt.Fprintf(c, "POST /rpc HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: 65536\r\n\r\n{", addr)
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-done:
					return
				case <-time.After(time.Second):
				}
				if _, err := c.Write([]byte(" ")); err != nil {
					mu.Lock()
					cut++
					mu.Unlock()
					return
				}
			}
		}()
	}
	return func() int {
		close(done)
		wg.Wait()
		for _, c := range conns {
			_ = c.Close()
		}
		return cut
	}, nil
}

// webFlood runs the browser-side and slow-client attacks on the HTTP API: text/plain,
// cross-origin and DNS-rebinding POSTs of wallet.show for d, idle WebSockets without the
// token, and slow bodies on 150 connections, kept up until the victim's body timeout (10 s by
// default) has cut them all.
func (a *attacker) webFlood(ctx context.Context, d time.Duration) (string, error) {
	const slow = 150
	var t tally
	slowStart := time.Now()
	release, err := a.slowBodies(slow)
	if err != nil {
		return "", fmt.Errorf("slow bodies: %w", err)
	}
	ws := "ws" + strings.TrimPrefix(a.v.API, "http") + "/rpc"
	var sockets []*websocket.Conn
	for range 100 {
		c, resp, err := websocket.DefaultDialer.DialContext(ctx, ws, nil)
		if err != nil {
			status := 0
			if resp != nil {
				status = resp.StatusCode
			}
			t.add(fmt.Sprintf("websocket refused %d", status))
			continue
		}
		sockets = append(sockets, c)
		t.add("websocket open")
	}
	body := `{"jsonrpc":"2.0","id":1,"method":"wallet.show"}`
	for end := time.Now().Add(d); time.Now().Before(end); {
		for name, hdr := range map[string]map[string]string{
			"text/plain":              {"Content-Type": "text/plain"},
			"cross-origin":            {"Origin": "http://127.0.0.1.evil.example"},
			"cross-origin text/plain": {"Origin": "http://evil.example", "Content-Type": "text/plain"},
			"rebinding":               {"Host": "rebind.evil.example"},
		} {
			status, err := a.post(ctx, "/rpc", body, hdr)
			if err != nil {
				return t.String(), err
			}
			t.add(fmt.Sprintf("%s %d", name, status))
		}
	}
	for _, c := range sockets {
		_ = c.Close()
	}
	time.Sleep(time.Until(slowStart.Add(api.DefaultLimits().BodyTimeout + 2500*time.Millisecond)))
	cut := release()
	t.add(fmt.Sprintf("slow bodies cut %d of %d", cut, slow))
	if cut != slow {
		return t.String(), fmt.Errorf("%d of %d slow bodies still open after %s", slow-cut, slow, time.Since(slowStart).Round(time.Second))
	}
	for _, name := range []string{"text/plain 200", "cross-origin 200", "cross-origin text/plain 200", "rebinding 200"} {
		if n := t.get(name); n > 0 {
			return t.String(), fmt.Errorf("%s: %d requests answered", name, n)
		}
	}
	if n := t.get("websocket open"); n > 64 {
		return t.String(), fmt.Errorf("%d anonymous WebSockets open, the cap is 64", n)
	}
	return t.String(), nil
}

// statusOK is node.status with the token: it must answer with the wallet's balance.
func (v *victim) statusOK() error {
	var st struct {
		Node struct {
			PeerID  string `json:"peerId"`
			Balance string `json:"balance"`
		} `json:"node"`
	}
	if err := v.rpc("node.status", nil, &st); err != nil {
		return err
	}
	if st.Node.PeerID != v.Peer || st.Node.Balance == "" {
		return fmt.Errorf("node.status: %+v", st.Node)
	}
	return nil
}

// echoed checks out is the echo of in.
func echoed(in, out []byte) error {
	if !bytes.Equal(bytes.TrimSpace(in), bytes.TrimSpace(out)) {
		return fmt.Errorf("echo returned %.200s for %s", out, in)
	}
	return nil
}
