package runtime

import (
	"os"
	"path/filepath"
	"sort"
)

// inheritedEnv are the node's variables every program gets (when the node has them).
var inheritedEnv = []string{"PATH", "LANG", "LC_ALL", "TZ"}

// fallbackPath is PATH when the node has none.
const fallbackPath = "/usr/local/bin:/usr/bin:/bin"

// programEnv is the whole environment of a program: the inherited defaults, HOME and TMPDIR in
// its work directory, the variables PassEnv names, then Env (which wins). lookup reads the
// node's environment (os.LookupEnv).
func programEnv(proc Process, work string, lookup func(string) (string, bool)) []string {
	m := map[string]string{"PATH": fallbackPath}
	for _, k := range inheritedEnv {
		if v, ok := lookup(k); ok {
			m[k] = v
		}
	}
	m["HOME"], m["TMPDIR"] = work, filepath.Join(work, "tmp")
	for _, k := range proc.PassEnv {
		if v, ok := lookup(k); ok && !secretEnv[k] {
			m[k] = v
		}
	}
	for k, v := range proc.Env {
		m[k] = v
	}
	env := make([]string, 0, len(m))
	for k, v := range m {
		env = append(env, k+"="+v)
	}
	sort.Strings(env)
	return env
}

// makeWorkDir creates a program's work directory and its tmp, private to the node's user.
func makeWorkDir(work string) error {
	if err := os.MkdirAll(filepath.Join(work, "tmp"), 0o700); err != nil {
		return err
	}
	return os.Chmod(work, 0o700)
}
