package team

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
)

// dirOf is a directory of fixed hits; AgentID counts its lookups.
type dirOf struct {
	hits    []Hit
	ids     map[string]uint64
	lookups int
}

func (d *dirOf) Search(_ context.Context, query, skill string, limit int) ([]Hit, error) {
	var out []Hit
	for _, h := range d.hits {
		text := strings.Join(append(append([]string{h.Name}, h.Skills...), h.Tags...), " ")
		if (skill == "" || slices.Contains(h.Skills, skill) || slices.Contains(h.Tags, skill)) && strings.Contains(text, query) && len(out) < limit {
			out = append(out, h)
		}
	}
	return out, nil
}

func (d *dirOf) AgentID(_ context.Context, did string) (uint64, error) {
	d.lookups++
	if id, ok := d.ids[did]; ok {
		return id, nil
	}
	return 0, errors.New("not registered")
}

// TestDirectoryFinder: candidates offer the skill (id or tag, found once), best reputation
// first then stake; an unregistered agent is left out; a DID's id is looked up once.
func TestDirectoryFinder(t *testing.T) {
	d := &dirOf{hits: []Hit{
		{DID: "a", Skills: []string{"summarize"}, Reputation: 50, Stake: "100"},
		{DID: "b", Tags: []string{"summarize"}, Reputation: 90, Stake: "10"},
		{DID: "c", Skills: []string{"summarize"}, Reputation: 50, Stake: "300"},
		{DID: "d", Skills: []string{"summarize"}, Reputation: 99},
		{DID: "e", Skills: []string{"translate"}, Reputation: 99},
	}, ids: map[string]uint64{"a": 1, "b": 2, "c": 3}}
	f := NewDirectoryFinder(d, strings.ToLower)
	for range 2 {
		got, err := f.Candidates(context.Background(), "summarize")
		if err != nil {
			t.Fatal(err)
		}
		var order []uint64
		for _, c := range got {
			order = append(order, c.AgentID)
		}
		if !slices.Equal(order, []uint64{2, 3, 1}) {
			t.Fatalf("candidates %v, want [2 3 1]", order)
		}
	}
	if d.lookups != 5 { // a, b, c once each; d (not registered) twice
		t.Fatalf("%d id lookups, want 5", d.lookups)
	}
	skills, err := f.Skills(context.Background(), "")
	if err != nil || !slices.Equal(skills, []string{"summarize", "translate"}) {
		t.Fatalf("skills %v, %v", skills, err)
	}
}
