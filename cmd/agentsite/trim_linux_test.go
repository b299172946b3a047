package main

import (
	"os"
	"strings"
	"testing"
)

// smapsSample has the binary's code, read-only data, relocated read-only data (written once:
// a private copy), data, the heap and a library.
const smapsSample = `00400000-00c00000 r--p 00000000 fd:00 1234 /opt/agentsite
Rss:                8192 kB
Anonymous:             0 kB
00c00000-02800000 r-xp 00800000 fd:00 1234 /opt/agentsite
Anonymous:             0 kB
02800000-04000000 r--p 02400000 fd:00 1234 /opt/agentsite
Anonymous:             0 kB
04000000-04001000 r--p 03c00000 fd:00 1234 /opt/agentsite
Anonymous:             4 kB
04001000-04100000 rw-p 03c01000 fd:00 1234 /opt/agentsite
Anonymous:           120 kB
c000000000-c004000000 rw-p 00000000 00:00 0 
Anonymous:         20480 kB
7f0000000000-7f0000020000 r-xp 00000000 fd:00 99 /usr/lib/x86_64-linux-gnu/libc.so.6
Anonymous:             0 kB
`

// Only the binary's read-only mappings without a private copy are dropped.
func TestTrimDroppable(t *testing.T) {
	got := droppable(parseSmaps([]byte(smapsSample)), "/opt/agentsite")
	var spans []string
	for _, m := range got {
		spans = append(spans, m.perms)
	}
	if len(got) != 3 || got[0].start != 0x400000 || got[1].start != 0xc00000 || got[2].start != 0x2800000 {
		t.Fatalf("droppable: %d mappings %v, want the three clean read-only ones", len(got), spans)
	}
}

// Dropping this test binary's own code pages leaves it running: the pages fault back in.
func TestTrimStartPagesKeepsRunning(t *testing.T) {
	n, err := trimStartPages()
	if err != nil || n == 0 {
		t.Fatalf("trim: %d mappings, %v", n, err)
	}
	raw, err := os.ReadFile("/proc/self/status")
	if err != nil || !strings.Contains(string(raw), "VmRSS") {
		t.Fatalf("after the trim: %v", err)
	}
}
