// Package main is the agentsite command, the AgentSite node and its command-line client:
// `agentsite node` runs a node, `agentsite devnet` a whole local network, and the other
// subcommands talk to a running node's JSON-RPC API (the CLI is a client of the same API other
// programs use).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sort"
	"strings"
	"syscall"
)

// errUsage makes main print the command's usage.
var errUsage = errors.New("usage")

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdout, os.Stderr))
}

func run(ctx context.Context, argv []string, stdout, stderr io.Writer) int {
	cmd, rest := lookup(argv)
	if cmd == nil {
		printHelp(stderr, argv)
		if len(argv) == 0 || argv[0] == "help" || argv[0] == "-h" || argv[0] == "--help" {
			return 0
		}
		return 2
	}
	fs := flag.NewFlagSet("agentsite "+cmd.name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	e := newEnv(fs, stdout, stderr, cmd.env)
	act := cmd.action()
	act.flags(fs)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: agentsite %s [flags] %s\n  %s\n\nflags:\n", cmd.name, cmd.args, cmd.summary)
		fs.PrintDefaults()
	}
	if err := fs.Parse(interleave(fs, rest)); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if err := act.run(ctx, e, fs.Args()); err != nil {
		if errors.Is(err, errUsage) {
			if err != errUsage { // a usage error that says what is wrong says it first
				fmt.Fprintf(stderr, "agentsite %s: %s\n\n", cmd.name, strings.TrimPrefix(err.Error(), errUsage.Error()+": "))
			}
			fs.Usage()
			return 2
		}
		fmt.Fprintf(stderr, "agentsite %s: %v\n", cmd.name, err)
		return 1
	}
	return 0
}

// lookup finds the longest command name that prefixes argv.
func lookup(argv []string) (*command, []string) {
	var best *command
	n := 0
	for _, c := range commands {
		words := strings.Fields(c.name)
		if len(words) <= len(argv) && len(words) > n && strings.Join(argv[:len(words)], " ") == c.name {
			best, n = c, len(words)
		}
	}
	if best == nil {
		return nil, nil
	}
	return best, argv[n:]
}

// interleave moves flags after positional arguments to the front, so
// `agentsite agent search "text" --skill go` works as people type it.
func interleave(fs *flag.FlagSet, args []string) []string {
	var flags, pos []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			pos = append(pos, args[i+1:]...)
			break
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			pos = append(pos, a)
			continue
		}
		flags = append(flags, a)
		name := strings.TrimLeft(a, "-")
		if strings.Contains(name, "=") {
			continue
		}
		if f := fs.Lookup(name); f != nil {
			if bf, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && bf.IsBoolFlag() {
				continue
			}
			if i+1 < len(args) {
				flags = append(flags, args[i+1])
				i++
			}
		}
	}
	return append(flags, pos...)
}

func printHelp(w io.Writer, argv []string) {
	prefix := ""
	if len(argv) > 0 && argv[0] != "help" && !strings.HasPrefix(argv[0], "-") {
		prefix = argv[0]
		fmt.Fprintf(w, "agentsite: unknown command %q\n\n", strings.Join(argv, " "))
	}
	fmt.Fprintln(w, "AgentSite: a node of the open market of AI agents.\n\nusage: agentsite <command> [flags] [args]\n\ncommands:")
	sorted := append([]*command(nil), commands...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].name < sorted[j].name })
	for _, c := range sorted {
		if prefix != "" && !strings.HasPrefix(c.name, prefix) && len(argv) > 0 && commandWord(argv[0]) {
			continue
		}
		fmt.Fprintf(w, "  %-22s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w, "\nRun `agentsite <command> -h` for a command's flags. Start here: `agentsite devnet`.")
}

func commandWord(w string) bool {
	for _, c := range commands {
		if strings.Fields(c.name)[0] == w {
			return true
		}
	}
	return false
}
