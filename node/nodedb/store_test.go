package nodedb

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/dgraph-io/badger/v4"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/chat"
)

// The node's small memtables still take the largest values it writes: a blob just under the
// 1 MiB value threshold (kept in the LSM tree, counted whole against the 1.2 MiB transaction
// limit) and a sealed result of 4 MiB (in the value log), and read them back after a reopen.
func TestLargestValuesFitNodeOptions(t *testing.T) {
	dir := t.TempDir()
	db, err := badger.Open(Options(dir))
	if err != nil {
		t.Fatal(err)
	}
	blobs := [][]byte{bytes.Repeat([]byte{'a'}, 1<<20-64), bytes.Repeat([]byte{'b'}, 4<<20+1<<10)}
	var hashes []common.Hash
	for _, b := range blobs {
		h, err := Store{db}.PutBlob(b)
		if err != nil {
			t.Fatalf("put a blob of %d bytes: %v", len(b), err)
		}
		hashes = append(hashes, h)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	db = openNodeDB(t, Options(dir))
	for i, h := range hashes {
		got, err := Store{db}.Blob(h)
		if err != nil || !bytes.Equal(got, blobs[i]) {
			t.Fatalf("blob of %d bytes after reopen: %d bytes, %v", len(blobs[i]), len(got), err)
		}
	}
}

func openNodeDB(t *testing.T, opts badger.Options) *badger.DB {
	t.Helper()
	db, err := badger.Open(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// A chat batch far beyond badger's transaction limit at the node's options (15% of an 8 MiB
// memtable: 1.2 MiB) is stored whole: 256 envelopes of 60 KB, 15 MB, across transactions.
// Before, "Txn is too big" dropped the whole batch.
func TestChatBatchBeyondTxnLimitAllStored(t *testing.T) {
	db := openNodeDB(t, Options(t.TempDir()))
	st := chat.NewStore(db)
	const n, size = 256, 60 << 10
	items := make([]chat.Item, n)
	ts := time.Now().UnixMilli()
	for i := range items {
		data := bytes.Repeat([]byte{byte('a' + i%26)}, size)
		items[i] = chat.Item{Room: "team", TS: ts + int64(i), ID: crypto.Keccak256Hash([]byte(fmt.Sprint(i))), Data: data}
	}
	// One already stored, one repeated in the batch: neither is new, nothing else is lost.
	if _, err := st.Put("team", items[7].TS, items[7].ID, items[7].Data); err != nil {
		t.Fatal(err)
	}
	items = append(items, items[3])
	added, err := st.PutBatch(items)
	if err != nil {
		t.Fatalf("put %d items of %d bytes: %v", len(items), size, err)
	}
	for i, ok := range added {
		want := i != 7 && i != n // the stored one and the repeat are not new
		if ok != want {
			t.Fatalf("added[%d] = %v, want %v", i, ok, want)
		}
	}
	got, err := st.Since("team", 0, 10*n, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != n {
		t.Fatalf("stored %d envelopes, want %d", len(got), n)
	}
	for i, b := range got {
		if !bytes.Equal(b, items[i].Data) {
			t.Fatalf("envelope %d differs", i)
		}
	}
}

// errorLog counts error-level records.
type errorLog struct{ errs chan string }

func (h errorLog) Enabled(_ context.Context, l slog.Level) bool { return l >= slog.LevelError }
func (h errorLog) Handle(_ context.Context, r slog.Record) error {
	select {
	case h.errs <- r.Message:
	default:
	}
	return nil
}
func (h errorLog) WithAttrs([]slog.Attr) slog.Handler { return h }
func (h errorLog) WithGroup(string) slog.Handler      { return h }

// Value-log GC runs over a value log that holds deleted blobs in several files, without error,
// and its loop stops before the DB closes.
func TestValueLogGCRuns(t *testing.T) {
	dir := t.TempDir()
	db, err := badger.Open(Options(dir).WithValueLogFileSize(2 << 20)) // closed by hand below; one blob per file
	if err != nil {
		t.Fatal(err)
	}
	blob := bytes.Repeat([]byte("b"), 3<<20/2) // over the 1 MiB value threshold: in the value log
	for i := range 6 {
		err := db.Update(func(txn *badger.Txn) error { return txn.Set([]byte(fmt.Sprint("blob/", i)), blob) })
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := db.DropPrefix([]byte("blob/")); err != nil {
		t.Fatal(err)
	}
	if err := runValueLogGC(db, vlogGCDiscardRatio); err != nil {
		t.Fatalf("gc pass: %v", err)
	}
	log := errorLog{errs: make(chan string, 16)}
	stop := StartValueLogGC(db, 5*time.Millisecond, slog.New(log))
	time.Sleep(100 * time.Millisecond) // many passes
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatalf("close after gc: %v", err)
	}
	select {
	case msg := <-log.errs:
		t.Fatalf("gc loop logged an error: %s", msg)
	default:
	}
	// On a closed DB a pass reports the failure instead of hiding it.
	if err := runValueLogGC(db, vlogGCDiscardRatio); err == nil {
		t.Fatal("gc on a closed DB: no error")
	}
}

// The worker's bids survive a reopen of the database as they were written (bid, requester,
// negotiation); a deleted one is gone; a record that does not decode is reported, by key, and
// the others are still read.
func TestBidStoreAcrossReopen(t *testing.T) {
	dir := t.TempDir()
	db, err := badger.Open(Options(dir))
	if err != nil {
		t.Fatal(err)
	}
	k, err := identity.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	rec := func(call byte) escrow.BidRecord {
		b := escrow.Bid{ChainID: 31337, CallID: common.Hash{call}, AgentID: 7, Price: escrow.NewBigString(big.NewInt(4e15)),
			Deadline: now.Add(time.Hour).Unix(), Expiry: uint64(now.Add(time.Minute).UnixMilli())}
		if err := b.Sign(k, now); err != nil {
			t.Fatal(err)
		}
		neg := escrow.NewNegotiation(b, k.Address())
		if _, err := neg.Next(k, escrow.ActionCounter, escrow.NewBigString(big.NewInt(2e15)), now.Add(time.Hour), time.Minute, time.Minute, now); err != nil {
			t.Fatal(err)
		}
		return escrow.BidRecord{Bid: b, Requester: k.Address(), Messages: neg.Messages()}
	}
	kept, dropped := rec(1), rec(2)
	s := Store{db}
	for _, r := range []escrow.BidRecord{kept, dropped} {
		if err := s.PutBid(r); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.DeleteBid(dropped.Bid.CallID); err != nil {
		t.Fatal(err)
	}
	garbage := bidKey(common.Hash{3})
	if err := db.Update(func(txn *badger.Txn) error { return txn.Set(garbage, []byte("{not json")) }); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	got, err := Store{openNodeDB(t, Options(dir))}.Bids()
	if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("%x", garbage)) {
		t.Fatalf("reading a garbage record: %v, want an error naming its key", err)
	}
	want, _ := json.Marshal([]escrow.BidRecord{kept})
	if have, _ := json.Marshal(got); !bytes.Equal(have, want) {
		t.Fatalf("bids after reopen:\n%s\nwant\n%s", have, want)
	}
	if got[0].Messages[0].Hash() != kept.Messages[0].Hash() || escrow.BidHash(got[0].Bid) != escrow.BidHash(kept.Bid) {
		t.Fatal("the stored bid or counter no longer hashes as signed")
	}
}
