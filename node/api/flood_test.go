package api

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// loopbackClient is an HTTP client whose connections come from ip, one of the loopback
// addresses (127.0.0.0/8): a local attacker can use any of them.
func loopbackClient(ip string) *http.Client {
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}, Timeout: 5 * time.Second}
	return &http.Client{Transport: &http.Transport{DialContext: d.DialContext, MaxIdleConnsPerHost: 4}}
}

// idleFlood holds n connections to the server that send nothing. With redial, a connection the
// server closes is dialled again, so that n are always held or being dialled.
type idleFlood struct {
	addr   string
	redial bool
	ctx    context.Context
	stop   context.CancelFunc
	wg     sync.WaitGroup
	cut    atomic.Int64 // connections the server closed
	mu     sync.Mutex
	conns  map[net.Conn]bool
}

// startIdleFlood dials n idle connections to addr (host:port), from 127.0.0.1.
func startIdleFlood(tb testing.TB, addr string, n int, redial bool) *idleFlood {
	tb.Helper()
	f := &idleFlood{addr: addr, redial: redial, conns: map[net.Conn]bool{}}
	f.ctx, f.stop = context.WithCancel(context.Background())
	for range n {
		c, err := net.DialTimeout("tcp", addr, 5*time.Second)
		if err != nil {
			tb.Fatalf("idle flood: %v", err)
		}
		f.hold(c)
	}
	tb.Cleanup(f.close)
	return f
}

// hold keeps c open until the server closes it (then dials again if redial) or the flood stops.
func (f *idleFlood) hold(c net.Conn) {
	f.mu.Lock()
	f.conns[c] = true
	f.mu.Unlock()
	f.wg.Add(1)
	go func() {
		defer f.wg.Done()
		for {
			_, _ = io.Copy(io.Discard, c) // returns when the server closes c, or close does
			f.mu.Lock()
			delete(f.conns, c)
			f.mu.Unlock()
			c.Close()
			if f.ctx.Err() != nil {
				return
			}
			f.cut.Add(1)
			if !f.redial {
				return
			}
			var err error
			var d net.Dialer
			if c, err = d.DialContext(f.ctx, "tcp", f.addr); err != nil {
				return
			}
			f.mu.Lock()
			f.conns[c] = true
			f.mu.Unlock()
		}
	}()
}

// held is how many of the flood's connections are open on its side.
func (f *idleFlood) held() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.conns)
}

func (f *idleFlood) close() {
	f.stop()
	f.mu.Lock()
	for c := range f.conns {
		c.Close()
	}
	f.mu.Unlock()
	f.wg.Wait()
}

// a2aFlood sends A2A SendMessage requests of size bytes to agent without a token, from each of
// the loopback addresses ips with per senders at once, in a loop, until stopped; it counts the
// answers by status.
type a2aFlood struct {
	stop context.CancelFunc
	wg   sync.WaitGroup
	mu   sync.Mutex
	by   map[int]int // HTTP status → answers; 0 for a transport error
}

func startA2AFlood(url, agent string, ips []string, per, size int) *a2aFlood {
	f := &a2aFlood{by: map[int]int{}}
	ctx, stop := context.WithCancel(context.Background())
	f.stop = stop
	body := []byte(fmt.Sprintf(`{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":{"messageId":"m","role":"ROLE_USER","parts":[{"text":"%s"}]}}}`, strings.Repeat("x", size)))
	for w := range len(ips) * per {
		c := loopbackClient(ips[w%len(ips)])
		f.wg.Add(1)
		go func() {
			defer f.wg.Done()
			defer c.CloseIdleConnections()
			for ctx.Err() == nil {
				req, _ := http.NewRequestWithContext(ctx, http.MethodPost, url+agentBase(agent)+a2aRPCPath, bytes.NewReader(body))
				req.Header.Set("Content-Type", "application/json")
				status := 0
				if resp, err := c.Do(req); err == nil {
					_, _ = io.Copy(io.Discard, resp.Body)
					resp.Body.Close()
					status = resp.StatusCode
				}
				f.mu.Lock()
				f.by[status]++
				f.mu.Unlock()
			}
		}()
	}
	return f
}

// close stops the flood and returns its answers by status.
func (f *a2aFlood) close() map[int]int {
	f.stop()
	f.wg.Wait()
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.by
}

// loopbackIPs are n loopback addresses other than 127.0.0.1: 127.0.0.2, 127.0.0.3 ...
func loopbackIPs(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("127.0.0.%d", 2+i)
	}
	return out
}

// ownerRequest is the operator's request: an authenticated agent.call of the local echo agent,
// over a connection of its own. It returns the HTTP status and the JSON-RPC answer.
func ownerRequest(ctx context.Context, url string) (int, string, error) {
	body := `{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"agent":"echo","skill":"echo","input":{"owner":true}}}`
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, url+"/rpc", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+testToken)
	c := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}
	resp, err := c.Do(req)
	if err != nil {
		return 0, "", err
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b), nil
}
