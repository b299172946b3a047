package chat

import (
	"context"
	"testing"

	"github.com/dgraph-io/badger/v4"
	"time"
)

// BenchmarkVerify is the per-message cost of the topic validator's checks on one node.
func BenchmarkVerify(b *testing.B) {
	cfg := DefaultConfig(testChain)
	cfg.fill()
	v := verifier{cfg: cfg}
	data := wire(b, signed(b, mustKey(b), "bench", "node 3 message 17", time.Now()))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := v.verify(context.Background(), "bench", data, true, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkStorePut is the cost of storing one envelope in in-memory badger.
func BenchmarkStorePut(b *testing.B) {
	s := NewStore(openMemDB(b))
	k := mustKey(b)
	now := time.Now()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		e := Envelope{GroupID: "bench", State: StateDiscussion, Type: TypeText, Content: "x", TS: now.UnixMilli() + int64(i), SenderID: k.DID(testChain).String()}
		i++
		id, _ := e.ID()
		if _, err := s.Put("bench", e.TS, id, []byte(`{"content":"x"}`)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkStorePutDisk is the cost of storing one envelope on disk with SyncWrites, as the
// node runs it.
func BenchmarkStorePutDisk(b *testing.B) {
	db, err := badger.Open(badger.DefaultOptions(b.TempDir()).WithSyncWrites(true).WithLogger(nil))
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	s := NewStore(db)
	now := time.Now()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		var id [32]byte
		i++
		id[0], id[1], id[2] = byte(i), byte(i>>8), byte(i>>16)
		if _, err := s.Put("bench", now.UnixMilli()+int64(i), id, []byte(`{"content":"x"}`)); err != nil {
			b.Fatal(err)
		}
	}
}
