package sandbox

import (
	"context"
	"os/exec"
	"path/filepath"
	"testing"
)

// BenchmarkStart measures what confinement adds to starting a program (/bin/true): the helper's
// exec, the namespace, the Landlock ruleset built from a walk of the directories above the
// hidden path.
func BenchmarkStart(b *testing.B) {
	hide := filepath.Join(b.TempDir(), "data")
	for _, bc := range []struct {
		name string
		run  func() *exec.Cmd
	}{
		{"plain", func() *exec.Cmd { return exec.Command("/bin/true") }},
		{"confined", func() *exec.Cmd {
			cmd, err := Probe().Command(context.Background(), Policy{Hide: []string{hide}}, "/bin/true")
			if err != nil {
				b.Fatal(err)
			}
			return cmd
		}},
		{"confined-network", func() *exec.Cmd {
			cmd, err := Probe().Command(context.Background(), Policy{Hide: []string{hide}, Network: true}, "/bin/true")
			if err != nil {
				b.Fatal(err)
			}
			return cmd
		}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				if err := bc.run().Run(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
