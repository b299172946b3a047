package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReadInput(t *testing.T) {
	dir := t.TempDir()
	task := filepath.Join(dir, "task.json")
	if err := os.WriteFile(task, []byte(`{"text":"from a file"}`), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ in, want, err string }{
		{in: `{"a":1}`, want: `{"a":1}`},
		{in: task, want: `{"text":"from a file"}`},
		{in: "@" + task, want: `{"text":"from a file"}`},
		{in: "plain words", want: `"plain words"`},
		{in: `{"a":`, err: "not valid JSON"},
		{in: "@" + filepath.Join(dir, "missing.json"), err: "read input"},
		{in: dir, want: `"` + dir + `"`}, // a directory is not read
		{in: "  ", err: "empty input"},
	} {
		got, err := readInput(tc.in, strings.NewReader(""))
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("readInput(%q) error %v, want %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || string(got) != tc.want {
			t.Errorf("readInput(%q) = %s, %v; want %s", tc.in, got, err, tc.want)
		}
	}
	if got, err := readInput("-", strings.NewReader(`[1,2]`)); err != nil || string(got) != `[1,2]` {
		t.Errorf("stdin: %s, %v", got, err)
	}
}
