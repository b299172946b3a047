package paychan

import (
	"errors"
	"fmt"
	"os"

	"github.com/ethereum/go-ethereum/common"
)

// A log's file name changes with a framing an older build cannot read: a build from before
// recordC read none of a log written with it, and its open's compaction rewrote the log empty
// (every voucher held unclaimed and every payer channel's record erased: review rv20b). The
// node's log is now LogName; LegacyLogName, the name every build before used, is read once,
// by MigrateLog, and never written: an older build started on the data directory opens the
// legacy file, as the upgrade left it, and never the log.
const (
	// LogName is the file name of the node's channel log, under <data>/channels.
	LogName = "channels.v2.log"
	// LegacyLogName is the channel log's name before LogName: read by MigrateLog only.
	LegacyLogName = "channels.log"
)

// migrateStop, in tests, stops a migration after its named step (a crash there): a non-nil
// error is returned as the migration's.
var migrateStop = func(step string) error { return nil }

// MigrateLog moves the records of the log at legacy (LegacyLogName: CRC-32 IEEE or CRC-32C
// records, whole or delta) into a new log at path, when path does not exist and legacy does;
// otherwise it does nothing. The records go to a temporary file beside path, which is synced,
// renamed to path, and the directory synced: a crash at any point leaves path absent (the
// next open migrates again, from the same legacy file) or whole. The legacy file is left as
// it is, never written: an older build started on the data directory later still finds its
// state as of the upgrade (a payee claims at most what it held then, money left rather than
// taken; a payer re-signs amounts its payee holds already, which the payee refuses), and
// nothing it writes there reaches path. A legacy log whose load ends at a whole record it
// does not read is kept beside it too (<legacy>.unread), as OpenLogStore keeps its own.
func MigrateLog(legacy, path string) error {
	switch _, err := os.Stat(path); {
	case err == nil:
		return nil // migrated already, or a log of this build from the start
	case !errors.Is(err, os.ErrNotExist):
		return fmt.Errorf("paychan: migrate log: %w", err)
	}
	if _, err := os.Stat(legacy); errors.Is(err, os.ErrNotExist) {
		return nil // a new data directory
	}
	old := &LogStore{path: legacy, held: map[common.Hash]*Held{}, payer: map[common.Hash]*PayerChannel{}}
	if err := old.load(); err != nil {
		return fmt.Errorf("paychan: migrate log: %w", err)
	}
	if old.unread && !keptAlready(legacy) {
		if err := old.keepUnread(); err != nil {
			return fmt.Errorf("paychan: migrate log: %w", err)
		}
	}
	if err := migrateStop("read"); err != nil {
		return err
	}
	buf, err := snapshot(old.held, old.payer)
	if err != nil {
		return fmt.Errorf("paychan: migrate log: %w", err)
	}
	s := &LogStore{path: path, sync: true} // synced whatever payments.sync says: once
	f, err := s.writeTmp(buf)
	if err != nil {
		return fmt.Errorf("paychan: migrate log: %w", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("paychan: migrate log: %w", err)
	}
	if err := migrateStop("synced"); err != nil {
		return err
	}
	if err := os.Rename(s.tmpPath(), path); err != nil {
		return fmt.Errorf("paychan: migrate log: %w", err)
	}
	if err := migrateStop("renamed"); err != nil {
		return err
	}
	if err := s.syncDir(); err != nil {
		return fmt.Errorf("paychan: migrate log: %w", err)
	}
	return migrateStop("dir synced")
}

// keptAlready reports whether <legacy>.unread is legacy itself (its hard link, made by a
// migration a crash stopped): the legacy log is never written, so it is not kept twice.
func keptAlready(legacy string) bool {
	a, err := os.Stat(legacy)
	if err != nil {
		return false
	}
	b, err := os.Stat(legacy + ".unread")
	return err == nil && os.SameFile(a, b)
}

// ReadLogOrLegacy reads the log at path as ReadLog does or, when path does not exist (not
// migrated yet), the legacy log: the records the node opening would find.
func ReadLogOrLegacy(legacy, path string) ([]Held, []PayerChannel, error) {
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		return ReadLog(legacy)
	}
	return ReadLog(path)
}
