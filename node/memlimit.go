package node

import (
	"log/slog"
	"os"
	"runtime/debug"
)

// DefaultMemoryLimitMiB is the Go runtime's soft memory limit for a node process. A node's live
// heap is small (tens of MiB: caches, badger memtables, bounded queues), but a stranger's flood
// makes garbage fast (a2a-go deep-copies a task on every event; a 200 KiB message allocates
// ~21 MB), and with the runtime's default (GOGC=100, no limit) the heap may grow to twice the
// live set plus that garbage before a collection: RSS reached 300 MiB under a 30 s A2A flood.
// With a limit the collector runs earlier as the process nears it; it is soft, so a node whose
// live heap really needs more keeps working (the runtime caps the collector's CPU share).
const DefaultMemoryLimitMiB = 192

// ApplyMemoryLimit sets the process's soft memory limit from cfg.MemoryLimitMiB (the default
// when 0, none when negative), unless the GOMEMLIMIT environment variable already set one. It
// is process-wide, so the binary calls it for the one node it runs; in-process devnets and tests
// with several nodes do not. It returns the limit in force, in bytes (0: none set here).
func ApplyMemoryLimit(cfg Config, log *slog.Logger) int64 {
	if os.Getenv("GOMEMLIMIT") != "" {
		return 0
	}
	mib := cfg.MemoryLimitMiB
	if mib == 0 {
		mib = DefaultMemoryLimitMiB
	}
	if mib < 0 {
		return 0
	}
	limit := int64(mib) << 20
	debug.SetMemoryLimit(limit)
	if log != nil {
		log.Info("memory limit set", "MiB", mib)
	}
	return limit
}
