package boundary

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"slices"
	"sort"
	"strings"
	"testing"
)

// rule is one row of the table in rules_test.go.
type rule struct {
	pkgs      string            // pattern of the packages the row covers
	except    map[string]string // packages of pkgs it does not cover, each with why
	forbid    []string          // patterns of packages they must not reach
	allow     map[string]string // patterns reachable although forbid matches them (not followed), each with why
	why       string            // the boundary's reason, printed with a violation
	mayImport []string          // when set: the only packages of the module they may import directly
	tolerate  map[string]string // direct imports not followed (known debt), each with what removes it
}

// pkg is one package of `go list -deps -json`.
type pkg struct {
	ImportPath string
	Imports    []string
	DepOnly    bool // only a dependency: no pattern given to go list matched it
}

// graph is the import graph, by import path.
type graph map[string]*pkg

// TestBoundaries checks every row of rules against the import graph `go list -deps` reads.
func TestBoundaries(t *testing.T) {
	patterns := make([]string, 0, len(rules))
	for _, r := range rules {
		patterns = append(patterns, r.pkgs)
	}
	g, err := load(patterns)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rules {
		t.Run(strings.TrimPrefix(r.pkgs, module+"/"), func(t *testing.T) {
			for _, v := range r.check(g) {
				t.Error(v)
			}
		})
	}
}

// load runs `go list -deps -json` on the patterns and returns the graph of the packages it
// lists (the packages matched and everything they import, tests excluded).
func load(patterns []string) (graph, error) {
	args := append([]string{"list", "-deps", "-json=ImportPath,Imports,DepOnly"}, patterns...)
	cmd := exec.Command("go", args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go %s: %w\n%s", strings.Join(args, " "), err, stderr.String())
	}
	return decode(out)
}

// decode reads the stream of JSON objects go list prints.
func decode(b []byte) (graph, error) {
	g := graph{}
	dec := json.NewDecoder(bytes.NewReader(b))
	for {
		var p pkg
		err := dec.Decode(&p)
		if errors.Is(err, io.EOF) {
			return g, nil
		}
		if err != nil {
			return nil, fmt.Errorf("decode go list output: %w", err)
		}
		g[p.ImportPath] = &p
	}
}

// match reports whether path matches pattern: the path itself, or with a trailing "/...",
// the path and everything under it.
func match(pattern, path string) bool {
	if base, ok := strings.CutSuffix(pattern, "/..."); ok {
		return path == base || strings.HasPrefix(path, base+"/")
	}
	return path == pattern
}

func matchAny(patterns []string, path string) bool {
	return slices.ContainsFunc(patterns, func(p string) bool { return match(p, path) })
}

// roots are the packages the rule covers, sorted.
func (r rule) roots(g graph) []string {
	var out []string
	for path, p := range g {
		if !p.DepOnly && match(r.pkgs, path) {
			if _, skip := r.except[path]; !skip {
				out = append(out, path)
			}
		}
	}
	sort.Strings(out)
	return out
}

// check returns the rule's violations in g, one message each, and the entries of the table
// that no longer describe the code (a pattern that covers nothing, an unused exception).
func (r rule) check(g graph) []string {
	var out []string
	roots := r.roots(g)
	if len(roots) == 0 {
		out = append(out, fmt.Sprintf("%s covers no package: fix the table", r.pkgs))
	}
	for path := range r.except {
		if g[path] == nil || g[path].DepOnly {
			out = append(out, fmt.Sprintf("%s excepts %s, which is not one of its packages: fix the table", r.pkgs, path))
		}
	}
	used, allowed := map[string]bool{}, map[string]bool{}
	for _, root := range roots {
		for _, imp := range g[root].Imports {
			if _, ok := r.tolerate[imp]; ok {
				used[imp] = true
			}
			if r.mayImport != nil && match(module+"/...", imp) && !match(r.pkgs, imp) && !matchAny(r.mayImport, imp) {
				out = append(out, fmt.Sprintf("%s imports %s, which is not in its table of allowed imports: %s", root, imp, r.why))
			}
		}
		out = append(out, r.reach(g, root, allowed)...)
	}
	for a := range r.allow {
		if !allowed[a] {
			out = append(out, fmt.Sprintf("%s allows %s, which none of its packages reaches any more: remove it from the table", r.pkgs, a))
		}
	}
	for path := range r.tolerate {
		if !used[path] {
			out = append(out, fmt.Sprintf("%s tolerates %s, which none of its packages imports any more: remove it from the table", r.pkgs, path))
		}
	}
	sort.Strings(out)
	return out
}

// reach walks root's imports breadth first (not past its tolerated direct imports, nor past an
// allowed package) and returns one violation per forbidden pattern reached, with the shortest
// import path to it. It marks in allowed the allow patterns it met.
func (r rule) reach(g graph, root string, allowed map[string]bool) []string {
	parent := map[string]string{root: ""}
	queue := []string{root}
	hit := map[string]bool{}
	var out []string
	for len(queue) > 0 {
		path := queue[0]
		queue = queue[1:]
		if a := r.allowedBy(path); a != "" {
			allowed[a] = true
			continue
		}
		for _, f := range r.forbid {
			if path != root && match(f, path) && !hit[f] {
				hit[f] = true
				out = append(out, fmt.Sprintf("%s reaches %s (%s): %s", root, path, trail(parent, path), r.why))
			}
		}
		p := g[path]
		if p == nil || (parent[path] == root && r.tolerate[path] != "") {
			continue
		}
		for _, imp := range p.Imports {
			if _, seen := parent[imp]; !seen {
				parent[imp] = path
				queue = append(queue, imp)
			}
		}
	}
	return out
}

// allowedBy is the allow pattern that matches path, or "".
func (r rule) allowedBy(path string) string {
	for a := range r.allow {
		if match(a, path) {
			return a
		}
	}
	return ""
}

// trail is the import chain from the walk's root to path.
func trail(parent map[string]string, path string) string {
	var chain []string
	for p := path; p != ""; p = parent[p] {
		chain = append(chain, strings.TrimPrefix(p, module+"/"))
	}
	slices.Reverse(chain)
	return strings.Join(chain, " → ")
}
