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

// The assembly's limits (package node: construction, wiring, lifecycle and adapters; each
// capability's logic and config live in its own package).
const (
	maxAssemblyFiles = 12
	maxAssemblyLines = 2500
)

// TestAssemblySize fails when package node's own non-test files outgrow the assembly's limits:
// move the capability that grew it into its package and hand the node an adapter.
func TestAssemblySize(t *testing.T) {
	files, err := filepath.Glob("../../node/*.go")
	if err != nil {
		t.Fatal(err)
	}
	var n, lines int
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		n++
		lines += bytes.Count(b, []byte("\n"))
	}
	if n == 0 {
		t.Fatal("no files in node/: run from internal/boundary")
	}
	if n > maxAssemblyFiles || lines > maxAssemblyLines {
		t.Errorf("node/ has %d files and %d lines, over the assembly's limits of %d and %d: move the capability's logic into its package",
			n, lines, maxAssemblyFiles, maxAssemblyLines)
	}
	t.Logf("node/: %d files, %d lines", n, lines)
}
