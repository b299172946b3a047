package call

import (
	"encoding/json"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/node/runtime"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
)

// respell rewrites a request's signature after signing.
func respell(f func(sig []byte) string) func(*Params) {
	return func(p *Params) {
		sig, err := hexutil.Decode(p.Signature)
		if err != nil {
			panic(err)
		}
		p.Signature = f(sig)
	}
}

func lowV(sig []byte) []byte {
	out := append([]byte(nil), sig...)
	out[64] -= 27
	return out
}

// highS is the other valid signature of the same digest: s' = N - s with the recovery id flipped.
func highS(sig []byte) []byte {
	n := crypto.S256().Params().N
	s := new(big.Int).Sub(n, new(big.Int).SetBytes(sig[32:64]))
	out := append([]byte(nil), sig...)
	s.FillBytes(out[32:64])
	out[64] ^= 1
	return out
}

// TestReplayEverySpelling serves a signed request once and refuses it again under every other
// spelling of its signature: the cache keys the signed digest, not the text.
func TestReplayEverySpelling(t *testing.T) {
	r := newRig(t, runtime.DefaultConfig())
	soon := time.Now().Add(time.Minute)
	var p Params
	first := signed(t, r, r.key, testChain, soon, func(q *Params) { p = *q })
	if resp := raw(t, r, first); resp.Error != nil {
		t.Fatalf("first use: %+v", resp.Error)
	}
	again := func(f func([]byte) string) []byte {
		q := p
		respell(f)(&q)
		params, _ := json.Marshal(q)
		b, _ := json.Marshal(Request{JSONRPC: Version, ID: json.RawMessage(`1`), Method: MethodCall, Params: params})
		return b
	}
	cases := []struct {
		name  string
		frame []byte
		code  int
	}{
		{"same", again(hexutil.Encode), CodeReplay},
		{"upper case", again(func(s []byte) string { return "0x" + strings.ToUpper(hexutil.Encode(s)[2:]) }), CodeReplay},
		{"0X prefix", again(func(s []byte) string { return "0X" + hexutil.Encode(s)[2:] }), CodeReplay},
		{"v 27 to 0", again(func(s []byte) string { return hexutil.Encode(lowV(s)) }), CodeReplay},
		{"v 0, upper case, 0X", again(func(s []byte) string { return "0X" + strings.ToUpper(hexutil.Encode(lowV(s))[2:]) }), CodeReplay},
		{"high s", again(func(s []byte) string { return hexutil.Encode(highS(s)) }), CodeBadSignature},
		{"high s, v 0", again(func(s []byte) string { return hexutil.Encode(lowV(highS(s))) }), CodeBadSignature},
		{"trailing byte", again(func(s []byte) string { return hexutil.Encode(append(s, 0)) }), CodeBadSignature},
		{"no prefix", again(func(s []byte) string { return hexutil.Encode(s)[2:] }), CodeBadSignature},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if resp := raw(t, r, tc.frame); resp.Error == nil || resp.Error.Code != tc.code {
				t.Fatalf("answer %+v, want code %d", resp.Error, tc.code)
			}
		})
	}
	// A fresh request in another accepted spelling (v 0, upper case, 0X) is served once.
	other := signed(t, r, r.key, testChain, soon, respell(func(s []byte) string { return "0X" + strings.ToUpper(hexutil.Encode(lowV(s))[2:]) }))
	if resp := raw(t, r, other); resp.Error != nil {
		t.Fatalf("fresh request spelled 0X, upper case, v 0: %+v", resp.Error)
	}
	if resp := raw(t, r, other); resp.Error == nil || resp.Error.Code != CodeReplay {
		t.Fatalf("its replay: %+v", resp.Error)
	}
}

// signedAt is signed with the signature stamped at issued.
func signedAt(t *testing.T, r *rig, issued, deadline time.Time) []byte {
	t.Helper()
	p := Params{Agent: "echo", Skill: "echo", Input: json.RawMessage(`1`), Deadline: deadline.UnixMilli(), Callee: r.server.ID().String()}
	if err := p.Sign(r.key, testChain, issued); err != nil {
		t.Fatal(err)
	}
	params, _ := json.Marshal(p)
	b, _ := json.Marshal(Request{JSONRPC: Version, ID: json.RawMessage(`1`), Method: MethodCall, Params: params})
	return b
}

func TestFreshness(t *testing.T) {
	r := newRig(t, runtime.DefaultConfig())
	now, soon := time.Now(), time.Now().Add(time.Minute)
	fresh := r.srv.cfg.Freshness
	cases := []struct {
		name   string
		issued time.Time
		code   int
	}{
		{"a year old", now.AddDate(-1, 0, 0), CodeStale},
		{"just past the window", now.Add(-fresh - time.Second), CodeStale},
		{"an hour ahead", now.Add(time.Hour), CodeBadSignature},
		{"within the window", now.Add(-fresh + 10*time.Second), 0},
		{"within the skew", now.Add(r.srv.cfg.MaxSkew / 2), 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			resp := raw(t, r, signedAt(t, r, tc.issued, soon))
			switch {
			case tc.code == 0 && resp.Error != nil:
				t.Fatalf("refused: %+v", resp.Error)
			case tc.code != 0 && (resp.Error == nil || resp.Error.Code != tc.code):
				t.Fatalf("answer %+v, want code %d", resp.Error, tc.code)
			}
		})
	}
}

func TestReplayCacheBounded(t *testing.T) {
	c := newReplayCache(3)
	d := func(i byte) common.Hash { return common.Hash{i} }
	for i := byte(1); i <= 3; i++ {
		if err := c.add(d(i), 100+int64(i), 0); err != nil {
			t.Fatal(err)
		}
	}
	if err := c.add(d(1), 200, 50); err != ErrReplay {
		t.Fatalf("replay: %v", err)
	}
	if err := c.add(d(4), 200, 50); err != errReplayFull {
		t.Fatalf("full cache: %v", err)
	}
	// At 103 the first two have expired: room again, and the first may come back (its
	// deadline and freshness checks refuse it before the cache is asked).
	if err := c.add(d(4), 200, 103); err != nil {
		t.Fatal(err)
	}
	if n := c.len(); n != 2 {
		t.Fatalf("%d entries, want 2", n)
	}
	if err := c.add(d(1), 200, 103); err != nil {
		t.Fatalf("expired digest: %v", err)
	}
}

func TestConfigValidate(t *testing.T) {
	cases := []struct {
		name   string
		mutate func(*Config)
	}{
		{"no freshness", func(c *Config) { c.Freshness = 0 }},
		{"no read timeout", func(c *Config) { c.ReadTimeout = 0 }},
		{"no replay cache", func(c *Config) { c.ReplayCacheSize = 0 }},
		{"caller rate", func(c *Config) { c.FairShare.CallerRate = 0 }},
		{"peer burst", func(c *Config) { c.FairShare.PeerBurst = 0 }},
		{"caller in flight", func(c *Config) { c.FairShare.CallerInFlight = 0 }},
		{"remote share above 1", func(c *Config) { c.FairShare.RemoteShare = 1.5 }},
		{"no remote share", func(c *Config) { c.FairShare.RemoteShare = 0 }},
		{"short binding", func(c *Config) { c.BindingTTL = time.Second }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := DefaultConfig(testChain)
			tc.mutate(&c)
			if err := c.Validate(); !errors.Is(err, ErrBadConfig) {
				t.Fatalf("Validate = %v, want ErrBadConfig", err)
			}
		})
	}
	if err := DefaultConfig(testChain).Validate(); err != nil {
		t.Fatal(err)
	}
}

func TestRemoteCap(t *testing.T) {
	for _, tc := range []struct{ slots, want int }{{1, 1}, {2, 1}, {4, 3}, {8, 6}, {64, 48}} {
		if got := remoteCap(tc.slots, 0.75); got != tc.want {
			t.Errorf("remoteCap(%d) = %d, want %d", tc.slots, got, tc.want)
		}
	}
	if got := remoteCap(8, 1); got != 7 {
		t.Errorf("remoteCap(8, share 1) = %d, want 7: one slot stays local", got)
	}
}
