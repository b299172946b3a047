package registry_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/registry"
	"github.com/agentsite/agentsite/registry/cardtest"
)

var t0 = time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)

func newCard(t *testing.T) (*registry.Card, *identity.Key) {
	t.Helper()
	c, k, err := cardtest.New(cardtest.Spec{Name: "translator", Description: "Translates <text> & more", Tags: []string{"translate", "nlp"}, Stake: "1000000000000000000", Now: t0})
	if err != nil {
		t.Fatal(err)
	}
	return c, k
}

func verifier() registry.Verifier {
	return registry.Verifier{ChainID: cardtest.ChainID, Now: func() time.Time { return t0.Add(time.Minute) }}
}

func TestCardRoundTrip(t *testing.T) {
	c, _ := newCard(t)
	b, err := registry.EncodeCard(c)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(b, []byte(`"description":"Translates <text> & more"`)) {
		t.Errorf("HTML characters escaped in canonical form: %s", b)
	}
	got, err := registry.DecodeCard(b)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := verifier().Verify(got); err != nil {
		t.Fatalf("verify decoded card: %v", err)
	}
	b2, err := registry.EncodeCard(got)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b, b2) {
		t.Errorf("encoding not deterministic:\n%s\n%s", b, b2)
	}
	// Keys are sorted: "agentId" < "defaultInputModes" < "description" < "did" ...
	if i, j := bytes.Index(b, []byte(`"agentId"`)), bytes.Index(b, []byte(`"name"`)); i < 0 || j < 0 || i > j {
		t.Errorf("keys not sorted: %s", b)
	}
}

func TestDecodeIgnoresUnknownAndReordered(t *testing.T) {
	c, _ := newCard(t)
	b, _ := registry.EncodeCard(c)
	// An unknown member and a numeric agentId: still the same card, signature still good.
	mod := bytes.Replace(b, []byte(`"agentId":"7"`), []byte(`"agentId":7,"x-extra":{"a":[1,2]}`), 1)
	got, err := registry.DecodeCard(mod)
	if err != nil {
		t.Fatal(err)
	}
	if got.AgentID != "7" {
		t.Errorf("agentId = %q", got.AgentID)
	}
	if _, err := verifier().Verify(got); err != nil {
		t.Errorf("verify: %v", err)
	}
}

func TestVerifyRejects(t *testing.T) {
	other, _ := identity.GenerateKey()
	tests := []struct {
		name   string
		mutate func(c *registry.Card, k *identity.Key)
		v      func(v *registry.Verifier)
		want   error
	}{
		{"forged field", func(c *registry.Card, _ *identity.Key) { c.Name = "evil" }, nil, registry.ErrCardSignature},
		{"forged stake", func(c *registry.Card, _ *identity.Key) { c.Stake = "999999999999999999999" }, nil, registry.ErrCardSignature},
		{"wrong key", func(c *registry.Card, _ *identity.Key) { c.Sign(other, t0, time.Hour) }, nil, registry.ErrCardSignature},
		{"claimed signer lies", func(c *registry.Card, _ *identity.Key) { c.Signature.Signer = other.Address() }, nil, registry.ErrCardSignature},
		{"truncated sig", func(c *registry.Card, _ *identity.Key) { c.Signature.Sig = c.Signature.Sig[:64] }, nil, registry.ErrCardSignature},
		{"no signature", func(c *registry.Card, _ *identity.Key) { c.Signature = nil }, nil, registry.ErrCardSignature},
		{"expired", nil, func(v *registry.Verifier) { v.Now = func() time.Time { return t0.Add(2 * time.Hour) } }, registry.ErrCardExpired},
		{"future", nil, func(v *registry.Verifier) { v.Now = func() time.Time { return t0.Add(-time.Hour) } }, registry.ErrCardFromFuture},
		{"other chain", nil, func(v *registry.Verifier) { v.ChainID = 1 }, registry.ErrCardChain},
		{"no name", func(c *registry.Card, k *identity.Key) { c.Name = " "; c.Sign(k, t0, time.Hour) }, nil, registry.ErrCardInvalid},
		{"no skills", func(c *registry.Card, k *identity.Key) { c.Skills = nil; c.Sign(k, t0, time.Hour) }, nil, registry.ErrCardInvalid},
		{"tag not normalised", func(c *registry.Card, k *identity.Key) {
			c.Skills[0].Tags = []string{"Big Tag"}
			c.Sign(k, t0, time.Hour)
		}, nil, registry.ErrCardInvalid},
		{"bad stake", func(c *registry.Card, k *identity.Key) { c.Stake = "-1"; c.Sign(k, t0, time.Hour) }, nil, registry.ErrCardInvalid},
		{"bad peer id", func(c *registry.Card, k *identity.Key) { c.Node.PeerID = "nope"; c.Sign(k, t0, time.Hour) }, nil, registry.ErrCardInvalid},
		{"bad addr", func(c *registry.Card, k *identity.Key) { c.Node.Addrs = []string{"tcp/1"}; c.Sign(k, t0, time.Hour) }, nil, registry.ErrCardInvalid},
		{"bad token", func(c *registry.Card, k *identity.Key) { c.Price.Token = "DOGE"; c.Sign(k, t0, time.Hour) }, nil, registry.ErrCardInvalid},
		{"ttl too long", func(c *registry.Card, _ *identity.Key) {
			c.ExpiresAt = c.IssuedAt + (8 * 24 * time.Hour).Milliseconds()
		}, nil, registry.ErrCardInvalid},
		{"no did", func(c *registry.Card, _ *identity.Key) { c.DID = identity.DID{} }, nil, registry.ErrCardInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, k := newCard(t)
			if tt.mutate != nil {
				tt.mutate(c, k)
			}
			v := verifier()
			if tt.v != nil {
				tt.v(&v)
			}
			if _, err := v.Verify(c); !errors.Is(err, tt.want) {
				t.Fatalf("Verify error = %v, want %v", err, tt.want)
			}
		})
	}
}

type delegates map[common.Address]common.Address

func (d delegates) ValidDelegate(agent, signer common.Address) bool { return d[signer] == agent }

func TestDelegateSigner(t *testing.T) {
	c, k := newCard(t)
	del, _ := identity.GenerateKey()
	if err := c.Sign(del, t0, time.Hour); err != nil {
		t.Fatal(err)
	}
	v := verifier()
	if _, err := v.Verify(c); !errors.Is(err, registry.ErrCardSignature) {
		t.Fatalf("default checker accepted a delegate: %v", err)
	}
	v.Delegates = delegates{del.Address(): k.Address()}
	if _, err := v.Verify(c); err != nil {
		t.Fatalf("valid delegate rejected: %v", err)
	}
}

func TestDecodeRejects(t *testing.T) {
	c, _ := newCard(t)
	good, _ := registry.EncodeCard(c)
	big := strings.Repeat("a", registry.MaxCardSize)
	tests := []struct {
		name string
		in   []byte
		want error
	}{
		{"garbage", []byte("\x00\x01garbage"), registry.ErrCardMalformed},
		{"empty", nil, registry.ErrCardMalformed},
		{"json array", []byte(`[1,2]`), registry.ErrCardMalformed},
		{"wrong type", []byte(`{"name":5}`), registry.ErrCardMalformed},
		{"bad did", bytes.Replace(good, []byte(`did:ethr:`), []byte(`did:web:`), 1), registry.ErrCardMalformed},
		{"oversized", append(bytes.TrimSuffix(good, []byte("}")), []byte(`,"pad":"`+big+`"}`)...), registry.ErrCardTooLarge},
		{"missing fields", []byte(`{"name":"x"}`), registry.ErrCardInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := registry.DecodeCard(tt.in); !errors.Is(err, tt.want) {
				t.Fatalf("DecodeCard error = %v, want %v", err, tt.want)
			}
		})
	}
}

func TestEncodeOversized(t *testing.T) {
	c, k := newCard(t)
	for i := range registry.MaxSkills {
		c.Skills = append(c.Skills, registry.Skill{ID: "s" + string(rune('a'+i%26)), Name: "n", Description: strings.Repeat("d", registry.MaxDescriptionLen), Tags: []string{"t"}})
	}
	c.Skills = c.Skills[:registry.MaxSkills]
	if err := c.Sign(k, t0, time.Hour); err != nil {
		t.Fatal(err)
	}
	if _, err := registry.EncodeCard(c); !errors.Is(err, registry.ErrCardTooLarge) {
		t.Fatalf("EncodeCard error = %v, want ErrCardTooLarge", err)
	}
}

func FuzzDecodeCard(f *testing.F) {
	c, _, err := cardtest.New(cardtest.Spec{Now: t0})
	if err != nil {
		f.Fatal(err)
	}
	good, _ := registry.EncodeCard(c)
	f.Add(good)
	f.Add([]byte(`{"name":"x","skills":[{"id":"a","name":"b","tags":["c"]}]}`))
	f.Add([]byte(`{"agentId":1e99}`))
	f.Add([]byte("\xff\xfe"))
	v := verifier()
	f.Fuzz(func(t *testing.T, b []byte) {
		c, err := registry.DecodeCard(b)
		if err != nil {
			if c != nil {
				t.Fatal("card returned with error")
			}
			return
		}
		// A decoded card re-encodes, and its canonical form decodes to the same canonical form.
		enc, err := registry.EncodeCard(c)
		if err != nil {
			if errors.Is(err, registry.ErrCardTooLarge) {
				return
			}
			t.Fatalf("re-encode: %v", err)
		}
		c2, err := registry.DecodeCard(enc)
		if err != nil {
			t.Fatalf("decode canonical form: %v", err)
		}
		enc2, _ := registry.EncodeCard(c2)
		if !bytes.Equal(enc, enc2) {
			t.Fatalf("canonical form not stable:\n%s\n%s", enc, enc2)
		}
		_, _ = v.Verify(c) // must not panic
	})
}
