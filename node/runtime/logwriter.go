package runtime

import (
	"bytes"
	"log/slog"
	"sync"
)

// logWriter turns a child process's output into log lines, one record per line.
type logWriter struct {
	log    *slog.Logger
	stream string
	mu     sync.Mutex
	buf    []byte
}

func (w *logWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.buf = append(w.buf, p...)
	for {
		i := bytes.IndexByte(w.buf, '\n')
		if i < 0 {
			break
		}
		if line := bytes.TrimSpace(w.buf[:i]); len(line) > 0 {
			w.log.Info(string(line), "stream", w.stream)
		}
		w.buf = w.buf[i+1:]
	}
	if len(w.buf) > 64<<10 { // a very long line without newline: flush it
		w.log.Info(string(w.buf), "stream", w.stream)
		w.buf = w.buf[:0]
	}
	return len(p), nil
}

// tail keeps the last n bytes written (a command's stderr, for error messages).
type tail struct {
	n   int
	buf []byte
}

func (t *tail) Write(p []byte) (int, error) {
	t.buf = append(t.buf, p...)
	if len(t.buf) > t.n {
		t.buf = t.buf[len(t.buf)-t.n:]
	}
	return len(p), nil
}
