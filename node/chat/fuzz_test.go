package chat

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"testing"
	"time"
)

// FuzzDecode: the decoder never panics, and whatever it accepts re-encodes to a fixed point
// with a stable id, so a signature made over the canonical form survives relaying.
func FuzzDecode(f *testing.F) {
	k := mustKey(f)
	e := signed(f, k, "team", "hello", time.Now())
	e.Extra = map[string]json.RawMessage{"x": json.RawMessage(`{"b":[1,2.50,"\u00e9"],"a":null}`)}
	f.Add(wire(f, e))
	f.Add([]byte(`{"group_id":"r","ts":1,"to":["a"],"signature":null,"zz":-0.0e5}`))
	f.Add([]byte(`{"content":"\ud800","x":"<&>"}`))
	f.Add([]byte(`[]`))
	f.Add([]byte(`{"a":{"a":{"a":{}}}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		e, err := Decode(data, 64<<10)
		if err != nil {
			return
		}
		b1, err := json.Marshal(e)
		if err != nil {
			t.Fatalf("marshal of decoded envelope: %v", err)
		}
		e2, err := Decode(b1, 1<<30)
		if err != nil {
			t.Fatalf("re-decode: %v\n%s", err, b1)
		}
		b2, _ := json.Marshal(e2)
		if !bytes.Equal(b1, b2) {
			t.Fatalf("not a fixed point:\n%s\n%s", b1, b2)
		}
		id1, err1 := e.ID()
		id2, err2 := e2.ID()
		if err1 != nil || err2 != nil || id1 != id2 {
			t.Fatalf("id changed: %v %v %v %v", id1, id2, err1, err2)
		}
		_, _ = e.CheckShape(testChain)
		_ = e.VerifySignature(testChain)
		_ = Render(e, 60)
	})
}

// FuzzReadFrame: the catch-up frame reader never panics and never returns more than its bound.
func FuzzReadFrame(f *testing.F) {
	var b bytes.Buffer
	_ = writeFrame(&b, []byte(`{"room":"team","since":0,"limit":10}`))
	f.Add(b.Bytes())
	f.Add([]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01})
	f.Add([]byte{0x05, 'a'})
	f.Fuzz(func(t *testing.T, data []byte) {
		br := bufio.NewReader(bytes.NewReader(data))
		for {
			fr, err := readFrame(br, 64)
			if err != nil {
				return
			}
			if len(fr) > 64 {
				t.Fatalf("frame of %d bytes passed a 64-byte bound", len(fr))
			}
		}
	})
}

// FuzzSyncRequest: the catch-up request decoder never panics, and what it accepts names a
// valid room with a positive limit.
func FuzzSyncRequest(f *testing.F) {
	f.Add([]byte(`{"room":"team","since":0,"limit":10}`))
	f.Add([]byte(`{"room":"../x","since":-1,"limit":1}`))
	f.Add([]byte(`{"room":"team","since":1e40,"limit":-5}`))
	f.Add([]byte(`{"room":"team","limit":9223372036854775807,"extra":[1,2]}`))
	f.Add([]byte(`null`))
	f.Add([]byte(`{"room":"team","since":5,"limit":1,"width":7,"digest":"AAAAAQAAAAAAAAAA"}`))
	f.Add([]byte(`{"room":"team","since":5,"limit":1,"width":-7,"digest":"AAAAAQAAAAAAAAAA"}`))
	f.Add([]byte(`{"room":"team","limit":1,"width":35184372088832,"digest":"AAAA"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		req, err := decodeSyncRequest(data)
		if err != nil {
			if !errors.Is(err, ErrBadRequest) {
				t.Fatalf("error %v does not wrap ErrBadRequest", err)
			}
			return
		}
		if ValidRoom(req.Room) != nil || req.Limit <= 0 {
			t.Fatalf("accepted %+v", req)
		}
		if req.Digest == nil {
			return
		}
		n := len(req.Digest) / digestEntry
		if n < 1 || n > maxDigestBuckets || len(req.Digest)%digestEntry != 0 || req.Width <= 0 || req.Since < 0 {
			t.Fatalf("accepted digest of %d bytes, width %d, since %d", len(req.Digest), req.Width, req.Since)
		}
		for _, ts := range []int64{req.Since, req.Since + req.Width, 1<<62 - 1} {
			if i := digestBucket(ts, req.Since, req.Width, n); i < 0 || i >= n {
				t.Fatalf("ts %d in bucket %d of %d", ts, i, n)
			}
		}
	})
}

// FuzzVerifyHistory: what a catch-up peer sends goes through the verifier; it never panics,
// and what it accepts is a signed envelope of the room within the retention age.
func FuzzVerifyHistory(f *testing.F) {
	k := mustKey(f)
	now := time.Now()
	f.Add(wire(f, signed(f, k, "team", "hello", now)))
	f.Add(wire(f, signed(f, k, "team", "last month", now.Add(-30*24*time.Hour))))
	f.Add(wire(f, signed(f, k, "other", "wrong room", now)))
	f.Add([]byte(`{"group_id":"team","ts":1,"signature":{"signer":"0x00","sig":"0x"}}`))
	cfg := DefaultConfig(testChain)
	cfg.fill()
	v := verifier{cfg: cfg, quota: newQuotas(cfg)}
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := v.verify(context.Background(), "team", data, false, nil)
		if err != nil {
			return
		}
		if got.env.GroupID != "team" || got.env.VerifySignature(testChain) != nil {
			t.Fatalf("accepted %+v", got.env)
		}
		if time.UnixMilli(got.env.TS).Before(time.Now().Add(-cfg.RetentionAge)) {
			t.Fatalf("accepted ts %d past the retention age", got.env.TS)
		}
	})
}
