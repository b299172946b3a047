package payments

import (
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// The channel store is <data>/channels/channels.v2.log: a build from before CRC-32C's flag,
// which opens channels.log, never opens it (it would read none of it and empty it). A data
// directory of a build from before holds channels.log alone: ReadChannels reads it until Open
// migrates it, then the new log, and channels.log stays as it was.
func TestLogPathIsNotTheLegacyName(t *testing.T) {
	dir := t.TempDir()
	if got := filepath.Base(LogPath(dir)); got != "channels.v2.log" {
		t.Fatalf("log named %s", got)
	}
	legacy := legacyLogPath(dir)
	if filepath.Base(legacy) != "channels.log" || filepath.Dir(legacy) != filepath.Dir(LogPath(dir)) {
		t.Fatalf("legacy log at %s", legacy)
	}
	s, err := paychan.OpenLogStore(legacy, false) // as a build before wrote it
	if err != nil {
		t.Fatal(err)
	}
	id := common.Hash{7}
	h := paychan.Held{ID: id, Channel: paychan.Channel{Payee: common.HexToAddress("0xb1")}, Deposited: big.NewInt(500),
		Claimed: new(big.Int), Voucher: paychan.Voucher{Channel: id, Amount: big.NewInt(120), Sig: make([]byte, 65)}}
	if err := s.SaveHeld(h); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	before, err := os.ReadFile(legacy)
	if err != nil {
		t.Fatal(err)
	}
	held := func() string {
		t.Helper()
		got, err := ReadChannels(dir, nil)
		if err != nil {
			t.Fatal(err)
		}
		return got.Held
	}
	if got := held(); got != "120" {
		t.Fatalf("before the migration ReadChannels holds %s, want the legacy log's 120", got)
	}
	if err := paychan.MigrateLog(legacy, LogPath(dir)); err != nil {
		t.Fatal(err)
	}
	if after, err := os.ReadFile(legacy); err != nil || string(after) != string(before) {
		t.Fatalf("the migration changed the legacy log (%d bytes, was %d): %v", len(after), len(before), err)
	}
	if err := os.WriteFile(legacy, nil, 0o600); err != nil { // what an older build does to it: not read now
		t.Fatal(err)
	}
	if got := held(); got != "120" {
		t.Fatalf("after the migration ReadChannels holds %s, want the new log's 120", got)
	}
}

// A channels.log written after channels.v2.log (a downgraded node ran here, a backup was
// restored) is never read: the node says so at start, naming both files; not otherwise.
func TestWarnLegacyNewer(t *testing.T) {
	dir := t.TempDir()
	legacy, cur := filepath.Join(dir, "channels.log"), filepath.Join(dir, "channels.v2.log")
	for _, f := range []string{legacy, cur} {
		if err := os.WriteFile(f, nil, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	at := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	warned := func() string {
		var b strings.Builder
		warnLegacyNewer(slog.New(slog.NewTextHandler(&b, nil)), legacy, cur)
		return b.String()
	}
	if err := os.Chtimes(cur, at, at); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(legacy, at.Add(-time.Hour), at.Add(-time.Hour)); err != nil {
		t.Fatal(err)
	}
	if w := warned(); w != "" {
		t.Fatalf("older legacy log warned: %s", w)
	}
	if err := os.Chtimes(legacy, at.Add(time.Minute), at.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	if w := warned(); !strings.Contains(w, "not read") || !strings.Contains(w, legacy) || !strings.Contains(w, cur) {
		t.Fatalf("newer legacy log: %q", w)
	}
	if err := os.Remove(legacy); err != nil {
		t.Fatal(err)
	}
	if w := warned(); w != "" {
		t.Fatalf("no legacy log warned: %s", w)
	}
}
