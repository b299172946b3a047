package test

import (
	"bufio"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"
	"sync/atomic"
	"time"

	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/node/chat"
)

// maxAmplification is issue 18's goal for chat catch-up: bytes answered per byte asked.
const maxAmplification = 20

// catchUpTally counts one peer's catch-up requests: bytes written and read on the wire, and the
// answers that were busy (nothing sent, ask again later).
type catchUpTally struct {
	asked, answered, busy, full, reset atomic.Int64
}

// catchUpFlood is issue 18 item 5: n catch-up requests for room's whole history from one
// fresh peer, 16 at once, counting every byte asked and answered on the wire. Meanwhile the
// worker node chats in the room and the victim must have its message. Asserted: at most
// maxAmplification bytes answered per byte asked (2,000 requests drew 1,922× before the fix).
func (r *attackRig) catchUpFlood(ctx context.Context, room string, n int) (string, error) {
	h, err := r.a.host(ctx)
	if err != nil {
		return "", err
	}
	defer h.Close()
	type chatted struct {
		took time.Duration
		err  error
	}
	honest := make(chan chatted, 1)
	var t catchUpTally
	jobs := make(chan int)
	var wg sync.WaitGroup
	var firstErr error
	var once sync.Once
	start := time.Now()
	for range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range jobs {
				err := askCatchUp(ctx, h, r.a.target.ID, room, &t)
				switch {
				case errors.Is(err, network.ErrReset): // refused by the victim's stream limits
					t.reset.Add(1)
				case err != nil:
					once.Do(func() { firstErr = err })
				}
			}
		}()
	}
	for i := range n {
		if i == n/4 {
			go func() {
				took, err := r.workerChats(room)
				honest <- chatted{took, err}
			}()
		}
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	elapsed := time.Since(start)
	c := <-honest
	ratio := float64(t.answered.Load()) / float64(t.asked.Load())
	s := fmt.Sprintf("%d requests, %d B asked, %d B answered in %s (%.1f× per byte asked, %.0f B/s), %d answers with history, %d busy, %d reset; honest chat delivered in %s",
		n, t.asked.Load(), t.answered.Load(), elapsed.Round(time.Millisecond), ratio, float64(t.answered.Load())/elapsed.Seconds(),
		t.full.Load(), t.busy.Load(), t.reset.Load(), c.took.Round(time.Millisecond))
	switch {
	case firstErr != nil:
		return s, fmt.Errorf("catch-up request: %w", firstErr)
	case c.err != nil:
		return s, fmt.Errorf("honest chat under the catch-up flood: %w", c.err)
	case t.full.Load() == 0:
		return s, errors.New("the victim answered no request with history: the room is empty, the attack measures nothing")
	case ratio > maxAmplification:
		return s, fmt.Errorf("catch-up answered %.1f bytes per byte asked, goal %d", ratio, maxAmplification)
	}
	return s, nil
}

// askCatchUp sends one catch-up request for room since 0 on SyncProtocol and reads the whole
// answer, adding the bytes on the wire to t.
func askCatchUp(ctx context.Context, h host.Host, to peer.ID, room string, t *catchUpTally) error {
	st, err := h.NewStream(ctx, to, chat.SyncProtocol)
	if err != nil {
		return err
	}
	defer func() { _ = st.Reset() }()
	_ = st.SetDeadline(time.Now().Add(20 * time.Second))
	req, _ := json.Marshal(map[string]any{"room": room, "since": 0, "limit": 1000})
	w := bufio.NewWriter(st)
	if err := writeUvarintFrame(w, req); err != nil {
		return err
	}
	t.asked.Add(int64(w.Buffered()))
	if err := w.Flush(); err != nil {
		return err
	}
	_ = st.CloseWrite()
	cr := &countingReader{r: st}
	br := bufio.NewReader(cr)
	defer func() { t.answered.Add(cr.n) }()
	envelopes, status := 0, false
	for {
		size, err := binary.ReadUvarint(br)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return err
		}
		if size > 1<<20 {
			return fmt.Errorf("a frame of %d bytes", size)
		}
		if size == 0 { // the status frame follows
			status = true
			continue
		}
		b := make([]byte, size)
		if _, err := io.ReadFull(br, b); err != nil {
			return err
		}
		if status {
			var s struct {
				RetryMs int64 `json:"retry_ms"`
			}
			if json.Unmarshal(b, &s) == nil && s.RetryMs > 0 {
				t.busy.Add(1)
			}
			continue
		}
		envelopes++
	}
	if envelopes > 0 {
		t.full.Add(1)
	}
	return nil
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	k, err := c.r.Read(p)
	c.n += int64(k)
	return k, err
}
