package sandbox

import (
	"fmt"
	"os"
	"os/signal"
	"syscall"
)

// initMain is the helper's last part in a view: it is PID 1 of the program's PID namespace, so
// rather than exec the program (a PID 1 ignores the signals it has no handler for, and a
// node.js server has none for SIGTERM) it starts it as its only child, passes it the signals a
// supervisor sends, reaps every orphan, and exits with the program's status. When the helper
// ends, the kernel ends whatever is left in the namespace.
func initMain(path string, argv []string) error {
	sigs := make(chan os.Signal, 8)
	signal.Notify(sigs, syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP, syscall.SIGQUIT, syscall.SIGUSR1, syscall.SIGUSR2)
	child, err := os.StartProcess(path, argv, &os.ProcAttr{Env: os.Environ(), Files: []*os.File{os.Stdin, os.Stdout, os.Stderr}})
	if err != nil {
		return err
	}
	go func() {
		for s := range sigs {
			_ = child.Signal(s)
		}
	}()
	for {
		var ws syscall.WaitStatus
		pid, err := syscall.Wait4(-1, &ws, 0, nil)
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return fmt.Errorf("wait: %w", err)
		}
		if pid != child.Pid {
			continue // an orphan, reaped
		}
		if ws.Signaled() {
			os.Exit(128 + int(ws.Signal()))
		}
		os.Exit(ws.ExitStatus())
	}
}
