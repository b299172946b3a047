package askbook

import (
	"errors"
	"math/big"
	"testing"

	"github.com/dgraph-io/badger/v4"

	"github.com/agentsite/agentsite/node/nodedb"
)

func open(t *testing.T, dir string) *badger.DB {
	t.Helper()
	db, err := badger.Open(nodedb.Options(dir))
	if err != nil {
		t.Fatal(err)
	}
	return db
}

func total(t *testing.T, b *Book, parent uint64) int64 {
	t.Helper()
	x, err := b.Total(parent)
	if err != nil {
		t.Fatal(err)
	}
	return x.Int64()
}

// TestBookAcrossRestart: settled asks count what they paid, a failed one nothing, and a
// reservation never settled (the node stopped during its ask) its max price, after the
// database is closed and opened again; another bounty's asks are apart.
func TestBookAcrossRestart(t *testing.T) {
	dir := t.TempDir()
	db := open(t, dir)
	b := New(db)
	won, err := b.Reserve(7, big.NewInt(900))
	if err != nil {
		t.Fatal(err)
	}
	if got := total(t, b, 7); got != 900 {
		t.Fatalf("reserved: total %d, want 900", got)
	}
	if err := won.Settle(big.NewInt(400)); err != nil {
		t.Fatal(err)
	}
	failed, _ := b.Reserve(7, big.NewInt(300))
	if err := failed.Settle(new(big.Int)); err != nil {
		t.Fatal(err)
	}
	if err := failed.Settle(new(big.Int)); !errors.Is(err, ErrUnknownReservation) {
		t.Fatalf("second settle: %v, want ErrUnknownReservation", err)
	}
	other, _ := b.Reserve(8, big.NewInt(50))
	if err := other.Settle(big.NewInt(50)); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Reserve(7, big.NewInt(200)); err != nil { // the node stops during this ask
		t.Fatal(err)
	}
	if got := total(t, b, 7); got != 600 {
		t.Fatalf("before the restart: total %d, want 400 paid + 200 reserved", got)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}

	db = open(t, dir)
	defer db.Close()
	b = New(db)
	if got, other := total(t, b, 7), total(t, b, 8); got != 600 || other != 50 {
		t.Fatalf("after the restart: totals %d and %d, want 600 and 50", got, other)
	}
	if got := total(t, b, 9); got != 0 {
		t.Fatalf("a bounty without asks: %d", got)
	}
}

// TestBookRefusesBadAmounts: negative, missing and oversize amounts are not written, and a
// settle that fails (the database closed under it) leaves the reservation counted.
func TestBookRefusesBadAmounts(t *testing.T) {
	dir := t.TempDir()
	db := open(t, dir)
	b := New(db)
	huge := new(big.Int).Lsh(big.NewInt(1), 256)
	for _, x := range []*big.Int{nil, big.NewInt(-1), huge} {
		if _, err := b.Reserve(1, x); err == nil {
			t.Fatalf("reserved %v", x)
		}
	}
	r, err := b.Reserve(1, big.NewInt(10))
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Settle(big.NewInt(-1)); err == nil {
		t.Fatal("settled at -1")
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if err := r.Settle(big.NewInt(3)); err == nil {
		t.Fatal("settled on a closed database")
	}
	db = open(t, dir)
	defer db.Close()
	if got := total(t, New(db), 1); got != 10 {
		t.Fatalf("total %d, want the reservation's 10", got)
	}
}
