package api

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/node/call"
	"github.com/gorilla/websocket"
)

func dialWS(t *testing.T, r *rig, token string) *websocket.Conn {
	t.Helper()
	h := http.Header{}
	if token != "" {
		h.Set("Authorization", "Bearer "+token)
	}
	c, _, err := websocket.DefaultDialer.Dial("ws"+strings.TrimPrefix(r.url, "http")+"/rpc", h)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

func readMsg(t *testing.T, c *websocket.Conn) map[string]json.RawMessage {
	t.Helper()
	_ = c.SetReadDeadline(time.Now().Add(5 * time.Second))
	_, b, err := c.ReadMessage()
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("%s: %v", b, err)
	}
	return m
}

func TestWebSocket(t *testing.T) {
	r := newRig(t)
	t.Run("call with progress, local and remote", func(t *testing.T) {
		c := dialWS(t, r, testToken)
		for _, target := range []string{``, `"peer":"` + r.remoteID + `",`} {
			c.WriteMessage(websocket.TextMessage, []byte(`{"jsonrpc":"2.0","id":"p1","method":"agent.call","params":{`+target+`"agent":"echo","skill":"slow","input":{"steps":3,"stepMs":5}}}`))
			var progress int
			for {
				m := readMsg(t, c)
				if string(m["method"]) == `"progress"` {
					var p call.ProgressParams
					json.Unmarshal(m["params"], &p)
					if string(p.ID) != `"p1"` || p.Total != 3 {
						t.Fatalf("progress %s", m["params"])
					}
					progress++
					continue
				}
				if string(m["result"]) != `{"steps":3}` || progress != 3 {
					t.Fatalf("result %s after %d progress notes", m["result"], progress)
				}
				break
			}
		}
	})
	t.Run("token in the URL is refused", func(t *testing.T) {
		_, resp, err := websocket.DefaultDialer.Dial("ws"+strings.TrimPrefix(r.url, "http")+"/rpc?token="+testToken, nil)
		if err == nil || resp == nil || resp.StatusCode != http.StatusBadRequest {
			t.Fatalf("dial with ?token=: %v %v", resp, err)
		}
	})
	t.Run("token as subprotocol (browsers)", func(t *testing.T) {
		d := websocket.Dialer{Subprotocols: []string{wsProtocol, wsTokenPrefix + testToken}}
		c, resp, err := d.Dial("ws"+strings.TrimPrefix(r.url, "http")+"/rpc", nil)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		if got := resp.Header.Get("Sec-WebSocket-Protocol"); got != wsProtocol {
			t.Fatalf("server chose subprotocol %q", got)
		}
		c.WriteMessage(websocket.TextMessage, []byte(`{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"agent":"echo","skill":"echo","input":1}}`))
		if m := readMsg(t, c); string(m["result"]) != "1" {
			t.Fatalf("got %v", m)
		}
	})
	t.Run("errors keep the session", func(t *testing.T) {
		c := dialWS(t, r, "")
		for _, tc := range []struct {
			msg  string
			code string
		}{
			{`{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"agent":"echo","skill":"echo"}}`, "-32011"},
			{`{"jsonrpc":"2.0","id":1,`, "-32700"},
			{`{"jsonrpc":"2.0","id":1,"method":"x"}`, "-32601"},
			{`{"jsonrpc":"2.0","id":1,"method":"agent.search","params":{"limit":"many"}}`, "-32602"},
		} {
			c.WriteMessage(websocket.TextMessage, []byte(tc.msg))
			if m := readMsg(t, c); !strings.Contains(string(m["error"]), tc.code) {
				t.Fatalf("%s: got %s", tc.msg, m["error"])
			}
		}
		c.WriteMessage(websocket.TextMessage, []byte(`{"jsonrpc":"2.0","id":2,"method":"agent.list"}`))
		if m := readMsg(t, c); m["result"] == nil {
			t.Fatalf("got %v", m)
		}
	})
	t.Run("oversized message", func(t *testing.T) {
		c := dialWS(t, r, testToken)
		c.WriteMessage(websocket.TextMessage, []byte(`{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"agent":"echo","skill":"echo","input":"`+strings.Repeat("x", 70<<10)+`"}}`))
		// The WebSocket layer closes the session with 1009 (message too big); the server goes on.
		_ = c.SetReadDeadline(time.Now().Add(5 * time.Second))
		_, _, err := c.ReadMessage()
		if !websocket.IsCloseError(err, websocket.CloseMessageTooBig) {
			t.Fatalf("err = %v, want close 1009", err)
		}
		c2 := dialWS(t, r, testToken)
		c2.WriteMessage(websocket.TextMessage, []byte(`{"jsonrpc":"2.0","id":1,"method":"agent.list"}`))
		if m := readMsg(t, c2); m["result"] == nil {
			t.Fatalf("got %v", m)
		}
	})
}

// TestWebSocketIdle: a peer that stops answering pings is cut (no close frame) no sooner than
// two ping intervals after it last spoke; a live one that sends no request is closed (1001
// "idle") no sooner than WSIdle after its last request; requests keep it open. The checks wait
// for the server's move and bound it from below, so a slow machine delays them but cannot
// fail them.
func TestWebSocketIdle(t *testing.T) {
	t.Run("silent peer", func(t *testing.T) {
		const ping = 200 * time.Millisecond
		// WSIdle is out of reach: only the missing pongs can end this session.
		r := newRigWith(t, func(c *Config) { c.Limits.WSPing, c.Limits.WSIdle = ping, time.Hour })
		dialed := time.Now()
		c := dialWS(t, r, "")
		pings := 0
		c.SetPingHandler(func(string) error { pings++; return nil }) // reads, never answers
		_ = c.SetReadDeadline(time.Now().Add(30 * time.Second))
		_, _, err := c.ReadMessage()
		if !websocket.IsCloseError(err, websocket.CloseAbnormalClosure) {
			t.Fatalf("err = %v, want the connection cut without a close frame", err)
		}
		if d := time.Since(dialed); d < 2*ping {
			t.Fatalf("cut %v after the dial, before two ping intervals", d)
		}
		t.Logf("cut after %d unanswered pings", pings)
	})
	t.Run("idle session", func(t *testing.T) {
		// Without the pongs the session would be cut at 2×WSPing, before WSIdle: the close
		// 1001 shows the pongs kept it.
		const ping, idle = 1500 * time.Millisecond, 4 * time.Second // a silent peer is cut at 3 s: room for a loaded machine
		r := newRigWith(t, func(c *Config) { c.Limits.WSPing, c.Limits.WSIdle = ping, idle })
		c := dialWS(t, r, "")
		// One reader answers pings as they come (ReadMessage does) and hands on the rest.
		msgs, ended := make(chan []byte), make(chan error, 1)
		go func() {
			for {
				_, b, err := c.ReadMessage()
				if err != nil {
					ended <- err
					return
				}
				select {
				case msgs <- b:
				case <-t.Context().Done():
					return
				}
			}
		}()
		// Requests keep it open past WSIdle and the ping tick after it.
		var last time.Time
		for first := time.Now(); time.Since(first) < idle+ping; time.Sleep(idle / 10) {
			last = time.Now()
			c.WriteMessage(websocket.TextMessage, []byte(`{"jsonrpc":"2.0","id":1,"method":"agent.list"}`))
			select {
			case b := <-msgs:
				if !strings.Contains(string(b), `"result"`) {
					t.Fatalf("got %s", b)
				}
			case err := <-ended:
				t.Fatalf("closed %v after a request, while requests came: %v", time.Since(last), err)
			case <-time.After(30 * time.Second):
				t.Fatal("no answer in 30 s")
			}
		}
		// The server stored the last request after last: it cannot close before last+WSIdle.
		select {
		case b := <-msgs:
			t.Fatalf("got %s with no request", b)
		case err := <-ended:
			if !websocket.IsCloseError(err, websocket.CloseGoingAway) {
				t.Fatalf("err = %v, want close 1001 idle", err)
			}
			if d := time.Since(last); d < idle {
				t.Fatalf("closed %v after the last request, before WSIdle", d)
			}
		case <-time.After(idle + 30*time.Second):
			t.Fatal("an idle session is kept")
		}
	})
}

// TestWebSocketAnonCap: at most WSAnon sockets are open without the token (the next is refused,
// 503); one with the token still opens; closing one makes room.
func TestWebSocketAnonCap(t *testing.T) {
	r := newRigWith(t, func(c *Config) { c.Limits.WSAnon = 2 })
	a := dialWS(t, r, "")
	dialWS(t, r, "")
	_, resp, err := websocket.DefaultDialer.Dial("ws"+strings.TrimPrefix(r.url, "http")+"/rpc", nil)
	if err == nil || resp == nil || resp.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("third socket without the token: %v %v", resp, err)
	}
	c := dialWS(t, r, testToken)
	c.WriteMessage(websocket.TextMessage, []byte(`{"jsonrpc":"2.0","id":1,"method":"agent.list"}`))
	if m := readMsg(t, c); m["result"] == nil {
		t.Fatalf("got %v", m)
	}
	a.Close()
	deadline := time.Now().Add(3 * time.Second)
	for {
		c, _, err := websocket.DefaultDialer.Dial("ws"+strings.TrimPrefix(r.url, "http")+"/rpc", nil)
		if err == nil {
			c.Close()
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no room after one was closed: %v", err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
