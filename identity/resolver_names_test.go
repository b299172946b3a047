package identity

import "testing"

func TestServiceAttributeName(t *testing.T) {
	tests := []struct {
		typ  string
		want string
		ok   bool
	}{
		{ServiceTypeAgentSite, "did/svc/AgentSite", true},
		{"A_1", "did/svc/A_1", true},
		{"x12345678901234567890123", "did/svc/x12345678901234567890123", true}, // exactly 32 bytes
		{"x123456789012345678901234", "", false},                               // 33 bytes
		{"", "", false},
		{"Agent/Site", "", false},
		{"Agent Site", "", false},
	}
	for _, tt := range tests {
		got, err := ServiceAttributeName(tt.typ)
		if (err == nil) != tt.ok {
			t.Fatalf("ServiceAttributeName(%q) error %v, want ok=%v", tt.typ, err, tt.ok)
		}
		if tt.ok && got != b32(tt.want) {
			t.Fatalf("ServiceAttributeName(%q) = %q", tt.typ, got)
		}
	}
	if DelegateTypeSigAuth != b32("sigAuth") || DelegateTypeVeriKey != b32("veriKey") {
		t.Fatal("delegate type constants")
	}
}
