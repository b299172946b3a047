package api

import (
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// metrics are the API's Prometheus collectors, in a registry of their own.
type metrics struct {
	reg      *prometheus.Registry
	requests *prometheus.CounterVec
	calls    *prometheus.HistogramVec
}

func newMetrics() *metrics {
	m := &metrics{
		reg: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "agentsite", Subsystem: "api", Name: "rpc_requests_total",
			Help: "JSON-RPC requests answered, by method and error code (0 = success).",
		}, []string{"method", "code"}),
		calls: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: "agentsite", Subsystem: "api", Name: "agent_call_seconds",
			Help:    "Duration of agent calls made through the API, by route (local, remote) and outcome.",
			Buckets: prometheus.ExponentialBuckets(0.0001, 4, 10),
		}, []string{"route", "outcome"}),
	}
	m.reg.MustRegister(m.requests, m.calls, collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// Registry lets the node register its other collectors (runtime, call, p2p) next to the API's.
func (s *Server) Registry() *prometheus.Registry { return s.metrics.reg }

func (m *metrics) handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{})
}

func (m *metrics) rpc(method string, code int) {
	if _, ok := methods[method]; !ok {
		method = "unknown" // bounded label values
	}
	m.requests.WithLabelValues(method, strconv.Itoa(code)).Inc()
}

func (m *metrics) call(route string, d time.Duration, err error) {
	outcome := "ok"
	if err != nil {
		outcome = strconv.Itoa(toError(err).Code)
	}
	m.calls.WithLabelValues(route, outcome).Observe(d.Seconds())
}
