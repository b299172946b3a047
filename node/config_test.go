package node

import (
	"encoding/json"
	"os"
	"testing"
)

// A config file written when callSessions was a setting still loads.
func TestLoadConfigRetiredCallSessions(t *testing.T) {
	dir := t.TempDir()
	c := DefaultConfig(dir)
	b, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	m["callSessions"] = true
	if b, err = json.Marshal(m); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(ConfigFile(dir), b, 0o600); err != nil {
		t.Fatal(err)
	}
	got, err := LoadConfig(dir)
	if err != nil {
		t.Fatalf("LoadConfig with callSessions: %v", err)
	}
	if string(got.CallSessions) != "true" {
		t.Fatalf("CallSessions = %q, want the retired value kept", got.CallSessions)
	}
}
