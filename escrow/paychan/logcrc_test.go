package paychan

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"os"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// ieeeLog rewrites a log's records as a build from before recordC framed them (the length
// alone, then the body's CRC-32 IEEE): the bodies are the same bytes.
func ieeeLog(t *testing.T, data []byte, ends []int64) []byte {
	t.Helper()
	out := make([]byte, 0, len(data))
	from := int64(0)
	for _, end := range ends {
		if end == from {
			continue
		}
		rec := data[from:end]
		n := binary.BigEndian.Uint32(rec[:4])
		if n&recordC == 0 || int64(n&^recordC) != end-from-8 {
			t.Fatalf("record at %d: header %x", from, rec[:8])
		}
		body := rec[8:]
		out = binary.BigEndian.AppendUint32(out, uint32(len(body)))
		out = binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(body))
		out = append(out, body...)
		from = end
	}
	return out
}

// A log written before CRC-32C (every record CRC-32 IEEE, no flag) opens with every record,
// whole and delta; it is compacted to CRC-32C records, and a torn IEEE record still ends it.
func TestLogOpensIEEERecords(t *testing.T) {
	data, ends, states := deltaLog(t, 3)
	old := ieeeLog(t, data, ends)
	if len(old) != len(data) || bytes.Equal(old, data) {
		t.Fatalf("old log of %d bytes, new of %d", len(old), len(data))
	}
	want := states[len(states)-1]
	got := loaded(old)
	if len(got) != len(want) {
		t.Fatalf("%d records, want %d", len(got), len(want))
	}
	for k, w := range want {
		if !bytes.Equal(got[k], w) {
			t.Fatalf("record %q:\n got %s\nwant %s", k, got[k][8:], w[8:])
		}
	}
	// torn and changed IEEE records end the load as before
	for i := 1; i < len(ends); i++ {
		if ends[i] == ends[i-1] {
			continue
		}
		torn := append([]byte{}, old[:ends[i]-1]...)
		if got := loaded(torn); !sameState(got, states[i-1]) {
			t.Fatalf("IEEE log torn in record %d: not the state before it", i)
		}
		flipped := append([]byte{}, old[:ends[i]]...)
		flipped[ends[i]-1] ^= 1
		if got := loaded(flipped); !sameState(got, states[i-1]) {
			t.Fatalf("IEEE record %d with a bit flipped: not the state before it", i)
		}
	}
	path := filepath.Join(t.TempDir(), "channels.log")
	if err := os.WriteFile(path, old, 0o600); err != nil {
		t.Fatal(err)
	}
	s, err := OpenLogStore(path, false)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	now, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(now) < 8 || binary.BigEndian.Uint32(now[:4])&recordC == 0 {
		t.Fatalf("compacted log not CRC-32C: %x", now[:min(8, len(now))])
	}
	if got := loaded(now); !sameState(got, want) {
		t.Fatal("compacted log reads back other records")
	}
}

// A CRC-32C record with a bit flipped is refused, and the load ends before it: the records
// before it are kept. Every bit of the header is flipped, and one bit of each byte of the body
// (which bit turns with the byte).
func TestLogRefusesFlippedBit(t *testing.T) {
	data, ends, states := deltaLog(t, 4)
	base := &LogStore{held: map[common.Hash]*Held{}, payer: map[common.Hash]*PayerChannel{}}
	from := int64(0)
	for i, end := range ends {
		if end == from {
			continue
		}
		rec := append([]byte{}, data[from:end]...)
		var bits []int
		for bit := range 64 {
			bits = append(bits, bit)
		}
		for j := 8; j < len(rec); j++ {
			bits = append(bits, j*8+j%8)
		}
		for _, bit := range bits {
			rec[bit/8] ^= 1 << (bit % 8)
			s := &LogStore{held: copies(base.held), payer: copies(base.payer)}
			s.read(bytes.NewReader(rec))
			if !sameState(stateOf(s), stateOf(base)) {
				t.Fatalf("record %d (bytes %d-%d) with bit %d flipped was read", i, from, end, bit)
			}
			rec[bit/8] ^= 1 << (bit % 8)
		}
		base.read(bytes.NewReader(rec))
		if !sameState(stateOf(base), states[i]) {
			t.Fatalf("record %d unflipped does not load", i)
		}
		from = end
	}
}

// stateOf is what s holds, as deltaLog states it.
func stateOf(s *LogStore) map[string][]byte {
	out := map[string][]byte{}
	for id, h := range s.held {
		out["h"+string(id[:1])], _ = appendRecord(nil, logRecord{Held: h})
	}
	for id, c := range s.payer {
		out["p"+string(id[:1])], _ = appendRecord(nil, logRecord{Payer: c})
	}
	return out
}

func sameState(got, want map[string][]byte) bool {
	if len(got) != len(want) {
		return false
	}
	for k, w := range want {
		if !bytes.Equal(got[k], w) {
			return false
		}
	}
	return true
}
