package test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
)

// api calls a node's JSON-RPC API with its token and decodes the result into out.
func (w *testnet) api(n *node.Node, method string, params, out any) error {
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": method, "params": params})
	req, err := http.NewRequestWithContext(w.ctx, http.MethodPost, n.APIURL()+"/rpc", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+n.Token())
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	var r struct {
		Result json.RawMessage `json:"result"`
		Error  *struct {
			Code    int             `json:"code"`
			Message string          `json:"message"`
			Data    json.RawMessage `json:"data"`
		} `json:"error"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
		return fmt.Errorf("%s: HTTP %d: %w", method, resp.StatusCode, err)
	}
	if r.Error != nil {
		return fmt.Errorf("%s: %s (%d) %s", method, r.Error.Message, r.Error.Code, r.Error.Data)
	}
	if out != nil {
		return json.Unmarshal(r.Result, out)
	}
	return nil
}

// post posts a bounty through node n's API and returns its id.
func (w *testnet) post(n *node.Node, p apitypes.BountyPostParams) uint64 {
	w.t.Helper()
	var res struct {
		BountyID uint64 `json:"bountyId"`
	}
	if err := w.api(n, "bounty.post", p, &res); err != nil {
		w.t.Fatal(err)
	}
	if res.BountyID == 0 {
		w.t.Fatal("bounty.post returned no id")
	}
	return res.BountyID
}

// show is bounty.show on node n.
func (w *testnet) show(n *node.Node, id uint64) apitypes.BountyView {
	w.t.Helper()
	var v apitypes.BountyView
	if err := w.api(n, "bounty.show", map[string]uint64{"id": id}, &v); err != nil {
		w.t.Fatal(err)
	}
	return v
}
