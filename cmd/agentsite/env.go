package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"

	"github.com/agentsite/agentsite/node/datadir"
)

// env is what every command shares: where the node's API is, the token, output settings.
type env struct {
	api, token, dataDir string
	asJSON              bool
	stdout, stderr      io.Writer
	http                *http.Client
	id                  atomic.Int64
}

// defaultAPI is where `agentsite node` serves its API unless told otherwise.
const defaultAPI = "http://127.0.0.1:7420"

func newEnv(fs *flag.FlagSet, stdout, stderr io.Writer, use envFlags) *env {
	e := &env{stdout: stdout, stderr: stderr, http: &http.Client{Timeout: 5 * time.Minute},
		api: os.Getenv("AGENTSITE_API"), token: os.Getenv("AGENTSITE_TOKEN"), dataDir: envOr("AGENTSITE_DATA", defaultDataDir())}
	if use == 0 {
		use = flagAPI | flagData | flagJSON
	}
	if use&flagAPI != 0 {
		fs.StringVar(&e.api, "api", e.api, "the node's API address (env AGENTSITE_API; default: the one the node wrote in <data>/api.addr, else "+defaultAPI+")")
		fs.StringVar(&e.token, "api-token", e.token, "API token for calls that sign or spend (env AGENTSITE_TOKEN; default: read from the data dir)")
	}
	if use&flagData != 0 {
		fs.StringVar(&e.dataDir, "data", e.dataDir, "node data directory (env AGENTSITE_DATA)")
	}
	if use&flagJSON != 0 {
		fs.BoolVar(&e.asJSON, "json", false, "print results as JSON")
	}
	return e
}

func envOr(name, def string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return def
}

func defaultDataDir() string {
	if home, err := os.UserHomeDir(); err == nil {
		return filepath.Join(home, ".agentsite")
	}
	return ".agentsite"
}

// apiToken is the token flag, or the one the node wrote into its data directory.
func (e *env) apiToken() string {
	if e.token != "" {
		return e.token
	}
	b, err := os.ReadFile(filepath.Join(e.dataDir, "api.token"))
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(b))
}

// apiURL is --api (or AGENTSITE_API), else the address the node running on the data
// directory recorded in api.addr, else the default address.
func (e *env) apiURL() string {
	if e.api != "" {
		return e.api
	}
	if a, ok := datadir.ReadAPIAddr(e.dataDir); ok {
		return a
	}
	return defaultAPI
}

// rpcError is a JSON-RPC error object from the node.
type rpcError struct {
	Code    int             `json:"code"`
	Message string          `json:"message"`
	Data    json.RawMessage `json:"data,omitempty"`
}

func (r *rpcError) Error() string {
	s := fmt.Sprintf("%s (code %d)", r.Message, r.Code)
	if len(r.Data) > 0 && string(r.Data) != "null" {
		s += ": " + string(r.Data)
	}
	return s
}

// call makes one JSON-RPC 2.0 call to the node and decodes the result into out.
func (e *env) call(ctx context.Context, method string, params, out any) error {
	body, err := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": e.id.Add(1), "method": method, "params": params})
	if err != nil {
		return err
	}
	apiURL := e.apiURL()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, strings.TrimRight(apiURL, "/")+"/rpc", bytes.NewReader(body))
	if err != nil {
		return fmt.Errorf("bad --api %q: %w", apiURL, err)
	}
	req.Header.Set("Content-Type", "application/json")
	if t := e.apiToken(); t != "" {
		req.Header.Set("Authorization", "Bearer "+t)
	}
	resp, err := e.http.Do(req)
	if err != nil {
		return e.noNode(apiURL, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 64<<20))
	if err != nil {
		return fmt.Errorf("read answer from %s: %w", apiURL, err)
	}
	if resp.StatusCode == http.StatusUnauthorized || resp.StatusCode == http.StatusForbidden {
		return fmt.Errorf("the node refused the API token (HTTP %d): pass --api-token or --data pointing at the node's data directory", resp.StatusCode)
	}
	var r struct {
		Result json.RawMessage `json:"result"`
		Error  *rpcError       `json:"error"`
	}
	if err := json.Unmarshal(raw, &r); err != nil {
		return fmt.Errorf("node at %s answered HTTP %d with something that is not JSON-RPC: %.200s", apiURL, resp.StatusCode, raw)
	}
	if r.Error != nil {
		if strings.Contains(r.Error.Message, "needs the API token") {
			return fmt.Errorf("%w\npass the token: --data (or AGENTSITE_DATA) of the node's data directory, where it is in api.token, or --api-token (AGENTSITE_TOKEN)", r.Error)
		}
		if strings.Contains(r.Error.Message, "insufficient funds") {
			return fmt.Errorf("%w\n%s", r.Error, fundHint(r.Error.Message))
		}
		return r.Error
	}
	if out == nil {
		return nil
	}
	if err := json.Unmarshal(r.Result, out); err != nil {
		return fmt.Errorf("decode %s result: %w", method, err)
	}
	return nil
}

// printJSON writes v indented.
func (e *env) printJSON(v any) error {
	enc := json.NewEncoder(e.stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// callPrint calls a method and prints the result as JSON.
func (e *env) callPrint(ctx context.Context, method string, params any) error {
	var out json.RawMessage
	if err := e.call(ctx, method, params, &out); err != nil {
		return err
	}
	return e.printJSON(out)
}

// isFile reports whether s names a regular file (not a directory, not a JSON literal).
func isFile(s string) bool {
	fi, err := os.Stat(s)
	return err == nil && fi.Mode().IsRegular()
}

// readInput turns --input into JSON: @file or the path of a file reads it, - reads stdin, text that is not JSON
// becomes a JSON string.
func readInput(s string, stdin io.Reader) (json.RawMessage, error) {
	var b []byte
	switch {
	case s == "-":
		var err error
		if b, err = io.ReadAll(io.LimitReader(stdin, 16<<20)); err != nil {
			return nil, err
		}
	case strings.HasPrefix(s, "@"):
		var err error
		if b, err = os.ReadFile(s[1:]); err != nil {
			return nil, fmt.Errorf("read input: %w", err)
		}
	case isFile(s): // `--input task.json` reads the file, as `--input @task.json` does
		var err error
		if b, err = os.ReadFile(s); err != nil {
			return nil, fmt.Errorf("read input: %w", err)
		}
	default:
		b = []byte(s)
	}
	if json.Valid(b) {
		return b, nil
	}
	// Text that looks like JSON but does not parse is a typo, not a string to send.
	if t := bytes.TrimSpace(b); len(t) > 0 && (t[0] == '{' || t[0] == '[' || t[0] == '"') {
		var v any
		err := json.Unmarshal(t, &v)
		return nil, fmt.Errorf("--input is not valid JSON: %v", err)
	}
	if len(bytes.TrimSpace(b)) == 0 {
		return nil, errors.New("empty input: pass --input '<json>' or --input @file.json")
	}
	return json.Marshal(string(b))
}

// parseLevel reads --log-level (debug, info, warn, error).
func parseLevel(s string) (slog.Level, error) {
	var lvl slog.Level
	if err := lvl.UnmarshalText([]byte(s)); err != nil {
		return 0, fmt.Errorf("--log-level %q: want debug, info, warn or error", s)
	}
	return lvl, nil
}
