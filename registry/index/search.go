package index

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math"
	"math/big"
	"sort"

	"github.com/dgraph-io/badger/v4"
	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/registry"
)

// Query is a search: free text, a skill tag, or both (then results must have the tag).
type Query struct {
	Text  string
	Skill string
	Limit int // zero or negative: 20
	// Keep, if set, is asked about every live candidate card before it is ranked; a card it
	// refuses is left out and does not count against Limit (discovery hides the cards of
	// nodes not seen alive). It runs inside a read transaction: it must be quick.
	Keep func(*registry.Card) bool
}

// Result is a ranked search hit.
type Result struct {
	Entry
	Score      float64  // BM25 text relevance; 0 for a skill-only query
	Stake      *big.Int // verified stake if Signals knows it, else the card's claim; nil if none
	Reputation float64  // from Signals; 0 if unknown
}

// BM25 parameters.
const (
	bm25K1 = 1.2
	bm25B  = 0.75
)

// Search returns live cards matching q, best first: by BM25 text score, then stake, then
// reputation, then newest issuedAt.
func (ix *Index) Search(q Query) ([]Result, error) {
	limit := q.Limit
	if limit <= 0 {
		limit = 20
	}
	terms := Tokenize(q.Text)
	tag := registry.NormalizeTag(q.Skill)
	if len(terms) == 0 && tag == "" {
		return nil, nil
	}
	var out []Result
	err := ix.db.View(func(txn *badger.Txn) error {
		scores := map[common.Address]float64{}
		var candidates []common.Address
		if tag != "" {
			candidates = postings(txn, "s/", tag, nil)
		}
		if len(terms) > 0 {
			docs := float64(getCounter(txn, keyDocs))
			avg := math.Max(1, float64(getCounter(txn, keyLen))/math.Max(1, docs))
			for _, term := range dedupe(terms) {
				tfs := map[common.Address]posting{}
				postings(txn, "t/", term, tfs)
				df := float64(len(tfs))
				idf := math.Log(1 + (docs-df+0.5)/(df+0.5))
				for a, p := range tfs {
					tf, dl := float64(p.tf), math.Max(1, float64(p.dl))
					scores[a] += idf * tf * (bm25K1 + 1) / (tf + bm25K1*(1-bm25B+bm25B*dl/avg))
				}
			}
			if tag != "" {
				keep := map[common.Address]float64{}
				for _, a := range candidates {
					keep[a] = scores[a] // the tag matched: keep even with no text match
				}
				scores = keep
			}
			candidates = candidates[:0]
			for a := range scores {
				candidates = append(candidates, a)
			}
		}
		// Load only what can make the cut: the best `limit` kept cards by score and everything
		// tied with the last of them (ties are broken by stake and reputation, which need the
		// card).
		sort.Slice(candidates, func(i, j int) bool { return scores[candidates[i]] > scores[candidates[j]] })
		for _, a := range candidates {
			if len(out) >= limit && scores[a] < out[limit-1].Score {
				break
			}
			c, rec, err := getCard(txn, a)
			if errors.Is(err, ErrNotFound) || (err == nil && ix.expired(c)) {
				continue
			}
			if err != nil {
				return err
			}
			if q.Keep != nil && !q.Keep(c) {
				continue
			}
			r := Result{Entry: Entry{Card: c, Source: rec.Source, SeenAt: timeMs(rec.SeenAt)}, Score: scores[a]}
			r.Stake, r.Reputation = ix.signals(c)
			out = append(out, r)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	sort.Slice(out, func(i, j int) bool { return better(out[i], out[j]) })
	if len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}

func better(a, b Result) bool {
	if a.Score != b.Score {
		return a.Score > b.Score
	}
	if c := cmpStake(a.Stake, b.Stake); c != 0 {
		return c > 0
	}
	if a.Reputation != b.Reputation {
		return a.Reputation > b.Reputation
	}
	if a.Card.IssuedAt != b.Card.IssuedAt {
		return a.Card.IssuedAt > b.Card.IssuedAt
	}
	aa, ba := a.Card.Address(), b.Card.Address()
	return bytes.Compare(aa[:], ba[:]) < 0
}

func cmpStake(a, b *big.Int) int {
	switch {
	case a == nil && b == nil:
		return 0
	case a == nil:
		return -1
	case b == nil:
		return 1
	}
	return a.Cmp(b)
}

func (ix *Index) signals(c *registry.Card) (*big.Int, float64) {
	var stake *big.Int
	var rep float64
	if s := ix.cfg.Signals; s != nil {
		if v, ok := s.Stake(c.Address()); ok {
			stake = v
		}
		if v, ok := s.Reputation(c.Address()); ok {
			rep = v
		}
	}
	if stake == nil && c.Stake != "" {
		stake, _ = new(big.Int).SetString(c.Stake, 10)
	}
	return stake, rep
}

// posting is a text posting's value: weighted term frequency and document length.
type posting struct{ tf, dl uint32 }

// postings lists the addresses under prefix+term; if tfs is not nil it also collects the values.
func postings(txn *badger.Txn, prefix, term string, tfs map[common.Address]posting) []common.Address {
	p := append(append([]byte(prefix), term...), 0)
	it := txn.NewIterator(badger.IteratorOptions{Prefix: p, PrefetchValues: tfs != nil, PrefetchSize: 64})
	defer it.Close()
	var out []common.Address
	for it.Rewind(); it.Valid(); it.Next() {
		k := it.Item().Key()
		if len(k) != len(p)+common.AddressLength {
			continue
		}
		a := common.BytesToAddress(k[len(p):])
		out = append(out, a)
		if tfs != nil {
			_ = it.Item().Value(func(v []byte) error {
				if len(v) == 8 {
					tfs[a] = posting{tf: binary.BigEndian.Uint32(v[:4]), dl: binary.BigEndian.Uint32(v[4:])}
				}
				return nil
			})
		}
	}
	return out
}

func dedupe(s []string) []string {
	seen := map[string]bool{}
	out := s[:0:0]
	for _, v := range s {
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	return out
}
