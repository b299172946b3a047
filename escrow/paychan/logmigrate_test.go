package paychan

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"math/big"
	"os"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// preFlagRecords counts the records a build from before recordC reads of a log: its load
// took the length whole (no flag) and the CRC-32 IEEE of the body, and ended at the first
// record that failed either.
func preFlagRecords(data []byte) int {
	n := 0
	for len(data) >= 8 {
		size, sum := binary.BigEndian.Uint32(data[:4]), binary.BigEndian.Uint32(data[4:8])
		if size == 0 || size > maxRecord || int(size) > len(data)-8 || crc32.ChecksumIEEE(data[8:8+size]) != sum {
			break
		}
		n++
		data = data[8+size:]
	}
	return n
}

// legacyDir writes data as a data directory's channels/channels.log and returns the legacy
// and new log paths.
func legacyDir(t *testing.T, data []byte) (legacy, path string) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "channels")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	legacy, path = filepath.Join(dir, LegacyLogName), filepath.Join(dir, LogName)
	if err := os.WriteFile(legacy, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return legacy, path
}

// openState migrates and opens the log as the node does, and returns what it holds.
func openState(t *testing.T, legacy, path string) map[string][]byte {
	t.Helper()
	if err := MigrateLog(legacy, path); err != nil {
		t.Fatal(err)
	}
	s, err := OpenLogStore(path, true)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	return stateOf(s)
}

// unchanged fails t unless the file at path holds want.
func unchanged(t *testing.T, path string, want []byte) {
	t.Helper()
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s changed: %d bytes, was %d", filepath.Base(path), len(got), len(want))
	}
}

// A log of a build from before recordC (CRC-32 IEEE records, whole and deltas) is migrated
// to channels.v2.log with every record, framed CRC-32C; channels.log is left byte for byte,
// and a pre-flag build still reads all of it, and none of the new log (which is why the new
// log has a name no such build opens). Later saves go to the new log only, and a second
// migration does nothing.
func TestMigrateLogFromIEEE(t *testing.T) {
	data, ends, states := deltaLog(t, 5)
	old := ieeeLog(t, data, ends)
	want := states[len(states)-1]
	legacy, path := legacyDir(t, old)
	if n := preFlagRecords(old); n != countRecords(t, data) {
		t.Fatalf("a pre-flag build reads %d records of the IEEE log", n)
	}
	if got := openState(t, legacy, path); !sameState(got, want) {
		t.Fatal("the migrated log holds other records")
	}
	unchanged(t, legacy, old)
	v2, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(v2) < 8 || binary.BigEndian.Uint32(v2[:4])&recordC == 0 || preFlagRecords(v2) != 0 {
		t.Fatalf("the new log is not CRC-32C framed (a pre-flag build reads %d records of it)", preFlagRecords(v2))
	}
	s, err := OpenLogStore(path, false)
	if err != nil {
		t.Fatal(err)
	}
	id := common.Hash{0xee}
	h := Held{ID: id, Deposited: big.NewInt(10), Claimed: new(big.Int), Voucher: Voucher{Channel: id, Amount: big.NewInt(3)}}
	if err := s.SaveHeld(h); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	unchanged(t, legacy, old)
	got := openState(t, legacy, path) // migrated already: the new log is read, not replaced
	if _, ok := got["h\xee"]; !ok || len(got) != len(want)+1 {
		t.Fatalf("%d records after a save and a reopen, want %d with the save", len(got), len(want)+1)
	}
	unchanged(t, legacy, old)
}

// countRecords counts the framed records of a log written by this build.
func countRecords(t *testing.T, data []byte) int {
	t.Helper()
	n := 0
	for len(data) >= 8 {
		size := binary.BigEndian.Uint32(data[:4]) &^ recordC
		if size == 0 {
			break
		}
		n++
		data = data[8+size:]
	}
	return n
}

// testdata/channels-preflag.log was written by the build before recordC (git cd4ff7c, the
// first parent of the logcrc merge) through its own OpenLogStore and saves: three payee
// channels and two payer channels, each saved five times (a whole record, then deltas).
// Every channel's last record is migrated.
func TestMigrateLogPreFlagBuild(t *testing.T) {
	old, err := os.ReadFile(filepath.Join("testdata", "channels-preflag.log"))
	if err != nil {
		t.Fatal(err)
	}
	if n := preFlagRecords(old); n != 25 {
		t.Fatalf("the pre-flag log has %d records a pre-flag build reads, want 25", n)
	}
	legacy, path := legacyDir(t, old)
	if err := MigrateLog(legacy, path); err != nil {
		t.Fatal(err)
	}
	held, chs, err := ReadLog(path)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, h := range held {
		got[fmt.Sprintf("held %x", h.ID[:1])] = h.Voucher.Amount.String()
	}
	for _, c := range chs {
		got[fmt.Sprintf("payer %x", c.ID[:1])] = fmt.Sprintf("%s/%d/%s", c.Answered, c.Calls, c.Agent)
	}
	want := map[string]string{"held 01": "1004", "held 02": "2004", "held 03": "3004",
		"payer 11": "504/5/echo", "payer 12": "1004/5/echo"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("migrated %v\nwant %v", got, want)
	}
	unchanged(t, legacy, old)
}

// A migration stopped after any of its steps (a crash there: the process killed) leaves the
// legacy log as it was and either no new log or a whole one; the next open completes it and
// holds every record. A temporary file torn by a crash mid-write is overwritten.
func TestMigrateLogCrashAtEveryStep(t *testing.T) {
	data, ends, states := deltaLog(t, 6)
	old := ieeeLog(t, data, ends)
	want := states[len(states)-1]
	crash := errors.New("crash")
	for _, step := range []string{"read", "torn", "synced", "renamed", "dir synced"} {
		t.Run(step, func(t *testing.T) {
			legacy, path := legacyDir(t, old)
			migrateStop = func(at string) error {
				if at == step || step == "torn" && at == "read" {
					return crash
				}
				return nil
			}
			t.Cleanup(func() { migrateStop = func(string) error { return nil } })
			if err := MigrateLog(legacy, path); !errors.Is(err, crash) {
				t.Fatalf("migration stopped after %s: %v", step, err)
			}
			migrateStop = func(string) error { return nil }
			if step == "torn" { // killed while writing the temporary file
				if err := os.WriteFile(path+".tmp", data[:len(data)/2], 0o600); err != nil {
					t.Fatal(err)
				}
			}
			unchanged(t, legacy, old)
			_, err := os.Stat(path)
			if exists := err == nil; exists != (step == "renamed" || step == "dir synced") {
				t.Fatalf("after %s the new log exists: %v", step, exists)
			}
			if got := openState(t, legacy, path); !sameState(got, want) {
				t.Fatalf("the log opened after a crash at %s holds other records", step)
			}
			unchanged(t, legacy, old)
		})
	}
}

// Without a legacy log (a new data directory) nothing is migrated; a new log is never
// replaced by the legacy one, whatever the legacy log holds (an older build's writes after the
// upgrade).
func TestMigrateLogOnlyOnce(t *testing.T) {
	dir := t.TempDir()
	if err := MigrateLog(filepath.Join(dir, LegacyLogName), filepath.Join(dir, LogName)); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, LogName)); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("a migration of nothing made a log: %v", err)
	}
	data, ends, _ := deltaLog(t, 7)
	legacy, path := legacyDir(t, ieeeLog(t, data, ends))
	if err := os.WriteFile(path, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if got := openState(t, legacy, path); len(got) != 0 {
		t.Fatalf("an empty new log took %d records of the legacy one", len(got))
	}
}

// The keep-aside of a log whose load ends at a whole record it does not read works under the
// new name (channels.v2.log.unread), and a legacy log ending so is kept beside it too
// (channels.log.unread, once, though a crash stopped the first migration) while its records
// before that one are migrated.
func TestMigrateLogKeepsUnread(t *testing.T) {
	a := common.Hash{1}
	held := Held{ID: a, Deposited: big.NewInt(100), Claimed: new(big.Int), Voucher: Voucher{Channel: a, Amount: big.NewInt(5)}}
	whole, err := appendRecord(nil, logRecord{Held: &held})
	if err != nil {
		t.Fatal(err)
	}
	unknown := framed(append(append(make([]byte, 8), 0x7f), a[:]...), 0) // a later build's record
	old := append(append([]byte{}, whole...), unknown...)
	legacy, path := legacyDir(t, old)
	migrateStop = func(at string) error {
		if at == "synced" {
			return errors.New("crash")
		}
		return nil
	}
	t.Cleanup(func() { migrateStop = func(string) error { return nil } })
	if err := MigrateLog(legacy, path); err == nil {
		t.Fatal("the migration did not stop")
	}
	migrateStop = func(string) error { return nil }
	if got := openState(t, legacy, path); len(got) != 1 {
		t.Fatalf("%d records migrated, want the one before the unread record", len(got))
	}
	unchanged(t, legacy+".unread", old)
	if _, err := os.Stat(legacy + ".unread.1"); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("the legacy log kept aside twice (a migration stopped, then done): %v", err)
	}
	unchanged(t, legacy, old)
	// the new log ending at a record it does not read
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Write(unknown); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := openState(t, legacy, path); len(got) != 1 {
		t.Fatalf("%d records opened, want 1", len(got))
	}
	unchanged(t, filepath.Join(filepath.Dir(path), "channels.v2.log.unread"), before)
	unchanged(t, legacy, old)
}
