package chat

import "testing"

// BenchmarkLoadQuotas measures deriving a room's quotas from its stored history when the room
// is opened (a restart): 20,000 envelopes of about 400 bytes, the most a room retains.
func BenchmarkLoadQuotas(b *testing.B) {
	const room = "team"
	a := withHistory(b, SystemClock{}, nil, room, 20_000, 300)
	b.ResetTimer()
	for range b.N {
		if err := a.svc.loadQuotas(room); err != nil {
			b.Fatal(err)
		}
	}
}
