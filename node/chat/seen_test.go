package chat

import (
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// The seen set starts empty, grows to n ids and then forgets the oldest first.
func TestSeenSetBoundedFIFO(t *testing.T) {
	s := newSeenSet(3)
	id := func(i int) common.Hash { return common.BytesToHash([]byte{byte(i)}) }
	if len(s.ids) != 0 || cap(s.ring) != 0 {
		t.Fatalf("a new set holds %d ids in a ring of %d", len(s.ids), cap(s.ring))
	}
	for i := 1; i <= 3; i++ {
		if !s.add(id(i)) {
			t.Fatalf("id %d not new", i)
		}
	}
	if s.add(id(2)) {
		t.Fatal("id 2 added twice")
	}
	s.add(id(4)) // evicts 1
	s.add(id(5)) // evicts 2
	for i, want := range map[int]bool{1: false, 2: false, 3: true, 4: true, 5: true} {
		if s.has(id(i)) != want {
			t.Fatalf("has(%d) = %v, want %v", i, !want, want)
		}
	}
	if len(s.ids) != 3 || len(s.ring) != 3 {
		t.Fatalf("set holds %d ids, ring %d: want 3", len(s.ids), len(s.ring))
	}
}
