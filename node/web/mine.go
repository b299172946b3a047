package web

import (
	"net/http"

	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/runtime"
)

// statusView is node.status's answer: the hosted agents and the node's status.
type statusView struct {
	Agents []runtime.AgentInfo `json:"agents"`
	Node   apitypes.Status     `json:"node"`
}

// hosted is one row of My agents.
type hosted struct {
	Info    runtime.AgentInfo
	DID     string
	AgentID uint64
	Onchain *apitypes.AgentOnchain
	Served  *served
	Error   string
}

// served counts the calls an agent finished, and how many of them failed.
type served struct{ Calls, Failed uint64 }

// callsServed reads the runtime's call histogram by agent from the node's metrics.
func (a *App) callsServed() map[string]*served {
	if a.cfg.Metrics == nil {
		return nil
	}
	families, err := a.cfg.Metrics.Gather()
	if err != nil {
		return nil
	}
	out := map[string]*served{}
	for _, f := range families {
		if f.GetName() != "agentsite_runtime_call_seconds" {
			continue
		}
		for _, m := range f.GetMetric() {
			var agent, outcome string
			for _, l := range m.GetLabel() {
				switch l.GetName() {
				case "agent":
					agent = l.GetValue()
				case "outcome":
					outcome = l.GetValue()
				}
			}
			s := out[agent]
			if s == nil {
				s = &served{}
				out[agent] = s
			}
			n := m.GetHistogram().GetSampleCount()
			s.Calls += n
			if outcome != "ok" {
				s.Failed += n
			}
		}
	}
	return out
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
	counts := a.callsServed()
	for _, in := range st.Agents {
		h := hosted{Info: in, Served: counts[in.Name]}
		if h.Served == nil && counts != nil {
			h.Served = &served{}
		}
		for _, s := range st.Node.Agents {
			if s.Name == in.Name {
				h.DID, h.AgentID = s.DID, s.AgentID
			}
		}
		if h.AgentID != 0 {
			var oc apitypes.AgentOnchain
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
