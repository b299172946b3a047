package boundary

import (
	"strings"
	"testing"
)

// TestRuleCheck runs the checker on a small graph made by hand: each case is a table edit or a
// new import, and what the checker must say of it.
func TestRuleCheck(t *testing.T) {
	g := graph{
		at("lib"):                               {ImportPath: at("lib"), Imports: []string{at("lib/types"), "fmt"}},
		at("lib/types"):                         {ImportPath: at("lib/types"), Imports: []string{"github.com/libp2p/go-libp2p/core/peer"}, DepOnly: true},
		at("lib/net"):                           {ImportPath: at("lib/net"), Imports: []string{"github.com/libp2p/go-libp2p"}},
		at("web"):                               {ImportPath: at("web"), Imports: []string{at("api"), at("store")}},
		at("api"):                               {ImportPath: at("api"), DepOnly: true},
		at("store"):                             {ImportPath: at("store"), Imports: []string{at("kv")}, DepOnly: true},
		at("kv"):                                {ImportPath: at("kv"), Imports: []string{"github.com/dgraph-io/badger/v4"}, DepOnly: true},
		"fmt":                                   {ImportPath: "fmt", DepOnly: true},
		"github.com/libp2p/go-libp2p":           {ImportPath: "github.com/libp2p/go-libp2p", DepOnly: true},
		"github.com/libp2p/go-libp2p/core/peer": {ImportPath: "github.com/libp2p/go-libp2p/core/peer", DepOnly: true},
		"github.com/dgraph-io/badger/v4":        {ImportPath: "github.com/dgraph-io/badger/v4", DepOnly: true},
	}
	peer := map[string]string{"github.com/libp2p/go-libp2p/core/peer": "ids"}
	for _, tc := range []struct {
		name string
		r    rule
		want []string // substrings, one per message, in order; none: no message
	}{
		{"reached through a dependency", rule{pkgs: at("lib/..."), except: map[string]string{at("lib/net"): "net"}, forbid: []string{libp2p}},
			[]string{"lib reaches github.com/libp2p/go-libp2p/core/peer (lib → lib/types → github.com/libp2p/go-libp2p/core/peer)"}},
		{"allowed value types", rule{pkgs: at("lib/..."), except: map[string]string{at("lib/net"): "net"}, forbid: []string{libp2p}, allow: peer}, nil},
		{"network package not excepted", rule{pkgs: at("lib/..."), forbid: []string{libp2p}, allow: peer},
			[]string{"lib/net reaches github.com/libp2p/go-libp2p "}},
		{"allowance no longer used", rule{pkgs: at("lib/net"), forbid: []string{badger}, allow: peer},
			[]string{"allows github.com/libp2p/go-libp2p/core/peer, which none of its packages reaches any more"}},
		{"exception of no package", rule{pkgs: at("lib/..."), except: map[string]string{at("lib/net"): "net", at("lib/gone"): "gone"}, forbid: []string{libp2p}, allow: peer},
			[]string{"excepts " + at("lib/gone")}},
		{"pattern of no package", rule{pkgs: at("nothing/..."), forbid: []string{libp2p}},
			[]string{"covers no package"}},
		{"forbidden two imports away", rule{pkgs: at("web"), forbid: []string{badger}},
			[]string{"web reaches github.com/dgraph-io/badger/v4 (web → store → kv → github.com/dgraph-io/badger/v4)"}},
		{"tolerated direct import", rule{pkgs: at("web"), forbid: []string{badger}, tolerate: map[string]string{at("store"): "debt"}}, nil},
		{"tolerated no longer imported", rule{pkgs: at("web"), forbid: []string{badger}, tolerate: map[string]string{at("store"): "debt", at("old"): "gone"}},
			[]string{"tolerates " + at("old") + ", which none of its packages imports any more"}},
		{"import outside the allowed table", rule{pkgs: at("web"), forbid: []string{badger}, mayImport: []string{at("api")}, tolerate: map[string]string{at("store"): "debt"}},
			[]string{"web imports " + at("store") + ", which is not in its table of allowed imports"}},
		{"allowed imports", rule{pkgs: at("web"), forbid: []string{badger}, mayImport: []string{at("api"), at("store")}, tolerate: map[string]string{at("store"): "debt"}}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := tc.r.check(g)
			if len(got) != len(tc.want) {
				t.Fatalf("got %d messages, want %d:\n%s", len(got), len(tc.want), strings.Join(got, "\n"))
			}
			for i, w := range tc.want {
				if !strings.Contains(got[i], w) {
					t.Errorf("message %d is %q, want it to say %q", i, got[i], w)
				}
			}
		})
	}
}

// TestMatch: a pattern with "/..." covers the path and everything under it, and nothing that
// only shares its prefix.
func TestMatch(t *testing.T) {
	for _, tc := range []struct {
		pattern, path string
		want          bool
	}{
		{"a/b/...", "a/b", true},
		{"a/b/...", "a/b/c/d", true},
		{"a/b/...", "a/bc", false},
		{"a/b", "a/b", true},
		{"a/b", "a/b/c", false},
	} {
		if got := match(tc.pattern, tc.path); got != tc.want {
			t.Errorf("match(%q, %q) = %v, want %v", tc.pattern, tc.path, got, tc.want)
		}
	}
}
