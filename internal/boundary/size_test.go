package boundary

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// maxFileLines is the house limit on a source file: one that grows past it is split along
// its seams (see STYLE in the docs).
const maxFileLines = 500

// sourceExt are the files the limit covers: code and scripts written by hand.
var sourceExt = map[string]bool{".go": true, ".sol": true, ".js": true, ".mjs": true, ".ts": true, ".sh": true, ".css": true, ".html": true}

// generated are the directories (from the module's root) whose files are generated, vendored
// or installed, not written: the limit does not apply to them.
var generated = map[string]bool{"contracts/bindings": true, "node_modules": true, ".git": true, "contracts/lib": true,
	"contracts/out": true, "contracts/cache": true, "out": true, "cache": true}

// TestSourceFileSize fails on a hand-written source file longer than maxFileLines.
func TestSourceFileSize(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if generated[rel] || rel != "." && strings.HasPrefix(d.Name(), ".") && d.Name() != ".ci" {
				return filepath.SkipDir
			}
			return nil
		}
		if !sourceExt[filepath.Ext(path)] || d.Type()&fs.ModeSymlink != 0 {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if n := bytes.Count(b, []byte("\n")); n > maxFileLines {
			t.Errorf("%s has %d lines, over the limit of %d: split it along its seams", rel, n, maxFileLines)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
