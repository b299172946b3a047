package web

import (
	"math/big"
	"net/http"
	"time"
)

// onchainView is agent.onchain's answer.
type onchainView struct {
	AgentID    uint64    `json:"agentId"`
	Stake      *big.Int  `json:"stake"`
	Reserved   *big.Int  `json:"reserved"`
	Free       *big.Int  `json:"free"`
	Unbonding  *big.Int  `json:"unbonding"`
	ReadyAt    time.Time `json:"unbondingReadyAt"`
	Active     bool      `json:"active"`
	Reputation struct {
		Reputation uint8  `json:"reputation"`
		Count      uint64 `json:"count"`
	} `json:"reputation"`
}

// statusView is node.status's answer.
type statusView struct {
	Agents []agentInfo `json:"agents"`
	Node   struct {
		Name      string   `json:"name"`
		PeerID    string   `json:"peerId"`
		Addrs     []string `json:"addrs"`
		Peers     int      `json:"peers"`
		Account   string   `json:"account"`
		DID       string   `json:"did"`
		ChainID   uint64   `json:"chainId"`
		OpenJobs  int      `json:"openJobs"`
		ChatRooms []string `json:"chatRooms"`
		Agents    []struct {
			Name    string `json:"name"`
			DID     string `json:"did"`
			AgentID uint64 `json:"agentId"`
			Healthy bool   `json:"healthy"`
		} `json:"agents"`
	} `json:"node"`
}

// hosted is one row of My agents.
type hosted struct {
	Info    agentInfo
	DID     string
	AgentID uint64
	Onchain *onchainView
	Error   string
}

type mineData struct {
	Agents []hosted
	Error  string
}

// mine lists the node's hosted agents with health and their on-chain registration and stake.
func (a *App) mine(w http.ResponseWriter, r *http.Request, se *session) {
	var d mineData
	var st statusView
	if err := a.invoke(r.Context(), "node.status", nil, &st); err != nil {
		_, f := humanize(err)
		d.Error = f.Error
	}
	for _, in := range st.Agents {
		h := hosted{Info: in}
		for _, s := range st.Node.Agents {
			if s.Name == in.Name {
				h.DID, h.AgentID = s.DID, s.AgentID
			}
		}
		if h.AgentID != 0 {
			var oc onchainView
			if err := a.invoke(r.Context(), "agent.onchain", map[string]string{"agent": in.Name}, &oc); err != nil {
				_, f := humanize(err)
				h.Error = f.Error
			} else {
				h.Onchain = &oc
			}
		}
		d.Agents = append(d.Agents, h)
	}
	a.render(w, se, "mine", "My agents", d)
}
