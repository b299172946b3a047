package index

import (
	"strings"
	"unicode"

	"github.com/agentsite/agentsite/registry"
)

// maxTermLen caps a term's length in bytes; longer words are cut.
const maxTermLen = 32

var stopwords = map[string]bool{
	"a": true, "an": true, "and": true, "are": true, "as": true, "at": true, "be": true, "by": true,
	"for": true, "from": true, "in": true, "is": true, "it": true, "of": true, "on": true, "or": true,
	"that": true, "the": true, "this": true, "to": true, "with": true, "your": true, "you": true,
}

// Tokenize splits text into lower-case terms of letters and digits, dropping stopwords and
// one-character terms.
func Tokenize(text string) []string {
	var out []string
	for _, f := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}) {
		if len(f) > maxTermLen {
			f = f[:maxTermLen]
		}
		if len(f) < 2 || stopwords[f] {
			continue
		}
		out = append(out, f)
	}
	return out
}

// Field weights: a term in the name or a tag says more about the agent than one in a long
// description.
const (
	weightName  = 3
	weightTag   = 3
	weightSkill = 2
	weightText  = 1
)

// termFreqs returns the weighted term frequencies of a card and the document length (sum).
func termFreqs(c *registry.Card) (map[string]uint32, uint32) {
	tf := map[string]uint32{}
	var n uint32
	add := func(text string, w uint32) {
		for _, t := range Tokenize(text) {
			tf[t] += w
			n += w
		}
	}
	add(c.Name, weightName)
	add(c.Description, weightText)
	for _, s := range c.Skills {
		add(s.Name, weightSkill)
		add(s.Description, weightText)
		for _, t := range s.Tags {
			add(strings.ReplaceAll(t, "-", " "), weightTag)
		}
		for _, e := range s.Examples {
			add(e, weightText)
		}
	}
	return tf, n
}
