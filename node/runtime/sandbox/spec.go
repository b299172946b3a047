package sandbox

// spec is what the parent tells the helper, as JSON in the helper's first argument.
type spec struct {
	Policy
	// Loopback: the helper runs in a new network namespace and brings its loopback up.
	Loopback bool `json:"loopback,omitempty"`
	// DenyTCP: no namespace could be made, so Landlock refuses TCP bind and connect.
	DenyTCP bool `json:"denyTCP,omitempty"`
	// Landlock is the ABI the probe found working; 0: no Landlock restriction (the parent warned).
	Landlock int `json:"landlock,omitempty"`
	// View: build the allow-list filesystem view (the parent made mount, PID and IPC
	// namespaces) and, when UID is set, switch to it before exec.
	View bool `json:"view,omitempty"`
	// UID is the uid and gid to run the program as; 0 keeps the helper's.
	UID int `json:"uid,omitempty"`
	// Probe: report what the kernel allows (probeReport on stdout) instead of running a program.
	Probe bool `json:"probe,omitempty"`
}

// probeReport is the helper's answer to a probe.
type probeReport struct {
	Landlock    int    `json:"landlock"`
	LandlockErr string `json:"landlockErr,omitempty"`
	LoopbackErr string `json:"loopbackErr,omitempty"`
	// UID is the uid the probe ended as (View probes).
	UID int `json:"uid"`
}
