package call

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/ethereum/go-ethereum/common/hexutil"
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
	f.Add([]byte(`{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"agent":"echo","skill":"echo","deadline":1,"caller":"did:ethr:0x539:0x0000000000000000000000000000000000000001"}}`))
	f.Add([]byte(`{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"agent":"echo","skill":"echo","deadline":1,"binding":{"caller":"did:ethr:0x539:0x0000000000000000000000000000000000000001","peer":"p","callee":"self","nonce":"00","issuedAt":1,"expires":2,"signature":"0x00"}}}`))
	s := &Server{cfg: DefaultConfig(testChain), clock: runtime.SystemClock, replay: newReplayCache(16),
		share: newShare(DefaultFairShare(), nil), self: "self", ctx: context.Background()}
	f.Fuzz(func(t *testing.T, b []byte) {
		resp := s.handle(nil, b)
		if resp != nil && resp.Error == nil {
			t.Fatalf("fuzzed frame %q succeeded: %s", b, resp.Result)
		}
	})
}

// FuzzServeFrames feeds arbitrary bytes to the server's read loop as one stream would: length
// prefixes over the limit are refused before any body is read, every frame that is read has
// its announced length, and no frame is ever served (none is signed).
func FuzzServeFrames(f *testing.F) {
	f.Add([]byte("\x03abc\x02{}"))
	f.Add([]byte("\x80\x80\x80\x10"))
	f.Add(append([]byte{0x20}, []byte(`{"jsonrpc":"2.0","id":1,"method":"x"}`)...))
	s := &Server{cfg: DefaultConfig(testChain), clock: runtime.SystemClock, replay: newReplayCache(16),
		share: newShare(DefaultFairShare(), nil), self: "self", ctx: context.Background()}
	const max = 4096
	f.Fuzz(func(t *testing.T, b []byte) {
		r := bufio.NewReader(bytes.NewReader(b))
		var buf []byte
		for {
			n, err := readHeader(r, max)
			if err != nil {
				if n != 0 {
					t.Fatalf("refused header returned length %d", n)
				}
				return
			}
			frame, err := readBody(r, buf, n)
			if err != nil {
				return
			}
			if len(frame) != n {
				t.Fatalf("frame of %d bytes, announced %d", len(frame), n)
			}
			if resp := s.handle(nil, frame); resp != nil && resp.Error == nil {
				t.Fatalf("unsigned frame %q served", frame)
			}
			buf = frame[:0]
		}
	})
}

// FuzzSignatureSpelling replaces a valid request's signature with arbitrary text: whatever
// verifies must name the same signer and the same digest, so the replay cache sees one request.
func FuzzSignatureSpelling(f *testing.F) {
	key, err := identity.GenerateKey()
	if err != nil {
		f.Fatal(err)
	}
	p := Params{Agent: "echo", Skill: "echo", Input: json.RawMessage(`{}`), Deadline: 1 << 50, Callee: "x"}
	if err := p.Sign(key, testChain, time.Now()); err != nil {
		f.Fatal(err)
	}
	did, digest, err := p.Verify(testChain)
	if err != nil {
		f.Fatal(err)
	}
	sig, _ := hexutil.Decode(p.Signature)
	f.Add(p.Signature)
	f.Add("0X" + strings.ToUpper(p.Signature[2:]))
	f.Add(hexutil.Encode(lowV(sig)))
	f.Add(hexutil.Encode(highS(sig)))
	f.Add(p.Signature + "00")
	f.Fuzz(func(t *testing.T, spelling string) {
		q := p
		q.Signature = spelling
		gotDID, gotDigest, err := q.Verify(testChain)
		if err != nil {
			return
		}
		if gotDID != did || gotDigest != digest {
			t.Fatalf("spelling %q verifies as %v/%s, the request is %v/%s", spelling, gotDID, gotDigest, did, digest)
		}
	})
}
