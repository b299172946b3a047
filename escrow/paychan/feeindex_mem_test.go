package paychan

import (
	"context"
	"errors"
	"math/big"
	"runtime"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
)

// heapAfterGC is the bytes allocated and still reachable.
func heapAfterGC() uint64 {
	runtime.GC()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// entryBytes is the bytes a fee index takes per channel, filled with n channels never
// claimed (claimed false) or n claimed (their settings, fee due and a fee read).
func entryBytes(n int, claimed bool) float64 {
	x := NewFeeIndex(Domain{ChainID: 1}, 0, 0)
	ids := make([]common.Hash, n)
	for i := range ids {
		ids[i] = crypto.Keccak256Hash(big.NewInt(int64(i)).Bytes())
	}
	h0 := heapAfterGC()
	for i, id := range ids {
		if !claimed {
			x.opened[id] = uint64(i)
			continue
		}
		x.chans[id] = &feeChan{ch: Channel{Payer: common.Address{1}, Payee: common.Address{2}, Salt: id}, due: true, held: big.NewInt(int64(i) * 10_007)}
	}
	h1 := heapAfterGC()
	runtime.KeepAlive(x)
	runtime.KeepAlive(ids) // allocated before h0: freed in between, it would count against x
	return float64(h1-h0) / float64(n)
}

// The figures DefaultMaxFeeChannels and DefaultMaxClaimedFeeChannels state: at most ~100
// bytes a channel never claimed, ~270 a claimed one (a map's size per entry varies with its
// growth: 63-100 bytes for the first, 230-270 for the second).
func TestFeeIndexEntryBytes(t *testing.T) {
	if testing.Short() {
		t.Skip("allocates ~35 MB")
	}
	open, claimed := entryBytes(100_000, false), entryBytes(100_000, true)
	t.Logf("per channel: %.0f bytes never claimed, %.0f claimed", open, claimed)
	if open > 110 || claimed > 300 {
		t.Fatalf("per channel: %.0f bytes never claimed (want <= 110), %.0f claimed (want <= 300)", open, claimed)
	}
}

// BenchmarkFeeIndexEntryBytes measures them at the default bounds (the bytes a channel of
// each kind takes: B/open, B/claimed).
func BenchmarkFeeIndexEntryBytes(b *testing.B) {
	for b.Loop() {
		b.ReportMetric(entryBytes(DefaultMaxFeeChannels, false), "B/open")
		b.ReportMetric(entryBytes(DefaultMaxClaimedFeeChannels, true), "B/claimed")
	}
}

// idCapLogs is a provider that refuses a query naming more than max ids and answers the
// ChannelOpened of the channels it knows, counting the queries.
type idCapLogs struct {
	max     int
	logs    map[common.Hash]types.Log
	queries *int
}

func (c idCapLogs) HeaderByNumber(context.Context, *big.Int) (*types.Header, error) {
	return &types.Header{Number: big.NewInt(100)}, nil
}

func (c idCapLogs) FilterLogs(_ context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	*c.queries++
	if len(q.Topics[1]) > c.max {
		return nil, errors.New("too many topics")
	}
	var out []types.Log
	for _, id := range q.Topics[1] {
		if l, ok := c.logs[id]; ok {
			out = append(out, l)
		}
	}
	return out, nil
}

// The openings of 150 channels of one block are read back lookupIDs ids a query, halved
// while the provider refuses: 100 refused, then 50, 50, 50; a provider refusing even one id
// fails the sync, the openings still wanted.
func TestFeeIndexLookupHalvesRefusedIDs(t *testing.T) {
	d := Domain{ChainID: 1, Contract: common.Address{0xc0}}
	x := NewFeeIndex(d, 0, 0)
	known := map[common.Hash]types.Log{}
	var ids []common.Hash
	var want []feeID
	for i := range 150 {
		ch := Channel{Payer: common.Address{1}, Payee: common.Address{2}, Signer: common.Address{1}, Salt: common.Hash{byte(i)}}
		id := ch.hashID(x.sep)
		data, err := feeABI.GetABI().Events["ChannelOpened"].Inputs.NonIndexed().Pack(ch.Token, ch.Signer, ch.Salt, big.NewInt(1))
		if err != nil {
			t.Fatal(err)
		}
		known[id] = types.Log{Address: d.Contract, BlockNumber: 7, Data: data,
			Topics: []common.Hash{evOpened, id, common.BytesToHash(ch.Payer[:]), common.BytesToHash(ch.Payee[:])}}
		ids = append(ids, id)
		want = append(want, feeID{id: id, block: 7})
	}
	x.wanted = []feeLookup{{ids: want}}
	n := 0
	s := FeeSync{}
	if err := x.lookUp(context.Background(), idCapLogs{max: 60, logs: known, queries: &n}, &s, func() bool { return true }); err != nil {
		t.Fatal(err)
	}
	if n != 4 || len(x.wanted) != 0 || len(x.found) != 150 {
		t.Fatalf("%d queries, %d blocks still wanted, %d found; want 4, 0, 150", n, len(x.wanted), len(x.found))
	}
	for _, id := range ids {
		if f := x.found[id]; f == nil || f.hashID(x.sep) != id {
			t.Fatalf("channel %s not read back", id.Hex())
		}
	}
	x.wanted, x.found = []feeLookup{{ids: want[:3]}}, map[common.Hash]*Channel{}
	if err := x.lookUp(context.Background(), idCapLogs{max: 0, logs: known, queries: &n}, &s, func() bool { return true }); err == nil || len(x.wanted) != 1 {
		t.Fatalf("a provider refusing every query: %v, %d blocks still wanted", err, len(x.wanted))
	}
}
