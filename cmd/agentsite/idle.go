package main

import (
	"context"
	"time"
)

// releaseEvery is how often a running node returns its heap's free pages to the OS
// (debug.FreeOSMemory: a collection, then every free page given back). The runtime keeps freed
// pages until it reuses them and gives back only what lies beyond about 110% of its heap goal;
// badger's memtable arenas (about 10 MiB each, allocated but hardly written) count in that
// goal, so an idle node's garbage (chain polls, gossip, compaction checks: about 50 KB/s) stayed
// resident up to 10–15 MiB above its live pages, and one node of eight read 83 MiB of RSS a
// minute after its start (BenchmarkNodesStart, docs/BENCHMARKS.md). A collection of an idle
// node's heap takes a few milliseconds; every 30 s, the garbage left resident is what 30 s make.
const releaseEvery = 30 * time.Second

// releaseIdle calls release at every tick until ctx ends.
func releaseIdle(ctx context.Context, tick <-chan time.Time, release func()) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick:
			release()
		}
	}
}
