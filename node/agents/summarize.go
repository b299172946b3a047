package agents

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"unicode"

	"github.com/agentsite/agentsite/node/runtime"
)

// SummarizeInput is the input of summarize's "summarize" skill.
type SummarizeInput struct {
	Text string `json:"text"`
	// Sentences is how many sentences to keep; 0 means 3.
	Sentences int `json:"sentences,omitempty"`
}

// SummarizeOutput is its result: the chosen sentences in their original order.
type SummarizeOutput struct {
	Summary   string   `json:"summary"`
	Sentences []string `json:"sentences"`
}

// NewSummarize makes the summarize agent: an extractive summary that scores each sentence by
// the average frequency of its content words and keeps the best ones in text order.
func NewSummarize(name string) *Builtin {
	return newBuiltin(name, skillDef{
		skill: runtime.Skill{ID: "summarize", Name: "Summarize", Description: "Extractive summary of a text (word-frequency sentence scoring).",
			Tags:        []string{"text", "summary", "nlp"},
			InputSchema: schema(`{"type":"object","properties":{"text":{"type":"string"},"sentences":{"type":"integer"}},"required":["text"]}`)},
		run: func(_ context.Context, in json.RawMessage, _ runtime.ProgressFunc) (any, error) {
			var s SummarizeInput
			if err := decode(in, &s); err != nil {
				return nil, err
			}
			if strings.TrimSpace(s.Text) == "" {
				return nil, fmt.Errorf("%w: text is empty", runtime.ErrBadInput)
			}
			if s.Sentences < 0 || s.Sentences > 100 {
				return nil, fmt.Errorf("%w: sentences must be 0..100", runtime.ErrBadInput)
			}
			if s.Sentences == 0 {
				s.Sentences = 3
			}
			picked := Summarize(s.Text, s.Sentences)
			return SummarizeOutput{Summary: strings.Join(picked, " "), Sentences: picked}, nil
		},
	})
}

// Summarize returns the n best sentences of text in their original order.
func Summarize(text string, n int) []string {
	sents := splitSentences(text)
	if len(sents) <= n {
		return sents
	}
	freq := map[string]float64{}
	words := make([][]string, len(sents))
	for i, s := range sents {
		words[i] = contentWords(s)
		for _, w := range words[i] {
			freq[w]++
		}
	}
	var top float64
	for _, f := range freq {
		top = max(top, f)
	}
	type scored struct {
		i     int
		score float64
	}
	sc := make([]scored, len(sents))
	for i, ws := range words {
		var sum float64
		for _, w := range ws {
			sum += freq[w] / top
		}
		if len(ws) > 0 {
			sum /= float64(len(ws))
		}
		sc[i] = scored{i, sum}
	}
	sort.SliceStable(sc, func(a, b int) bool { return sc[a].score > sc[b].score })
	keep := sc[:n]
	sort.Slice(keep, func(a, b int) bool { return keep[a].i < keep[b].i })
	out := make([]string, n)
	for k, s := range keep {
		out[k] = sents[s.i]
	}
	return out
}

// splitSentences splits at '.', '!' or '?' followed by white space, and at blank lines.
func splitSentences(text string) []string {
	var out []string
	r := []rune(text)
	start := 0
	flush := func(end int) {
		if s := strings.Join(strings.Fields(string(r[start:end])), " "); s != "" {
			out = append(out, s)
		}
		start = end
	}
	for i := 0; i < len(r); i++ {
		switch {
		case (r[i] == '.' || r[i] == '!' || r[i] == '?') && (i+1 == len(r) || unicode.IsSpace(r[i+1])):
			flush(i + 1)
		case r[i] == '\n' && i+1 < len(r) && r[i+1] == '\n':
			flush(i + 1)
		}
	}
	flush(len(r))
	return out
}

func contentWords(s string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if len(w) > 2 && !stopwords[w] {
			out = append(out, w)
		}
	}
	return out
}

var stopwords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`the and for are but not you all any can had her was one our out has him his how its may new now old see two who did get let put say she too use
	that with have this will your from they been were what when where which while would there their them then than these those into over such only also some more most
	very just about after before other could should being because does doing each few here itself between both under again further once same own same upon`) {
		m[w] = true
	}
	return m
}()
