package devclock

import (
	"testing"
	"time"
)

// TestPhaseDue: a block is mined only for a phase that has ended by the wall clock and not
// yet by the head block.
func TestPhaseDue(t *testing.T) {
	now := time.Unix(1_000_000, 0)
	for _, tc := range []struct {
		name   string
		head   time.Time
		untils []time.Time
		want   bool
	}{
		{"ended, head behind", now.Add(-time.Minute), []time.Time{now.Add(-time.Second)}, true},
		{"ended, head past it", now, []time.Time{now.Add(-time.Second)}, false},
		{"not ended", now.Add(-time.Minute), []time.Time{now.Add(time.Second)}, false},
		{"one of two ended", now.Add(-time.Minute), []time.Time{now.Add(time.Hour), now.Add(-time.Second)}, true},
		{"head ahead of the wall clock (warped)", now.Add(time.Hour), []time.Time{now.Add(-time.Second)}, false},
		{"nothing open", now.Add(-time.Minute), nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := phaseDue(now, tc.head, tc.untils); got != tc.want {
				t.Fatalf("phaseDue = %v, want %v", got, tc.want)
			}
		})
	}
}
