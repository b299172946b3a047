package api

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"net/http"
	goruntime "runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"
)

// BenchmarkA2AFlood floods a hosted agent over A2A without a token, at the default limits: each
// op is one message, run to completion. It reports the live heap, the process RSS, goroutines
// and the task store's size and evictions after the flood. "900KB" sends messages over
// A2AMaxBody, which are refused.
//
//	go test -run '^$' -bench A2AFlood -benchtime 400x ./node/api/
func BenchmarkA2AFlood(b *testing.B) {
	for _, size := range []struct {
		name  string
		bytes int
	}{{"200KB", 200 << 10}, {"900KB", 900 << 10}} {
		b.Run(size.name, func(b *testing.B) {
			r := newRigWith(b, func(c *Config) {
				c.MaxBody = 1 << 20
				c.Limits.A2ARate, c.Limits.A2ABurst = 1e6, 1e6
			})
			ctx := context.Background()
			c := a2aClient(b, r, "echo")
			text := strings.Repeat("x", size.bytes)
			raw := []byte(`{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":{"messageId":"m","role":"ROLE_USER","parts":[{"text":"` + text + `"}]}}}`)
			heap0, g0 := heapMB(), goruntime.NumGoroutine()
			b.SetBytes(int64(size.bytes))
			b.ResetTimer()
			for range b.N {
				if size.bytes <= int(r.srv.cfg.Limits.A2AMaxBody) {
					if _, err := c.SendMessage(ctx, &a2a.SendMessageRequest{Message: a2a.NewMessage(a2a.MessageRoleUser, a2a.NewTextPart(text))}); err != nil {
						b.Fatal(err)
					}
					continue
				}
				resp, err := http.Post(r.url+"/agents/echo/a2a", "application/json", bytes.NewReader(raw))
				if err != nil {
					b.Fatal(err)
				}
				resp.Body.Close()
				if resp.StatusCode != http.StatusRequestEntityTooLarge {
					b.Fatalf("900 KB message: HTTP %d", resp.StatusCode)
				}
			}
			b.StopTimer()
			// Connections the server closed (413) take a moment to wind down.
			for i := 0; i < 30 && goruntime.NumGoroutine() > g0; i++ {
				time.Sleep(100 * time.Millisecond)
			}
			st := r.srv.a2a.store.stats()
			b.ReportMetric(heapMB()-heap0, "heap-MiB-grown")
			b.ReportMetric(rssMB(), "rss-MiB")
			b.ReportMetric(float64(goruntime.NumGoroutine()-g0), "goroutines-grown")
			b.ReportMetric(float64(st.Bytes)/(1<<20), "store-MiB")
			b.ReportMetric(float64(st.Tasks), "stored-tasks")
			b.ReportMetric(float64(st.Evicted), "evicted-tasks")
		})
	}
}

// BenchmarkSlowBodyFlood opens one connection per op that sends headers and the start of a
// 1 MiB body, then stalls, and holds them all. It reports, while they are held, the goroutines
// and heap the server spends (bounded by Limits.MaxConns and Limits.BodyBytes, whatever the
// number of attackers), and whether the server still answers once BodyTimeout has dropped them.
//
//	go test -run '^$' -bench SlowBodyFlood -benchtime 2000x ./node/api/
func BenchmarkSlowBodyFlood(b *testing.B) {
	r := newRigWith(b, func(c *Config) { c.MaxBody = 1 << 20; c.Limits.BodyTimeout = 2 * time.Second })
	host := strings.TrimPrefix(r.url, "http://")
	heap0, g0 := heapMB(), goruntime.NumGoroutine()
	var conns []net.Conn
	defer func() {
		for _, c := range conns {
			c.Close()
		}
	}()
	b.ResetTimer()
	for range b.N {
		c, err := net.DialTimeout("tcp", host, time.Second)
		if err != nil {
			continue // the listen backlog is full: that is the cap at work
		}
		conns = append(conns, c)
		fmt.Fprintf(c, "POST /rpc HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n[", host, 1<<20)
	}
	b.StopTimer()
	time.Sleep(200 * time.Millisecond)
	b.ReportMetric(float64(len(conns)), "conns-opened")
	b.ReportMetric(float64(goruntime.NumGoroutine()-g0), "goroutines-grown")
	b.ReportMetric(heapMB()-heap0, "heap-MiB-grown")
	b.ReportMetric(rssMB(), "rss-MiB")
	time.Sleep(3 * time.Second) // BodyTimeout drops the accepted ones; the backlog moves up
	for _, c := range conns {
		c.Close()
	}
	conns = nil
	client := &http.Client{Timeout: 5 * time.Second}
	resp, err := client.Get(r.url + "/metrics")
	if err != nil {
		b.Fatalf("after the flood: %v", err)
	}
	resp.Body.Close()
}

// BenchmarkOwnerUnderFlood measures how long the operator's request (an authenticated
// agent.call of the local echo agent, on a fresh connection) waits while strangers flood the
// API, at the default limits: "idle300" holds 300 connections that send nothing (each one the
// server closes is dialled again); "a2a8x4" sends 200 KiB A2A messages without a token from 8
// loopback addresses, 4 at a time from each. One op is one owner request; it reports the p50 and the longest.
//
//	go test -run '^$' -bench OwnerUnderFlood -benchtime 20x ./node/api/
func BenchmarkOwnerUnderFlood(b *testing.B) {
	for _, tc := range []struct {
		name  string
		flood func(b *testing.B, r *rig) (stop func() string)
	}{
		{"idle300", func(b *testing.B, r *rig) func() string {
			f := startIdleFlood(b, strings.TrimPrefix(r.url, "http://"), 300, true)
			return func() string { f.close(); return fmt.Sprintf("%d cut by the server", f.cut.Load()) }
		}},
		{"a2a8x4", func(b *testing.B, r *rig) func() string {
			f := startA2AFlood(r.url, "echo", loopbackIPs(8), 4, 200<<10)
			return func() string { return fmt.Sprint(f.close()) }
		}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			r := newRigWith(b, func(c *Config) { c.MaxBody = 1 << 20 })
			stop := tc.flood(b, r)
			time.Sleep(500 * time.Millisecond) // the flood is under way
			waits := make([]time.Duration, 0, b.N)
			b.ResetTimer()
			for range b.N {
				start := time.Now()
				ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
				status, body, err := ownerRequest(ctx, r.url)
				cancel()
				if err != nil || status != http.StatusOK || !strings.Contains(body, `"owner":true`) {
					b.Fatalf("owner request: %d %.200s %v", status, body, err)
				}
				waits = append(waits, time.Since(start))
			}
			b.StopTimer()
			b.Logf("flood: %s", stop())
			slices.Sort(waits)
			b.ReportMetric(float64(waits[len(waits)/2].Microseconds())/1000, "p50-ms")
			b.ReportMetric(float64(waits[len(waits)-1].Microseconds())/1000, "max-ms")
		})
	}
}
