package api

import (
	"errors"
	"fmt"
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

func newMetrics(reg *prometheus.Registry) (*metrics, error) {
	if reg == nil {
		reg = prometheus.NewRegistry()
	}
	m := &metrics{
		reg: reg,
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
	for _, c := range []prometheus.Collector{m.requests, m.calls} {
		if err := reg.Register(c); err != nil {
			return nil, fmt.Errorf("api: register metrics: %w", err)
		}
	}
	for _, c := range []prometheus.Collector{collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{})} {
		var are prometheus.AlreadyRegisteredError
		if err := reg.Register(c); err != nil && !errors.As(err, &are) {
			return nil, fmt.Errorf("api: register metrics: %w", err)
		}
	}
	return m, nil
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

// RuntimeMetrics counts the calls the runtime serves (from every door: /rpc, /mcp, A2A and
// /agentsite/call/1) and the agents' health. Wire it as runtime.Options.Observe and OnHealth,
// on the registry given to the API server (Options.Registry).
type RuntimeMetrics struct {
	calls   *prometheus.HistogramVec
	healthy *prometheus.GaugeVec
}

// NewRuntimeMetrics registers the runtime's collectors on reg.
func NewRuntimeMetrics(reg prometheus.Registerer) (*RuntimeMetrics, error) {
	m := &RuntimeMetrics{
		calls: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: "agentsite", Subsystem: "runtime", Name: "call_seconds",
			Help:    "Duration of calls served by hosted agents, by agent and outcome (ok or error code).",
			Buckets: prometheus.ExponentialBuckets(0.0001, 4, 10),
		}, []string{"agent", "outcome"}),
		healthy: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Namespace: "agentsite", Subsystem: "runtime", Name: "agent_up",
			Help: "1 when the hosted agent passed its last health check, 0 after a failed one.",
		}, []string{"agent"}),
	}
	for _, c := range []prometheus.Collector{m.calls, m.healthy} {
		if err := reg.Register(c); err != nil {
			return nil, fmt.Errorf("api: register runtime metrics: %w", err)
		}
	}
	return m, nil
}

// Observe records one finished call (runtime.Options.Observe).
func (m *RuntimeMetrics) Observe(agent, _ string, d time.Duration, err error) {
	outcome := "ok"
	if err != nil {
		outcome = strconv.Itoa(toError(err).Code)
	}
	m.calls.WithLabelValues(agent, outcome).Observe(d.Seconds())
}

// OnHealth records a health change (runtime.Options.OnHealth).
func (m *RuntimeMetrics) OnHealth(agent string, err error) {
	v := 1.0
	if err != nil {
		v = 0
	}
	m.healthy.WithLabelValues(agent).Set(v)
}

// registerA2A exposes the A2A task store's occupancy and evictions.
func (m *metrics) registerA2A(store *taskStore) error {
	opts := func(name, help string) prometheus.GaugeOpts {
		return prometheus.GaugeOpts{Namespace: "agentsite", Subsystem: "api", Name: name, Help: help}
	}
	for _, c := range []prometheus.Collector{
		prometheus.NewGaugeFunc(opts("a2a_tasks", "A2A tasks in the task store."), func() float64 { return float64(store.stats().Tasks) }),
		prometheus.NewGaugeFunc(opts("a2a_task_bytes", "Encoded bytes of the A2A tasks in the task store."), func() float64 { return float64(store.stats().Bytes) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts(opts("a2a_tasks_evicted_total", "Finished A2A tasks evicted to keep the task store within its bounds.")), func() float64 { return float64(store.stats().Evicted) }),
	} {
		if err := m.reg.Register(c); err != nil {
			return fmt.Errorf("api: register metrics: %w", err)
		}
	}
	return nil
}

// registerAdmission exposes the connections open and closed to make room (connLimiter), and the
// token-less requests refused (admit).
func (m *metrics) registerAdmission(s *Server) error {
	conns := func(f func(*connLimiter) float64) func() float64 {
		return func() float64 {
			s.mu.Lock()
			l := s.conns
			s.mu.Unlock()
			if l == nil {
				return 0
			}
			return f(l)
		}
	}
	opts := func(name, help string) prometheus.GaugeOpts {
		return prometheus.GaugeOpts{Namespace: "agentsite", Subsystem: "api", Name: name, Help: help}
	}
	for _, c := range []prometheus.Collector{
		prometheus.NewGaugeFunc(opts("conns_open", "HTTP connections open."), conns(func(l *connLimiter) float64 { return float64(l.open()) })),
		prometheus.NewCounterFunc(prometheus.CounterOpts(opts("conns_evicted_total", "Connections serving no request closed to make room for a new one.")),
			conns(func(l *connLimiter) float64 { return float64(l.evicted.Load()) })),
		prometheus.NewCounterFunc(prometheus.CounterOpts(opts("anon_refused_total", "Requests without the token refused over their client's A2A rate or the budget of token-less requests.")),
			func() float64 { return float64(s.anonRefused.Load()) }),
	} {
		if err := m.reg.Register(c); err != nil {
			return fmt.Errorf("api: register metrics: %w", err)
		}
	}
	return nil
}
