package chat

import (
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/agentsite/agentsite/identity"
)

// NameBook maps DIDs to the short names people know them by. It is safe for concurrent use.
type NameBook struct {
	mu    sync.RWMutex
	names map[string]string
}

// NewNameBook returns an empty name book.
func NewNameBook() *NameBook { return &NameBook{names: make(map[string]string)} }

// Set names did.
func (b *NameBook) Set(did, name string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.names[strings.ToLower(did)] = sanitize(name)
}

// Name returns did's name, if any.
func (b *NameBook) Name(did string) (string, bool) {
	if b == nil {
		return "", false
	}
	b.mu.RLock()
	defer b.mu.RUnlock()
	n, ok := b.names[strings.ToLower(did)]
	return n, ok
}

// Renderer turns envelopes into lines that read like a team chat:
//
//	22:41:07  alice (did:ethr:…abcd)  [task_assignment #t1]  Split the report into sections
//
// Text from the network is untrusted: control characters (terminal escapes) and bidi overrides
// are replaced before anything is printed.
type Renderer struct {
	Names    *NameBook      // nil: show DIDs only
	Location *time.Location // nil: UTC
}

// Render renders e with no names, in UTC.
func Render(e Envelope, width int) string { return Renderer{}.Render(e, width) }

const renderIndent = "          " // under the time column

// Render renders e, wrapping the text at width runes (width <= 0: no wrapping). Continuation
// lines are indented under the time column.
func (r Renderer) Render(e Envelope, width int) string {
	loc := r.Location
	if loc == nil {
		loc = time.UTC
	}
	var head strings.Builder
	head.WriteString(time.UnixMilli(e.TS).In(loc).Format("15:04:05"))
	head.WriteString("  ")
	head.WriteString(r.who(e.SenderID))
	head.WriteString("  ")
	if tag := tag(e); tag != "" {
		head.WriteString(tag)
		head.WriteString("  ")
	}
	var body []string
	for _, l := range strings.Split(e.Content, "\n") {
		body = append(body, sanitize(l))
	}
	if e.TaskDesc != "" && e.TaskDesc != e.Content {
		body = append(body, "task: "+sanitize(strings.ReplaceAll(e.TaskDesc, "\n", " ")))
	}
	var out []string
	first := head.String()
	for i, para := range body {
		prefix := renderIndent
		if i == 0 {
			prefix = first
		}
		out = append(out, wrap(prefix, para, width)...)
	}
	return strings.Join(out, "\n")
}

func (r Renderer) who(did string) string {
	short := ShortDID(did)
	if n, ok := r.Names.Name(did); ok && n != "" {
		return n + " (" + short + ")"
	}
	return short
}

// ShortDID abbreviates a did:ethr to its method and the last four hex digits of the address,
// e.g. did:ethr:…abcd. Anything else is sanitized and cut to 24 runes.
func ShortDID(did string) string {
	if d, err := identity.ParseDID(did); err == nil {
		a := strings.ToLower(d.Address.Hex())
		return "did:ethr:…" + a[len(a)-4:]
	}
	s := sanitize(did)
	if utf8.RuneCountInString(s) > 24 {
		s = string([]rune(s)[:23]) + "…"
	}
	return s
}

// tag is the bracketed state/type/task marker; empty for plain discussion text.
func tag(e Envelope) string {
	var parts []string
	if e.State != StateDiscussion && e.State != "" {
		parts = append(parts, sanitize(string(e.State)))
	}
	if e.Type != "" && e.Type != TypeText && !(e.Type == TypeTask && e.State == StateTaskAssignment) {
		parts = append(parts, sanitize(e.Type))
	}
	if e.TaskID != "" {
		parts = append(parts, "#"+sanitize(e.TaskID))
	}
	if len(parts) == 0 {
		return ""
	}
	return "[" + strings.Join(parts, " ") + "]"
}

// wrap lays text after prefix, breaking at spaces so no line passes width runes when it can
// be helped; continuation lines start with renderIndent.
func wrap(prefix, text string, width int) []string {
	if width <= 0 {
		return []string{prefix + text}
	}
	var lines []string
	line := prefix
	n := utf8.RuneCountInString(line)
	empty := true
	for _, w := range strings.Fields(text) {
		wl := utf8.RuneCountInString(w)
		if !empty && n+1+wl > width {
			lines = append(lines, line)
			line, n, empty = renderIndent, len(renderIndent), true
		}
		if !empty {
			line += " "
			n++
		}
		line += w
		n += wl
		empty = false
	}
	return append(lines, strings.TrimRight(line, " "))
}

// sanitize replaces control characters, bidi overrides and invalid UTF-8 with U+FFFD so remote
// text cannot drive the terminal; tabs become spaces.
func sanitize(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\t':
			return ' '
		case r == utf8.RuneError, unicode.IsControl(r), isBidi(r):
			return '\uFFFD'
		}
		return r
	}, s)
}

func isBidi(r rune) bool {
	return (r >= 0x202A && r <= 0x202E) || (r >= 0x2066 && r <= 0x2069) || r == 0x200E || r == 0x200F || r == 0x061C
}
