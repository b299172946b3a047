package cluster

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/agentsite/agentsite/node/apitypes"
)

// maxReply bounds what the harness reads of one API answer.
const maxReply = 8 << 20

// ErrNotRunning is returned by Call on a node whose process is down.
var ErrNotRunning = errors.New("harness: node not running")

// RPCError is an error the node's API answered with.
type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

func (e *RPCError) Error() string { return fmt.Sprintf("harness: api error %d: %s", e.Code, e.Message) }

var rpcID atomic.Int64

// apiClient is shared by every node's calls: keep-alive connections to the loopback APIs.
var apiClient = &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 8, IdleConnTimeout: 30 * time.Second}}

// Call calls method on the node's JSON-RPC API with the node's token and decodes the result
// into out (unless out is nil).
func (p *Proc) Call(ctx context.Context, method string, params, out any) error {
	p.mu.Lock()
	tok, up := p.token, p.cmd != nil
	p.mu.Unlock()
	if !up {
		return fmt.Errorf("%w: %s", ErrNotRunning, p.cfg.Name)
	}
	if params == nil {
		params = struct{}{}
	}
	body, err := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": rpcID.Add(1), "method": method, "params": params})
	if err != nil {
		return fmt.Errorf("harness: %s: encode: %w", method, err)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, p.API+"/rpc", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+tok)
	resp, err := apiClient.Do(req)
	if err != nil {
		return fmt.Errorf("harness: %s on %s: %w", method, p.cfg.Name, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, maxReply))
	if err != nil {
		return fmt.Errorf("harness: %s on %s: read: %w", method, p.cfg.Name, err)
	}
	var r struct {
		Result json.RawMessage `json:"result"`
		Error  *RPCError       `json:"error"`
	}
	if err := json.Unmarshal(raw, &r); err != nil {
		return fmt.Errorf("harness: %s on %s: HTTP %d, %q: %w", method, p.cfg.Name, resp.StatusCode, tailBytes(raw, 200), err)
	}
	if r.Error != nil {
		return fmt.Errorf("harness: %s on %s: %w", method, p.cfg.Name, r.Error)
	}
	if out == nil {
		return nil
	}
	if err := json.Unmarshal(r.Result, out); err != nil {
		return fmt.Errorf("harness: %s on %s: decode result: %w", method, p.cfg.Name, err)
	}
	return nil
}

// Status is the node's node.status.
func (p *Proc) Status(ctx context.Context) (apitypes.Status, error) {
	var out struct {
		Node apitypes.Status `json:"node"`
	}
	err := p.Call(ctx, "node.status", nil, &out)
	return out.Node, err
}
