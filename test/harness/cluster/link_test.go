package cluster

import (
	"bytes"
	"crypto/rand"
	"errors"
	"io"
	"net"
	"slices"
	"testing"
	"time"
)

// echoServer answers every connection with what it reads.
func echoServer(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			go func() { defer c.Close(); _, _ = io.Copy(c, c) }()
		}
	}()
	return l.Addr().String()
}

func fabricT(t *testing.T, l Link) *Fabric {
	t.Helper()
	f, err := NewFabric(l)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

// dialFrom connects to addr from the loopback address from, as a node with p2p.dialFrom does.
func dialFrom(from, addr string) (net.Conn, error) {
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}, Timeout: 2 * time.Second}
	return d.Dial("tcp", addr)
}

// pingRTTs sends n one-byte pings over c and returns each round trip, sorted.
func pingRTTs(t *testing.T, c net.Conn, n int) []time.Duration {
	t.Helper()
	out := make([]time.Duration, 0, n)
	b := []byte{1}
	for range n {
		start := time.Now()
		if _, err := c.Write(b); err != nil {
			t.Fatal(err)
		}
		if _, err := io.ReadFull(c, b); err != nil {
			t.Fatal(err)
		}
		out = append(out, time.Since(start))
	}
	slices.Sort(out)
	return out
}

// The relay's added round trip is the link's, and what it adds on its own is small: measured
// before any figure from emulated links is trusted. Also logged for the benchmark's notes.
func TestRelayAddsTheLinkRTT(t *testing.T) {
	echo := echoServer(t)
	direct, err := net.Dial("tcp", echo)
	if err != nil {
		t.Fatal(err)
	}
	defer direct.Close()
	base := pingRTTs(t, direct, 50)[25]
	for _, delay := range []time.Duration{0, 25 * time.Millisecond} {
		f := fabricT(t, Link{Delay: delay})
		r, err := f.Add(0, net.ParseIP("127.0.1.1"), echo)
		if err != nil {
			t.Fatal(err)
		}
		c, err := net.Dial("tcp", r.Addr())
		if err != nil {
			t.Fatal(err)
		}
		rtts := pingRTTs(t, c, 40)
		c.Close()
		p50, p90 := rtts[len(rtts)/2], rtts[len(rtts)*9/10]
		added := p50 - base - f.Link().RTT()
		t.Logf("delay %v: rtt p50 %v p90 %v, direct %v: the relay adds %v beyond the link's %v", delay, p50, p90, base, added, f.Link().RTT())
		if p50 < f.Link().RTT() || added > 3*time.Millisecond {
			t.Fatalf("delay %v: round trip p50 %v, want the link's %v plus at most 3 ms (direct %v)", delay, p50, f.Link().RTT(), base)
		}
	}
}

// Bytes arrive whole and in order under jitter and loss; loss shows as stalls.
func TestRelayKeepsTheStreamUnderJitterAndLoss(t *testing.T) {
	echo := echoServer(t)
	stall := 30 * time.Millisecond
	f := fabricT(t, Link{Delay: 2 * time.Millisecond, Jitter: 2 * time.Millisecond, Loss: 0.2, Stall: stall})
	r, err := f.Add(0, net.ParseIP("127.0.1.1"), echo)
	if err != nil {
		t.Fatal(err)
	}
	c, err := net.Dial("tcp", r.Addr())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	want := make([]byte, 1<<20)
	_, _ = rand.Read(want)
	go func() { _, _ = c.Write(want) }()
	got := make([]byte, len(want))
	if _, err := io.ReadFull(c, got); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("the stream came back changed or reordered")
	}
	rtts := pingRTTs(t, c, 40)
	if rtts[len(rtts)-1] < stall {
		t.Fatalf("slowest of 40 pings at 20%% loss %v, want a stall of at least %v", rtts[len(rtts)-1], stall)
	}
}

// A partition closes the connections across it and refuses new ones; callers on the same side
// and callers that are no node are untouched; Heal lets everyone through again.
func TestRelayPartitionAndHeal(t *testing.T) {
	echo := echoServer(t)
	f := fabricT(t, Link{})
	r, err := f.Add(0, net.ParseIP("127.0.1.1"), echo)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Add(1, net.ParseIP("127.0.1.2"), echo); err != nil {
		t.Fatal(err)
	}
	if _, err := f.Add(2, net.ParseIP("127.0.1.3"), echo); err != nil {
		t.Fatal(err)
	}
	works := func(from string) bool {
		c, err := dialFrom(from, r.Addr())
		if err != nil {
			return false
		}
		defer c.Close()
		_ = c.SetDeadline(time.Now().Add(time.Second))
		b := []byte{7}
		if _, err := c.Write(b); err != nil {
			return false
		}
		_, err = io.ReadFull(c, b)
		return err == nil
	}
	across, err := dialFrom("127.0.1.3", r.Addr())
	if err != nil {
		t.Fatal(err)
	}
	defer across.Close()
	pingRTTs(t, across, 1)

	f.Partition([]int{0, 1}, []int{2})
	_ = across.SetReadDeadline(time.Now().Add(time.Second))
	var ne net.Error
	if _, err := across.Read(make([]byte, 1)); err == nil || (errors.As(err, &ne) && ne.Timeout()) {
		t.Fatalf("a connection across the cut stayed open (read: %v)", err)
	}
	for _, tc := range []struct {
		from string
		want bool
	}{{"127.0.1.2", true}, {"127.0.1.3", false}, {"127.0.0.1", true}} {
		if got := works(tc.from); got != tc.want {
			t.Fatalf("during the partition, a caller from %s reaches node 0: %v, want %v", tc.from, got, tc.want)
		}
	}
	f.Heal()
	if !works("127.0.1.3") {
		t.Fatal("after Heal node 2 still cannot reach node 0")
	}
}

func TestLinkValidate(t *testing.T) {
	for _, l := range []Link{
		{Delay: -1}, {Delay: time.Millisecond, Jitter: 2 * time.Millisecond}, {Loss: 1}, {Loss: -0.1}, {Stall: -1},
	} {
		if err := l.Validate(); !errors.Is(err, ErrLink) {
			t.Errorf("%+v: Validate = %v, want ErrLink", l, err)
		}
	}
	if err := (Link{Delay: 50 * time.Millisecond, Jitter: 10 * time.Millisecond, Loss: 0.01}).Validate(); err != nil {
		t.Fatal(err)
	}
	if _, err := NewFabric(Link{Loss: 2}); !errors.Is(err, ErrLink) {
		t.Fatalf("NewFabric with a bad link: %v", err)
	}
}
