package sandbox

import (
	"bytes"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// ScrubInitialEnv overwrites the value of the variable name with zero bytes in the process's
// initial environment block: the copy the kernel shows in /proc/<pid>/environ to processes of the
// same user, which os.Unsetenv does not touch. Call it after os.Unsetenv(name).
func ScrubInitialEnv(name string) error {
	start, end, err := envBlock()
	if err != nil {
		return err
	}
	mem, err := os.OpenFile("/proc/self/mem", os.O_RDWR, 0)
	if err != nil {
		return fmt.Errorf("sandbox: scrub environment: %w", err)
	}
	defer mem.Close()
	block := make([]byte, end-start)
	if _, err := mem.ReadAt(block, start); err != nil {
		return fmt.Errorf("sandbox: scrub environment: read: %w", err)
	}
	prefix := []byte(name + "=")
	off := 0
	for _, entry := range bytes.Split(block, []byte{0}) {
		if bytes.HasPrefix(entry, prefix) {
			at := start + int64(off+len(prefix))
			if _, err := mem.WriteAt(make([]byte, len(entry)-len(prefix)), at); err != nil {
				return fmt.Errorf("sandbox: scrub environment: write: %w", err)
			}
		}
		off += len(entry) + 1
	}
	return nil
}

// envBlock reads where the initial environment lies (fields env_start and env_end of
// /proc/self/stat, the 50th and 51st).
func envBlock() (start, end int64, err error) {
	b, err := os.ReadFile("/proc/self/stat")
	if err != nil {
		return 0, 0, fmt.Errorf("sandbox: scrub environment: %w", err)
	}
	i := bytes.LastIndexByte(b, ')') // the command name may hold spaces and parentheses
	if i < 0 {
		return 0, 0, fmt.Errorf("sandbox: scrub environment: unexpected /proc/self/stat")
	}
	f := strings.Fields(string(b[i+1:])) // f[0] is field 3
	if len(f) < 49 {
		return 0, 0, fmt.Errorf("sandbox: scrub environment: /proc/self/stat has %d fields", len(f)+2)
	}
	if start, err = strconv.ParseInt(f[47], 10, 64); err == nil {
		end, err = strconv.ParseInt(f[48], 10, 64)
	}
	if err != nil || end <= start {
		return 0, 0, fmt.Errorf("sandbox: scrub environment: bad env_start/env_end in /proc/self/stat")
	}
	return start, end, nil
}
