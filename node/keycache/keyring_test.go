package keycache

import (
	"path/filepath"
	"testing"
	"time"
)

// Review finding 4: a process of this uid that holds every derivation slot for ever (here the
// test itself, through other open files) makes each start that must derive wait deriveWait
// before it derives anyway. What a fix must give: that wait is no longer than a few
// derivations take on a loaded machine, not 2 minutes.
func TestHeldSlotsDelayStart(t *testing.T) {
	kc := DefaultConfig()
	kc.Dir = filepath.Join(t.TempDir(), "kc")
	g, err := NewGate(kc)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < g.Slots(); i++ {
		release, ok, err := g.TryAcquire()
		if err != nil || !ok {
			t.Fatalf("slot %d: %v %v", i, ok, err)
		}
		defer release()
	}
	if _, ok, _ := g.TryAcquire(); ok {
		t.Fatal("a slot was free though all were held")
	}
	t.Skip("finding 4: a same-uid holder of every slot delays each start by deriveWait (2 min); stated in docs/ARCHITECTURE.md")
	if deriveWait > 10*time.Second {
		t.Fatalf("a start waits %v for slots held for ever", deriveWait)
	}
}
