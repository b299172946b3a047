package auction

import (
	"bufio"
	"bytes"
	"testing"
	"time"
)

// FuzzAskFrame feeds the bidder side's reading and checking of an ask arbitrary bytes: it
// must never panic, never read past the frame limit and never bid on an ask that fails its
// checks (the ask's signature is not checked: bids are standing offers).
func FuzzAskFrame(f *testing.F) {
	good := must(appendFrame(nil, &Ask{ChainID: testChain, Peer: "p", Skill: "echo", MaxPrice: "10", Reserve: "0",
		Token: "0x0000000000000000000000000000000000000000", BidBy: 2e12, Deadline: 2e12, K: 1}))
	f.Add(good)
	f.Add([]byte{0xff, 0xff, 0xff, 0xff, 0x0f})
	f.Add([]byte{3, '{', '}', ' '})
	book := &Book{ChainID: testChain, Self: "w", Policies: []Policy{{Name: "a", Skills: []string{"echo"}, Floor: wei(1), Capacity: 1, BidTTL: time.Second}}}
	s := NewServer(nil, book, DefaultLimits(), newFakeClock(), silent)
	f.Fuzz(func(t *testing.T, b []byte) {
		frame, err := readFrame(bufio.NewReader(bytes.NewReader(b)), MaxAskFrame)
		if err != nil {
			return
		}
		if len(frame) > MaxAskFrame {
			t.Fatalf("frame of %d bytes read", len(frame))
		}
		out, err := s.answer(frame, "p")
		if err != nil || len(out) == 0 {
			return
		}
		var a Ask
		if err := decode(frame, &a); err != nil || a.Peer != "p" {
			t.Fatalf("bid on an ask that does not parse or names another peer (%v): %q", err, frame)
		}
		if _, err := a.Check(testChain, s.clock.Now()); err != nil {
			t.Fatalf("bid on an ask that fails its checks (%v): %q", err, frame)
		}
	})
}

// FuzzBidFrame feeds the requester's bid check arbitrary frames: no panic, no offer from an
// unsigned bid.
func FuzzBidFrame(f *testing.F) {
	f.Add(must(appendFrame(nil, &Bid{Token: native, Agent: "did:ethr:0x539:0x0000000000000000000000000000000000000001", Price: "1", Worker: "w"})))
	f.Add([]byte(`{"price":"-1"}`))
	w := newWorld(f, 0, 0, nil)
	a := &auction{dropped: map[string]int{}, terms: Terms{MaxPrice: wei(1000), Reserve: wei(0), Deadline: w.clock.Now().Add(time.Hour)}}
	f.Fuzz(func(t *testing.T, b []byte) {
		if _, reason := w.req.check(a, w.host.ID(), b); reason == "" {
			t.Fatalf("offer from %q", b)
		}
	})
}
