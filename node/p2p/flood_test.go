package p2p_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"

	"github.com/agentsite/agentsite/node/auction"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/chat"
	"github.com/agentsite/agentsite/node/marketnet"
	"github.com/agentsite/agentsite/node/p2p"
	"github.com/agentsite/agentsite/registry/discovery"
)

// TestProtocolNamesMatch checks that the names the host bounds are the ones the protocols are
// served under.
func TestProtocolNamesMatch(t *testing.T) {
	for _, c := range []struct{ here, there protocol.ID }{
		{p2p.CallProtocol, call.ProtocolID},
		{p2p.BlobProtocol, marketnet.BlobProtocol},
		{p2p.CardProtocol, discovery.CardProtocol},
		{p2p.ChatSyncProtocol, chat.SyncProtocol},
		{p2p.CallService, call.ServiceName},
		{p2p.AskProtocol, auction.ProtocolID},
		{p2p.AskService, auction.ServiceName},
	} {
		if c.here != c.there {
			t.Errorf("p2p names %q, the protocol is %q", c.here, c.there)
		}
	}
}

// heapBound is the heap a node under these floods stays under (the node as a whole is meant to
// stay under 300 MB of RSS; this test process also holds the attackers).
const heapBound = 200 << 20

// TestBlobFloodBounded replays the attack of unfinished 4 MB deliveries from several peers on
// the blob protocol, against a handler that reads a request the way the old blob handler did (the
// whole JSON request, up to 4 MiB and change, through a json.Decoder). Without protocol limits
// 4 peers × 16 streams held 64 such buffers (~0.5 GB); with them at most 4 per peer and 32 in
// all are read, the rest are reset, the heap stays under heapBound and the node's own calls
// work.
func TestBlobFloodBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("floods loopback with 4 MB requests")
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	victim := newHost(t)
	lim := p2p.DefaultProtocolLimits()[p2p.BlobProtocol]
	var (
		mu      sync.Mutex
		running = map[peer.ID]int{}
		total   int
		maxPeer int
		maxAll  int
	)
	release := make(chan struct{})
	victim.SetStreamHandler(p2p.BlobProtocol, func(s network.Stream) {
		defer s.Close()
		p := s.Conn().RemotePeer()
		mu.Lock()
		running[p]++
		total++
		maxPeer, maxAll = max(maxPeer, running[p]), max(maxAll, total)
		mu.Unlock()
		defer func() {
			mu.Lock()
			running[p]--
			total--
			mu.Unlock()
		}()
		go func() { <-release; _ = s.Reset() }()
		var req struct {
			Op   string `json:"op"`
			Data []byte `json:"data"`
		}
		_ = json.NewDecoder(io.LimitReader(s, 4<<20+64<<10)).Decode(&req)
	})
	defer close(release)

	// The request: a delivery whose data string never ends.
	body := append([]byte(`{"op":"deliver","bountyId":1,"data":"`), bytes.Repeat([]byte("A"), 4<<20-1<<10)...)
	const attackers, perAttacker = 4, 16
	var refused, sent atomic.Int64
	var wg sync.WaitGroup
	for range attackers {
		a := newHost(t)
		connect(t, a, victim)
		for range perAttacker {
			wg.Add(1)
			go func() {
				defer wg.Done()
				s, err := a.NewStream(ctx, victim.ID(), p2p.BlobProtocol)
				if err != nil {
					refused.Add(1)
					return
				}
				_ = s.SetWriteDeadline(time.Now().Add(20 * time.Second))
				if _, err := s.Write(body); err != nil {
					refused.Add(1)
					return
				}
				sent.Add(1)
			}()
		}
	}
	peak := watchHeap(ctx)
	wg.Wait()
	runtime.GC()
	heap := peak()

	mu.Lock()
	gotAll, gotPeer := maxAll, maxPeer
	mu.Unlock()
	t.Logf("%d requests sent whole, %d refused; at most %d read at once (%d from one peer); heap peak %d MiB",
		sent.Load(), refused.Load(), gotAll, gotPeer, heap>>20)
	if gotAll > lim.Streams || gotPeer > lim.StreamsPerPeer {
		t.Errorf("%d streams read at once (%d from one peer), limits %d and %d", gotAll, gotPeer, lim.Streams, lim.StreamsPerPeer)
	}
	if got := refused.Load(); got < attackers*perAttacker-int64(lim.Streams) {
		t.Errorf("%d streams refused, want at least %d", got, attackers*perAttacker-lim.Streams)
	}
	if heap > heapBound {
		t.Errorf("heap peaked at %d MiB, bound %d MiB", heap>>20, heapBound>>20)
	}
	ownCallWorks(t, ctx, victim)
}

// watchHeap samples the heap in use until ctx ends or the returned function is called, which
// gives the peak.
func watchHeap(ctx context.Context) func() uint64 {
	var peak atomic.Uint64
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		var ms runtime.MemStats
		for {
			runtime.ReadMemStats(&ms)
			if ms.HeapInuse > peak.Load() {
				peak.Store(ms.HeapInuse)
			}
			select {
			case <-ctx.Done():
				return
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
			}
		}
	}()
	return func() uint64 {
		close(stop)
		<-done
		return peak.Load()
	}
}
