package main

import (
	"flag"
	"io"
	"testing"
)

// TestCommandNamesUnique: every command has its own name, usage words and summary, so lookup
// and help cannot pick the wrong one.
func TestCommandNamesUnique(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range commands {
		if c.name == "" || c.summary == "" || c.action == nil {
			t.Errorf("command %q lacks a name, summary or action", c.name)
		}
		if seen[c.name] {
			t.Errorf("command %q is listed twice", c.name)
		}
		seen[c.name] = true
	}
}

// TestActionFresh: each run gets its own flag values; a value set by one run (here through
// fs.Func, which has no default to reset it) does not reach the next.
func TestActionFresh(t *testing.T) {
	first := cmdBountyPost.action()
	fs := flag.NewFlagSet("first", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	first.flags(fs)
	if err := fs.Parse([]string{"--min-reputation", "40", "--skill", "summarize"}); err != nil {
		t.Fatal(err)
	}
	if got := first.(*bountyPost).p.MinReputation; got != 40 {
		t.Fatalf("first run: min reputation %d, want 40", got)
	}
	second := cmdBountyPost.action()
	second.flags(flag.NewFlagSet("second", flag.ContinueOnError))
	if p := second.(*bountyPost).p; p.MinReputation != 0 || p.Skill != "" {
		t.Fatalf("second run starts with min reputation %d and skill %q, want none", p.MinReputation, p.Skill)
	}
}
