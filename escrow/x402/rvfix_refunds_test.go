package x402_test

import (
	"math/big"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/x402"
)

// Review rvfix, finding 3: the refund log skips a torn last line (a power cut mid-write), but
// the next record, appended after it, landed on the same line and was skipped with it: a
// refund recorded owed right after a restart, then interrupted again, left no trace. The file
// is opened on a fresh line.
func TestRvfixRefundLogAfterATornLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "refunds.log")
	if err := os.WriteFile(path, []byte(`{"payer":"0x00000000000000000000000000000000000000`), 0o600); err != nil {
		t.Fatal(err)
	}
	log, err := x402.OpenRefundFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer log.Close()
	rec := x402.RefundRecord{Payer: common.HexToAddress("0x1234"), Value: big.NewInt(7), Nonce: common.HexToHash("0x99"),
		State: x402.RefundOwed, At: time.Unix(1_700_000_000, 0)}
	if err := log.Record(rec); err != nil {
		t.Fatal(err)
	}
	open, err := x402.Unfinished(path)
	if err != nil || len(open) != 1 || open[0].Nonce != rec.Nonce || open[0].State != x402.RefundOwed {
		t.Fatalf("after a torn line, the refund recorded owed reads back as %+v (%v), want it owed", open, err)
	}
}
