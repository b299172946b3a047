package index_test

import (
	"errors"
	"fmt"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/registry"
	"github.com/agentsite/agentsite/registry/cardtest"
	"github.com/agentsite/agentsite/registry/index"
)

var t0 = time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)

type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) Add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }
func newClock() *clock               { return &clock{t: t0} }
func memConfig(clk *clock) index.Config {
	return index.Config{MemTableSize: 1 << 20, Now: clk.Now, Verifier: registry.Verifier{ChainID: cardtest.ChainID}}
}

func open(t *testing.T, cfg index.Config) *index.Index {
	t.Helper()
	ix, err := index.Open(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ix.Close() })
	return ix
}

func card(t *testing.T, s cardtest.Spec) (*registry.Card, *identity.Key) {
	t.Helper()
	if s.Now.IsZero() {
		s.Now = t0
	}
	c, k, err := cardtest.New(s)
	if err != nil {
		t.Fatal(err)
	}
	return c, k
}

func TestPutGetNewestWins(t *testing.T) {
	clk := newClock()
	ix := open(t, memConfig(clk))
	c1, k := card(t, cardtest.Spec{Name: "v1", Tags: []string{"old-tag"}})
	c2, _ := card(t, cardtest.Spec{Key: k, Name: "v2", Tags: []string{"new-tag"}, Now: t0.Add(time.Second)})
	if ok, err := ix.Put(c2, index.SourceGossip); !ok || err != nil {
		t.Fatalf("put v2: %v %v", ok, err)
	}
	if ok, err := ix.Put(c1, index.SourceDHT); ok || err != nil {
		t.Fatalf("older card stored: %v %v", ok, err)
	}
	e, err := ix.Get(k.Address())
	if err != nil || e.Card.Name != "v2" || e.Source != index.SourceGossip {
		t.Fatalf("get: %+v %v", e, err)
	}
	// Replace by a newer one: the old tag postings go away.
	c3, _ := card(t, cardtest.Spec{Key: k, Name: "v3", Tags: []string{"third"}, Now: t0.Add(2 * time.Second)})
	if ok, err := ix.Put(c3, index.SourceDHT); !ok || err != nil {
		t.Fatalf("put v3: %v %v", ok, err)
	}
	if r, _ := ix.Search(index.Query{Skill: "new-tag"}); len(r) != 0 {
		t.Errorf("stale tag still indexed: %d results", len(r))
	}
	if r, _ := ix.Search(index.Query{Skill: "third"}); len(r) != 1 {
		t.Errorf("new tag: %d results", len(r))
	}
	if ix.Len() != 1 {
		t.Errorf("Len = %d", ix.Len())
	}
}

func TestPutRejectsInvalid(t *testing.T) {
	clk := newClock()
	ix := open(t, memConfig(clk))
	other, _ := identity.GenerateKey()
	tests := []struct {
		name   string
		mutate func(c *registry.Card)
		want   error
	}{
		{"forged", func(c *registry.Card) { c.Description = "changed" }, registry.ErrCardSignature},
		{"wrong key", func(c *registry.Card) { c.Sign(other, t0, time.Hour) }, registry.ErrCardSignature},
		{"expired", func(c *registry.Card) { c.Sign(other, t0.Add(-2*time.Hour), time.Hour) }, registry.ErrCardExpired},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, _ := card(t, cardtest.Spec{Tags: []string{"x"}})
			tt.mutate(c)
			if ok, err := ix.Put(c, index.SourceGossip); ok || !errors.Is(err, tt.want) {
				t.Fatalf("Put = %v, %v; want %v", ok, err, tt.want)
			}
			if _, err := ix.Get(c.Address()); !errors.Is(err, index.ErrNotFound) {
				t.Fatalf("rejected card stored: %v", err)
			}
		})
	}
	if ix.Len() != 0 {
		t.Errorf("Len = %d after rejected puts", ix.Len())
	}
}

func TestExpiryAndPrune(t *testing.T) {
	clk := newClock()
	ix := open(t, memConfig(clk))
	short, ks := card(t, cardtest.Spec{Tags: []string{"a"}, TTL: time.Minute})
	long, kl := card(t, cardtest.Spec{Tags: []string{"a"}, TTL: time.Hour})
	for _, c := range []*registry.Card{short, long} {
		if _, err := ix.Put(c, index.SourceDHT); err != nil {
			t.Fatal(err)
		}
	}
	clk.Add(2 * time.Minute)
	if _, err := ix.Get(ks.Address()); !errors.Is(err, index.ErrNotFound) {
		t.Errorf("expired card returned: %v", err)
	}
	if r, _ := ix.Search(index.Query{Skill: "a"}); len(r) != 1 || r[0].Card.Address() != kl.Address() {
		t.Errorf("search returned %d results", len(r))
	}
	n, err := ix.Prune()
	if err != nil || n != 1 || ix.Len() != 1 {
		t.Fatalf("Prune = %d, %v; Len %d", n, err, ix.Len())
	}
}

type signals map[common.Address]int64

func (s signals) Stake(a common.Address) (*big.Int, bool) {
	v, ok := s[a]
	return big.NewInt(v), ok
}
func (s signals) Reputation(common.Address) (float64, bool) { return 0, false }

func TestSearchRanking(t *testing.T) {
	clk := newClock()
	cfg := memConfig(clk)
	sig := signals{}
	cfg.Signals = sig
	ix := open(t, cfg)
	put := func(name, desc string, tags []string, stake string) common.Address {
		c, k := card(t, cardtest.Spec{Name: name, Description: desc, Tags: tags, Stake: stake})
		if _, err := ix.Put(c, index.SourceLocal); err != nil {
			t.Fatal(err)
		}
		return k.Address()
	}
	translator := put("French translator", "Translates English text into French, carefully", []string{"translate", "french"}, "")
	summarizer := put("Summarizer", "Summarizes long documents; can also translate headlines", []string{"summarize"}, "")
	cheap := put("Image tagger", "Tags images", []string{"vision"}, "5")
	rich := put("Image captioner", "Tags images", []string{"vision"}, "1")
	sig[rich] = 100 // verified stake overrides the claim

	tests := []struct {
		name  string
		q     index.Query
		first common.Address
		n     int
	}{
		{"text relevance", index.Query{Text: "translate french"}, translator, 2},
		{"skill only, stake order", index.Query{Skill: "vision"}, rich, 2},
		{"skill normalised", index.Query{Skill: "Vision"}, rich, 2},
		{"text within skill", index.Query{Text: "tagger", Skill: "vision"}, cheap, 2},
		{"limit", index.Query{Skill: "vision", Limit: 1}, rich, 1},
		{"refused cards leave room", index.Query{Skill: "vision", Limit: 1, Keep: func(c *registry.Card) bool { return c.Address() != rich }}, cheap, 1},
		{"text, refused best match", index.Query{Text: "translate", Limit: 1, Keep: func(c *registry.Card) bool { return c.Address() != translator }}, summarizer, 1},
		{"all refused", index.Query{Skill: "vision", Keep: func(*registry.Card) bool { return false }}, common.Address{}, 0},
		{"no match", index.Query{Text: "astrophysics"}, common.Address{}, 0},
		{"stopwords only", index.Query{Text: "the and of"}, common.Address{}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := ix.Search(tt.q)
			if err != nil {
				t.Fatal(err)
			}
			if len(r) != tt.n {
				t.Fatalf("%d results, want %d", len(r), tt.n)
			}
			if tt.n > 0 && r[0].Card.Address() != tt.first {
				t.Errorf("first = %s (%s), want %s", r[0].Card.Name, r[0].Card.Address().Hex(), tt.first.Hex())
			}
		})
	}
}

func TestDurableOnDisk(t *testing.T) {
	dir := t.TempDir()
	clk := newClock()
	cfg := index.DefaultConfig(dir)
	cfg.Now, cfg.Verifier.ChainID = clk.Now, cardtest.ChainID
	ix, err := index.Open(cfg)
	if err != nil {
		t.Fatal(err)
	}
	c, k := card(t, cardtest.Spec{Name: "durable", Tags: []string{"disk"}})
	if _, err := ix.Put(c, index.SourceLocal); err != nil {
		t.Fatal(err)
	}
	if err := ix.Close(); err != nil {
		t.Fatal(err)
	}
	ix = open(t, cfg)
	e, err := ix.Get(k.Address())
	if err != nil || e.Card.Name != "durable" {
		t.Fatalf("after reopen: %v", err)
	}
	if r, _ := ix.Search(index.Query{Text: "durable", Skill: "disk"}); len(r) != 1 {
		t.Errorf("search after reopen: %d", len(r))
	}
}

func TestConcurrentPuts(t *testing.T) {
	clk := newClock()
	ix := open(t, memConfig(clk))
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range 5 {
				c, _, err := cardtest.New(cardtest.Spec{Now: t0, Name: fmt.Sprintf("agent %d %d", i, j), Tags: []string{"shared"}})
				if err != nil {
					t.Error(err)
					return
				}
				if _, err := ix.Put(c, index.SourceGossip); err != nil {
					t.Error(err)
				}
			}
		}()
	}
	wg.Wait()
	if r, _ := ix.Search(index.Query{Skill: "shared", Limit: 100}); len(r) != 40 || ix.Len() != 40 {
		t.Errorf("%d results, Len %d; want 40", len(r), ix.Len())
	}
}

func TestPutVerifiedStillRefusesExpired(t *testing.T) {
	clk := newClock()
	ix := open(t, memConfig(clk))
	c, _ := card(t, cardtest.Spec{TTL: time.Minute})
	clk.Add(2 * time.Minute)
	if ok, err := ix.PutVerified(c, index.SourceGossip); ok || !errors.Is(err, registry.ErrCardExpired) {
		t.Fatalf("PutVerified(expired) = %v, %v", ok, err)
	}
	fresh, _ := card(t, cardtest.Spec{Now: clk.Now()})
	if ok, err := ix.PutVerified(fresh, index.SourceGossip); !ok || err != nil {
		t.Fatalf("PutVerified(fresh) = %v, %v", ok, err)
	}
}
