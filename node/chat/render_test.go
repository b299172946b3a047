package chat

import (
	"strings"
	"testing"
	"time"
)

func TestRender(t *testing.T) {
	alice := "did:ethr:0x539:0x00000000000000000000000000000000deadabcd"
	bot := "did:ethr:0x539:0x0000000000000000000000000000000000001234"
	book := NewNameBook()
	book.Set(alice, "alice")
	ts := time.Date(2026, 11, 25, 22, 41, 7, 0, time.UTC).UnixMilli()
	r := Renderer{Names: book}
	for _, tc := range []struct {
		name  string
		e     Envelope
		width int
		want  string
	}{
		{"assignment", Envelope{SenderID: alice, State: StateTaskAssignment, Type: TypeTask, TaskID: "t1", TS: ts,
			Content: "Split the report into sections"}, 0,
			"22:41:07  alice (did:ethr:…abcd)  [task_assignment #t1]  Split the report into sections"},
		{"plain text, unnamed", Envelope{SenderID: bot, State: StateDiscussion, Type: TypeText, TS: ts, Content: "hi"}, 0,
			"22:41:07  did:ethr:…1234  hi"},
		{"result", Envelope{SenderID: bot, State: StateConclusion, Type: TypeResult, TaskID: "t1", TS: ts, Content: "done"}, 0,
			"22:41:07  did:ethr:…1234  [conclusion result #t1]  done"},
		{"task desc", Envelope{SenderID: alice, State: StateTaskAssignment, Type: TypeTask, TaskID: "t2", TS: ts,
			Content: "please", TaskDesc: "summarize"}, 0,
			"22:41:07  alice (did:ethr:…abcd)  [task_assignment #t2]  please\n          task: summarize"},
		{"wrapped", Envelope{SenderID: bot, State: StateDiscussion, Type: TypeText, TS: ts,
			Content: "one two three four five six seven"}, 40,
			"22:41:07  did:ethr:…1234  one two three\n          four five six seven"},
		{"multi-line", Envelope{SenderID: bot, State: StateDiscussion, Type: TypeText, TS: ts, Content: "a\nb"}, 0,
			"22:41:07  did:ethr:…1234  a\n          b"},
		{"escapes neutralized", Envelope{SenderID: bot, State: StateDiscussion, Type: TypeText, TS: ts,
			Content: "\x1b[2Jgone\u202eevil"}, 0,
			"22:41:07  did:ethr:…1234  \uFFFD[2Jgone\uFFFDevil"},
		{"garbage sender", Envelope{SenderID: "mallory\x07-with-a-very-long-name-indeed", State: StateDiscussion, TS: ts, Content: "x"}, 0,
			"22:41:07  mallory\uFFFD-with-a-very-lo…  x"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := r.Render(tc.e, tc.width); got != tc.want {
				t.Fatalf("got\n%q\nwant\n%q", got, tc.want)
			}
		})
	}
	for _, l := range strings.Split(r.Render(Envelope{SenderID: bot, TS: ts, Content: strings.Repeat("word ", 40)}, 50), "\n") {
		if n := len([]rune(l)); n > 50 {
			t.Fatalf("line of %d runes > 50: %q", n, l)
		}
	}
	if Render(Envelope{SenderID: alice, State: StateDiscussion, TS: ts, Content: "x"}, 0) != "22:41:07  did:ethr:…abcd  x" {
		t.Fatal("package Render should show no names, UTC")
	}
}
