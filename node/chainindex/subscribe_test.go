package chainindex

import (
	"testing"
	"time"
)

func TestSubscribersDropAnOverflowingSubscriber(t *testing.T) {
	s := subscribers{max: 3}
	slow, cancelSlow := s.add(nil)
	defer cancelSlow()
	fast, cancelFast := s.add([]Event{{Name: "backlog"}})
	defer cancelFast()
	got := make(chan []string)
	go func() {
		var names []string
		for ev := range fast {
			names = append(names, ev.Name)
			if len(names) == 4 {
				break
			}
		}
		got <- names
	}()
	s.publish([]Event{{Name: "a"}, {Name: "b"}})
	time.Sleep(50 * time.Millisecond)            // the fast reader drains; the slow one reads nothing
	s.publish([]Event{{Name: "c"}, {Name: "d"}}) // slow: 2 queued + 2 > 3
	select {
	case names := <-got:
		if len(names) != 4 || names[0] != "backlog" || names[3] != "c" {
			t.Fatalf("fast subscriber got %v", names)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("fast subscriber starved")
	}
	drained(t, slow) // closed after the events it had room for
	s.closeAll()
	drained(t, fast)
	if ch, _ := s.add(nil); ch != nil {
		drained(t, ch) // subscribing after Close gives a closed channel
	}
}
