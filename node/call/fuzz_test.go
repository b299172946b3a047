package call

import (
	"bufio"
	"bytes"
	"context"
	"testing"

	"github.com/agentsite/agentsite/node/runtime"
)

// FuzzReadFrame feeds arbitrary bytes to the frame reader: it must never panic nor return a
// frame longer than the limit.
func FuzzReadFrame(f *testing.F) {
	f.Add([]byte{0x03, 'a', 'b', 'c'})
	f.Add([]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01})
	f.Add([]byte{0x05, 'a'})
	f.Fuzz(func(t *testing.T, b []byte) {
		r := bufio.NewReader(bytes.NewReader(b))
		for {
			fr, err := readFrame(r, nil, 1024)
			if err != nil {
				return
			}
			if len(fr) > 1024 {
				t.Fatalf("frame of %d bytes", len(fr))
			}
		}
	})
}

// FuzzHandle feeds arbitrary request frames to the server: every frame with an id gets a
// well-formed answer and nothing panics.
func FuzzHandle(f *testing.F) {
	f.Add([]byte(`{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"agent":"echo","skill":"echo","deadline":1,"caller":"did:ethr:0x539:0x0000000000000000000000000000000000000001","nonce":"00","signature":"0x00"}}`))
	f.Add([]byte(`{"jsonrpc":"2.0","id":"x","method":"agent.call","params":null}`))
	f.Add([]byte(`[]`))
	s := &Server{cfg: DefaultConfig(testChain), clock: runtime.SystemClock, replay: newReplayCache(16), share: newShare(DefaultFairShare(), nil), self: "self", ctx: context.Background()}
	f.Fuzz(func(t *testing.T, b []byte) {
		resp := s.handle(nil, b)
		if resp != nil && resp.Error == nil {
			t.Fatalf("fuzzed frame %q succeeded: %s", b, resp.Result)
		}
	})
}
