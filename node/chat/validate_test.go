package chat

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/identity"
	"github.com/ethereum/go-ethereum/common"
)

var (
	nobodyIsMember = MembershipFunc(func(context.Context, string, identity.DID) (bool, error) { return false, nil })
	everyoneMember = MembershipFunc(func(context.Context, string, identity.DID) (bool, error) { return true, nil })
)

// membersOnly makes strangers unwelcome and nobody a member.
func membersOnly(c *Config) {
	c.Membership = nobodyIsMember
	c.StrangerQuota = Quota{}
}

// delegates maps delegate → identity, as the did:ethr registry's index would.
func delegates(m map[common.Address]common.Address) Authorizer {
	return AuthorizerFunc(func(_ context.Context, did identity.DID, signer common.Address) (bool, error) {
		return m[signer] == did.Address, nil
	})
}

func wire(t testing.TB, e Envelope) []byte {
	t.Helper()
	b, err := json.Marshal(e)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// forgeries returns envelopes a validator must refuse in room "team", by name, with the error
// each must produce. They are shared by the unit test and the gossip test.
func forgeries(t testing.TB, now time.Time) []struct {
	name string
	data []byte
	want error
} {
	alice, mallory := mustKey(t), mustKey(t)
	tamper := signed(t, alice, "team", "pay bob 1 ETH", now)
	tamper.Content = "pay mallory 1 ETH"

	wrongSender := signed(t, mallory, "team", "I am alice", now)
	wrongSender.SenderID = alice.DID(testChain).String()

	otherChain := Envelope{GroupID: "team", State: StateDiscussion, Type: TypeText, Content: "hi"}
	if err := otherChain.Sign(alice, 1, now); err != nil { // a mainnet DID and signature
		t.Fatal(err)
	}
	// Same sender DID as ours, but the signature is bound to another chain id.
	crossChain := Envelope{GroupID: "team", State: StateDiscussion, Type: TypeText, Content: "hi", TS: now.UnixMilli(),
		SenderID: alice.DID(testChain).String()}
	c, _ := crossChain.Canonical()
	_, sig, _ := alice.SignStatement(1, Kind, c, now)
	crossChain.Signature = &Signature{Signer: alice.Address(), Sig: sig}

	unsigned := signed(t, alice, "team", "hi", now)
	unsigned.Signature = nil
	shortSig := signed(t, alice, "team", "hi", now)
	shortSig.Signature.Sig = shortSig.Signature.Sig[:10]
	otherRoom := signed(t, alice, "elsewhere", "hi", now)
	badState := signed(t, alice, "team", "hi", now)
	badState.State = "voting"
	if err := badState.Sign(alice, testChain, now); err != nil {
		t.Fatal(err)
	}
	big := signed(t, alice, "team", strings.Repeat("x", 70<<10), now)

	return []struct {
		name string
		data []byte
		want error
	}{
		{"bad signature", wire(t, tamper), ErrBadSignature},
		{"wrong sender", wire(t, wrongSender), ErrBadSignature},
		{"wrong chain", wire(t, otherChain), ErrWrongChain},
		{"signed for another chain", wire(t, crossChain), ErrBadSignature},
		{"unsigned", wire(t, unsigned), ErrBadSignature},
		{"short signature", wire(t, shortSig), ErrBadSignature},
		{"stale", wire(t, signed(t, alice, "team", "old news", now.Add(-10*time.Minute))), ErrStale},
		{"future", wire(t, signed(t, alice, "team", "tomorrow", now.Add(time.Hour))), ErrStale},
		{"oversized", wire(t, big), ErrTooLarge},
		{"garbage", []byte("\x00\xffnot json at all"), ErrBadEnvelope},
		{"empty", nil, ErrBadEnvelope},
		{"other room", wire(t, otherRoom), ErrBadEnvelope},
		{"unknown state", wire(t, badState), ErrBadEnvelope},
	}
}

func TestVerifierRefusesForgeries(t *testing.T) {
	cfg := DefaultConfig(testChain)
	cfg.fill()
	v := verifier{cfg: cfg}
	for _, tc := range forgeries(t, time.Now()) {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := v.verify(context.Background(), "team", tc.data, true, nil); !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
		})
	}
}

// History (catch-up) is held to the retention age instead of the live freshness window.
func TestVerifierHistoryWindowIsRetention(t *testing.T) {
	cfg := DefaultConfig(testChain)
	cfg.fill()
	v := verifier{cfg: cfg}
	k := mustKey(t)
	old := wire(t, signed(t, k, "team", "three days ago", time.Now().Add(-3*24*time.Hour)))
	if _, err := v.verify(context.Background(), "team", old, true, nil); !errors.Is(err, ErrStale) {
		t.Fatalf("live old message: err = %v, want ErrStale", err)
	}
	if _, err := v.verify(context.Background(), "team", old, false, nil); err != nil {
		t.Fatalf("history old message: %v", err)
	}
	expired := wire(t, signed(t, k, "team", "last month", time.Now().Add(-cfg.RetentionAge-time.Minute)))
	if _, err := v.verify(context.Background(), "team", expired, false, nil); !errors.Is(err, ErrStale) {
		t.Fatalf("history older than retention: err = %v, want ErrStale", err)
	}
	future := wire(t, signed(t, k, "team", "from the future", time.Now().Add(time.Hour)))
	if _, err := v.verify(context.Background(), "team", future, false, nil); !errors.Is(err, ErrStale) {
		t.Fatalf("history future message: err = %v, want ErrStale", err)
	}
}

func TestVerifierOracles(t *testing.T) {
	alice, agent := mustKey(t), mustKey(t)
	now := time.Now()
	byDelegate := Envelope{GroupID: "team", State: StateDiscussion, Type: TypeText, Content: "on behalf of alice", TS: now.UnixMilli(),
		SenderID: alice.DID(testChain).String()}
	c, _ := byDelegate.Canonical()
	_, sig, _ := agent.SignStatement(testChain, Kind, c, now)
	byDelegate.Signature = &Signature{Signer: agent.Address(), Sig: sig}
	data := wire(t, byDelegate)

	for _, tc := range []struct {
		name string
		mod  func(*Config)
		want error
	}{
		{"no authorizer: delegate refused", func(*Config) {}, ErrBadSignature},
		{"delegate of someone else", func(c *Config) { c.Authorizer = delegates(map[common.Address]common.Address{agent.Address(): {1}}) }, ErrBadSignature},
		{"valid delegate", func(c *Config) {
			c.Authorizer = delegates(map[common.Address]common.Address{agent.Address(): alice.Address()})
		}, nil},
		{"members-only room refuses a stranger", func(c *Config) {
			c.Authorizer = delegates(map[common.Address]common.Address{agent.Address(): alice.Address()})
			membersOnly(c)
		}, ErrNotMember},
		{"open room lets a stranger in", func(c *Config) {
			c.Authorizer = delegates(map[common.Address]common.Address{agent.Address(): alice.Address()})
			c.Membership = nobodyIsMember
		}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := DefaultConfig(testChain)
			tc.mod(&cfg)
			cfg.fill()
			v := verifier{cfg: cfg}
			_, err := v.verify(context.Background(), "team", data, true, nil)
			if tc.want == nil && err != nil || tc.want != nil && !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
		})
	}
}

func TestConfigValidate(t *testing.T) {
	for _, tc := range []struct {
		name string
		mod  func(*Config)
		ok   bool
	}{
		{"default", func(*Config) {}, true},
		{"no chain", func(c *Config) { c.ChainID = 0 }, false},
		{"tiny envelope", func(c *Config) { c.MaxEnvelopeSize = 10 }, false},
		{"huge envelope", func(c *Config) { c.MaxEnvelopeSize = 2 << 20 }, false},
		{"no window", func(c *Config) { c.FreshnessWindow = 0 }, false},
		{"negative skew", func(c *Config) { c.MaxClockSkew = -1 }, false},
		{"no seen cache", func(c *Config) { c.SeenCacheSize = 0 }, false},
		{"no buffer", func(c *Config) { c.SubscriberBuffer = 0 }, false},
		{"no sync timeout", func(c *Config) { c.SyncTimeout = 0 }, false},
		{"no sync messages", func(c *Config) { c.SyncMaxMessages = 0 }, false},
		{"sync bytes below envelope", func(c *Config) { c.SyncMaxBytes = 1000 }, false},
		{"negative overlap", func(c *Config) { c.SyncOverlap = -1 }, false},
		{"no sync serving", func(c *Config) { c.SyncMaxServing = 0 }, false},
		{"no sync interval", func(c *Config) { c.SyncInterval = 0 }, false},
		{"no digest window", func(c *Config) { c.SyncDigestWindow = 0 }, false},
		{"digest window past retention", func(c *Config) { c.SyncDigestWindow = c.RetentionAge + 1 }, false},
		{"digest window of the retention", func(c *Config) { c.SyncDigestWindow = c.RetentionAge }, true},
		{"no responder timeout", func(c *Config) { c.ResponderTimeout = 0 }, false},
		{"no responder concurrency", func(c *Config) { c.ResponderConcurrency = 0 }, false},
		{"no responder rate", func(c *Config) { c.ResponderPerMinute = 0 }, false},
		{"retention below freshness", func(c *Config) { c.RetentionAge = time.Minute }, false},
		{"no retention messages", func(c *Config) { c.RetentionMessages = 0 }, false},
		{"retention bytes below envelope", func(c *Config) { c.RetentionBytes = 1000 }, false},
		{"no prune interval", func(c *Config) { c.PruneInterval = 0 }, false},
		{"tiny quota window", func(c *Config) { c.QuotaWindow = time.Millisecond }, false},
		{"no member quota", func(c *Config) { c.MemberQuota.Messages = 0 }, false},
		{"member bytes below envelope", func(c *Config) { c.MemberQuota.Bytes = 1024 }, false},
		{"negative stranger quota", func(c *Config) { c.StrangerQuota.Messages = -1 }, false},
		{"tiny stranger bytes", func(c *Config) { c.StrangerQuota.Bytes = 10 }, false},
		{"strangers below one stranger", func(c *Config) { c.StrangersQuota.Messages = 1 }, false},
		{"members-only", func(c *Config) { c.StrangerQuota, c.StrangersQuota = Quota{}, Quota{} }, true},
		{"no quota entries", func(c *Config) { c.QuotaEntries = 0 }, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := DefaultConfig(testChain)
			tc.mod(&c)
			err := c.Validate()
			if tc.ok != (err == nil) || (err != nil && !errors.Is(err, ErrBadConfig)) {
				t.Fatalf("Validate() = %v, ok want %v", err, tc.ok)
			}
		})
	}
}

type failingOracle struct{}

func (failingOracle) IsMember(context.Context, string, identity.DID) (bool, error) {
	return false, errors.New("chain index not synced")
}

func TestPostReportsWhyTheNetworkWouldRefuse(t *testing.T) {
	for _, tc := range []struct {
		name   string
		mod    func(*Config)
		before int // posts that go through first
		want   error
	}{
		{"not a member", membersOnly, 0, ErrNotMember},
		{"over quota", func(c *Config) { c.MemberQuota = Quota{Messages: 2, Bytes: c.MaxEnvelopeSize} }, 2, ErrOverQuota},
		{"oracle down", func(c *Config) { c.Membership = failingOracle{} }, 0, ErrOracle},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n := newNode(t, tc.mod)
			if err := n.svc.Join("team"); err != nil {
				t.Fatal(err)
			}
			for i := range tc.before {
				if _, err := n.svc.Post(context.Background(), "team", Draft{Content: fmt.Sprint("ok ", i)}); err != nil {
					t.Fatalf("post %d: %v", i, err)
				}
			}
			if _, err := n.svc.Post(context.Background(), "team", Draft{Content: "hi"}); !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
		})
	}
}
